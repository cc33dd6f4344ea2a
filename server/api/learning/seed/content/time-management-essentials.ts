import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "time-management-essentials",
  area: "professional-skills",
  level: "beginner",
  durationMinutes: 5,
  tags: ["time-management", "productivity", "prioritisation", "focus"],
  passingScore: 70,
  free: true,
  badgeColor: "#4D7C0F",
  references: [
    "Eisenhower matrix (urgent/important), as popularised by Stephen R. Covey, The 7 Habits of Highly Effective People",
    "Cal Newport, Deep Work (2016): time-blocking",
    "American Psychological Association: Multitasking: Switching costs",
    "Francesco Cirillo, The Pomodoro Technique",
  ],
  en: {
    title: "Time Management Essentials",
    summary:
      "Busy is not the same as productive. Learn to sort tasks by urgency and importance, plan your week, protect focus time with time-blocking, work on one thing at a time, say no politely and keep interruptions under control.",
    steps: [
      {
        title: "Urgent or important? Prioritise first",
        body: [
          "Not everything on your list deserves the same attention. The Eisenhower matrix, named after US President Dwight D. Eisenhower, sorts tasks with two questions: is it urgent, meaning it needs attention now? Is it important, meaning it contributes to your goals and responsibilities?",
          "That gives four boxes. Urgent and important: do it now, like a client issue blocking a launch. Important but not urgent: schedule it, like preparing next month's proposal or fixing a recurring problem. Urgent but not important: delegate it or keep it short, like many requests for quick updates. Neither: drop it.",
          "The trap is that urgent tasks shout while important ones wait quietly. If you only react, important work keeps slipping until it becomes a crisis, so protect time for it on purpose.",
        ],
        takeaways: [
          "Ask of every task: is it urgent, and is it important?",
          "Schedule important-but-not-urgent work before it becomes a crisis.",
          "Delegate or drop what is not important.",
        ],
        illustration: "checklist",
        illustrationAlt: "A grid of four boxes sorting tasks into do, schedule, delegate and drop",
      },
      {
        title: "Plan your week and time-block it",
        body: [
          "Take 20 minutes at the end of each week, for example on Friday afternoon, to plan the next one. Look at your deadlines and meetings, then pick three outcomes that would make the week a success, such as ‘send the draft contract to legal’ rather than a vague ‘work on contract’.",
          "Then time-block: give those priorities a place in your calendar, like meetings with yourself. ‘Tuesday 9:00 to 11:00: draft Q3 report’ is far more likely to happen than an item on a list. Put demanding work in the hours when you focus best, group small tasks like e-mail and approvals into one or two blocks a day, and leave buffer time for the unexpected. When a block has to move, reschedule it rather than deleting it.",
        ],
        takeaways: [
          "Plan the week ahead around three clear outcomes.",
          "Book focus blocks in your calendar for your priorities.",
          "Leave buffer time, and move blocks instead of deleting them.",
        ],
        illustration: "time-management",
        illustrationAlt: "A weekly calendar with coloured focus blocks and a clock",
      },
      {
        title: "Do one thing at a time",
        body: [
          "Switching between tasks feels productive, but each switch costs time as your brain reloads where you were. Research on task switching consistently finds that juggling tasks makes people slower and more error-prone than finishing them one at a time.",
          "During a focus block, work on one thing. Close unrelated tabs, put your phone out of sight and turn off e-mail and chat notifications. If a thought about another task pops up, jot it down and come back to it later. Some people like timed sprints, such as 25 minutes of focus followed by a 5-minute break, known as the Pomodoro Technique.",
        ],
        takeaways: [
          "Work on one task at a time during focus blocks.",
          "Silence notifications and keep your phone out of sight.",
          "Write down stray thoughts instead of acting on them.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "A person focused on a single document with notifications switched off",
      },
      {
        title: "Say no, politely and clearly",
        body: [
          "Every yes to a new request is a no to something else, usually your important-but-not-urgent work. Before agreeing, check the request against your priorities and your calendar.",
          "Saying no doesn't have to sound unhelpful. Offer an alternative: ‘I can't take this on this week, but I could review it on Monday.’ Ask your manager to choose: ‘I can finish the supplier analysis or the training deck by Friday, not both. Which matters more?’ Or point to someone better placed. Be clear and polite, and don't over-explain. A vague ‘maybe’ that turns into a missed deadline damages trust more than an honest no.",
        ],
        takeaways: [
          "Check requests against your priorities before saying yes.",
          "Offer alternatives: a later date, a smaller scope or another person.",
          "Ask your manager to choose when priorities collide.",
        ],
        illustration: "handshake",
        illustrationAlt: "Two colleagues agreeing on a later date, shown by a calendar between them",
      },
      {
        title: "Manage interruptions",
        body: [
          "Interruptions come from outside, such as a colleague at your desk, a chat ping or an unexpected call, and from inside, such as the urge to check e-mail. You can't eliminate them, but you can manage them.",
          "Make your focus time visible: set your chat status to ‘Focusing until 11:00, call if urgent’ and mark focus blocks as busy. Check e-mail and chat at set times rather than constantly. When someone interrupts, it is fine to ask: ‘Is this urgent, or can we talk at 2 pm?’ Then keep that promise. If the same questions keep coming, fix the cause, for example with a short guide everyone can check.",
        ],
        takeaways: [
          "Show when you are focusing and when you are available.",
          "Check e-mail and chat at set times.",
          "Agree a later time for non-urgent interruptions, and keep it.",
        ],
        illustration: "alarm",
        illustrationAlt: "A do-not-disturb sign next to a muted notification bell",
      },
    ],
    keyTakeaways: [
      "Sort tasks by urgency and importance, and protect time for important work.",
      "Plan each week around three outcomes and time-block them in your calendar.",
      "Single-task during focus blocks with notifications off.",
      "Say no with alternatives, and ask your manager to choose when priorities clash.",
      "Make focus time visible and batch e-mail and chat.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which task belongs in the ‘important but not urgent’ box of the Eisenhower matrix?",
          options: [
            "A customer's system is down and they are calling you",
            "Updating a guide that would prevent a recurring mistake",
            "Reading a newsletter you subscribed to last year",
            "A colleague asking in chat for an instant status update on a task",
          ],
          correct: [1],
          explanation:
            "Improving a process supports your goals and prevents future problems, but nothing forces you to do it today, which is why it keeps getting postponed. That is exactly the work to schedule on purpose. The outage is urgent and important; the chat request is urgent but less important; the newsletter is neither.",
        },
        {
          prompt:
            "It's Monday. A report due Thursday needs about four hours of focused work, and your calendar is filling with meetings. What is the best approach?",
          options: [
            "Work on it whenever you find a free moment",
            "Wait until Wednesday evening, when pressure will help you focus",
            "Book two focus blocks now, in your best hours",
            "Work on it during meetings with your camera off",
          ],
          correct: [2],
          explanation:
            "Time-blocking reserves the time before meetings fill the week, and placing it in your best hours improves quality. Waiting for free moments or last-minute pressure leaves no buffer, and working during meetings means doing both badly.",
        },
        {
          prompt:
            "Your manager asks you to take on a new analysis by Friday, but you are already committed to two priorities due that day. What is the best response?",
          options: [
            "Say yes and plan to work late every night this week",
            "Say yes and hope one of the deadlines moves",
            "Refuse, without giving a reason",
            "Explain the conflict and ask which comes first",
          ],
          correct: [3],
          explanation:
            "Making the trade-off visible lets your manager decide with full information and protects your commitments. Silent overcommitment leads to missed deadlines or burnout, and a flat refusal without context damages trust.",
        },
        {
          prompt: "You have a two-hour focus block to write a proposal. Which actions help you single-task? Select all that apply.",
          options: [
            "Turn off e-mail and chat notifications",
            "Keep the team chat open in case something comes up",
            "Note unrelated ideas on a pad to deal with later",
            "Answer quick messages as they arrive, to keep the inbox empty",
          ],
          correct: [0, 2],
          explanation:
            "Silencing notifications and parking stray thoughts on paper reduce task switching; putting the phone out of sight helps too. Keeping the team chat open, or answering messages as they arrive, invites exactly the interruptions the focus block is meant to prevent.",
        },
        {
          prompt: "A colleague stops by during your focus block with a question that isn't urgent. What is the most effective response?",
          options: [
            "Agree a specific time to talk later, and make sure you keep it",
            "Ignore them until they give up and go away",
            "Drop everything to help and move your block to tomorrow",
            "Answer them while you keep typing the proposal",
          ],
          correct: [0],
          explanation:
            "Agreeing a specific time respects both your focus and your colleague, and keeping the promise builds trust so the approach keeps working. Ignoring people damages relationships, and half-listening while typing serves neither task well.",
        },
        {
          prompt: "While planning next week on Friday, which outcome is written most usefully?",
          options: [
            "Work on the marketing plan",
            "Be more productive next week",
            "Send Lena the marketing plan draft by Wednesday",
            "Make progress on marketing and whatever else comes up",
          ],
          correct: [2],
          explanation:
            "A clear outcome says what ‘done’ looks like, who it is for and when, so you can plan time for it and know when you have succeeded. Vague intentions are hard to schedule and easy to postpone.",
        },
      ],
    },
    badge: {
      name: "Priority Pro",
      description: "Prioritises what matters, plans the week, protects focus time and says no with confidence.",
    },
  },
  pt: {
    title: "Gestão do tempo: o essencial",
    summary:
      "Estar ocupado não é o mesmo que ser produtivo. Aprenda a separar o urgente do importante, planejar a semana, proteger seu tempo de foco com blocos na agenda, fazer uma coisa de cada vez, dizer não com educação e controlar as interrupções.",
    steps: [
      {
        title: "Urgente ou importante? Priorize primeiro",
        body: [
          "Nem tudo na sua lista merece a mesma atenção. A matriz de Eisenhower, batizada em homenagem ao presidente americano Dwight D. Eisenhower, classifica as tarefas com duas perguntas: é urgente, ou seja, precisa de atenção agora? É importante, ou seja, contribui para seus objetivos e responsabilidades?",
          "Daí saem quatro quadrantes. Urgente e importante: faça agora, como um problema do cliente que trava um lançamento. Importante, mas não urgente: agende, como preparar a proposta do mês que vem ou resolver um problema que sempre volta. Urgente, mas não importante: delegue ou resolva rápido, como muitos pedidos de atualização. Nem um nem outro: elimine.",
          "A armadilha é que as tarefas urgentes gritam, enquanto as importantes esperam em silêncio. Se você só reage, o trabalho importante vai escorregando até virar crise; por isso, reserve tempo para ele de propósito.",
        ],
        takeaways: [
          "Pergunte sobre cada tarefa: é urgente? É importante?",
          "Agende o que é importante, mas não urgente, antes que vire crise.",
          "Delegue ou elimine o que não é importante.",
        ],
        illustration: "checklist",
        illustrationAlt: "Quadro com quatro quadrantes que separam tarefas em fazer, agendar, delegar e eliminar",
      },
      {
        title: "Planeje a semana e bloqueie a agenda",
        body: [
          "Reserve 20 minutos no fim de cada semana, por exemplo na sexta à tarde, para planejar a seguinte. Olhe prazos e reuniões e escolha três resultados que fariam a semana valer a pena, como “enviar a minuta do contrato para o jurídico”, e não um vago “trabalhar no contrato”.",
          "Depois, bloqueie a agenda: dê a essas prioridades um lugar no calendário, como se fossem reuniões com você mesmo. “Terça, das 9h às 11h: rascunho do relatório do 3º trimestre” tem muito mais chance de acontecer do que um item numa lista. Coloque o trabalho mais exigente nos horários em que você rende mais, agrupe tarefas pequenas, como e-mails e aprovações, em um ou dois blocos por dia e deixe uma folga para imprevistos. Quando um bloco precisar mudar, remarque em vez de apagar.",
        ],
        takeaways: [
          "Planeje a semana em torno de três resultados claros.",
          "Reserve blocos de foco na agenda para suas prioridades.",
          "Deixe folgas e remarque os blocos em vez de apagá-los.",
        ],
        illustration: "time-management",
        illustrationAlt: "Agenda semanal com blocos de foco coloridos e um relógio",
      },
      {
        title: "Faça uma coisa de cada vez",
        body: [
          "Alternar entre tarefas dá a sensação de produtividade, mas cada troca custa tempo, porque o cérebro precisa recarregar onde você tinha parado. As pesquisas sobre troca de tarefas mostram de forma consistente que fazer várias coisas ao mesmo tempo deixa as pessoas mais lentas e mais propensas a erros do que concluir uma de cada vez.",
          "Durante um bloco de foco, trabalhe em uma coisa só. Feche as abas que não têm relação com a tarefa, deixe o celular fora de vista e desligue as notificações de e-mail e chat. Se surgir uma ideia sobre outro assunto, anote e retome depois. Há quem goste de ciclos cronometrados, como 25 minutos de foco e 5 de pausa, a chamada técnica Pomodoro.",
        ],
        takeaways: [
          "Trabalhe em uma tarefa por vez durante os blocos de foco.",
          "Silencie as notificações e deixe o celular fora de vista.",
          "Anote as ideias que surgirem em vez de agir na hora.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "Pessoa concentrada em um único documento, com as notificações desligadas",
      },
      {
        title: "Diga não com clareza e educação",
        body: [
          "Cada sim para um pedido novo é um não para outra coisa, normalmente para o trabalho importante, mas não urgente. Antes de aceitar, compare o pedido com suas prioridades e com sua agenda.",
          "Recusar não precisa soar como má vontade. Ofereça uma alternativa: “Esta semana não consigo assumir, mas posso revisar na segunda.” Peça que sua liderança escolha: “Consigo entregar até sexta a análise de fornecedores ou o material do treinamento, não os dois. O que é mais importante?” Ou sugira alguém mais bem posicionado para a tarefa. Seja claro e educado, sem se justificar demais. Um “talvez” vago que termina em prazo perdido abala mais a confiança do que um não sincero.",
        ],
        takeaways: [
          "Compare os pedidos com suas prioridades antes de dizer sim.",
          "Ofereça alternativas: outra data, um escopo menor ou outra pessoa.",
          "Peça à liderança que escolha quando as prioridades se chocarem.",
        ],
        illustration: "handshake",
        illustrationAlt: "Dois colegas combinando uma nova data, com um calendário entre eles",
      },
      {
        title: "Controle as interrupções",
        body: [
          "As interrupções vêm de fora, como um colega na sua mesa, uma mensagem no chat ou uma ligação inesperada, e de dentro, como a vontade de checar o e-mail. Não dá para eliminá-las, mas dá para administrá-las.",
          "Deixe seu tempo de foco visível: coloque no status do chat “Em foco até as 11h, ligue se for urgente” e marque os blocos como ocupado. Confira e-mail e chat em horários definidos, e não o tempo todo. Quando alguém interromper, tudo bem perguntar: “É urgente ou podemos falar às 14h?” E cumpra o combinado. Se as mesmas perguntas continuam chegando, ataque a causa, por exemplo com um guia rápido que todos possam consultar.",
        ],
        takeaways: [
          "Mostre quando você está em foco e quando está disponível.",
          "Confira e-mail e chat em horários definidos.",
          "Combine outro horário para interrupções que não são urgentes, e cumpra.",
        ],
        illustration: "alarm",
        illustrationAlt: "Aviso de não perturbe ao lado de um sino de notificações silenciado",
      },
    ],
    keyTakeaways: [
      "Classifique as tarefas por urgência e importância e proteja tempo para o que é importante.",
      "Planeje cada semana em torno de três resultados e bloqueie tempo para eles na agenda.",
      "Faça uma coisa de cada vez nos blocos de foco, com as notificações desligadas.",
      "Diga não oferecendo alternativas e peça à liderança que escolha quando houver conflito.",
      "Deixe seu tempo de foco visível e concentre e-mail e chat em horários definidos.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Qual tarefa pertence ao quadrante “importante, mas não urgente” da matriz de Eisenhower?",
          options: [
            "O sistema de um cliente caiu e ele está ligando para você",
            "Atualizar um guia que evitaria um erro recorrente",
            "Ler uma newsletter que você assinou no ano passado",
            "Um colega pedindo no chat uma atualização imediata de status de uma tarefa",
          ],
          correct: [1],
          explanation:
            "Melhorar um processo apoia seus objetivos e evita problemas futuros, mas nada obriga você a fazer isso hoje, e por isso vive sendo adiado. É exatamente o tipo de trabalho para agendar de propósito. A queda do sistema é urgente e importante; o pedido no chat é urgente, mas menos importante; a newsletter não é nenhum dos dois.",
        },
        {
          prompt:
            "É segunda-feira. Um relatório para quinta exige cerca de quatro horas de trabalho concentrado, e sua agenda está se enchendo de reuniões. Qual é a melhor abordagem?",
          options: [
            "Trabalhar nele sempre que sobrar um tempinho",
            "Esperar até quarta à noite, quando a pressão vai ajudar a focar",
            "Reservar já dois blocos de foco, no seu melhor horário",
            "Fazer o relatório durante as reuniões, com a câmera desligada",
          ],
          correct: [2],
          explanation:
            "Bloquear tempo na agenda garante as horas antes que as reuniões tomem a semana, e colocá-las no seu melhor horário melhora a qualidade. Esperar sobrar tempo ou contar com a pressão de última hora não deixa margem, e trabalhar durante reuniões significa fazer as duas coisas mal.",
        },
        {
          prompt:
            "Sua gestora pede que você assuma uma nova análise até sexta, mas você já tem duas prioridades com entrega no mesmo dia. Qual é a melhor resposta?",
          options: [
            "Aceitar e planejar virar noites a semana toda",
            "Aceitar e torcer para algum prazo mudar",
            "Recusar, sem dar explicação",
            "Explicar o conflito e perguntar o que vem primeiro",
          ],
          correct: [3],
          explanation:
            "Deixar a troca visível permite que sua gestora decida com todas as informações e protege seus compromissos. Assumir demais em silêncio leva a prazos perdidos ou esgotamento, e uma recusa seca, sem contexto, abala a confiança.",
        },
        {
          prompt:
            "Você tem um bloco de foco de duas horas para escrever uma proposta. Quais atitudes ajudam a fazer uma coisa de cada vez? Marque todas as que se aplicam.",
          options: [
            "Desligar as notificações de e-mail e chat",
            "Manter o chat da equipe aberto caso surja alguma coisa",
            "Anotar num bloco as ideias soltas para ver depois",
            "Responder às mensagens rápidas assim que chegam, para zerar a caixa",
          ],
          correct: [0, 2],
          explanation:
            "Silenciar notificações e estacionar ideias soltas no papel reduzem a troca de tarefas; deixar o celular fora de vista também ajuda. Manter o chat da equipe aberto, ou responder às mensagens assim que chegam, convida exatamente as interrupções que o bloco de foco quer evitar.",
        },
        {
          prompt: "Um colega aparece durante seu bloco de foco com uma dúvida que não é urgente. Qual é a resposta mais eficaz?",
          options: [
            "Combinar um horário específico para conversar depois, e cumprir o combinado",
            "Ignorar até ele desistir e ir embora",
            "Largar tudo para ajudar e passar o bloco para amanhã",
            "Responder enquanto continua digitando a proposta",
          ],
          correct: [0],
          explanation:
            "Combinar um horário específico respeita seu foco e seu colega, e cumprir a promessa gera confiança para que a prática continue funcionando. Ignorar as pessoas prejudica a relação, e ouvir pela metade enquanto digita não serve bem a nenhuma das duas tarefas.",
        },
        {
          prompt: "No planejamento de sexta para a próxima semana, qual resultado está mais bem escrito?",
          options: [
            "Trabalhar no plano de marketing",
            "Ser mais produtivo na próxima semana",
            "Enviar à Lena o rascunho do plano de marketing até quarta",
            "Avançar no marketing e no que mais aparecer ao longo da semana",
          ],
          correct: [2],
          explanation:
            "Um resultado claro diz como é o “pronto”, para quem é e até quando, então dá para reservar tempo para ele e saber quando você chegou lá. Intenções vagas são difíceis de agendar e fáceis de adiar.",
        },
      ],
    },
    badge: {
      name: "Mestre das prioridades",
      description: "Prioriza o que importa, planeja a semana, protege o tempo de foco e diz não com segurança.",
    },
  },
} satisfies CourseContent;

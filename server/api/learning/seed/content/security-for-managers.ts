import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "security-for-managers",
  area: "cybersecurity",
  level: "intermediate",
  durationMinutes: 5,
  tags: ["leadership", "risk-management", "security-culture", "incident-response", "managers"],
  passingScore: 70,
  free: false,
  badgeColor: "#334155",
  references: [
    "NCSC (UK): Cyber security culture principles (2025) and Cyber Security Toolkit for Boards",
    "NIST Cybersecurity Framework (CSF) 2.0 – Govern function: roles, risk appetite and tolerance",
    "ISO/IEC 27001:2022, clause 6.1.3 – risk owners approve risk treatment and accept residual risk",
    "NIST SP 800-61 Rev. 3 – Incident Response Recommendations and Considerations for Cybersecurity Risk Management",
  ],
  en: {
    title: "Security for Managers: Lead the Way Your Team Will Follow",
    summary:
      "What managers do that shapes security more than any policy: leading by example, approving exceptions with an owner and an expiry date, handling reports without blame, making time and budget for security, and knowing their role in an incident.",
    steps: [
      {
        title: "Your team copies what you do",
        body: [
          "People learn what really matters by watching their manager. If you use MFA without complaint, lock your screen, follow the payment verification process even when a director is in a hurry and report phishing yourself, your team will too. If you ask someone to send a file to your personal e-mail “just this once”, share a password or skip training, they learn that the rules are optional.",
          "Talk about security in ordinary team moments: a near miss in a stand-up, a thank-you for a good report, a question about risk when planning a new tool. It shows that security is part of doing the job well, not a separate compliance task.",
        ],
        takeaways: [
          "Follow the rules you expect others to follow, especially under pressure.",
          "Bring security into ordinary team conversations.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "A manager and team members around a table, with the manager's habits mirrored by the team.",
      },
      {
        title: "Approving exceptions the right way",
        body: [
          "Sometimes a control cannot be applied: a legacy system without MFA, a supplier that needs a firewall opening, a deadline that collides with a patch window. An exception is then a legitimate decision to accept a risk, as long as it is made properly, not a favour granted in a corridor.",
          "A sound exception is written down and says which control is set aside and why, what could go wrong, which compensating controls reduce the risk in the meantime, who owns the risk, with the authority to accept it, and when it expires or must be reviewed. It is recorded where the security team tracks risks. When the date arrives, the risk is reviewed again on purpose, not left running.",
        ],
        takeaways: [
          "An exception is a documented risk acceptance, not a verbal OK.",
          "Every exception needs an owner, compensating controls and an expiry date.",
        ],
        illustration: "checklist",
        illustrationAlt: "A signed form listing the control, the risk, the owner and an expiry date on a calendar.",
      },
      {
        title: "Handling reports without blame",
        body: [
          "The most valuable security signal in a company is an employee who says “I think I clicked something”. Every minute between the mistake and the report gives the attacker more time. People report fast only when they trust that they will be helped, not humiliated.",
          "Thank the person, help them follow the security team's instructions and ask what made the mistake easy: a confusing process, time pressure, a convincing fake. Never expose someone by name as a warning, and do not use phishing simulation results to shame people. Keep disciplinary processes for deliberate or reckless rule-breaking, and handle those with HR, not in front of the team.",
        ],
        takeaways: [
          "Thank fast reporters, including those who made the mistake.",
          "Fix what made the mistake easy instead of blaming the person.",
        ],
        illustration: "feedback",
        illustrationAlt: "A manager thanking a team member who is reporting a suspicious message.",
      },
      {
        title: "Time and budget are security decisions",
        body: [
          "Security that has no room in the plan does not happen. Schedule training within working hours, leave space in sprints and maintenance windows for patches and security fixes, and include tools such as password managers or security keys in your budget requests. When you choose a new service, ask the security team early rather than the week before launch.",
          "Measure what shows real resilience. In phishing simulations, the share of people who report, and how quickly, says more about your team's readiness than the click rate alone.",
        ],
        takeaways: [
          "Plan training, patching and security work into normal time and budget.",
          "Track reporting rates and speed, not only clicks.",
        ],
        illustration: "time-management",
        illustrationAlt: "A calendar with blocks reserved for training and patching next to a budget chart.",
      },
      {
        title: "Your role in an incident",
        body: [
          "Before anything happens, know your company's incident plan, who leads it and what is expected of you. When something happens in your team, report it at once through the official channel, even before you have all the facts, and follow the incident lead. Do not investigate alone, delete evidence or look for the culprit.",
          "You may be asked to make business decisions, such as taking a system offline or switching to a manual process, so be reachable. Leave messages to customers, the press and regulators to the designated people: legal deadlines, such as the LGPD's three business days for informing the ANPD, depend on fast internal escalation. Afterwards, support a blameless review and make sure its actions get owners and dates.",
        ],
        takeaways: [
          "Report at once, follow the incident lead and stay reachable for decisions.",
          "External communication belongs to the designated people.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A manager on a call with the incident team, a timeline on the wall.",
      },
    ],
    keyTakeaways: [
      "Your team follows your example, so follow the rules you ask of them.",
      "Approve exceptions in writing, with a risk owner, compensating controls and an expiry date.",
      "Thank people who report, and fix the conditions behind mistakes instead of blaming.",
      "Give security real time and budget, and measure reporting, not just clicks.",
      "In an incident, report at once, follow the lead, stay reachable and leave external messages to the designated people.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Travelling, you cannot reach the shared drive, so you ask a team member to e-mail a client contract to your personal Gmail “just this once”. Why is this a problem beyond the single file?",
          options: [
            "It is acceptable if the file is protected with a password that is sent separately",
            "Managers handle more data, so personal e-mail is reasonable for them",
            "It becomes a problem when the client finds out where the file went",
            "It moves client data outside company control and shows rules bend for you",
          ],
          correct: [3],
          explanation:
            "Personal mailboxes are outside the company's protections and records, and the team learns from what you ask of them. A password on the file does not bring it back under control, and the risk exists whether or not the client ever learns of it.",
        },
        {
          prompt:
            "A team asks to keep using a legacy reporting tool that cannot support MFA until its replacement arrives. Which approval is sound?",
          options: [
            "A written risk acceptance with a risk owner, compensating controls and an expiry",
            "A verbal OK from you, since you know the team and trust them to use it carefully",
            "An open-ended exception, since the tool will be replaced at some point anyway",
            "Approval from the person who asked, since they know the tool better",
          ],
          correct: [0],
          explanation:
            "A sound exception is recorded, owned by someone with authority to accept the risk, reduced by compensating controls and limited in time. Verbal approvals leave no trace, open-ended ones become permanent, and the requester cannot accept a risk on the company's behalf.",
        },
        {
          prompt:
            "Select all that apply: a team member tells you they typed their password into a phishing page an hour ago. Which responses build a healthy reporting culture?",
          options: [
            "Thanking them for reporting it instead of keeping quiet",
            "Noting the mistake in their next performance review",
            "Helping them follow the security team's instructions straight away",
            "Agreeing to keep it between the two of you so the team does not worry",
            "Naming them at the next team meeting as a warning to others",
          ],
          correct: [0, 2],
          explanation:
            "Thanks and practical help make the next report come faster. Keeping it quiet stops the security team from checking what the attacker did with the password, and naming people or marking their review for an honest mistake teaches everyone to hide the next one.",
        },
        {
          prompt:
            "The team's security training falls in a busy quarter-end week. Someone suggests everyone does it at home in the evening. What is the best response?",
          options: [
            "Agree, because doing the training in personal time shows real commitment",
            "Skip it this year, since the team already knows the basics of security",
            "Move it to a calmer week within working hours and protect that time",
            "Let people click through it quickly while they sit in other meetings",
          ],
          correct: [2],
          explanation:
            "Training that competes with evenings or meetings gets little attention and signals that security is not real work. The basics also change, as attacks with AI and new scams show, so skipping a year leaves gaps.",
        },
        {
          prompt:
            "In the last phishing simulation, 12% of your team clicked. Which measure tells you more about how they would handle a real attack?",
          options: [
            "Whether the click rate reaches zero by the next quarter",
            "How many people reported the message, and how quickly",
            "The names of those who clicked, for targeted follow-up",
            "How many training modules each person has completed",
          ],
          correct: [1],
          explanation:
            "Some clicks will always happen; fast reports let the security team block a real campaign for everyone. A zero-click target pushes people to hide mistakes, lists of names feed blame, and module counts measure attendance rather than behaviour.",
        },
        {
          prompt:
            "Customers call to say that your team's shared mailbox sent invoices with new bank details. As the manager, what do you do first?",
          options: [
            "Find out yourself who clicked on something before involving anyone else",
            "Reply to the customers from the same mailbox, asking them to ignore the invoice",
            "Wait until the end of the day to collect the full facts before you escalate",
            "Report it at once through the incident channel and follow the incident lead",
          ],
          correct: [3],
          explanation:
            "A compromised mailbox is an incident, and every hour counts for blocking payments and meeting legal deadlines. Writing from the same mailbox may alert the attacker or reach customers through them, and investigating alone delays the response.",
        },
        {
          prompt:
            "An exception you approved a year ago to keep an unsupported server online has reached its expiry date. The replacement project is late. What now?",
          options: [
            "Let it run, since an expired exception simply carries on until somebody objects to it",
            "Review it with the risk owner: current risk, controls, a new date, or switch it off",
            "Extend it with no end date, to avoid repeating the approval paperwork each year",
            "Remove the exception from the risk register, since its end date has now gone by",
          ],
          correct: [1],
          explanation:
            "The expiry date exists to force a fresh decision: the risk may have grown, and controls or timelines may need to change. Letting it run or removing the record hides a live risk, and an endless extension turns a temporary exception into an unmanaged one.",
        },
      ],
    },
    badge: {
      name: "Security Leader",
      description:
        "Leads by example, approves exceptions with an owner and an expiry, handles reports without blame and knows their role in an incident.",
    },
  },
  pt: {
    title: "Segurança para gestores: lidere pelo exemplo",
    summary:
      "O que o gestor faz e que pesa mais na segurança do que qualquer política: dar o exemplo, aprovar exceções com responsável e prazo de validade, tratar reportes sem culpa, reservar tempo e orçamento para segurança e conhecer seu papel num incidente.",
    steps: [
      {
        title: "Sua equipe copia o que você faz",
        body: [
          "As pessoas aprendem o que realmente importa observando o gestor. Se você usa MFA sem reclamar, bloqueia a tela, segue o processo de confirmação de pagamentos mesmo quando um diretor está com pressa e reporta phishing você mesmo, a equipe faz igual. Se você pede que alguém mande um arquivo para o seu e-mail pessoal “só desta vez”, compartilha uma senha ou pula o treinamento, a equipe aprende que as regras são opcionais.",
          "Fale de segurança nos momentos comuns da equipe: um quase incidente na reunião diária, um agradecimento por um bom reporte, uma pergunta sobre risco ao planejar uma ferramenta nova. Isso mostra que segurança faz parte de fazer bem o trabalho, e não é uma tarefa de conformidade à parte.",
        ],
        takeaways: [
          "Siga as regras que você cobra dos outros, principalmente sob pressão.",
          "Traga a segurança para as conversas do dia a dia da equipe.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "Um gestor e a equipe em volta de uma mesa, com os hábitos do gestor refletidos na equipe.",
      },
      {
        title: "Como aprovar exceções do jeito certo",
        body: [
          "Às vezes um controle não pode ser aplicado: um sistema legado sem MFA, um fornecedor que precisa de uma regra no firewall, um prazo que bate com a janela de atualização. A exceção, então, é uma decisão legítima de aceitar um risco, desde que tomada do jeito certo, e não um favor concedido no corredor.",
          "Uma exceção bem feita é escrita e diz qual controle fica de lado e por quê, o que pode dar errado, quais controles compensatórios reduzem o risco enquanto isso, quem é o responsável pelo risco, com autoridade para aceitá-lo, e quando ela vence ou precisa ser revista. Ela fica registrada onde a equipe de segurança acompanha os riscos. Quando a data chega, o risco é reavaliado de propósito, e não deixado rodando.",
        ],
        takeaways: [
          "Exceção é aceitação de risco documentada, não um “pode” falado.",
          "Toda exceção precisa de responsável, controles compensatórios e prazo de validade.",
        ],
        illustration: "checklist",
        illustrationAlt: "Um formulário assinado com o controle, o risco, o responsável e uma data de vencimento no calendário.",
      },
      {
        title: "Reportes tratados sem culpa",
        body: [
          "O sinal de segurança mais valioso numa empresa é alguém dizendo “acho que cliquei em algo”. Cada minuto entre o erro e o reporte dá mais tempo ao atacante. As pessoas só reportam rápido quando confiam que serão ajudadas, e não humilhadas.",
          "Agradeça, ajude a pessoa a seguir as orientações da equipe de segurança e pergunte o que facilitou o erro: um processo confuso, pressão de prazo, uma fraude convincente. Nunca exponha alguém pelo nome como exemplo e não use resultados de simulações de phishing para constranger ninguém. Deixe processos disciplinares para violações deliberadas ou imprudentes e trate esses casos com o RH, não na frente da equipe.",
        ],
        takeaways: ["Agradeça a quem reporta rápido, inclusive a quem errou.", "Corrija o que facilitou o erro em vez de culpar a pessoa."],
        illustration: "feedback",
        illustrationAlt: "Um gestor agradecendo a um colaborador que está reportando uma mensagem suspeita.",
      },
      {
        title: "Tempo e orçamento são decisões de segurança",
        body: [
          "Segurança que não cabe no planejamento não acontece. Agende os treinamentos dentro do horário de trabalho, reserve espaço nas sprints e nas janelas de manutenção para atualizações e correções de segurança e inclua ferramentas como gerenciadores de senhas ou chaves de segurança nos pedidos de orçamento. Ao escolher um serviço novo, envolva a equipe de segurança cedo, e não na semana do lançamento.",
          "Meça o que mostra resiliência de verdade. Nas simulações de phishing, a parcela de pessoas que reporta, e a rapidez com que reporta, diz mais sobre o preparo da equipe do que a taxa de cliques sozinha.",
        ],
        takeaways: [
          "Planeje treinamento, atualizações e trabalho de segurança no tempo e no orçamento normais.",
          "Acompanhe a taxa e a rapidez dos reportes, não só os cliques.",
        ],
        illustration: "time-management",
        illustrationAlt: "Um calendário com blocos reservados para treinamento e atualizações ao lado de um gráfico de orçamento.",
      },
      {
        title: "Seu papel num incidente",
        body: [
          "Antes de qualquer coisa acontecer, conheça o plano de resposta a incidentes da empresa, quem o lidera e o que se espera de você. Quando algo acontecer na sua equipe, reporte na hora pelo canal oficial, mesmo antes de ter todos os fatos, e siga quem lidera o incidente. Não investigue sozinho, não apague evidências e não saia atrás de culpados.",
          "Você pode precisar tomar decisões de negócio, como tirar um sistema do ar ou passar para um processo manual, então fique acessível. Deixe as mensagens a clientes, imprensa e autoridades com as pessoas designadas: prazos legais, como os três dias úteis da LGPD para informar a ANPD, dependem de uma escalada interna rápida. Depois, apoie uma análise sem culpados e garanta que as ações tenham responsáveis e prazos.",
        ],
        takeaways: [
          "Reporte na hora, siga quem lidera o incidente e fique acessível para decisões.",
          "A comunicação externa fica com as pessoas designadas.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Um gestor numa ligação com a equipe de incidentes, com uma linha do tempo na parede.",
      },
    ],
    keyTakeaways: [
      "Sua equipe segue o seu exemplo, então siga as regras que você pede a ela.",
      "Aprove exceções por escrito, com responsável pelo risco, controles compensatórios e prazo de validade.",
      "Agradeça a quem reporta e corrija as condições por trás dos erros em vez de culpar.",
      "Dê tempo e orçamento reais à segurança e meça os reportes, não só os cliques.",
      "Num incidente, reporte na hora, siga quem lidera, fique acessível e deixe as mensagens externas com as pessoas designadas.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Em viagem, sem acesso à pasta compartilhada, você pede a alguém da equipe que mande um contrato de cliente para o seu Gmail pessoal “só desta vez”. Por que isso é um problema além daquele arquivo?",
          options: [
            "É aceitável se o arquivo tiver uma senha enviada separadamente, por outro canal",
            "Gestores lidam com mais dados, então o e-mail pessoal é razoável no caso deles",
            "Passa a ser um problema quando o cliente descobrir para onde o arquivo foi mandado",
            "Tira dados do cliente do controle da empresa e mostra que a regra cede para você",
          ],
          correct: [3],
          explanation:
            "Caixas de e-mail pessoais ficam fora das proteções e dos registros da empresa, e a equipe aprende com o que você pede. A senha no arquivo não o traz de volta para o controle da empresa, e o risco existe mesmo que o cliente nunca saiba.",
        },
        {
          prompt:
            "Uma equipe pede para continuar usando uma ferramenta legada de relatórios, que não aceita MFA, até a substituta chegar. Qual aprovação é adequada?",
          options: [
            "Uma aceitação de risco por escrito, com responsável, controles compensatórios e prazo",
            "Um “pode” falado por você, já que conhece a equipe e confia no cuidado dela",
            "Uma exceção sem prazo, já que a ferramenta vai ser substituída em algum momento",
            "A aprovação de quem pediu, já que essa pessoa é quem mais entende da ferramenta",
          ],
          correct: [0],
          explanation:
            "Uma exceção adequada é registrada, tem um responsável com autoridade para aceitar o risco, é reduzida por controles compensatórios e tem prazo. Aprovação falada não deixa rastro, exceção sem prazo vira permanente, e quem pede não pode aceitar um risco em nome da empresa.",
        },
        {
          prompt:
            "Marque todas as alternativas corretas: alguém da equipe conta que digitou a senha numa página de phishing há uma hora. Quais reações constroem uma boa cultura de reporte?",
          options: [
            "Agradecer por ter reportado em vez de ficar calado",
            "Registrar o erro na próxima avaliação de desempenho",
            "Ajudar a pessoa a seguir logo as orientações da equipe de segurança",
            "Combinar que o caso fica entre vocês dois, para a equipe não se preocupar",
            "Citar o nome da pessoa na próxima reunião como alerta aos outros",
          ],
          correct: [0, 2],
          explanation:
            "Agradecimento e ajuda prática fazem o próximo reporte chegar mais rápido. Abafar o caso impede a equipe de segurança de verificar o que o atacante fez com a senha, e expor a pessoa ou marcar a avaliação dela por um erro honesto ensina todo mundo a esconder o próximo.",
        },
        {
          prompt:
            "O treinamento de segurança da equipe cai numa semana corrida de fechamento de trimestre. Alguém sugere que cada um faça em casa, à noite. Qual é a melhor resposta?",
          options: [
            "Concordar, porque fazer o treinamento no tempo pessoal mostra comprometimento real",
            "Pular este ano, já que a equipe já conhece o básico de segurança",
            "Passar para uma semana mais calma, em horário de trabalho, e proteger o tempo",
            "Deixar cada um clicar rápido no curso enquanto participa de outras reuniões",
          ],
          correct: [2],
          explanation:
            "Treinamento que disputa espaço com a noite ou com reuniões recebe pouca atenção e passa a mensagem de que segurança não é trabalho de verdade. O básico também muda, como mostram os ataques com IA e os golpes novos, então pular um ano deixa lacunas.",
        },
        {
          prompt:
            "Na última simulação de phishing, 12% da sua equipe clicou. Que medida diz mais sobre como ela lidaria com um ataque real?",
          options: [
            "Se a taxa de cliques chega a zero até o próximo trimestre",
            "Quantas pessoas reportaram a mensagem, e com que rapidez",
            "Os nomes de quem clicou, para um acompanhamento direcionado",
            "Quantos módulos de treinamento cada pessoa já concluiu",
          ],
          correct: [1],
          explanation:
            "Alguns cliques sempre vão acontecer; reportes rápidos permitem à segurança bloquear uma campanha real para todos. Meta de zero cliques leva as pessoas a esconder erros, listas de nomes alimentam a culpa, e contagem de módulos mede presença, não comportamento.",
        },
        {
          prompt:
            "Clientes ligam dizendo que a caixa de e-mail compartilhada da sua equipe mandou boletos com dados bancários novos. Como gestor, o que você faz primeiro?",
          options: [
            "Descobrir por conta própria quem clicou em algo antes de envolver outras pessoas",
            "Responder aos clientes pela mesma caixa, pedindo que ignorem o boleto recebido",
            "Esperar o fim do dia para reunir os fatos completos antes de escalar o caso",
            "Reportar na hora pelo canal de incidentes e seguir quem lidera a resposta",
          ],
          correct: [3],
          explanation:
            "Uma caixa de e-mail comprometida é um incidente, e cada hora conta para barrar pagamentos e cumprir prazos legais. Escrever pela mesma caixa pode alertar o atacante ou chegar aos clientes por meio dele, e investigar sozinho atrasa a resposta.",
        },
        {
          prompt:
            "Uma exceção que você aprovou há um ano, para manter no ar um servidor sem suporte, chegou ao vencimento. O projeto de substituição atrasou. E agora?",
          options: [
            "Deixar rodando, já que exceção vencida continua valendo até alguém reclamar dela",
            "Reavaliar com o responsável: risco atual, controles, nova data, ou desligar",
            "Prorrogar sem data final, para não repetir a papelada de aprovação todo ano",
            "Tirar a exceção do registro de riscos, já que a data de validade passou",
          ],
          correct: [1],
          explanation:
            "O prazo de validade existe para forçar uma nova decisão: o risco pode ter crescido, e controles ou prazos podem precisar mudar. Deixar rodando ou apagar o registro esconde um risco vivo, e uma prorrogação sem fim transforma uma exceção temporária em um risco sem gestão.",
        },
      ],
    },
    badge: {
      name: "Liderança em segurança",
      description: "Dá o exemplo, aprova exceções com responsável e prazo, trata reportes sem culpa e conhece seu papel num incidente.",
    },
  },
} satisfies CourseContent;

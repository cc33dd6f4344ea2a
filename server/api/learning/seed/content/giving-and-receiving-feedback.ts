import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "giving-and-receiving-feedback",
  area: "professional-skills",
  level: "beginner",
  durationMinutes: 5,
  tags: ["feedback", "communication", "teamwork"],
  passingScore: 70,
  free: true,
  badgeColor: "#A16207",
  references: [
    "Center for Creative Leadership: Situation-Behavior-Impact (SBI) feedback model",
    "Douglas Stone and Sheila Heen, Thanks for the Feedback: The Science and Art of Receiving Feedback Well (2014)",
  ],
  en: {
    title: "Giving and Receiving Feedback",
    summary:
      "Feedback helps people grow only when it is clear and well received. Learn to give specific, timely feedback with the SBI model, ask for useful input, take criticism without getting defensive and turn it into action.",
    steps: [
      {
        title: "What makes feedback useful",
        body: [
          "Most feedback fails for one of three reasons: it is too vague to act on (‘be more proactive’), it comes too late to remember the moment (‘back in March, you…’), or it is about the person rather than what they did (‘you're careless’). Useful feedback fixes all three.",
          "Be specific: describe what you saw or heard, the way a camera would record it. Be timely: share it within a day or two while details are fresh, and in private if it is critical. Focus on behaviour: people can change what they do, but labels about personality make them defend who they are. This applies to praise too. ‘Great job’ is pleasant, but ‘your summary slide let the director decide in five minutes’ tells someone exactly what to repeat.",
        ],
        takeaways: [
          "Describe observable actions, not personality traits.",
          "Give feedback soon, and critical feedback in private.",
          "Make praise specific so people know what to repeat.",
        ],
        illustration: "feedback",
        illustrationAlt: "Two colleagues talking, with speech bubbles showing a camera icon and a clock",
      },
      {
        title: "Use SBI: Situation, Behaviour, Impact",
        body: [
          "The Center for Creative Leadership's Situation-Behaviour-Impact model gives you a simple structure. Situation: anchor when and where it happened. Behaviour: describe what the person did. Impact: explain the effect it had on you, the team or the result.",
          "For example: ‘In yesterday's client call, you interrupted Priya twice while she was presenting the timeline. She lost her thread, and the client asked us to resend the plan.’ Then pause and invite their view: ‘How did it look from your side?’ A positive version: ‘In this morning's stand-up, you flagged the server risk before anyone asked. That gave us a day to fix it before launch.’",
          "Keep judging words such as ‘rude’ or ‘lazy’ out of the behaviour part, and don't guess at intentions. Stick to facts and effects, then start a conversation.",
        ],
        takeaways: [
          "Situation: when and where. Behaviour: what they did. Impact: what it caused.",
          "After SBI, ask for the other person's perspective.",
          "Leave out judgements and assumptions about intent.",
        ],
        illustration: "checklist",
        illustrationAlt: "A three-item checklist labelled situation, behaviour and impact",
      },
      {
        title: "Ask for feedback",
        body: [
          "Waiting for your annual review means waiting too long. Ask for feedback regularly, and make it easy to answer by being specific. ‘Any feedback?’ usually gets ‘all good’. Instead try: ‘What is one thing I could do to make my weekly report more useful for you?’ or ‘In today's workshop, what should I do differently next time?’",
          "Choose people who actually saw the work, not just those who are friendly. Ask soon after the event, and show that honesty is safe by thanking people for critical points, not only for praise.",
        ],
        takeaways: [
          "Ask specific questions about a specific piece of work.",
          "Ask people who saw the work, soon after the event.",
          "Thank people for honest input, especially critical input.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "A person asking a colleague a question, with a lightbulb above them",
      },
      {
        title: "Receive feedback without getting defensive",
        body: [
          "Even well-delivered feedback can sting, and your first reaction may be to explain, justify or point out what the other person got wrong. Pause instead. Take a breath, listen to the end and aim to understand before you respond.",
          "Ask clarifying questions: ‘Can you give me an example?’ or ‘What would a better version look like?’ Summarise what you heard to check you understood: ‘So the issue is that the report arrived after your deadline, not its content?’ Then say thank you. You don't have to agree on the spot; it is fine to say ‘Let me think about that and come back to you tomorrow.’ And separate the message from the delivery: even clumsy feedback can contain something useful.",
        ],
        takeaways: [
          "Listen fully before responding; don't argue or justify straight away.",
          "Ask for examples and summarise what you heard.",
          "Say thank you, even if you need time to decide what to do.",
        ],
        illustration: "handshake",
        illustrationAlt: "Two people shaking hands calmly after a conversation",
      },
      {
        title: "Follow up and close the loop",
        body: [
          "Feedback only pays off when something changes. If you received it, choose one or two concrete actions and tell the person what you will try: ‘From now on, I'll send the report by Thursday noon.’ A few weeks later, check back: ‘Have you noticed a difference?’ This shows you took it seriously and makes people more willing to help again.",
          "If you gave feedback, follow up too. Notice when the person makes the change and say so, using SBI for the positive version. If nothing has changed, have a calm second conversation about what is getting in the way and whether they need support.",
        ],
        takeaways: [
          "Turn feedback into one or two concrete actions.",
          "Check back later to show you acted on it.",
          "Recognise improvement when you see it.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "A short one-to-one meeting with a calendar reminder to follow up",
      },
    ],
    keyTakeaways: [
      "Make feedback specific, timely and about behaviour, not personality.",
      "Use SBI: describe the situation, the behaviour and its impact, then listen.",
      "Ask for feedback with precise questions about a specific piece of work.",
      "Receive feedback by listening, asking for examples and saying thank you.",
      "Close the loop: act on feedback, check back and recognise progress.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which of these is the most useful piece of feedback?",
          options: [
            "You need to be more professional in how you work.",
            "In Tuesday's meeting, sending the figures early helped us all.",
            "People have been saying that you're hard to work with lately.",
            "Your presentations are always great, so keep doing what you do!",
          ],
          correct: [1],
          explanation:
            "It names the situation, the specific behaviour and its impact, so the person knows exactly what to repeat. The other options are vague labels, general praise or second-hand opinions that give nothing concrete to act on.",
        },
        {
          prompt:
            "Using SBI, which part is missing from this feedback? ‘You interrupted Carla several times, and she stopped contributing.’",
          options: ["Situation", "Behaviour", "Impact", "Nothing is missing"],
          correct: [0],
          explanation:
            "The behaviour (interrupting Carla) and the impact (she stopped contributing) are there, but not when or where it happened. Without the situation, such as ‘in this morning's planning meeting’, the person may not recall the moment and may feel accused of a general habit.",
        },
        {
          prompt: "This morning, a teammate sent a client an e-mail with the wrong prices. When and how should you give feedback?",
          options: [
            "In the team chat straight away, so everyone learns from it",
            "Privately, today or tomorrow, while details are fresh",
            "At their annual review, when feedback is formally collected",
            "Once it has happened again, so it's clearly a pattern",
          ],
          correct: [1],
          explanation:
            "Timely feedback is easier to act on because both of you remember the details, and corrective feedback belongs in private so the person can focus on the fix rather than on saving face. Waiting months or for a repeat lets the problem continue.",
        },
        {
          prompt: "Which request is most likely to get you useful feedback?",
          options: [
            "Any feedback for me?",
            "Was everything OK with the report?",
            "What's one change that would make my weekly report more useful?",
            "Could you send me all your thoughts on everything I did this quarter?",
          ],
          correct: [2],
          explanation:
            "A specific question about a specific piece of work makes it easy to give a concrete, honest answer. General or yes/no questions tend to get polite replies such as ‘all good’, and asking about everything at once gets either nothing or too much to act on.",
        },
        {
          prompt:
            "Your manager tells you that your project updates are hard to follow. Which responses show you are receiving the feedback well? Select all that apply.",
          options: [
            "Can you show me an example of an update that was hard to follow?",
            "That's because the project is complicated.",
            "You're right, I'm just not good at writing.",
            "So the main issue is that the key decision gets lost in the details?",
          ],
          correct: [0, 3],
          explanation:
            "Asking for an example and summarising to check understanding show openness and lead to a concrete change; thanking the person and trying a new format next week would close the loop. Justifying yourself shuts the conversation down, and putting yourself down turns it away from what to improve.",
        },
        {
          prompt:
            "Two weeks after your feedback, a colleague has changed how they run stand-ups, and the meetings are now shorter and more focused. What should you do?",
          options: [
            "Tell them specifically what you noticed and the effect it has had on the team",
            "Nothing, since they already know the change was needed",
            "Save the comment for their annual review",
            "Give them feedback on a different topic instead",
          ],
          correct: [0],
          explanation:
            "Closing the loop with specific positive feedback reinforces the change and shows that their effort was noticed. Saying nothing, or waiting months, misses the moment when recognition has the most effect.",
        },
      ],
    },
    badge: {
      name: "Feedback Champion",
      description: "Gives specific, behaviour-based feedback with SBI, asks for honest input and turns feedback into action.",
    },
  },
  pt: {
    title: "Como dar e receber feedback",
    summary:
      "Feedback só ajuda alguém a crescer quando é claro e bem recebido. Aprenda a dar feedback específico e no momento certo com o modelo SBI, a pedir opiniões úteis, a ouvir críticas sem se defender e a transformar tudo isso em ação.",
    steps: [
      {
        title: "O que torna um feedback útil",
        body: [
          "A maioria dos feedbacks falha por um de três motivos: é vago demais para virar ação (“seja mais proativo”), chega tarde demais para a pessoa lembrar do momento (“lá em março, você…”) ou fala da pessoa, e não do que ela fez (“você é desleixado”). Um feedback útil resolve os três problemas.",
          "Seja específico: descreva o que você viu ou ouviu, como uma câmera registraria. Seja oportuno: fale em até um ou dois dias, enquanto os detalhes estão frescos, e em particular se for uma crítica. Foque no comportamento: as pessoas conseguem mudar o que fazem, mas rótulos sobre a personalidade as levam a defender quem são. Isso vale também para elogios. “Mandou bem” é agradável, mas “seu slide de resumo permitiu que a diretora decidisse em cinco minutos” mostra exatamente o que repetir.",
        ],
        takeaways: [
          "Descreva ações observáveis, não traços de personalidade.",
          "Dê o feedback logo, e a crítica sempre em particular.",
          "Elogie de forma específica, para a pessoa saber o que repetir.",
        ],
        illustration: "feedback",
        illustrationAlt: "Dois colegas conversando, com balões de fala mostrando uma câmera e um relógio",
      },
      {
        title: "Use o SBI: situação, comportamento e impacto",
        body: [
          "O modelo SBI (Situation-Behavior-Impact), do Center for Creative Leadership, oferece uma estrutura simples. Situação: diga quando e onde aconteceu. Comportamento: descreva o que a pessoa fez. Impacto: explique o efeito sobre você, a equipe ou o resultado.",
          "Por exemplo: “Na reunião de ontem com o cliente, você interrompeu a Priscila duas vezes enquanto ela apresentava o cronograma. Ela perdeu o fio da meada, e o cliente pediu que reenviássemos o plano.” Depois, faça uma pausa e abra espaço: “Como você viu essa situação?” Uma versão positiva: “Na daily de hoje, você apontou o risco no servidor antes de qualquer pergunta. Com isso, ganhamos um dia para corrigir antes do lançamento.”",
          "Deixe palavras de julgamento, como “grosseiro” ou “preguiçoso”, fora da parte do comportamento e não tente adivinhar intenções. Fique nos fatos e nos efeitos e, a partir daí, converse.",
        ],
        takeaways: [
          "Situação: quando e onde. Comportamento: o que a pessoa fez. Impacto: o que isso causou.",
          "Depois do SBI, pergunte como a outra pessoa vê a situação.",
          "Deixe de fora julgamentos e suposições sobre intenções.",
        ],
        illustration: "checklist",
        illustrationAlt: "Lista com três itens: situação, comportamento e impacto",
      },
      {
        title: "Peça feedback",
        body: [
          "Esperar a avaliação anual é esperar demais. Peça feedback com frequência e facilite a resposta sendo específico. “Tem algum feedback pra mim?” costuma render um “tá tudo certo”. Em vez disso, experimente: “O que eu poderia mudar para o relatório semanal ser mais útil para você?” ou “No workshop de hoje, o que eu deveria fazer diferente da próxima vez?”",
          "Escolha quem realmente acompanhou o trabalho, e não só quem é mais próximo de você. Pergunte logo depois do acontecimento e mostre que a sinceridade é bem-vinda agradecendo também pelos pontos críticos, não só pelos elogios.",
        ],
        takeaways: [
          "Faça perguntas específicas sobre um trabalho específico.",
          "Pergunte a quem viu o trabalho, logo depois do acontecimento.",
          "Agradeça a sinceridade, principalmente quando vier uma crítica.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "Pessoa fazendo uma pergunta a um colega, com uma lâmpada acesa acima",
      },
      {
        title: "Receba feedback sem ficar na defensiva",
        body: [
          "Mesmo um feedback bem dado pode incomodar, e a primeira reação costuma ser explicar, justificar ou apontar o que o outro entendeu errado. Em vez disso, faça uma pausa. Respire, ouça até o fim e procure entender antes de responder.",
          "Faça perguntas para esclarecer: “Você pode me dar um exemplo?” ou “Como seria uma versão melhor?” Resuma o que ouviu para confirmar: “Então o problema é que o relatório chegou depois do seu prazo, e não o conteúdo?” E agradeça. Você não precisa concordar na hora; tudo bem dizer “Deixa eu pensar nisso e te retorno amanhã”. Separe também a mensagem da forma: mesmo um feedback desajeitado pode trazer algo útil.",
        ],
        takeaways: [
          "Ouça até o fim; não discuta nem se justifique de imediato.",
          "Peça exemplos e resuma o que ouviu.",
          "Agradeça, mesmo que precise de tempo para decidir o que fazer.",
        ],
        illustration: "handshake",
        illustrationAlt: "Duas pessoas apertando as mãos com tranquilidade depois de uma conversa",
      },
      {
        title: "Acompanhe e feche o ciclo",
        body: [
          "Feedback só vale a pena quando algo muda. Se você recebeu, escolha uma ou duas ações concretas e conte à pessoa o que vai tentar: “A partir de agora, mando o relatório até quinta ao meio-dia.” Algumas semanas depois, volte ao assunto: “Você percebeu alguma diferença?” Isso mostra que você levou a sério e deixa as pessoas mais dispostas a ajudar de novo.",
          "Se você deu o feedback, acompanhe também. Repare quando a pessoa fizer a mudança e diga isso a ela, usando o SBI na versão positiva. Se nada mudou, tenha uma segunda conversa, com calma, sobre o que está atrapalhando e se ela precisa de apoio.",
        ],
        takeaways: [
          "Transforme o feedback em uma ou duas ações concretas.",
          "Volte ao assunto depois para mostrar que agiu.",
          "Reconheça a melhora quando ela acontecer.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "Uma conversa individual rápida com um lembrete de acompanhamento na agenda",
      },
    ],
    keyTakeaways: [
      "Dê feedback específico, no momento certo e sobre comportamentos, não sobre a personalidade.",
      "Use o SBI: descreva a situação, o comportamento e o impacto, e depois ouça.",
      "Peça feedback com perguntas precisas sobre um trabalho específico.",
      "Receba feedback ouvindo, pedindo exemplos e agradecendo.",
      "Feche o ciclo: aja a partir do feedback, volte ao assunto e reconheça a evolução.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Qual destes é o feedback mais útil?",
          options: [
            "Você precisa ser mais profissional no seu trabalho.",
            "Na reunião de terça, mandar os números antes ajudou todo mundo.",
            "Andam dizendo que está difícil trabalhar com você ultimamente.",
            "Suas apresentações são sempre ótimas, então continue assim como está!",
          ],
          correct: [1],
          explanation:
            "Ele diz a situação, o comportamento específico e o impacto, então a pessoa sabe exatamente o que repetir. As outras opções são rótulos vagos, elogios genéricos ou opiniões de terceiros que não dão nada concreto para agir.",
        },
        {
          prompt: "Pelo SBI, que parte está faltando neste feedback? “Você interrompeu a Carla várias vezes, e ela parou de participar.”",
          options: ["Situação", "Comportamento", "Impacto", "Não falta nada"],
          correct: [0],
          explanation:
            "O comportamento (interromper a Carla) e o impacto (ela parou de participar) estão lá, mas não quando nem onde aconteceu. Sem a situação, como “na reunião de planejamento de hoje de manhã”, a pessoa pode não lembrar do momento e se sentir acusada de um hábito geral.",
        },
        {
          prompt:
            "Hoje de manhã, um colega de equipe mandou a um cliente um e-mail com os preços errados. Quando e como você deve dar o feedback?",
          options: [
            "No chat da equipe, na hora, para todo mundo aprender",
            "Em particular, hoje ou amanhã, com os detalhes frescos",
            "Na avaliação anual, quando os feedbacks são formalmente coletados",
            "Quando acontecer de novo, para ficar claro que é um padrão",
          ],
          correct: [1],
          explanation:
            "Feedback no momento certo é mais fácil de aplicar, porque os dois lembram dos detalhes, e o feedback corretivo deve ser em particular, para a pessoa se concentrar em corrigir em vez de se defender. Esperar meses ou esperar repetir deixa o problema continuar.",
        },
        {
          prompt: "Qual pedido tem mais chance de trazer um feedback útil?",
          options: [
            "Tem algum feedback pra mim?",
            "Foi tudo bem com o relatório?",
            "O que eu mudaria para o relatório semanal ser mais útil para você?",
            "Você pode me mandar tudo o que pensa sobre o que fiz neste trimestre inteiro?",
          ],
          correct: [2],
          explanation:
            "Uma pergunta específica sobre um trabalho específico facilita uma resposta concreta e sincera. Perguntas gerais ou de sim ou não costumam render respostas educadas como “tudo certo”, e pedir tudo de uma vez rende nada ou coisas demais para aplicar.",
        },
        {
          prompt:
            "Sua gestora diz que suas atualizações de projeto são difíceis de acompanhar. Quais respostas mostram que você está recebendo bem o feedback? Marque todas as que se aplicam.",
          options: [
            "Você pode me mostrar um exemplo de atualização que ficou difícil de acompanhar?",
            "É que o projeto é complicado mesmo.",
            "Você tem razão, eu não sei escrever.",
            "Então o principal problema é que a decisão importante se perde nos detalhes?",
          ],
          correct: [0, 3],
          explanation:
            "Pedir um exemplo e resumir para checar o entendimento mostram abertura e levam a uma mudança concreta; agradecer e testar um formato novo na semana seguinte fecharia o ciclo. Justificar-se encerra a conversa, e se depreciar desvia o foco do que melhorar.",
        },
        {
          prompt:
            "Duas semanas depois do seu feedback, um colega mudou a forma de conduzir a daily, e as reuniões agora são mais curtas e objetivas. O que você deve fazer?",
          options: [
            "Dizer a ele, de forma específica, o que você percebeu e o efeito que isso teve",
            "Nada, porque ele já sabe que a mudança era necessária",
            "Guardar o comentário para a avaliação anual",
            "Dar a ele um feedback sobre outro assunto",
          ],
          correct: [0],
          explanation:
            "Fechar o ciclo com um feedback positivo e específico reforça a mudança e mostra que o esforço foi notado. Não dizer nada, ou esperar meses, perde o momento em que o reconhecimento tem mais efeito.",
        },
      ],
    },
    badge: {
      name: "Referência em feedback",
      description: "Dá feedback específico e focado em comportamentos com o SBI, pede opiniões sinceras e transforma feedback em ação.",
    },
  },
} satisfies CourseContent;

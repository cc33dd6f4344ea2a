import type { BankItem } from "./schema.ts";

/** Professional skills: four topics, three items each. */
export default [
  {
    id: "writing-subject-line",
    topic: "writing",
    correct: [1],
    en: {
      prompt: "Which subject line helps a busy reader most?",
      options: [
        "Quick question",
        "Approval needed by Friday: Q3 travel budget",
        "URGENT!!! Please read",
        "Follow-up on our conversation from last week's meeting",
      ],
    },
    pt: {
      prompt: "Qual linha de assunto ajuda mais um leitor ocupado?",
      options: [
        "Uma dúvida rápida",
        "Aprovação até sexta: orçamento de viagens do 3º trimestre",
        "URGENTE!!! Leia, por favor",
        "Retomando a conversa da reunião da semana passada sobre o projeto",
      ],
    },
  },
  {
    id: "writing-long-email",
    topic: "writing",
    correct: [2],
    en: {
      prompt: "Your e-mail to a busy client has grown to eight dense paragraphs. What helps the reader most?",
      options: [
        "Add a table of contents at the top",
        "Put the important sentences in bold and capitals",
        "Cut it to the essentials, in short paragraphs or bullet points",
        "Send it in two parts, a day apart",
      ],
    },
    pt: {
      prompt: "Seu e-mail para um cliente ocupado cresceu para oito parágrafos densos. O que mais ajuda o leitor?",
      options: [
        "Colocar um sumário no topo",
        "Destacar as frases importantes em negrito e maiúsculas",
        "Cortar para o essencial, em parágrafos curtos ou tópicos",
        "Mandar em duas partes, com um dia de intervalo",
      ],
    },
  },
  {
    id: "writing-bad-news",
    topic: "writing",
    correct: [2],
    en: {
      prompt: "You must tell a client by e-mail that a delivery will be late. What works best?",
      options: [
        "Open with several paragraphs of good news to soften it",
        "Put the details in a long attachment so the e-mail stays upbeat",
        "Say it plainly and early, then give the next step",
        "Wait for a call, even though the client must plan around it",
      ],
    },
    pt: {
      prompt: "Você precisa avisar um cliente, por e-mail, que uma entrega vai atrasar. O que funciona melhor?",
      options: [
        "Abrir com vários parágrafos de boas notícias para amenizar",
        "Pôr os detalhes em um anexo longo para o e-mail ficar positivo",
        "Dizer com clareza, logo no início, e indicar o próximo passo",
        "Esperar uma ligação, mesmo que o cliente precise se planejar",
      ],
    },
  },
  {
    id: "presenting-opening",
    topic: "presenting",
    correct: [3],
    en: {
      prompt: "What is the most effective way to open a presentation to busy managers?",
      options: [
        "With your agenda and a slide on your team's history",
        "With a joke to relax the room first",
        "With an apology for the length of the presentation",
        "With the main message or the decision you need",
      ],
    },
    pt: {
      prompt: "Qual é a forma mais eficaz de abrir uma apresentação para gestores ocupados?",
      options: [
        "Com a agenda e um slide sobre a história da equipe",
        "Com uma piada para descontrair antes do conteúdo",
        "Com um pedido de desculpas pela duração da apresentação",
        "Com a mensagem principal ou a decisão de que você precisa",
      ],
    },
  },
  {
    id: "presenting-rehearsal",
    topic: "presenting",
    correct: [0],
    en: {
      prompt: "What is the most useful way to rehearse a ten-minute talk?",
      options: [
        "Out loud and timed, ideally in front of a colleague",
        "Reading your slides silently the night before",
        "Memorising the script word for word",
        "Skipping rehearsal so that it sounds spontaneous",
      ],
    },
    pt: {
      prompt: "Qual é a forma mais útil de ensaiar uma apresentação de dez minutos?",
      options: [
        "Em voz alta e cronometrado, de preferência para um colega",
        "Lendo os slides em silêncio na noite anterior",
        "Decorando o roteiro palavra por palavra",
        "Sem ensaio, para soar espontâneo",
      ],
    },
  },
  {
    id: "presenting-off-topic-question",
    topic: "presenting",
    correct: [1],
    en: {
      prompt: "In the middle of your talk, someone raises a long, off-topic complaint. What is the best response?",
      options: [
        "Debate the point until they agree with you",
        "Acknowledge it briefly and offer to discuss it afterwards",
        "Ignore it and move straight on to the next slide",
        "Ask the rest of the room to vote on who is right",
      ],
    },
    pt: {
      prompt: "No meio da sua apresentação, alguém faz uma reclamação longa e fora do assunto. Qual é a melhor reação?",
      options: [
        "Debater o ponto até a pessoa concordar com você",
        "Reconhecer brevemente e combinar de conversar depois",
        "Ignorar e passar direto para o próximo slide",
        "Pedir que o resto da sala vote em quem tem razão",
      ],
    },
  },
  {
    id: "feedback-praise",
    topic: "feedback",
    correct: [3],
    en: {
      prompt: "A colleague stayed late to fix a client's invoice problem before the deadline. Which recognition helps them most?",
      options: [
        "A quick “great job!” as you pass their desk",
        "A mention at their annual review, months from now",
        "Praise in the team meeting, followed by one thing to improve",
        "Saying what they did and how it kept the client on board",
      ],
    },
    pt: {
      prompt:
        "Um colega ficou até mais tarde para resolver o problema da fatura de um cliente antes do prazo. Qual reconhecimento ajuda mais?",
      options: [
        "Um “mandou bem!” rápido ao passar pela mesa dele",
        "Uma menção na avaliação anual, daqui a meses",
        "Um elogio na reunião da equipe, seguido de um ponto a melhorar",
        "Dizer o que ele fez e como isso manteve o cliente",
      ],
    },
  },
  {
    id: "feedback-receiving",
    topic: "feedback",
    correct: [0],
    en: {
      prompt: "A colleague gives you critical feedback you disagree with. What is a good first response?",
      options: [
        "Ask questions to understand their example before replying",
        "Explain straight away why they are wrong",
        "Agree with everything to end the conversation",
        "Point out something they also do wrong, so the talk feels fair",
      ],
    },
    pt: {
      prompt: "Um colega dá um feedback crítico com o qual você não concorda. Qual é uma boa primeira reação?",
      options: [
        "Fazer perguntas para entender o exemplo antes de responder",
        "Explicar na hora por que ele está errado",
        "Concordar com tudo para encerrar a conversa",
        "Apontar algo que ele também faz de errado, para a conversa ficar justa",
      ],
    },
  },
  {
    id: "feedback-timing",
    topic: "feedback",
    correct: [1],
    en: {
      prompt: "When is the best time to give corrective feedback about something that happened in a meeting?",
      options: [
        "In the same meeting, in front of everyone, so it's clear",
        "Soon after, in private",
        "At the yearly review, together with other points",
        "Once it has happened three times",
      ],
    },
    pt: {
      prompt: "Qual é o melhor momento para dar um feedback corretivo sobre algo que aconteceu em uma reunião?",
      options: [
        "Na própria reunião, na frente de todos, para ficar claro",
        "Logo depois, em particular",
        "Na avaliação anual, junto com outros pontos",
        "Quando tiver acontecido três vezes",
      ],
    },
  },
  {
    id: "time-important-not-urgent",
    topic: "time",
    correct: [3],
    en: {
      prompt: "A task is important but not urgent, such as planning next quarter. What should you do with it?",
      options: [
        "Do it once your inbox is empty",
        "Delegate it, since it has no deadline yet",
        "Leave it until the deadline is close, when you'll focus better",
        "Block a fixed time for it in your calendar",
      ],
    },
    pt: {
      prompt: "Uma tarefa é importante, mas não urgente, como planejar o próximo trimestre. O que fazer com ela?",
      options: [
        "Fazer quando a caixa de entrada estiver vazia",
        "Delegar, já que ainda não tem prazo",
        "Deixar para perto do prazo, quando você se concentra melhor",
        "Reservar um horário fixo para ela na agenda",
      ],
    },
  },
  {
    id: "time-timeboxing",
    topic: "time",
    correct: [2],
    en: {
      prompt: "What does “timeboxing” a task mean?",
      options: [
        "Listing your tasks in a box on paper",
        "Doing several tasks at once to save time",
        "Giving it a fixed slot of time and stopping when it ends",
        "Checking how long past tasks took, to bill the right client",
      ],
    },
    pt: {
      prompt: "O que significa fazer “timeboxing” de uma tarefa?",
      options: [
        "Listar as tarefas em um quadro no papel",
        "Fazer várias tarefas ao mesmo tempo para ganhar tempo",
        "Dar a ela um tempo fixo e parar quando ele acabar",
        "Medir quanto duraram tarefas passadas para cobrar o cliente certo",
      ],
    },
  },
  {
    id: "time-interruptions",
    topic: "time",
    correct: [0],
    en: {
      prompt: "Which habit most reduces the cost of interruptions?",
      options: [
        "Checking e-mail at set times, not at every notification",
        "Keeping chat apps open so you answer instantly",
        "Switching between tasks often to stay fresh",
        "Answering messages within five minutes, so they don't pile up",
      ],
    },
    pt: {
      prompt: "Qual hábito mais reduz o custo das interrupções?",
      options: [
        "Ver o e-mail em horários definidos, não a cada notificação",
        "Deixar os aplicativos de chat abertos para responder na hora",
        "Alternar entre tarefas com frequência para manter o ânimo",
        "Responder mensagens em até cinco minutos, para não acumular",
      ],
    },
  },
] satisfies BankItem[];

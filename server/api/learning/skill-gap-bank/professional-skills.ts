import type { BankItem } from "./schema.ts";

/** Professional skills: four topics, three items each. */
export default [
  {
    id: "writing-subject-line",
    topic: "writing",
    correct: [1],
    en: {
      prompt: "Which subject line helps a busy reader most?",
      options: ["Quick question", "Approval needed by Friday: Q3 travel budget", "URGENT!!! Please read", "Follow-up on our conversation from last week's meeting"],
    },
    pt: {
      prompt: "Qual linha de assunto ajuda mais um leitor ocupado?",
      options: ["Uma dúvida rápida", "Aprovação até sexta: orçamento de viagens do 3º trimestre", "URGENTE!!! Leia, por favor", "Retomando a conversa da reunião da semana passada sobre o projeto"],
    },
  },
  {
    id: "writing-where-the-ask-goes",
    topic: "writing",
    correct: [0],
    en: {
      prompt: "In a work e-mail that asks for a decision, where should the request go?",
      options: ["In the first lines, before the background", "At the end, after explaining all the context", "In the subject line only, to keep the body short", "In an attachment, so the e-mail stays brief"],
    },
    pt: {
      prompt: "Em um e-mail de trabalho que pede uma decisão, onde deve ficar o pedido?",
      options: ["Nas primeiras linhas, antes do contexto", "No final, depois de explicar todo o contexto", "Só no assunto, para o corpo ficar curto", "Em um anexo, para o e-mail ficar breve"],
    },
  },
  {
    id: "writing-bad-news",
    topic: "writing",
    correct: [2],
    en: {
      prompt: "You must tell a client by e-mail that a delivery will be late. What works best?",
      options: ["Open with several paragraphs of good news to soften it", "Put the details in a long attachment so the e-mail stays upbeat", "Say it plainly and early, then give the next step", "Wait for a call, even though the client must plan around it"],
    },
    pt: {
      prompt: "Você precisa avisar um cliente, por e-mail, que uma entrega vai atrasar. O que funciona melhor?",
      options: ["Abrir com vários parágrafos de boas notícias para amenizar", "Pôr os detalhes em um anexo longo para o e-mail ficar positivo", "Dizer com clareza, logo no início, e indicar o próximo passo", "Esperar uma ligação, mesmo que o cliente precise se planejar"],
    },
  },
  {
    id: "presenting-opening",
    topic: "presenting",
    correct: [3],
    en: {
      prompt: "What is the most effective way to open a presentation to busy managers?",
      options: ["With your agenda and a slide on your team's history", "With a joke to relax the room before any content", "With an apology for the length of the presentation", "With the main message or the decision you need"],
    },
    pt: {
      prompt: "Qual é a forma mais eficaz de abrir uma apresentação para gestores ocupados?",
      options: ["Com a agenda e um slide sobre a história da equipe", "Com uma piada para descontrair antes do conteúdo", "Com um pedido de desculpas pela duração da apresentação", "Com a mensagem principal ou a decisão de que você precisa"],
    },
  },
  {
    id: "presenting-text-heavy-slides",
    topic: "presenting",
    correct: [0],
    en: {
      prompt: "Your slides are crowded with text. What helps the audience most?",
      options: ["One idea per slide, few words, and the rest said aloud", "Reading the slides aloud so nobody misses anything", "Smaller fonts, so everything fits on fewer slides", "Sending the slides beforehand, so you can skip explaining them"],
    },
    pt: {
      prompt: "Seus slides estão cheios de texto. O que mais ajuda o público?",
      options: ["Uma ideia por slide, poucas palavras e o resto dito em voz alta", "Ler os slides em voz alta para ninguém perder nada", "Fontes menores, para caber tudo em menos slides", "Enviar os slides antes, para não precisar explicá-los"],
    },
  },
  {
    id: "presenting-unknown-answer",
    topic: "presenting",
    correct: [1],
    en: {
      prompt: "During your presentation, someone asks a question you can't answer. What is the best response?",
      options: ["Give your best guess confidently, to keep your credibility", "Say you'll check and reply by a set time", "Move on quickly and hope nobody notices", "Ask the audience to keep all questions for another meeting"],
    },
    pt: {
      prompt: "Durante sua apresentação, alguém faz uma pergunta que você não sabe responder. Qual é a melhor reação?",
      options: ["Dar seu melhor palpite com segurança, para manter a credibilidade", "Dizer que vai verificar e responder até um prazo combinado", "Seguir em frente rápido e torcer para ninguém notar", "Pedir que todas as perguntas fiquem para outra reunião"],
    },
  },
  {
    id: "feedback-specific",
    topic: "feedback",
    correct: [2],
    en: {
      prompt: "Which of these is the most useful piece of feedback?",
      options: ["You're always late and it looks unprofessional", "Great job lately, but your attitude in client meetings needs work", "In Tuesday's call you interrupted the client twice and she stopped talking", "Some people feel you could be more of a team player"],
    },
    pt: {
      prompt: "Qual destes é o feedback mais útil?",
      options: ["Você sempre se atrasa e isso parece pouco profissional", "Bom trabalho ultimamente, mas sua postura com clientes precisa melhorar muito", "Na ligação de terça você interrompeu a cliente duas vezes e ela parou de falar", "Algumas pessoas acham que você poderia colaborar mais com o time"],
    },
  },
  {
    id: "feedback-receiving",
    topic: "feedback",
    correct: [0],
    en: {
      prompt: "A colleague gives you critical feedback you disagree with. What is a good first response?",
      options: ["Ask questions to understand their example before replying", "Explain straight away why they are wrong", "Agree with everything to end the conversation", "Point out something they also do wrong, so the talk feels fair"],
    },
    pt: {
      prompt: "Um colega dá um feedback crítico com o qual você não concorda. Qual é uma boa primeira reação?",
      options: ["Fazer perguntas para entender o exemplo antes de responder", "Explicar na hora por que ele está errado", "Concordar com tudo para encerrar a conversa", "Apontar algo que ele também faz de errado, para a conversa ficar justa"],
    },
  },
  {
    id: "feedback-timing",
    topic: "feedback",
    correct: [1],
    en: {
      prompt: "When is the best time to give corrective feedback about something that happened in a meeting?",
      options: ["In the same meeting, in front of everyone, so it's clear", "Soon after, in private", "At the yearly review, together with other points", "Only if it happens at least three times"],
    },
    pt: {
      prompt: "Qual é o melhor momento para dar um feedback corretivo sobre algo que aconteceu em uma reunião?",
      options: ["Na própria reunião, na frente de todos, para ficar claro", "Logo depois, em particular", "Na avaliação anual, junto com outros pontos", "Só se acontecer pelo menos três vezes"],
    },
  },
  {
    id: "time-important-not-urgent",
    topic: "time",
    correct: [3],
    en: {
      prompt: "A task is important but not urgent, such as planning next quarter. What should you do with it?",
      options: ["Do it only once your inbox is empty", "Delegate it, since it has no deadline yet", "Leave it until the deadline is close, when you'll focus better", "Block a fixed time for it in your calendar"],
    },
    pt: {
      prompt: "Uma tarefa é importante, mas não urgente, como planejar o próximo trimestre. O que fazer com ela?",
      options: ["Fazer só quando a caixa de entrada estiver vazia", "Delegar, já que ainda não tem prazo", "Deixar para perto do prazo, quando você se concentra melhor", "Reservar um horário fixo para ela na agenda"],
    },
  },
  {
    id: "time-timeboxing",
    topic: "time",
    correct: [2],
    en: {
      prompt: "What does “timeboxing” a task mean?",
      options: ["Listing every task in a box on paper", "Doing several tasks at once to save time", "Giving it a fixed slot of time and stopping when it ends", "Checking how long past tasks took, to bill the right client"],
    },
    pt: {
      prompt: "O que significa fazer “timeboxing” de uma tarefa?",
      options: ["Listar todas as tarefas em um quadro no papel", "Fazer várias tarefas ao mesmo tempo para ganhar tempo", "Dar a ela um tempo fixo e parar quando ele acabar", "Medir quanto duraram tarefas passadas para cobrar o cliente certo"],
    },
  },
  {
    id: "time-interruptions",
    topic: "time",
    correct: [0],
    en: {
      prompt: "Which habit most reduces the cost of interruptions?",
      options: ["Checking e-mail at set times, not at every notification", "Keeping every chat app open so you answer instantly", "Switching between tasks often to stay fresh", "Answering every message within five minutes, so nothing piles up"],
    },
    pt: {
      prompt: "Qual hábito mais reduz o custo das interrupções?",
      options: ["Ver o e-mail em horários definidos, não a cada notificação", "Deixar todos os aplicativos de chat abertos para responder na hora", "Alternar entre tarefas com frequência para manter o ânimo", "Responder toda mensagem em até cinco minutos, para nada acumular"],
    },
  },
] satisfies BankItem[];

import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "clear-business-emails",
  area: "professional-skills",
  level: "beginner",
  durationMinutes: 5,
  tags: ["email", "business-writing", "communication"],
  passingScore: 80,
  free: false,
  badgeColor: "#86198F",
  references: [
    "U.S. Federal Plain Language Guidelines (plainlanguage.gov)",
    "BLUF (bottom line up front) convention for military and business writing",
    "Kabir Sehgal, How to Write Email with Military Precision, Harvard Business Review (2016)",
  ],
  en: {
    title: "Clear Business E-mails That Get Results",
    summary:
      "A clear e-mail saves time for everyone and gets faster answers. Learn to write specific subject lines, put your main point first, make one clear request with a deadline, strike the right tone, proofread and know when not to e-mail at all.",
    steps: [
      {
        title: "Write a subject line that works",
        body: [
          "Your subject line decides whether your e-mail is opened now, later or never. Make it specific and, where possible, say what you need. Compare ‘Update’ with ‘Approval needed by Thu: Q3 training budget’. The second tells the reader the topic, the action and the deadline before they even open it.",
          "Start with the action (‘Decision needed’, ‘For info’, ‘Action by Friday’), then the topic, and put the key words first, because phones cut long subjects short. When a thread drifts to a new topic, change the subject line or start a new e-mail, so people can find it later.",
        ],
        takeaways: [
          "Make the subject specific: action plus topic.",
          "Put the key words first, since phones cut long subjects short.",
          "Change the subject when the topic changes.",
        ],
        illustration: "email-writing",
        illustrationAlt: "An inbox where one e-mail with a clear, specific subject line stands out",
      },
      {
        title: "Put the main point first",
        body: [
          "Busy readers decide in the first lines whether to keep reading, so start with your conclusion or request and add the background afterwards. This is often called BLUF: bottom line up front.",
          "Instead of three paragraphs of project history before the question, try: ‘Hi Marco, can you approve an extra 1,200 dollars for the venue? The original room is too small for the 60 people who registered. Details below.’ Marco knows what you need in one sentence and can decide whether to read the rest.",
          "Keep the body short: brief paragraphs with one idea each, and a simple list if you have several items. If it needs a long explanation, put it in an attached or linked document and keep the e-mail as the summary.",
        ],
        takeaways: [
          "Open with your conclusion or request, then the context.",
          "Use short paragraphs with one idea each.",
          "Move long explanations into a document.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "An e-mail draft with the key request highlighted in its first line",
      },
      {
        title: "One request, a clear action and a deadline",
        body: [
          "E-mails with several questions often get only the first one answered. Whenever you can, send one e-mail per topic or request, especially when different people need to act. If you truly need several answers, number the questions so the reader can reply point by point.",
          "Make the action explicit: who does what, by when. ‘Let me know your thoughts’ invites no action. ‘Please send me your comments on sections 2 and 3 by Wednesday 5 pm so I can submit the proposal on Thursday’ is clear, and the reason helps people prioritise.",
          "Put the people who must act in the To field and those who only need to know in Cc. Use Reply all only when everyone really needs your reply.",
        ],
        takeaways: [
          "One e-mail, one main request; number multiple questions.",
          "State who does what by when, and why it matters.",
          "To for action, Cc for information; use Reply all sparingly.",
        ],
        illustration: "checklist",
        illustrationAlt: "A checklist with who, what and by when ticked off beside an e-mail",
      },
      {
        title: "Get the tone right and proofread",
        body: [
          "In e-mail, readers can't hear your voice or see your face, so a short message can come across as cold or irritated. ‘Why isn't this done?’ reads very differently from ‘Could you let me know when you expect to finish this? I need it for Friday's review.’ Be direct about what you need, but polite. Avoid sarcasm, all capitals and piles of exclamation marks, and never send an e-mail while you are angry; save it as a draft and reread it later.",
          "Before you click Send, reread the message as the recipient. Check names, numbers, dates and attachments, and confirm that autocomplete picked the right recipients. Reading it aloud helps you catch missing words and awkward sentences. For important messages, add the recipients last so you can't send an unfinished draft by accident.",
        ],
        takeaways: [
          "Be direct but polite; avoid sarcasm and capital letters.",
          "Don't send when angry; save a draft and reread it later.",
          "Check names, numbers, attachments and recipients before sending.",
        ],
        illustration: "handshake",
        illustrationAlt: "Two people exchanging a friendly, professional message",
      },
      {
        title: "Know when not to use e-mail",
        body: [
          "E-mail is great for information people need to read, keep and refer back to, but it is poor at some jobs. Talk instead when a topic is sensitive or emotional, such as bad news or concerns about someone's work; when a discussion needs a lot of back and forth; or when something is truly urgent and needs an answer within minutes. A chat message may suit a quick, informal question.",
          "A simple rule: if a thread has gone back and forth three times without a decision, pick up the phone or meet. Afterwards, send a brief e-mail summarising what you agreed, so there is a written record.",
        ],
        takeaways: [
          "Talk instead of writing for sensitive, complex or urgent topics.",
          "After three unresolved replies, call or meet.",
          "Follow a call with a short written summary.",
        ],
        illustration: "phone-call",
        illustrationAlt: "A person choosing to make a phone call instead of sending another e-mail",
      },
    ],
    keyTakeaways: [
      "Write specific subject lines that show the action and the topic.",
      "Put your main point or request in the first lines.",
      "Make one clear request per e-mail with an owner and a deadline.",
      "Be direct but polite, and proofread names, numbers, attachments and recipients.",
      "Call or meet for sensitive, complex or urgent topics, then summarise in writing.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which subject line is most effective?",
          options: [
            "Quick question",
            "Re: Re: Fwd: meeting",
            "Decision by Fri: office-move supplier",
            "IMPORTANT!!! Please read before the meeting today",
          ],
          correct: [2],
          explanation:
            "It states the action, the deadline and the topic, so the reader knows what is needed before opening the e-mail and can find it again later. The others are vague, outdated or shouting without saying anything useful.",
        },
        {
          prompt: "You need your manager to approve an extra expense. How should you start the e-mail?",
          options: [
            "With the full project background, so they see the context",
            "With the request and the amount, then the reasons",
            "With an apology for taking up their busy time",
            "With a list of every option you considered",
          ],
          correct: [1],
          explanation:
            "Putting the bottom line up front tells a busy reader what decision is needed straight away; the reasons can follow for anyone who wants them. Long background or apologies push the request down where it may be missed.",
        },
        {
          prompt: "Which closing line makes the next action clearest?",
          options: [
            "Let me know your thoughts when you have a moment.",
            "Looking forward to hearing from you on all of this!",
            "Please comment on the budget table by Wed 5 pm.",
            "Any feedback at all is very welcome, as always.",
          ],
          correct: [2],
          explanation:
            "It says what to do, on which part and by when, which makes it easy to act on and to prioritise; adding why (so you can submit on Thursday) helps even more. The other lines are friendly but give no concrete action or deadline.",
        },
        {
          prompt:
            "You and a colleague have exchanged four e-mails about a disagreement on a project, and the tension is rising. What is the best next step?",
          options: [
            "Suggest a quick call, then sum up what you agreed",
            "Write a longer, more detailed e-mail that settles it for good",
            "Copy their manager on your next reply",
            "Stop replying and let it go",
          ],
          correct: [0],
          explanation:
            "Sensitive, back-and-forth discussions are resolved faster and more kindly in conversation, where tone is clear. A short written summary afterwards keeps a record. Longer e-mails, escalating by Cc or going silent usually make things worse.",
        },
        {
          prompt: "Before sending an important e-mail to a client, which checks are worth doing? Select all that apply.",
          options: [
            "Add extra exclamation marks so it sounds friendly",
            "Confirm the addresses that autocomplete filled in",
            "Check that the attachment is the right version",
            "Reply all, so that everyone stays informed",
            "Verify names, figures and dates",
          ],
          correct: [1, 2, 4],
          explanation:
            "Wrong recipients, old attachments and incorrect names or figures are common, embarrassing and sometimes a data-protection problem. Extra exclamation marks don't fix tone, and replying to everyone by habit sends the message to people who don't need it.",
        },
        {
          prompt: "A teammate's report contained several errors that caused problems with a client. How should you raise it?",
          options: [
            "Reply all on the client thread, listing each error",
            "Send a short e-mail in capitals so they see it's serious",
            "Talk privately, then agree next steps in writing",
            "Wait for the next report to see if it happens again",
          ],
          correct: [2],
          explanation:
            "Concerns about someone's work are sensitive and best discussed in conversation, in private, by call or in person. A short written follow-up records the agreed steps. Public criticism or an all-caps e-mail damages trust, and waiting lets the problem continue.",
        },
      ],
    },
    badge: {
      name: "Clear Communicator",
      description: "Writes e-mails with specific subjects, the main point first, clear requests with deadlines and the right tone.",
    },
  },
  pt: {
    title: "E-mails profissionais claros e eficazes",
    summary:
      "Um e-mail claro economiza o tempo de todo mundo e recebe respostas mais rápidas. Aprenda a escrever assuntos específicos, começar pelo principal, fazer um pedido claro com prazo, acertar o tom, revisar e saber quando não mandar e-mail.",
    steps: [
      {
        title: "Escreva um assunto que funcione",
        body: [
          "O assunto decide se seu e-mail será aberto agora, mais tarde ou nunca. Seja específico e, sempre que possível, diga o que você precisa. Compare “Atualização” com “Aprovação até qui: orçamento de treinamento do 3º tri”. O segundo informa o tema, a ação e o prazo antes mesmo de a pessoa abrir a mensagem.",
          "Comece pela ação (“Decisão necessária”, “Para conhecimento”, “Ação até sexta”) e depois o tema, com as palavras-chave no início, porque o celular corta assuntos longos. Quando uma conversa mudar de tema, altere o assunto ou comece um novo e-mail, para que todos encontrem a mensagem depois.",
        ],
        takeaways: [
          "Faça um assunto específico: ação mais tema.",
          "Coloque as palavras-chave no início, porque o celular corta assuntos longos.",
          "Mude o assunto quando o tema mudar.",
        ],
        illustration: "email-writing",
        illustrationAlt: "Caixa de entrada em que um e-mail com assunto claro e específico se destaca",
      },
      {
        title: "Comece pelo mais importante",
        body: [
          "Quem está ocupado decide nas primeiras linhas se vai continuar lendo. Por isso, comece pela conclusão ou pelo pedido e deixe o contexto para depois. Essa prática é conhecida como BLUF (bottom line up front), algo como “o principal logo no início”.",
          "Em vez de três parágrafos de histórico do projeto antes da pergunta, experimente: “Oi, Marcos, você pode aprovar R$ 6 mil a mais para o local do evento? A sala original é pequena para as 60 pessoas inscritas. Detalhes abaixo.” Em uma frase, o Marcos sabe do que você precisa e decide se quer ler o resto.",
          "Mantenha o corpo do e-mail enxuto: parágrafos curtos, com uma ideia cada, e uma lista simples se houver vários itens. Se o assunto exigir uma explicação longa, coloque-a num documento anexado ou em link e use o e-mail como resumo.",
        ],
        takeaways: [
          "Abra com a conclusão ou o pedido e depois dê o contexto.",
          "Use parágrafos curtos, com uma ideia cada.",
          "Leve explicações longas para um documento.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "Rascunho de e-mail com o pedido principal destacado na primeira linha",
      },
      {
        title: "Um pedido, uma ação clara e um prazo",
        body: [
          "E-mails com várias perguntas costumam ter só a primeira respondida. Sempre que puder, mande um e-mail por assunto ou pedido, principalmente quando pessoas diferentes precisam agir. Se realmente precisar de várias respostas, numere as perguntas para que a pessoa responda item por item.",
          "Deixe a ação explícita: quem faz o quê e até quando. “Me diga o que acha” não leva a nenhuma ação. “Por favor, me envie seus comentários sobre as seções 2 e 3 até quarta às 17h, para eu enviar a proposta na quinta” é claro, e o motivo ajuda a pessoa a priorizar.",
          "Coloque em Para quem precisa agir e em Cc quem só precisa saber. Use Responder a todos apenas quando todos realmente precisarem da sua resposta.",
        ],
        takeaways: [
          "Um e-mail, um pedido principal; numere as perguntas se houver várias.",
          "Diga quem faz o quê, até quando e por que isso importa.",
          "Para: quem age; Cc: quem acompanha. Use Responder a todos com moderação.",
        ],
        illustration: "checklist",
        illustrationAlt: "Lista com quem, o quê e até quando marcados ao lado de um e-mail",
      },
      {
        title: "Acerte o tom e revise",
        body: [
          "No e-mail, a pessoa não ouve sua voz nem vê seu rosto, então uma mensagem curta pode parecer fria ou irritada. “Por que isso ainda não está pronto?” soa muito diferente de “Você pode me dizer quando prevê terminar? Preciso disso para a revisão de sexta.” Seja direto sobre o que precisa, mas cordial. Evite ironia, texto todo em maiúsculas e excesso de pontos de exclamação, e nunca envie um e-mail com raiva: salve como rascunho e releia mais tarde.",
          "Antes de clicar em Enviar, releia a mensagem como se fosse o destinatário. Confira nomes, valores, datas e anexos e verifique se o preenchimento automático escolheu as pessoas certas. Ler em voz alta ajuda a pegar palavras faltando e frases truncadas. Em mensagens importantes, inclua os destinatários por último, para não enviar um rascunho incompleto sem querer.",
        ],
        takeaways: [
          "Seja direto, mas cordial; evite ironia e maiúsculas.",
          "Não envie com raiva: salve o rascunho e releia depois.",
          "Confira nomes, valores, anexos e destinatários antes de enviar.",
        ],
        illustration: "handshake",
        illustrationAlt: "Duas pessoas trocando uma mensagem cordial e profissional",
      },
      {
        title: "Saiba quando não usar e-mail",
        body: [
          "O e-mail é ótimo para informações que as pessoas precisam ler, guardar e consultar depois, mas não serve para tudo. Prefira conversar quando o assunto for delicado ou emocional, como uma má notícia ou uma preocupação com o trabalho de alguém; quando a discussão exigir muitas idas e vindas; ou quando algo for realmente urgente e precisar de resposta em minutos. Para uma dúvida rápida e informal, uma mensagem no chat pode bastar.",
          "Uma regra simples: se a conversa já foi e voltou três vezes sem decisão, ligue ou marque uma reunião. Depois, mande um e-mail curto resumindo o que foi combinado, para ficar registrado.",
        ],
        takeaways: [
          "Converse em vez de escrever sobre temas delicados, complexos ou urgentes.",
          "Depois de três respostas sem solução, ligue ou marque uma reunião.",
          "Depois da conversa, mande um resumo curto por escrito.",
        ],
        illustration: "phone-call",
        illustrationAlt: "Pessoa decidindo ligar em vez de mandar mais um e-mail",
      },
    ],
    keyTakeaways: [
      "Escreva assuntos específicos, que mostrem a ação e o tema.",
      "Coloque o ponto principal ou o pedido nas primeiras linhas.",
      "Faça um pedido claro por e-mail, com responsável e prazo.",
      "Seja direto e cordial, e revise nomes, valores, anexos e destinatários.",
      "Ligue ou converse pessoalmente em temas delicados, complexos ou urgentes, e depois resuma por escrito.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Qual assunto de e-mail é mais eficaz?",
          options: [
            "Dúvida rápida",
            "Re: Re: Enc: reunião",
            "Decisão até sex: fornecedor da mudança",
            "URGENTE!!! Leia antes da reunião de hoje, por favor",
          ],
          correct: [2],
          explanation:
            "Ele diz a ação, o prazo e o tema, então o leitor sabe o que precisa fazer antes de abrir o e-mail e consegue encontrá-lo depois. Os outros são vagos, desatualizados ou gritam sem dizer nada útil.",
        },
        {
          prompt: "Você precisa que sua gestora aprove uma despesa extra. Como deve começar o e-mail?",
          options: [
            "Com todo o histórico do projeto, para ela entender o contexto",
            "Com o pedido e o valor, seguidos dos motivos",
            "Com um pedido de desculpas por tomar o tempo dela",
            "Com a lista de todas as opções que você avaliou",
          ],
          correct: [1],
          explanation:
            "Colocar a conclusão no início mostra a uma leitora ocupada qual decisão é necessária logo de cara; os motivos vêm depois para quem quiser. Histórico longo ou desculpas empurram o pedido para baixo, onde ele pode passar despercebido.",
        },
        {
          prompt: "Qual frase de fechamento deixa a próxima ação mais clara?",
          options: [
            "Me diga o que acha quando tiver um tempinho.",
            "Aguardo seu retorno sobre todos esses pontos!",
            "Comente a tabela de orçamento até quarta, 17h.",
            "Qualquer comentário é muito bem-vindo, como sempre.",
          ],
          correct: [2],
          explanation:
            "Ela diz o que fazer, sobre qual parte e até quando, o que facilita agir e priorizar; dizer o porquê (para você enviar na quinta) ajuda ainda mais. As outras frases são simpáticas, mas não trazem ação concreta nem prazo.",
        },
        {
          prompt:
            "Você e um colega já trocaram quatro e-mails sobre uma divergência num projeto, e o clima está esquentando. Qual é o melhor próximo passo?",
          options: [
            "Propor uma ligação rápida e depois resumir o combinado",
            "Escrever um e-mail mais longo e detalhado que encerre a questão de vez",
            "Copiar a liderança dele na próxima resposta",
            "Parar de responder e deixar para lá",
          ],
          correct: [0],
          explanation:
            "Discussões delicadas, de vai e vem, se resolvem mais rápido e com mais gentileza numa conversa, em que o tom fica claro. Um resumo curto por escrito depois deixa o registro. E-mails mais longos, escalar copiando a liderança ou sumir costumam piorar a situação.",
        },
        {
          prompt: "Antes de enviar um e-mail importante para um cliente, quais verificações valem a pena? Marque todas as que se aplicam.",
          options: [
            "Acrescentar mais pontos de exclamação para soar simpático",
            "Confirmar os endereços que o preenchimento automático sugeriu",
            "Conferir se o anexo é a versão correta",
            "Responder a todos, para que todo mundo fique informado",
            "Verificar nomes, valores e datas",
          ],
          correct: [1, 2, 4],
          explanation:
            "Destinatários errados, anexos antigos e nomes ou valores incorretos são comuns, constrangedores e às vezes um problema de proteção de dados. Pontos de exclamação não consertam o tom, e responder a todos por hábito manda a mensagem para quem não precisa dela.",
        },
        {
          prompt:
            "O relatório de um colega de equipe tinha vários erros que causaram problemas com um cliente. Como você deve tratar o assunto?",
          options: [
            "Responder a todos na conversa com o cliente, listando cada erro",
            "Mandar um e-mail curto em maiúsculas para ele ver que é sério",
            "Conversar em particular e depois registrar os próximos passos",
            "Esperar o próximo relatório para ver se acontece de novo",
          ],
          correct: [2],
          explanation:
            "Preocupações com o trabalho de alguém são delicadas e rendem mais numa conversa em particular, por ligação ou pessoalmente. Um registro curto por escrito depois fixa os próximos passos. Críticas em público ou um e-mail em maiúsculas abalam a confiança, e esperar deixa o problema continuar.",
        },
      ],
    },
    badge: {
      name: "Comunicação clara",
      description: "Escreve e-mails com assuntos específicos, o principal logo no início, pedidos claros com prazo e o tom certo.",
    },
  },
} satisfies CourseContent;

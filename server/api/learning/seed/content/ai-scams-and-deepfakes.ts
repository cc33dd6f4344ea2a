import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "ai-scams-and-deepfakes",
  area: "cybersecurity",
  level: "intermediate",
  durationMinutes: 5,
  tags: ["ai-scams", "deepfakes", "social-engineering", "payment-fraud"],
  passingScore: 80,
  free: false,
  badgeColor: "#3730A3",
  references: [
    "FBI IC3 Public Service Announcement I-120324-PSA: Criminals Use Generative Artificial Intelligence to Facilitate Financial Fraud (December 2024)",
    "FTC Consumer Alert: Scammers use AI to enhance their family emergency schemes (March 2023)",
    "CISA: Avoiding Social Engineering and Phishing Attacks",
    "Hong Kong Police Force reports on the deepfake video-conference fraud against a multinational firm (February 2024), widely covered by the press",
    "Banco Central do Brasil: Mecanismo Especial de Devolução (MED) do Pix",
  ],
  en: {
    title: "AI Scams and Deepfakes: Verify Before You Trust",
    summary:
      "Criminals now clone voices, fake video calls and write flawless phishing with AI. Learn how these scams work and the simple verification habits that stop them, even when the voice or face seems real.",
    steps: [
      {
        title: "Why AI changes the scam game",
        body: [
          "Scams have always used the same trick: create trust and pressure at the same time, so you act before you think. Generative AI improves the disguise. A few seconds of someone's voice from a video or voicemail can be enough to clone it. Public photos and recorded meetings can become a convincing face on a video call. And phishing e-mails can now be written in perfect language.",
          "So the old warning signs, such as bad grammar, a robotic voice or an odd accent, are no longer reliable. You cannot win by trying to spot the fake with your eyes and ears. You win by checking the request through a channel the criminal does not control.",
        ],
        takeaways: [
          "A familiar voice, face or flawless writing no longer proves a message is genuine.",
          "Judge the request, not how real the messenger seems.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "A friendly figure on a screen whose face is a mask hiding a scammer behind it",
      },
      {
        title: "Voice-clone calls: ‘It's me, I need help now’",
        body: [
          "Your phone rings and you hear your manager, clearly stressed: ‘I'm about to board a flight and the supplier will cancel our order unless we pay today. I'll send the details by message. Please handle it and keep it quiet for now.’ A family version: a crying son or granddaughter says they have had an accident and need money straight away.",
          "These calls share a pattern: a trusted voice, an emergency, a request for money, gift cards or codes, secrecy, and a reason you cannot call back. The number may even look right, because caller ID can be spoofed.",
          "Your move is simple: end the call politely and call the person back on a number you already have saved or from the company directory, never one given during the call. With family, agree on a code word in advance and ask for it.",
        ],
        takeaways: [
          "Hang up and call back on a number you already know.",
          "Agree a family code word that never appears online.",
          "Caller ID can be faked; a familiar number is not proof.",
        ],
        illustration: "ai-voice",
        illustrationAlt: "A phone showing an incoming call with a sound wave that is being copied by an AI chip",
      },
      {
        title: "Deepfake video calls and payment fraud",
        body: [
          "Video feels like proof, which is exactly why criminals use it. In a widely reported 2024 case, an employee at the Hong Kong office of a multinational engineering firm joined a video meeting where the ‘chief financial officer’ and several colleagues were all deepfakes. Convinced by familiar faces, the employee made a series of transfers worth roughly 25 million US dollars.",
          "Fake calls usually come with an unusual request: a new bank account, a confidential deal, or pressure to skip normal approvals. Glitches such as lips out of sync may appear, but good fakes can show none. So rely on process, not perception: any unusual payment or change of bank details must be confirmed through a separate, known channel and approved exactly as your policy requires, whoever appears on screen.",
        ],
        takeaways: [
          "No payment or bank-detail change is approved on a call alone.",
          "A request to bypass normal approvals is a red flag in itself.",
        ],
        illustration: "deepfake-video",
        illustrationAlt: "A video call grid where one executive's face is splitting into digital pixels",
      },
      {
        title: "AI-written phishing without typos",
        body: [
          "AI lets criminals write fluent, personalised e-mails at scale, using details gathered from social media or earlier data breaches. For example: ‘Hi Ana, following up on today's budget review, here is the revised invoice from Northwind. Please approve before 3 pm so we keep the discount.’ The link goes to northwind-billing.example.net instead of the supplier's real domain, northwind.example.com.",
          "Look at what the message asks you to do, not how well it is written. Check the real sender address, hover over links before clicking, and be suspicious of any unexpected request to log in, pay, open an attachment, share a code or change bank details. If in doubt, use your own bookmark or a known contact, never the message itself.",
        ],
        takeaways: [
          "Fluent, personalised writing is no longer a sign of legitimacy.",
          "Check the sender address and where links really lead.",
          "Reach the service through your own bookmark, not the link.",
        ],
        illustration: "email-warning",
        illustrationAlt: "A polished e-mail with a warning sign over a link that points to a look-alike domain",
      },
      {
        title: "Your verification habits and what to report",
        body: [
          "Build three habits. Slow down whenever urgency is combined with money, passwords or secrecy; that combination is the scammer's signature, and a genuine colleague will accept a ten-minute delay. Verify out of band: call back on a known number or message the person on an approved chat tool you already use. And follow the payment process every time, so nobody has to make a judgement call under pressure.",
          "Report suspicious calls, videos and e-mails to your security or IT team using the channel your organisation provides, even if you did not fall for them; your report can protect the next colleague. If you shared a password, change it and report straight away. If money was sent, contact your bank immediately, because speed improves the chance of recovery, then file a police report.",
        ],
        takeaways: [
          "Urgency plus money, passwords or secrecy means stop and verify.",
          "Report every attempt, even the ones you spotted.",
          "If money moved, call your bank at once, then report it.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A person pressing a report button next to a checklist with a phone call-back step ticked",
      },
    ],
    keyTakeaways: [
      "AI makes voices, faces and writing convincing, so verify the request, not the messenger.",
      "Before acting on an urgent request, call back on a number you already know.",
      "Use a code word with family and never skip payment approvals at work.",
      "Treat urgency combined with money, codes or secrecy as a reason to slow down.",
      "Report every attempt, and contact your bank immediately if money was sent.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Your manager calls from an unknown number. The voice is definitely hers. She says she is stuck at an airport and asks you to buy gift cards for a client and send her the codes right away. What should you do?",
          options: [
            "Buy the cards, since you clearly recognise her voice",
            "Ask her to confirm her employee ID number during the call",
            "Hang up and call her on the number you already have",
            "Send the codes, but ask her to e-mail a confirmation afterwards",
          ],
          correct: [2],
          explanation:
            "A cloned voice can sound exactly like your manager, and details such as an employee ID may already be known to attackers. Calling back on a number you already have puts you in control of the channel. Urgency plus gift cards is a classic scam pattern, and an e-mail afterwards comes too late.",
        },
        {
          prompt:
            "On a video call, the CFO and two colleagues you recognise ask you to pay a new supplier account today for a confidential acquisition. What is the right response?",
          options: [
            "Proceed, because you saw and heard several people you know",
            "Use the usual payment approvals and verify by a call you start yourself",
            "Ask the CFO to turn their head, and proceed if no glitch appears",
            "Make a small test transfer first to see if it works",
          ],
          correct: [1],
          explanation:
            "Every face on the call can be a deepfake, and good fakes may show no glitches at all. Payment changes must go through the normal approvals and be confirmed out of band, no matter who appears on screen. A test transfer still sends money to the criminal.",
        },
        {
          prompt:
            "Which of these are reliable ways to confirm that a caller, or a face on a video call, is who they claim to be? Select all that apply.",
          options: [
            "Watching for glitches around the mouth and eyes",
            "Calling them back on a number you already had",
            "Asking for a code word agreed in advance",
            "Checking that the caller ID shows their name",
            "Asking them to turn their head to the side",
          ],
          correct: [1, 2],
          explanation:
            "Only what the attacker cannot copy proves identity: a channel you choose (a number you already had) and a secret agreed beforehand. Good deepfakes can pass a head turn without visible glitches, and caller ID is easy to spoof, so looking and listening for flaws is not a check you can rely on.",
        },
        {
          prompt:
            "A perfectly written e-mail mentions your real project and a colleague by name, and asks you to review an invoice at northwind-billing.example.net. Your supplier normally uses northwind.example.com. What is the best action?",
          options: [
            "Click the link, since the e-mail is flawless and knows the project",
            "Reply to the e-mail and ask whether it is genuine",
            "Open the invoice on your phone instead of your work laptop",
            "Check with the supplier through the portal you usually use",
          ],
          correct: [3],
          explanation:
            "AI makes fluent, personalised messages easy, so good writing proves nothing, and the look-alike domain is a clear warning. Replying only reaches the scammer, and a phone is no safer a place to open it. Using a known channel, and reporting the e-mail, protects you and alerts the security team.",
        },
        {
          prompt:
            "A caller who sounds exactly like your teenage son says he is in trouble and needs money sent right now. Your family has agreed a code word. What do you do?",
          options: [
            "Ask for the code word, then call his usual number",
            "Send the money first and ask questions later",
            "Keep him talking and listen for a robotic sound in the voice",
            "Call back the number that just called you",
          ],
          correct: [0],
          explanation:
            "A pre-agreed code word is something a cloned voice cannot guess, and calling his usual number reaches the real person. Listening for a robotic sound is unreliable, and calling back the incoming number may simply reach the scammer again.",
        },
        {
          prompt: "An hour ago you approved a transfer that now looks fraudulent. What should you do first?",
          options: [
            "Wait a day to see whether the bank reverses the transfer on its own",
            "Call your bank and security team now, keeping every message as evidence",
            "Delete the e-mails and call logs to avoid embarrassment",
            "Message the requester and ask them to return the money",
          ],
          correct: [1],
          explanation:
            "Speed matters: a bank alerted quickly may be able to stop or recall a transfer, and your security team needs the evidence to protect others. Waiting or deleting messages reduces the chance of recovery, and contacting the criminal achieves nothing.",
        },
      ],
    },
    badge: {
      name: "Deepfake Defender",
      description: "Verifies before trusting voices, video calls and messages, and stops AI-powered scams with simple checks.",
    },
  },
  pt: {
    title: "Golpes com IA e deepfakes: confirme antes de confiar",
    summary:
      "Criminosos já clonam vozes, simulam videochamadas e escrevem phishing impecável com IA. Entenda como esses golpes funcionam e quais hábitos simples de verificação os barram, mesmo quando a voz ou o rosto parecem reais.",
    steps: [
      {
        title: "Por que a IA mudou o jogo dos golpes",
        body: [
          "Todo golpe usa o mesmo truque: gerar confiança e pressão ao mesmo tempo, para você agir antes de pensar. A IA generativa só deixou o disfarce melhor. Poucos segundos da voz de alguém, tirados de um vídeo ou de um áudio, podem bastar para cloná-la. Fotos públicas e reuniões gravadas viram um rosto convincente numa videochamada. E e-mails de phishing agora chegam sem nenhum erro de português.",
          "Ou seja, os sinais de alerta de sempre, como erros de gramática, voz robótica ou sotaque estranho, já não são confiáveis. Ninguém vence tentando identificar a falsificação a olho nu. Você vence confirmando o pedido por um canal que o criminoso não controla.",
        ],
        takeaways: [
          "Voz conhecida, rosto familiar ou texto impecável não provam mais que uma mensagem é legítima.",
          "Avalie o pedido, não o quanto o remetente parece real.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Uma figura simpática numa tela cujo rosto é uma máscara que esconde um golpista",
      },
      {
        title: "Voz clonada: “Sou eu, preciso de ajuda agora”",
        body: [
          "O telefone toca e você ouve sua gestora, visivelmente nervosa: “Estou embarcando e o fornecedor vai cancelar o pedido se a gente não pagar hoje. Vou mandar os dados por mensagem. Resolve isso pra mim e, por enquanto, não comenta com ninguém.” Com a família, é o velho golpe do falso parente, agora turbinado: um filho ou uma neta chorando diz que sofreu um acidente e precisa de dinheiro na hora.",
          "Essas ligações seguem um padrão: voz de confiança, emergência, pedido de dinheiro, cartões-presente ou códigos, sigilo e um motivo para você não poder retornar. O número pode até parecer certo, porque o identificador de chamadas pode ser falsificado.",
          "A saída é simples: encerre a ligação com educação e retorne para a pessoa por um número que você já tem salvo ou que consta no diretório da empresa, nunca por um número passado na ligação. Com a família, combinem antes uma palavra-código e peça por ela.",
        ],
        takeaways: [
          "Desligue e retorne por um número que você já conhece.",
          "Combine com a família uma palavra-código que nunca apareça na internet.",
          "O identificador de chamadas pode ser falsificado; número conhecido não é prova.",
        ],
        illustration: "ai-voice",
        illustrationAlt: "Celular recebendo uma chamada com uma onda sonora sendo copiada por um chip de IA",
      },
      {
        title: "Videochamadas falsas e fraude em pagamentos",
        body: [
          "Vídeo parece prova, e é justamente por isso que os criminosos o usam. Num caso de 2024 que ganhou repercussão mundial, um funcionário do escritório de Hong Kong de uma multinacional de engenharia entrou numa reunião por vídeo em que o “diretor financeiro” e vários colegas eram todos deepfakes. Convencido pelos rostos conhecidos, ele fez uma série de transferências que somaram cerca de 25 milhões de dólares.",
          "A chamada falsa costuma vir acompanhada de um pedido fora do comum: uma conta bancária nova, uma negociação confidencial ou pressa para pular as aprovações. Falhas como lábios fora de sincronia podem aparecer, mas um bom deepfake pode não mostrar nenhuma. Por isso, confie no processo, não na percepção: qualquer pagamento atípico ou troca de dados bancários precisa ser confirmado por outro canal conhecido e aprovado exatamente como a política exige, seja quem for que apareça na tela.",
        ],
        takeaways: [
          "Nenhum pagamento ou troca de dados bancários é aprovado só com base numa chamada.",
          "Pedido para pular as aprovações normais já é, por si só, um sinal de alerta.",
        ],
        illustration: "deepfake-video",
        illustrationAlt: "Grade de videochamada em que o rosto de um executivo se desfaz em pixels",
      },
      {
        title: "Phishing escrito por IA, sem erros",
        body: [
          "Com IA, criminosos escrevem e-mails fluentes e personalizados em grande escala, usando informações de redes sociais ou de vazamentos antigos. Por exemplo: “Oi, Ana, dando sequência à revisão de orçamento de hoje, segue a fatura atualizada da Northwind. Você consegue aprovar até as 15h para não perdermos o desconto?” O link leva a northwind-billing.example.net, e não ao domínio real do fornecedor, northwind.example.com.",
          "Observe o que a mensagem pede, não a qualidade do texto. Confira o endereço real do remetente, passe o mouse sobre os links antes de clicar e desconfie de qualquer pedido inesperado para fazer login, pagar, abrir anexo, informar código ou alterar dados bancários. Na dúvida, use seu próprio favorito ou um contato conhecido, nunca a mensagem.",
        ],
        takeaways: [
          "Texto fluente e personalizado já não é sinal de legitimidade.",
          "Confira o remetente e para onde o link realmente leva.",
          "Acesse o serviço pelo seu favorito, não pelo link recebido.",
        ],
        illustration: "email-warning",
        illustrationAlt: "Um e-mail bem escrito com um aviso sobre um link que aponta para um domínio parecido",
      },
      {
        title: "Seus hábitos de verificação e o que reportar",
        body: [
          "Crie três hábitos. Desacelere sempre que houver urgência junto com dinheiro, senhas ou sigilo; essa combinação é a assinatura do golpista, e um colega de verdade aceita esperar dez minutos. Confirme por outro canal: retorne a ligação por um número conhecido ou fale com a pessoa pela ferramenta de chat aprovada que vocês já usam. E siga o processo de pagamento sempre, para que ninguém precise decidir sozinho sob pressão.",
          "Reporte ligações, vídeos e e-mails suspeitos à equipe de segurança ou de TI pelo canal que a empresa oferece, mesmo que você não tenha caído; seu alerta pode proteger o próximo colega. Se informou uma senha, troque-a e reporte na hora. Se fez uma transferência, ligue imediatamente para o banco, porque agir rápido aumenta a chance de recuperar o valor; no caso de Pix, peça ao banco a abertura do MED, o Mecanismo Especial de Devolução. Depois, registre um boletim de ocorrência.",
        ],
        takeaways: [
          "Urgência com dinheiro, senha ou sigilo: pare e confirme.",
          "Reporte toda tentativa, inclusive as que você percebeu a tempo.",
          "Se o dinheiro saiu, ligue já para o banco e depois registre a ocorrência.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Pessoa apertando um botão de reportar ao lado de uma lista com a etapa de retornar a ligação marcada",
      },
    ],
    keyTakeaways: [
      "A IA deixa vozes, rostos e textos convincentes; por isso, confirme o pedido, não o mensageiro.",
      "Antes de atender a um pedido urgente, retorne por um número que você já conhece.",
      "Use uma palavra-código com a família e nunca pule as aprovações de pagamento no trabalho.",
      "Urgência somada a dinheiro, códigos ou sigilo é motivo para desacelerar.",
      "Reporte toda tentativa e acione o banco imediatamente se algum valor tiver saído.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Sua gestora liga de um número desconhecido. A voz é, sem dúvida, a dela. Ela diz que está presa num aeroporto e pede que você compre cartões-presente para um cliente e mande os códigos agora. O que você faz?",
          options: [
            "Compra os cartões, já que reconheceu a voz dela",
            "Pede que ela confirme o número de matrícula durante a ligação",
            "Desliga e liga para ela no número que você já tem",
            "Envia os códigos, mas pede que ela confirme depois por e-mail",
          ],
          correct: [2],
          explanation:
            "Uma voz clonada pode soar igualzinha à da sua gestora, e dados como a matrícula podem já estar nas mãos dos golpistas. Retornar por um número que você já tem coloca você no controle do canal. Urgência com cartões-presente é um padrão clássico de golpe, e um e-mail depois chega tarde demais.",
        },
        {
          prompt:
            "Numa videochamada, o diretor financeiro e dois colegas que você reconhece pedem que você pague hoje uma conta nova de fornecedor, para uma aquisição confidencial. Qual é a resposta correta?",
          options: [
            "Seguir em frente, porque você viu e ouviu várias pessoas conhecidas",
            "Seguir as aprovações de pagamento de sempre e confirmar por uma ligação feita por você",
            "Pedir que o diretor vire o rosto e, se não houver falhas, pagar",
            "Fazer antes uma pequena transferência de teste",
          ],
          correct: [1],
          explanation:
            "Todos os rostos da chamada podem ser deepfakes, e um bom deepfake pode não apresentar falha nenhuma. Mudanças de pagamento precisam passar pelas aprovações normais e ser confirmadas por outro canal, seja quem for que apareça na tela. A transferência de teste também vai parar no bolso do criminoso.",
        },
        {
          prompt:
            "Quais destas são formas confiáveis de confirmar que quem liga, ou um rosto numa videochamada, é mesmo quem diz ser? Marque todas as que se aplicam.",
          options: [
            "Procurar falhas em volta da boca e dos olhos",
            "Retornar a ligação para um número que você já tinha",
            "Pedir uma palavra-código combinada antes",
            "Conferir se o identificador de chamadas mostra o nome da pessoa",
            "Pedir que a pessoa vire o rosto de lado",
          ],
          correct: [1, 2],
          explanation:
            "Só prova identidade o que o golpista não consegue copiar: um canal escolhido por você (um número que você já tinha) e um segredo combinado antes. Bons deepfakes aguentam o rosto de lado sem falhas visíveis, e o identificador de chamadas é fácil de falsificar, então procurar defeitos não é uma checagem confiável.",
        },
        {
          prompt:
            "Um e-mail impecável cita seu projeto real e um colega pelo nome, e pede que você revise uma fatura em northwind-billing.example.net. Seu fornecedor costuma usar northwind.example.com. Qual é a melhor atitude?",
          options: [
            "Clicar no link, já que o e-mail não tem erros e conhece o projeto",
            "Responder ao e-mail perguntando se ele é verdadeiro",
            "Abrir a fatura no celular em vez do notebook do trabalho",
            "Confirmar com o fornecedor pelo portal que você costuma usar",
          ],
          correct: [3],
          explanation:
            "A IA facilita mensagens fluentes e personalizadas, então texto bem escrito não prova nada, e o domínio parecido é um alerta claro. Responder só fala com o golpista, e o celular não é um lugar mais seguro para abrir a fatura. Usar um canal conhecido, e reportar o e-mail, protege você e alerta a equipe de segurança.",
        },
        {
          prompt:
            "Alguém com a voz idêntica à do seu filho adolescente liga dizendo que está encrencado e precisa de dinheiro agora. Sua família combinou uma palavra-código. O que você faz?",
          options: [
            "Pede a palavra-código e liga para o número de sempre dele",
            "Manda o dinheiro primeiro e pergunta depois",
            "Mantém a conversa para perceber se a voz soa robótica ou metálica",
            "Retorna para o número que acabou de ligar",
          ],
          correct: [0],
          explanation:
            "Uma palavra-código combinada antes é algo que a voz clonada não consegue adivinhar, e ligar para o número de sempre dele alcança a pessoa real. Tentar perceber voz robótica não é confiável, e retornar para o número da chamada pode cair de novo no golpista.",
        },
        {
          prompt: "Há uma hora você aprovou uma transferência que agora parece fraudulenta. Qual deve ser sua primeira atitude?",
          options: [
            "Esperar um dia para ver se o banco desfaz a transferência sozinho",
            "Acionar o banco e a segurança agora, guardando todas as mensagens como prova",
            "Apagar os e-mails e o histórico de ligações para evitar constrangimento",
            "Mandar mensagem ao solicitante pedindo o dinheiro de volta",
          ],
          correct: [1],
          explanation:
            "Tempo é decisivo: acionado rapidamente, o banco pode conseguir bloquear ou tentar recuperar a transferência, e a equipe de segurança precisa das provas para proteger outras pessoas. Esperar ou apagar mensagens reduz a chance de recuperação, e falar com o criminoso não resolve nada.",
        },
      ],
    },
    badge: {
      name: "Defensor contra deepfakes",
      description: "Confirma antes de confiar em vozes, videochamadas e mensagens, e barra golpes com IA usando verificações simples.",
    },
  },
} satisfies CourseContent;

import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "everyday-scams-in-brazil",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["scams", "pix", "whatsapp", "fraud", "brazil"],
  passingScore: 70,
  free: true,
  badgeColor: "#0F766E",
  references: [
    "Banco Central do Brasil: Regulamento Pix (Resolução BCB nº 1/2020) and the Mecanismo Especial de Devolução (MED), including in-app contestation",
    "CERT.br: Cartilha de Segurança para Internet – fascículo Golpes na Internet",
    "Correios: alerts on fake messages about held parcels; import taxes paid only in Minhas Importações",
    "WhatsApp Help Center: About two-step verification; Stolen accounts",
    "FEBRABAN: dicas de segurança against the fake call-centre and courier scams",
  ],
  en: {
    title: "Everyday Scams in Brazil: Deliveries, WhatsApp and Fake Bank Calls",
    summary:
      "Recognise the scams Brazilians meet every week (fake delivery fees, stolen WhatsApp accounts, the “new number” relative and the fake bank call centre) and know what to do in the first hour if you fall for one.",
    steps: [
      {
        title: "The parcel that needs “just a small fee”",
        body: [
          "A text or WhatsApp message says your parcel is held at customs or by the carrier and will be returned unless you pay a fee today, usually a few reais by Pix. It may carry the Correios logo, your real name and even a genuine tracking code, because that data leaks from shops and carriers. The link opens a copy of a tracking page that ends in a Pix QR code or a card form.",
          "The Correios do not collect fees through links in messages. Any tax on an international parcel shows up in the tracking on the official site or app and is paid only in the Minhas Importações area. Private carriers work the same way: check the order in the shop's own app or site. A Pix whose recipient is a person or an unrelated company is a scam, whatever the message says.",
        ],
        takeaways: [
          "Check a parcel in the official app or site, never through the link you received.",
          "Import taxes on Correios parcels are paid only in Minhas Importações.",
        ],
        illustration: "parcel-delivery",
        illustrationAlt: "A cardboard box next to a phone showing a message bubble and a warning sign.",
      },
      {
        title: "Your WhatsApp code is the key to your account",
        body: [
          "To move a WhatsApp account to a new phone, you only need the phone number and the six-digit code sent to it by SMS or call. That is why criminals pose as a shop confirming a purchase, a health service booking a vaccine or a company running a survey, and ask you to “confirm” the code you just got. Whoever types that code first takes the account, reads new messages and asks your contacts for money in your name.",
          "Turn on two-step verification (Settings › Account › Two-step verification): a six-digit PIN you choose, plus an e-mail address to recover it. Anyone who registers your number on another phone then also needs the PIN. Never share the SMS code or the PIN with anyone, including people who say they work for WhatsApp.",
        ],
        takeaways: [
          "Nobody legitimate asks you for a code that reached your phone.",
          "Turn on two-step verification with a PIN and a recovery e-mail.",
        ],
        illustration: "mfa-phone",
        illustrationAlt: "A phone showing a six-digit code with a padlock beside it.",
      },
      {
        title: "“Hi Mum, I changed my number”",
        body: [
          "In the fake relative scam, a message from an unknown number uses the photo of your son, niece or friend, copied from social media, and says they have a new number. After some friendly chat comes the request: a bill that must be paid today, by Pix, to an account in someone else's name, because their banking app “isn't working yet”.",
          "Check before you pay. Call the person on the number you already have, or ask something only they would know. Many families agree a code word for money requests. A voice note proves little, since voices can be cloned from a few seconds of video. If it is a scam, block the number and report it in WhatsApp.",
        ],
        takeaways: [
          "A new number plus an urgent Pix request is the pattern of the fake relative scam.",
          "Confirm on the old number or with a family code word before sending money.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "A person hiding behind a friendly mask while sending a chat message.",
      },
      {
        title: "The fake bank call centre",
        body: [
          "The phone shows your bank's real number, and a polite “security officer” knows your name, CPF and recent purchases. They report a suspicious Pix and offer to help: read out the code from your token, install an app to “scan” your phone, move your balance to a “safe account” or hand your card to a courier who will come to your door. Each of these is how the money leaves.",
          "Caller ID can be faked and personal data is sold in bulk after leaks, so neither proves anything. Your bank will not ask for passwords or codes, remote-access apps, transfers to protect your money or your card in person. Hang up and call the number in the bank's app or on the back of your card, ideally from another phone, because some landline calls stay connected after the other side hangs up.",
        ],
        takeaways: [
          "A familiar number on screen and your personal data prove nothing about who is calling.",
          "Hang up and call the bank yourself, through its app or the number on your card.",
        ],
        illustration: "phone-call",
        illustrationAlt: "A phone with an incoming call from a bank, and a hand about to hang up.",
      },
      {
        title: "If you fell for it: act in the first hour",
        body: [
          "Contact your bank at once through its app or official number, block what is needed and contest the Pix under the MED, the Banco Central's Mecanismo Especial de Devolução. Bank apps now let you contest a Pix made in a scam directly in the Pix area. The request may be made up to 80 days later, but money moves in minutes, so the sooner the recipient's account is blocked, the more you can recover. The MED covers fraud; it does not cover a key you typed wrong or a dispute with a real shop.",
          "File a police report (B.O.) online at your state's delegacia eletrônica and keep screenshots, receipts and numbers. If your WhatsApp was taken, register your number again in the app, warn your contacts through another channel and write to WhatsApp support. If a work device or account was involved, report it to your security team as well.",
        ],
        takeaways: [
          "Call your bank and contest the Pix under the MED as soon as you realise.",
          "File a B.O. online and keep every piece of evidence.",
          "Work phone or account involved? Report it to your security team too.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A person reporting a scam on their phone, with a bank and a police badge icon beside them.",
      },
    ],
    keyTakeaways: [
      "Check parcels and fees only in the official app or site; Correios taxes are paid in Minhas Importações.",
      "Never share a code that reached your phone, and protect WhatsApp with two-step verification.",
      "A new number asking for an urgent Pix must be confirmed on the old number or with a code word.",
      "Banks do not ask for codes, remote-access apps, safe-account transfers or your card at the door.",
      "After a scam, contact your bank and contest the Pix under the MED at once, then file a B.O. online.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "You ordered from a foreign shop. A WhatsApp message with the Correios logo quotes your tracking code and asks for a customs fee of R$ 38.90 by Pix today. How do you check it?",
          options: [
            "Pay it, because the message quotes your real tracking code and the amount is small",
            "Pay if the Pix recipient's name shown in your banking app mentions the Correios",
            "Open the tracking in the Correios app or site, where a real tax would show",
            "Reply asking for the customs form number and pay once they send it to you",
          ],
          correct: [2],
          explanation:
            "Real taxes on Correios parcels appear in the official tracking and are paid only in Minhas Importações. A genuine tracking code proves nothing, since that data leaks, and criminals register companies and accounts with convincing names or invent form numbers on request.",
        },
        {
          prompt:
            "Your aunt lost her WhatsApp after reading out a code to a “vaccination booking” call. Which setting would have stopped the thief even after she shared that code?",
          options: [
            "Two-step verification, with a PIN of her own and a recovery e-mail",
            "Hiding her profile photo and status from people who are not in her contacts",
            "Turning on disappearing messages in her chats, so a thief reads less",
            "Archiving her old chats and leaving the groups she no longer uses",
          ],
          correct: [0],
          explanation:
            "With two-step verification, registering the number on another phone also needs the PIN, which never arrives by SMS. Hiding the photo makes impersonation harder, and disappearing messages limit what a thief reads, but neither stops the takeover itself.",
        },
        {
          prompt:
            "An unknown number with your nephew's photo writes: “new number, save it”. An hour later he asks for R$ 1,200 by Pix to a supplier, because his bank app is blocked. What is the best way to check?",
          options: [
            "Ask him to send a voice note, since his voice would be hard for anyone to copy",
            "Compare the profile photo with the pictures on his social media accounts",
            "Send a smaller Pix first and ask him for the receipt of the payment to the supplier",
            "Call him on the number you already had, or ask something only he would know",
          ],
          correct: [3],
          explanation:
            "Only a channel you already trust, or a shared secret, confirms who is writing. Voices can be cloned from short videos, profile photos are copied from social media, and a “test” Pix is just a smaller loss.",
        },
        {
          prompt:
            "Your phone shows your bank's official number. The caller knows your CPF and yesterday's purchases, reports a suspicious Pix and asks you to move your balance to a protected account while they block it. What is going on?",
          options: [
            "A real call, because only the bank could show its official number on your screen",
            "A scam, whatever number appears: hang up and call the bank through its app",
            "A real call, as long as they can also tell you your card's full number",
            "A real call unless they ask for your password; moving money is a normal precaution",
          ],
          correct: [1],
          explanation:
            "Caller ID can be spoofed and leaked data makes callers sound genuine. No bank moves your money to a “safe account”. Hang up and call the number in the app or on your card, ideally from another phone.",
        },
        {
          prompt: "Select all that apply: during a call you did not start, which requests show that the caller is not really your bank?",
          options: [
            "Asking whether you recognise a purchase made a few minutes ago",
            "Asking you to read out the code that just arrived by SMS",
            "Asking you to install an app so they can check your phone",
            "Suggesting you open your bank's app to look at the alert yourself",
            "Offering to send a courier to collect your card for replacement",
          ],
          correct: [1, 2, 4],
          explanation:
            "Banks do not ask for codes, remote-access apps or your card at your door. Asking whether you recognise a purchase, or pointing you to the official app, is what a genuine fraud team does, and it leaves you in control.",
        },
        {
          prompt: "Twenty minutes ago you sent R$ 900 by Pix to a fake relative. What should you do first?",
          options: [
            "File the police report first, since the bank needs the B.O. before it can do anything",
            "Phone the bank that received the money and ask it to freeze the scammer's account",
            "Ask your own bank, in its app or on its official number, to contest the Pix under the MED",
            "Wait a day, since the MED applies once the recipient has refused to return the money",
          ],
          correct: [2],
          explanation:
            "Your own bank starts the MED, and speed decides whether money is still there to block. The B.O. matters and should follow, but it is not a precondition. The receiving bank acts on your bank's request, not a stranger's call.",
        },
        {
          prompt:
            "Since this morning, someone has been using your WhatsApp account to ask your contacts for money. You can no longer open it on your phone. What should you do?",
          options: [
            "Open a new WhatsApp account with another number and carry on using that one",
            "Register your number again, warn contacts another way and contact support",
            "Wait, because WhatsApp detects stolen accounts and hands them back within a day",
            "Uninstall WhatsApp from your phone, so the criminal loses access to it as well",
          ],
          correct: [1],
          explanation:
            "Registering your number again with the SMS code signs the criminal out, unless they set a PIN first, in which case support can help. A new account leaves the stolen one working, uninstalling the app does not touch the criminal's session, and waiting gives them more time with your contacts.",
        },
      ],
    },
    badge: {
      name: "Scam Stopper",
      description:
        "Recognises fake delivery fees, WhatsApp takeovers, fake relatives and fake bank calls, and knows how to react with the MED and a B.O.",
    },
  },
  pt: {
    title: "Golpes do dia a dia no Brasil: encomendas, WhatsApp e falsas centrais",
    summary:
      "Reconheça os golpes que chegam toda semana (taxa falsa de encomenda, WhatsApp clonado, falso parente com número novo e falsa central do banco) e saiba o que fazer na primeira hora se cair em um deles.",
    steps: [
      {
        title: "A encomenda que só precisa de “uma taxinha”",
        body: [
          "Chega um SMS ou uma mensagem de WhatsApp dizendo que sua encomenda está retida na alfândega ou na transportadora e vai voltar se você não pagar uma taxa hoje, quase sempre poucos reais por Pix. A mensagem pode trazer o logo dos Correios, seu nome e até um código de rastreio verdadeiro, porque esses dados vazam de lojas e transportadoras. O link abre uma cópia da página de rastreio que termina em um QR code de Pix ou em um formulário de cartão.",
          "Os Correios não cobram taxa por link em mensagem. Qualquer imposto sobre encomenda internacional aparece no rastreio do site ou do aplicativo oficial e só é pago na área Minhas Importações. Com transportadoras privadas vale o mesmo: confira o pedido no aplicativo ou no site da própria loja. Pix para uma pessoa física ou para uma empresa sem relação com a entrega é golpe, diga a mensagem o que disser.",
        ],
        takeaways: [
          "Confira a encomenda no aplicativo ou no site oficial, nunca pelo link recebido.",
          "Imposto de encomenda dos Correios se paga só em Minhas Importações.",
        ],
        illustration: "parcel-delivery",
        illustrationAlt: "Uma caixa de papelão ao lado de um celular com um balão de mensagem e um sinal de alerta.",
      },
      {
        title: "O código do WhatsApp é a chave da sua conta",
        body: [
          "Para levar uma conta de WhatsApp para outro celular, basta o número e o código de seis dígitos enviado a ele por SMS ou ligação. Por isso os golpistas se passam por uma loja confirmando compra, um posto de saúde agendando vacina ou uma empresa fazendo pesquisa, e pedem que você “confirme” o código que acabou de chegar. Quem digita o código primeiro fica com a conta, lê as novas mensagens e pede dinheiro aos seus contatos em seu nome.",
          "Ative a confirmação em duas etapas (Configurações › Conta › Confirmação em duas etapas): um PIN de seis dígitos escolhido por você e um e-mail para recuperá-lo. Assim, quem registrar seu número em outro aparelho também vai precisar do PIN. Não passe o código do SMS nem o PIN para ninguém, nem para quem diz trabalhar no WhatsApp.",
        ],
        takeaways: [
          "Ninguém legítimo pede um código que chegou ao seu celular.",
          "Ative a confirmação em duas etapas com PIN e e-mail de recuperação.",
        ],
        illustration: "mfa-phone",
        illustrationAlt: "Um celular mostrando um código de seis dígitos com um cadeado ao lado.",
      },
      {
        title: "“Oi, mãe, troquei de número”",
        body: [
          "No golpe do falso parente, uma mensagem de número desconhecido usa a foto do seu filho, da sua sobrinha ou de um amigo, copiada das redes sociais, e avisa que o número mudou. Depois de uma conversa carinhosa vem o pedido: uma conta que vence hoje, a ser paga por Pix para uma conta em nome de outra pessoa, porque o aplicativo do banco “ainda não está funcionando”.",
          "Confirme antes de pagar. Ligue para a pessoa no número que você já tem ou pergunte algo que só ela saberia. Muitas famílias combinam uma palavra-código para pedidos de dinheiro. Áudio prova pouco, porque dá para clonar uma voz com poucos segundos de vídeo. Se for golpe, bloqueie o número e denuncie no próprio WhatsApp.",
        ],
        takeaways: [
          "Número novo com pedido de Pix urgente é o roteiro do golpe do falso parente.",
          "Confirme no número antigo ou com a palavra-código da família antes de mandar dinheiro.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Uma pessoa escondida atrás de uma máscara simpática enviando uma mensagem.",
      },
      {
        title: "A falsa central do banco",
        body: [
          "O celular mostra o número verdadeiro do seu banco, e um “analista de segurança” educado sabe seu nome, seu CPF e suas últimas compras. Ele fala de um Pix suspeito e oferece ajuda: ler o código do token, instalar um aplicativo para “verificar” o celular, transferir o saldo para uma “conta segura” ou entregar o cartão a um motoboy que vai passar na sua casa. Cada um desses pedidos é o caminho por onde o dinheiro sai.",
          "O número na tela pode ser falsificado, e dados pessoais são vendidos aos montes depois de vazamentos, então nada disso prova coisa alguma. Seu banco não pede senha nem código, não pede para instalar aplicativo de acesso remoto, não transfere dinheiro para protegê-lo e não busca cartão em casa. Desligue e ligue você para o número do aplicativo ou do verso do cartão, de preferência de outro aparelho, porque algumas ligações de telefone fixo continuam abertas depois que o outro lado desliga.",
        ],
        takeaways: [
          "Número conhecido na tela e seus dados pessoais não provam quem está ligando.",
          "Desligue e ligue você para o banco, pelo aplicativo ou pelo número do cartão.",
        ],
        illustration: "phone-call",
        illustrationAlt: "Um celular recebendo uma ligação do banco e uma mão prestes a desligar.",
      },
      {
        title: "Caiu no golpe? Aja na primeira hora",
        body: [
          "Fale com seu banco imediatamente pelo aplicativo ou pelo número oficial, bloqueie o que for preciso e conteste o Pix pelo MED, o Mecanismo Especial de Devolução do Banco Central. Os aplicativos dos bancos já permitem contestar, na própria área Pix, um pagamento feito em golpe. O pedido pode ser feito em até 80 dias, mas o dinheiro circula em minutos: quanto antes a conta de destino for bloqueada, mais dá para recuperar. O MED vale para fraude; não cobre chave digitada errado nem desacordo com uma loja de verdade.",
          "Registre um boletim de ocorrência na delegacia eletrônica do seu estado e guarde prints, comprovantes e números. Se levaram seu WhatsApp, registre o número de novo no aplicativo, avise seus contatos por outro canal e escreva para o suporte do WhatsApp. Se um celular ou uma conta do trabalho estiver envolvido, reporte também à equipe de segurança da empresa.",
        ],
        takeaways: [
          "Fale com o banco e conteste o Pix pelo MED assim que perceber o golpe.",
          "Registre o B.O. on-line e guarde todas as provas.",
          "Envolveu celular ou conta do trabalho? Reporte também à equipe de segurança.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Uma pessoa registrando um golpe pelo celular, com ícones de banco e de distintivo policial ao lado.",
      },
    ],
    keyTakeaways: [
      "Confira encomendas e taxas só no aplicativo ou no site oficial; imposto dos Correios se paga em Minhas Importações.",
      "Não passe código que chegou ao seu celular e proteja o WhatsApp com a confirmação em duas etapas.",
      "Número novo pedindo Pix urgente se confirma no número antigo ou com a palavra-código.",
      "Banco não pede código, aplicativo de acesso remoto, transferência para conta segura nem busca cartão em casa.",
      "Depois de um golpe, fale com o banco e conteste o Pix pelo MED na hora; depois registre o B.O. on-line.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Você comprou em uma loja estrangeira. Uma mensagem de WhatsApp com o logo dos Correios cita seu código de rastreio e cobra R$ 38,90 de taxa alfandegária por Pix, hoje. Como você confere?",
          options: [
            "Paga, porque a mensagem traz seu código de rastreio verdadeiro e o valor é bem baixo",
            "Paga se o nome do recebedor do Pix, no aplicativo do banco, mencionar os Correios",
            "Confere no aplicativo ou no site dos Correios, onde um imposto real apareceria",
            "Responde pedindo o número do formulário da alfândega e paga assim que ele chegar",
          ],
          correct: [2],
          explanation:
            "Imposto real de encomenda dos Correios aparece no rastreio oficial e só se paga em Minhas Importações. Código de rastreio verdadeiro não prova nada, porque esses dados vazam, e golpistas abrem empresas e contas com nomes convincentes ou inventam números de formulário quando alguém pede.",
        },
        {
          prompt:
            "Sua tia perdeu o WhatsApp depois de passar um código numa ligação de “agendamento de vacina”. Que configuração teria barrado o golpista mesmo depois de ela ter passado o código?",
          options: [
            "A confirmação em duas etapas, com um PIN dela e um e-mail de recuperação",
            "Esconder a foto do perfil e o recado de quem não está na lista de contatos dela",
            "Ativar as mensagens temporárias nas conversas, para o golpista ler menos",
            "Arquivar as conversas antigas e sair dos grupos que ela não usa mais",
          ],
          correct: [0],
          explanation:
            "Com a confirmação em duas etapas, registrar o número em outro celular exige também o PIN, que nunca chega por SMS. Esconder a foto dificulta que alguém se passe por ela, e mensagens temporárias limitam o que o golpista lê, mas nenhuma das duas impede o roubo da conta.",
        },
        {
          prompt:
            "Um número desconhecido com a foto do seu sobrinho escreve: “número novo, salva aí”. Uma hora depois, pede R$ 1.200 por Pix para um fornecedor, porque o app do banco dele travou. Qual é a melhor forma de confirmar?",
          options: [
            "Pedir que ele mande um áudio, já que a voz dele seria difícil de imitar",
            "Comparar a foto do perfil com as fotos das redes sociais dele",
            "Mandar um Pix menor primeiro e pedir o comprovante do pagamento feito ao fornecedor",
            "Ligar para ele no número que você já tinha ou perguntar algo que só ele saberia",
          ],
          correct: [3],
          explanation:
            "Só um canal em que você já confia, ou um segredo combinado, confirma quem está escrevendo. Vozes são clonadas a partir de vídeos curtos, fotos de perfil são copiadas das redes, e um Pix “de teste” é só um prejuízo menor.",
        },
        {
          prompt:
            "O celular mostra o número oficial do seu banco. Quem liga sabe seu CPF e as compras de ontem, fala de um Pix suspeito e pede que você transfira o saldo para uma conta protegida enquanto eles bloqueiam a fraude. O que está acontecendo?",
          options: [
            "É o banco, porque só ele conseguiria mostrar o número oficial na sua tela",
            "É golpe, qualquer que seja o número: desligue e ligue para o banco",
            "É o banco, desde que a pessoa também saiba dizer o número completo do seu cartão",
            "É o banco, a menos que peçam sua senha; transferir o saldo é uma precaução normal",
          ],
          correct: [1],
          explanation:
            "O número que aparece na tela pode ser falsificado, e dados vazados fazem qualquer golpista parecer legítimo. Nenhum banco transfere seu dinheiro para uma “conta segura”. Desligue e ligue para o número do aplicativo ou do cartão, de preferência de outro aparelho.",
        },
        {
          prompt:
            "Marque todas as alternativas corretas: numa ligação que você não iniciou, quais pedidos mostram que não é o seu banco do outro lado?",
          options: [
            "Perguntar se você reconhece uma compra feita há poucos minutos",
            "Pedir que você leia o código que acabou de chegar por SMS",
            "Pedir que você instale um aplicativo para eles verificarem o celular",
            "Sugerir que você abra o aplicativo do banco para ver o alerta",
            "Oferecer um motoboy para buscar seu cartão e trocá-lo por um novo",
          ],
          correct: [1, 2, 4],
          explanation:
            "Banco não pede código, aplicativo de acesso remoto nem busca cartão na sua porta. Perguntar se você reconhece uma compra, ou orientar você a abrir o aplicativo oficial, é o que uma equipe antifraude de verdade faz, e deixa o controle com você.",
        },
        {
          prompt: "Há vinte minutos você mandou R$ 900 por Pix para um falso parente. O que fazer primeiro?",
          options: [
            "Registrar o B.O. primeiro, porque o banco precisa receber o boletim antes de agir",
            "Ligar para o banco que recebeu o dinheiro e pedir que ele bloqueie a conta do golpista",
            "Falar com o seu banco pelo aplicativo ou número oficial e contestar o Pix pelo MED",
            "Esperar um dia, porque o MED vale depois que o recebedor se recusa a devolver o valor",
          ],
          correct: [2],
          explanation:
            "Quem abre o MED é o seu banco, e a rapidez decide se ainda haverá dinheiro para bloquear. O B.O. é importante e deve vir em seguida, mas não é condição para começar. O banco recebedor age a pedido do seu banco, não pela ligação de um desconhecido.",
        },
        {
          prompt:
            "Desde cedo, alguém está usando seu WhatsApp para pedir dinheiro aos seus contatos. Você não consegue mais abrir a conta no seu celular. O que fazer?",
          options: [
            "Criar uma conta nova de WhatsApp com outro número e seguir a vida a partir dela",
            "Registrar o número de novo, avisar os contatos por outro meio e acionar o suporte",
            "Esperar, porque o WhatsApp detecta contas roubadas e as devolve em até um dia útil",
            "Desinstalar o WhatsApp do celular, para o golpista também perder o acesso à conta",
          ],
          correct: [1],
          explanation:
            "Registrar o número de novo, com o código por SMS, desconecta o golpista, a menos que ele tenha criado um PIN antes; nesse caso, o suporte ajuda. Uma conta nova deixa a roubada funcionando, desinstalar o aplicativo não afeta a sessão do golpista, e esperar dá a ele mais tempo com seus contatos.",
        },
      ],
    },
    badge: {
      name: "Imune a golpes",
      description: "Reconhece taxa falsa de encomenda, WhatsApp clonado, falso parente e falsa central, e sabe reagir com o MED e o B.O.",
    },
  },
} satisfies CourseContent;

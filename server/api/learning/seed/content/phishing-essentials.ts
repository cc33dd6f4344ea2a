import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "phishing-essentials",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["phishing", "email-security", "qr-codes", "security-awareness"],
  passingScore: 80,
  free: true,
  badgeColor: "#C2410C",
  video: {
    url: "/media/phishing-essentials/video.webm",
    captions: { en: "/media/phishing-essentials/captions.en.vtt", pt: "/media/phishing-essentials/captions.pt.vtt" },
  },
  references: [
    "CISA: Recognize and Report Phishing (Secure Our World)",
    "NCSC (UK): Phishing attacks – defending your organisation",
    "CERT.br: Cartilha de Segurança para Internet – Golpes na Internet",
    "ENISA Threat Landscape",
    "Anti-Phishing Working Group (APWG) consumer guidance",
  ],
  en: {
    title: "Phishing Essentials: Spot the Hook Before You Click",
    summary:
      "Learn to recognise phishing in e-mails, text messages, chats and QR codes, check senders and links in seconds, and know exactly what to do when something feels off.",
    steps: [
      {
        title: "Why phishing still works",
        body: [
          "Phishing is a message that pretends to come from someone you trust so that you will click a link, open a file, share a password or approve a payment. It arrives by e-mail, but also by SMS, WhatsApp, Teams or Slack, social media and even QR codes printed on paper. Attackers now use AI tools to write flawless, personalised text, so spelling mistakes are no longer a reliable warning sign.",
          "Phishing works because it targets people, not computers. A convincing message arrives when you are busy, uses a name or brand you recognise, and asks for something that seems routine: review a shared document, confirm a delivery, update your bank details for payroll. You don't need to distrust everything. You just need to pause for a few seconds whenever a message asks you to act.",
        ],
        takeaways: [
          "Polished language does not mean a message is safe.",
          "Pause whenever a message asks you to click, log in, pay or download something.",
        ],
        illustration: "phishing-hook",
        illustrationAlt: "A fishing hook baited with an envelope, rising out of an inbox.",
      },
      {
        title: "Check who really sent it",
        body: [
          "The display name is just a label that anyone can type. “IT Service Desk” may hide an address like helpdesk@example.org when your company uses example.com. Always open the full address and compare it with the one you usually see. Check the reply-to address too: if a message claims to come from your finance director but replies go to a personal mailbox, that is a red flag.",
          "Criminals register domains that look almost identical to real ones: examp1e.com with the digit 1 instead of the letter l, exarnple.com where “rn” imitates an “m”. They also put a trusted name at the start of a long address, such as example.com.account-check.example.net. To see who owns a link, take the host name (the part between “//” and the next single slash) and read it from the right: first the public suffix, such as .com, .net, .com.br or .co.uk, then the name registered under it. Together they make the registrable domain, and its owner controls the site: example.net in the address above, example.com.br in login.example.com.br.",
          "Before clicking, hover over the link on a computer or press and hold it on a phone to preview the real destination. If the text says one thing and the preview shows another, stop. Even a correct-looking sender can be forged, so the request itself must make sense too.",
        ],
        takeaways: [
          "Expand the display name and read the full sender and reply-to addresses.",
          "Read the host name from the right: the suffix (.com, .com.br, .co.uk) and the name just before it show the owner.",
          "Preview links before clicking; if they don't match, don't click.",
        ],
        illustration: "email-warning",
        illustrationAlt: "An e-mail with the sender's address magnified, showing a look-alike domain flagged with a warning sign.",
      },
      {
        title: "Urgency, unusual requests and attachments",
        body: [
          "Almost every phishing message pushes an emotion: fear (“your account will be suspended in 2 hours”), greed (“claim your bonus”), curiosity (“see who viewed your profile”) or authority (“the CEO needs this before the board meeting”). Pressure exists to make you skip your checks, so the more urgent a message feels, the slower you should go.",
          "Be wary of unexpected attachments, especially archives (.zip, .rar), disk images (.iso, .img), HTML files and Office documents that ask you to “enable content” or “enable macros”. A very common trick in 2026 is a fake shared-file notification that leads to a login page asking for your work password. If you weren't expecting a file, confirm with the sender before opening it.",
        ],
        takeaways: [
          "Urgency and pressure are signals to slow down, not speed up.",
          "A login page reached from a message is a place to stop, not to type.",
        ],
        illustration: "download-check",
        illustrationAlt: "A file attachment with a countdown clock next to it and a magnifying glass checking the file type.",
      },
      {
        title: "QR codes and messages beyond e-mail",
        body: [
          "QR-code phishing, or quishing, hides the link inside an image. You might see it in an e-mail asking you to “re-register your multi-factor authentication”, on a sticker placed over the real code on a parking meter, or on a fake delivery notice. Because you scan it with your phone, the link often escapes your company's e-mail filters and lands on a device with fewer protections.",
          "Treat a QR code like any other link: read the address your camera shows before opening it, and never log in or pay on a page reached that way unless you are certain of the source. The same goes for text messages about parcels, tolls or bank alerts, and for chat messages from “colleagues” using new numbers. Open the official app or type an address you already know instead.",
        ],
        takeaways: [
          "Check the address your camera previews before opening a scanned QR code.",
          "For parcels, banks or tolls, use the official app, never the link you received.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "A smartphone scanning a QR code, with the previewed web address highlighted for checking.",
      },
      {
        title: "What to do when something looks off",
        body: [
          "Don't click, don't reply and don't forward the message to colleagues to ask “is this real?”. Use the Report Phishing button in your mail app, or send it to your security team the way your organisation asks. Reporting takes seconds and helps them block the same message for everyone else.",
          "To verify a request, contact the sender through a channel you already know: the phone number in the company directory, a new chat you start yourself, or the official website typed by hand. Never use the phone number, link or reply address in the suspicious message itself.",
          "If you already clicked, entered a password or opened a file, report it immediately. Change the password from a trusted device and tell your security team exactly what happened and when. Speed matters far more than embarrassment.",
        ],
        takeaways: [
          "Report with the Report Phishing button or your official channel; don't forward to colleagues.",
          "Verify through a channel you already know, never the one in the message.",
          "Clicked by mistake? Report at once; fast reporting limits the damage.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A person pressing a report button next to a suspicious e-mail, with a security team shield responding.",
      },
    ],
    keyTakeaways: [
      "Phishing arrives by e-mail, SMS, chat and QR code, and it can be perfectly written.",
      "Check the full sender address and the link's registrable domain before clicking.",
      "Urgency, unusual requests and unexpected attachments are your cue to slow down.",
      "Verify requests through a channel you already know, never the one in the message.",
      "Report suspicious messages quickly, and report immediately if you already clicked.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "An e-mail from “Mail Security Team” says your mailbox will be deleted in one hour unless you confirm your password. The sender is security@example.org, but your company uses example.com. What should you do?",
          options: [
            "Click the link and check the page carefully before typing",
            "Reply and ask the sender whether the message is genuine",
            "Report it with the Report Phishing button, without clicking anything",
            "Forward it to your team so that everyone is warned",
          ],
          correct: [2],
          explanation:
            "A tight deadline, a request for your password and a domain that isn't your company's are classic phishing signs. Opening the page already exposes you, replying confirms your address to the attacker, and forwarding spreads the risk. Reporting lets your security team block the message for everyone.",
        },
        {
          prompt: "Your supplier's website is example.co.uk. Which of these links leads to a site run by the same company?",
          options: [
            "https://example.co.uk.invoices-online.com/pay",
            "https://pay.example.co.uk/invoices",
            "https://examp1e.co.uk/pay",
            "https://example-pay.co.uk/invoices",
          ],
          correct: [1],
          explanation:
            "Take the host name and read it from the right: after the public suffix (.co.uk here, like .com or .com.br) comes the name that was registered, and its owner controls the site. pay.example.co.uk is a subdomain of example.co.uk. example.co.uk.invoices-online.com belongs to whoever registered invoices-online.com, examp1e.co.uk swaps the letter l for the digit 1, and example-pay.co.uk is a different registration altogether.",
        },
        {
          prompt:
            "A sign in a car park shows a QR code for paying. After scanning, your phone previews pay-parking.example.net, which you don't recognise, and the page asks for your card details. What is the safest choice?",
          options: [
            "Pay, since the code is printed on the operator's sign",
            "Pay by credit card rather than debit, so you can dispute it later",
            "Scan it again to check that the same page opens",
            "Pay in the operator's official app and report the sign",
          ],
          correct: [3],
          explanation:
            "Criminals stick fake QR codes over real ones, so a code on an official sign proves nothing. An unfamiliar domain asking for card details is a strong warning sign, and scanning again shows the same fake page. A credit card limits the loss but still hands your details to criminals. Use a channel you already trust and report the sticker so others aren't caught.",
        },
        {
          prompt: "Select all that apply: which of these are warning signs of phishing?",
          options: [
            "The company's logo and usual signature at the bottom",
            "Pressure to act within minutes or hours",
            "Perfect spelling and grammar",
            "A reply-to address that differs from the sender's address",
            "A link whose preview shows a different domain from its text",
          ],
          correct: [1, 3, 4],
          explanation:
            "Urgency, a mismatched reply-to address and a link that leads somewhere other than it says are classic signs. Logos and signatures are trivial to copy, and perfect grammar is no longer reassuring because attackers use AI to write, so neither tells you a message is safe or unsafe.",
        },
        {
          prompt:
            "You clicked a link in an e-mail and typed your work password into the page that opened. Then you notice the domain was wrong. What now?",
          options: [
            "Close the tab and say nothing, since nothing has happened yet",
            "Report it at once and change the password from a trusted device",
            "Change the password and mention it at the next team meeting",
            "Run an antivirus scan and carry on if it finds nothing",
          ],
          correct: [1],
          explanation:
            "Once a password is typed into a fake page, the attacker may use it within minutes, so the security team needs to know now, not at the next meeting. An antivirus scan can't undo a stolen password. Reporting at once and changing the password from a trusted device gives the team the best chance to block access and check for misuse.",
        },
        {
          prompt:
            "A text message that looks like it comes from your bank says a new device was added to your account, and gives a phone number to call if it wasn't you. What should you do?",
          options: [
            "Call the number in the text so the device is removed quickly",
            "Reply NO to the text to block the new device",
            "Tap the link in the text to review your devices",
            "Call the number printed on your card or shown in the bank's own app",
          ],
          correct: [3],
          explanation:
            "Verify through a channel you already know. The number, link and reply in the message all lead to the criminals, who will then talk you into sharing codes or moving money. Your card and the bank's official app give you a number that really belongs to the bank.",
        },
      ],
    },
    badge: {
      name: "Phishing Spotter",
      description:
        "Recognises phishing in e-mails, messages and QR codes, checks senders and links, and reports suspicious messages quickly.",
    },
  },
  pt: {
    title: "Phishing na prática: reconheça a isca antes de clicar",
    summary:
      "Aprenda a reconhecer phishing em e-mails, SMS, mensagens de WhatsApp e QR codes, a conferir remetentes e links em segundos e a saber exatamente o que fazer quando algo parecer estranho.",
    steps: [
      {
        title: "Por que o phishing ainda funciona",
        body: [
          "Phishing é uma mensagem que se passa por alguém de confiança para levar você a clicar em um link, abrir um arquivo, informar uma senha ou autorizar um pagamento. Ele chega por e-mail, mas também por SMS, WhatsApp, Teams, redes sociais e até por QR codes impressos. Hoje os golpistas usam ferramentas de IA para escrever textos impecáveis e personalizados, então erro de português deixou de ser um sinal confiável.",
          "O golpe funciona porque mira pessoas, não computadores. A mensagem chega quando você está ocupado, usa um nome ou uma marca conhecida e pede algo que parece rotina: revisar um documento compartilhado, confirmar uma entrega, atualizar seus dados bancários para o salário. Você não precisa desconfiar de tudo. Basta parar alguns segundos sempre que uma mensagem pedir que você aja.",
        ],
        takeaways: [
          "Texto bem escrito não significa mensagem segura.",
          "Pare e pense sempre que uma mensagem pedir para clicar, fazer login, pagar ou baixar algo.",
        ],
        illustration: "phishing-hook",
        illustrationAlt: "Um anzol com um envelope como isca saindo de uma caixa de entrada.",
      },
      {
        title: "Confira quem realmente enviou",
        body: [
          "O nome de exibição é só um rótulo que qualquer pessoa pode digitar. Por trás de “Suporte de TI” pode estar um endereço como suporte@example.org, quando sua empresa usa example.com. Abra sempre o endereço completo e compare com o que você costuma ver. Confira também o campo “responder para”: se a mensagem diz vir do diretor financeiro, mas as respostas vão para uma caixa pessoal, acenda o alerta.",
          "Golpistas registram domínios quase idênticos aos verdadeiros: examp1e.com, com o número 1 no lugar da letra l; exarnple.com, em que “rn” imita um “m”. Também escondem um nome confiável no começo de um endereço longo, como example.com.confirmar-conta.example.net. Para saber quem é o dono de um link, pegue o nome do site (o trecho entre “//” e a barra simples seguinte) e leia da direita para a esquerda: primeiro vem o sufixo público, como .com, .net, .com.br ou .co.uk, depois o nome registrado antes dele. Juntos, eles formam o domínio registrável, e quem o registrou controla o site: example.net no endereço acima, example.com.br em login.example.com.br.",
          "Antes de clicar, passe o mouse sobre o link no computador ou mantenha o dedo sobre ele no celular para ver o destino real. Se o texto diz uma coisa e a prévia mostra outra, pare. Mesmo um remetente correto pode ser forjado, então o pedido também precisa fazer sentido.",
        ],
        takeaways: [
          "Abra o nome de exibição e leia o endereço completo do remetente e do “responder para”.",
          "Leia o nome do site da direita para a esquerda: o sufixo (.com, .com.br, .co.uk) e o nome logo antes dele mostram o dono.",
          "Veja a prévia do link antes de clicar; se não bater, não clique.",
        ],
        illustration: "email-warning",
        illustrationAlt: "Um e-mail com o endereço do remetente ampliado, mostrando um domínio falso marcado com um sinal de alerta.",
      },
      {
        title: "Urgência, pedidos fora do comum e anexos",
        body: [
          "Quase todo phishing aposta em uma emoção: medo (“sua conta será bloqueada em 2 horas”), ganância (“resgate seu bônus”), curiosidade (“veja quem visitou seu perfil”) ou autoridade (“o presidente precisa disso antes da reunião do conselho”). A pressão existe para você pular a verificação. Quanto mais urgente a mensagem parecer, mais devagar você deve ir.",
          "Desconfie de anexos inesperados, principalmente arquivos compactados (.zip, .rar), imagens de disco (.iso, .img), arquivos HTML e documentos do Office que pedem para “habilitar conteúdo” ou “habilitar macros”. Boletos falsos em PDF e avisos de taxa de importação pendente também são clássicos por aqui. Um truque muito comum em 2026 é o falso aviso de arquivo compartilhado que leva a uma página de login pedindo sua senha corporativa. Se você não esperava o arquivo, confirme com o remetente antes de abrir.",
        ],
        takeaways: [
          "Urgência e pressão são sinais para desacelerar, não para correr.",
          "Chegou a uma página de login por uma mensagem? Pare ali, não digite nada.",
        ],
        illustration: "download-check",
        illustrationAlt: "Um anexo de arquivo ao lado de um relógio em contagem regressiva e uma lupa conferindo o tipo do arquivo.",
      },
      {
        title: "QR codes e golpes fora do e-mail",
        body: [
          "No phishing por QR code, também chamado de quishing, o link fica escondido dentro de uma imagem. Ele aparece em e-mails que pedem para “recadastrar sua autenticação multifator”, em adesivos colados sobre o QR code verdadeiro de um estacionamento ou em falsos avisos de entrega. Lido pelo celular, o link muitas vezes escapa dos filtros de e-mail da empresa e cai em um aparelho menos protegido.",
          "Trate o QR code como qualquer outro link: leia o endereço que a câmera mostra antes de abrir e nunca faça login nem pague em uma página aberta assim sem ter certeza da origem. Vale o mesmo para SMS sobre encomendas, multas ou bancos, e para mensagens de “colegas” que aparecem com número novo no WhatsApp. Prefira abrir o aplicativo oficial ou digitar um endereço que você já conhece.",
        ],
        takeaways: [
          "Confira o endereço que a câmera mostra antes de abrir um QR code.",
          "Para encomendas, bancos ou multas, use o aplicativo oficial, nunca o link recebido.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "Um celular escaneando um QR code, com o endereço do site destacado para conferência.",
      },
      {
        title: "O que fazer quando algo parecer estranho",
        body: [
          "Não clique, não responda e não encaminhe a mensagem para colegas perguntando “isso é verdade?”. Use o botão Reportar phishing do seu e-mail ou o canal que sua empresa indica para falar com a segurança. Reportar leva segundos e permite bloquear a mesma mensagem para todo mundo.",
          "Para confirmar um pedido, fale com o remetente por um canal que você já conhece: o ramal ou telefone do diretório da empresa, uma conversa nova que você mesmo inicia ou o site oficial digitado à mão. Nunca use o telefone, o link ou o endereço de resposta que vieram na mensagem suspeita.",
          "Se você já clicou, digitou a senha ou abriu o arquivo, reporte imediatamente. Troque a senha em um dispositivo confiável e conte à segurança exatamente o que aconteceu e quando. Rapidez vale mais do que vergonha: um alerta imediato limita o estrago e ajuda a empresa a cumprir a LGPD se houver dados pessoais envolvidos.",
        ],
        takeaways: [
          "Reporte pelo botão Reportar phishing ou pelo canal oficial; não encaminhe para colegas.",
          "Confirme por um canal que você já conhece, nunca pelo que veio na mensagem.",
          "Clicou sem querer? Reporte na hora; quanto mais rápido, menor o estrago.",
        ],
        illustration: "incident-report",
        illustrationAlt:
          "Uma pessoa apertando o botão de reportar ao lado de um e-mail suspeito, com o escudo da equipe de segurança respondendo.",
      },
    ],
    keyTakeaways: [
      "O phishing chega por e-mail, SMS, aplicativos de mensagem e QR code, e pode vir perfeitamente escrito.",
      "Confira o endereço completo do remetente e o domínio registrável do link antes de clicar.",
      "Urgência, pedidos fora do comum e anexos inesperados são o seu sinal para desacelerar.",
      "Confirme pedidos por um canal que você já conhece, nunca pelo que veio na mensagem.",
      "Reporte mensagens suspeitas rapidamente, e na hora se já tiver clicado.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Um e-mail da “Equipe de Segurança de E-mail” diz que sua caixa de entrada será excluída em uma hora se você não confirmar sua senha. O remetente é seguranca@example.org, mas sua empresa usa example.com. O que você faz?",
          options: [
            "Clica no link e confere a página com cuidado antes de digitar",
            "Responde perguntando ao remetente se a mensagem é verdadeira",
            "Reporta pelo botão Reportar phishing, sem clicar em nada da mensagem",
            "Encaminha para a equipe para que todos fiquem avisados",
          ],
          correct: [2],
          explanation:
            "Prazo apertado, pedido de senha e um domínio que não é o da empresa são sinais clássicos de phishing. Abrir a página já expõe você, responder confirma ao golpista que seu endereço está ativo e encaminhar espalha o risco. Reportar permite que a segurança bloqueie a mensagem para todos.",
        },
        {
          prompt: "O site do seu fornecedor é example.com.br. Qual destes links leva a um site da mesma empresa?",
          options: [
            "https://example.com.br.boletos-online.com/pagar",
            "https://pagar.example.com.br/boletos",
            "https://examp1e.com.br/pagar",
            "https://example-pagar.com.br/boletos",
          ],
          correct: [1],
          explanation:
            "Pegue o nome do site e leia da direita para a esquerda: depois do sufixo público (.com.br aqui, como .com ou .co.uk) vem o nome que foi registrado, e quem o registrou controla o site. pagar.example.com.br é um subdomínio de example.com.br. example.com.br.boletos-online.com pertence a quem registrou boletos-online.com, examp1e.com.br troca a letra l pelo número 1 e example-pagar.com.br é outro registro, de outro dono.",
        },
        {
          prompt:
            "Uma placa em um estacionamento mostra um QR code para pagamento. Ao escanear, o celular mostra o endereço pague-estacionamento.example.net, que você não conhece, e a página pede os dados do seu cartão. Qual é a escolha mais segura?",
          options: [
            "Pagar, já que o código está na placa do estacionamento",
            "Pagar com cartão de crédito em vez de débito, para poder contestar",
            "Escanear de novo para ver se abre a mesma página",
            "Pagar pelo aplicativo oficial e avisar sobre a placa",
          ],
          correct: [3],
          explanation:
            "Golpistas colam QR codes falsos sobre os verdadeiros, então estar em uma placa oficial não prova nada. Um domínio desconhecido pedindo dados de cartão é um forte sinal de alerta, e escanear de novo abre a mesma página falsa. O cartão de crédito limita o prejuízo, mas entrega seus dados aos golpistas. Use um canal em que você já confia e avise o estabelecimento para que outras pessoas não caiam no golpe.",
        },
        {
          prompt: "Marque todas as alternativas corretas: quais destes são sinais de phishing?",
          options: [
            "O logotipo da empresa e a assinatura de sempre no rodapé",
            "Pressão para agir em minutos ou poucas horas",
            "Ortografia e gramática perfeitas",
            "Um endereço de “responder para” diferente do remetente",
            "Um link cuja prévia mostra um domínio diferente do texto",
          ],
          correct: [1, 3, 4],
          explanation:
            "Urgência, um “responder para” diferente do remetente e um link que leva a outro lugar são sinais clássicos. Logotipos e assinaturas são fáceis de copiar, e texto impecável já não tranquiliza ninguém, porque os golpistas usam IA para escrever. Nenhum dos dois indica se a mensagem é segura ou não.",
        },
        {
          prompt:
            "Você clicou em um link de um e-mail e digitou sua senha corporativa na página que abriu. Depois percebeu que o domínio estava errado. E agora?",
          options: [
            "Fechar a aba e não falar nada, porque ainda não aconteceu nada",
            "Reportar na hora e trocar a senha a partir de um dispositivo confiável",
            "Trocar a senha e comentar na próxima reunião da equipe",
            "Rodar o antivírus e seguir a vida se ele não encontrar nada",
          ],
          correct: [1],
          explanation:
            "Depois que a senha é digitada em uma página falsa, o golpista pode usá-la em minutos, então a segurança precisa saber agora, não na próxima reunião. O antivírus não desfaz o roubo de uma senha. Reportar na hora e trocar a senha em um dispositivo confiável dá à equipe de segurança a melhor chance de bloquear o acesso e verificar se houve uso indevido.",
        },
        {
          prompt:
            "Um SMS que parece ser do seu banco diz que um novo aparelho foi cadastrado na sua conta e informa um telefone para ligar se não foi você. O que você faz?",
          options: [
            "Liga para o número do SMS para remover o aparelho rápido",
            "Responde NÃO ao SMS para bloquear o novo aparelho",
            "Toca no link do SMS para revisar seus aparelhos",
            "Liga para o número impresso no cartão ou mostrado no aplicativo do banco",
          ],
          correct: [3],
          explanation:
            "Confirme por um canal que você já conhece. O número, o link e a resposta da mensagem levam aos golpistas, que vão convencer você a passar códigos ou transferir dinheiro. O cartão e o aplicativo oficial do banco trazem um número que é do banco de verdade.",
        },
      ],
    },
    badge: {
      name: "Olho vivo contra phishing",
      description:
        "Reconhece phishing em e-mails, mensagens e QR codes, confere remetentes e links e reporta mensagens suspeitas com rapidez.",
    },
  },
} satisfies CourseContent;

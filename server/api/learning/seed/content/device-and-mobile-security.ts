import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "device-and-mobile-security",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["mobile-security", "device-security", "smishing", "updates"],
  passingScore: 80,
  free: false,
  badgeColor: "#A3195B",
  references: [
    "NCSC (UK) – Device security guidance and Top tips for staff",
    "CISA – Secure Our World: update software, use strong passwords, recognize phishing",
    "NIST SP 800-124 Rev. 2 – Guidelines for Managing the Security of Mobile Devices in the Enterprise",
    "CERT.br – Cartilha de Segurança para Internet (dispositivos móveis)",
    "Governo Federal do Brasil – programa Celular Seguro",
  ],
  en: {
    title: "Device and Mobile Security",
    summary:
      "Your phone and laptop hold your email, chats, bank and work apps. Learn to lock them properly, keep them updated and encrypted, control apps and permissions, spot smishing and act fast if a device is lost or stolen.",
    steps: [
      {
        title: "Lock the front door",
        body: [
          "Your phone opens your email, chats, bank and often your company apps, so the screen lock is the front door. Use a PIN of at least six digits or a password, not a four-digit PIN, a birthday or a pattern that people nearby can guess or watch you draw. Set the screen to lock automatically after a short time, such as one minute.",
          "Fingerprint and face unlock are convenient and safe for daily use, because the strong PIN still stands behind them. Do not share your PIN, and do not let family members register their fingerprint or face on a device with work data. Hide message previews on the lock screen, so one-time codes and private chats do not appear to whoever picks up the phone.",
        ],
        takeaways: [
          "Use a PIN of six digits or more, never a pattern or 1234.",
          "Biometrics are fine when backed by a strong PIN.",
          "Hide notification previews on the lock screen.",
        ],
        illustration: "device-lock",
        illustrationAlt: "A smartphone showing a lock screen that asks for a six-digit PIN or a fingerprint.",
      },
      {
        title: "Updates and encryption",
        body: [
          "Updates to the operating system and apps close security holes that criminals actively use, sometimes within days of them becoming public. Turn on automatic updates, install them promptly and restart when asked. If your phone no longer receives security updates from the manufacturer, plan to replace it; your company may also block it from work apps.",
          "Encryption makes the data on a lost device unreadable without your PIN or password. Modern iPhones and Android phones encrypt storage once a screen lock is set, and laptops use tools such as BitLocker on Windows or FileVault on macOS, usually switched on by IT. Your part is simple: keep the lock on and never disable protections your company manages.",
        ],
        takeaways: [
          "Turn on automatic updates and restart when asked.",
          "A device that no longer gets security updates should be replaced.",
          "Encryption only protects you if there is a screen lock.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "A phone installing a security update, with a progress bar and a shield icon.",
      },
      {
        title: "Apps, permissions and side-loading",
        body: [
          "Install apps only from the official stores or your company's managed catalogue. Side-loading means installing an app file from a website, a text or a chat message, and it skips the store's checks. Many banking trojans and spy apps spread this way, disguised as a parcel tracker, a bank security module or a government app. If a caller asks you to install an app, including a remote access tool, hang up.",
          "Check permissions when you install and from time to time in settings. A flashlight app has no reason to read your texts, contacts or location. Be especially wary of requests for accessibility access or device administrator rights: they let an app read the screen and tap for you, which is exactly what banking malware wants. Delete apps you no longer use.",
        ],
        takeaways: [
          "Official stores or the company catalogue only; no app files from links.",
          "Deny permissions an app does not need.",
          "An unknown app asking for accessibility access is a major red flag.",
        ],
        illustration: "download-check",
        illustrationAlt: "An app install screen listing permissions, with accessibility access highlighted as a warning.",
      },
      {
        title: "Smishing: scams by text and chat",
        body: [
          "Smishing is phishing by SMS, WhatsApp or other messaging apps. Typical examples: a parcel held for an unpaid fee at example-delivery.com, a bank alert about a purchase with a number to call, a tax refund, or your manager writing from a new number asking for an urgent favour. On a small screen links are harder to check, and messages feel personal and urgent.",
          "Do not tap the link or call the number in the message. Check through the official app or a number you already know. If a contact says they have a new number, call the old one or confirm in person. Never share a verification code you receive by SMS: that code is how criminals take over WhatsApp and other accounts. Report and delete the message, and tell your security team if it was about work.",
        ],
        takeaways: [
          "Check through the official app, never through the link in the message.",
          "Never share a verification code with anyone.",
          "A new number asking for money or favours must be confirmed by a call.",
        ],
        illustration: "phishing-hook",
        illustrationAlt: "A text message about a held parcel with a fishing hook attached to its link.",
      },
      {
        title: "Lost or stolen: act in minutes",
        body: [
          "Prepare now: turn on Find My on Apple devices or Find Hub on Android (formerly Find My Device), make sure you know your account password, and back up your data. If the device disappears, use another device to locate it, lock it and display a contact message. If you will not get it back, erase it remotely.",
          "If the device has any work data or access, report it to IT or security immediately, even before you are sure it was stolen: they can end sessions, wipe company data and reset your access. Then change the passwords of key accounts, ask your carrier to block the SIM and file a police report. Do not try to recover a stolen device yourself.",
        ],
        takeaways: [
          "Turn on Find My or Find Hub today, not after the loss.",
          "Report a missing work device to IT immediately.",
          "Lock or erase remotely, then block the SIM and change passwords.",
        ],
        illustration: "alarm",
        illustrationAlt: "A map with the location of a lost phone and buttons to lock it and erase it remotely.",
      },
    ],
    keyTakeaways: [
      "A strong screen lock with auto-lock is the foundation of device security.",
      "Install updates promptly and replace devices that no longer receive them.",
      "Install apps only from official stores and deny permissions they do not need.",
      "Verify unexpected texts through official channels and never share verification codes.",
      "If a device is lost or stolen, tell IT immediately and lock or erase it remotely.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which screen lock setup gives the best protection for a phone with work e-mail on it?",
          options: [
            "A four-digit PIN based on your birthday",
            "A pattern you can draw quickly with one hand",
            "A 6+ digit PIN, plus fingerprint or face unlock",
            "No lock, but with Find My switched on to locate it",
          ],
          correct: [2],
          explanation:
            "Short PINs, birthdays and patterns are easy to guess or observe. A longer PIN protects the device and its encryption, and biometrics make daily unlocking quick without weakening it. Find My helps locate a device but does not stop someone from opening it.",
        },
        {
          prompt:
            "A text says your parcel is held for an unpaid fee of 2.99 and links to example-delivery.com/pay. You are expecting a delivery. What should you do?",
          options: [
            "Pay, since the amount is small and you are expecting it",
            "Reply STOP so that they stop sending you messages",
            "Tap the link to see what it asks for, without paying",
            "Check the order in the carrier's official app",
          ],
          correct: [3],
          explanation:
            "Small fees are bait: the real goal is your card details or a malicious app, and even opening the link can help the scammers. Expecting a delivery is exactly what makes this scam work. Checking through a channel you already trust answers the question safely; then report and delete the text. Replying confirms your number is active.",
        },
        {
          prompt:
            "A caller claiming to be from your bank asks you to install an app from a link to protect your account. The app then requests accessibility access. What is the right response?",
          options: [
            "Grant access, since the bank needs it to protect you",
            "Install the app but deny the accessibility permission",
            "Install it on your work phone, which IT protects",
            "Hang up, install nothing, and call the number on your card or in the official app",
          ],
          correct: [3],
          explanation:
            "Banks do not ask customers to side-load apps during a call. Accessibility access lets malware read the screen and tap for you, including in your banking app, and the app itself is malicious whatever you allow. Ending the call and contacting the bank through a channel you trust stops the scam.",
        },
        {
          prompt:
            "You receive a WhatsApp verification code you did not request. Seconds later, a friend's account messages you saying they sent it to you by mistake and asks you to forward it. What is going on?",
          options: [
            "A harmless mistake; forward the code back to your friend",
            "An account takeover: never share the code, and turn on two-step verification",
            "A routine security check that WhatsApp runs on new contacts",
            "Your friend is setting up a new phone and needs your help",
          ],
          correct: [1],
          explanation:
            "The code links your number to a new phone. Whoever gets it takes over your account and uses it to scam your contacts. Your friend's account has probably already been taken over this way. Turn on two-step verification: it adds a PIN that attackers also need.",
        },
        {
          prompt: "You left your work phone in a taxi 20 minutes ago. Which actions should you take? Select all that apply.",
          options: [
            "Wait until tomorrow in case the driver returns it, before telling anyone",
            "Report it to IT or security right away",
            "Use Find My or Find Hub from another device to locate and lock it",
            "If it is not recovered, ask your carrier to block the SIM",
          ],
          correct: [1, 2, 3],
          explanation:
            "Early reporting lets IT end sessions and protect company data while you try to locate and lock the phone. Waiting gives anyone holding the device time to attack it. Blocking the SIM also stops the number from being used to receive your verification codes; change key passwords too.",
        },
        {
          prompt: "The manufacturer has stopped sending security updates for your phone model. What does that mean for you?",
          options: [
            "Nothing, as long as you have an antivirus app",
            "Install updates from a user forum instead",
            "New flaws stay open, so plan to replace it",
            "The camera and minor features are affected, not security",
          ],
          correct: [2],
          explanation:
            "Without security updates, newly found flaws stay open for good and attackers know it. Unofficial updates from forums are a risk of their own. Replacing the device is the safe option, and many companies block unsupported systems from work apps.",
        },
      ],
    },
    badge: {
      name: "Device Defender",
      description:
        "Locks, updates and protects phones and laptops, keeps apps in check, spots smishing and acts fast when a device goes missing.",
    },
  },
  pt: {
    title: "Segurança de dispositivos e celulares",
    summary:
      "Seu celular e seu notebook guardam e-mail, conversas, banco e apps de trabalho. Aprenda a bloqueá-los direito, mantê-los atualizados e criptografados, controlar apps e permissões, reconhecer golpes por SMS e agir rápido em caso de perda ou roubo.",
    steps: [
      {
        title: "Tranque a porta da frente",
        body: [
          "Seu celular dá acesso ao e-mail, às conversas, ao banco e, muitas vezes, aos apps da empresa; o bloqueio de tela é a porta da frente. Use um PIN de pelo menos seis dígitos ou uma senha, e não um PIN de quatro números, a data do seu aniversário ou um padrão de desenho que quem está por perto consegue adivinhar ou ver você fazendo. Configure o bloqueio automático para um tempo curto, como um minuto.",
          "Digital e reconhecimento facial são práticos e seguros no dia a dia, porque o PIN forte continua por trás deles. Não compartilhe seu PIN e não deixe familiares cadastrarem digital ou rosto em um aparelho com dados de trabalho. Oculte a prévia das mensagens na tela de bloqueio, para que códigos de verificação e conversas pessoais não apareçam para quem pegar o celular.",
        ],
        takeaways: [
          "Use PIN de seis dígitos ou mais, nunca padrão de desenho ou 1234.",
          "Biometria é ótima, desde que haja um PIN forte por trás.",
          "Oculte a prévia das notificações na tela de bloqueio.",
        ],
        illustration: "device-lock",
        illustrationAlt: "Celular com a tela de bloqueio pedindo um PIN de seis dígitos ou a digital.",
      },
      {
        title: "Atualizações e criptografia",
        body: [
          "As atualizações do sistema e dos apps fecham brechas que criminosos exploram ativamente, às vezes poucos dias depois de elas se tornarem públicas. Ative as atualizações automáticas, instale-as logo e reinicie quando for pedido. Se o fabricante parou de enviar atualizações de segurança para o seu celular, planeje a troca; a empresa também pode bloquear o aparelho nos apps de trabalho.",
          "A criptografia torna os dados de um aparelho perdido ilegíveis sem o seu PIN ou senha. iPhones e celulares Android atuais criptografam o armazenamento assim que há bloqueio de tela, e os notebooks usam recursos como o BitLocker, no Windows, ou o FileVault, no macOS, normalmente ativados pela TI. Sua parte é simples: mantenha o bloqueio ativo e nunca desative proteções gerenciadas pela empresa.",
        ],
        takeaways: [
          "Ative as atualizações automáticas e reinicie quando for pedido.",
          "Aparelho sem atualizações de segurança deve ser substituído.",
          "A criptografia só protege você se houver bloqueio de tela.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "Celular instalando uma atualização de segurança, com barra de progresso e um escudo.",
      },
      {
        title: "Apps, permissões e instalação fora da loja",
        body: [
          "Instale apps só das lojas oficiais ou do catálogo gerenciado pela empresa. Instalar fora da loja (o chamado sideloading) significa baixar o arquivo do app de um site ou de um link recebido por SMS ou WhatsApp, pulando as verificações da loja. Muitos trojans bancários e apps espiões se espalham assim, disfarçados de rastreador de encomendas, módulo de segurança do banco ou app do governo. Se alguém pedir por telefone para você instalar um app, inclusive de acesso remoto, desligue.",
          "Confira as permissões na instalação e, de tempos em tempos, nas configurações. Um app de lanterna não tem motivo para ler seus SMS, contatos ou localização. Desconfie principalmente de pedidos de acesso de acessibilidade ou de administrador do dispositivo: eles permitem que o app leia a tela e toque por você, exatamente o que um malware bancário quer. Apague os apps que você não usa mais.",
        ],
        takeaways: [
          "Só loja oficial ou catálogo da empresa; nada de instalar app por link.",
          "Negue permissões de que o app não precisa.",
          "App desconhecido pedindo acesso de acessibilidade é um grande sinal de alerta.",
        ],
        illustration: "download-check",
        illustrationAlt: "Tela de instalação de app listando permissões, com o acesso de acessibilidade destacado como alerta.",
      },
      {
        title: "Golpes por SMS e WhatsApp",
        body: [
          "O smishing é o phishing por SMS, WhatsApp ou outros apps de mensagem. Exemplos comuns: encomenda retida por taxa pendente em example-entregas.com, alerta do banco sobre uma compra com um número para ligar, restituição de imposto ou o seu gestor escrevendo de um número novo e pedindo um favor urgente. Na tela pequena fica mais difícil conferir links, e as mensagens parecem pessoais e urgentes.",
          "Não toque no link nem ligue para o número da mensagem. Confira pelo app oficial ou por um telefone que você já conhece. Se um contato disser que trocou de número, ligue para o número antigo ou confirme pessoalmente. Nunca passe o código de verificação recebido por SMS: é com ele que criminosos clonam o WhatsApp e outras contas. Denuncie e apague a mensagem e, se o assunto for trabalho, reporte à equipe de segurança.",
        ],
        takeaways: [
          "Confira pelo app oficial, nunca pelo link da mensagem.",
          "Nunca passe código de verificação para ninguém.",
          "Número novo pedindo dinheiro ou favor deve ser confirmado por ligação.",
        ],
        illustration: "phishing-hook",
        illustrationAlt: "Mensagem de SMS sobre encomenda retida com um anzol preso ao link.",
      },
      {
        title: "Perda ou roubo: aja em minutos",
        body: [
          "Prepare-se agora: ative o Buscar, nos aparelhos Apple, ou o Find Hub (antigo Encontre Meu Dispositivo), no Android, confira se você sabe a senha da conta e mantenha backup dos seus dados. Se o aparelho sumir, use outro dispositivo para localizá-lo, bloqueá-lo e exibir uma mensagem de contato. Se não houver chance de recuperá-lo, apague-o remotamente.",
          "Se o aparelho tiver qualquer dado ou acesso de trabalho, reporte à TI ou à segurança imediatamente, mesmo antes de ter certeza do roubo: elas podem encerrar sessões, apagar os dados da empresa e redefinir seus acessos. Depois, troque as senhas das contas principais, peça à operadora o bloqueio do chip e do IMEI e registre boletim de ocorrência. O Celular Seguro, do governo federal, ajuda a avisar bancos e operadoras de uma só vez. Não tente recuperar sozinho um aparelho roubado.",
        ],
        takeaways: [
          "Ative hoje o Buscar ou o Find Hub, não depois da perda.",
          "Reporte à TI imediatamente o sumiço de um aparelho de trabalho.",
          "Bloqueie ou apague remotamente, depois bloqueie o chip e troque as senhas.",
        ],
        illustration: "alarm",
        illustrationAlt: "Mapa com a localização de um celular perdido e botões para bloqueá-lo e apagá-lo remotamente.",
      },
    ],
    keyTakeaways: [
      "Bloqueio de tela forte, com bloqueio automático, é a base da segurança do aparelho.",
      "Instale atualizações logo e troque aparelhos que não as recebem mais.",
      "Instale apps só de lojas oficiais e negue permissões desnecessárias.",
      "Confira mensagens inesperadas por canais oficiais e nunca passe códigos de verificação.",
      "Em caso de perda ou roubo, reporte à TI na hora e bloqueie ou apague o aparelho remotamente.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Qual configuração de bloqueio de tela protege melhor um celular com o e-mail do trabalho?",
          options: [
            "PIN de quatro dígitos com a data do seu aniversário",
            "Padrão de desenho rápido de fazer com uma mão",
            "PIN de 6 dígitos ou mais, com digital ou rosto",
            "Nenhum bloqueio, mas com a localização do aparelho ativada",
          ],
          correct: [2],
          explanation:
            "PINs curtos, datas de aniversário e padrões são fáceis de adivinhar ou observar. Um PIN mais longo protege o aparelho e sua criptografia, e a biometria deixa o desbloqueio do dia a dia rápido sem enfraquecê-lo. A localização ajuda a encontrar o aparelho, mas não impede ninguém de abri-lo.",
        },
        {
          prompt:
            "Chega um SMS dizendo que sua encomenda está retida por uma taxa de R$ 4,90, com link para example-entregas.com/pagar. Você está mesmo esperando uma entrega. O que fazer?",
          options: [
            "Pagar, já que o valor é pequeno e você espera a entrega",
            "Responder SAIR para não receber mais mensagens",
            "Tocar no link para ver o que ele pede, sem pagar",
            "Conferir o pedido no app oficial da transportadora",
          ],
          correct: [3],
          explanation:
            "Taxas pequenas são isca: o objetivo real são os dados do cartão ou um app malicioso, e até abrir o link pode ajudar os golpistas. Estar esperando uma entrega é exatamente o que faz o golpe funcionar. Conferir por um canal em que você já confia resolve a dúvida com segurança; depois, denuncie e apague o SMS. Responder confirma que seu número está ativo.",
        },
        {
          prompt:
            "Alguém que diz ser do seu banco liga e pede que você instale um app por um link para proteger sua conta. Em seguida, o app pede acesso de acessibilidade. Qual é a resposta certa?",
          options: [
            "Conceder o acesso, já que o banco precisa dele para proteger você",
            "Instalar o app, mas negar a permissão de acessibilidade",
            "Instalar no celular do trabalho, que a TI protege",
            "Desligar, não instalar nada e ligar para o número do cartão ou do app oficial",
          ],
          correct: [3],
          explanation:
            "Bancos não pedem que clientes instalem apps fora da loja durante uma ligação. O acesso de acessibilidade deixa o malware ler a tela e tocar por você, inclusive no app do banco, e o próprio app é malicioso, seja qual for a permissão. Desligar e falar com o banco por um canal em que você confia interrompe o golpe.",
        },
        {
          prompt:
            "Você recebe um código de verificação do WhatsApp que não pediu. Segundos depois, a conta de um amigo manda mensagem dizendo que enviou o código por engano e pede que você o repasse. O que está acontecendo?",
          options: [
            "Um engano sem importância; é só repassar o código ao amigo",
            "Uma tentativa de clonar sua conta: nunca passe o código e ative a confirmação em duas etapas",
            "Uma verificação de rotina que o WhatsApp faz com contatos novos",
            "Seu amigo está configurando um celular novo e precisa de ajuda",
          ],
          correct: [1],
          explanation:
            "O código vincula seu número a outro celular. Quem o recebe assume sua conta e a usa para aplicar golpes nos seus contatos. A conta do seu amigo provavelmente já foi tomada assim. Ative a confirmação em duas etapas: ela acrescenta um PIN que o golpista também precisaria ter.",
        },
        {
          prompt:
            "Você esqueceu o celular do trabalho em um carro de aplicativo há 20 minutos. Quais atitudes tomar? Marque todas as que se aplicam.",
          options: [
            "Esperar até amanhã, caso o motorista devolva, antes de contar para alguém",
            "Reportar à TI ou à segurança imediatamente",
            "Usar o Buscar ou o Find Hub em outro aparelho para localizar e bloquear o celular",
            "Se não recuperar, pedir à operadora o bloqueio do chip",
          ],
          correct: [1, 2, 3],
          explanation:
            "Reportar cedo permite que a TI encerre sessões e proteja os dados da empresa enquanto você tenta localizar e bloquear o celular. Esperar dá a quem está com o aparelho tempo para atacá-lo. Bloquear o chip impede que o número seja usado para receber seus códigos de verificação; troque também as senhas principais.",
        },
        {
          prompt: "O fabricante parou de enviar atualizações de segurança para o modelo do seu celular. O que isso significa?",
          options: [
            "Nada, desde que você tenha um antivírus",
            "Que você deve instalar atualizações baixadas de um fórum",
            "Novas brechas ficam abertas; planeje a troca",
            "Que a câmera e recursos secundários são afetados, não a segurança",
          ],
          correct: [2],
          explanation:
            "Sem atualizações de segurança, as falhas descobertas daqui em diante ficam abertas para sempre, e os atacantes sabem disso. Atualizações não oficiais de fóruns são um risco à parte. Trocar o aparelho é a opção segura, e muitas empresas bloqueiam sistemas sem suporte nos apps de trabalho.",
        },
      ],
    },
    badge: {
      name: "Guardião de dispositivos",
      description:
        "Bloqueia, atualiza e protege celular e notebook, controla apps, reconhece golpes por SMS e age rápido quando um aparelho some.",
    },
  },
} satisfies CourseContent;

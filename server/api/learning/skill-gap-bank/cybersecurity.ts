import type { BankItem } from "./schema.ts";

/** Cybersecurity awareness: five topics, four items each. */
export default [
  {
    id: "phishing-who-owns-the-link",
    topic: "phishing",
    correct: [1],
    en: {
      prompt: "A link in an e-mail reads https://www.bancodobrasil.com.br.verifica-conta.net/login. Who controls the site it opens?",
      options: [
        "Banco do Brasil, whose name appears first",
        "Whoever registered verifica-conta.net",
        "Nobody can tell without opening it",
        "The registry of .com.br addresses",
      ],
    },
    pt: {
      prompt: "Um link em um e-mail mostra https://www.bancodobrasil.com.br.verifica-conta.net/login. Quem controla o site que ele abre?",
      options: [
        "O Banco do Brasil, cujo nome aparece primeiro",
        "Quem registrou verifica-conta.net",
        "Não dá para saber sem abrir o link",
        "O registro de endereços .com.br",
      ],
    },
  },
  {
    id: "phishing-public-suffix",
    topic: "phishing",
    correct: [2],
    en: {
      prompt: "Your supplier's site is loja.fornecedor.com.br. Which of these addresses belongs to the same organisation?",
      options: ["fornecedor.com.br.pagamentos.net", "pagamentos-fornecedor.com.br", "pagamentos.fornecedor.com.br", "fornecedor.net.br"],
    },
    pt: {
      prompt: "O site do seu fornecedor é loja.fornecedor.com.br. Qual destes endereços pertence à mesma organização?",
      options: ["fornecedor.com.br.pagamentos.net", "pagamentos-fornecedor.com.br", "pagamentos.fornecedor.com.br", "fornecedor.net.br"],
    },
  },
  {
    id: "phishing-qr-poster",
    topic: "phishing",
    correct: [1],
    en: {
      prompt:
        "A poster in the office lobby invites staff to scan a QR code to “activate the new benefits card”. Your phone previews an address you don't know. What is the best move?",
      options: [
        "Scan it, and type your details if the page shows a padlock",
        "Open the benefits portal you already know and check there",
        "Scan it with your work phone, which the company protects",
        "Ask a colleague nearby whether the code worked for them",
      ],
    },
    pt: {
      prompt:
        "Um cartaz na recepção do escritório convida a escanear um QR code para “ativar o novo cartão de benefícios”. O celular mostra um endereço que você não conhece. Qual é a melhor atitude?",
      options: [
        "Escanear e digitar seus dados se a página mostrar um cadeado",
        "Conferir no portal de benefícios que você já conhece",
        "Escanear com o celular corporativo, que a empresa protege",
        "Perguntar a um colega ao lado se o código funcionou para ele",
      ],
    },
  },
  {
    id: "phishing-shared-document",
    topic: "phishing",
    correct: [1, 3],
    en: {
      prompt:
        "An e-mail says a colleague shared a document with you and asks you to sign in to view it. Which of these help you decide safely? Select all that apply.",
      options: [
        "Checking that the message has no spelling mistakes",
        "Previewing the link to read the domain it really leads to",
        "Replying to the e-mail to ask whether it is genuine",
        "Always opening documents from the sharing service's own app or site",
      ],
    },
    pt: {
      prompt:
        "Um e-mail diz que um colega compartilhou um documento com você e pede que faça login para ver. Quais destas atitudes ajudam a decidir com segurança? Marque todas as que se aplicam.",
      options: [
        "Conferir se a mensagem não tem erros de português",
        "Ver a prévia do link para ler o domínio a que ele leva de fato",
        "Responder ao e-mail perguntando se ele é verdadeiro",
        "Abrir documentos sempre pelo aplicativo ou site do próprio serviço",
      ],
    },
  },
  {
    id: "social-engineering-ladder",
    topic: "social-engineering",
    correct: [1],
    en: {
      prompt:
        "Someone in a high-visibility vest, carrying a ladder, asks you to let them into the server room because facilities sent them. What should you do?",
      options: [
        "Let them in, since contractors are usually expected",
        "Ask them to wait while you confirm the job with facilities",
        "Take them in and stay with them while they work",
        "Check their contractor badge and let them in if it looks real",
      ],
    },
    pt: {
      prompt:
        "Uma pessoa de colete refletivo, carregando uma escada, pede que você a deixe entrar na sala de servidores porque a manutenção a chamou. O que você faz?",
      options: [
        "Deixa entrar, porque prestadores costumam ser esperados",
        "Pede que espere enquanto você confirma o serviço com a manutenção",
        "Entra com ela e fica junto enquanto ela trabalha",
        "Confere o crachá de prestador e deixa entrar se parecer verdadeiro",
      ],
    },
  },
  {
    id: "social-engineering-bank-code",
    topic: "social-engineering",
    correct: [2],
    en: {
      prompt:
        "A caller from your bank's “fraud team” knows your name and the last digits of your card, and asks you to read out the code just sent by SMS to cancel a suspicious purchase. What is this most likely?",
      options: [
        "The real fraud team, since they already know your card's last digits",
        "A routine check that banks make before large purchases",
        "An attempt to use that code to get into your account",
        "A call you can handle safely by reading half the code",
      ],
    },
    pt: {
      prompt:
        "Alguém da “central antifraude” do seu banco liga, sabe seu nome e os últimos dígitos do cartão e pede que você leia o código que acabou de chegar por SMS para cancelar uma compra suspeita. O que isso provavelmente é?",
      options: [
        "A central antifraude de verdade, já que sabe os últimos dígitos do cartão",
        "Uma checagem de rotina que os bancos fazem antes de compras grandes",
        "Uma tentativa de usar esse código para entrar na sua conta",
        "Uma ligação segura se você ler metade do código",
      ],
    },
  },
  {
    id: "social-engineering-levers",
    topic: "social-engineering",
    correct: [0],
    en: {
      prompt: "Why do social engineers so often claim to be in a hurry or to speak for someone senior?",
      options: [
        "So that you skip the checks you would normally make",
        "Because senior people really do send most requests",
        "To make the request look more formal and official",
        "Because urgent requests go through different systems",
      ],
    },
    pt: {
      prompt: "Por que golpistas de engenharia social tantas vezes dizem ter pressa ou falar em nome de alguém da diretoria?",
      options: [
        "Para você pular as verificações que normalmente faria",
        "Porque a diretoria de fato faz a maioria dos pedidos",
        "Para o pedido parecer mais formal e oficial",
        "Porque pedidos urgentes passam por outros sistemas",
      ],
    },
  },
  {
    id: "social-engineering-recruiter",
    topic: "social-engineering",
    correct: [3],
    en: {
      prompt:
        "A “recruiter” you just connected with online asks which e-mail system, VPN and laptop brand your company uses, “to tailor an offer”. Why is this a concern?",
      options: [
        "Recruiters may not ask about technology before a formal interview",
        "It would matter if they asked for your password, not for this",
        "Your employer can read the messages you receive on that site",
        "Those details help an attacker plan a convincing, targeted attack",
      ],
    },
    pt: {
      prompt:
        "Um “recrutador” que acabou de se conectar com você pela internet pergunta qual sistema de e-mail, VPN e marca de notebook sua empresa usa, “para personalizar uma proposta”. Por que isso é preocupante?",
      options: [
        "Recrutadores não podem perguntar sobre tecnologia antes de uma entrevista formal",
        "Preocuparia se ele pedisse sua senha, não por isso",
        "Seu empregador lê toda mensagem que você recebe nesse site",
        "Esses detalhes ajudam a planejar um ataque direcionado e convincente",
      ],
    },
  },
  {
    id: "accounts-strongest-password",
    topic: "accounts",
    correct: [1],
    en: {
      prompt: "Which of these is the strongest password for an account that cannot use multi-factor authentication?",
      options: [
        "P@ssw0rd2026!",
        "lantern oyster velvet ninety canoe",
        "Flamengo1981!Flamengo1981!",
        "ilovemyfamilyilovemyfamilyilovemyfamily",
      ],
    },
    pt: {
      prompt: "Qual destas é a senha mais forte para uma conta que não permite autenticação multifator?",
      options: [
        "S3nh@Forte2026!",
        "lanterna ostra veludo noventa canoa",
        "Flamengo1981!Flamengo1981!",
        "euamominhafamiliaeuamominhafamiliaeuamo",
      ],
    },
  },
  {
    id: "accounts-shared-team-password",
    topic: "accounts",
    correct: [3],
    en: {
      prompt:
        "Your team shares one login for the company's social media account, and its password sits in a spreadsheet everyone can open. What is the better way?",
      options: [
        "A sticky note inside the team's locked drawer",
        "A pinned message in the team's group chat",
        "The same spreadsheet, protected with its own password",
        "A shared entry in the company's password manager",
      ],
    },
    pt: {
      prompt:
        "Sua equipe divide um login da rede social da empresa, e a senha fica numa planilha que todo mundo abre. Qual é o jeito melhor?",
      options: [
        "Um post-it dentro da gaveta trancada da equipe",
        "Uma mensagem fixada no grupo de chat da equipe",
        "A mesma planilha, protegida por uma senha própria",
        "Um item compartilhado no gerenciador de senhas da empresa",
      ],
    },
  },
  {
    id: "accounts-unexpected-push",
    topic: "accounts",
    correct: [0],
    en: {
      prompt: "Your phone shows a request to approve a sign-in you did not start. What does it most likely mean?",
      options: [
        "Someone has your password and is trying to sign in",
        "The app is checking that your phone can still receive alerts",
        "Your session expired and needs a new approval",
        "A colleague used a shared account by mistake",
      ],
    },
    pt: {
      prompt: "O celular mostra um pedido para aprovar um login que você não iniciou. O que isso provavelmente significa?",
      options: [
        "Alguém tem sua senha e está tentando entrar",
        "O aplicativo está testando se o celular ainda recebe alertas",
        "Sua sessão expirou e precisa de nova aprovação",
        "Um colega usou uma conta compartilhada por engano",
      ],
    },
  },
  {
    id: "accounts-security-question",
    topic: "accounts",
    correct: [2],
    en: {
      prompt: "A site makes you set a security question: “What is your mother's maiden name?” What is the safest way to answer it?",
      options: [
        "Give the true answer, so that you never forget it",
        "Use one made-up answer on all your accounts",
        "Give a random answer and keep it in your password manager",
        "Leave a hint in the answer so it's easy to remember",
      ],
    },
    pt: {
      prompt:
        "Um site obriga você a cadastrar uma pergunta de segurança: “Qual é o nome de solteira da sua mãe?” Qual é o jeito mais seguro de responder?",
      options: [
        "Dar a resposta verdadeira, para nunca esquecer",
        "Usar a mesma resposta inventada em todas as suas contas",
        "Dar uma resposta aleatória e guardá-la no gerenciador de senhas",
        "Deixar uma dica na resposta para lembrar com facilidade",
      ],
    },
  },
  {
    id: "devices-airport-connection",
    topic: "devices-and-networks",
    correct: [3],
    en: {
      prompt: "You need to send a work file from an airport. Which connection is the safest choice?",
      options: [
        "The airport's free Wi-Fi, as long as it asks for a password",
        "The hotel partner's network, since attachments are encrypted anyway",
        "The network with the strongest signal in the lounge",
        "Your phone's own mobile data, or the company VPN",
      ],
    },
    pt: {
      prompt: "Você precisa enviar um arquivo de trabalho de um aeroporto. Qual conexão é a escolha mais segura?",
      options: [
        "O Wi-Fi gratuito do aeroporto, desde que peça senha",
        "A rede do hotel parceiro, porque anexos já vão criptografados",
        "A rede com o sinal mais forte na sala de embarque",
        "Os dados móveis do seu celular, ou a VPN da empresa",
      ],
    },
  },
  {
    id: "devices-infected-popup",
    topic: "devices-and-networks",
    correct: [2],
    en: {
      prompt: "A pop-up on a news site says your computer is infected and offers a “cleaner” to download. What should you do?",
      options: [
        "Download it, but scan the file with your antivirus before you open it",
        "Call the support number shown in the pop-up",
        "Close the tab and use the security tools you already have",
        "Click “Cancel” inside the pop-up so it goes away",
      ],
    },
    pt: {
      prompt: "Um pop-up em um site de notícias diz que seu computador está infectado e oferece um “limpador” para baixar. O que você faz?",
      options: [
        "Baixa, mas passa o antivírus no arquivo antes de abrir",
        "Liga para o número de suporte mostrado no pop-up",
        "Fecha a aba e usa a proteção que já tem",
        "Clica em “Cancelar” dentro do pop-up para ele sumir",
      ],
    },
  },
  {
    id: "devices-phone-updates",
    topic: "devices-and-networks",
    correct: [0],
    en: {
      prompt: "Why do security updates matter even on a phone used only for messages and e-mail?",
      options: [
        "They fix flaws attackers can reach through messages and links",
        "They matter mostly on phones that install apps from outside the store",
        "They mostly add new features and emoji",
        "They free storage and make the battery last longer",
      ],
    },
    pt: {
      prompt: "Por que as atualizações de segurança importam mesmo em um celular usado só para mensagens e e-mail?",
      options: [
        "Corrigem falhas que golpistas alcançam por mensagens e links",
        "Importam mais em celulares que instalam aplicativos de fora da loja",
        "Servem principalmente para trazer recursos e emojis novos",
        "Liberam espaço e fazem a bateria durar mais",
      ],
    },
  },
  {
    id: "devices-home-office",
    topic: "devices-and-networks",
    correct: [1, 2, 3],
    en: {
      prompt: "Working from home, which of these protect company data? Select all that apply.",
      options: [
        "Using the family computer when your laptop is slow",
        "Locking the screen whenever you step away",
        "Changing the home router's default admin password",
        "Keeping work files in the company's approved storage",
        "Forwarding work e-mails to a personal address to read later",
      ],
    },
    pt: {
      prompt: "Trabalhando de casa, quais destas atitudes protegem os dados da empresa? Marque todas as que se aplicam.",
      options: [
        "Usar o computador da família quando o notebook estiver lento",
        "Bloquear a tela sempre que se afastar",
        "Trocar a senha de administrador padrão do roteador",
        "Guardar arquivos de trabalho no armazenamento aprovado pela empresa",
        "Encaminhar e-mails de trabalho para um endereço pessoal para ler depois",
      ],
    },
  },
  {
    id: "incidents-usb-in-car-park",
    topic: "incidents",
    correct: [3],
    en: {
      prompt: "You find a USB stick in the company car park, labelled “Salaries 2026”. What should you do?",
      options: [
        "Plug it into your laptop to find out who it belongs to",
        "Plug it into a spare computer that isn't on the network",
        "Throw it away so that nobody can misuse it",
        "Hand it to IT or security without plugging it in",
      ],
    },
    pt: {
      prompt: "Você encontra um pen drive no estacionamento da empresa com a etiqueta “Salários 2026”. O que você faz?",
      options: [
        "Conecta no notebook para descobrir de quem é",
        "Conecta num computador reserva que não está na rede",
        "Joga fora para ninguém fazer mau uso",
        "Entrega à TI ou à segurança sem conectar em nada",
      ],
    },
  },
  {
    id: "incidents-wrong-recipient",
    topic: "incidents",
    correct: [0],
    en: {
      prompt: "You realise you sent a spreadsheet with customer data to the wrong external address. What now?",
      options: [
        "Report it to the security or privacy team right away",
        "Ask the recipient to delete it and consider it closed",
        "Recall the message, and report it if the recall fails",
        "Wait to see whether the recipient complains",
      ],
    },
    pt: {
      prompt: "Você percebe que mandou uma planilha com dados de clientes para o endereço externo errado. E agora?",
      options: [
        "Reportar na hora à equipe de segurança ou de privacidade",
        "Pedir ao destinatário que apague e dar o caso por encerrado",
        "Fazer o recall da mensagem e reportar se ele falhar",
        "Esperar para ver se o destinatário reclama",
      ],
    },
  },
  {
    id: "incidents-why-report-unclicked",
    topic: "incidents",
    correct: [3],
    en: {
      prompt: "Why does the security team want to hear about a suspicious e-mail even when you didn't click anything?",
      options: [
        "Because reports count toward your training score",
        "So they can tell you whether to delete it",
        "Because reports have to be passed on to the police",
        "So they can block it for everyone who received it",
      ],
    },
    pt: {
      prompt: "Por que a equipe de segurança quer saber de um e-mail suspeito mesmo quando você não clicou em nada?",
      options: [
        "Porque os reportes contam pontos no seu treinamento",
        "Para dizer a você se deve apagar a mensagem",
        "Porque todo reporte precisa ser repassado à polícia",
        "Para barrar a mensagem para os colegas",
      ],
    },
  },
  {
    id: "incidents-downloaded-file",
    topic: "incidents",
    correct: [1],
    en: {
      prompt:
        "You tapped a link in a text message and a file downloaded to your work phone. Nothing seems to have happened. What should you do?",
      options: [
        "Delete the file and carry on, since the phone seems fine",
        "Report it to security, saying what you tapped and when",
        "Restart the phone, which removes anything suspicious",
        "Wait a few days and report it if the phone starts acting strangely",
      ],
    },
    pt: {
      prompt:
        "Você tocou em um link de um SMS e um arquivo foi baixado no celular corporativo. Aparentemente nada aconteceu. O que você faz?",
      options: [
        "Apaga o arquivo e segue, já que o celular parece normal",
        "Reporta à segurança, dizendo em que tocou e quando",
        "Reinicia o celular, o que remove o que houver de suspeito",
        "Espera alguns dias e reporta se o celular começar a agir estranho",
      ],
    },
  },
] satisfies BankItem[];

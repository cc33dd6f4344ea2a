import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "multi-factor-authentication",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["mfa", "authentication", "passkeys", "account-security"],
  passingScore: 80,
  free: false,
  badgeColor: "#115E59",
  references: [
    "NIST SP 800-63B-4: Digital Identity Guidelines – Authentication and Authenticator Management (2025)",
    "CISA: Implementing Phishing-Resistant MFA (fact sheet)",
    "CISA: Implementing Number Matching in MFA Applications (fact sheet)",
    "FIDO Alliance: FIDO2/WebAuthn and passkeys",
    "ENISA Threat Landscape",
  ],
  en: {
    title: "Multi-Factor Authentication: Your Second Lock, Used Well",
    summary:
      "Understand how multi-factor authentication works, why security keys and passkeys beat SMS codes, how to resist MFA fatigue attacks and how to keep your recovery codes safe.",
    steps: [
      {
        title: "Two different kinds of proof",
        body: [
          "Multi-factor authentication (MFA) asks for two or more different kinds of proof before letting you in: something you know (a password or PIN), something you have (your phone or a security key) and something you are (a fingerprint or your face). If a criminal steals your password through phishing or a data breach, the second factor is what stops them from logging in.",
          "The factors must be of different types. A password plus a security question is still only “something you know”, so it isn't MFA. A passkey on your phone unlocked with your fingerprint, on the other hand, combines something you have with something you are. Turn MFA on for work accounts, e-mail, banking, cloud storage, social media and your password manager, starting with the accounts that could be used to reset all the others.",
        ],
        takeaways: [
          "MFA combines different types of factor: something you know, have or are.",
          "Start with e-mail and your password manager, because they unlock everything else.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "A light bulb above three icons: a password, a phone and a fingerprint, representing the three factor types.",
      },
      {
        title: "SMS, app codes and push: not all equal",
        body: [
          "Codes sent by SMS are the weakest common option. Criminals can take over your number through a SIM swap, persuading or bribing someone at a mobile carrier to move it to their chip, and then receive your codes. NIST classes SMS as a “restricted” authenticator for this reason. Use it only when nothing better is offered; it is still far better than a password alone.",
          "Authenticator apps generate a new six-digit code on your phone every 30 seconds, so nothing travels over the phone network to be intercepted. Push notifications let you approve a login with a tap; the better ones use number matching, where you type the number shown on the login screen into the app. Both are a clear step up from SMS, but neither stops a convincing fake login page: if you type a code into a phishing site, the attacker relays it to the real one within seconds.",
        ],
        takeaways: [
          "Prefer an authenticator app, or push with number matching, over SMS.",
          "A one-time code is only as safe as the page you type it into.",
        ],
        illustration: "mfa-phone",
        illustrationAlt: "A smartphone showing a six-digit authenticator code next to a login approval request with number matching.",
      },
      {
        title: "Phishing-resistant MFA: security keys and passkeys",
        body: [
          "Security keys, small USB or NFC devices, and passkeys use the FIDO2/WebAuthn standard. When you sign in, your device checks the website's real domain and answers a cryptographic challenge for that domain only. A fake page at examp1e.com cannot obtain a valid sign-in for example.com, so there is nothing you can be tricked into handing over.",
          "That is why CISA describes phishing-resistant MFA as the gold standard and why NIST's current guidance gives it so much weight. If your organisation issues you a security key or asks you to register a passkey, do it, and register a backup key or a second device so that losing one doesn't lock you out.",
        ],
        takeaways: [
          "Security keys and passkeys are bound to the real domain, so they resist phishing.",
          "Always register a backup key or a second device.",
        ],
        illustration: "security-key",
        illustrationAlt: "A USB security key touching a laptop, with a shield confirming the genuine website's address.",
      },
      {
        title: "MFA fatigue: when the attacker already has your password",
        body: [
          "If you get a login prompt you didn't start, someone almost certainly has your password. In an MFA fatigue or push-bombing attack, criminals trigger approval requests over and over, often late at night, hoping you'll tap Approve just to make them stop. Some then message or call you pretending to be the IT help desk: “We're fixing a sync problem, please accept the next notification.”",
          "Never approve a request you didn't start, and never read out or send a code to anyone; real IT staff will never ask for one. Tap Deny, or “This wasn't me” if your app offers it, change your password from a trusted device and report it to your security team straight away. Number matching makes blind approval much harder, which is why many organisations have switched it on.",
        ],
        takeaways: [
          "An unexpected prompt means your password is known: deny, change it, report.",
          "Nobody legitimate will ever ask you for an MFA code or approval.",
        ],
        illustration: "alarm",
        illustrationAlt: "A phone buzzing with a stack of repeated login approval requests while an alarm bell rings.",
      },
      {
        title: "Recovery codes and staying in control",
        body: [
          "When you enable MFA, most services give you a set of one-time recovery codes. They are your way back in if you lose your phone or key, which makes them as valuable as your password. Save them in your password manager or print them and keep them somewhere safe at home, never in your inbox, on your desktop or as a photo on your phone.",
          "Plan ahead when you change phones: move your authenticator app or passkeys to the new device first, and only then wipe the old one. Keep your recovery phone number and e-mail up to date. And be wary of anyone asking you to reset or re-register your MFA through a link or a phone call: attackers often target help desks and recovery processes rather than the factor itself.",
        ],
        takeaways: [
          "Store recovery codes as carefully as your password, never in e-mail or screenshots.",
          "Move MFA to your new phone before wiping the old one.",
        ],
        illustration: "checklist",
        illustrationAlt: "A checklist with recovery codes stored safely, a backup key and a new phone marked as set up.",
      },
    ],
    keyTakeaways: [
      "MFA combines different kinds of proof and blocks many attacks that rely on a stolen password.",
      "Security keys and passkeys are phishing-resistant; SMS is the weakest option.",
      "Never approve a prompt you didn't start, and never share a code with anyone.",
      "An unexpected MFA prompt means your password is compromised: deny, change it and report.",
      "Keep recovery codes safe and register a backup method.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which of these combinations is genuine multi-factor authentication?",
          options: [
            "A password and a security question",
            "A password and a code from an authenticator app",
            "Two different passwords, each at least 12 characters long",
            "A PIN and your date of birth",
          ],
          correct: [1],
          explanation:
            "MFA needs factors of different types. A password (something you know) plus an app on your phone (something you have) qualifies. The other options combine two things you know, however long, which one phishing page or data leak could expose together.",
        },
        {
          prompt:
            "It's 2 a.m. and your phone keeps showing login approval requests for your work account. You aren't trying to log in. What should you do?",
          options: [
            "Approve one so the notifications stop, then go back to sleep",
            "Deny them all, change your password from a trusted device and report it",
            "Ignore them and deal with it in the morning",
            "Turn off notifications for the authenticator app",
          ],
          correct: [1],
          explanation:
            "This is an MFA fatigue attack: the attacker already has your password and is hoping you'll give in. Approving lets them in, and ignoring it leaves your password in their hands. Deny, change the password from a trusted device and report it so your security team can act.",
        },
        {
          prompt:
            "A caller from “IT support” says they're fixing your mailbox and asks you to read out the six-digit code you've just received. What do you do?",
          options: [
            "Read it out, since IT has access to everything anyway",
            "Send it by chat instead of saying it aloud",
            "Read the first three digits to check it's really them",
            "Refuse, hang up and report the call through the help desk number you know",
          ],
          correct: [3],
          explanation:
            "A code you receive is for you alone. Real IT staff never need it, and anyone asking for it is trying to sign in as you. Sharing it by any channel, or even partly, helps the attacker. Report the call through a contact you already trust.",
        },
        {
          prompt: "Why does a security key or passkey protect you on a fake login page when an authenticator app code does not?",
          options: [
            "Because it uses a longer code that is harder to guess",
            "It checks the site's real domain before it answers",
            "Because its code changes every 30 seconds",
            "Because it works without an internet connection",
          ],
          correct: [1],
          explanation:
            "FIDO2/WebAuthn authenticators bind each sign-in to the real domain, so a look-alike site gets nothing it can use. An app code is just a number: if you type it into a fake page, the attacker can relay it to the real site in seconds.",
        },
        {
          prompt: "Select all that apply: which are good places to keep your MFA recovery codes?",
          options: [
            "A screenshot in your phone's photo gallery",
            "In your password manager",
            "An e-mail you send to yourself",
            "A printed copy stored securely at home",
            "A note in your phone's notes app",
          ],
          correct: [1, 3],
          explanation:
            "Recovery codes bypass MFA, so store them like a password: in an encrypted password manager or on paper somewhere secure. Screenshots and notes sync to the cloud, and inboxes are a prime target for attackers: anyone who gets into them would get your codes too.",
        },
        {
          prompt: "Your bank offers SMS codes, an authenticator app and passkeys. Which should be your main method?",
          options: [
            "None: a long password is enough for a bank",
            "SMS codes, because they work on any phone",
            "The authenticator app, because its codes change every 30 seconds",
            "Passkeys, because there is no code to steal or relay",
          ],
          correct: [3],
          explanation:
            "Passkeys are bound to the bank's real domain and leave no code to steal or relay. An authenticator app is a good second choice, SMS is vulnerable to SIM swaps, and a password alone falls to a single phishing e-mail or leak.",
        },
      ],
    },
    badge: {
      name: "MFA Defender",
      description: "Uses phishing-resistant MFA, refuses unexpected prompts and code requests, and keeps recovery codes safe.",
    },
  },
  pt: {
    title: "Autenticação multifator: sua segunda fechadura, bem usada",
    summary:
      "Entenda como funciona a autenticação multifator, por que chaves de segurança e passkeys superam os códigos por SMS, como resistir a ataques de fadiga de MFA e como guardar seus códigos de recuperação.",
    steps: [
      {
        title: "Dois tipos diferentes de prova",
        body: [
          "A autenticação multifator (MFA) pede duas ou mais provas de tipos diferentes antes de liberar o acesso: algo que você sabe (senha ou PIN), algo que você tem (o celular ou uma chave de segurança) e algo que você é (digital ou rosto). Se um criminoso roubar sua senha por phishing ou em um vazamento, é o segundo fator que impede o login.",
          "Os fatores precisam ser de tipos diferentes. Senha mais pergunta de segurança continua sendo só “algo que você sabe”, portanto não é MFA. Já uma passkey no celular desbloqueada com a digital combina algo que você tem com algo que você é. Ative a MFA nas contas de trabalho, e-mail, banco, armazenamento em nuvem, redes sociais e no gerenciador de senhas, começando pelas contas que permitem redefinir todas as outras.",
        ],
        takeaways: [
          "MFA combina fatores de tipos diferentes: algo que você sabe, tem ou é.",
          "Comece pelo e-mail e pelo gerenciador de senhas, que dão acesso a todo o resto.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "Uma lâmpada acima de três ícones: uma senha, um celular e uma digital, representando os três tipos de fator.",
      },
      {
        title: "SMS, códigos de aplicativo e notificações: não são iguais",
        body: [
          "Códigos por SMS são a opção comum mais fraca. Golpistas conseguem assumir seu número com a troca de chip (SIM swap), convencendo ou subornando alguém na operadora a transferir a linha para outro chip, e passam a receber seus códigos. Por isso o NIST classifica o SMS como autenticador “restrito”. Use só quando não houver nada melhor; ainda assim, é muito melhor do que apenas a senha.",
          "Aplicativos autenticadores geram no celular um código de seis dígitos a cada 30 segundos, então nada trafega pela rede da operadora para ser interceptado. As notificações push permitem aprovar o login com um toque; as melhores usam correspondência de números, em que você digita no aplicativo o número exibido na tela de login. As duas opções são bem superiores ao SMS, mas nenhuma impede uma página de login falsa convincente: se você digitar o código em um site de phishing, o golpista o repassa ao site verdadeiro em segundos.",
        ],
        takeaways: [
          "Prefira aplicativo autenticador ou push com correspondência de números ao SMS.",
          "Um código temporário só é seguro se a página em que você o digita for legítima.",
        ],
        illustration: "mfa-phone",
        illustrationAlt:
          "Um celular mostrando um código de seis dígitos ao lado de um pedido de aprovação de login com correspondência de números.",
      },
      {
        title: "MFA resistente a phishing: chaves de segurança e passkeys",
        body: [
          "Chaves de segurança, pequenos dispositivos USB ou NFC, e passkeys usam o padrão FIDO2/WebAuthn. No login, seu dispositivo confere o domínio verdadeiro do site e responde a um desafio criptográfico válido só para aquele domínio. Uma página falsa em examp1e.com não consegue obter um login válido para example.com, então não há o que entregar, mesmo que você seja enganado.",
          "É por isso que a CISA, agência de cibersegurança dos Estados Unidos, chama a MFA resistente a phishing de padrão-ouro, e que as orientações atuais do NIST dão tanto peso a ela. Se sua empresa fornecer uma chave de segurança ou pedir que você cadastre uma passkey, faça isso, e cadastre também uma chave reserva ou um segundo dispositivo para não perder o acesso se um deles sumir.",
        ],
        takeaways: [
          "Chaves de segurança e passkeys ficam vinculadas ao domínio verdadeiro e resistem a phishing.",
          "Sempre cadastre uma chave reserva ou um segundo dispositivo.",
        ],
        illustration: "security-key",
        illustrationAlt: "Uma chave de segurança USB encostada em um notebook, com um escudo confirmando o endereço do site verdadeiro.",
      },
      {
        title: "Fadiga de MFA: quando o atacante já tem sua senha",
        body: [
          "Se chegar um pedido de login que você não iniciou, alguém quase certamente já tem sua senha. No ataque de fadiga de MFA, ou bombardeio de notificações, os criminosos disparam pedidos de aprovação sem parar, muitas vezes de madrugada, esperando que você toque em Aprovar só para o celular parar de vibrar. Alguns ainda mandam mensagem ou ligam fingindo ser do suporte de TI: “Estamos corrigindo uma falha de sincronização, aceite a próxima notificação, por favor.”",
          "Nunca aprove um pedido que você não iniciou e nunca leia em voz alta nem envie um código para ninguém; o pessoal de TI de verdade nunca pede isso. Toque em Negar, ou em “Não fui eu” se o aplicativo oferecer, troque a senha a partir de um dispositivo confiável e reporte à equipe de segurança imediatamente. A correspondência de números dificulta muito a aprovação às cegas, e por isso muitas empresas já a ativaram.",
        ],
        takeaways: [
          "Pedido inesperado significa que sua senha vazou: negue, troque a senha e reporte.",
          "Ninguém legítimo vai pedir seu código ou sua aprovação de MFA.",
        ],
        illustration: "alarm",
        illustrationAlt: "Um celular vibrando com vários pedidos repetidos de aprovação de login enquanto um alarme toca.",
      },
      {
        title: "Códigos de recuperação e controle da conta",
        body: [
          "Ao ativar a MFA, a maioria dos serviços fornece um conjunto de códigos de recuperação de uso único. Eles são sua forma de voltar à conta se perder o celular ou a chave, o que os torna tão valiosos quanto a senha. Guarde-os no gerenciador de senhas ou imprima e mantenha em local seguro em casa, nunca na caixa de entrada, na área de trabalho ou como foto no celular.",
          "Planeje a troca de celular: transfira primeiro o aplicativo autenticador ou as passkeys para o aparelho novo e só depois apague o antigo. Mantenha atualizados o telefone e o e-mail de recuperação. E desconfie de quem pedir para redefinir ou recadastrar sua MFA por link ou ligação: golpistas costumam mirar o suporte técnico e os processos de recuperação, em vez do fator em si.",
        ],
        takeaways: [
          "Guarde os códigos de recuperação com o mesmo cuidado da senha, nunca em e-mail ou print.",
          "Transfira a MFA para o celular novo antes de apagar o antigo.",
        ],
        illustration: "checklist",
        illustrationAlt: "Uma lista de verificação com códigos de recuperação guardados, uma chave reserva e um celular novo configurado.",
      },
    ],
    keyTakeaways: [
      "A MFA combina provas de tipos diferentes e bloqueia muitos ataques baseados em senha roubada.",
      "Chaves de segurança e passkeys resistem a phishing; o SMS é a opção mais fraca.",
      "Nunca aprove um pedido que você não iniciou e nunca compartilhe um código com ninguém.",
      "Pedido de MFA inesperado significa senha comprometida: negue, troque a senha e reporte.",
      "Guarde os códigos de recuperação em local seguro e cadastre um método reserva.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Qual destas combinações é, de fato, autenticação multifator?",
          options: [
            "Senha e pergunta de segurança",
            "Senha e código de um aplicativo autenticador",
            "Duas senhas diferentes, cada uma com pelo menos 12 caracteres",
            "PIN e data de nascimento",
          ],
          correct: [1],
          explanation:
            "MFA exige fatores de tipos diferentes. Senha (algo que você sabe) mais um aplicativo no celular (algo que você tem) conta. As outras opções juntam duas coisas que você sabe, por mais longas que sejam, e uma única página de phishing ou vazamento pode expor as duas.",
        },
        {
          prompt:
            "São duas da manhã e o celular não para de mostrar pedidos de aprovação de login da sua conta de trabalho. Você não está tentando entrar. O que fazer?",
          options: [
            "Aprovar um para as notificações pararem e voltar a dormir",
            "Negar todos, trocar a senha em um dispositivo confiável e reportar à segurança",
            "Ignorar os pedidos e resolver de manhã",
            "Desativar as notificações do aplicativo autenticador",
          ],
          correct: [1],
          explanation:
            "É um ataque de fadiga de MFA: o atacante já tem sua senha e espera que você ceda. Aprovar deixa a pessoa entrar, e ignorar deixa sua senha nas mãos dela. Negue, troque a senha em um dispositivo confiável e reporte para que a equipe de segurança possa agir.",
        },
        {
          prompt:
            "Alguém do “suporte de TI” liga dizendo que está corrigindo sua caixa de e-mail e pede que você leia o código de seis dígitos que acabou de chegar. O que você faz?",
          options: [
            "Lê o código, afinal a TI já tem acesso a tudo",
            "Envia pelo chat em vez de falar em voz alta",
            "Lê os três primeiros dígitos para conferir se é mesmo da TI",
            "Recusa, desliga e reporta a ligação pelo número do suporte que você já conhece",
          ],
          correct: [3],
          explanation:
            "Um código que você recebe é só seu. A TI de verdade nunca precisa dele, e quem pede está tentando entrar como se fosse você. Passar o código por qualquer canal, mesmo em parte, ajuda o atacante. Reporte a ligação por um contato em que você já confia.",
        },
        {
          prompt:
            "Por que uma chave de segurança ou passkey protege você em uma página de login falsa e o código de um aplicativo autenticador não?",
          options: [
            "Porque usa um código mais longo, mais difícil de adivinhar",
            "Ela confere o domínio real do site antes de responder",
            "Porque o código muda a cada 30 segundos",
            "Porque funciona sem conexão com a internet",
          ],
          correct: [1],
          explanation:
            "Autenticadores FIDO2/WebAuthn vinculam cada login ao domínio verdadeiro, então um site parecido não recebe nada que possa usar. O código do aplicativo é só um número: se você digitá-lo numa página falsa, o atacante pode repassá-lo ao site verdadeiro em segundos.",
        },
        {
          prompt: "Marque todas as que se aplicam: quais são bons lugares para guardar seus códigos de recuperação de MFA?",
          options: [
            "Um print na galeria de fotos do celular",
            "No gerenciador de senhas",
            "Um e-mail enviado para você mesmo",
            "Uma cópia impressa guardada em local seguro em casa",
            "Uma nota no aplicativo de notas do celular",
          ],
          correct: [1, 3],
          explanation:
            "Códigos de recuperação contornam o MFA, então guarde-os como uma senha: num gerenciador de senhas criptografado ou no papel, em lugar seguro. Prints e notas sincronizam com a nuvem, e a caixa de e-mail é alvo preferido dos atacantes: quem entrar ali pega seus códigos também.",
        },
        {
          prompt: "Seu banco oferece código por SMS, aplicativo autenticador e passkeys. Qual deve ser seu método principal?",
          options: [
            "Nenhum: uma senha longa basta para o banco",
            "Código por SMS, porque funciona em qualquer celular",
            "O aplicativo autenticador, porque o código muda a cada 30 segundos",
            "Passkeys, porque não há código para roubar nem repassar",
          ],
          correct: [3],
          explanation:
            "Passkeys ficam vinculadas ao domínio verdadeiro do banco e não deixam código para roubar ou repassar. O aplicativo autenticador é uma boa segunda opção, o SMS é vulnerável à troca de chip (SIM swap) e só a senha cai com um único phishing ou vazamento.",
        },
      ],
    },
    badge: {
      name: "Guardião da autenticação multifator",
      description: "Usa MFA resistente a phishing, recusa pedidos e códigos inesperados e guarda os códigos de recuperação com segurança.",
    },
  },
} satisfies CourseContent;

import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "identity-theft-and-sim-swap",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["identity-theft", "sim-swap", "mobile-security", "mfa", "fraud"],
  passingScore: 70,
  free: false,
  badgeColor: "#7C3AED",
  references: [
    "FBI IC3: Public Service Announcement I-020822-PSA – Criminals increasing SIM swap schemes",
    "NIST SP 800-63B-4 Digital Identity Guidelines: Authentication and Authenticator Management (restrictions on SMS and voice)",
    "Anatel: confirmation by SMS of number portability requests (in force nationwide since 2023)",
    "Banco Central do Brasil: Registrato (reports of accounts, loans and Pix keys in your CPF)",
    "CERT.br: Cartilha de Segurança para Internet – fascículos Vazamento de Dados and Autenticação",
  ],
  en: {
    title: "Identity Theft and SIM Swap: Keep Your Number and Your Name",
    summary:
      "See how criminals take over a phone number and use leaked personal data to pose as you, spot the signs early, protect accounts that rely on SMS, check what exists in your CPF with Registrato and know what to do if it happens.",
    steps: [
      {
        title: "Your number is a key to your accounts",
        body: [
          "Many services send login codes and password-reset links to your phone number. Whoever controls the number can often reset your e-mail, take your social media and WhatsApp, and try your bank. Criminals get it in two main ways: a SIM swap, where the carrier is persuaded, by a fraudster with your leaked data or a corrupt insider, to move your number to a new chip or eSIM; and a port-out, where the number is moved to another carrier in your name.",
          "A stolen phone is the third route: a thief puts your chip in another device and receives your SMS codes. In every case the attack starts with personal data that is easy to find after leaks: full name, CPF, date of birth, address and phone number.",
        ],
        takeaways: [
          "Whoever controls your number can receive your codes and reset links.",
          "SIM swap, port-out and a stolen chip all lead to the same result.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "A phone with circular arrows showing a phone number being moved to another chip.",
      },
      {
        title: "Spot the signs in minutes",
        body: [
          "The clearest sign is losing mobile signal for no reason: the phone shows “no service” or “emergency calls only” where it usually works, while Wi-Fi keeps working. Other signs are an SMS about a chip change or a portability request you did not make, and e-mails about password resets or new sign-ins you did not do.",
          "Since 2023, Anatel requires carriers to confirm a portability request by SMS to the number being moved. If one arrives and you did not ask, answer no and call your carrier. If the signal disappears, call the carrier at once from another phone. Attackers work fast, so every minute counts.",
        ],
        takeaways: [
          "Sudden loss of signal with Wi-Fi still working is a warning sign.",
          "Refuse a portability SMS you did not request and call your carrier.",
        ],
        illustration: "alarm",
        illustrationAlt: "An alarm bell ringing next to a phone with no signal bars.",
      },
      {
        title: "Lock down your line",
        body: [
          "Set a PIN on the SIM card itself, changing the default code from your carrier, so a chip taken from a stolen phone cannot be used in another device. Keep your phone's screen lock on and hide message previews on the lock screen, so codes cannot be read without unlocking it.",
          "Ask your carrier which extra protections it offers, such as a password for service requests, and keep your registered e-mail and address up to date so you receive its alerts. Be wary of calls “from your carrier” offering upgrades or gifts: they often collect the details needed for a SIM swap.",
        ],
        takeaways: [
          "Set your own SIM PIN and hide message previews on the lock screen.",
          "Use any extra protection your carrier offers and keep your details up to date.",
        ],
        illustration: "device-lock",
        illustrationAlt: "A phone with a padlock on its screen and a small SIM card with a lock beside it.",
      },
      {
        title: "Take the power away from SMS",
        body: [
          "SMS codes are better than a password alone, but they are the weakest second factor because they follow the number. For important accounts, prefer passkeys or an authenticator app, and once they are set up, remove SMS as a sign-in and recovery option where the service allows it. Keep the backup codes somewhere safe.",
          "Start with your main e-mail account, because it can reset almost everything else. Then protect your gov.br account with two-step verification, your banking apps, which are tied to your device, and WhatsApp with its PIN.",
        ],
        takeaways: [
          "Prefer passkeys or an authenticator app, and remove SMS recovery where you can.",
          "Protect your main e-mail and gov.br accounts first.",
        ],
        illustration: "security-key",
        illustrationAlt: "A security key and a phone with a passkey prompt replacing an SMS bubble.",
      },
      {
        title: "Check what exists in your name",
        body: [
          "With a leaked CPF and a few details, criminals open bank accounts, take out loans, register Pix keys and buy phone lines in someone else's name. You often find out only when a debt collector calls.",
          "Registrato, a free service of the Banco Central, shows the accounts and relationships you have with financial institutions, your loans and financing, and the Pix keys linked to your CPF. You reach it through Meu BC with a gov.br account at silver or gold level. Check it a few times a year and after any leak that involves you. Credit bureaus such as Serasa and Boa Vista also let you check your CPF for free, and some send alerts when a new debt or query appears.",
        ],
        takeaways: [
          "Use Registrato to see accounts, loans and Pix keys in your CPF.",
          "Check it regularly and after every leak that involves your data.",
        ],
        illustration: "data-protection",
        illustrationAlt: "A personal ID card under a magnifying glass, with a list of bank accounts beside it.",
      },
      {
        title: "If it happens: recover, secure, contest",
        body: [
          "Call your carrier from another phone to block the line and get your number back, usually in a shop with an ID document. Then change the password of your main e-mail, sign out all other sessions and move on to banks, social media and WhatsApp. Tell your bank what happened so it can watch your accounts.",
          "For accounts or loans you never opened, contest them with the institution and keep the protocol numbers. If it does not solve the problem, complain to the Banco Central or on consumidor.gov.br. File a police report (B.O.) online. If a work account or work phone was involved, report it to your security team at once.",
        ],
        takeaways: [
          "Recover the number first, then secure e-mail, banks and apps.",
          "Contest anything opened in your name, with protocols and a B.O.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A checklist of recovery steps next to a phone and an ID card.",
      },
    ],
    keyTakeaways: [
      "Your phone number receives codes and reset links, so criminals try to take it over.",
      "Sudden loss of signal or an unexpected portability SMS calls for a call to your carrier at once.",
      "Set a SIM PIN and use any extra protection your carrier offers.",
      "Move important accounts from SMS to passkeys or an authenticator app, starting with e-mail.",
      "Check Registrato for accounts, loans and Pix keys in your CPF, and contest anything unknown.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "At home, your phone suddenly shows “emergency calls only”, while your partner's phone on the same carrier has full signal. Minutes later, an e-mail says your password was reset. What should you do first?",
          options: [
            "Restart the phone and wait a few minutes to see whether the signal comes back by itself",
            "Call your carrier from another phone to block the line, then secure your e-mail",
            "Reply to the reset e-mail to tell the provider that the change was not made by you",
            "Take the SIM card out and put it back to force it to reconnect to the network",
          ],
          correct: [1],
          explanation:
            "Losing signal where it usually works, followed by a reset you did not make, points to a SIM swap in progress. Restarting or reseating the chip wastes minutes the attacker is using, and replying to a notification does not stop anything. Block the line, then lock down e-mail.",
        },
        {
          prompt:
            "Your phone is stolen on the street. What stops the thief from putting your chip in another phone and receiving your SMS codes?",
          options: [
            "Face recognition to unlock the screen of the stolen phone",
            "Hiding the content of notifications on the lock screen",
            "A PIN on the SIM card itself, changed from the carrier's default",
            "Turning off location sharing for the apps on the phone",
          ],
          correct: [2],
          explanation:
            "The screen lock and hidden previews protect the phone, but a chip moved to another device carries your number with it. A SIM PIN, changed from the default, blocks the chip in any phone. Still call your carrier to block the line as soon as you can.",
        },
        {
          prompt:
            "Your main e-mail uses SMS codes and a recovery phone number. You have just added a passkey and saved the backup codes. What further step most reduces the SIM-swap risk?",
          options: [
            "Adding a second phone number that can receive the SMS codes as well",
            "Changing your phone number each year so that criminals lose track of it",
            "Making the password longer, since a longer password also stops SIM swaps",
            "Turning off SMS for sign-in and recovery, since the passkey now works",
          ],
          correct: [3],
          explanation:
            "As long as SMS can sign in or recover the account, whoever takes your number can use it. A second number is a second target, changing numbers does not help when data leaks, and password length does not matter if the reset goes by SMS.",
        },
        {
          prompt:
            "A company that held your CPF and address reports a data leak. Where can you check whether bank accounts, loans or Pix keys were created in your name?",
          options: [
            "In Registrato, the Banco Central's service, using your gov.br account",
            "In your own bank's app, which lists the accounts you hold at other banks too",
            "On the Receita Federal page that shows whether your CPF status is regular",
            "By searching for your full name and CPF on a search engine from time to time",
          ],
          correct: [0],
          explanation:
            "Registrato gathers what financial institutions report to the Banco Central: accounts and relationships, loans and Pix keys in your CPF. Your bank sees only its own products, the Receita page shows only whether the CPF is regular, and search engines do not list bank records.",
        },
        {
          prompt: "Select all that apply: which are signs that someone may be taking over your phone number?",
          options: [
            "The phone shows no service where it usually works, while Wi-Fi keeps working",
            "An SMS about a chip change or portability you did not request",
            "The battery runs down faster than usual after a system update",
            "Password-reset e-mails for accounts you have not touched",
            "A promotional SMS from your carrier offering extra mobile data",
          ],
          correct: [0, 1, 3],
          explanation:
            "Losing signal, unexpected chip or portability messages and resets you did not ask for are the typical trail of a SIM swap or port-out. Battery drain after an update and ordinary promotions have everyday explanations and say nothing about your number.",
        },
        {
          prompt: "In Registrato you find a personal loan at a bank you have never used. What should you do?",
          options: [
            "Pay the instalments for now so your name is not listed, and ask for a refund later",
            "Ask the Banco Central to delete that record from Registrato as quickly as possible",
            "Contest it with that bank, file a B.O. and, if unresolved, go to the Banco Central",
            "Wait, because the bank will notice the fraud and cancel the loan on its own initiative",
          ],
          correct: [2],
          explanation:
            "Registrato only shows what institutions report; the bank that granted the loan must investigate and cancel it. Paying can be read as accepting the debt, and waiting lets it grow. Keep the protocol numbers and escalate if the bank does not answer.",
        },
      ],
    },
    badge: {
      name: "Number Guardian",
      description:
        "Protects their phone number and identity from SIM swap and fraud, checks Registrato and knows how to recover and contest.",
    },
  },
  pt: {
    title: "Roubo de identidade e troca de chip: proteja seu número e seu nome",
    summary:
      "Veja como golpistas tomam um número de celular e usam dados pessoais vazados para se passar por você, perceba os sinais cedo, proteja as contas que dependem de SMS, confira no Registrato o que existe no seu CPF e saiba o que fazer se acontecer.",
    steps: [
      {
        title: "Seu número é uma chave das suas contas",
        body: [
          "Muitos serviços mandam códigos de login e links de redefinição de senha para o seu número. Quem controla o número muitas vezes consegue redefinir seu e-mail, tomar suas redes sociais e o WhatsApp e tentar entrar no banco. Os golpistas chegam lá por dois caminhos principais: a troca de chip (SIM swap), em que a operadora é convencida, por um fraudador com seus dados vazados ou por um funcionário corrompido, a passar seu número para um chip ou eSIM novo; e a portabilidade fraudulenta, em que o número vai para outra operadora em seu nome.",
          "O celular roubado é o terceiro caminho: o ladrão coloca seu chip em outro aparelho e passa a receber seus códigos por SMS. Em todos os casos, o ataque começa com dados fáceis de achar depois de vazamentos: nome completo, CPF, data de nascimento, endereço e telefone.",
        ],
        takeaways: [
          "Quem controla seu número recebe seus códigos e links de redefinição.",
          "Troca de chip, portabilidade fraudulenta e chip roubado levam ao mesmo resultado.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "Um celular com setas circulares mostrando o número sendo transferido para outro chip.",
      },
      {
        title: "Perceba os sinais em minutos",
        body: [
          "O sinal mais claro é perder o sinal da operadora sem motivo: o celular mostra “sem serviço” ou “somente chamadas de emergência” onde costuma funcionar, enquanto o Wi-Fi continua normal. Outros sinais são um SMS sobre troca de chip ou pedido de portabilidade que você não fez e e-mails de redefinição de senha ou de novos acessos que não foram seus.",
          "Desde 2023, a Anatel exige que as operadoras confirmem o pedido de portabilidade por SMS enviado ao próprio número. Se chegar um e você não pediu, responda que não e ligue para a operadora. Se o sinal sumir, ligue para a operadora na mesma hora, de outro telefone. O golpista age rápido, então cada minuto conta.",
        ],
        takeaways: [
          "Sinal sumindo de repente com o Wi-Fi funcionando é sinal de alerta.",
          "Recuse o SMS de portabilidade que você não pediu e ligue para a operadora.",
        ],
        illustration: "alarm",
        illustrationAlt: "Um alarme tocando ao lado de um celular sem barras de sinal.",
      },
      {
        title: "Proteja sua linha",
        body: [
          "Ative o PIN do próprio chip, trocando o código padrão da operadora, para que um chip tirado de um celular roubado não funcione em outro aparelho. Mantenha o bloqueio de tela ativo e esconda a prévia das mensagens na tela bloqueada, para que ninguém leia códigos sem desbloquear o celular.",
          "Pergunte à sua operadora que proteções extras ela oferece, como uma senha para atendimento, e mantenha e-mail e endereço do cadastro atualizados para receber os alertas dela. Desconfie de ligações “da operadora” oferecendo upgrade ou brinde: muitas vezes elas servem para coletar os dados que faltam para a troca de chip.",
        ],
        takeaways: [
          "Ative o PIN do chip com um código seu e esconda a prévia das mensagens.",
          "Use as proteções extras da operadora e mantenha o cadastro em dia.",
        ],
        illustration: "device-lock",
        illustrationAlt: "Um celular com um cadeado na tela e um pequeno chip com cadeado ao lado.",
      },
      {
        title: "Tire o poder do SMS",
        body: [
          "Código por SMS é melhor do que só a senha, mas é o segundo fator mais fraco, porque acompanha o número. Nas contas importantes, prefira chaves de acesso (passkeys) ou um aplicativo autenticador e, depois de configurá-los, remova o SMS como forma de login e de recuperação onde o serviço permitir. Guarde os códigos de backup em lugar seguro.",
          "Comece pelo seu e-mail principal, porque ele redefine quase todo o resto. Depois proteja a conta gov.br com a verificação em duas etapas, os aplicativos de banco, que ficam vinculados ao seu aparelho, e o WhatsApp com o PIN.",
        ],
        takeaways: [
          "Prefira passkeys ou aplicativo autenticador e remova a recuperação por SMS quando puder.",
          "Proteja primeiro o e-mail principal e a conta gov.br.",
        ],
        illustration: "security-key",
        illustrationAlt: "Uma chave de segurança e um celular com um pedido de passkey no lugar de um SMS.",
      },
      {
        title: "Confira o que existe no seu nome",
        body: [
          "Com um CPF vazado e alguns dados, golpistas abrem contas, contratam empréstimos, cadastram chaves Pix e compram linhas telefônicas em nome de outra pessoa. Muitas vezes a vítima só descobre quando uma empresa de cobrança liga.",
          "O Registrato, serviço gratuito do Banco Central, mostra as contas e os relacionamentos que você tem com instituições financeiras, seus empréstimos e financiamentos e as chaves Pix ligadas ao seu CPF. O acesso é pelo Meu BC, com conta gov.br nível prata ou ouro. Consulte algumas vezes por ano e depois de qualquer vazamento que envolva você. Birôs de crédito como Serasa e Boa Vista também permitem consultar o CPF de graça, e alguns mandam alertas quando surge uma dívida ou consulta nova.",
        ],
        takeaways: [
          "Use o Registrato para ver contas, empréstimos e chaves Pix no seu CPF.",
          "Consulte regularmente e depois de todo vazamento que envolva seus dados.",
        ],
        illustration: "data-protection",
        illustrationAlt: "Um documento de identidade sob uma lupa, com uma lista de contas bancárias ao lado.",
      },
      {
        title: "Se acontecer: recupere, proteja, conteste",
        body: [
          "Ligue para a operadora de outro telefone para bloquear a linha e recuperar o número, normalmente em uma loja, com documento de identidade. Em seguida, troque a senha do e-mail principal, encerre as outras sessões e siga para bancos, redes sociais e WhatsApp. Conte ao seu banco o que houve para que ele monitore suas contas.",
          "Contas ou empréstimos que você nunca contratou devem ser contestados na instituição, guardando os números de protocolo. Se não resolver, registre reclamação no Banco Central ou no consumidor.gov.br. Faça um boletim de ocorrência on-line. Se uma conta ou um celular do trabalho estiver envolvido, reporte à equipe de segurança imediatamente.",
        ],
        takeaways: [
          "Recupere o número primeiro; depois proteja e-mail, bancos e aplicativos.",
          "Conteste o que foi aberto em seu nome, com protocolos e B.O.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Uma lista de passos de recuperação ao lado de um celular e de um documento de identidade.",
      },
    ],
    keyTakeaways: [
      "Seu número recebe códigos e links de redefinição, por isso golpistas tentam tomá-lo.",
      "Sinal sumindo ou SMS de portabilidade inesperado pedem uma ligação imediata para a operadora.",
      "Ative o PIN do chip e use as proteções extras que a operadora oferece.",
      "Leve as contas importantes do SMS para passkeys ou aplicativo autenticador, começando pelo e-mail.",
      "Confira no Registrato contas, empréstimos e chaves Pix no seu CPF e conteste o que não reconhecer.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Em casa, seu celular mostra de repente “somente chamadas de emergência”, enquanto o celular de quem mora com você, na mesma operadora, tem sinal cheio. Minutos depois, um e-mail diz que sua senha foi redefinida. O que fazer primeiro?",
          options: [
            "Reiniciar o celular e esperar alguns minutos para ver se o sinal volta por conta própria",
            "Ligar para a operadora de outro aparelho, bloquear a linha e então proteger o e-mail",
            "Responder ao e-mail de redefinição avisando o provedor de que a troca não foi sua",
            "Tirar o chip e colocá-lo de novo para forçar a reconexão com a rede da operadora",
          ],
          correct: [1],
          explanation:
            "Perder o sinal onde ele costuma funcionar, seguido de uma redefinição que você não fez, indica troca de chip em andamento. Reiniciar ou recolocar o chip gasta minutos que o golpista está usando, e responder a uma notificação não impede nada. Bloqueie a linha e depois proteja o e-mail.",
        },
        {
          prompt:
            "Seu celular é roubado na rua. O que impede o ladrão de colocar seu chip em outro aparelho e receber seus códigos por SMS?",
          options: [
            "O reconhecimento facial para desbloquear a tela do aparelho",
            "Esconder o conteúdo das notificações na tela de bloqueio",
            "Um PIN no próprio chip, diferente do código padrão da operadora",
            "Desativar o compartilhamento de localização dos aplicativos",
          ],
          correct: [2],
          explanation:
            "O bloqueio de tela e as prévias escondidas protegem o aparelho, mas o chip levado para outro celular carrega seu número junto. O PIN do chip, trocado do padrão, bloqueia o chip em qualquer aparelho. Mesmo assim, ligue para a operadora para bloquear a linha assim que puder.",
        },
        {
          prompt:
            "Seu e-mail principal usa códigos por SMS e um telefone de recuperação. Você acabou de cadastrar uma passkey e guardou os códigos de backup. Que passo a mais reduz o risco de troca de chip?",
          options: [
            "Cadastrar um segundo número de telefone que também receba os códigos",
            "Trocar de número todo ano para que os golpistas percam o rastro",
            "Aumentar a senha, porque uma senha mais longa também barra a troca de chip",
            "Tirar o SMS do login e da recuperação, já que a passkey funciona",
          ],
          correct: [3],
          explanation:
            "Enquanto o SMS puder entrar na conta ou recuperá-la, quem tomar seu número pode usá-lo. Um segundo número é um segundo alvo, trocar de número não ajuda quando os dados vazam, e o tamanho da senha não importa se a redefinição vai por SMS.",
        },
        {
          prompt:
            "Uma empresa que tinha seu CPF e seu endereço informa um vazamento de dados. Onde você confere se abriram contas, empréstimos ou chaves Pix em seu nome?",
          options: [
            "No Registrato, serviço do Banco Central, entrando com sua conta gov.br",
            "No aplicativo do seu banco, que também lista as contas que você tem em outros bancos",
            "Na página da Receita Federal que mostra se a situação do CPF é regular",
            "Pesquisando seu nome completo e CPF em um buscador a cada poucas semanas",
          ],
          correct: [0],
          explanation:
            "O Registrato reúne o que as instituições financeiras informam ao Banco Central: contas e relacionamentos, empréstimos e chaves Pix no seu CPF. Seu banco só enxerga os próprios produtos, a página da Receita mostra apenas se o CPF está regular, e buscadores não listam registros bancários.",
        },
        {
          prompt: "Marque todas as alternativas corretas: quais são sinais de que alguém pode estar tomando seu número?",
          options: [
            "O celular fica sem serviço onde costuma funcionar, enquanto o Wi-Fi segue normal",
            "Um SMS sobre troca de chip ou portabilidade que você não pediu",
            "A bateria acaba mais rápido do que o normal depois de uma atualização",
            "E-mails de redefinição de senha de contas que você não mexeu",
            "Um SMS promocional da operadora oferecendo internet extra",
          ],
          correct: [0, 1, 3],
          explanation:
            "Perder o sinal, receber mensagens inesperadas de troca de chip ou portabilidade e redefinições que você não pediu são o rastro típico da troca de chip ou da portabilidade fraudulenta. Bateria gastando depois de uma atualização e promoções comuns têm explicações do dia a dia e não dizem nada sobre seu número.",
        },
        {
          prompt: "No Registrato você encontra um empréstimo pessoal em um banco que nunca usou. O que fazer?",
          options: [
            "Pagar as parcelas por enquanto para não ficar negativado e depois pedir reembolso",
            "Pedir ao Banco Central que apague o registro do Registrato imediatamente",
            "Contestar no banco, registrar um B.O. e, sem solução, reclamar no Banco Central",
            "Esperar, porque o banco vai perceber a fraude e cancelar o empréstimo sozinho",
          ],
          correct: [2],
          explanation:
            "O Registrato só mostra o que as instituições informam; quem concedeu o empréstimo precisa investigar e cancelar. Pagar pode ser entendido como aceitar a dívida, e esperar deixa o problema crescer. Guarde os protocolos e escale se o banco não responder.",
        },
      ],
    },
    badge: {
      name: "Guardião do número",
      description: "Protege seu número e sua identidade contra troca de chip e fraude, consulta o Registrato e sabe recuperar e contestar.",
    },
  },
} satisfies CourseContent;

import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "cloud-sharing-and-oauth-consent",
  area: "cybersecurity",
  level: "intermediate",
  durationMinutes: 5,
  tags: ["cloud-sharing", "oauth", "consent-phishing", "device-code-phishing", "third-party-apps"],
  passingScore: 70,
  free: false,
  badgeColor: "#1D4ED8",
  references: [
    "Microsoft Learn: Protect against consent phishing (Microsoft Entra ID) and Configure how users consent to applications",
    "Microsoft Threat Intelligence: Storm-2372 conducts device code phishing campaign (February 2025)",
    "CISA Secure Cloud Business Applications (SCuBA): Microsoft 365 and Google Workspace security baselines",
    "MITRE ATT&CK T1528: Steal Application Access Token",
    "Google Account Help: Manage connections between your Google Account and third parties",
  ],
  en: {
    title: "Cloud Sharing and App Consent: Share Less, Grant Less",
    summary:
      "Choose the right kind of sharing link, clean up old shares, and recognise consent phishing and device-code tricks that hand your mailbox or files to an attacker's app, even on the real sign-in page.",
    steps: [
      {
        title: "Sharing links: who can really open them",
        body: [
          "Cloud storage such as OneDrive, SharePoint, Google Drive or Dropbox offers a few kinds of link. Anyone with the link: no sign-in, so whoever gets the link, through forwarding, a chat preview or a leaked e-mail, can open it. People in your organisation: any colleague holding the link can open it after signing in. Specific people (Restricted, in Google Drive): only the accounts you name, and they must sign in.",
          "Each link also carries a permission (view, comment or edit) and, depending on the tool, options such as blocking downloads, an expiry date or a password. Sharing a folder shares everything in it, including files colleagues add months later. For anything beyond Public, the safe default is specific people, view only, with an expiry date where your tool supports it.",
        ],
        takeaways: [
          "An anyone-with-the-link link works for whoever ends up holding it.",
          "Default to specific people, view only, with an expiry date.",
        ],
        illustration: "cloud-share",
        illustrationAlt:
          "A document in a cloud shared with two people: one approved with a tick, the other with a clock showing the access expires.",
      },
      {
        title: "Share carefully, then clean up",
        body: [
          "Before you click share, check what you are sharing (a file or a whole folder), the link type, the permission and the recipients. Confidential files go only to named people, and Restricted files need the owner's approval. Don't copy work files to a personal cloud account to get round a limit, and think twice before making a guest an editor: editors can reshare and delete.",
          "Shares outlive the projects they were made for. Every few months, open the list of files you have shared (Shared by me, or Manage access), remove links nobody needs and remove guests whose work has ended. If something sensitive was shared with the wrong audience, remove the link first and then report it: the access log helps the privacy team see whether anyone opened it.",
        ],
        takeaways: [
          "Check the item, link type, permission and recipients before sharing.",
          "Review your shares regularly and remove access nobody needs.",
        ],
        illustration: "checklist",
        illustrationAlt: "A sharing checklist beside a list of old links, two of them being crossed out.",
      },
      {
        title: "Consent phishing: the app that asks for your mailbox",
        body: [
          "Apps connect to your account through OAuth: you sign in on the real Microsoft or Google page and click Accept on a screen listing what the app may do. Consent phishing abuses this. The link in a fake shared-document e-mail leads to the genuine sign-in page, your MFA works as usual, and then a consent screen asks for access to your mail, files or contacts for an app with a reassuring name like Document Viewer or Secure Sign.",
          "If you accept, the attacker's app receives tokens to read and send mail as you, download files or keep access without signing in again, and changing your password does not revoke them. Warning signs: a request you didn't expect, permissions far beyond what the app should need, an unverified publisher and a generic name. When in doubt, cancel; a genuine tool can be requested through IT.",
        ],
        takeaways: [
          "A consent screen on the real sign-in page can still hand your data to an attacker.",
          "Permissions out of proportion to the task mean cancel.",
        ],
        illustration: "browser-shield",
        illustrationAlt: "A browser window showing an app permission request, with a shield blocking the mailbox permission.",
      },
      {
        title: "Device codes and other sign-in tricks",
        body: [
          "A newer trick abuses the sign-in method meant for TVs and meeting-room devices. The attacker starts a sign-in, receives a short code and sends it to you: enter this code at microsoft.com/devicelogin to join the meeting, or to verify your account. The page is real and so is your MFA, but the session goes to the attacker's device. Microsoft reported a campaign of this kind, by a group it calls Storm-2372, in February 2025.",
          "The rule is simple: enter a device code only for a device you are setting up yourself, in front of you. Be just as wary of QR codes or links that ask you to approve a sign-in or to link a new device to your account. A genuine meeting doesn't need a code typed on a sign-in page.",
        ],
        takeaways: [
          "Enter a device code only for a device you are setting up yourself.",
          "A code to type on a sign-in page so you can join a meeting is a trick.",
        ],
        illustration: "mfa-phone",
        illustrationAlt: "A phone approving a sign-in while a distant laptop, not the user's, receives the session.",
      },
      {
        title: "Review connected apps and act fast",
        body: [
          "Look at which apps can reach your accounts. In a Google account, open Security and then Your connections to third-party apps and services; in Microsoft 365, the My Apps portal lists the apps you use, and your IT team can review and remove consents. Remove anything you no longer use or don't recognise, on work and personal accounts alike.",
          "Many companies require admin approval before an app can read company data. If you see “Need admin approval”, submit the request with a business reason instead of trying a personal account or a colleague's. And if you accepted a suspicious app or typed a code you shouldn't have, report it at once: security can revoke the app's consent and tokens, end sessions and check your mailbox rules, which a new password alone does not do.",
        ],
        takeaways: [
          "Remove connected apps you don't use or don't recognise.",
          "Accepted a suspicious app? Report at once; a new password won't cut it off.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A person reporting a suspicious connected app, while a security shield revokes its access key.",
      },
    ],
    keyTakeaways: [
      "Share with specific people, view only and with an expiry date unless the information is Public.",
      "Sharing a folder shares what is added later; review and remove old shares regularly.",
      "Consent phishing uses the real sign-in page; judge the permissions the app asks for.",
      "Enter device codes only for devices you are setting up yourself.",
      "Report suspicious consents at once; only revoking the app and its tokens cuts off access.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "You need to share a Confidential budget spreadsheet with two people at a partner company for one week. Which sharing setting fits?",
          options: [
            "Anyone with the link, can view, sent to both of them in one e-mail",
            "Specific people, their two addresses, can view, expiring in seven days",
            "Anyone with the link, plus a password sent in the same e-mail as the link",
            "Anyone with the link, with edit rights so they can fix mistakes directly",
          ],
          correct: [1],
          explanation:
            "Naming the two people means only they can open it, after signing in, and the expiry ends access when the work does. An anyone link works for whoever it is forwarded to, a password in the same e-mail travels with the link, and edit rights let guests change or reshare the file.",
        },
        {
          prompt:
            "Six months ago you shared a project folder with a contractor through an anyone-with-the-link link. Since then, colleagues have added HR files to the folder. What is the situation?",
          options: [
            "Safe, because folder links show the files that existed when the link was created",
            "Safe, because the link is long and random, so nobody could guess it by chance",
            "Safe, because the contractor's work has ended and they have no reason to open it",
            "Whoever holds the link can open the new files; remove it and review access",
          ],
          correct: [3],
          explanation:
            "A folder link covers everything inside it, including later additions. The link's length doesn't matter once it has been sent, because it can be forwarded or leak from a mailbox, and the contractor's intentions don't control who else holds it. Remove the link and check the access log; if the HR files were opened, report it.",
        },
        {
          prompt:
            "After you click a link about a shared contract, the real Microsoft sign-in page opens and you complete MFA. Then a screen says: “DocuSafe Viewer (unverified) wants to read your mail, send mail as you, read your files and maintain access to data you have given it access to.” What do you do?",
          options: [
            "Cancel and report the e-mail; a document viewer doesn't need your mailbox",
            "Accept, since the screen is on Microsoft's real domain and MFA was required first",
            "Accept, and then change your password to cancel the app's access afterwards",
            "Accept for now, and remove the app tomorrow once you have read the contract",
          ],
          correct: [0],
          explanation:
            "This is consent phishing: the sign-in page is genuine, but you would be giving an unverified app lasting access to read and send mail as you. A new password does not revoke the app's tokens, and a day is plenty of time to copy a mailbox. Cancel and report it.",
        },
        {
          prompt: "Which of these on an app consent screen are warning signs? Select all that apply.",
          options: [
            "The app asks to read and send e-mail, although it only claims to open PDFs",
            "The screen appears on your identity provider's real sign-in domain",
            "The publisher is shown as unverified and the app's name is generic",
            "You reached the screen from a link in an unexpected e-mail or chat",
            "The app is on your company's approved list and you opened it from the portal",
          ],
          correct: [0, 2, 3],
          explanation:
            "Excessive permissions, an unverified publisher with a generic name and an unexpected link are the signs of consent phishing. The real sign-in domain tells you nothing, because consent phishing uses it too; an approved app opened from the company portal is the normal case.",
        },
        {
          prompt:
            "A colleague realises that yesterday he gave a suspicious app access to his mailbox. He says he has already changed his password, so the problem is solved. What is still missing?",
          options: [
            "It is done, because a new password also cancels the access the app was given",
            "Signing out of his browsers and signing in again on each of the devices he uses",
            "Reporting it, so security revokes the app's tokens and checks his mailbox rules",
            "Uninstalling the app from his laptop and then running a full antivirus scan on it",
          ],
          correct: [2],
          explanation:
            "The app holds its own tokens, which keep working after a password change until the consent is revoked. It runs in the cloud, not on his laptop, so uninstalling or scanning misses it. Security can revoke the grant, end its sessions and look for forwarding rules it may have created.",
        },
        {
          prompt:
            "In a Teams chat, someone presenting as a conference organiser asks you to go to microsoft.com/devicelogin and enter the code ABCD-EFGH to join the session. The page is genuine. What happens if you do it?",
          options: [
            "It is safe, because a genuine Microsoft page cannot be used for phishing",
            "You sign the sender's device in to your account, with no password needed",
            "You install a meeting add-in that lets the organiser see your calendar",
            "You share your screen with the organiser until you close the browser tab",
          ],
          correct: [1],
          explanation:
            "A device code links a sign-in started elsewhere to your account. Entering a code someone sent you completes their sign-in, with your MFA, and their device receives the tokens. Enter device codes only for devices you are setting up yourself.",
        },
        {
          prompt:
            "You try to connect a new AI scheduling app to your work calendar and see “Need admin approval”. What is the right next step?",
          options: [
            "Connect it to your personal Google account and sync your work calendar there",
            "Ask a colleague whose account doesn't show the message to connect it for the team",
            "Forward your calendar invitations to the app's e-mail address for now",
            "Submit the approval request with the business reason, and wait for the review",
          ],
          correct: [3],
          explanation:
            "Admin approval exists so someone checks what the app does with company data before it gets access. Syncing to a personal account, borrowing a colleague's consent or forwarding invitations all move company data to an unreviewed app anyway. A request with a clear reason is usually the fastest legitimate route.",
        },
      ],
    },
    badge: {
      name: "Careful Sharer",
      description: "Shares cloud files with the right people for the right time, and spots consent phishing and device-code tricks.",
    },
  },
  pt: {
    title: "Compartilhamento na nuvem e consentimento de aplicativos: compartilhe e conceda menos",
    summary:
      "Escolha o tipo certo de link de compartilhamento, faça a limpeza dos compartilhamentos antigos e reconheça o phishing de consentimento e os truques com código de dispositivo que entregam sua caixa de entrada ou seus arquivos ao aplicativo de um atacante, mesmo na página de login verdadeira.",
    steps: [
      {
        title: "Links de compartilhamento: quem consegue mesmo abrir",
        body: [
          "Serviços de nuvem como OneDrive, SharePoint, Google Drive ou Dropbox oferecem alguns tipos de link. Qualquer pessoa com o link, o chamado link aberto: não pede login, então quem receber o link, por encaminhamento, pela prévia de um chat ou por um e-mail vazado, consegue abrir. Pessoas da sua organização: qualquer colega com o link abre depois de fazer login. Pessoas específicas (Restrito, no Google Drive): só as contas que você indicar, e elas precisam fazer login.",
          "Cada link também tem uma permissão (ver, comentar ou editar) e, dependendo da ferramenta, opções como bloquear downloads, data de expiração ou senha. Compartilhar uma pasta compartilha tudo o que está nela, inclusive arquivos que colegas incluírem meses depois. Para o que não for Público, o padrão seguro é pessoas específicas, só visualização e data de expiração, quando a ferramenta permitir.",
        ],
        takeaways: [
          "Link para qualquer pessoa funciona para quem quer que acabe com ele.",
          "Padrão: pessoas específicas, só visualização e com data de expiração.",
        ],
        illustration: "cloud-share",
        illustrationAlt:
          "Um documento na nuvem compartilhado com duas pessoas: uma aprovada com um visto, a outra com um relógio mostrando que o acesso expira.",
      },
      {
        title: "Compartilhe com cuidado e depois faça a limpeza",
        body: [
          "Antes de clicar em compartilhar, confira o que está compartilhando (um arquivo ou uma pasta inteira), o tipo de link, a permissão e os destinatários. Arquivos Confidenciais vão só para pessoas nomeadas, e arquivos Restritos precisam da aprovação do dono. Não copie arquivos de trabalho para uma nuvem pessoal para contornar um limite, e pense duas vezes antes de dar a um convidado permissão de edição: quem edita pode compartilhar de novo e apagar.",
          "Os compartilhamentos duram mais que os projetos. De tempos em tempos, abra a lista do que você compartilhou (Compartilhados por mim, ou Gerenciar acesso), remova links que ninguém usa e retire convidados cujo trabalho terminou. Se algo sensível foi compartilhado com o público errado, remova o link primeiro e depois reporte: o registro de acessos ajuda a área de privacidade a saber se alguém abriu.",
        ],
        takeaways: [
          "Confira o item, o tipo de link, a permissão e os destinatários antes de compartilhar.",
          "Revise seus compartilhamentos com frequência e remova acessos desnecessários.",
        ],
        illustration: "checklist",
        illustrationAlt: "Uma lista de conferência de compartilhamento ao lado de uma lista de links antigos, dois deles sendo riscados.",
      },
      {
        title: "Phishing de consentimento: o aplicativo que pede sua caixa de entrada",
        body: [
          "Aplicativos se conectam à sua conta pelo OAuth: você faz login na página verdadeira da Microsoft ou do Google e clica em Aceitar em uma tela que lista o que o aplicativo pode fazer. O phishing de consentimento explora isso. O link de um falso e-mail de documento compartilhado leva à página de login verdadeira, seu MFA funciona normalmente, e depois uma tela de consentimento pede acesso aos seus e-mails, arquivos ou contatos para um aplicativo de nome tranquilizador, como Visualizador de Documentos ou Assinatura Segura.",
          "Se você aceitar, o aplicativo do atacante recebe tokens para ler e enviar e-mails em seu nome, baixar arquivos ou manter o acesso sem novo login, e trocar a senha não os revoga. Sinais de alerta: um pedido que você não esperava, permissões muito além do que o aplicativo precisaria, editor não verificado e nome genérico. Na dúvida, cancele; uma ferramenta legítima pode ser pedida à TI.",
        ],
        takeaways: [
          "Tela de consentimento na página de login verdadeira ainda pode entregar seus dados a um atacante.",
          "Permissões desproporcionais à tarefa: cancele.",
        ],
        illustration: "browser-shield",
        illustrationAlt:
          "Uma janela de navegador com um pedido de permissão de aplicativo, e um escudo bloqueando o acesso à caixa de entrada.",
      },
      {
        title: "Códigos de dispositivo e outros truques de login",
        body: [
          "Um truque mais recente explora o método de login criado para TVs e equipamentos de salas de reunião. O atacante inicia um login, recebe um código curto e manda para você: digite este código em microsoft.com/devicelogin para entrar na reunião, ou para verificar sua conta. A página é verdadeira e o MFA também, mas a sessão vai para o aparelho do atacante. A Microsoft relatou em fevereiro de 2025 uma campanha desse tipo, de um grupo que ela chama de Storm-2372.",
          "A regra é simples: digite um código de dispositivo só para um aparelho que você mesmo está configurando, na sua frente. Desconfie também de QR codes ou links que pedem para aprovar um login ou vincular um aparelho novo à sua conta. Uma reunião de verdade não exige digitar código em uma página de login.",
        ],
        takeaways: [
          "Digite código de dispositivo só para um aparelho que você mesmo está configurando.",
          "Código para digitar em página de login para entrar em reunião é golpe.",
        ],
        illustration: "mfa-phone",
        illustrationAlt: "Um celular aprovando um login enquanto um notebook distante, que não é do usuário, recebe a sessão.",
      },
      {
        title: "Revise os aplicativos conectados e aja rápido",
        body: [
          "Veja quais aplicativos têm acesso às suas contas. Na conta Google, abra Segurança e depois Suas conexões com apps e serviços de terceiros; no Microsoft 365, o portal Meus Aplicativos lista os aplicativos que você usa, e a TI pode revisar e remover consentimentos. Remova o que você não usa mais ou não reconhece, tanto nas contas de trabalho quanto nas pessoais.",
          "Muitas empresas exigem aprovação do administrador antes que um aplicativo leia dados da empresa. Se aparecer um aviso de que é preciso a aprovação do administrador (“Need admin approval”, na versão em inglês), envie o pedido com a justificativa de negócio em vez de tentar por uma conta pessoal ou pela de um colega. E se você aceitou um aplicativo suspeito ou digitou um código que não devia, reporte na hora: a segurança pode revogar o consentimento e os tokens do aplicativo, encerrar sessões e conferir as regras da sua caixa de entrada, o que uma senha nova sozinha não faz.",
        ],
        takeaways: [
          "Remova aplicativos conectados que você não usa ou não reconhece.",
          "Aceitou um aplicativo suspeito? Reporte na hora; senha nova não corta o acesso dele.",
        ],
        illustration: "incident-report",
        illustrationAlt:
          "Uma pessoa reportando um aplicativo conectado suspeito, enquanto um escudo de segurança revoga a chave de acesso dele.",
      },
    ],
    keyTakeaways: [
      "Compartilhe com pessoas específicas, só visualização e com data de expiração, a menos que a informação seja Pública.",
      "Compartilhar uma pasta compartilha o que entrar nela depois; revise e remova compartilhamentos antigos.",
      "O phishing de consentimento usa a página de login verdadeira; julgue as permissões que o aplicativo pede.",
      "Digite códigos de dispositivo só para aparelhos que você mesmo está configurando.",
      "Reporte na hora consentimentos suspeitos; só revogar o aplicativo e seus tokens corta o acesso.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Você precisa compartilhar uma planilha Confidencial de orçamento com duas pessoas de uma empresa parceira por uma semana. Qual configuração de compartilhamento serve?",
          options: [
            "Link aberto, com permissão de leitura, enviado às duas pessoas em um único e-mail",
            "Pessoas específicas, os dois endereços, permissão de leitura, expirando em sete dias",
            "Link aberto, protegido por uma senha enviada no mesmo e-mail que o link",
            "Link aberto, com permissão de edição, para corrigirem erros direto no arquivo",
          ],
          correct: [1],
          explanation:
            "Indicar as duas pessoas faz com que só elas abram o arquivo, depois de fazer login, e a expiração encerra o acesso quando o trabalho acaba. Um link para qualquer pessoa funciona para quem o receber encaminhado, uma senha no mesmo e-mail viaja junto com o link, e a edição deixa convidados alterarem ou compartilharem de novo.",
        },
        {
          prompt:
            "Há seis meses você compartilhou uma pasta de projeto com um prestador por um link aberto. Desde então, colegas colocaram arquivos do RH na pasta. Qual é a situação?",
          options: [
            "Segura, porque links de pasta mostram os arquivos que existiam quando o link foi criado",
            "Segura, porque o link é longo e aleatório, e ninguém conseguiria adivinhá-lo por acaso",
            "Segura, porque o trabalho do prestador terminou e ele não tem motivo para abrir a pasta",
            "Quem tiver o link abre os arquivos novos; remova o link e revise os acessos",
          ],
          correct: [3],
          explanation:
            "Um link de pasta vale para tudo o que está nela, inclusive o que entra depois. O tamanho do link não importa depois que ele foi enviado, porque pode ser encaminhado ou vazar de uma caixa de e-mail, e as intenções do prestador não controlam quem mais tem o link. Remova o link e confira o registro de acessos; se os arquivos do RH foram abertos, reporte.",
        },
        {
          prompt:
            "Depois de clicar em um link sobre um contrato, abre a página de login verdadeira da Microsoft e você conclui o MFA. Aí surge: “DocuSafe Viewer (não verificado) quer ler e enviar e-mails em seu nome, ler seus arquivos e manter o acesso aos dados que você permitiu.” O que você faz?",
          options: [
            "Cancela e reporta o e-mail; visualizador de documentos não precisa do seu e-mail",
            "Aceita, já que a tela está no domínio real da Microsoft e o MFA foi exigido antes",
            "Aceita e depois troca a senha para cancelar o acesso do aplicativo",
            "Aceita por enquanto e remove o aplicativo amanhã, depois de ler o contrato",
          ],
          correct: [0],
          explanation:
            "Isso é phishing de consentimento: a página de login é verdadeira, mas você daria a um aplicativo não verificado acesso duradouro para ler e enviar e-mails em seu nome. Uma senha nova não revoga os tokens do aplicativo, e um dia é tempo de sobra para copiar uma caixa de e-mail inteira. Cancele e reporte.",
        },
        {
          prompt: "Quais destes itens em uma tela de consentimento de aplicativo são sinais de alerta? Marque todas as opções corretas.",
          options: [
            "O aplicativo pede para ler e enviar e-mails, embora diga servir para abrir PDFs",
            "A tela aparece no domínio de login verdadeiro do seu provedor de identidade",
            "O editor aparece como não verificado e o nome do aplicativo é genérico",
            "Você chegou à tela por um link em um e-mail ou chat inesperado",
            "O aplicativo está na lista aprovada da empresa e você o abriu pelo portal",
          ],
          correct: [0, 2, 3],
          explanation:
            "Permissões excessivas, editor não verificado com nome genérico e um link inesperado são os sinais do phishing de consentimento. O domínio de login verdadeiro não diz nada, porque o golpe também o usa; um aplicativo aprovado aberto pelo portal da empresa é o caso normal.",
        },
        {
          prompt:
            "Um colega percebe que ontem deu acesso à caixa de e-mail dele a um aplicativo suspeito. Ele diz que já trocou a senha, então o problema está resolvido. O que ainda falta?",
          options: [
            "Está resolvido, porque a senha nova também cancela o acesso que o aplicativo recebeu",
            "Sair dos navegadores e fazer login de novo em cada um dos aparelhos que ele usa",
            "Reportar, para a segurança revogar os tokens do aplicativo e ver as regras da caixa",
            "Desinstalar o aplicativo do notebook e depois rodar nele um antivírus completo",
          ],
          correct: [2],
          explanation:
            "O aplicativo tem tokens próprios, que continuam funcionando depois da troca de senha até o consentimento ser revogado. Ele roda na nuvem, não no notebook, então desinstalar ou rodar antivírus não o alcança. A segurança pode revogar a concessão, encerrar as sessões dele e procurar regras de encaminhamento que ele tenha criado.",
        },
        {
          prompt:
            "Em um chat do Teams, alguém que se apresenta como organizador de um congresso pede que você acesse microsoft.com/devicelogin e digite o código ABCD-EFGH para entrar na sessão. A página é verdadeira. O que acontece se você fizer isso?",
          options: [
            "É seguro, porque uma página verdadeira da Microsoft não pode ser usada para phishing",
            "Você conecta o aparelho de quem mandou à sua conta, dando acesso sem a sua senha",
            "Você instala um complemento de reunião que deixa o organizador ver sua agenda",
            "Você compartilha sua tela com o organizador até fechar a aba do navegador",
          ],
          correct: [1],
          explanation:
            "Um código de dispositivo liga à sua conta um login iniciado em outro lugar. Digitar um código que alguém mandou conclui o login dessa pessoa, com o seu MFA, e o aparelho dela recebe os tokens. Digite códigos de dispositivo só para aparelhos que você mesmo está configurando.",
        },
        {
          prompt:
            "Você tenta conectar um novo aplicativo de agendamento com IA à sua agenda de trabalho e aparece um aviso de que é preciso a aprovação do administrador. Qual é o próximo passo certo?",
          options: [
            "Conectar o aplicativo à sua conta pessoal do Google e sincronizar lá a agenda de trabalho",
            "Pedir a um colega cuja conta não mostra a mensagem que conecte para a equipe",
            "Encaminhar por enquanto os convites da agenda para o e-mail do aplicativo",
            "Enviar o pedido de aprovação com a justificativa de negócio e aguardar a análise",
          ],
          correct: [3],
          explanation:
            "A aprovação do administrador existe para que alguém confira o que o aplicativo faz com os dados da empresa antes de dar acesso. Sincronizar com uma conta pessoal, usar o consentimento de um colega ou encaminhar convites leva os dados da empresa ao aplicativo não avaliado do mesmo jeito. Um pedido com justificativa clara costuma ser o caminho legítimo mais rápido.",
        },
      ],
    },
    badge: {
      name: "Compartilhamento consciente",
      description:
        "Compartilha arquivos na nuvem com as pessoas certas pelo tempo certo e reconhece o phishing de consentimento e os truques com código de dispositivo.",
    },
  },
} satisfies CourseContent;

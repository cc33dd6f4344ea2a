import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "vishing-and-callback-phishing",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["vishing", "callback-phishing", "caller-id-spoofing", "help-desk", "social-engineering"],
  passingScore: 70,
  free: false,
  badgeColor: "#BE185D",
  references: [
    "CISA: Avoiding Social Engineering and Phishing Attacks",
    "FBI advisory on the Silent Ransom Group (Luna Moth): callback phishing and IT-themed calls against law firms (May 2025)",
    "Microsoft Threat Intelligence: Threat actors misusing Quick Assist in social engineering attacks leading to ransomware (May 2024)",
    "FCC (US): Caller ID Spoofing consumer guide",
    "FEBRABAN: alerts on the fake bank call centre (falsa central) and fake courier (falso motoboy) scams",
    "CERT.br: Cartilha de Segurança para Internet – Golpes na Internet",
  ],
  en: {
    title: "Vishing and Callback Phishing: Hang Up and Call Back",
    summary:
      "Recognise phone scams and the e-mails that trick you into calling, why caller ID proves nothing, how fake IT support and cloned voices work, and the simple habit that beats them: hang up and call back on a number you found yourself.",
    steps: [
      {
        title: "Why phone scams work",
        body: [
          "Vishing (voice phishing) is phishing by phone call, voicemail or voice message. It works because a live voice feels personal and leaves no time to think: you can't hover over a voice to see where it leads, and a friendly, confident caller who knows your name and your manager's name sounds like an insider. Those details are easy to collect from LinkedIn, company websites and old data leaks.",
          "Caller ID proves nothing. Showing a false number, called spoofing, is cheap and common: your screen can display your bank's real number, a government agency's or your own company's switchboard. Real organisations do call people, so judge the request, not the number. Passwords, one-time codes, remote access, payments and changes of details are what scammers are after.",
        ],
        takeaways: [
          "Caller ID can be faked; it does not prove who is calling.",
          "Judge what the caller asks for, not how much they seem to know.",
        ],
        illustration: "phone-call",
        illustrationAlt: "A smartphone showing an incoming call from a familiar-looking number, with sound waves around it.",
      },
      {
        title: "Callback phishing: the e-mail that asks you to call",
        body: [
          "Callback phishing flips the script: instead of calling you, criminals get you to call them. An e-mail or text says your antivirus subscription has just renewed for a large amount, an order is on its way or an invoice is overdue. There is no link or attachment for filters to catch, only a phone number to cancel or dispute. Because you dialled, you trust whoever answers.",
          "The polite agent then asks you to open a website or install a remote-access tool to process the refund, and takes control of your computer. Some show a fake over-refund and ask you to send the difference back. In 2025 the FBI warned that one group, known as Silent Ransom Group or Luna Moth, used exactly this route into law firms to steal data and demand payment. If a charge worries you, check it in the official app or website you already use, not through the number in the message.",
        ],
        takeaways: [
          "An unexpected invoice with a phone number is a lure, not a service.",
          "Check charges in the official app or site, not through the number provided.",
        ],
        illustration: "email-warning",
        illustrationAlt: "An e-mail about an expensive subscription renewal, with its phone number flagged by a warning sign.",
      },
      {
        title: "Fake IT support, by phone or chat",
        body: [
          "IT teams rarely contact you out of the blue to ask you to install software, share your screen, approve a sign-in prompt or read out a code. Criminals do. A current pattern starts with your inbox suddenly flooded by hundreds of newsletter sign-ups; minutes later “the help desk” calls, or messages you on Teams from an outside account, offering to fix it through Quick Assist or another remote tool. Microsoft reported this pattern in 2024 as a route to ransomware.",
          "It also runs the other way: attackers phone the service desk pretending to be employees who need a password or MFA reset because of a new phone. If you work on the service desk, verify identity by the procedure, such as calling back the number in the directory or getting the manager's approval, not by details anyone can look up, like an employee ID or a manager's name.",
        ],
        takeaways: [
          "Unexpected “IT” asking for remote access or a code: end the contact and call the service desk yourself.",
          "Service desks verify identity by procedure, not by facts found online.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "A figure with a help-desk headset and a mask, offering a remote-access window on a laptop.",
      },
      {
        title: "Voice clones and fake bank call centres",
        body: [
          "A few seconds of recorded speech can be enough to clone a voice, so a call that sounds exactly like your manager, a client or a relative still needs checking when it asks for money, data or secrecy. Agree a simple verification step with your team, such as calling back on the directory number, and use it every time, without apologising.",
          "Fake bank calls follow a script: a suspicious purchase, a transfer to the “security department” and an urgent fix. As FEBRABAN keeps repeating, banks in Brazil don't ask for your password or token codes, don't ask you to move money to a “safe account” or make a test Pix, and don't send a courier to collect your card. Any of those requests means the call is a scam, whatever number appears on the screen.",
        ],
        takeaways: [
          "A familiar voice is not proof of identity.",
          "Banks don't ask for passwords, codes, safe-account transfers or your card.",
        ],
        illustration: "ai-voice",
        illustrationAlt: "A sound wave copied from one speaker to another, with a question mark over the second voice.",
      },
      {
        title: "Hang up and call back, the right way",
        body: [
          "Ending the call is always allowed, and you don't owe a stranger an explanation. Say you will call back, and hang up. Then find the number yourself: the back of your card, the official app, the company directory, a contract or an invoice you already had. Don't press redial, don't use a number from the message, and be careful with search results, since criminals buy ads and publish fake support numbers.",
          "On a landline, wait a few minutes or use another phone: some scammers keep the line open and play a dial tone, so your call back goes straight to them. Then report the call to your security team with the time, the number shown and what was asked. If you already gave a code or a password, or let someone onto your computer, disconnect it from the network, leave it on, report at once and change passwords from a trusted device.",
        ],
        takeaways: [
          "Hang up, find the number yourself and call back, ideally from another phone.",
          "Report vishing attempts, and report at once if you gave anything away.",
        ],
        illustration: "checklist",
        illustrationAlt: "A short checklist: hang up, find the number yourself, call back, report.",
      },
    ],
    keyTakeaways: [
      "Caller ID can be spoofed; judge the request, not the number on the screen.",
      "Don't call numbers from unexpected invoices or renewal notices; check in the official app or site.",
      "Unexpected IT contact asking for remote access, codes or approvals is a reason to hang up and call the service desk.",
      "A familiar voice can be cloned, and banks don't ask for passwords, codes, transfers or your card.",
      "Hang up, call back on a number you found yourself, and report the attempt.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "An e-mail says your company's antivirus subscription renewed today for R$ 2,399 and gives a toll-free number to cancel within 24 hours. There is no link or attachment, and you don't remember buying it. What do you do?",
          options: [
            "Call the number, since an e-mail with no links or attachments cannot infect anything",
            "Report the e-mail, and check purchases with IT or in the vendor's official portal",
            "Call the number but refuse to give card details, and ask them to cancel by e-mail",
            "Reply to the e-mail saying you didn't buy it, and ask them to cancel the renewal",
          ],
          correct: [1],
          explanation:
            "This is callback phishing: the phone number is the attack, and the “agent” will try to get you onto a website or a remote-access tool. Replying confirms your address to criminals. Checking purchases through channels you already know settles the question safely, and reporting helps block the campaign.",
        },
        {
          prompt:
            "A caller says your bank card has been cloned and tells you to hang up and call the number on the back of the card. You do so at once from the same landline, and a “security agent” asks you to type your card password to block it. What went wrong?",
          options: [
            "It went fine; you dialled the official number, so the agent and the request are genuine",
            "The number printed on the card may be out of date; the one in the bank's app is the right one",
            "The scammer may have held the line open; use another phone, and don't give the password",
            "You should have asked the agent for an employee ID before answering his questions",
          ],
          correct: [2],
          explanation:
            "On a landline, a scammer can keep the call open and play a dial tone, so dialling again reaches the same people. The password request alone proves it is a scam: banks don't ask for it. An employee ID is as easy to invent as the rest of the story.",
        },
        {
          prompt:
            "Your inbox suddenly fills with hundreds of newsletter sign-ups. Ten minutes later, “Help Desk” messages you on Teams from an outside account and offers to stop the flood if you open Quick Assist and share the code. What is the best response?",
          options: [
            "Decline, and contact the service desk yourself through the intranet or its known number",
            "Accept, since the help desk already knows about the flood and is clearly acting fast",
            "Accept the session, but watch the screen closely and end it if anything looks odd",
            "Ask them to prove they work in IT by telling you your employee ID and manager first",
          ],
          correct: [0],
          explanation:
            "The flood is the pretext: criminals create the problem, then offer to fix it from an outside account. A remote session hands over control faster than you can react, and your employee ID and manager are easy to find. Your own service desk, reached through a channel you know, can tell you whether anyone is really working on it.",
        },
        {
          prompt:
            "You hang up on a caller who claimed to be from your bank. Which of these are safe ways to reach the bank now? Select all that apply.",
          options: [
            "The number printed on the back of your card",
            "Pressing redial to return the call you just received",
            "The first phone number in a web search for the bank's name",
            "The contact option inside the bank's official app",
            "The number the caller gave you for the “security department”",
          ],
          correct: [0, 3],
          explanation:
            "Numbers you find yourself, on your card or in the official app, lead to the real bank; on a landline, wait a few minutes or use another phone first. Redial and the caller's “security department” reach the scammers, and search results can show paid ads with fake support numbers.",
        },
        {
          prompt:
            "You work on the service desk. A caller says he is a sales director abroad with a new phone and needs his MFA reset now for a client meeting. He gives his employee ID and his manager's name correctly. What do you do?",
          options: [
            "Reset it, since the employee ID and the manager's name match the records",
            "Reset it after he answers a personal question from his profile, like his birthday",
            "Follow the identity procedure, such as calling back his number in the directory",
            "Reset it, and send the new setup link to the personal e-mail address he gives you",
          ],
          correct: [2],
          explanation:
            "Employee IDs, managers' names and birthdays can be found online or in old leaks, and urgency is part of the script used in attacks on service desks. A call back to the number on record, or the manager's approval through a known channel, confirms the person. A personal e-mail sends the reset straight to the caller.",
        },
        {
          prompt:
            "Your phone shows your company's main switchboard number. The caller says he is from IT and asks you to approve the sign-in prompt that is about to appear on your phone. What does the caller ID tell you?",
          options: [
            "That the call comes from inside the company, so the request is genuine",
            "That the caller is at least on a company line, so one approval is low risk",
            "That IT has already checked your identity, which is why it can send the prompt",
            "Nothing you can rely on; decline the prompt and report the call to security",
          ],
          correct: [3],
          explanation:
            "Any number can be displayed, including your own switchboard. A prompt you didn't start means someone else is signing in with your password, and approving it lets them in. Decline it, report the call, and change your password from a trusted device if the prompt appears.",
        },
        {
          prompt:
            "During a call from “IT”, you let the caller connect to your laptop for ten minutes before realising it was a scam. What should you do now?",
          options: [
            "Disconnect the laptop from the network, leave it on and report to security at once",
            "Uninstall the remote tool and restart the laptop, then carry on if it works normally",
            "Run a full antivirus scan first, and report it if the scan finds something suspicious",
            "Change your password on the same laptop, then switch it off until the next day",
          ],
          correct: [0],
          explanation:
            "In ten minutes an attacker can install other tools, steal saved passwords and sessions, or copy files. Cutting the network stops that, keeping the laptop on preserves evidence, and security can then investigate and reset what is needed. A clean scan doesn't prove much, and a password typed on a compromised machine may be captured.",
        },
      ],
    },
    badge: {
      name: "Vishing Defender",
      description:
        "Recognises vishing and callback phishing, ignores caller ID, and hangs up and calls back on a number found independently.",
    },
  },
  pt: {
    title: "Vishing e phishing de retorno: desligue e ligue de volta",
    summary:
      "Reconheça golpes por telefone e os e-mails que levam você a ligar para o golpista, entenda por que o número na tela não prova nada, como funcionam o falso suporte de TI e as vozes clonadas, e o hábito simples que derrota todos eles: desligar e ligar de volta em um número que você mesmo encontrou.",
    steps: [
      {
        title: "Por que os golpes por telefone funcionam",
        body: [
          "Vishing (phishing por voz) é o phishing feito por ligação, correio de voz ou mensagem de áudio. Funciona porque uma voz ao vivo parece pessoal e não deixa tempo para pensar: não dá para passar o mouse sobre uma voz para ver aonde ela leva, e alguém simpático e seguro, que sabe seu nome e o nome do seu gestor, soa como colega de empresa. Esses detalhes são fáceis de achar no LinkedIn, no site da empresa e em vazamentos antigos.",
          "O número que aparece na tela não prova nada. Exibir um número falso, o chamado spoofing, é barato e comum: seu celular pode mostrar o número verdadeiro do seu banco, de um órgão público ou da central da sua própria empresa. Organizações de verdade também ligam para as pessoas, então julgue o pedido, não o número. Senhas, códigos de uso único, acesso remoto, pagamentos e troca de dados são o que os golpistas querem.",
        ],
        takeaways: [
          "O número na tela pode ser falsificado; ele não prova quem está ligando.",
          "Julgue o que a pessoa pede, não o quanto ela parece saber.",
        ],
        illustration: "phone-call",
        illustrationAlt: "Um celular recebendo uma ligação de um número com aparência conhecida, com ondas sonoras ao redor.",
      },
      {
        title: "Phishing de retorno: o e-mail que pede para você ligar",
        body: [
          "O phishing de retorno inverte o roteiro: em vez de ligar para você, os criminosos fazem você ligar para eles. Um e-mail ou SMS diz que sua assinatura de antivírus acaba de ser renovada por um valor alto, que um pedido está a caminho ou que uma fatura venceu. Não há link nem anexo para os filtros pegarem, só um telefone para cancelar ou contestar. Como foi você quem ligou, você confia em quem atende.",
          "O atendente educado pede então que você abra um site ou instale uma ferramenta de acesso remoto para processar o reembolso, e assume o controle do computador. Alguns mostram um reembolso a mais, falso, e pedem que você devolva a diferença. Em 2025, o FBI alertou que um grupo conhecido como Silent Ransom Group ou Luna Moth usava exatamente esse caminho para entrar em escritórios de advocacia, roubar dados e exigir pagamento. Se uma cobrança preocupa você, confira no aplicativo ou no site oficial que você já usa, não pelo número da mensagem.",
        ],
        takeaways: [
          "Cobrança inesperada com número de telefone é isca, não atendimento.",
          "Confira cobranças no aplicativo ou no site oficial, não pelo número recebido.",
        ],
        illustration: "email-warning",
        illustrationAlt: "Um e-mail sobre a renovação cara de uma assinatura, com o número de telefone marcado por um sinal de alerta.",
      },
      {
        title: "Falso suporte de TI, por telefone ou chat",
        body: [
          "A equipe de TI raramente procura você do nada para pedir que instale um programa, compartilhe a tela, aprove um pedido de login ou leia um código. Golpistas fazem isso. Um padrão atual começa com a caixa de entrada de repente lotada de centenas de cadastros em newsletters; minutos depois, o “suporte” liga, ou manda mensagem no Teams de uma conta externa, oferecendo resolver tudo pelo Assistência Rápida (Quick Assist) ou outra ferramenta remota. A Microsoft relatou esse padrão em 2024 como porta de entrada para ransomware.",
          "Também acontece no sentido contrário: atacantes ligam para a central de serviços fingindo ser colaboradores que precisam redefinir senha ou MFA por causa de um celular novo. Se você trabalha na central, confirme a identidade pelo procedimento, como ligar de volta para o número do diretório ou obter a aprovação do gestor, e não por dados que qualquer um consegue descobrir, como matrícula ou nome do gestor.",
        ],
        takeaways: [
          "“TI” inesperada pedindo acesso remoto ou código: encerre o contato e procure você mesmo a central de serviços.",
          "A central de serviços confirma identidade por procedimento, não por dados achados na internet.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Uma figura mascarada com fone de suporte técnico, oferecendo uma janela de acesso remoto em um notebook.",
      },
      {
        title: "Vozes clonadas e falsas centrais de banco",
        body: [
          "Poucos segundos de fala gravada podem bastar para clonar uma voz, então uma ligação que soa exatamente como seu gestor, um cliente ou um parente ainda precisa de confirmação quando pede dinheiro, dados ou sigilo. Combine com a equipe uma checagem simples, como ligar de volta no número do diretório, e use sempre, sem pedir desculpas.",
          "As falsas centrais de banco seguem um roteiro: uma compra suspeita, a transferência para o “setor de segurança” e uma solução urgente. Como a FEBRABAN não cansa de repetir, bancos não pedem sua senha nem códigos de token, não pedem que você transfira dinheiro para uma “conta segura” ou faça um Pix de teste e não mandam motoboy buscar seu cartão. Qualquer um desses pedidos mostra que a ligação é golpe, seja qual for o número na tela.",
        ],
        takeaways: [
          "Voz conhecida não é prova de identidade.",
          "Bancos não pedem senha, código, transferência para conta segura nem o seu cartão.",
        ],
        illustration: "ai-voice",
        illustrationAlt: "Uma onda sonora copiada de uma pessoa para outra, com um ponto de interrogação sobre a segunda voz.",
      },
      {
        title: "Desligue e ligue de volta do jeito certo",
        body: [
          "Encerrar a ligação é sempre permitido, e você não deve explicações a um desconhecido. Diga que vai retornar e desligue. Depois, encontre o número você mesmo: no verso do cartão, no aplicativo oficial, no diretório da empresa, em um contrato ou em uma fatura que você já tinha. Não use a rediscagem nem um número da mensagem, e cuidado com resultados de busca, porque golpistas compram anúncios e publicam falsos números de atendimento.",
          "No telefone fixo, espere alguns minutos ou use outro aparelho: alguns golpistas mantêm a linha presa e simulam o sinal de discagem, e sua ligação de volta cai direto neles. Depois, reporte a ligação à equipe de segurança com o horário, o número exibido e o que foi pedido. Se você já passou um código ou uma senha, ou deixou alguém entrar no seu computador, desconecte-o da rede, deixe-o ligado, reporte na hora e troque as senhas em um dispositivo confiável.",
        ],
        takeaways: [
          "Desligue, encontre o número você mesmo e ligue de volta, de preferência de outro aparelho.",
          "Reporte tentativas de vishing, e reporte na hora se já tiver entregado algo.",
        ],
        illustration: "checklist",
        illustrationAlt: "Uma lista curta: desligar, achar o número por conta própria, ligar de volta, reportar.",
      },
    ],
    keyTakeaways: [
      "O número na tela pode ser falsificado; julgue o pedido, não o número.",
      "Não ligue para números de cobranças ou renovações inesperadas; confira no aplicativo ou no site oficial.",
      "Contato inesperado da TI pedindo acesso remoto, códigos ou aprovações é motivo para desligar e procurar a central de serviços.",
      "Vozes conhecidas podem ser clonadas, e bancos não pedem senha, código, transferência nem o seu cartão.",
      "Desligue, ligue de volta em um número que você mesmo encontrou e reporte a tentativa.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Um e-mail diz que a assinatura de antivírus da empresa foi renovada hoje por R$ 2.399 e traz um 0800 para cancelar em até 24 horas. Não há link nem anexo, e você não lembra dessa compra. O que você faz?",
          options: [
            "Liga para o número, já que um e-mail sem links nem anexos não consegue infectar o computador",
            "Reporta o e-mail e confere as compras com a TI ou no portal oficial do fornecedor",
            "Liga para o número, mas se recusa a passar o cartão e pede o cancelamento por e-mail",
            "Responde ao e-mail dizendo que não comprou e pede o cancelamento da renovação",
          ],
          correct: [1],
          explanation:
            "Isso é phishing de retorno: o telefone é o ataque, e o “atendente” vai tentar levar você a um site ou a uma ferramenta de acesso remoto. Responder confirma seu endereço aos criminosos. Conferir as compras por canais que você já conhece resolve a dúvida com segurança, e reportar ajuda a bloquear a campanha.",
        },
        {
          prompt:
            "Alguém liga dizendo que seu cartão foi clonado e orienta você a desligar e ligar para o número no verso do cartão. Você faz isso na hora, do mesmo telefone fixo, e um “agente de segurança” pede que você digite a senha do cartão para bloqueá-lo. O que deu errado?",
          options: [
            "Deu tudo certo; você discou o número oficial, então o agente e o pedido são verdadeiros",
            "O número impresso no cartão pode estar desatualizado; o certo era o do aplicativo do banco",
            "O golpista pode ter segurado a linha; use outro aparelho e não passe a senha",
            "Você deveria ter pedido a matrícula do agente antes de responder às perguntas",
          ],
          correct: [2],
          explanation:
            "No telefone fixo, o golpista consegue manter a chamada aberta e simular o sinal de discagem, e a nova ligação cai nas mesmas pessoas. O pedido de senha, por si só, já prova o golpe: bancos não pedem senha. Uma matrícula é tão fácil de inventar quanto o resto da história.",
        },
        {
          prompt:
            "Sua caixa de entrada de repente se enche de centenas de cadastros em newsletters. Dez minutos depois, o “Help Desk” manda mensagem no Teams de uma conta externa e se oferece para parar a enxurrada se você abrir o Assistência Rápida e passar o código. Qual é a melhor resposta?",
          options: [
            "Recusar e procurar você mesmo a central de serviços pela intranet ou pelo número conhecido",
            "Aceitar, já que o suporte já sabe da enxurrada e está agindo rápido, o que é bom sinal",
            "Aceitar a sessão, mas acompanhar a tela de perto e encerrar se algo parecer estranho",
            "Pedir que provem que são da TI dizendo sua matrícula e o nome do seu gestor primeiro",
          ],
          correct: [0],
          explanation:
            "A enxurrada é o pretexto: os criminosos criam o problema e depois oferecem a solução de uma conta externa. Uma sessão remota entrega o controle mais rápido do que você consegue reagir, e sua matrícula e seu gestor são fáceis de descobrir. A central de serviços, acessada por um canal que você conhece, diz se alguém está mesmo cuidando disso.",
        },
        {
          prompt:
            "Você desligou na cara de alguém que dizia ser do seu banco. Quais destes são jeitos seguros de falar com o banco agora? Marque todas as opções corretas.",
          options: [
            "O número impresso no verso do seu cartão",
            "A rediscagem, para retornar a ligação que você acabou de receber",
            "O primeiro telefone que aparece ao buscar o nome do banco na internet",
            "A opção de contato dentro do aplicativo oficial do banco",
            "O número que a pessoa passou para o “setor de segurança”",
          ],
          correct: [0, 3],
          explanation:
            "Números que você mesmo encontra, no cartão ou no aplicativo oficial, levam ao banco de verdade; no telefone fixo, espere alguns minutos ou use outro aparelho antes. A rediscagem e o “setor de segurança” de quem ligou levam aos golpistas, e resultados de busca podem mostrar anúncios pagos com falsos números de atendimento.",
        },
        {
          prompt:
            "Você trabalha na central de serviços. Um homem liga dizendo ser diretor comercial, estar no exterior com um celular novo e precisar redefinir o MFA agora para uma reunião com cliente. Ele informa corretamente a matrícula e o nome do gestor. O que você faz?",
          options: [
            "Redefine, já que a matrícula e o nome do gestor batem com o cadastro",
            "Redefine depois que ele responder uma pergunta pessoal do perfil, como o aniversário",
            "Segue o procedimento de identidade, como ligar de volta para o número do diretório",
            "Redefine e manda o novo link de configuração para o e-mail pessoal que ele informar",
          ],
          correct: [2],
          explanation:
            "Matrícula, nome do gestor e data de aniversário podem ser achados na internet ou em vazamentos antigos, e a urgência faz parte do roteiro dos ataques a centrais de serviços. Ligar de volta para o número do cadastro, ou obter a aprovação do gestor por um canal conhecido, confirma a pessoa. Um e-mail pessoal entrega a redefinição direto a quem ligou.",
        },
        {
          prompt:
            "O celular mostra o número da central telefônica da sua empresa. Quem liga diz ser da TI e pede que você aprove o pedido de login que vai aparecer no seu celular. O que o número exibido diz a você?",
          options: [
            "Que a ligação vem de dentro da empresa, então o pedido é verdadeiro",
            "Que a pessoa ao menos está em uma linha da empresa, então uma aprovação é pouco arriscada",
            "Que a TI já conferiu sua identidade, e por isso consegue enviar o pedido",
            "Nada em que se possa confiar; recuse o pedido e reporte a ligação à segurança",
          ],
          correct: [3],
          explanation:
            "Qualquer número pode ser exibido, inclusive o da central da sua empresa. Um pedido de login que você não iniciou significa que outra pessoa está entrando com a sua senha, e aprová-lo deixa essa pessoa entrar. Recuse, reporte a ligação e troque a senha em um dispositivo confiável se o pedido aparecer.",
        },
        {
          prompt:
            "Durante uma ligação da “TI”, você deixou a pessoa se conectar ao seu notebook por dez minutos antes de perceber o golpe. O que fazer agora?",
          options: [
            "Desconectar o notebook da rede, deixá-lo ligado e reportar à segurança na hora",
            "Desinstalar a ferramenta remota e reiniciar o notebook, seguindo se tudo funcionar",
            "Rodar antes um antivírus completo e reportar se ele encontrar algo suspeito",
            "Trocar a senha no mesmo notebook e desligá-lo até o dia seguinte",
          ],
          correct: [0],
          explanation:
            "Em dez minutos o atacante pode instalar outras ferramentas, roubar senhas e sessões salvas ou copiar arquivos. Cortar a rede interrompe isso, manter o notebook ligado preserva evidências, e a segurança então investiga e redefine o que for preciso. Um antivírus limpo não prova muita coisa, e uma senha digitada em uma máquina comprometida pode ser capturada.",
        },
      ],
    },
    badge: {
      name: "Defensor contra vishing",
      description:
        "Reconhece vishing e phishing de retorno, não confia no número na tela e desliga para ligar de volta em um número encontrado por conta própria.",
    },
  },
} satisfies CourseContent;

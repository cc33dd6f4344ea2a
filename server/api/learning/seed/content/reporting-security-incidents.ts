import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "reporting-security-incidents",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["incident-response", "reporting", "security-culture"],
  passingScore: 80,
  free: true,
  badgeColor: "#C0262D",
  references: [
    "NIST SP 800-61 Rev. 3 – Incident Response Recommendations and Considerations for Cybersecurity Risk Management",
    "NCSC (UK) – Incident management guidance and Mitigating malware and ransomware attacks",
    "CISA – #StopRansomware Guide and Secure Our World: report phishing",
    "GDPR (Regulation (EU) 2016/679), art. 33",
    "LGPD (Lei 13.709/2018), art. 48, and ANPD Resolução CD/ANPD nº 15/2024",
  ],
  en: {
    title: "Reporting Security Incidents: What, When and How",
    summary:
      "Learn what counts as a security incident, why every minute matters, how to report quickly and clearly, what to avoid doing on your own, and why a blameless culture makes everyone safer.",
    steps: [
      {
        title: "What counts as an incident",
        body: [
          "A security incident is anything that threatens the confidentiality, integrity or availability of information or systems. You do not need to be sure; a reasonable suspicion is enough to report. Common examples: you clicked a link or entered your password on a suspicious page, you opened an unexpected attachment, or you received multi-factor prompts you did not request.",
          "Also report a lost or stolen laptop, phone or badge; personal or confidential data sent to the wrong person; files that suddenly will not open or have strange extensions; a ransom note; a caller pressuring you for access or a change of bank details; a colleague's account sending odd messages; or the server room door propped open. Physical and human events count as much as technical ones.",
        ],
        takeaways: [
          "Suspicion is enough; you do not need proof.",
          "Mistakes, losses and odd requests are incidents too.",
          "Unexpected MFA prompts mean someone may have your password.",
        ],
        illustration: "alarm",
        illustrationAlt: "An alarm bell surrounded by icons of a phishing email, a lost phone, a ransom note and an open door.",
      },
      {
        title: "Why minutes matter",
        body: [
          "Attackers move fast. A stolen password can be used within minutes to read a mailbox, create forwarding rules or send phishing to your contacts, and ransomware can spread from one computer across a network in hours. An early report lets the security team reset credentials, block a sender for everyone, isolate a machine or wipe a lost phone before the damage grows.",
          "There are legal clocks too. When personal data is involved, companies may have to notify authorities quickly, for example within 72 hours under the GDPR or three business days to Brazil's ANPD, and those clocks start when the company becomes aware. One report also protects others: if you received a phishing email, your colleagues probably did as well.",
        ],
        takeaways: ["The earlier the report, the smaller the damage.", "Your report may protect the whole company, not just you."],
        illustration: "time-management",
        illustrationAlt: "A stopwatch next to a shield, showing that fast reporting limits the damage of an attack.",
      },
      {
        title: "How to report",
        body: [
          "Know your channel before you need it: the service desk, a security email address or phone line, the report button in your email client or the incident form on the intranet. Keep the phone number somewhere you can reach without your computer, since the computer may be the thing that is compromised. If you are not sure who to tell, tell the service desk and your manager; they will route it.",
          "Say what happened and when, what you saw (sender, link, file name, message on screen), which devices and accounts are involved, and what you already did, such as typing your password or opening a file. A screenshot or a photo of the screen helps. Be honest about your own actions: those details are what let the team respond properly. Then stay reachable and follow their instructions.",
        ],
        takeaways: [
          "Keep the security contact somewhere outside your computer.",
          "Report what, when, where and what you already did.",
          "Screenshots help; honesty helps more.",
        ],
        illustration: "incident-report",
        illustrationAlt: "An incident report form with fields for what happened, when, which device and what was already done.",
      },
      {
        title: "What not to do",
        body: [
          "Do not investigate on your own. Opening the attachment again, clicking the link to see where it goes or running cleanup tools can spread the problem or destroy clues. Do not delete emails, files or messages, and do not switch off, wipe or reset the device unless the security team asks. If you suspect malware or ransomware, isolate the device from the network at once (unplug the cable, turn off Wi-Fi), leave it on and report. Do not forward a suspicious email to colleagues to ask their opinion; use the report button.",
          "Never pay or negotiate: not a ransom, not an extortion email claiming to have compromising videos, not an urgent invoice from a supposed executive. Decisions about ransom demands belong to leadership, legal and law enforcement, and agencies such as CISA and the NCSC advise against paying. Also avoid discussing the incident on social media or with outsiders until the company decides what to say.",
        ],
        takeaways: [
          "Do not investigate, clean up or delete evidence yourself.",
          "Never pay, reply to or negotiate with attackers.",
          "Keep incident details inside the official channel.",
          "Suspect malware? Disconnect from the network, leave the device on, report.",
        ],
        illustration: "ransomware",
        illustrationAlt: "A ransom note on a computer screen, crossed out next to a phone used to call the security team.",
      },
      {
        title: "Blameless culture: reporting is the right move",
        body: [
          "Anyone can be fooled: phishing is crafted by professionals to catch busy people. Good security teams work with a blameless culture, which means the focus is on what happened and how to fix the process, not on punishing the person who raised the alarm. Someone who reports a mistake within five minutes is helping; the real damage comes from silence.",
          "If you clicked, say so. If you notice a colleague's mistake, encourage them to report it or report it together. When the team asks questions afterwards, answer openly; these reviews improve training, tools and processes for everyone. And if what you reported turns out to be harmless, that is a success, not a waste of time.",
        ],
        takeaways: ["Reporting your own mistake quickly is the responsible choice.", "False alarms are welcome; silence is the real risk."],
        illustration: "handshake",
        illustrationAlt: "An employee and a security analyst shaking hands after an incident report.",
      },
    ],
    keyTakeaways: [
      "Report anything suspicious, including your own mistakes; you do not need proof.",
      "Report immediately: minutes can decide how much damage an attack does.",
      "Use the official channel and say what happened, when, on which device and what you already did.",
      "Do not investigate alone, delete evidence or pay attackers.",
      "A blameless culture rewards fast, honest reporting.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which of these should you report as a security incident? Select all that apply.",
          options: [
            "Your password manager reminds you to update the app",
            "You typed your password on a page that then showed an error",
            "A colleague's account sends you an odd link with no context",
            "IT announces planned maintenance of the intranet tonight",
            "You receive MFA approval requests you did not start",
          ],
          correct: [1, 2, 4],
          explanation:
            "A password typed into a suspicious page, a colleague's account behaving oddly and unexpected MFA requests are all incidents, even without proof of harm. A routine update reminder and announced maintenance are normal operations; if an announcement itself looks odd, check it through the service desk.",
        },
        {
          prompt:
            "At 6 pm on a Friday you realise the login page you used an hour ago was fake and you typed your password. What do you do?",
          options: [
            "Wait until Monday so you don't bother anyone on a Friday",
            "Change the password yourself and say nothing, since it's fixed",
            "Report it now through the security channel and say you typed your password",
            "Delete the e-mail so nobody else clicks it",
          ],
          correct: [2],
          explanation:
            "A weekend is plenty of time for an attacker to use your account. Changing the password helps, but the team may also need to end active sessions, check for forwarding rules and warn colleagues who received the same e-mail. Deleting the e-mail removes evidence.",
        },
        {
          prompt: "Which report gives the security team the most useful start?",
          options: [
            "I think I have a virus on my laptop, could someone check it when possible?",
            "10:15, invoice.zip from billing@example.net, laptop LAP-0423: a window flashed; nothing else done",
            "Hi all, did anyone else get a weird invoice e-mail this morning? I opened mine, not sure it's fine",
            "Nothing yet: I'll wait until I'm sure something is actually wrong before reporting",
          ],
          correct: [1],
          explanation:
            "Time, sender, file, device and what you did let the team act immediately: block the sender, isolate the laptop and search for the same e-mail elsewhere. Vague reports cost time, a message to the whole team spreads the trap, and waiting for certainty lets the attack progress.",
        },
        {
          prompt:
            "Your screen shows a ransom note demanding cryptocurrency within 24 hours to unlock your files. What is the right first response?",
          options: [
            "Switch off the computer at once so the encryption stops spreading",
            "Disconnect it from the network, leave it on and report at once",
            "Transfer the amount now, before the 24 hours run out",
            "E-mail the attackers to ask for more time",
          ],
          correct: [1],
          explanation:
            "Isolating the device from the network (cable out, Wi-Fi off) stops the spread, leaving it on keeps evidence that a shutdown would erase, and an immediate report lets the team contain the attack. Payment decisions belong to leadership, legal and law enforcement; paying does not guarantee recovery and funds further attacks.",
        },
        {
          prompt: "A suspicious e-mail lands in your inbox. Why should you not forward it to your team to ask whether it is real?",
          options: [
            "Because e-mail is too slow when something is urgent",
            "Because the security team accepts reports by phone only",
            "It spreads the trap to more people; report it instead",
            "Because forwarding deletes the original from your inbox",
          ],
          correct: [2],
          explanation:
            "Forwarding puts the same trap in front of more colleagues, and someone may click. The report button sends the e-mail, with its technical details, straight to the people who can analyse it and block it for everyone.",
        },
        {
          prompt:
            "A colleague tells you they approved a fake change of a supplier's bank details yesterday, but they fear being blamed. What is the best advice?",
          options: [
            "Stay quiet and hope the bank notices the fraud itself",
            "Contact the fraudsters and ask for the money back",
            "Report it now, together if that helps: speed may stop the payment",
            "Delete the e-mail thread to avoid embarrassment",
          ],
          correct: [2],
          explanation:
            "In payment fraud, hours can decide whether a transfer is recalled. A blameless culture focuses on how the fake request got through and how to stop the next one. Silence, deleting evidence or contacting the criminals only makes things worse.",
        },
      ],
    },
    badge: {
      name: "First Responder",
      description: "Recognises security incidents, reports them fast and clearly through the right channel, and protects the evidence.",
    },
  },
  pt: {
    title: "Como reportar incidentes de segurança",
    summary:
      "Saiba o que conta como incidente de segurança, por que cada minuto importa, como reportar de forma rápida e clara, o que não fazer por conta própria e por que uma cultura sem caça aos culpados deixa todo mundo mais seguro.",
    steps: [
      {
        title: "O que é um incidente",
        body: [
          "Incidente de segurança é qualquer evento que ameace a confidencialidade, a integridade ou a disponibilidade de informações ou sistemas. Você não precisa ter certeza; uma suspeita razoável já basta para reportar. Exemplos comuns: você clicou em um link ou digitou a senha em uma página suspeita, abriu um anexo inesperado ou recebeu pedidos de autenticação multifator (MFA) que não solicitou.",
          "Reporte também: notebook, celular ou crachá perdido ou roubado; dados pessoais ou confidenciais enviados à pessoa errada; arquivos que de repente não abrem ou ganham extensões estranhas; uma nota de resgate; alguém ao telefone pressionando por acesso ou por troca de dados bancários; a conta de um colega mandando mensagens esquisitas; ou a porta da sala de servidores mantida aberta com um calço. Eventos físicos e humanos contam tanto quanto os técnicos.",
        ],
        takeaways: [
          "Suspeita basta; você não precisa de provas.",
          "Erros, perdas e pedidos estranhos também são incidentes.",
          "Pedido de MFA inesperado indica que alguém pode ter a sua senha.",
        ],
        illustration: "alarm",
        illustrationAlt: "Sino de alarme cercado por ícones de e-mail de phishing, celular perdido, nota de resgate e porta aberta.",
      },
      {
        title: "Por que cada minuto importa",
        body: [
          "Atacantes agem rápido. Uma senha roubada pode ser usada em minutos para ler uma caixa de e-mail, criar regras de encaminhamento ou disparar phishing para os seus contatos, e um ransomware pode se espalhar de um computador para a rede inteira em poucas horas. Um reporte rápido permite que a equipe de segurança redefina credenciais, bloqueie um remetente para todos, isole uma máquina ou apague remotamente um celular perdido antes que o estrago cresça.",
          "Também há prazos legais. Quando há dados pessoais envolvidos, a empresa pode ter de comunicar as autoridades rapidamente, por exemplo em até 72 horas pelo GDPR ou em três dias úteis à ANPD, e esses prazos começam a contar quando a empresa toma conhecimento. Um reporte também protege os outros: se você recebeu um e-mail de phishing, seus colegas provavelmente também receberam.",
        ],
        takeaways: ["Quanto antes o reporte, menor o estrago.", "Seu reporte pode proteger a empresa inteira, não só você."],
        illustration: "time-management",
        illustrationAlt: "Cronômetro ao lado de um escudo, mostrando que reportar rápido limita o estrago de um ataque.",
      },
      {
        title: "Como reportar",
        body: [
          "Conheça o canal antes de precisar dele: central de serviços (service desk), e-mail ou telefone da segurança, botão de reportar no seu cliente de e-mail ou formulário de incidentes na intranet. Guarde o telefone em um lugar que você acesse sem o computador, já que ele pode ser justamente o equipamento comprometido. Se não souber a quem reportar, reporte à central de serviços e ao seu gestor; eles encaminham.",
          "Conte o que aconteceu e quando, o que você viu (remetente, link, nome do arquivo, mensagem na tela), quais aparelhos e contas estão envolvidos e o que você já fez, como digitar a senha ou abrir um arquivo. Um print ou uma foto da tela ajuda. Seja honesto sobre o que você fez: são esses detalhes que permitem uma resposta adequada. Depois, fique disponível e siga as orientações da equipe.",
        ],
        takeaways: [
          "Guarde o contato da segurança fora do computador.",
          "Conte o quê, quando, onde e o que você já fez.",
          "Print ajuda; sinceridade ajuda mais.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Formulário de incidente com campos para o que aconteceu, quando, qual aparelho e o que já foi feito.",
      },
      {
        title: "O que não fazer",
        body: [
          "Não investigue por conta própria. Abrir o anexo de novo, clicar no link para ver aonde ele leva ou rodar ferramentas de limpeza pode espalhar o problema ou apagar pistas. Não apague e-mails, arquivos ou mensagens e não desligue, formate ou restaure o aparelho sem pedido da equipe de segurança. Se suspeitar de malware ou ransomware, isole o aparelho da rede na hora (tire o cabo, desative o Wi-Fi), mantenha-o ligado e reporte. Não encaminhe o e-mail suspeito aos colegas para pedir opinião; use o botão de reportar.",
          "Nunca pague nem negocie: nem resgate, nem e-mail de extorsão dizendo ter vídeos comprometedores, nem boleto urgente supostamente pedido por um diretor. Decisões sobre pedidos de resgate cabem à liderança, ao jurídico e às autoridades policiais, e órgãos como a CISA e o NCSC recomendam não pagar. Evite também comentar o incidente em redes sociais ou com pessoas de fora até a empresa decidir o que vai divulgar.",
        ],
        takeaways: [
          "Não investigue, não limpe e não apague evidências por conta própria.",
          "Nunca pague, responda ou negocie com atacantes.",
          "Mantenha os detalhes do incidente no canal oficial.",
          "Suspeita de malware? Desconecte da rede, mantenha ligado e reporte.",
        ],
        illustration: "ransomware",
        illustrationAlt: "Nota de resgate na tela do computador, riscada, ao lado de um telefone usado para chamar a equipe de segurança.",
      },
      {
        title: "Cultura sem culpados: reportar é o certo",
        body: [
          "Qualquer pessoa pode cair em um golpe: o phishing é feito por profissionais para pegar gente ocupada. Boas equipes de segurança trabalham com uma cultura sem caça aos culpados, em que o foco está no que aconteceu e em como corrigir o processo, não em punir quem deu o alerta. Quem reporta um erro em cinco minutos está ajudando; o estrago de verdade vem do silêncio.",
          "Se você clicou, fale. Se notar um erro de um colega, incentive a pessoa a reportar ou reportem juntos. Quando a equipe fizer perguntas depois, responda com transparência; essas análises melhoram treinamentos, ferramentas e processos para todos. E se o que você reportou for inofensivo, isso é um acerto, não perda de tempo.",
        ],
        takeaways: [
          "Reportar rápido o próprio erro é a atitude responsável.",
          "Alarme falso é bem-vindo; o risco de verdade é o silêncio.",
        ],
        illustration: "handshake",
        illustrationAlt: "Colaborador e analista de segurança apertando as mãos depois do reporte de um incidente.",
      },
    ],
    keyTakeaways: [
      "Reporte qualquer suspeita, inclusive seus próprios erros; você não precisa de provas.",
      "Reporte na hora: minutos podem definir o tamanho do estrago.",
      "Use o canal oficial e conte o que aconteceu, quando, em qual aparelho e o que você já fez.",
      "Não investigue sozinho, não apague evidências e não pague atacantes.",
      "Uma cultura sem caça aos culpados valoriza o reporte rápido e sincero.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Quais destas situações você deve reportar como incidente de segurança? Marque todas as que se aplicam.",
          options: [
            "Seu gerenciador de senhas lembra você de atualizar o aplicativo",
            "Você digitou sua senha em uma página que depois mostrou um erro",
            "A conta de um colega manda a você um link estranho, sem contexto",
            "A TI avisa que haverá manutenção programada na intranet hoje à noite",
            "Você recebe pedidos de aprovação de MFA que não iniciou",
          ],
          correct: [1, 2, 4],
          explanation:
            "Senha digitada em página suspeita, conta de colega com comportamento estranho e pedidos de MFA inesperados são incidentes, mesmo sem prova de dano. Um lembrete de atualização e uma manutenção anunciada são rotina; se o próprio aviso parecer estranho, confirme com a central de serviços.",
        },
        {
          prompt:
            "Às 18h de uma sexta-feira você percebe que a página de login que usou uma hora antes era falsa e que digitou sua senha. O que você faz?",
          options: [
            "Espera até segunda para não incomodar ninguém na sexta",
            "Troca a senha por conta própria e não fala nada, já que resolveu",
            "Reporta agora pelo canal de segurança e conta que digitou a senha na página",
            "Apaga o e-mail para ninguém mais clicar",
          ],
          correct: [2],
          explanation:
            "Um fim de semana é tempo de sobra para um atacante usar sua conta. Trocar a senha ajuda, mas a equipe pode precisar encerrar sessões ativas, procurar regras de encaminhamento e alertar colegas que receberam o mesmo e-mail. Apagar o e-mail elimina evidências.",
        },
        {
          prompt: "Qual reporte dá à equipe de segurança o ponto de partida mais útil?",
          options: [
            "Acho que estou com vírus no notebook, alguém pode olhar quando der?",
            "10h15, fatura.zip de cobranca@example.net, notebook NTB-0423: uma janela piscou; não fiz mais nada",
            "Pessoal, mais alguém recebeu um e-mail de fatura estranho hoje? Abri o meu, não sei se está tudo bem",
            "Nada por enquanto: vou esperar ter certeza de que algo deu errado antes de reportar",
          ],
          correct: [1],
          explanation:
            "Hora, remetente, arquivo, aparelho e o que você fez permitem agir na hora: bloquear o remetente, isolar o notebook e procurar o mesmo e-mail em outras caixas. Reportes vagos custam tempo, uma mensagem para a equipe toda espalha a armadilha e esperar por certeza deixa o ataque avançar.",
        },
        {
          prompt:
            "Sua tela mostra uma nota de resgate exigindo criptomoeda em 24 horas para liberar seus arquivos. Qual é a primeira reação correta?",
          options: [
            "Desligar o computador na hora para a criptografia não se espalhar",
            "Desconectar da rede, manter ligado e reportar imediatamente",
            "Transferir o valor agora, antes que as 24 horas acabem",
            "Mandar um e-mail aos atacantes pedindo mais prazo",
          ],
          correct: [1],
          explanation:
            "Isolar o aparelho da rede (tirar o cabo, desativar o Wi-Fi) interrompe a propagação, mantê-lo ligado preserva evidências que o desligamento apagaria e o reporte imediato permite à equipe conter o ataque. Decisões sobre pagamento cabem à liderança, ao jurídico e às autoridades policiais; pagar não garante a recuperação e financia novos ataques.",
        },
        {
          prompt:
            "Um e-mail suspeito chega à sua caixa de entrada. Por que você não deve encaminhá-lo à equipe para perguntar se é verdadeiro?",
          options: [
            "Porque e-mail é lento demais quando algo é urgente",
            "Porque a segurança aceita reportes por telefone apenas",
            "Encaminhar espalha a armadilha; reporte a mensagem",
            "Porque encaminhar apaga a mensagem original da sua caixa",
          ],
          correct: [2],
          explanation:
            "Encaminhar coloca a mesma armadilha na frente de mais colegas, e alguém pode clicar. O botão de reportar envia o e-mail, com seus detalhes técnicos, direto para quem pode analisá-lo e bloqueá-lo para todos.",
        },
        {
          prompt:
            "Um colega conta que ontem aprovou uma troca falsa dos dados bancários de um fornecedor, mas tem medo de ser culpado. Qual é o melhor conselho?",
          options: [
            "Ficar quieto e torcer para o banco perceber a fraude",
            "Entrar em contato com os golpistas e pedir o dinheiro de volta",
            "Reportar agora, juntos se isso ajudar: a rapidez pode barrar o pagamento",
            "Apagar a conversa por e-mail para evitar constrangimento",
          ],
          correct: [2],
          explanation:
            "Em fraudes de pagamento, horas podem decidir se uma transferência é recuperada. Uma cultura sem culpados foca em como o pedido falso passou e em como barrar o próximo. Silêncio, apagar evidências ou falar com os golpistas só pioram a situação.",
        },
      ],
    },
    badge: {
      name: "Primeira resposta",
      description: "Reconhece incidentes de segurança, comunica rápido e com clareza pelo canal certo e preserva as evidências.",
    },
  },
} satisfies CourseContent;

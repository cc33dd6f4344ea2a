import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "physical-security-and-clean-desk",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["physical-security", "tailgating", "clean-desk", "visitors", "secure-printing"],
  passingScore: 70,
  free: false,
  badgeColor: "#854D0E",
  references: [
    "ISO/IEC 27001:2022, Annex A controls 7.1 to 7.4 (physical perimeters, entry, securing offices, monitoring) and 7.7 (clear desk and clear screen)",
    "NIST SP 800-53 Rev. 5: PE family (Physical and Environmental Protection) and AC-11 (Device Lock)",
    "FBI advisory on the Silent Ransom Group, including in-person visits posing as IT staff (May 2025)",
    "CISA: Physical Security resources",
  ],
  en: {
    title: "Physical Security and Clean Desk: Guard the Door, the Desk and the Printer",
    summary:
      "Stop tailgaters politely, handle visitors and contractors, keep desks, screens and whiteboards clear, print securely and know what to report, because whoever gets inside can reach your data.",
    steps: [
      {
        title: "Physical access is digital access",
        body: [
          "Someone who gets inside your office can bypass most digital defences: plug a small device into a network port, photograph a whiteboard, pick up printouts or walk off with a laptop. Intruders rarely break in. They walk in behind someone polite, dressed as a courier, a cleaner or a technician, carrying boxes or a clipboard and looking busy.",
          "In 2025 the FBI warned that a data-extortion group, after failing to get remote access by phone, sent people to victims' offices posing as IT staff to plug storage devices into computers. Your everyday habits at the door, at your desk and at the printer are what stop this.",
        ],
        takeaways: ["Anyone inside the building can reach data and devices.", "Confidence and a uniform are not authorisation."],
        illustration: "id-badge",
        illustrationAlt: "An employee badge on a lanyard next to a door with a card reader showing a green light.",
      },
      {
        title: "Tailgating and badges",
        body: [
          "Tailgating means following someone through a controlled door without badging. Everyone badges in individually, every time, even people you know; the system also records who is inside during an emergency. If someone tries to follow you, be friendly and firm: ask them to use their badge, or offer to walk them to reception. Holding the door is polite everywhere except at a security door.",
          "Wear your badge visibly inside and put it away outside: a badge on a lanyard in a café or in a social media photo shows where you work and lets someone copy its design. Don't lend it, and report a lost badge at once so it can be disabled. If a challenge feels uncomfortable, call reception or security instead of confronting anyone.",
        ],
        takeaways: ["One badge, one person, every time.", "Put your badge away outside, and report a lost one at once."],
        illustration: "handshake",
        illustrationAlt: "A friendly gesture at a badge door, pointing a visitor towards reception.",
      },
      {
        title: "Visitors and contractors",
        body: [
          "Visitors sign in at reception, wear a visible visitor badge, stay with their host outside public areas and hand the badge back when they leave. If you invite someone, you are responsible for them until they go. A stranger without a badge in an internal area gets a polite “Can I help you find someone?” and, if the answer doesn't fit, a call to reception or security.",
          "Contractors are expected, not surprising. Cleaners, maintenance crews and IT or printer technicians should be announced by facilities or IT. If someone turns up to work on equipment, or asks to plug a laptop into the network, check the visit on a number you already know before they start. Real technicians are used to waiting.",
        ],
        takeaways: ["Visitors are signed in, badged and escorted.", "Unannounced work on equipment waits until you confirm it."],
        illustration: "social-engineer",
        illustrationAlt: "A figure in a technician's cap holding a toolbox, with a question mark over the visit.",
      },
      {
        title: "Clean desk and clear screen",
        body: [
          "Lock your screen every time you step away, even for a minute: Windows key + L on Windows, Control + Command + Q on a Mac. Automatic locking is a backup, not a habit. Position screens so that visitors and windows can't see them, and use a privacy filter in busy areas.",
          "At the end of the day, leave nothing sensitive out: lock away papers, notebooks, USB drives and laptops, or take the laptop home if your policy says so. Passwords don't belong on sticky notes or under keyboards. Wipe whiteboards and collect handouts after meetings, since meeting rooms are where visitors spend most of their time.",
        ],
        takeaways: ["Lock the screen whenever you walk away.", "Leave nothing sensitive on desks, whiteboards or in meeting rooms."],
        illustration: "device-lock",
        illustrationAlt: "A laptop with a padlock on its screen on an empty, tidy desk.",
      },
      {
        title: "Printers, doors and reporting",
        body: [
          "Printouts left in the tray are a common leak. Use secure printing, where the job waits until you release it with your badge or PIN, collect documents straight away, and put paper you no longer need in the shredder or the locked confidential bin. If a confidential printout goes missing, report it like any other data loss.",
          "Keep doors working as designed: don't prop open fire exits or side doors, and close them when you find them open. Report what seems wrong: a stranger in a staff-only area, a door that doesn't lock, a lost badge, an unknown device plugged in behind a computer. Don't touch a suspicious device; tell security where it is.",
        ],
        takeaways: ["Use secure printing and collect printouts at once.", "Close propped doors and report anything out of place."],
        illustration: "checklist",
        illustrationAlt: "A checklist with a printer, a closed door and a report icon, each ticked.",
      },
    ],
    keyTakeaways: [
      "Physical access leads to digital access; a uniform or confidence is not authorisation.",
      "Badge in individually every time, and challenge tailgaters politely or call reception.",
      "Visitors are signed in and escorted; unannounced technicians wait until the visit is confirmed.",
      "Lock your screen whenever you leave it, and leave nothing sensitive on desks or whiteboards.",
      "Use secure printing, keep doors closed and report anything out of place.",
    ],
    challenge: {
      questions: [
        {
          prompt: "You are leaving the office for lunch at a busy café nearby. What should you do with your badge?",
          options: [
            "Keep it on, so you don't forget it when you come back to the office",
            "Clip it to the outside of your bag, where it is handy for the way back",
            "Put it away out of sight until you are back inside the building",
            "Leave it on your desk, so it can't get lost while you are out",
          ],
          correct: [2],
          explanation:
            "A visible badge tells strangers where you work and lets them photograph it to copy the design; clipped to a bag it is just as visible. Leaving it on the desk invites someone to pick it up, and you need it to get back in. Keep it with you, out of sight.",
        },
        {
          prompt:
            "A person in a suit, carrying a laptop bag and talking on the phone, walks right behind you through the badge door and nods thanks. You don't recognise them. What is the best response?",
          options: [
            "Politely ask them to badge in, or offer to walk them to reception",
            "Let it go, because the suit and laptop suggest they work here",
            "Let it go, and mention it to your manager at the end of the week",
            "Block the doorway and insist on checking their ID before they go on",
          ],
          correct: [0],
          explanation:
            "A phone call and smart clothes are classic props for tailgating. A friendly request to badge in, or an offer to walk them to reception, protects the building without confrontation. Blocking someone can escalate; if you feel uneasy, call reception or security. Mentioning it days later is too late.",
        },
        {
          prompt:
            "A technician in a printer-company shirt arrives on your floor. He says he must replace a part in the multifunction printer and plug his laptop into the network. Nobody mentioned a visit. What do you do?",
          options: [
            "Let him work, since printer companies service the machines regularly",
            "Let him in, but stay beside him the whole time he works on the printer",
            "Ask him to leave an ID document at your desk while he does the job",
            "Ask him to wait while you confirm the visit on a known number",
          ],
          correct: [3],
          explanation:
            "Unannounced technicians who want network access are a known intrusion method. Watching him doesn't tell you what his laptop does on the network, and an ID card can be forged. A quick call on a number you already know confirms whether the visit is real; genuine technicians expect it.",
        },
        {
          prompt: "At the end of the day, which of these belong in a clean-desk routine? Select all that apply.",
          options: [
            "Leave your laptop on the desk overnight, with the lid closed",
            "Lock away printed contracts and notebooks with client notes",
            "Wipe the whiteboard in the meeting room you used",
            "Keep a note of your new password under the keyboard, out of sight",
            "Lock away USB drives and other removable media",
          ],
          correct: [1, 2, 4],
          explanation:
            "Papers, whiteboards and removable media are exactly what cleaners, visitors and intruders can see or pick up after hours. A closed laptop left on the desk can still be taken, and under the keyboard is one of the first places anyone looks for a password.",
        },
        {
          prompt:
            "You sent a confidential salary report to the shared printer, but a meeting ran over and you reach the printer 40 minutes later. The report is not there. What now?",
          options: [
            "Print it again, and this time go and collect it from the tray straight away",
            "Report it as a possible data loss, and ask IT to check the print log",
            "Ask in the team chat whether anyone picked it up, and wait for replies",
            "Assume the cleaners threw it away, since printouts left there get binned",
          ],
          correct: [1],
          explanation:
            "Salary data in unknown hands is a personal-data incident until shown otherwise, and the company may have legal duties. A team chat spreads the news without finding the paper, and reprinting doesn't recover the copy. Next time, use secure printing so the job waits for you.",
        },
        {
          prompt:
            "On a hot day, someone has propped open the fire exit at the back of the office with a bin to let air in. What is the right move?",
          options: [
            "Leave it open, since someone must have had a good reason to do it",
            "Close it at the end of the day, once the office has emptied out",
            "Close it, and let facilities or security find out why it was open",
            "Leave it, but keep an eye on who comes in while you are nearby",
          ],
          correct: [2],
          explanation:
            "A propped door bypasses every badge reader and camera at the front, and a fire door wedged open also defeats its safety purpose. Close it now and let facilities or security know, so they can check whether anyone used it and fix the cause, such as the heat.",
        },
        {
          prompt:
            "Behind a meeting-room computer you notice a small unfamiliar box plugged into the network socket, with a cable running to the computer's USB port. What do you do?",
          options: [
            "Leave it in place, don't use the computer, and report it to security now",
            "Unplug it and bring it to the IT desk when you have a moment later in the day",
            "Assume IT installed it during an upgrade, and carry on with your meeting",
            "Plug it into your own laptop to find out what it is before raising it",
          ],
          correct: [0],
          explanation:
            "An unknown device between a computer and the network may be capturing keystrokes or giving someone remote access. Security needs to see it in place, with the time and location, to investigate. Unplugging it destroys evidence, and connecting it to your laptop could compromise that too.",
        },
      ],
    },
    badge: {
      name: "Secure Workspace",
      description: "Stops tailgaters politely, handles visitors and contractors, keeps a clean desk and clear screen, and prints securely.",
    },
  },
  pt: {
    title: "Segurança física e mesa limpa: cuide da porta, da mesa e da impressora",
    summary:
      "Barre a entrada de carona com educação, receba visitantes e prestadores do jeito certo, mantenha mesas, telas e quadros limpos, imprima com segurança e saiba o que reportar, porque quem entra no prédio alcança os seus dados.",
    steps: [
      {
        title: "Acesso físico é acesso digital",
        body: [
          "Quem entra no escritório consegue contornar a maior parte das defesas digitais: ligar um pequeno aparelho em um ponto de rede, fotografar um quadro branco, pegar impressões ou sair com um notebook. Invasores raramente arrombam. Entram atrás de alguém educado, vestidos de entregador, de faxineiro ou de técnico, carregando caixas ou uma prancheta e com cara de ocupados.",
          "Em 2025, o FBI alertou que um grupo de extorsão de dados, quando não conseguia acesso remoto por telefone, mandava pessoas aos escritórios das vítimas se passando por técnicos de TI para ligar dispositivos de armazenamento nos computadores. Seus hábitos do dia a dia na porta, na mesa e na impressora são o que impede isso.",
        ],
        takeaways: ["Quem está dentro do prédio alcança dados e equipamentos.", "Confiança e uniforme não são autorização."],
        illustration: "id-badge",
        illustrationAlt: "Um crachá de colaborador com cordão ao lado de uma porta com leitor de cartão com luz verde.",
      },
      {
        title: "Entrada de carona e crachás",
        body: [
          "Entrada de carona (tailgating) é seguir alguém por uma porta controlada sem passar o crachá. Cada pessoa passa o próprio crachá, toda vez, mesmo quem você conhece; o sistema também registra quem está no prédio em uma emergência. Se alguém tentar entrar atrás de você, seja simpático e firme: peça que passe o crachá ou ofereça acompanhar a pessoa até a recepção. Segurar a porta é gentileza em todo lugar, menos em porta de segurança.",
          "Use o crachá à vista do lado de dentro e guarde do lado de fora: um crachá no pescoço em um café ou em uma foto nas redes sociais mostra onde você trabalha e permite copiar o modelo. Não empreste, e reporte na hora a perda de um crachá para que ele seja desativado. Se abordar alguém parecer desconfortável, ligue para a recepção ou a segurança em vez de confrontar.",
        ],
        takeaways: ["Um crachá, uma pessoa, toda vez.", "Guarde o crachá do lado de fora e reporte na hora se perder."],
        illustration: "handshake",
        illustrationAlt: "Um gesto simpático em uma porta com leitor de crachá, indicando a recepção a um visitante.",
      },
      {
        title: "Visitantes e prestadores de serviço",
        body: [
          "Visitantes se identificam na recepção, usam um crachá de visitante à vista, ficam com o anfitrião fora das áreas públicas e devolvem o crachá na saída. Se você convidou alguém, é responsável por essa pessoa até ela ir embora. Um desconhecido sem crachá em uma área interna recebe um educado “Posso ajudar você a encontrar alguém?” e, se a resposta não fizer sentido, uma ligação para a recepção ou a segurança.",
          "Prestadores de serviço são esperados, não surpresa. Equipes de limpeza, de manutenção e técnicos de TI ou de impressoras devem ser anunciados pela área de facilities ou pela TI. Se alguém aparecer para mexer em um equipamento, ou pedir para ligar um notebook na rede, confirme a visita em um número que você já conhece antes de a pessoa começar. Técnicos de verdade estão acostumados a esperar.",
        ],
        takeaways: [
          "Visitantes são identificados, recebem crachá e andam acompanhados.",
          "Trabalho não anunciado em equipamentos espera até você confirmar.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Uma figura com boné de técnico segurando uma caixa de ferramentas, com um ponto de interrogação sobre a visita.",
      },
      {
        title: "Mesa limpa e tela bloqueada",
        body: [
          "Bloqueie a tela toda vez que sair de perto, mesmo por um minuto: tecla Windows + L no Windows, Control + Command + Q no Mac. O bloqueio automático é uma garantia extra, não um hábito. Posicione a tela para que visitantes e janelas não a vejam e use filtro de privacidade em áreas movimentadas.",
          "No fim do dia, não deixe nada sensível à vista: tranque papéis, cadernos, pen drives e notebooks, ou leve o notebook para casa se a política mandar. Senha não fica em post-it nem embaixo do teclado. Apague o quadro branco e recolha o material depois das reuniões, porque as salas de reunião são onde os visitantes passam mais tempo.",
        ],
        takeaways: ["Bloqueie a tela sempre que se afastar.", "Nada sensível em mesas, quadros ou salas de reunião."],
        illustration: "device-lock",
        illustrationAlt: "Um notebook com um cadeado na tela sobre uma mesa vazia e arrumada.",
      },
      {
        title: "Impressoras, portas e reportes",
        body: [
          "Impressão esquecida na bandeja é um vazamento comum. Use a impressão segura, em que o trabalho espera até você liberar com crachá ou PIN, retire os documentos na hora e coloque o papel que não serve mais na fragmentadora ou na urna trancada de descarte confidencial. Se uma impressão confidencial sumir, reporte como qualquer outra perda de dados.",
          "Mantenha as portas funcionando como deveriam: não escore saídas de emergência nem portas laterais, e feche-as se as encontrar abertas. Reporte o que parecer errado: um desconhecido em área restrita, uma porta que não tranca, um crachá perdido, um aparelho estranho ligado atrás de um computador. Não mexa em um aparelho suspeito; diga à segurança onde ele está.",
        ],
        takeaways: [
          "Use a impressão segura e retire as impressões na hora.",
          "Feche portas escoradas e reporte o que estiver fora do lugar.",
        ],
        illustration: "checklist",
        illustrationAlt: "Uma lista de conferência com uma impressora, uma porta fechada e um ícone de reporte, todos marcados.",
      },
    ],
    keyTakeaways: [
      "Acesso físico leva a acesso digital; uniforme ou confiança não são autorização.",
      "Passe o próprio crachá toda vez e aborde quem entra de carona com educação, ou ligue para a recepção.",
      "Visitantes são identificados e acompanhados; técnicos não anunciados esperam até a visita ser confirmada.",
      "Bloqueie a tela sempre que se afastar e não deixe nada sensível em mesas ou quadros.",
      "Use a impressão segura, mantenha as portas fechadas e reporte o que estiver fora do lugar.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Você vai almoçar em um café movimentado perto do escritório. O que fazer com o crachá?",
          options: [
            "Continuar usando, para não esquecer na volta ao escritório",
            "Prender na parte de fora da bolsa, para ter à mão na volta",
            "Guardar fora de vista até estar de novo dentro do prédio da empresa",
            "Deixar na mesa, para não correr o risco de perder na rua",
          ],
          correct: [2],
          explanation:
            "Um crachá à vista mostra a desconhecidos onde você trabalha e permite fotografá-lo para copiar o modelo; preso na bolsa, fica igualmente visível. Deixado na mesa, convida alguém a pegá-lo, e você precisa dele para entrar de volta. Leve com você, fora de vista.",
        },
        {
          prompt:
            "Uma pessoa de terno, com bolsa de notebook e falando ao telefone, entra logo atrás de você pela porta de crachá e agradece com a cabeça. Você não a reconhece. Qual é a melhor reação?",
          options: [
            "Pedir com educação que passe o crachá, ou oferecer acompanhá-la até a recepção",
            "Deixar para lá, porque o terno e o notebook sugerem que ela trabalha ali",
            "Deixar para lá e comentar o caso com o gestor no fim da semana, quando houver tempo",
            "Bloquear a passagem e exigir ver um documento antes que ela siga",
          ],
          correct: [0],
          explanation:
            "Telefone no ouvido e roupa social são acessórios clássicos de quem entra de carona. Um pedido simpático para passar o crachá, ou a oferta de ir junto até a recepção, protege o prédio sem confronto. Bloquear alguém pode gerar conflito; se ficar desconfortável, ligue para a recepção ou a segurança. Comentar dias depois é tarde demais.",
        },
        {
          prompt:
            "Um técnico com camiseta de uma empresa de impressoras chega ao seu andar. Diz que precisa trocar uma peça da multifuncional e ligar o notebook dele na rede. Ninguém falou dessa visita. O que você faz?",
          options: [
            "Deixa trabalhar, já que empresas de impressoras fazem manutenção com frequência",
            "Deixa entrar, mas fica ao lado dele o tempo inteiro enquanto mexe na impressora",
            "Pede que deixe um documento de identidade na sua mesa enquanto faz o serviço",
            "Pede que espere enquanto confirma a visita em um número conhecido",
          ],
          correct: [3],
          explanation:
            "Técnicos não anunciados que querem acesso à rede são um método conhecido de invasão. Ficar olhando não mostra o que o notebook dele faz na rede, e um documento pode ser falso. Uma ligação rápida para um número que você já conhece confirma se a visita é real; técnicos de verdade esperam por isso.",
        },
        {
          prompt: "No fim do dia, quais destes itens fazem parte da rotina de mesa limpa? Marque todas as opções corretas.",
          options: [
            "Deixar o notebook na mesa durante a noite, com a tampa fechada",
            "Trancar contratos impressos e cadernos com anotações de clientes",
            "Apagar o quadro branco da sala de reunião que você usou",
            "Guardar um bilhete com a senha nova embaixo do teclado, fora de vista",
            "Trancar pen drives e outras mídias removíveis",
          ],
          correct: [1, 2, 4],
          explanation:
            "Papéis, quadros e mídias removíveis são exatamente o que equipes de limpeza, visitantes e invasores conseguem ver ou levar fora do horário. Um notebook fechado na mesa ainda pode ser levado, e embaixo do teclado é um dos primeiros lugares onde alguém procura uma senha.",
        },
        {
          prompt:
            "Você mandou um relatório confidencial de salários para a impressora compartilhada, mas uma reunião atrasou e você chega à impressora 40 minutos depois. O relatório não está lá. E agora?",
          options: [
            "Imprimir de novo e, desta vez, ir buscar na bandeja assim que terminar",
            "Reportar como possível perda de dados e pedir à TI o registro de impressão",
            "Perguntar no chat da equipe se alguém pegou e esperar as respostas",
            "Supor que a limpeza jogou fora, porque impressões esquecidas vão para o lixo",
          ],
          correct: [1],
          explanation:
            "Dados de salário em mãos desconhecidas são um incidente com dados pessoais até prova em contrário, e a empresa pode ter deveres legais. O chat espalha a notícia sem achar o papel, e reimprimir não recupera a cópia perdida. Da próxima vez, use a impressão segura para o trabalho esperar por você.",
        },
        {
          prompt:
            "Num dia quente, alguém escorou a saída de emergência dos fundos do escritório com uma lixeira para entrar ar. Qual é a atitude certa?",
          options: [
            "Deixar aberta, porque alguém deve ter tido um bom motivo para isso",
            "Fechar no fim do dia, quando o escritório já estiver vazio",
            "Fechar e reportar a facilities ou à segurança, para verificarem o motivo",
            "Deixar como está, mas prestar atenção em quem entra enquanto você estiver perto",
          ],
          correct: [2],
          explanation:
            "Uma porta escorada passa por cima de todos os leitores de crachá e câmeras da entrada principal, e uma porta corta-fogo calçada também perde sua função de segurança. Feche agora e informe facilities ou a segurança, para verificarem se alguém a usou e resolverem a causa, como o calor.",
        },
        {
          prompt:
            "Atrás do computador de uma sala de reunião, você nota uma caixinha desconhecida ligada no ponto de rede, com um cabo indo até a porta USB do computador. O que você faz?",
          options: [
            "Deixa como está, não usa o computador e reporta à segurança na hora",
            "Desconecta e leva ao suporte de TI quando tiver um tempo mais tarde",
            "Supõe que a TI instalou durante uma atualização e segue com a reunião",
            "Liga no seu notebook para descobrir o que é antes de falar com alguém",
          ],
          correct: [0],
          explanation:
            "Um aparelho desconhecido entre o computador e a rede pode estar capturando o que é digitado ou dando acesso remoto a alguém. A segurança precisa vê-lo no lugar, com horário e local, para investigar. Desconectar destrói evidências, e ligá-lo no seu notebook pode comprometer também o seu equipamento.",
        },
      ],
    },
    badge: {
      name: "Espaço de trabalho seguro",
      description:
        "Barra quem entra de carona com educação, recebe visitantes e prestadores do jeito certo, mantém mesa limpa e tela bloqueada e imprime com segurança.",
    },
  },
} satisfies CourseContent;

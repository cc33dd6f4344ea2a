import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "keeping-children-safe-online",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["child-safety", "eca-digital", "parental-controls", "sextortion", "privacy"],
  passingScore: 70,
  free: false,
  badgeColor: "#EA580C",
  references: [
    "Lei 15.211/2025 – Estatuto Digital da Criança e do Adolescente (ECA Digital), in force since March 2026, and Decreto nº 12.622/2025",
    "Lei 8.069/1990 (ECA), arts. 13 and 245 – suspected abuse reported to the Conselho Tutelar",
    "SaferNet Brasil: Canal de Ajuda and Central Nacional de Denúncias",
    "FBI: Sextortion – guidance for parents, caregivers and educators",
    "NCMEC: Take It Down; NSPCC: Grooming – signs and indicators",
  ],
  en: {
    title: "Keeping Children Safe Online: A Guide for Parents and Educators",
    summary:
      "What Brazil's ECA Digital now asks of platforms, which supervision and privacy settings matter, how to recognise grooming and sextortion, and how to talk with children so that they come to you when something goes wrong.",
    steps: [
      {
        title: "What the ECA Digital asks of platforms",
        body: [
          "The Estatuto Digital da Criança e do Adolescente (Lei 15.211/2025), in force since March 2026, applies to apps, games, social networks and other digital services aimed at children and adolescents or likely to be used by them. It does not ban children from social media. It makes platforms responsible for reasonable protection from the design stage, supervised by the ANPD, with warnings, fines and even suspension for those who break it.",
          "Among its duties: reliable age checks instead of a simple “I am over 18” click for content and services unsuitable for minors; social network accounts of under-16s linked to a parent or guardian; supervision tools that let families limit time, contacts and purchases; the highest privacy settings by default; no profiling to target advertising at minors; no paid loot boxes in games; and removal of sexual exploitation content, reported to the authorities.",
        ],
        takeaways: [
          "The law makes platforms protect minors by design; it does not replace adults.",
          "Expect age checks, linked accounts for under-16s and safer defaults.",
        ],
        illustration: "family-online",
        illustrationAlt: "An adult and a child sharing a tablet, with a shield and a tick above them.",
      },
      {
        title: "Supervision tools and privacy settings",
        body: [
          "Use the family tools of the phone and the apps: Google Family Link or Apple's Screen Time and Family Sharing, and the supervision options of social networks and games. Set accounts to private, allow messages and voice chat only from approved contacts, turn off location sharing and contact suggestions, and require approval for purchases and new apps.",
          "Adjust supervision to the child's age and explain it, rather than watching in secret. For younger children, devices in shared rooms work better than any app. Review the settings together after updates, because new features often arrive switched on.",
        ],
        takeaways: [
          "Private accounts, approved contacts only, no location sharing, approval for purchases.",
          "Supervise openly and adjust it as the child grows.",
        ],
        illustration: "device-lock",
        illustrationAlt: "A phone with a padlock and sliders for contacts, location and purchases turned down.",
      },
      {
        title: "Recognising grooming",
        body: [
          "Grooming is how an adult builds trust with a child to abuse them, often posing as someone slightly older. It usually follows a pattern: attention and flattery (“you're more mature than the others”), gifts such as game credits or gift cards, a push to move to a private or encrypted app, requests for secrecy and, gradually, sexual talk and requests for photos or a meeting.",
          "Watch for changes: new online friends the child will not talk about, unexplained credits or gifts, hiding the screen, using the device late at night, or being upset after going online. None of these proves abuse, but together they are a reason to talk calmly and look closer.",
        ],
        takeaways: [
          "Flattery, gifts, secrecy and moving to private apps are classic grooming steps.",
          "Sudden secrecy or unexplained gifts are a reason to talk, calmly.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "A figure hiding behind a friendly game avatar while sending a chat message.",
      },
      {
        title: "Sextortion: what to do",
        body: [
          "In sextortion, someone obtains an intimate image, often by posing as a teenager flirting, and then threatens to send it to family, school or followers unless the victim pays or sends more. Financially motivated sextortion aimed at teenage boys has grown fast, and criminals push for payment within hours.",
          "If it happens: reassure the child that it is not their fault and that you will help. Do not pay and send nothing more, because paying rarely ends it. Stop replying, but keep the evidence: screenshots of the profile, usernames and messages. Do not forward or save the image yourself. Report the account to the platform, file a police report, and use SaferNet's helpline for guidance; NCMEC's Take It Down can help remove images of minors from participating platforms.",
        ],
        takeaways: ["Reassure, do not pay, keep the evidence and report.", "Never forward the image, even to show it to someone."],
        illustration: "alarm",
        illustrationAlt: "An alarm bell next to a phone showing a threatening message.",
      },
      {
        title: "Talking with children, at home and at school",
        body: [
          "The best protection is a child who tells an adult early. Talk often and with curiosity about what they like online, agree the rules together, and explain that safe adults never ask them to keep secrets that make them uncomfortable. Avoid threats like taking the phone away if something goes wrong, because children then hide problems to keep their device.",
          "Educators who suspect abuse should listen calmly without questioning for details, follow the school's protocol and make sure the Conselho Tutelar is notified, as the ECA requires. Do not contact or confront the suspect yourself, and never promise the student to keep it a secret.",
        ],
        takeaways: [
          "Make it safe to tell you: no punishment for reporting a problem.",
          "At school, follow the protocol and notify the Conselho Tutelar.",
        ],
        illustration: "feedback",
        illustrationAlt: "Two people talking calmly, with speech bubbles showing a heart and a shield.",
      },
    ],
    keyTakeaways: [
      "The ECA Digital requires reliable age checks, linked accounts for under-16s and safe defaults from platforms.",
      "Use family tools: private accounts, approved contacts, no location sharing and purchase approval.",
      "Gifts, flattery, secrecy and moving to private apps are signs of grooming.",
      "In sextortion, reassure, do not pay, keep evidence, report, and never forward the image.",
      "Children who are not punished for telling, tell early; schools notify the Conselho Tutelar.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Select all that apply: which of these does the ECA Digital (Lei 15.211/2025) require of platforms likely to be used by children?",
          options: [
            "A ban on social networks for anyone under 16, as adopted in Australia",
            "Reliable age checks instead of a simple “I am over 18” click",
            "Copies of children's private messages sent automatically to their parents",
            "Social network accounts of under-16s linked to a parent or guardian",
            "The highest privacy settings by default for children and adolescents",
          ],
          correct: [1, 3, 4],
          explanation:
            "The law asks for reliable age checks, under-16 accounts linked to a guardian and privacy by default. It does not ban social networks for young people, and supervision tools let families manage time, contacts and purchases, not read every private message.",
        },
        {
          prompt:
            "A 12-year-old's gaming friend, who says he is 13, sends free game credits, says she is more mature than the others and suggests moving to another app “where parents don't snoop”. What does this suggest?",
          options: [
            "A normal friendship, since players often share credits with friends in games",
            "Something harmless unless the friend asks to meet her in person somewhere",
            "An attempt to steal her game account and the credits already bought on it",
            "The usual grooming pattern: gifts, flattery, secrecy and a private channel",
          ],
          correct: [3],
          explanation:
            "Gifts, flattery, pushing for secrecy and moving to a private app are the classic grooming steps, long before any meeting is proposed. Account theft is a different risk and would not need flattery or secrecy from parents.",
        },
        {
          prompt:
            "In tears, your 15-year-old says that a “girl” he met online got an intimate photo and now demands R$ 2,000 or she will send it to his school friends. What do you do first?",
          options: [
            "Reassure him, pay and send nothing, keep the evidence and report it",
            "Pay once so that the photo is deleted, and then block the account for good",
            "Delete the conversation and his account so that the criminal loses contact",
            "Ask him to forward the photo to you so you can show it to the police later",
          ],
          correct: [0],
          explanation:
            "Paying rarely ends the threats and often brings new demands. Deleting everything destroys the evidence the police and the platform need, and forwarding an intimate image of a minor is itself a crime. Reassurance comes first, because shame keeps victims silent.",
        },
        {
          prompt:
            "A student tells her teacher that an adult from an online game asked for photos and told her to keep it a secret. What should the teacher do?",
          options: [
            "Message the adult through the game to warn him that the school knows",
            "Promise to keep it secret, so that the student goes on trusting her",
            "Listen calmly, follow the school's protocol and see the Conselho Tutelar notified",
            "Wait for more evidence before telling anyone, to avoid a false accusation",
          ],
          correct: [2],
          explanation:
            "The ECA requires suspected abuse to be reported to the Conselho Tutelar, and the school's protocol says who does it. Confronting the suspect can destroy evidence and endanger the child, secrecy leaves her alone with it, and waiting lets the abuse go on.",
        },
        {
          prompt: "You are setting up a 10-year-old's first phone. Which set of choices makes the biggest difference?",
          options: [
            "An antivirus app and a long screen-lock password that the child keeps secret",
            "A family tool, private accounts, approved contacts and location sharing off",
            "A phone with no SIM card, so that it can connect through Wi-Fi alone",
            "Letting the child pick the settings and reading the history every night",
          ],
          correct: [1],
          explanation:
            "Risks to children come mostly from contact and content, so private accounts, approved contacts, no location sharing and a family tool matter most. Antivirus and passwords protect the device, Wi-Fi still reaches every app, and nightly reading in secret harms trust.",
        },
        {
          prompt: "Why is the rule “if anything bad happens online, I'll take your phone away” counterproductive?",
          options: [
            "The ECA Digital forbids parents from limiting their children's devices",
            "Children hide problems to keep their phone, so adults find out too late",
            "Platforms are now required to block harmful contact before it reaches kids",
            "Adolescents over 12 have a legal right to keep and use their own phones",
          ],
          correct: [1],
          explanation:
            "Fear of losing the device is one of the main reasons children do not tell adults about grooming or sextortion. The law supports family supervision rather than forbidding it, and platform duties reduce risk without removing it.",
        },
      ],
    },
    badge: {
      name: "Safe Kids Online",
      description:
        "Knows what the ECA Digital asks of platforms, sets up supervision well and responds to grooming and sextortion the right way.",
    },
  },
  pt: {
    title: "Crianças seguras na internet: guia para pais e educadores",
    summary:
      "O que o ECA Digital passou a exigir das plataformas, quais configurações de supervisão e privacidade fazem diferença, como reconhecer aliciamento e sextorsão e como conversar com as crianças para que elas procurem você quando algo der errado.",
    steps: [
      {
        title: "O que o novo estatuto exige das plataformas",
        body: [
          "O Estatuto Digital da Criança e do Adolescente (Lei 15.211/2025), em vigor desde março de 2026, vale para aplicativos, jogos, redes sociais e outros serviços digitais voltados a crianças e adolescentes ou de acesso provável por eles. Ele não proíbe crianças nas redes sociais. Ele torna as plataformas responsáveis por uma proteção razoável desde a concepção, com fiscalização da ANPD e sanções que vão de advertência e multa até a suspensão do serviço.",
          "Entre os deveres: verificação de idade confiável, no lugar do simples clique em “tenho mais de 18 anos”, para conteúdos e serviços impróprios a menores; contas de menores de 16 anos em redes sociais vinculadas a um responsável; ferramentas de supervisão que permitem à família limitar tempo, contatos e compras; o nível mais alto de privacidade por padrão; proibição de perfilamento para publicidade dirigida a menores; proibição de caixas de recompensa pagas (loot boxes) em jogos; e remoção de conteúdo de exploração sexual, com denúncia às autoridades.",
        ],
        takeaways: [
          "A lei obriga as plataformas a proteger desde a concepção; ela não substitui os adultos.",
          "Espere verificação de idade, contas vinculadas para menores de 16 e padrões mais seguros.",
        ],
        illustration: "family-online",
        illustrationAlt: "Um adulto e uma criança usando um tablet juntos, com um escudo e um visto acima deles.",
      },
      {
        title: "Ferramentas de supervisão e privacidade",
        body: [
          "Use as ferramentas de família do celular e dos aplicativos: o Google Family Link ou o Tempo de Uso e o Compartilhamento Familiar da Apple, além das opções de supervisão das redes sociais e dos jogos. Deixe as contas privadas, permita mensagens e chat de voz só de contatos aprovados, desligue o compartilhamento de localização e as sugestões de contatos e exija aprovação para compras e novos aplicativos.",
          "Ajuste a supervisão à idade e explique o que está sendo feito, em vez de vigiar escondido. Para os menores, aparelho usado em ambiente comum da casa funciona melhor do que qualquer aplicativo. Revisem juntos as configurações depois das atualizações, porque recursos novos costumam chegar ligados.",
        ],
        takeaways: [
          "Conta privada, só contatos aprovados, localização desligada e aprovação de compras.",
          "Supervisione às claras e ajuste conforme a criança cresce.",
        ],
        illustration: "device-lock",
        illustrationAlt: "Um celular com cadeado e controles de contatos, localização e compras no mínimo.",
      },
      {
        title: "Como reconhecer o aliciamento",
        body: [
          "Aliciamento (grooming) é o processo em que um adulto conquista a confiança de uma criança para abusar dela, muitas vezes fingindo ter pouco mais que a idade dela. Costuma seguir um roteiro: atenção e elogios (“você é mais madura que os outros”), presentes como créditos de jogo ou vale-presente, pressão para ir a um aplicativo privado ou criptografado, pedidos de segredo e, aos poucos, conversas sexuais e pedidos de fotos ou de encontro.",
          "Fique atento a mudanças: amigos on-line sobre quem a criança não quer falar, créditos ou presentes sem explicação, tela escondida, uso do aparelho tarde da noite ou tristeza depois de ficar on-line. Nada disso prova abuso, mas o conjunto é motivo para conversar com calma e olhar mais de perto.",
        ],
        takeaways: [
          "Elogios, presentes, segredo e mudança para aplicativo privado são etapas clássicas do aliciamento.",
          "Segredo repentino ou presentes sem explicação pedem uma conversa tranquila.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Uma figura escondida atrás de um avatar de jogo simpático enviando uma mensagem.",
      },
      {
        title: "Sextorsão: o que fazer",
        body: [
          "Na sextorsão, alguém consegue uma imagem íntima, muitas vezes fingindo ser um adolescente interessado, e depois ameaça enviá-la à família, à escola ou aos seguidores se a vítima não pagar ou não mandar mais. A sextorsão com fins financeiros voltada a meninos adolescentes cresceu muito, e os criminosos pressionam por pagamento em poucas horas.",
          "Se acontecer: tranquilize a criança, dizendo que a culpa não é dela e que você vai ajudar. Não pague e não envie mais nada, porque pagar raramente encerra a ameaça. Pare de responder, mas guarde as provas: prints do perfil, nomes de usuário e mensagens. Não encaminhe nem salve a imagem você mesmo. Denuncie a conta à plataforma, registre boletim de ocorrência e procure o Canal de Ajuda da SaferNet para orientação; o Take It Down, do NCMEC, ajuda a remover imagens de menores das plataformas participantes.",
        ],
        takeaways: ["Acolha, não pague, guarde as provas e denuncie.", "Nunca encaminhe a imagem, nem para mostrar a alguém."],
        illustration: "alarm",
        illustrationAlt: "Um alarme ao lado de um celular com uma mensagem de ameaça.",
      },
      {
        title: "Conversar com as crianças, em casa e na escola",
        body: [
          "A melhor proteção é uma criança que conta cedo para um adulto. Converse sempre, com curiosidade, sobre o que ela gosta de fazer on-line, combinem as regras juntos e explique que adultos de confiança não pedem segredos que deixam a gente desconfortável. Evite ameaças como tirar o celular se algo der errado, porque a criança passa a esconder os problemas para não perder o aparelho.",
          "O educador que suspeitar de abuso deve ouvir com calma, sem interrogar em busca de detalhes, seguir o protocolo da escola e garantir que o Conselho Tutelar seja acionado, como o ECA exige. Não procure nem confronte o suspeito por conta própria e nunca prometa ao aluno guardar segredo.",
        ],
        takeaways: [
          "Torne seguro contar: nada de castigo por relatar um problema.",
          "Na escola, siga o protocolo e acione o Conselho Tutelar.",
        ],
        illustration: "feedback",
        illustrationAlt: "Duas pessoas conversando com calma, com balões de fala mostrando um coração e um escudo.",
      },
    ],
    keyTakeaways: [
      "O ECA Digital exige das plataformas verificação de idade confiável, contas vinculadas para menores de 16 e padrões seguros.",
      "Use as ferramentas de família: contas privadas, contatos aprovados, localização desligada e aprovação de compras.",
      "Presentes, elogios, segredo e mudança para aplicativo privado são sinais de aliciamento.",
      "Na sextorsão, acolha, não pague, guarde as provas, denuncie e nunca encaminhe a imagem.",
      "Criança que não é castigada por contar conta cedo; a escola aciona o Conselho Tutelar.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Marque todas as alternativas corretas: o que o ECA Digital (Lei 15.211/2025) exige das plataformas de acesso provável por crianças?",
          options: [
            "A proibição de redes sociais para quem tem menos de 16 anos, como na Austrália",
            "Verificação de idade confiável, no lugar do clique em “tenho mais de 18 anos”",
            "Cópias das mensagens privadas dos filhos enviadas automaticamente aos pais",
            "Contas de menores de 16 anos em redes sociais vinculadas a um responsável",
            "O nível mais alto de privacidade por padrão para crianças e adolescentes",
          ],
          correct: [1, 3, 4],
          explanation:
            "A lei pede verificação de idade confiável, contas de menores de 16 vinculadas a um responsável e privacidade por padrão. Ela não proíbe redes sociais para jovens, e as ferramentas de supervisão permitem à família gerenciar tempo, contatos e compras, não ler cada mensagem privada.",
        },
        {
          prompt:
            "Um amigo de jogo de uma menina de 12 anos, que diz ter 13, manda créditos grátis, diz que ela é mais madura que os outros e sugere ir para outro aplicativo “onde os pais não ficam xeretando”. O que isso indica?",
          options: [
            "Uma amizade normal, já que jogadores costumam dividir créditos com os amigos no jogo",
            "Algo inofensivo, a não ser que o amigo peça para encontrá-la pessoalmente",
            "Uma tentativa de roubar a conta do jogo e os créditos que já foram comprados",
            "O roteiro típico de aliciamento: presentes, elogios, segredo e canal privado",
          ],
          correct: [3],
          explanation:
            "Presentes, elogios, pressão por segredo e mudança para um aplicativo privado são as etapas clássicas do aliciamento, muito antes de qualquer convite para encontro. Roubo de conta é outro risco e não precisaria de elogios nem de segredo com os pais.",
        },
        {
          prompt:
            "Chorando, seu filho de 15 anos conta que uma “garota” que ele conheceu on-line conseguiu uma foto íntima e agora exige R$ 2.000, ou vai mandá-la aos amigos da escola. O que você faz primeiro?",
          options: [
            "Acolhe, não paga nem envia mais nada, guarda as provas e denuncia",
            "Paga uma vez para a foto ser apagada e depois bloqueia a conta de vez",
            "Apaga a conversa e a conta dele para o criminoso perder o contato",
            "Pede que ele encaminhe a foto para você mostrar à polícia depois",
          ],
          correct: [0],
          explanation:
            "Pagar raramente encerra as ameaças e costuma trazer novas exigências. Apagar tudo destrói as provas de que a polícia e a plataforma precisam, e encaminhar imagem íntima de adolescente é crime. Acolher vem primeiro, porque a vergonha mantém as vítimas em silêncio.",
        },
        {
          prompt:
            "Uma aluna conta à professora que um adulto de um jogo on-line pediu fotos e mandou que ela guardasse segredo. O que a professora deve fazer?",
          options: [
            "Mandar mensagem ao adulto pelo jogo avisando que a escola já sabe",
            "Prometer guardar segredo, para a aluna continuar confiando nela",
            "Ouvir com calma, seguir o protocolo e garantir que o Conselho Tutelar seja acionado",
            "Esperar por mais provas antes de contar a alguém, para evitar uma acusação falsa",
          ],
          correct: [2],
          explanation:
            "O ECA exige que suspeitas de abuso cheguem ao Conselho Tutelar, e o protocolo da escola define quem faz isso. Confrontar o suspeito pode destruir provas e colocar a criança em risco, o segredo deixa a aluna sozinha com o problema, e esperar deixa o abuso continuar.",
        },
        {
          prompt: "Você está configurando o primeiro celular de uma criança de 10 anos. Qual conjunto de escolhas faz mais diferença?",
          options: [
            "Um antivírus e uma senha de bloqueio bem longa, que a criança mantém em segredo",
            "Ferramenta de família, contas privadas, contatos aprovados e sem localização",
            "Um celular sem chip, para que ele se conecte somente pelo Wi-Fi",
            "Deixar a criança escolher as configurações e ler o histórico toda noite",
          ],
          correct: [1],
          explanation:
            "Os riscos para crianças vêm sobretudo de contatos e conteúdos, então contas privadas, contatos aprovados, localização desligada e ferramenta de família são o que mais pesa. Antivírus e senha protegem o aparelho, o Wi-Fi leva a qualquer aplicativo, e a leitura escondida toda noite mina a confiança.",
        },
        {
          prompt: "Por que a regra “se acontecer algo ruim na internet, eu tiro seu celular” atrapalha?",
          options: [
            "Porque o ECA Digital proíbe os pais de limitar os aparelhos dos filhos",
            "Porque a criança esconde problemas para não perder o celular, e o adulto sabe tarde",
            "Porque as plataformas agora são obrigadas a barrar contatos nocivos antes de chegarem",
            "Porque adolescentes com mais de 12 anos têm direito legal ao próprio celular",
          ],
          correct: [1],
          explanation:
            "O medo de perder o aparelho é um dos principais motivos para crianças não contarem sobre aliciamento ou sextorsão. A lei apoia a supervisão da família em vez de proibi-la, e os deveres das plataformas reduzem o risco sem eliminá-lo.",
        },
      ],
    },
    badge: {
      name: "Infância segura on-line",
      description:
        "Sabe o que o ECA Digital exige das plataformas, configura bem a supervisão e reage do jeito certo a aliciamento e sextorsão.",
    },
  },
} satisfies CourseContent;

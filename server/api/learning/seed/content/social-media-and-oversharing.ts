import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "social-media-and-oversharing",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["social-media", "osint", "privacy", "job-scams", "social-engineering"],
  passingScore: 70,
  free: false,
  badgeColor: "#DB2777",
  references: [
    "NCSC (UK): Social media – how to use it safely",
    "NPSA (UK): Think Before You Link – guidance on fake online profiles",
    "FBI IC3: public service announcements on employment scams and work-from-home task scams",
    "CERT.br: Cartilha de Segurança para Internet – fascículo Redes Sociais",
    "LinkedIn Help: recognise and report fake profiles and job scams",
  ],
  en: {
    title: "Social Media and Oversharing: What Your Posts Tell Attackers",
    summary:
      "Learn what criminals gather from ordinary posts, set the privacy options that matter, and recognise fake recruiters, job offers and profiles before they cost you money, data or access to your company.",
    steps: [
      {
        title: "Every post is a clue",
        body: [
          "Attackers start with open-source intelligence (OSINT): what anyone can find online. A photo of your new badge shows its design, your name and sometimes a barcode someone could copy. A boarding pass carries a booking code and barcode that can open your reservation. A selfie at your desk may catch a screen, a whiteboard or a sticky note. Holiday posts in real time say your home is empty and you are out of reach.",
          "None of these alone seems dangerous. The risk comes from putting them together: name, role, manager, travel dates and the tools you use are the raw material of a convincing phishing e-mail or a phone call that “knows everything”.",
        ],
        takeaways: [
          "Badges, boarding passes, screens and whiteboards do not belong in photos.",
          "Share trips after you return, not while you are away.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "A figure with a magnifying glass collecting photos, a badge and a boarding pass from social media posts.",
      },
      {
        title: "Your company's org chart, in public",
        body: [
          "Professional profiles and cheerful “welcome to the team” posts let anyone draw an org chart: who approves payments, who just joined finance, which suppliers you use and which systems appear in job ads. New employees are favourite targets, because they do not yet know how a real request from the director looks or how payments are approved.",
          "You can still celebrate and network. Describe your role in general terms, leave internal system names, project codenames and customer names out of public profiles, and follow your company's rules on what may be posted about work.",
        ],
        takeaways: [
          "Attackers use public profiles to find who approves payments and who is new.",
          "Keep internal systems, projects and customers out of public posts.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "Three people linked by lines like an org chart, with one highlighted as a target.",
      },
      {
        title: "Privacy settings that matter",
        body: [
          "Spend ten minutes on each network you use. Limit the default audience of new posts, review who can see old ones, and turn on approval before tags appear on your profile. Turn off location in photos and live location sharing, hide your list of friends or connections, and stop people finding you by phone number or e-mail.",
          "Remember that “friends only” still reaches people who can screenshot and share, and that private accounts are often followed by strangers accepted long ago. Post as if it could become public.",
        ],
        takeaways: [
          "Limit the audience, approve tags and switch off location sharing.",
          "Post as if it could become public, because it can.",
        ],
        illustration: "privacy-rights",
        illustrationAlt: "A profile card with sliders for audience, tags and location turned down.",
      },
      {
        title: "Fake recruiters and jobs too good to be true",
        body: [
          "Job scams follow a few scripts. In task scams, a “recruiter” on WhatsApp or Telegram pays you small sums to like videos or rate products, then asks for a deposit to unlock bigger tasks that never pay out. Others charge for training, equipment or registration, or collect your CPF, ID photos, selfie and bank details before any real interview, which is enough to open accounts in your name.",
          "Developers meet a subtler version: after a friendly interview, a “technical test” asks you to clone a repository and run it. The code installs malware that steals passwords, crypto wallets and access to the company. Run tests only in an isolated environment, never on a work device, and check the company and the recruiter through the official careers page.",
        ],
        takeaways: [
          "Real employers do not charge you, or pay you to like videos.",
          "Send documents only after a verified offer, through the company's official process.",
          "Never run a test project from a recruiter on a work device.",
        ],
        illustration: "handshake",
        illustrationAlt: "A handshake where one hand hides a hook behind its back.",
      },
      {
        title: "Fake profiles and how to check them",
        body: [
          "Fake profiles pose as recruiters, investors or colleagues to gather contacts and build trust. Warning signs: a recent account with hundreds of connections at your company, a flawless photo that may be AI-generated, vague job history, and a hurry to move the conversation to WhatsApp or Telegram or to send you a document. Some copy your own executives to ask staff for favours.",
          "Before accepting, look at the profile's creation date and verification details where the network shows them, and ask a mutual contact whether they really know the person. Report fake profiles to the platform, and report approaches aimed at your company to your security team.",
        ],
        takeaways: [
          "New account, perfect photo and a rush to leave the platform are red flags.",
          "Report fake profiles to the network, and approaches at work to your security team.",
        ],
        illustration: "browser-shield",
        illustrationAlt: "A browser window showing a profile page with a shield and a warning next to the photo.",
      },
    ],
    keyTakeaways: [
      "Small details in posts combine into the material for targeted phishing and calls.",
      "Keep badges, boarding passes, screens and internal names out of photos and profiles.",
      "Limit audiences, approve tags and turn off location, and post as if it could go public.",
      "Real employers do not charge, do not pay for likes, and never need you to run their code on a work laptop.",
      "Check unknown profiles before trusting them, and report fakes and work-related approaches.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "On their first day, a new colleague wants to post a selfie with the new badge on its lanyard and the laptop open behind them. What is the best advice?",
          options: [
            "Post it, as long as the account is set to be visible to friends and nobody else",
            "Take the photo somewhere neutral, or crop out the badge and the screen",
            "Post it but leave the company's name out of the caption and hashtags",
            "Blur their own face so that the post cannot be linked to them later",
          ],
          correct: [1],
          explanation:
            "The badge shows a design and details someone could copy, and the screen may show internal information. Friends can reshare, the company is easy to recognise from the badge, and blurring the face leaves the real risks in the picture.",
        },
        {
          prompt: "Why is a photo of your boarding pass risky even if you cover your seat number?",
          options: [
            "Airlines forbid photos of boarding passes, and you can lose your frequent-flyer miles",
            "It shows your face clearly enough to be used for facial recognition",
            "It reveals your seat, which helps thieves find your bags on board",
            "The barcode and booking code can open your booking, with personal data",
          ],
          correct: [3],
          explanation:
            "With the booking code and surname, or the data in the barcode, someone can open the reservation, see personal details and even change or cancel the trip. Boarding passes carry no photo, and seat numbers matter far less than the booking itself.",
        },
        {
          prompt:
            "A “recruiter” on WhatsApp offers R$ 300 a day to like videos. After two tasks paid by Pix, they ask you to deposit R$ 500 to unlock a premium task with a bigger commission. What is this?",
          options: [
            "A normal commission model that digital marketing agencies use to grow",
            "A legitimate job, provided the company sends a contract with a valid CNPJ",
            "A task scam: small payments build trust, and your deposits will not come back",
            "Safe enough, as long as you withdraw what you have earned before making the deposit",
          ],
          correct: [2],
          explanation:
            "Paying you first to win your trust and then asking for deposits is the task-scam script. Criminals use real or borrowed CNPJs in fake contracts, and the early withdrawals are the bait that makes the larger deposit feel safe.",
        },
        {
          prompt:
            "After a friendly interview on LinkedIn, the “hiring manager” sends a repository and asks you to clone it and run it on your work laptop to fix a bug by tomorrow. What should you do?",
          options: [
            "Run it on the work laptop, because code tests are a normal part of hiring",
            "Run it on the work laptop, but disconnect from the company VPN beforehand",
            "Read the README and the main files, and run it if the code looks professional",
            "Not run it on a work device; check the company and the role on official channels",
          ],
          correct: [3],
          explanation:
            "Fake technical tests are a known way to plant malware on developers' machines. Disconnecting the VPN still leaves your saved credentials and tokens on the laptop, and malicious code is often hidden in dependencies or install scripts, not in the files you read.",
        },
        {
          prompt: "Select all that apply: which signs suggest that a LinkedIn profile contacting you may be fake?",
          options: [
            "The profile shows a verified workplace that matches the employer it claims",
            "The account is a few weeks old but already has hundreds of connections at your company",
            "You and the person share several connections among your colleagues",
            "The photo is flawless, with odd details in the background or on the ears",
            "They soon ask to continue the conversation on WhatsApp or Telegram",
          ],
          correct: [1, 3, 4],
          explanation:
            "Fast-growing new accounts, AI-looking photos and a rush to leave the platform are typical of fake profiles. A verified workplace is a point in the profile's favour, and mutual connections prove little, because many people accept requests without checking.",
        },
        {
          prompt: "You are going on holiday for two weeks and want to share photos. What is the safest approach?",
          options: [
            "Share them when you are back, with location tags turned off",
            "Share them in real time but in stories, since they vanish in a day",
            "Share them in real time, keeping your face out of the pictures",
            "Share them in real time with the location, as your profile is private",
          ],
          correct: [0],
          explanation:
            "Posting after you return removes the signal that your home is empty and that you are hard to reach, which fraudsters use for fake emergencies. Stories can be screenshotted, your face is not the issue, and private profiles are followed by people you do not really know.",
        },
      ],
    },
    badge: {
      name: "Share Smart",
      description:
        "Shares without giving attackers material, sets privacy options well and spots fake recruiters, job offers and profiles.",
    },
  },
  pt: {
    title: "Redes sociais e exposição excessiva: o que seus posts contam aos golpistas",
    summary:
      "Descubra o que criminosos tiram de posts comuns, ajuste as configurações de privacidade que importam e reconheça falsos recrutadores, vagas e perfis antes que eles custem dinheiro, dados ou acesso à sua empresa.",
    steps: [
      {
        title: "Cada post é uma pista",
        body: [
          "O ataque começa com inteligência de fontes abertas (OSINT): o que qualquer pessoa encontra na internet. A foto do crachá novo mostra o modelo, seu nome e às vezes um código de barras que dá para copiar. O cartão de embarque traz um código de reserva e um código de barras que abrem sua reserva. A selfie na mesa pode pegar uma tela, um quadro branco ou um post-it. Post de férias em tempo real conta que a casa está vazia e que você está difícil de contatar.",
          "Nada disso parece perigoso sozinho. O risco está na soma: nome, cargo, gestor, datas de viagem e ferramentas que você usa são a matéria-prima de um e-mail de phishing convincente ou de uma ligação que “sabe tudo” sobre você.",
        ],
        takeaways: [
          "Crachá, cartão de embarque, telas e quadros brancos não entram na foto.",
          "Poste a viagem depois de voltar, não enquanto está fora.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Uma figura com uma lupa juntando fotos, um crachá e um cartão de embarque tirados de posts.",
      },
      {
        title: "O organograma da empresa, em público",
        body: [
          "Perfis profissionais e posts animados de “boas-vindas ao time” permitem que qualquer um monte o organograma: quem aprova pagamentos, quem acabou de entrar no financeiro, quais fornecedores a empresa usa e quais sistemas aparecem nas vagas. Quem acabou de chegar é alvo preferido, porque ainda não sabe como é um pedido real da diretoria nem como os pagamentos são aprovados.",
          "Dá para comemorar e fazer networking mesmo assim. Descreva sua função em termos gerais, deixe nomes de sistemas internos, codinomes de projetos e nomes de clientes fora dos perfis públicos e siga as regras da empresa sobre o que pode ser postado sobre o trabalho.",
        ],
        takeaways: [
          "Golpistas usam perfis públicos para descobrir quem aprova pagamentos e quem é novo.",
          "Deixe sistemas internos, projetos e clientes fora dos posts públicos.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "Três pessoas ligadas por linhas como num organograma, com uma delas destacada como alvo.",
      },
      {
        title: "Configurações de privacidade que importam",
        body: [
          "Reserve dez minutos para cada rede que você usa. Limite o público padrão dos novos posts, revise quem vê os antigos e ative a aprovação antes que marcações apareçam no seu perfil. Desligue a localização nas fotos e o compartilhamento de localização em tempo real, esconda a lista de amigos ou conexões e impeça que encontrem você pelo número de telefone ou pelo e-mail.",
          "Lembre que “só amigos” ainda alcança quem pode tirar print e compartilhar, e que contas privadas costumam ter seguidores desconhecidos aceitos há muito tempo. Poste como se o conteúdo pudesse ficar público.",
        ],
        takeaways: ["Limite o público, aprove marcações e desligue a localização.", "Poste como se fosse público, porque pode virar."],
        illustration: "privacy-rights",
        illustrationAlt: "Um cartão de perfil com controles de público, marcações e localização no mínimo.",
      },
      {
        title: "Falsos recrutadores e vagas boas demais",
        body: [
          "Golpes de emprego seguem poucos roteiros. No golpe das tarefas, um “recrutador” no WhatsApp ou no Telegram paga pequenas quantias para você curtir vídeos ou avaliar produtos e depois pede um depósito para liberar tarefas maiores, que nunca pagam. Outros cobram por treinamento, equipamento ou cadastro, ou recolhem CPF, fotos de documentos, selfie e dados bancários antes de qualquer entrevista de verdade, o que basta para abrir contas em seu nome.",
          "Quem é desenvolvedor encontra uma versão mais sutil: depois de uma entrevista simpática, um “teste técnico” pede que você clone um repositório e execute o projeto. O código instala um malware que rouba senhas, carteiras de criptomoedas e acessos da empresa. Rode testes só em ambiente isolado, nunca em aparelho de trabalho, e confirme a empresa e o recrutador pela página oficial de vagas.",
        ],
        takeaways: [
          "Empregador de verdade não cobra de você nem paga para curtir vídeos.",
          "Mande documentos só depois de uma proposta confirmada, pelo processo oficial da empresa.",
          "Nunca rode o projeto de teste de um recrutador em aparelho de trabalho.",
        ],
        illustration: "handshake",
        illustrationAlt: "Um aperto de mãos em que uma das mãos esconde um anzol nas costas.",
      },
      {
        title: "Perfis falsos e como conferir",
        body: [
          "Perfis falsos se passam por recrutadores, investidores ou colegas para juntar contatos e ganhar confiança. Sinais de alerta: conta recente com centenas de conexões na sua empresa, foto perfeita demais que pode ter sido gerada por IA, histórico profissional vago e pressa para levar a conversa ao WhatsApp ou ao Telegram ou para mandar um documento. Alguns copiam os próprios diretores da empresa para pedir favores à equipe.",
          "Antes de aceitar, veja a data de criação do perfil e os dados de verificação, quando a rede mostra, e pergunte a um contato em comum se ele conhece mesmo a pessoa. Denuncie perfis falsos à plataforma e reporte à equipe de segurança as abordagens que miram a sua empresa.",
        ],
        takeaways: [
          "Conta nova, foto perfeita e pressa para sair da plataforma são sinais de alerta.",
          "Denuncie perfis falsos à rede e reporte as abordagens de trabalho à segurança.",
        ],
        illustration: "browser-shield",
        illustrationAlt: "Uma janela de navegador com uma página de perfil, um escudo e um alerta ao lado da foto.",
      },
    ],
    keyTakeaways: [
      "Pequenos detalhes dos posts se somam e viram material para phishing e ligações direcionadas.",
      "Deixe crachá, cartão de embarque, telas e nomes internos fora de fotos e perfis.",
      "Limite o público, aprove marcações, desligue a localização e poste como se pudesse ficar público.",
      "Empregador de verdade não cobra, não paga por curtidas e não pede para rodar código dele no notebook da empresa.",
      "Confira perfis desconhecidos antes de confiar e denuncie perfis falsos e abordagens ligadas ao trabalho.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "No primeiro dia, um colega novo quer postar uma selfie com o crachá no cordão e o notebook aberto atrás dele. Qual é o melhor conselho?",
          options: [
            "Postar, desde que a conta esteja configurada para só os amigos verem",
            "Tirar a foto num lugar neutro ou cortar o crachá e a tela da imagem",
            "Postar, mas deixar o nome da empresa fora da legenda e das hashtags",
            "Desfocar o próprio rosto para que o post não seja ligado a ele depois",
          ],
          correct: [1],
          explanation:
            "O crachá mostra um modelo e dados que alguém pode copiar, e a tela pode exibir informação interna. Amigos compartilham, a empresa é reconhecível pelo crachá, e desfocar o rosto deixa os riscos reais na foto.",
        },
        {
          prompt: "Por que a foto do cartão de embarque é arriscada mesmo cobrindo o número do assento?",
          options: [
            "As companhias aéreas proíbem essas fotos, e você pode perder suas milhas acumuladas",
            "Ela mostra seu rosto com nitidez suficiente para reconhecimento facial",
            "Ela revela o assento, o que ajuda ladrões a achar sua bagagem no avião",
            "O código de barras e o código da reserva abrem a reserva, com seus dados",
          ],
          correct: [3],
          explanation:
            "Com o código da reserva e o sobrenome, ou com os dados do código de barras, alguém abre a reserva, vê dados pessoais e pode até alterar ou cancelar a viagem. Cartão de embarque não tem foto, e o assento importa bem menos que a reserva.",
        },
        {
          prompt:
            "Um “recrutador” no WhatsApp oferece R$ 300 por dia para curtir vídeos. Depois de duas tarefas pagas por Pix, pede um depósito de R$ 500 para liberar uma tarefa premium com comissão maior. O que é isso?",
          options: [
            "Um modelo normal de comissão que agências de marketing digital usam para crescer",
            "Um trabalho legítimo, desde que a empresa mande um contrato com CNPJ válido",
            "O golpe das tarefas: os pagamentos pequenos criam confiança e o depósito não volta",
            "Algo seguro, desde que você saque tudo o que já ganhou antes de fazer o novo depósito",
          ],
          correct: [2],
          explanation:
            "Pagar primeiro para ganhar confiança e depois pedir depósitos é o roteiro do golpe das tarefas. Golpistas usam CNPJs reais ou emprestados em contratos falsos, e os primeiros saques são a isca que faz o depósito maior parecer seguro.",
        },
        {
          prompt:
            "Depois de uma entrevista simpática pelo LinkedIn, o “gestor da vaga” manda um repositório e pede que você clone e execute o projeto no notebook da empresa para corrigir um bug até amanhã. O que fazer?",
          options: [
            "Executar no notebook da empresa, porque teste de código é parte normal da seleção",
            "Executar no notebook da empresa, mas desconectar da VPN corporativa antes",
            "Ler o README e os arquivos principais e executar se o código parecer profissional",
            "Não executar em aparelho de trabalho e confirmar empresa e vaga por canais oficiais",
          ],
          correct: [3],
          explanation:
            "Testes técnicos falsos são uma forma conhecida de plantar malware na máquina de desenvolvedores. Desconectar a VPN ainda deixa credenciais e tokens salvos no notebook, e o código malicioso costuma se esconder em dependências ou scripts de instalação, não nos arquivos que você lê.",
        },
        {
          prompt: "Marque todas as alternativas corretas: quais sinais indicam que um perfil do LinkedIn que procurou você pode ser falso?",
          options: [
            "O perfil mostra um local de trabalho verificado que bate com a empresa informada",
            "A conta tem poucas semanas, mas já soma centenas de conexões na sua empresa",
            "Vocês têm várias conexões em comum entre os seus colegas",
            "A foto é perfeita, com detalhes estranhos no fundo ou nas orelhas",
            "A pessoa logo pede para continuar a conversa no WhatsApp ou no Telegram",
          ],
          correct: [1, 3, 4],
          explanation:
            "Contas novas que crescem rápido, fotos com cara de IA e pressa para sair da plataforma são típicas de perfis falsos. Local de trabalho verificado conta a favor do perfil, e conexões em comum provam pouco, porque muita gente aceita convites sem conferir.",
        },
        {
          prompt: "Você vai passar duas semanas de férias e quer compartilhar fotos. Qual é o jeito mais seguro?",
          options: [
            "Postar quando voltar, com a marcação de localização desligada",
            "Postar em tempo real, mas nos stories, que somem em um dia",
            "Postar em tempo real, deixando seu rosto fora das fotos",
            "Postar em tempo real com a localização, já que o perfil é privado",
          ],
          correct: [0],
          explanation:
            "Postar depois da volta elimina o sinal de que a casa está vazia e de que você está difícil de contatar, que golpistas usam em falsas emergências. Stories viram print, o rosto não é o problema, e perfis privados têm seguidores que você não conhece de verdade.",
        },
      ],
    },
    badge: {
      name: "Compartilha com cuidado",
      description: "Compartilha sem dar material a golpistas, ajusta bem a privacidade e reconhece falsos recrutadores, vagas e perfis.",
    },
  },
} satisfies CourseContent;

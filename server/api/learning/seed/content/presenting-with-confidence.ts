import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "presenting-with-confidence",
  area: "professional-skills",
  level: "intermediate",
  durationMinutes: 5,
  tags: ["presentations", "public-speaking", "communication"],
  passingScore: 80,
  free: false,
  badgeColor: "#B45309",
  references: [
    "Barbara Minto, The Pyramid Principle: start with the answer, then group supporting arguments",
    "Rule of three in rhetoric and speechwriting",
    "Richard E. Mayer, Multimedia Learning: redundancy, coherence and signalling principles for slides",
    "Alison Wood Brooks (2014), Get excited: Reappraising pre-performance anxiety as excitement, Journal of Experimental Psychology: General",
    "Balban et al. (2023), Brief structured respiration practices enhance mood and reduce physiological arousal, Cell Reports Medicine",
  ],
  en: {
    title: "Presenting with Confidence",
    summary:
      "Strong presentations are built, not improvised. Learn to lead with one clear message, adapt to your audience, design slides that support you, rehearse, manage nerves, handle questions and keep people engaged online.",
    steps: [
      {
        title: "Lead with your message",
        body: [
          "Before you open any slide software, write your main message in one sentence your audience could repeat afterwards. For example: ‘Moving support to a shared inbox will cut our response time, and we can do it by March with no new hires.’ If you can't say it in one sentence, you aren't ready to build slides.",
          "Open with that message, then support it with three key points, such as the problem, the solution and the plan. Three points are easy to follow and remember. Close by repeating the message and saying exactly what you want the audience to do or decide.",
        ],
        takeaways: [
          "Write your message in one sentence before making slides.",
          "Message first, three supporting points, then a clear call to action.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "A single lightbulb above three connected supporting points",
      },
      {
        title: "Know your audience",
        body: [
          "The same content needs a different shape for different listeners. Ask yourself: who will be there, what do they already know, what do they care about and what can they decide? Executives usually want the conclusion, the cost and the risk in the first minutes. A technical team may want to see how it works. A mixed audience needs plain language and few acronyms.",
          "If you can, talk to one or two attendees beforehand: ‘What would make this session useful for you?’ Their answer often reveals the real question you need to address, and a familiar face in the room helps with nerves too.",
        ],
        takeaways: [
          "Shape content around what this audience knows and needs to decide.",
          "Ask an attendee beforehand what would make the session useful.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "A presenter looking at a varied audience of executives and technical staff",
      },
      {
        title: "Slides that support, not repeat",
        body: [
          "Slides are there to support what you say, not to be read aloud. When the screen is full of text, people read instead of listening and finish before you do. Put one idea on each slide, with a headline that states the point, such as ‘Response time halved after the reorganisation’, rather than a label such as ‘Results’.",
          "Use a simple chart, an image or a few words instead of paragraphs, and highlight the one number that matters rather than a whole spreadsheet. Put details in a handout or appendix to share afterwards. A good test: if you could give the talk with the projector off, your slides are supporting you, not carrying you.",
        ],
        takeaways: [
          "One idea per slide, with a headline that states the point.",
          "Move details to a handout, and never read your slides aloud.",
        ],
        illustration: "presentation",
        illustrationAlt: "A slide with one clear headline and a simple bar chart",
      },
      {
        title: "Rehearse and manage nerves",
        body: [
          "Rehearse out loud, not just in your head, and time yourself. Do at least one full run-through standing up, ideally in front of a colleague or your phone camera. Know your opening and closing lines almost by heart, since nerves tend to peak at the start, but don't memorise every word; notes with key points keep you natural.",
          "Nerves are normal, even for experienced speakers. Slow breathing with a longer exhale than inhale helps calm your body, and some people find it helps to reframe the feeling as excitement rather than fight it. Arrive early and test the equipment. If you lose your place, pause, check your notes and continue; a pause feels much longer to you than to the audience.",
        ],
        takeaways: [
          "Rehearse aloud and timed; know your opening and closing.",
          "Breathe slowly, arrive early and use pauses instead of rushing.",
        ],
        illustration: "checklist",
        illustrationAlt: "A rehearsal checklist with a stopwatch and speaker notes",
      },
      {
        title: "Handle questions calmly",
        body: [
          "Prepare for questions: list the five hardest ones you could get and plan short answers. Tell the audience at the start when you will take questions. When someone asks, listen to the whole question, repeat or paraphrase it so everyone hears it, answer briefly and check: ‘Does that answer your question?’",
          "If you don't know, say so and commit to a follow-up: ‘I don't have that figure with me; I'll send it to you by tomorrow.’ Then do it. If a question is hostile or off-topic, stay calm, acknowledge the concern, answer the relevant part and offer to continue the discussion afterwards.",
        ],
        takeaways: ["Prepare answers to the hardest likely questions.", "If you don't know, say so and follow up as promised."],
        illustration: "handshake",
        illustrationAlt: "A presenter calmly answering a question from a raised hand in the audience",
      },
      {
        title: "Presenting online",
        body: [
          "Online, you compete with inboxes and other windows, so keep your energy up and your sections short. Place the camera at eye level, light your face from the front and look into the camera when making key points. Test audio, camera and screen sharing beforehand, and share only the presentation window.",
          "Involve people every few minutes: ask a question, run a quick poll or invite comments in the chat. Ask a colleague to watch the chat and flag questions so you can stay focused. Have a plan B, such as sending the slides in advance, in case your connection drops.",
        ],
        takeaways: ["Look into the camera, test your setup and share one window.", "Engage the audience regularly and have a backup plan."],
        illustration: "remote-work",
        illustrationAlt: "A person presenting from a laptop with the camera at eye level and a poll on screen",
      },
    ],
    keyTakeaways: [
      "Lead with one clear message, support it with three points and end with a call to action.",
      "Adapt content and detail to what your audience knows and needs to decide.",
      "Design slides with one idea each and a headline that makes the point.",
      "Rehearse aloud, breathe slowly and treat nerves as energy.",
      "Answer questions briefly, admit what you don't know and follow up.",
      "Online, look into the camera, test your setup and involve people often.",
    ],
    challenge: {
      questions: [
        {
          prompt: "You have ten minutes to present a proposal to senior leaders. Which opening is best?",
          options: [
            "A history of the project since it began",
            "Your recommendation first, then three reasons",
            "An agenda slide listing the twelve topics you'll cover",
            "An apology for how little time you had to prepare",
          ],
          correct: [1],
          explanation:
            "Senior audiences want the conclusion and the decision first. Leading with the recommendation, what you need from them and three supporting reasons makes the message easy to follow and remember. History, long agendas and apologies use up the most attentive minutes on low-value content.",
        },
        {
          prompt: "Which slide headline best supports your talk?",
          options: [
            "Results",
            "Q2 data",
            "Complaints fell after the new onboarding",
            "Overview of the customer metrics we track each quarter",
          ],
          correct: [2],
          explanation:
            "A headline that states the point tells the audience what to conclude from the slide, even if they only glance at it. Labels like ‘Results’ or a description of what the slide contains leave people to work out the message for themselves.",
        },
        {
          prompt: "Your slides are full of paragraphs you plan to read aloud. What is the best fix?",
          options: [
            "Make the font smaller so everything fits",
            "Read faster so you get through it in time",
            "Add an animation that reveals each sentence in turn",
            "One key idea per slide; detail goes in a handout",
          ],
          correct: [3],
          explanation:
            "When the text on screen repeats what you say, people read instead of listening. One idea per slide keeps attention on you, and a handout keeps the detail available. Smaller fonts, speed and animations make the problem worse.",
        },
        {
          prompt: "During Q&A, someone asks for a figure you don't have. What should you do?",
          options: [
            "Give an estimate so you look prepared",
            "Change the subject to something you know well",
            "Say the figure isn't really relevant to the decision",
            "Say you don't have it with you and will send it by a specific time",
          ],
          correct: [3],
          explanation:
            "Admitting you don't have it, and then following up as promised, protects your credibility. A guessed number can be wrong and damage trust in everything else you said, and dodging the question looks evasive.",
        },
        {
          prompt: "You are presenting online to a remote team. Which practices help? Select all that apply.",
          options: [
            "Share your whole desktop so people can see everything",
            "Look into the camera when making key points",
            "Read from a script on screen so that you miss nothing",
            "Test audio and screen sharing beforehand",
            "Ask a colleague to watch the chat for questions",
          ],
          correct: [1, 3, 4],
          explanation:
            "Looking into the camera creates eye contact, testing avoids technical delays and a chat moderator lets you stay focused while still catching questions. Reading a script pulls your eyes away from the camera, and sharing your whole desktop distracts people and can expose private notifications.",
        },
        {
          prompt: "Five minutes before you present, your heart is racing. Which approach is most helpful?",
          options: [
            "Drink a couple of strong coffees for extra energy",
            "Rewrite some of your slides so you feel more prepared",
            "Take slow breaths and go over your opening",
            "Tell the audience at the start that you're bad at presenting",
          ],
          correct: [2],
          explanation:
            "Slow breathing with longer exhales helps calm your body, and knowing your opening lines carries you through the moment when nerves peak. Extra caffeine adds to the jitters, last-minute edits add risk, and apologising lowers the audience's confidence in you.",
        },
      ],
    },
    badge: {
      name: "Confident Presenter",
      description: "Builds talks around a clear message, designs slides that support it and handles nerves and questions with composure.",
    },
  },
  pt: {
    title: "Apresente com confiança",
    summary:
      "Boas apresentações são construídas, não improvisadas. Aprenda a começar por uma mensagem clara, adaptar o conteúdo ao público, criar slides que apoiam sua fala, ensaiar, lidar com o nervosismo e as perguntas e manter a atenção das pessoas no online.",
    steps: [
      {
        title: "Comece pela mensagem",
        body: [
          "Antes de abrir qualquer programa de slides, escreva sua mensagem principal numa frase que o público consiga repetir depois. Por exemplo: “Centralizar o atendimento numa caixa de e-mail compartilhada vai reduzir nosso tempo de resposta, e conseguimos fazer isso até março sem novas contratações.” Se você não consegue dizer em uma frase, ainda não está pronto para montar os slides.",
          "Abra com essa mensagem e sustente-a com três pontos principais, como o problema, a solução e o plano. Três pontos são fáceis de acompanhar e de lembrar. Feche repetindo a mensagem e dizendo exatamente o que você quer que o público faça ou decida.",
        ],
        takeaways: [
          "Escreva sua mensagem em uma frase antes de criar os slides.",
          "Mensagem primeiro, três pontos de apoio e um pedido claro no final.",
        ],
        illustration: "lightbulb",
        illustrationAlt: "Uma lâmpada acesa acima de três pontos de apoio conectados",
      },
      {
        title: "Conheça seu público",
        body: [
          "O mesmo conteúdo precisa de formatos diferentes para públicos diferentes. Pergunte-se: quem vai estar lá, o que já sabe, com o que se importa e o que pode decidir? A diretoria costuma querer a conclusão, o custo e o risco nos primeiros minutos. Uma equipe técnica talvez queira ver como a solução funciona. Um público misto pede linguagem simples e poucas siglas.",
          "Se puder, converse antes com um ou dois participantes: “O que tornaria este encontro útil para você?” A resposta costuma revelar a verdadeira pergunta que você precisa responder, e um rosto conhecido na plateia também ajuda a acalmar.",
        ],
        takeaways: [
          "Adapte o conteúdo ao que esse público sabe e precisa decidir.",
          "Pergunte antes a um participante o que tornaria o encontro útil.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "Apresentador olhando para um público variado, com executivos e equipe técnica",
      },
      {
        title: "Slides que apoiam, e não repetem",
        body: [
          "Os slides existem para apoiar sua fala, não para serem lidos em voz alta. Quando a tela está cheia de texto, as pessoas leem em vez de ouvir e terminam antes de você. Coloque uma ideia por slide, com um título que afirme o ponto, como “Tempo de resposta caiu pela metade após a reestruturação”, e não um rótulo como “Resultados”.",
          "Use um gráfico simples, uma imagem ou poucas palavras no lugar de parágrafos, e destaque o número que importa em vez de mostrar a planilha inteira. Deixe os detalhes num material de apoio ou anexo para compartilhar depois. Um bom teste: se você conseguiria apresentar com o projetor desligado, os slides estão apoiando você, e não carregando a apresentação.",
        ],
        takeaways: [
          "Uma ideia por slide, com um título que afirme o ponto.",
          "Leve os detalhes para um material de apoio e nunca leia os slides.",
        ],
        illustration: "presentation",
        illustrationAlt: "Slide com um título claro e um gráfico de barras simples",
      },
      {
        title: "Ensaie e controle o nervosismo",
        body: [
          "Ensaie em voz alta, não só de cabeça, e cronometre. Faça pelo menos uma passagem completa em pé, de preferência para um colega ou para a câmera do celular. Saiba a abertura e o encerramento quase de cor, porque o nervosismo costuma ser maior no início, mas não decore cada palavra; anotações com os pontos-chave deixam você mais natural.",
          "Ficar nervoso é normal, até para quem tem experiência. Respirar devagar, soltando o ar por mais tempo do que leva para inspirar, ajuda a acalmar o corpo, e algumas pessoas se saem melhor encarando a sensação como empolgação em vez de tentar reprimi-la. Chegue cedo e teste os equipamentos. Se perder o fio, faça uma pausa, olhe suas anotações e continue; a pausa parece muito mais longa para você do que para o público.",
        ],
        takeaways: [
          "Ensaie em voz alta e cronometrado; domine a abertura e o encerramento.",
          "Respire devagar, chegue cedo e use pausas em vez de acelerar.",
        ],
        illustration: "checklist",
        illustrationAlt: "Lista de preparação com um cronômetro e anotações de apoio",
      },
      {
        title: "Responda às perguntas com calma",
        body: [
          "Prepare-se para as perguntas: liste as cinco mais difíceis que podem surgir e planeje respostas curtas. Avise logo no início quando vai abrir para perguntas. Quando alguém perguntar, ouça até o fim, repita ou reformule a pergunta para que todos ouçam, responda de forma breve e confirme: “Isso responde à sua pergunta?”",
          "Se não souber, diga isso e assuma um retorno: “Não tenho esse número aqui; envio para você até amanhã.” E cumpra. Se a pergunta for hostil ou fora do tema, mantenha a calma, reconheça a preocupação, responda à parte pertinente e ofereça continuar a conversa depois.",
        ],
        takeaways: ["Prepare respostas para as perguntas mais difíceis.", "Se não souber, admita e dê o retorno prometido."],
        illustration: "handshake",
        illustrationAlt: "Apresentador respondendo com calma a uma pessoa de mão levantada na plateia",
      },
      {
        title: "Apresentações online",
        body: [
          "No online, você disputa a atenção com a caixa de entrada e outras janelas; por isso, mantenha a energia alta e os blocos curtos. Posicione a câmera na altura dos olhos, ilumine o rosto de frente e olhe para a câmera ao falar dos pontos principais. Teste áudio, câmera e compartilhamento de tela antes e compartilhe só a janela da apresentação.",
          "Envolva o público a cada poucos minutos: faça uma pergunta, rode uma enquete rápida ou peça comentários no chat. Peça a um colega para acompanhar o chat e sinalizar as perguntas, assim você mantém o foco. Tenha um plano B, como enviar os slides antes, caso a conexão caia.",
        ],
        takeaways: [
          "Olhe para a câmera, teste sua estrutura e compartilhe uma janela só.",
          "Envolva o público com frequência e tenha um plano B.",
        ],
        illustration: "remote-work",
        illustrationAlt: "Pessoa apresentando pelo notebook, com a câmera na altura dos olhos e uma enquete na tela",
      },
    ],
    keyTakeaways: [
      "Comece por uma mensagem clara, sustente-a com três pontos e termine com um pedido de ação.",
      "Adapte o conteúdo e o nível de detalhe ao que o público sabe e precisa decidir.",
      "Monte slides com uma ideia cada e um título que afirme o ponto.",
      "Ensaie em voz alta, respire devagar e use o nervosismo como energia.",
      "Responda de forma breve, admita o que não sabe e dê retorno.",
      "No online, olhe para a câmera, teste a estrutura e envolva as pessoas com frequência.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Você tem dez minutos para apresentar uma proposta à alta liderança. Qual é a melhor abertura?",
          options: [
            "O histórico do projeto desde o início",
            "Sua recomendação primeiro, depois três motivos",
            "Um slide de agenda com os doze tópicos que você vai cobrir",
            "Um pedido de desculpas pelo pouco tempo de preparação",
          ],
          correct: [1],
          explanation:
            "A alta liderança quer a conclusão e a decisão primeiro. Abrir com a recomendação, o que você precisa deles e três motivos que a sustentam deixa a mensagem fácil de acompanhar e de lembrar. Histórico, agendas longas e desculpas gastam os minutos de maior atenção com conteúdo de pouco valor.",
        },
        {
          prompt: "Qual título de slide apoia melhor sua apresentação?",
          options: [
            "Resultados",
            "Dados do 2º trimestre",
            "Reclamações caíram após a nova integração",
            "Visão geral dos indicadores de clientes que acompanhamos a cada trimestre",
          ],
          correct: [2],
          explanation:
            "Um título que afirma a conclusão diz ao público o que tirar do slide, mesmo que ele só dê uma olhada. Rótulos como “Resultados” ou uma descrição do que o slide contém deixam para as pessoas o trabalho de descobrir a mensagem.",
        },
        {
          prompt: "Seus slides estão cheios de parágrafos que você pretende ler em voz alta. Qual é a melhor solução?",
          options: [
            "Diminuir a fonte para caber tudo",
            "Ler mais rápido para dar tempo de passar tudo",
            "Colocar uma animação que revela cada frase de uma vez",
            "Uma ideia por slide; detalhes no material de apoio",
          ],
          correct: [3],
          explanation:
            "Quando o texto na tela repete o que você fala, as pessoas leem em vez de ouvir. Uma ideia por slide mantém a atenção em você, e um material de apoio deixa os detalhes disponíveis. Fonte menor, pressa e animações pioram o problema.",
        },
        {
          prompt: "Na rodada de perguntas, alguém pede um número que você não tem. O que fazer?",
          options: [
            "Dar uma estimativa para parecer preparado",
            "Mudar de assunto para algo que você domina",
            "Dizer que o número não é relevante para a decisão",
            "Dizer que não tem o número em mãos e que envia até um prazo definido",
          ],
          correct: [3],
          explanation:
            "Admitir que não tem o dado em mãos, e depois cumprir o prometido, protege sua credibilidade. Um número chutado pode estar errado e abalar a confiança em tudo o que você disse, e fugir da pergunta parece evasivo.",
        },
        {
          prompt: "Você vai apresentar online para uma equipe remota. Quais práticas ajudam? Marque todas as que se aplicam.",
          options: [
            "Compartilhar a área de trabalho inteira para todos verem tudo",
            "Olhar para a câmera ao falar dos pontos principais",
            "Ler um roteiro na tela para não esquecer nada",
            "Testar áudio e compartilhamento de tela antes",
            "Pedir a um colega que acompanhe o chat e sinalize as perguntas",
          ],
          correct: [1, 3, 4],
          explanation:
            "Olhar para a câmera cria contato visual, testar antes evita atrasos técnicos e um colega no chat deixa você concentrado sem perder as perguntas. Ler um roteiro tira seus olhos da câmera, e compartilhar a área de trabalho inteira distrai e pode expor notificações privadas.",
        },
        {
          prompt: "Cinco minutos antes de apresentar, seu coração está disparado. Qual atitude ajuda mais?",
          options: [
            "Tomar dois cafés fortes para ter mais energia",
            "Refazer alguns slides para se sentir mais preparado",
            "Respirar devagar e repassar a abertura",
            "Avisar ao público logo no início que você é péssimo para apresentar",
          ],
          correct: [2],
          explanation:
            "Respirar devagar, soltando o ar longamente, ajuda a acalmar o corpo, e saber de cor as primeiras frases leva você pelo momento em que o nervosismo é maior. Cafeína extra aumenta a agitação, mudanças de última hora trazem risco e se desculpar diminui a confiança do público em você.",
        },
      ],
    },
    badge: {
      name: "Apresentação com confiança",
      description:
        "Estrutura apresentações em torno de uma mensagem clara, cria slides que a apoiam e lida com nervosismo e perguntas com tranquilidade.",
    },
  },
} satisfies CourseContent;

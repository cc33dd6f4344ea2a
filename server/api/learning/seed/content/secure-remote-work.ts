import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "secure-remote-work",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["remote-work", "home-network", "physical-security", "shadow-it"],
  passingScore: 80,
  free: false,
  badgeColor: "#047857",
  references: [
    "CISA Telework guidance and products (Telework Essentials Toolkit; Home Network Security tips)",
    "NIST SP 800-46 Rev. 2: Guide to Enterprise Telework, Remote Access, and Bring Your Own Device (BYOD) Security",
    "NSA Cybersecurity Information Sheet: Best Practices for Securing Your Home Network",
    "Wi-Fi Alliance: WPA3 security certification",
  ],
  en: {
    title: "Secure Remote Work: Protecting Data Outside the Office",
    summary:
      "Working from home or on the move is convenient, but your router, devices, tools and surroundings all become part of your organisation's security. Learn the practical habits that keep work data safe wherever you are.",
    steps: [
      {
        title: "Secure your home router",
        body: [
          "Your router is the front door of your home network, and many people never change the settings it came with. Log in to its admin page (the address is usually on a label under the device) and replace the default admin password with a long, unique one. Check that your Wi-Fi uses WPA3, or WPA2 with AES if some devices don't support WPA3. Avoid old options such as WEP.",
          "Turn on automatic firmware updates if the router offers them, or check every few months; if your internet provider manages the router, ask how updates are handled. Disable features you don't use, such as WPS and remote administration, and put smart TVs, cameras and visitors' devices on a guest network, so a weak gadget can't reach your work laptop.",
        ],
        takeaways: [
          "Change the router's default admin password and use a strong Wi-Fi password.",
          "Use WPA3, or WPA2 with AES, and keep the firmware updated.",
          "Put smart devices and guests on a separate guest network.",
        ],
        illustration: "home-router",
        illustrationAlt: "A home Wi-Fi router with a padlock and an update arrow above it",
      },
      {
        title: "Keep work and personal separate",
        body: [
          "Mixing work and personal use creates risk in both directions. A game or browser extension installed on the family laptop could expose company data, and a work incident could expose your family photos. Use the device your employer provides for work, and don't let others in your household use it, even for a quick school task.",
          "Keep accounts separate too. Don't forward work e-mails to a personal address such as yourname@example.com, don't save company files to a personal cloud drive, and never reuse your work password elsewhere. If you are allowed to use your own phone for work, follow the rules, which usually means installing the approved management app and keeping the phone locked and updated.",
        ],
        takeaways: [
          "Use your work device for work only, and don't share it.",
          "Never forward work e-mail or files to personal accounts.",
          "Use a unique password for your work account.",
        ],
        illustration: "device-lock",
        illustrationAlt: "Two laptops side by side, one labelled work with a lock and one labelled personal",
      },
      {
        title: "Use approved tools only",
        body: [
          "When a work tool feels slow, it is tempting to grab a free file-transfer site, a personal messaging app or an online PDF converter. This is called shadow IT: tools your organisation hasn't approved. The problem is not that they are bad products, but that company data ends up where no one can monitor it, back it up or delete it. Pasting a customer list into an unapproved AI chatbot carries the same risk.",
          "Use the tools your IT team provides for storage, chat, video calls and file transfer, and connect through the company VPN when required. If something doesn't meet a real need, ask IT for an approved alternative instead of finding your own.",
        ],
        takeaways: [
          "Use only approved apps for files, chat and calls.",
          "Don't paste company data into unapproved websites or AI tools.",
          "If a tool is missing, ask IT rather than improvising.",
        ],
        illustration: "checklist",
        illustrationAlt: "A checklist of approved apps with ticks, and an unknown app crossed out",
      },
      {
        title: "Video-call hygiene",
        body: [
          "Before you join a call, check what others can see and hear. Blur your background, or sit where the camera doesn't show whiteboards, documents or family members. Mute when you aren't speaking, and use headphones for confidential topics, since people in the room can hear the other side of the conversation.",
          "When you share your screen, share a single window rather than your whole desktop, and silence e-mail and chat notifications so a private message doesn't pop up in front of a client. If you host, use a waiting room or passcode and don't post meeting links publicly. Only record with participants' knowledge and within your organisation's rules.",
        ],
        takeaways: [
          "Check your background and use headphones for confidential calls.",
          "Share one window, not your whole screen, and silence notifications.",
          "Use waiting rooms or passcodes and keep links private.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "A video call with a blurred background and a single shared window",
      },
      {
        title: "Physical privacy: screens, devices and paper",
        body: [
          "Lock your screen every time you step away, even at home: press Windows key + L on Windows or Control + Command + Q on a Mac, and set it to lock automatically after a few minutes. In cafés, trains or coworking spaces, use a privacy filter, avoid confidential calls where others can overhear, and never leave your laptop unattended or visible in a parked car.",
          "Paper needs care too. Print only when necessary, collect pages from the printer straight away and keep them out of sight. Don't put confidential pages in household recycling; use a cross-cut shredder or return them to the office for secure disposal, as your policy requires. If a device or document is lost or stolen, report it to IT immediately so access can be blocked.",
        ],
        takeaways: [
          "Lock your screen whenever you step away.",
          "Shred confidential printouts or return them for secure disposal.",
          "Report a lost device or document immediately.",
        ],
        illustration: "remote-work",
        illustrationAlt: "A person working at a kitchen table with a locked laptop screen and a paper shredder nearby",
      },
    ],
    keyTakeaways: [
      "Change your router's default password, use WPA3 or WPA2-AES and keep it updated.",
      "Keep work devices and accounts separate from personal ones.",
      "Use only tools approved by your organisation; ask IT when something is missing.",
      "On video calls, check your background, share one window and silence notifications.",
      "Lock your screen, protect printed documents and report losses straight away.",
    ],
    challenge: {
      questions: [
        {
          prompt: "You have just installed a new router at home to work remotely. Which action should come first?",
          options: [
            "Give the Wi-Fi a funny name so it's easy to find",
            "Change the admin password and use WPA3 or WPA2-AES",
            "Move the router closer to your desk for a stronger signal",
            "Switch the router off every night to reset it",
          ],
          correct: [1],
          explanation:
            "Default admin passwords are widely known and easy to look up, and weak Wi-Fi encryption lets others join or snoop on your network. A unique admin password plus WPA3, or WPA2 with AES, closes the most common gaps. The other actions don't improve security.",
        },
        {
          prompt: "A family member asks to borrow your work laptop for ten minutes to print a school assignment. What do you do?",
          options: [
            "Let them, as long as you watch what they do",
            "Create a separate user profile for them on the work laptop",
            "Say no kindly and suggest they use a personal device instead of a work one",
            "Let them, then clear the browser history afterwards",
          ],
          correct: [2],
          explanation:
            "A work device should be used only by you for work. Anyone else using it could open company data, install something risky or change settings, even by accident. Watching, adding a profile or clearing history doesn't remove those risks.",
        },
        {
          prompt:
            "A client needs a large file today and the company file-sharing tool is slow. A colleague suggests a free transfer website. What is the best option?",
          options: [
            "Use the free site, and delete the file from it afterwards",
            "Send it from your personal e-mail account instead",
            "Split the file and send the parts through a personal chat app",
            "Use the approved tool or ask IT for an approved option",
          ],
          correct: [3],
          explanation:
            "Unapproved sites and personal accounts are shadow IT: company data ends up where your organisation can't protect, monitor or delete it, and you can't be sure a deleted file is really gone. IT can usually provide an approved option for large transfers.",
        },
        {
          prompt: "You are about to share your screen in a video call with a client. Which steps reduce risk? Select all that apply.",
          options: [
            "Share your full desktop so nothing looks hidden",
            "Share only the application window you need",
            "Keep e-mail pop-ups on so you see urgent messages",
            "Close documents you won't need during the call",
          ],
          correct: [1, 3],
          explanation:
            "Sharing a single window and closing unrelated files stop private information from appearing on screen by accident; silence notifications too. Sharing the full desktop and leaving pop-ups on do the opposite, exposing whatever is open or arrives during the call.",
        },
        {
          prompt:
            "You are working in a café with a client spreadsheet open and want to get another coffee from the counter. What should you do?",
          options: [
            "Leave the laptop open, since you'll be back in a minute",
            "Minimise the spreadsheet and leave the laptop on the table",
            "Lock the screen and take the laptop with you",
            "Ask the person at the next table to keep an eye on it",
          ],
          correct: [2],
          explanation:
            "An unattended laptop can be read, used or stolen in seconds. Locking the screen protects the data and taking the laptop protects the device. A minimised window is one click away, and a stranger is not a security control.",
        },
        {
          prompt: "You printed a contract containing customer data at home and no longer need it. What should you do with it?",
          options: [
            "Put it in your household recycling bin",
            "Tear it in half and put it in the bin",
            "Keep it in a drawer at home in case it's needed again later",
            "Shred it (cross-cut) or use the office's secure disposal",
          ],
          correct: [3],
          explanation:
            "Household recycling and torn pages can be recovered and read. Cross-cut shredding or the office's secure disposal, as your policy requires, makes the data unreadable. Keeping unnecessary copies simply increases the chance they are lost or seen.",
        },
      ],
    },
    badge: {
      name: "Secure Remote Worker",
      description: "Protects company data at home and on the move with a secure router, approved tools and good physical privacy habits.",
    },
  },
  pt: {
    title: "Trabalho remoto seguro: proteja os dados fora do escritório",
    summary:
      "Trabalhar de casa ou em trânsito é prático, mas seu roteador, seus dispositivos, suas ferramentas e até o ambiente ao redor passam a fazer parte da segurança da empresa. Conheça os hábitos que mantêm os dados protegidos onde você estiver.",
    steps: [
      {
        title: "Proteja o roteador de casa",
        body: [
          "O roteador é a porta de entrada da sua rede doméstica, e muita gente nunca mexe na configuração de fábrica. Acesse a página de administração (o endereço costuma estar na etiqueta embaixo do aparelho) e troque a senha de administrador padrão por uma longa e exclusiva. Verifique se o Wi-Fi usa WPA3, ou WPA2 com AES caso algum dispositivo não aceite WPA3. Evite opções antigas, como WEP.",
          "Ative a atualização automática de firmware, se houver, ou confira a cada poucos meses; se o roteador for gerenciado pela operadora, pergunte como ela faz as atualizações. Desative o que você não usa, como WPS e administração remota, e coloque smart TVs, câmeras e aparelhos de visitas numa rede de convidados, para que um dispositivo vulnerável não alcance o notebook do trabalho.",
        ],
        takeaways: [
          "Troque a senha de administrador padrão do roteador e use uma senha forte no Wi-Fi.",
          "Use WPA3, ou WPA2 com AES, e mantenha o firmware atualizado.",
          "Deixe dispositivos inteligentes e visitas numa rede de convidados separada.",
        ],
        illustration: "home-router",
        illustrationAlt: "Roteador Wi-Fi doméstico com um cadeado e uma seta de atualização acima dele",
      },
      {
        title: "Separe o trabalho da vida pessoal",
        body: [
          "Misturar uso pessoal e profissional gera risco para os dois lados. Um jogo ou extensão de navegador instalado no notebook da família pode expor dados da empresa, e um incidente no trabalho pode expor suas fotos pessoais. Use o equipamento fornecido pela empresa para trabalhar e não deixe outras pessoas da casa usarem, nem para um trabalho rápido da escola.",
          "Separe também as contas. Não encaminhe e-mails corporativos para um endereço pessoal como seunome@example.com, não salve arquivos da empresa na sua nuvem pessoal e nunca reutilize a senha do trabalho em outro lugar. Se a empresa permite usar o celular pessoal, siga as regras, o que normalmente significa instalar o aplicativo de gerenciamento aprovado e manter o aparelho bloqueado e atualizado.",
        ],
        takeaways: [
          "Use o equipamento do trabalho só para trabalhar e não o empreste.",
          "Nunca encaminhe e-mails ou arquivos corporativos para contas pessoais.",
          "Tenha uma senha exclusiva para a conta do trabalho.",
        ],
        illustration: "device-lock",
        illustrationAlt: "Dois notebooks lado a lado, um marcado como trabalho com cadeado e outro como pessoal",
      },
      {
        title: "Use só ferramentas aprovadas",
        body: [
          "Quando uma ferramenta corporativa parece lenta, bate a tentação de usar um site gratuito de transferência, um aplicativo de mensagens pessoal ou um conversor de PDF online. Isso é o chamado shadow IT: ferramentas que a empresa não aprovou. O problema não é a qualidade do produto, mas o fato de os dados irem parar onde ninguém consegue monitorar, fazer backup ou apagar. Colar uma lista de clientes num chatbot de IA não aprovado traz o mesmo risco.",
          "Use as ferramentas que a TI oferece para armazenamento, chat, videochamadas e envio de arquivos, e conecte-se pela VPN da empresa quando for exigido. Se algo não atende a uma necessidade real, peça à TI uma alternativa aprovada em vez de improvisar.",
        ],
        takeaways: [
          "Use apenas aplicativos aprovados para arquivos, chat e chamadas.",
          "Não cole dados da empresa em sites ou ferramentas de IA não aprovados.",
          "Se faltar uma ferramenta, fale com a TI em vez de improvisar.",
        ],
        illustration: "checklist",
        illustrationAlt: "Lista de aplicativos aprovados com marcações de visto e um aplicativo desconhecido riscado",
      },
      {
        title: "Boas práticas em videochamadas",
        body: [
          "Antes de entrar numa chamada, confira o que os outros vão ver e ouvir. Desfoque o fundo ou posicione-se de modo que a câmera não mostre quadros, documentos ou pessoas da família. Fique no mudo quando não estiver falando e use fone de ouvido em assuntos confidenciais, porque quem está no ambiente ouve o outro lado da conversa.",
          "Ao compartilhar a tela, compartilhe só uma janela, e não a área de trabalho inteira, e silencie as notificações de e-mail e chat para que nenhuma mensagem particular apareça na frente do cliente. Se for o organizador, use sala de espera ou senha e não divulgue o link publicamente. Só grave com o conhecimento dos participantes e dentro das regras da empresa.",
        ],
        takeaways: [
          "Confira o fundo e use fone de ouvido em chamadas confidenciais.",
          "Compartilhe uma janela, não a tela inteira, e silencie as notificações.",
          "Use sala de espera ou senha e não divulgue o link da reunião.",
        ],
        illustration: "team-meeting",
        illustrationAlt: "Videochamada com fundo desfocado e apenas uma janela compartilhada",
      },
      {
        title: "Privacidade física: telas, equipamentos e papel",
        body: [
          "Bloqueie a tela sempre que se afastar, mesmo em casa: tecla Windows + L no Windows ou Control + Command + Q no Mac, e configure o bloqueio automático após poucos minutos. Em cafés, no transporte ou em coworkings, use filtro de privacidade, evite ligações confidenciais onde outras pessoas possam ouvir e nunca deixe o notebook sozinho ou à vista dentro do carro estacionado.",
          "O papel também exige cuidado. Imprima só o necessário, retire as folhas da impressora na hora e guarde-as longe da vista. Não jogue páginas confidenciais no lixo reciclável de casa; use uma fragmentadora de corte cruzado ou leve-as ao escritório para descarte seguro, conforme a política da empresa. Se um equipamento ou documento for perdido ou roubado, reporte à TI imediatamente para que o acesso seja bloqueado.",
        ],
        takeaways: [
          "Bloqueie a tela sempre que se afastar.",
          "Fragmente impressos confidenciais ou devolva-os para descarte seguro.",
          "Reporte na hora a perda de um equipamento ou documento.",
        ],
        illustration: "remote-work",
        illustrationAlt: "Pessoa trabalhando na mesa da cozinha com a tela do notebook bloqueada e uma fragmentadora ao lado",
      },
    ],
    keyTakeaways: [
      "Troque a senha padrão do roteador, use WPA3 ou WPA2 com AES e mantenha-o atualizado.",
      "Mantenha equipamentos e contas do trabalho separados dos pessoais.",
      "Use apenas ferramentas aprovadas pela empresa e fale com a TI quando faltar alguma.",
      "Em videochamadas, confira o fundo, compartilhe uma janela e silencie as notificações.",
      "Bloqueie a tela, proteja documentos impressos e reporte perdas na hora.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Você acabou de instalar um roteador novo em casa para trabalhar remotamente. O que deve fazer primeiro?",
          options: [
            "Dar um nome engraçado à rede Wi-Fi para achá-la fácil",
            "Trocar a senha de administrador e usar WPA3 ou WPA2-AES",
            "Colocar o roteador mais perto da mesa para ter sinal mais forte",
            "Desligar o roteador todas as noites para reiniciá-lo",
          ],
          correct: [1],
          explanation:
            "Senhas de administrador padrão são conhecidas e fáceis de achar na internet, e uma criptografia fraca no Wi-Fi deixa outras pessoas entrarem ou bisbilhotarem sua rede. Uma senha de administrador exclusiva mais WPA3, ou WPA2 com AES, fecha as brechas mais comuns. As outras ações não melhoram a segurança.",
        },
        {
          prompt:
            "Uma pessoa da sua família pede o notebook do trabalho emprestado por dez minutos para imprimir um trabalho da escola. O que você faz?",
          options: [
            "Empresta, desde que você fique olhando",
            "Cria um usuário separado para ela no notebook do trabalho",
            "Recusa com jeito e sugere que ela use um aparelho pessoal em vez do de trabalho",
            "Empresta e depois limpa o histórico do navegador",
          ],
          correct: [2],
          explanation:
            "O equipamento de trabalho deve ser usado só por você, para o trabalho. Qualquer outra pessoa pode abrir dados da empresa, instalar algo arriscado ou mudar configurações, mesmo sem querer. Ficar olhando, criar um usuário ou limpar o histórico não elimina esses riscos.",
        },
        {
          prompt:
            "Um cliente precisa de um arquivo grande ainda hoje, e a ferramenta de compartilhamento da empresa está lenta. Um colega sugere um site gratuito de transferência. Qual é a melhor opção?",
          options: [
            "Usar o site gratuito e apagar o arquivo de lá depois",
            "Enviar pelo seu e-mail pessoal em vez disso",
            "Dividir o arquivo e mandar as partes por um aplicativo de mensagens pessoal",
            "Usar a ferramenta aprovada ou pedir outra opção à TI",
          ],
          correct: [3],
          explanation:
            "Sites não aprovados e contas pessoais são TI paralela (shadow IT): os dados da empresa vão parar onde a organização não consegue proteger, monitorar nem apagar, e não há garantia de que um arquivo apagado sumiu de verdade. A TI costuma ter uma opção aprovada para arquivos grandes.",
        },
        {
          prompt:
            "Você vai compartilhar a tela numa videochamada com um cliente. Quais atitudes reduzem o risco? Marque todas as que se aplicam.",
          options: [
            "Compartilhar a área de trabalho inteira para não parecer que esconde algo",
            "Compartilhar só a janela do aplicativo necessário",
            "Manter os alertas de e-mail ligados para ver mensagens urgentes",
            "Fechar os documentos que não serão usados na chamada",
          ],
          correct: [1, 3],
          explanation:
            "Compartilhar uma única janela e fechar arquivos que não têm a ver com a chamada evitam que informações privadas apareçam na tela por acidente; silencie as notificações também. Compartilhar a área de trabalho inteira e deixar os alertas ligados fazem o contrário, expondo o que estiver aberto ou chegar durante a chamada.",
        },
        {
          prompt: "Você está trabalhando num café com uma planilha de cliente aberta e quer buscar outro café no balcão. O que deve fazer?",
          options: [
            "Deixar o notebook aberto, já que volta em um minuto",
            "Minimizar a planilha e deixar o notebook na mesa",
            "Bloquear a tela e levar o notebook com você",
            "Pedir para a pessoa da mesa ao lado dar uma olhada",
          ],
          correct: [2],
          explanation:
            "Um notebook sem ninguém por perto pode ser lido, usado ou levado em segundos. Bloquear a tela protege os dados, e levar o notebook protege o aparelho. Uma janela minimizada está a um clique de distância, e um desconhecido não é um controle de segurança.",
        },
        {
          prompt: "Você imprimiu em casa um contrato com dados de clientes e não precisa mais dele. O que fazer com o papel?",
          options: [
            "Colocar no lixo reciclável de casa",
            "Rasgar ao meio e jogar no lixo",
            "Guardar numa gaveta de casa caso precise dele de novo mais tarde",
            "Fragmentar ou usar o descarte seguro do escritório",
          ],
          correct: [3],
          explanation:
            "Lixo reciclável e papel rasgado podem ser recuperados e lidos. A fragmentadora de corte cruzado ou o descarte seguro do escritório, conforme a política, deixam os dados ilegíveis. Guardar cópias desnecessárias só aumenta a chance de que se percam ou sejam vistas.",
        },
      ],
    },
    badge: {
      name: "Trabalho remoto seguro",
      description:
        "Protege os dados da empresa em casa e em trânsito com roteador seguro, ferramentas aprovadas e bons hábitos de privacidade física.",
    },
  },
} satisfies CourseContent;

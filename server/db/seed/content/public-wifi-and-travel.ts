import type { CourseContent } from "../../../../contract/course-content.ts";

export default {
  slug: "public-wifi-and-travel",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["public-wifi", "travel", "vpn", "mobile-security"],
  passingScore: 80,
  free: false,
  badgeColor: "#0A6E99",
  references: [
    "NCSC (UK) – Device security guidance: using public Wi-Fi and working away from the office",
    "CISA – Secure Our World and guidance on securing wireless networks",
    "FCC Consumer Advisory – Juice jacking: don't plug into public USB charging ports",
    "NIST SP 800-46 Rev. 2 – Guide to Enterprise Telework, Remote Access and BYOD Security",
    "CERT.br – Cartilha de Segurança para Internet (redes e dispositivos móveis)",
  ],
  en: {
    title: "Public Wi-Fi and Travel Security",
    summary:
      "Work safely from cafés, hotels and airports: recognise evil twin networks and fake login pages, connect the right way, keep prying eyes off your screen and protect your devices on the road and at the border.",
    steps: [
      {
        title: "What can go wrong on public Wi-Fi",
        body: [
          "Café, airport and hotel Wi-Fi is shared with strangers and run by someone you do not know. Because most sites and apps now use HTTPS, simply joining is less dangerous than it used to be, but real risks remain. The biggest is the evil twin: an attacker sets up a hotspot with a believable name, such as Airport_Free_WiFi or Hotel-Guest, and waits for devices to connect.",
          "On their network, they can show you a fake captive portal, the page that asks you to log in or accept terms, and use it to harvest passwords. A hotel portal asking for your work email and password is a red flag. They can also steer you to lookalike sites and probe your device for weak spots. Ask staff for the exact network name, and turn off automatic joining of open networks.",
        ],
        takeaways: [
          "Confirm the exact network name with staff before connecting.",
          "Never enter work or email passwords on a Wi-Fi login page.",
          "Turn off auto-join for open networks and forget them after use.",
        ],
        illustration: "public-wifi",
        illustrationAlt: "Two Wi-Fi networks with almost identical names in an airport, one of them run by an attacker.",
      },
      {
        title: "Safer ways to connect",
        body: [
          "Your own mobile data is usually safer than any public network, so for work a hotspot from your phone, protected by a strong password, is a good default. If your company provides a VPN, use it the way your policy says: often it must be on before you open any work system on a network you do not control, and some laptops connect it automatically.",
          "A VPN encrypts your traffic to the company network, but it is not a shield against everything. It will not stop you typing your password into a fake page or downloading malware. Use only the VPN your company gives you; free VPN apps may log or sell your data. And keep sensitive tasks, like approving payments, for a connection you trust.",
        ],
        takeaways: [
          "Prefer your phone's hotspot to public Wi-Fi for work.",
          "Use the company VPN as your policy requires, not a random free one.",
          "A VPN does not protect you from phishing or bad downloads.",
        ],
        illustration: "remote-work",
        illustrationAlt: "A laptop connected to a phone hotspot, with an encrypted tunnel leading to the company network.",
      },
      {
        title: "Eyes and ears around you",
        body: [
          "On a plane, a train or in a lounge, the person next to you can read your screen and hear your calls. Shoulder surfing is low-tech and effective: a glimpse of a client list, a PIN typed at a kiosk or a slide with next quarter's numbers is enough. A privacy screen filter narrows the viewing angle so only you can see the display; many companies provide them for laptops, and they exist for phones too.",
          "Sit with your back to a wall when you can and save confidential documents for a private space. Take sensitive calls somewhere private and avoid saying names, account numbers or project code names out loud. Lock the screen every time you stand up, even for a minute.",
        ],
        takeaways: [
          "Use a privacy filter when working in public.",
          "Keep confidential calls and documents for private spaces.",
          "Lock your screen every time you step away.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "A traveller working on a laptop while a stranger in the next seat looks over their shoulder.",
      },
      {
        title: "Devices on the move: theft, charging and borders",
        body: [
          "Laptops and phones disappear in taxis, security lines and hotel rooms. Keep them with you or in the room safe, never in checked luggage, and check that screen lock, encryption and Find My are on before you leave. If a device goes missing, report it to IT at once so they can lock or wipe it and reset your access.",
          "You may have heard of juice jacking: a rigged public USB port that steals data or installs malware. Authorities have warned about it and researchers have shown it can work, but confirmed real-world cases are rare. The fix is cheap anyway: use your own charger in a wall socket or a power bank, and if your phone asks whether to trust the device or allow data access, say no.",
          "At border crossings, officials in many countries can legally inspect devices. Read your company's travel guidance before you go: for some destinations it may provide a clean loaner laptop or ask you to carry only the data you need. Power devices fully off before the crossing, and if a device is taken or inspected, tell IT as soon as you can.",
        ],
        takeaways: [
          "Keep laptops with you; never put them in checked luggage.",
          "Charge from a wall socket or power bank, and never tap Trust on an unknown port.",
          "Read your company's travel guidance before crossing borders.",
          "Report lost, taken or inspected devices to IT quickly.",
        ],
        illustration: "travel",
        illustrationAlt: "A suitcase, a passport and a laptop kept in hand luggage, next to a wall charger and a power bank.",
      },
      {
        title: "Your travel routine",
        body: [
          "Before you leave: install updates, check that the VPN and multi-factor authentication work, and pack a privacy filter, your own charger and a power bank. While away: confirm Wi-Fi names, use your hotspot or VPN for work, and keep devices within reach. Back home: install pending updates, forget the travel networks you joined, and tell IT about anything unusual, such as a device that was out of your sight or an unexpected login alert.",
        ],
        takeaways: [
          "Prepare devices before the trip, not at the gate.",
          "Report anything odd when you return, even if it seems minor.",
        ],
        illustration: "checklist",
        illustrationAlt: "A travel checklist with updates, VPN, privacy filter, charger and power bank ticked off.",
      },
    ],
    keyTakeaways: [
      "Treat every public network as untrusted and never give work passwords to a Wi-Fi login page.",
      "For work on the move, use your phone's hotspot or the company VPN as your policy says.",
      "Protect your screen and your conversations from the people around you.",
      "Keep devices with you, charge with your own charger and report losses immediately.",
      "Follow your company's travel guidance, especially for border crossings.",
    ],
    challenge: {
      questions: [
        {
          prompt: "At the airport you see two open networks: Airport-Free-WiFi and Airport_Free_WiFi_Fast. What is the best move?",
          options: [
            "Join the one with Fast in the name",
            "Join whichever has the strongest signal",
            "Check the exact name on official signs or with staff, or simply use your phone's hotspot",
            "Join both and keep the quicker one",
          ],
          correct: [2],
          explanation:
            "Evil twin networks copy or slightly tweak real names, and the attacker's hotspot can easily have the strongest signal. Confirm the official name or avoid the question entirely by using your own mobile data.",
        },
        {
          prompt:
            "After joining the hotel Wi-Fi, a page asks you to sign in with your corporate email and password to get internet access. What should you do?",
          options: [
            "Do not enter them; disconnect, ask reception how guest access works and use your hotspot meanwhile",
            "Enter them, then switch on the VPN",
            "Enter them and change your password when you get home",
            "Enter them only if the page uses HTTPS",
          ],
          correct: [0],
          explanation:
            "Hotels identify guests by room number or a code, not by your company password. A portal asking for corporate credentials is a classic sign of an evil twin harvesting logins. Switching on the VPN afterwards does not take back a password you already typed.",
        },
        {
          prompt: "Which statement about the company VPN is accurate?",
          options: [
            "It makes it safe to enter passwords on any site",
            "Any free VPN app gives the same protection",
            "With a VPN you can skip software updates",
            "It encrypts your traffic on untrusted networks, but it does not stop phishing or malware",
          ],
          correct: [3],
          explanation:
            "A VPN protects the path between your device and the company network. It cannot tell a fake login page from a real one, nor stop a malicious download. Free VPN apps may log or sell your browsing, so use the one your company provides.",
        },
        {
          prompt:
            "Your phone is almost dead at the airport. You plug it into a kiosk USB port and it asks Trust this computer? What is the safest choice?",
          options: [
            "Tap Trust so it charges faster",
            "Decline data access, and whenever possible use your own charger in a wall socket or a power bank",
            "Tap Trust, then restart the phone afterwards",
            "Switch off the screen lock while it charges",
          ],
          correct: [1],
          explanation:
            "Charging never needs a data connection. Declining keeps the port to power only. Juice jacking is rare in practice, but a wall socket with your own charger or a power bank removes the risk at almost no cost.",
        },
        {
          prompt:
            "You will work on a train for two hours next to strangers. Which habits reduce the risk of shoulder surfing and eavesdropping? Select all that apply.",
          options: [
            "Using a privacy screen filter",
            "Taking the confidential client call on speaker in your seat",
            "Locking the screen when you go to the café car",
            "Leaving sensitive documents for when you are somewhere private",
          ],
          correct: [0, 2, 3],
          explanation:
            "A privacy filter and saving sensitive documents for later limit what others can see, and locking the screen protects the laptop while you are away. A confidential call on speaker in a crowded carriage shares the conversation with everyone nearby.",
        },
        {
          prompt:
            "You are travelling to a country where your company's guidance warns about device inspections at the border. What is most appropriate?",
          options: [
            "Carry all your work files so you can work offline",
            "Disable the screen lock so any inspection is quick",
            "Hide work files in a folder called Holiday photos",
            "Follow the guidance: carry only the data you need or a loaner device, power off before the crossing and tell IT if a device is inspected",
          ],
          correct: [3],
          explanation:
            "Less data on the device means less exposure if it is inspected, copied or kept. Powering off keeps encryption fully in force, and telling IT lets them assess the risk and reset access if needed. Hiding files or weakening protections creates new problems.",
        },
      ],
    },
    badge: {
      name: "Secure Traveller",
      description: "Connects safely on public networks, protects screens and devices on the road, and follows travel guidance at borders.",
    },
  },
  pt: {
    title: "Wi-Fi público e segurança em viagens",
    summary:
      "Trabalhe com segurança em cafés, hotéis e aeroportos: reconheça redes falsas e páginas de login forjadas, conecte-se do jeito certo, proteja sua tela de olhares curiosos e cuide dos seus dispositivos na estrada e na fronteira.",
    steps: [
      {
        title: "O que pode dar errado na rede Wi-Fi pública",
        body: [
          "A rede Wi-Fi pública do café, do aeroporto ou do hotel é compartilhada com desconhecidos e administrada por alguém que você não conhece. Como a maioria dos sites e apps já usa HTTPS, só se conectar é menos arriscado do que era antes, mas os riscos continuam. O principal é o evil twin, ou gêmeo maligno: o atacante cria um ponto de acesso com nome convincente, como Aeroporto_WiFi_Gratis ou Hotel-Hospede, e espera os aparelhos se conectarem.",
          "Dentro da rede dele, o atacante pode exibir um portal cativo falso, aquela página que pede login ou aceite dos termos, e usá-lo para capturar senhas. Portal de hotel pedindo seu e-mail e senha corporativos é sinal de alerta. Ele também pode desviar você para sites falsos e procurar brechas no seu aparelho. Confirme o nome exato da rede com a equipe do local e desative a conexão automática a redes abertas.",
        ],
        takeaways: [
          "Confirme o nome exato da rede com a equipe do local antes de conectar.",
          "Nunca digite senha do trabalho ou do e-mail em página de login de Wi-Fi.",
          "Desative a conexão automática a redes abertas e esqueça a rede depois de usar.",
        ],
        illustration: "public-wifi",
        illustrationAlt: "Duas redes Wi-Fi com nomes quase idênticos em um aeroporto, uma delas controlada por um atacante.",
      },
      {
        title: "Jeitos mais seguros de se conectar",
        body: [
          "Os dados móveis do seu celular costumam ser mais seguros do que qualquer rede pública. Para trabalhar, compartilhar a internet do celular (o hotspot), protegida por senha forte, é uma boa escolha padrão. Se a empresa oferece VPN, use conforme a política interna: muitas vezes ela precisa estar ligada antes de você abrir qualquer sistema corporativo em uma rede que você não controla, e alguns notebooks a conectam sozinhos.",
          "A VPN criptografa o tráfego até a rede da empresa, mas não é um escudo contra tudo. Ela não impede que você digite a senha em uma página falsa nem que baixe um malware. Use só a VPN fornecida pela empresa; apps de VPN gratuitos podem registrar ou vender seus dados. E deixe tarefas sensíveis, como aprovar pagamentos, para uma conexão de confiança.",
        ],
        takeaways: [
          "Para trabalhar, prefira o hotspot do celular à rede Wi-Fi pública.",
          "Use a VPN da empresa conforme a política, não uma gratuita qualquer.",
          "A VPN não protege você de phishing nem de downloads maliciosos.",
        ],
        illustration: "remote-work",
        illustrationAlt: "Notebook conectado ao hotspot do celular, com um túnel criptografado até a rede da empresa.",
      },
      {
        title: "Olhos e ouvidos ao seu redor",
        body: [
          "No avião, no ônibus ou na sala de espera, quem está ao lado pode ler sua tela e ouvir suas ligações. Espiar por cima do ombro é simples e funciona: basta uma olhada na lista de clientes, na senha digitada no totem ou no slide com os números do próximo trimestre. O filtro de privacidade reduz o ângulo de visão para que só você enxergue a tela; muitas empresas fornecem para notebooks, e também existem versões para celular.",
          "Quando puder, sente-se de costas para a parede e deixe documentos confidenciais para um lugar reservado. Faça ligações delicadas em local privado e evite falar em voz alta nomes, números de conta ou codinomes de projetos. Bloqueie a tela sempre que levantar, mesmo que seja por um minuto.",
        ],
        takeaways: [
          "Use filtro de privacidade ao trabalhar em público.",
          "Deixe ligações e documentos confidenciais para locais reservados.",
          "Bloqueie a tela sempre que se afastar.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Viajante trabalhando no notebook enquanto um desconhecido no assento ao lado espia a tela.",
      },
      {
        title: "Dispositivos em trânsito: furto, recarga e fronteiras",
        body: [
          "Notebooks e celulares somem em táxis, filas de inspeção e quartos de hotel. Mantenha-os com você ou no cofre do quarto, nunca na bagagem despachada, e confira antes de sair se bloqueio de tela, criptografia e localização do aparelho estão ativados. Se algum dispositivo sumir, avise a TI na hora para que ela possa bloquear ou apagar o aparelho e redefinir seus acessos.",
          "Talvez você já tenha ouvido falar de juice jacking: uma porta USB pública adulterada que rouba dados ou instala malware. Autoridades já alertaram sobre isso e pesquisadores mostraram que é possível, mas casos reais confirmados são raros. De todo modo, a prevenção é barata: use seu próprio carregador na tomada ou um carregador portátil e, se o celular perguntar se deve confiar no dispositivo ou permitir acesso aos dados, recuse.",
          "Nas fronteiras, autoridades de muitos países podem inspecionar dispositivos legalmente. Leia as orientações de viagem da empresa antes de embarcar: para alguns destinos, ela pode fornecer um notebook limpo de empréstimo ou pedir que você leve só os dados necessários. Desligue os aparelhos por completo antes de passar pela imigração e, se algum for retido ou inspecionado, avise a TI assim que puder.",
        ],
        takeaways: [
          "Leve o notebook sempre com você; nunca na bagagem despachada.",
          "Recarregue na tomada ou no carregador portátil e nunca toque em Confiar em porta desconhecida.",
          "Leia as orientações de viagem da empresa antes de cruzar fronteiras.",
          "Avise a TI rapidamente sobre aparelhos perdidos, retidos ou inspecionados.",
        ],
        illustration: "travel",
        illustrationAlt: "Mala, passaporte e notebook na bagagem de mão, ao lado de um carregador de tomada e um carregador portátil.",
      },
      {
        title: "Sua rotina de viagem",
        body: [
          "Antes de sair: instale as atualizações, confira se a VPN e a autenticação multifator estão funcionando e leve filtro de privacidade, seu próprio carregador e um carregador portátil. Durante a viagem: confirme o nome das redes, use o hotspot do celular ou a VPN para trabalhar e mantenha os aparelhos ao seu alcance. Na volta: instale as atualizações pendentes, esqueça as redes que usou na viagem e conte à TI qualquer coisa fora do normal, como um aparelho que ficou longe das suas vistas ou um alerta de login inesperado.",
        ],
        takeaways: [
          "Prepare os aparelhos antes da viagem, não no portão de embarque.",
          "Relate qualquer coisa estranha na volta, mesmo que pareça pequena.",
        ],
        illustration: "checklist",
        illustrationAlt: "Checklist de viagem com atualizações, VPN, filtro de privacidade, carregador e carregador portátil marcados.",
      },
    ],
    keyTakeaways: [
      "Trate toda rede pública como não confiável e nunca entregue a senha do trabalho a uma página de login de Wi-Fi.",
      "Para trabalhar em trânsito, use o hotspot do celular ou a VPN da empresa, conforme a política.",
      "Proteja sua tela e suas conversas de quem está por perto.",
      "Mantenha os aparelhos com você, use seu próprio carregador e comunique perdas imediatamente.",
      "Siga as orientações de viagem da empresa, principalmente ao cruzar fronteiras.",
    ],
    challenge: {
      questions: [
        {
          prompt: "No aeroporto aparecem duas redes abertas: Aeroporto-WiFi-Gratis e Aeroporto_WiFi_Gratis_Rapido. Qual é a melhor atitude?",
          options: [
            "Conectar na que tem Rapido no nome",
            "Conectar na que tiver o sinal mais forte",
            "Conferir o nome exato nas placas oficiais ou com a equipe do aeroporto, ou simplesmente usar o hotspot do celular",
            "Conectar nas duas e ficar com a mais rápida",
          ],
          correct: [2],
          explanation:
            "Redes evil twin copiam ou alteram levemente nomes verdadeiros, e o ponto de acesso do atacante pode muito bem ter o sinal mais forte. Confirme o nome oficial ou elimine a dúvida usando seus próprios dados móveis.",
        },
        {
          prompt:
            "Ao entrar na rede Wi-Fi do hotel, uma página pede seu e-mail e sua senha corporativos para liberar a internet. O que você deve fazer?",
          options: [
            "Não digitar; desconectar, perguntar na recepção como funciona o acesso de hóspedes e usar o hotspot do celular enquanto isso",
            "Digitar e depois ligar a VPN",
            "Digitar e trocar a senha quando chegar em casa",
            "Digitar só se a página usar HTTPS",
          ],
          correct: [0],
          explanation:
            "Hotéis identificam hóspedes pelo número do quarto ou por um código, não pela senha da sua empresa. Portal que pede credenciais corporativas é sinal clássico de rede falsa capturando logins. Ligar a VPN depois não desfaz a senha que você já entregou.",
        },
        {
          prompt: "Qual afirmação sobre a VPN da empresa está correta?",
          options: [
            "Ela torna seguro digitar senhas em qualquer site",
            "Qualquer app de VPN gratuito oferece a mesma proteção",
            "Com VPN, dá para deixar as atualizações de lado",
            "Ela criptografa seu tráfego em redes não confiáveis, mas não impede phishing nem malware",
          ],
          correct: [3],
          explanation:
            "A VPN protege o caminho entre o seu aparelho e a rede da empresa. Ela não distingue uma página de login falsa de uma verdadeira nem barra um download malicioso. Apps de VPN gratuitos podem registrar ou vender sua navegação, então use a que a empresa fornece.",
        },
        {
          prompt:
            "Seu celular está quase sem bateria no aeroporto. Você o conecta à porta USB de um totem de recarga e aparece a pergunta Confiar neste computador? Qual é a escolha mais segura?",
          options: [
            "Tocar em Confiar para carregar mais rápido",
            "Recusar o acesso aos dados e, sempre que possível, usar seu próprio carregador na tomada ou um carregador portátil",
            "Tocar em Confiar e reiniciar o celular depois",
            "Desativar o bloqueio de tela enquanto carrega",
          ],
          correct: [1],
          explanation:
            "Carregar nunca exige conexão de dados. Ao recusar, a porta fica restrita à energia. O juice jacking é raro na prática, mas a tomada com seu carregador ou um carregador portátil elimina o risco quase sem custo.",
        },
        {
          prompt:
            "Você vai trabalhar por duas horas no ônibus ao lado de desconhecidos. Quais hábitos reduzem o risco de alguém espiar sua tela ou ouvir sua conversa? Marque todas as opções corretas.",
          options: [
            "Usar filtro de privacidade na tela",
            "Atender no viva-voz, do seu assento, a ligação confidencial do cliente",
            "Bloquear a tela ao ir ao banheiro ou descer na parada",
            "Deixar documentos sensíveis para quando estiver em um lugar reservado",
          ],
          correct: [0, 2, 3],
          explanation:
            "O filtro de privacidade e deixar documentos sensíveis para depois limitam o que os outros veem, e bloquear a tela protege o notebook enquanto você está longe. Uma ligação confidencial no viva-voz em um ônibus cheio é compartilhada com todo mundo em volta.",
        },
        {
          prompt:
            "Você vai viajar para um país em que as orientações da empresa alertam sobre inspeção de dispositivos na fronteira. Qual é a atitude mais adequada?",
          options: [
            "Levar todos os arquivos de trabalho para poder trabalhar offline",
            "Desativar o bloqueio de tela para agilizar uma eventual inspeção",
            "Esconder os arquivos de trabalho em uma pasta chamada Fotos das férias",
            "Seguir as orientações: levar só os dados necessários ou um aparelho de empréstimo, desligar tudo antes da imigração e avisar a TI se algum aparelho for inspecionado",
          ],
          correct: [3],
          explanation:
            "Menos dados no aparelho significa menos exposição se ele for inspecionado, copiado ou retido. Desligar mantém a criptografia em pleno efeito, e avisar a TI permite avaliar o risco e redefinir acessos se for preciso. Esconder arquivos ou enfraquecer proteções cria problemas novos.",
        },
      ],
    },
    badge: {
      name: "Viajante Seguro",
      description: "Conecta-se com segurança em redes públicas, protege tela e aparelhos em trânsito e segue as orientações de viagem nas fronteiras.",
    },
  },
} satisfies CourseContent;

import type { CourseContent } from "../../../../../contract/course-content.ts";

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
          "Sit with your back to a wall when you can and save confidential documents for a private space. Take sensitive calls somewhere private and avoid saying names, account numbers or project code names out loud. Lock the screen every time you stand up, even for a minute, and take the laptop with you.",
        ],
        takeaways: [
          "Use a privacy filter when working in public.",
          "Keep confidential calls and documents for private spaces.",
          "Lock your screen and take the device with you when you step away.",
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
        takeaways: ["Prepare devices before the trip, not at the gate.", "Report anything odd when you return, even if it seems minor."],
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
            "Join the one with Fast in the name, since it's quicker",
            "Join whichever network has the strongest signal",
            "Confirm the name with staff or use your own hotspot",
            "Join both and keep the quicker one",
          ],
          correct: [2],
          explanation:
            "Evil twin networks copy or slightly tweak real names, and the attacker's hotspot can easily have the strongest signal. Confirm the official name on signs or with staff, or avoid the question entirely by using your own mobile data.",
        },
        {
          prompt:
            "After joining the hotel Wi-Fi, a page asks you to sign in with your corporate e-mail and password to get internet access. What should you do?",
          options: [
            "Enter them, then switch on the VPN right away",
            "Enter them and change the password as soon as you get home",
            "Enter them if the page uses HTTPS",
            "Don't enter them; disconnect and ask reception how guest access works",
          ],
          correct: [3],
          explanation:
            "Hotels identify guests by room number or a code, not by your company password. A portal asking for corporate credentials is a classic sign of an evil twin harvesting logins, and HTTPS only means the fake page is encrypted. Switching on the VPN afterwards does not take back a password you already typed; use your hotspot meanwhile.",
        },
        {
          prompt: "Which statement about the company VPN is accurate?",
          options: [
            "It makes it safe to enter passwords on any site",
            "A free VPN app from the store gives the same protection",
            "With a VPN on, you can put off software updates",
            "It protects traffic, not against phishing or malware",
          ],
          correct: [3],
          explanation:
            "A VPN encrypts the path between your device and the company network on untrusted networks. It cannot tell a fake login page from a real one, nor stop a malicious download. Free VPN apps may log or sell your browsing, so use the one your company provides.",
        },
        {
          prompt:
            "Your phone is almost dead at the airport. You plug it into a kiosk USB port and it asks Trust this computer? What is the safest choice?",
          options: [
            "Tap Trust so the phone charges faster",
            "Decline data access; better still, use your own charger",
            "Tap Trust, and restart the phone once it has charged",
            "Switch off the screen lock while it charges, to save power",
          ],
          correct: [1],
          explanation:
            "Charging never needs a data connection. Declining keeps the port to power only. Juice jacking is rare in practice, but a wall socket with your own charger or a power bank removes the risk at almost no cost.",
        },
        {
          prompt:
            "You will work for two hours on a train, next to strangers. Which habits reduce the risk of someone reading your screen, overhearing you or taking your laptop? Select all that apply.",
          options: [
            "Taking the confidential client call on speaker in your seat",
            "Using a privacy screen filter",
            "Leaving the laptop on your seat, locked, when you go to the café car",
            "Keeping sensitive documents for when you are somewhere private",
          ],
          correct: [1, 3],
          explanation:
            "A privacy filter and saving sensitive documents for later limit what others can see. A locked screen protects the data, but a laptop left on a seat can simply be taken: bring it with you. A confidential call on speaker shares the conversation with everyone nearby.",
        },
        {
          prompt:
            "You are travelling to a country where your company's guidance warns about device inspections at the border. What is most appropriate?",
          options: [
            "Carry all your work files so you can keep working offline",
            "Disable the screen lock so any inspection goes quickly",
            "Hide work files in a folder called Holiday photos",
            "Take the minimum data and power off before the border",
          ],
          correct: [3],
          explanation:
            "Less data on the device, or a loaner device if your company provides one, means less exposure if it is inspected, copied or kept. Powering off keeps encryption fully in force. If a device is inspected or kept, report it to IT so they can assess the risk and reset access. Hiding files or weakening protections creates new problems.",
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
          "Quando puder, sente-se de costas para a parede e deixe documentos confidenciais para um lugar reservado. Faça ligações delicadas em local privado e evite falar em voz alta nomes, números de conta ou codinomes de projetos. Bloqueie a tela sempre que levantar, mesmo que seja por um minuto, e leve o notebook com você.",
        ],
        takeaways: [
          "Use filtro de privacidade ao trabalhar em público.",
          "Deixe ligações e documentos confidenciais para locais reservados.",
          "Bloqueie a tela e leve o aparelho com você ao se afastar.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Viajante trabalhando no notebook enquanto um desconhecido no assento ao lado espia a tela.",
      },
      {
        title: "Dispositivos em trânsito: furto, recarga e fronteiras",
        body: [
          "Notebooks e celulares somem em táxis, filas de inspeção e quartos de hotel. Mantenha-os com você ou no cofre do quarto, nunca na bagagem despachada, e confira antes de sair se bloqueio de tela, criptografia e localização do aparelho estão ativados. Se algum dispositivo sumir, reporte à TI na hora para que ela possa bloquear ou apagar o aparelho e redefinir seus acessos.",
          "Talvez você já tenha ouvido falar de juice jacking: uma porta USB pública adulterada que rouba dados ou instala malware. Autoridades já alertaram sobre isso e pesquisadores mostraram que é possível, mas casos reais confirmados são raros. De todo modo, a prevenção é barata: use seu próprio carregador na tomada ou um carregador portátil e, se o celular perguntar se deve confiar no dispositivo ou permitir acesso aos dados, recuse.",
          "Nas fronteiras, autoridades de muitos países podem inspecionar dispositivos legalmente. Leia as orientações de viagem da empresa antes de embarcar: para alguns destinos, ela pode fornecer um notebook limpo de empréstimo ou pedir que você leve só os dados necessários. Desligue os aparelhos por completo antes de passar pela imigração e, se algum for retido ou inspecionado, reporte à TI assim que puder.",
        ],
        takeaways: [
          "Leve o notebook sempre com você; nunca na bagagem despachada.",
          "Recarregue na tomada ou no carregador portátil e nunca toque em Confiar em porta desconhecida.",
          "Leia as orientações de viagem da empresa antes de cruzar fronteiras.",
          "Reporte à TI rapidamente aparelhos perdidos, retidos ou inspecionados.",
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
      "Mantenha os aparelhos com você, use seu próprio carregador e reporte perdas imediatamente.",
      "Siga as orientações de viagem da empresa, principalmente ao cruzar fronteiras.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "No aeroporto aparecem duas redes abertas: Aeroporto-WiFi-Gratis e Aeroporto_WiFi_Gratis_Rapido. Qual é a melhor atitude?",
          options: [
            "Conectar na que tem Rapido no nome, já que é mais rápida",
            "Conectar na rede que tiver o sinal mais forte",
            "Confirmar o nome com a equipe ou usar seu hotspot",
            "Conectar nas duas e ficar com a mais rápida",
          ],
          correct: [2],
          explanation:
            "Redes gêmeas falsas copiam ou alteram de leve os nomes verdadeiros, e o hotspot do atacante pode muito bem ter o sinal mais forte. Confirme o nome oficial nas placas ou com a equipe, ou evite a dúvida usando os dados móveis do seu celular.",
        },
        {
          prompt:
            "Ao entrar na rede Wi-Fi do hotel, uma página pede seu e-mail e sua senha corporativos para liberar a internet. O que você deve fazer?",
          options: [
            "Digitar e ligar a VPN logo em seguida",
            "Digitar e trocar a senha assim que chegar em casa, por garantia",
            "Digitar se a página usar HTTPS",
            "Não digitar; desconectar e perguntar na recepção como funciona o acesso de hóspedes",
          ],
          correct: [3],
          explanation:
            "Hotéis identificam hóspedes pelo número do quarto ou por um código, não pela senha da sua empresa. Uma página pedindo credenciais corporativas é sinal clássico de rede falsa colhendo logins, e HTTPS só significa que a página falsa é criptografada. Ligar a VPN depois não desfaz a senha já digitada; use o hotspot do celular enquanto isso.",
        },
        {
          prompt: "Qual afirmação sobre a VPN da empresa está correta?",
          options: [
            "Ela torna seguro digitar senhas em qualquer site",
            "Um app de VPN gratuito da loja oferece a mesma proteção",
            "Com a VPN ligada, dá para adiar as atualizações",
            "Protege o tráfego, não contra phishing ou malware",
          ],
          correct: [3],
          explanation:
            "A VPN criptografa o caminho entre seu aparelho e a rede da empresa quando você está em redes não confiáveis. Ela não distingue uma página de login falsa de uma verdadeira nem impede um download malicioso. Apps de VPN gratuitos podem registrar ou vender sua navegação, então use a que a empresa fornece.",
        },
        {
          prompt:
            "Seu celular está quase sem bateria no aeroporto. Você o conecta à porta USB de um totem de recarga e aparece a pergunta Confiar neste computador? Qual é a escolha mais segura?",
          options: [
            "Tocar em Confiar para carregar mais rápido",
            "Recusar o acesso; melhor ainda, usar seu carregador",
            "Tocar em Confiar e reiniciar o celular depois de carregar",
            "Desativar o bloqueio de tela enquanto carrega, para poupar bateria",
          ],
          correct: [1],
          explanation:
            "Carregar nunca exige conexão de dados. Recusar deixa a porta só com energia. O ataque pela porta USB (juice jacking) é raro na prática, mas seu próprio carregador na tomada ou um carregador portátil eliminam o risco quase sem custo.",
        },
        {
          prompt:
            "Você vai trabalhar por duas horas num ônibus de viagem, ao lado de desconhecidos. Quais hábitos reduzem o risco de alguém ler sua tela, ouvir sua conversa ou levar seu notebook? Marque todas as que se aplicam.",
          options: [
            "Atender no viva-voz, do seu assento, a ligação confidencial do cliente",
            "Usar filtro de privacidade na tela",
            "Deixar o notebook no assento, com a tela bloqueada, ao descer na parada",
            "Deixar documentos sensíveis para quando estiver em um lugar reservado",
          ],
          correct: [1, 3],
          explanation:
            "O filtro de privacidade e deixar documentos sensíveis para depois limitam o que os outros veem. A tela bloqueada protege os dados, mas um notebook largado no assento pode simplesmente ser levado: leve-o com você. Uma ligação confidencial no viva-voz compartilha a conversa com todo mundo em volta.",
        },
        {
          prompt:
            "Você vai viajar para um país em que as orientações da empresa alertam sobre inspeção de dispositivos na fronteira. Qual é a atitude mais adequada?",
          options: [
            "Levar todos os arquivos de trabalho para poder trabalhar offline",
            "Desativar o bloqueio de tela para agilizar uma eventual inspeção",
            "Esconder os arquivos de trabalho em uma pasta chamada Fotos das férias",
            "Levar o mínimo de dados e desligar tudo antes da fronteira",
          ],
          correct: [3],
          explanation:
            "Menos dados no aparelho, ou um aparelho de empréstimo se a empresa oferecer, significa menos exposição se ele for inspecionado, copiado ou retido. Desligar mantém a criptografia em pleno efeito. Se algum aparelho for inspecionado ou retido, reporte à TI para que ela avalie o risco e redefina acessos. Esconder arquivos ou enfraquecer proteções cria problemas novos.",
        },
      ],
    },
    badge: {
      name: "Viajante seguro",
      description:
        "Conecta-se com segurança em redes públicas, protege tela e aparelhos em trânsito e segue as orientações de viagem nas fronteiras.",
    },
  },
} satisfies CourseContent;

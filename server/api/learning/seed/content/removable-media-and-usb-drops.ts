import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "removable-media-and-usb-drops",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 4,
  tags: ["removable-media", "usb-drop", "badusb", "malicious-cables", "encryption"],
  passingScore: 70,
  free: false,
  badgeColor: "#5B21B6",
  references: [
    "Tischer et al.: Users Really Do Plug in USB Drives They Find, IEEE Symposium on Security and Privacy (2016)",
    "FBI alert on FIN7 mailing malicious USB devices to US companies (January 2022)",
    "CISA: Using Caution with USB Drives (Security Tip ST08-001)",
    "NIST SP 800-53 Rev. 5: MP-5 (Media Transport), MP-6 (Media Sanitization) and MP-7 (Media Use)",
    "ISO/IEC 27001:2022, Annex A control 7.10 (Storage media)",
  ],
  en: {
    title: "Removable Media and USB Drops: Don't Plug In What You Don't Know",
    summary:
      "Why found USB drives and gifted cables are bait, how a device can attack the moment it is connected, how to use approved encrypted media when you must, and what to do with a drive you find.",
    steps: [
      {
        title: "Why a found drive is bait",
        body: [
          "Leaving USB drives where employees will find them is one of the cheapest attacks there is, and it works. In a 2016 University of Illinois study, researchers left 297 drives around a campus: almost all were picked up, and files were opened from at least 45% of them, the first within six minutes. Most finders said they just wanted to return the drive to its owner.",
          "A malicious drive may hold files with tempting names, such as Salaries 2026.xlsx, that install malware when opened. Worse, some devices that look like storage tell the computer they are a keyboard and type commands within seconds of being plugged in, with no file to open and little for antivirus to catch. In 2022 the FBI warned that criminals had mailed such devices to US companies in packages dressed up as gifts and official letters.",
        ],
        takeaways: [
          "Curiosity and kindness are what USB drops exploit.",
          "A device can attack the moment it is plugged in, without you opening anything.",
        ],
        illustration: "usb-drive",
        illustrationAlt: "A USB drive and a loose cable lying on the ground beside a warning triangle.",
      },
      {
        title: "Cables and chargers can attack too",
        body: [
          "A cable is not always just a cable. Attack tools such as the O.MG Cable look and work exactly like ordinary charging cables, but hide a tiny computer with Wi-Fi in the plug that can type commands or record keystrokes once connected to a computer. They are sold openly for security testing, so anyone can buy one.",
          "Use the cables, chargers and accessories your company issued, or ones you bought from a trusted shop. Be wary of cables left in meeting rooms, free chargers and gadgets handed out at events, and accessories offered by strangers. To charge a phone, use your own adapter in a wall socket rather than a laptop or a public USB port, and don't connect personal gadgets to a work computer.",
        ],
        takeaways: [
          "A malicious cable looks identical to a normal one.",
          "Use issued or trusted accessories, and charge from a wall socket.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "A phone on a charging cable whose plug hides a small chip, highlighted by a magnifying glass.",
      },
      {
        title: "Approved media, encrypted",
        body: [
          "The safest removable media is the one you don't need: approved file transfer or cloud sharing is usually better than a USB drive. When you must use one, use a company-issued drive with encryption, such as a hardware-encrypted drive with a PIN or one protected by BitLocker To Go, and follow the rules for the information's classification. Many companies block unknown USB storage automatically; that is a protection, not a fault to work around.",
          "Copy just what you need, keep the drive with you, and wipe it or hand it back when the job is done. Don't write the PIN on the drive. Keep work and personal media apart: no personal sticks in work computers and no work drives in home computers. If a drive with company data is lost, report it at once, even if it is encrypted.",
        ],
        takeaways: [
          "Prefer approved transfer tools; if you need a drive, use an issued, encrypted one.",
          "Report a lost drive at once, encrypted or not.",
        ],
        illustration: "device-lock",
        illustrationAlt: "A laptop with a padlock on screen and an encrypted USB drive with a keypad beside it.",
      },
      {
        title: "Found one? Hand it in, don't plug it in",
        body: [
          "If you find a USB drive, or receive one you weren't expecting, don't plug it into anything: not your work laptop, not a spare computer, not your home PC. Don't try to identify the owner by opening it. Hand it to IT or security and say where and when you found it; they have isolated equipment to examine it safely, and a planted drive may be part of an attack on your company. The same goes for a visitor's drive: ask for the file by e-mail instead of plugging the drive into a company computer.",
          "If you already plugged it in, unplug it, disconnect the computer from the network, leave the computer on and report at once, handing over the drive. Being quick matters far more than being embarrassed, and the same goes for a strange cable or gadget that behaved oddly after you connected it.",
        ],
        takeaways: [
          "Found or unexpected drives go to IT or security, unplugged.",
          "Plugged one in? Disconnect from the network, leave the computer on, report at once.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A person handing a found USB drive to the security desk instead of plugging it in.",
      },
    ],
    keyTakeaways: [
      "Found and unexpected USB devices are bait; hand them to IT or security without plugging them in.",
      "A device can act as a keyboard and attack as soon as it is connected, with no file opened.",
      "Cables and chargers can be malicious too; use issued or trusted accessories.",
      "When you need removable media, use an issued, encrypted drive and copy just what you need.",
      "Report lost drives and any unknown device you connected, at once.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "A visitor at reception asks to have a document printed from his USB stick before his meeting. He is expected, and the meeting is booked. What should reception do?",
          options: [
            "Plug it into the reception computer, since the visitor is expected and has a booked meeting",
            "Ask him to e-mail the file to the address reception uses for documents, and print it from there",
            "Plug it in, but open just the PDF he points to, without browsing his other files",
            "Plug it into the reception computer after scanning it with the antivirus",
          ],
          correct: [1],
          explanation:
            "Plugging an outsider's stick into a company computer is how many physical tests and real attacks begin, and a device that acts as a keyboard needs no file to be opened and gives antivirus little to scan. An e-mailed file passes through the mail filters and never touches the computer directly.",
        },
        {
          prompt: "Which statement about malicious USB devices is correct?",
          options: [
            "Autoplay is the main risk, so turning it off makes unknown drives safe to plug in",
            "A device can act as a keyboard and type commands in seconds, with no file opened",
            "They work against Windows alone, so Mac and Linux computers are out of reach",
            "Antivirus checks each device as it connects, so an infected drive is stopped in time",
          ],
          correct: [1],
          explanation:
            "Keystroke-injection devices present themselves as keyboards, which computers trust by design, and type whatever the attacker programmed, on any operating system. Turning off autoplay doesn't stop that, and antivirus sees keystrokes, not a file to scan.",
        },
        {
          prompt:
            "At a trade fair, a vendor hands out free branded USB-C cables. You would like to use one at your desk with your work laptop. What is the best approach?",
          options: [
            "Keep it away from your work laptop, and use the cables the company issued you",
            "Use it, since a cable just carries power and data and has no electronics inside",
            "Use it to charge your phone from the work laptop, since charging needs no data",
            "Use it after checking that it looks exactly like the manufacturer's original",
          ],
          correct: [0],
          explanation:
            "Attack cables hide a small computer in the plug and look identical to genuine ones, so appearance proves nothing. Charging a phone from the laptop still connects the cable to the laptop. Issued or trusted accessories remove the doubt.",
        },
        {
          prompt:
            "You must take Confidential project files to a client site with no internet access. Which practices fit? Select all that apply.",
          options: [
            "Use your personal USB stick, since it has more free space",
            "Use a company-issued encrypted drive protected by a PIN",
            "Write the PIN on a label on the drive so you don't forget it",
            "E-mail the files to your personal address as a backup",
            "Wipe the drive or hand it back after the visit, as the policy says",
          ],
          correct: [1, 4],
          explanation:
            "An issued, encrypted drive keeps the files unreadable if it is lost, and wiping or returning it afterwards stops copies from piling up. A personal stick and a personal mailbox put Confidential data outside company control, and a PIN written on the drive defeats the encryption.",
        },
        {
          prompt:
            "A parcel arrives for you with a thank-you letter from a supplier, a gift card and a USB stick “with your voucher code”. You weren't expecting it. What do you do?",
          options: [
            "Plug the stick into your home computer instead of your work laptop, to be safe",
            "Call the number in the letter to confirm the gift before plugging the stick in",
            "Leave the stick unplugged and give the package to security",
            "Plug it in, because it came by post from a supplier you recognise",
          ],
          correct: [2],
          explanation:
            "The FBI has warned about exactly this: USB devices mailed to companies as gifts or official letters, which install malware when connected. A home computer holds your own accounts and often work logins, and the number in the letter belongs to whoever sent it. Security can check with the real supplier.",
        },
        {
          prompt:
            "You plugged in a USB drive that a colleague said he found in the lift. Nothing seemed to happen, but now you realise you shouldn't have. What should you do?",
          options: [
            "Remove the drive and carry on working, since the screen showed no change",
            "Run a quick antivirus scan, and report it if the scan turns something up",
            "Format the drive so it can't infect anyone else, then throw it in the bin",
            "Disconnect the laptop from the network, leave it on and report at once",
          ],
          correct: [3],
          explanation:
            "A keystroke-injection device can do its work in a second or two, so seeing nothing proves little, and a scan may find nothing. Disconnecting limits the damage, keeping the laptop on preserves evidence, and the drive itself is evidence, so don't format or bin it.",
        },
        {
          prompt: "You lose an encrypted company USB drive with Confidential files on the train. What do you do?",
          options: [
            "Report it at once, even though the drive is encrypted",
            "Leave it, since the encryption means nobody can read the files",
            "Wait a few days to see whether it turns up in the lost property office",
            "Buy a replacement drive and copy the files again from the originals",
          ],
          correct: [0],
          explanation:
            "Encryption greatly reduces the risk, but security still needs to know: they can check the drive was really encrypted, whether the PIN could be exposed and whether anyone must be notified. Waiting loses time, and replacing the drive does nothing about the lost copy.",
        },
      ],
    },
    badge: {
      name: "Unplugged and Safe",
      description: "Hands in found drives without plugging them in, avoids untrusted cables and uses approved, encrypted media.",
    },
  },
  pt: {
    title: "Mídias removíveis e pen drives achados: não conecte o que você não conhece",
    summary:
      "Por que pen drives achados e cabos de brinde são iscas, como um dispositivo ataca no instante em que é conectado, como usar mídias aprovadas e criptografadas quando for preciso e o que fazer com um pen drive que você encontrar.",
    steps: [
      {
        title: "Por que um pen drive achado é isca",
        body: [
          "Deixar pen drives onde colaboradores vão encontrá-los é um dos ataques mais baratos que existem, e funciona. Em um estudo de 2016 da Universidade de Illinois, pesquisadores espalharam 297 pen drives por um campus: quase todos foram recolhidos, e arquivos foram abertos em pelo menos 45% deles, o primeiro em menos de seis minutos. A maioria de quem achou disse que só queria devolver o pen drive ao dono.",
          "Um pen drive malicioso pode trazer arquivos com nomes tentadores, como Salários 2026.xlsx, que instalam malware ao serem abertos. Pior: alguns dispositivos com cara de armazenamento dizem ao computador que são um teclado e digitam comandos segundos depois de conectados, sem arquivo nenhum para abrir e com pouco para o antivírus detectar. Em 2022, o FBI alertou que criminosos tinham enviado dispositivos assim pelo correio a empresas americanas, em pacotes disfarçados de brinde e de carta oficial.",
        ],
        takeaways: [
          "Curiosidade e boa vontade são o que a isca do pen drive explora.",
          "Um dispositivo pode atacar no instante em que é conectado, sem você abrir nada.",
        ],
        illustration: "usb-drive",
        illustrationAlt: "Um pen drive e um cabo solto no chão ao lado de um triângulo de alerta.",
      },
      {
        title: "Cabos e carregadores também atacam",
        body: [
          "Cabo nem sempre é só cabo. Ferramentas de ataque como o O.MG Cable têm a aparência e o funcionamento de cabos de carregamento comuns, mas escondem no conector um minúsculo computador com Wi-Fi, capaz de digitar comandos ou registrar o que é digitado quando ligado a um computador. Elas são vendidas abertamente para testes de segurança, então qualquer pessoa pode comprar.",
          "Use os cabos, carregadores e acessórios fornecidos pela empresa ou comprados em loja confiável. Desconfie de cabos esquecidos em salas de reunião, de carregadores e brindes distribuídos em eventos e de acessórios oferecidos por desconhecidos. Para carregar o celular, use seu próprio adaptador na tomada em vez do notebook ou de uma porta USB pública, e não ligue aparelhos pessoais no computador de trabalho.",
        ],
        takeaways: ["Um cabo malicioso é idêntico a um cabo comum.", "Use acessórios fornecidos ou confiáveis e carregue na tomada."],
        illustration: "mobile-update",
        illustrationAlt: "Um celular em um cabo de carregamento cujo conector esconde um pequeno chip, destacado por uma lupa.",
      },
      {
        title: "Mídia aprovada e criptografada",
        body: [
          "A mídia removível mais segura é a que você não precisa usar: a transferência de arquivos aprovada ou o compartilhamento na nuvem costumam ser melhores que um pen drive. Quando for inevitável, use um dispositivo fornecido pela empresa e criptografado, como um pen drive com criptografia por hardware e PIN ou protegido pelo BitLocker To Go, e siga as regras da classificação da informação. Muitas empresas bloqueiam automaticamente armazenamento USB desconhecido; isso é proteção, não defeito a contornar.",
          "Copie só o necessário, mantenha o dispositivo com você e apague ou devolva quando o trabalho terminar. Não escreva o PIN no pen drive. Mantenha mídias pessoais e de trabalho separadas: nada de pen drive pessoal no computador de trabalho nem de pen drive da empresa no computador de casa. Se um dispositivo com dados da empresa se perder, reporte na hora, mesmo que seja criptografado.",
        ],
        takeaways: [
          "Prefira as ferramentas de transferência aprovadas; se precisar de pen drive, use um fornecido e criptografado.",
          "Reporte na hora a perda de um pen drive, criptografado ou não.",
        ],
        illustration: "device-lock",
        illustrationAlt: "Um notebook com um cadeado na tela e, ao lado, um pen drive criptografado com teclado numérico.",
      },
      {
        title: "Achou um? Entregue, não conecte",
        body: [
          "Se você encontrar um pen drive, ou receber um que não esperava, não conecte em lugar nenhum: nem no notebook de trabalho, nem em um computador sobrando, nem no computador de casa. Não tente descobrir o dono abrindo os arquivos. Entregue à TI ou à segurança e diga onde e quando encontrou; elas têm equipamento isolado para examinar com segurança, e um pen drive plantado pode fazer parte de um ataque à sua empresa. Vale o mesmo para o pen drive de um visitante: peça o arquivo por e-mail em vez de conectar o dispositivo em um computador da empresa.",
          "Se você já conectou, retire o pen drive, desconecte o computador da rede, deixe-o ligado e reporte na hora, entregando o dispositivo. Rapidez vale muito mais do que vergonha, e o mesmo vale para um cabo ou aparelho estranho que se comportou de um jeito esquisito depois de conectado.",
        ],
        takeaways: [
          "Pen drives achados ou inesperados vão para a TI ou a segurança, sem conectar.",
          "Conectou um? Desconecte da rede, deixe o computador ligado e reporte na hora.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Uma pessoa entregando um pen drive achado no balcão da segurança em vez de conectá-lo.",
      },
    ],
    keyTakeaways: [
      "Dispositivos USB achados ou inesperados são isca; entregue à TI ou à segurança sem conectar.",
      "Um dispositivo pode se passar por teclado e atacar assim que é conectado, sem abrir arquivo nenhum.",
      "Cabos e carregadores também podem ser maliciosos; use acessórios fornecidos ou confiáveis.",
      "Quando precisar de mídia removível, use um dispositivo fornecido e criptografado e copie só o necessário.",
      "Reporte na hora a perda de um pen drive e qualquer dispositivo desconhecido que você tenha conectado.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Um visitante pede à recepção que imprima um documento do pen drive dele antes da reunião. Ele é esperado e a reunião está marcada. O que a recepção deve fazer?",
          options: [
            "Conecta no computador da recepção, já que o visitante é esperado e tem reunião marcada",
            "Pede que ele mande o arquivo para o e-mail que a recepção usa para documentos e imprime de lá",
            "Conecta, mas abre o PDF que ele indicar, sem olhar os outros arquivos",
            "Conecta no computador da recepção depois de passar o antivírus no pen drive",
          ],
          correct: [1],
          explanation:
            "Conectar o pen drive de alguém de fora em um computador da empresa é como começam muitos testes físicos e ataques reais, e um dispositivo que se passa por teclado não precisa de arquivo aberto e dá pouco para o antivírus examinar. Um arquivo mandado por e-mail passa pelos filtros de e-mail e nunca encosta diretamente no computador.",
        },
        {
          prompt: "Qual afirmação sobre dispositivos USB maliciosos está correta?",
          options: [
            "A execução automática é o risco principal, então desligá-la torna seguro conectar pen drives desconhecidos",
            "Um dispositivo pode se passar por teclado e digitar comandos em segundos, sem abrir arquivo",
            "Eles atacam o Windows, e computadores Mac e Linux ficam fora de alcance",
            "O antivírus confere cada dispositivo ao ser conectado, então um pen drive infectado é barrado a tempo",
          ],
          correct: [1],
          explanation:
            "Dispositivos de injeção de teclas se apresentam como teclados, em que o computador confia por projeto, e digitam o que o atacante programou, em qualquer sistema operacional. Desligar a execução automática não impede isso, e o antivírus vê teclas digitadas, não um arquivo para examinar.",
        },
        {
          prompt:
            "Em uma feira, um expositor distribui cabos USB-C de brinde com a marca dele. Você gostaria de usar um na sua mesa, com o notebook de trabalho. Qual é a melhor atitude?",
          options: [
            "Deixar o cabo longe do notebook e usar os cabos fornecidos pela empresa",
            "Usar, porque um cabo transmite energia e dados e não tem eletrônica dentro",
            "Usar para carregar o celular no notebook de trabalho, porque carregar não usa dados",
            "Usar depois de conferir que ele é idêntico ao original do fabricante",
          ],
          correct: [0],
          explanation:
            "Cabos de ataque escondem um pequeno computador no conector e são idênticos aos verdadeiros, então a aparência não prova nada. Carregar o celular pelo notebook continua ligando o cabo ao notebook. Acessórios fornecidos ou confiáveis acabam com a dúvida.",
        },
        {
          prompt:
            "Você precisa levar arquivos Confidenciais de um projeto a um cliente onde não há acesso à internet. Quais práticas servem? Marque todas as opções corretas.",
          options: [
            "Usar seu pen drive pessoal, porque tem mais espaço livre",
            "Usar um pen drive criptografado fornecido pela empresa, protegido por PIN",
            "Escrever o PIN em uma etiqueta no pen drive para não esquecer",
            "Mandar os arquivos para o seu e-mail pessoal como cópia de segurança",
            "Apagar o pen drive ou devolvê-lo depois da visita, como a política pede",
          ],
          correct: [1, 4],
          explanation:
            "Um pen drive fornecido e criptografado mantém os arquivos ilegíveis se ele se perder, e apagar ou devolver depois evita que cópias se acumulem. Pen drive pessoal e e-mail pessoal tiram dados Confidenciais do controle da empresa, e um PIN escrito no dispositivo anula a criptografia.",
        },
        {
          prompt:
            "Chega para você um pacote com uma carta de agradecimento de um fornecedor, um vale-presente e um pen drive “com o seu código do vale”. Você não esperava nada. O que você faz?",
          options: [
            "Conecta o pen drive no computador de casa em vez do notebook de trabalho, por segurança",
            "Liga para o número da carta para confirmar o presente antes de conectar o pen drive",
            "Não conecta o pen drive e entrega o pacote inteiro à segurança",
            "Conecta, porque veio pelo correio de um fornecedor que você conhece",
          ],
          correct: [2],
          explanation:
            "O FBI já alertou exatamente sobre isso: dispositivos USB enviados a empresas como brinde ou carta oficial, que instalam malware ao serem conectados. O computador de casa guarda suas contas pessoais e muitas vezes acessos de trabalho, e o número da carta é de quem a enviou. A segurança pode confirmar com o fornecedor de verdade.",
        },
        {
          prompt:
            "Você conectou um pen drive que um colega disse ter achado no elevador. Nada pareceu acontecer, mas agora você percebe que não devia ter feito isso. O que fazer?",
          options: [
            "Tirar o pen drive e seguir trabalhando, já que a tela continuou normal",
            "Rodar uma verificação rápida do antivírus e reportar se ela encontrar algo",
            "Formatar o pen drive para ele não infectar mais ninguém e depois jogar fora",
            "Desconectar o notebook da rede, deixá-lo ligado e reportar na hora",
          ],
          correct: [3],
          explanation:
            "Um dispositivo de injeção de teclas pode agir em um ou dois segundos, então não ver nada prova pouco, e a verificação pode não achar nada. Desconectar limita o estrago, manter o notebook ligado preserva evidências, e o próprio pen drive é evidência, então não formate nem jogue fora.",
        },
        {
          prompt: "Você perde no trem um pen drive criptografado da empresa com arquivos Confidenciais. O que você faz?",
          options: [
            "Reporta na hora, mesmo com o pen drive criptografado",
            "Deixa para lá, já que a criptografia impede que alguém leia os arquivos",
            "Espera alguns dias para ver se ele aparece nos achados e perdidos",
            "Compra um pen drive novo e copia de novo os arquivos a partir dos originais",
          ],
          correct: [0],
          explanation:
            "A criptografia reduz muito o risco, mas a segurança ainda precisa saber: ela confere se o pen drive estava mesmo criptografado, se o PIN pode ter sido exposto e se alguém precisa ser notificado. Esperar perde tempo, e comprar outro pen drive não resolve nada sobre a cópia perdida.",
        },
      ],
    },
    badge: {
      name: "Só conecto o que conheço",
      description: "Entrega pen drives achados sem conectá-los, evita cabos não confiáveis e usa mídias aprovadas e criptografadas.",
    },
  },
} satisfies CourseContent;

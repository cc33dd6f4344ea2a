import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "safe-browsing-and-downloads",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["browsing", "downloads", "malware", "phishing"],
  passingScore: 80,
  free: true,
  badgeColor: "#1F5FBF",
  references: [
    "CISA – Secure Our World: recognize and report phishing, update software",
    "NCSC (UK) – Cyber Aware and Mitigating malware and ransomware attacks",
    "NIST SP 800-83 Rev. 1 – Guide to Malware Incident Prevention and Handling for Desktops and Laptops",
    "CERT.br – Cartilha de Segurança para Internet",
  ],
  en: {
    title: "Safe Browsing and Downloads",
    summary:
      "Learn to read a link before you trust it, spot fake download buttons and malicious ads, keep your browser and extensions in check, and know exactly what to do when a download looks wrong.",
    steps: [
      {
        title: "Read the address, not the page",
        body: [
          "Anyone can copy a logo, a layout and a login form in minutes, so the look of a page proves nothing. The one thing a scammer cannot copy is the real domain. Before you type a password or download anything, look at the address bar and find the registrable domain. Take the host name, the part between “//” and the next single slash, and read it from the right: first the public suffix (.com, .net, .com.br, .co.uk), then the one name registered under it.",
          "In https://login.example.com/account, the domain is example.com; in https://loja.example.com.br/conta, it is example.com.br, because .com.br is only the suffix. In https://example.com.verify-access.example.net/login, it is example.net, whatever the beginning says. Watch for lookalikes too: examp1e.com, example-support.com or one extra letter. When a message pushes you to a site, skip the link and open the site from your bookmark or by typing the address you already know.",
        ],
        takeaways: [
          "Find the registrable domain: the suffix (.com, .com.br, .co.uk) and the name just before it.",
          "Lookalike spellings and extra words in a domain are a classic trap.",
          "For anything important, use a bookmark or type the address yourself.",
        ],
        illustration: "browser-shield",
        illustrationAlt: "A browser window with a shield over the address bar, highlighting the domain name.",
      },
      {
        title: "HTTPS means private, not trustworthy",
        body: [
          "HTTPS encrypts the connection between your browser and the site, so people on the same network cannot read or change what you send. That is valuable, but it says nothing about who runs the site. Certificates are free and automatic, and almost every phishing site today uses HTTPS. Some browsers have even dropped the padlock icon because people read it as a seal of approval.",
          "So treat HTTPS as a minimum, never as proof. A page that asks for data without HTTPS is a clear reason to stop, but a valid certificate on example-payments.net does not make it your bank. Browser warnings are different: if you see a full-page alert about a deceptive or dangerous site, close the tab instead of clicking through.",
        ],
        takeaways: [
          "HTTPS protects the connection, not you from the people behind the site.",
          "Never click past a full-page browser warning about a dangerous site.",
        ],
        illustration: "password-lock",
        illustrationAlt: "A padlock next to a web page, with a question mark showing that encryption is not proof of trust.",
      },
      {
        title: "Fake download buttons and malicious ads",
        body: [
          "Criminals buy search ads too. Search for a popular free tool, a PDF converter or a video-call app, and the first sponsored result may lead to a convincing copy of the real site that serves malware. This is called malvertising. Download pages are also full of big Download buttons that are really ads, and some installers bundle unwanted extras.",
          "A newer trick shows a fake CAPTCHA or error that asks you to press Windows+R or open a terminal and paste a command to prove you are human or fix the page. No real website ever asks for that: it is you installing the malware yourself. Close the page and report it.",
          "Get software from the vendor's official site, reached by typing the address, or from your company's software portal, and skip the sponsored results. At work, if you need a new tool, ask IT instead of installing it yourself.",
        ],
        takeaways: [
          "Skip sponsored search results when downloading software.",
          "A page asking you to paste a command into Run or a terminal is an attack.",
          "At work, request new software through IT or the company portal.",
        ],
        illustration: "download-check",
        illustrationAlt: "Several download buttons on a page, with only the one from the official source marked with a check.",
      },
      {
        title: "Extensions, updates and official stores",
        body: [
          "Browser extensions can be very powerful. One allowed to read and change data on all websites sees your webmail, your online banking and every form you fill in. Popular extensions are sometimes sold to new owners or compromised, then quietly turn malicious through an update. Install only what you truly need, from the official browser store, and follow your company's list of approved extensions.",
          "Review your extensions every few months and remove the ones you no longer use. Keep the browser itself current: updates fix flaws that attackers are already exploiting, and many only take effect when you restart. When the browser says an update is ready, restart it that day. The same goes for apps: official stores are not perfect, but they review and remove malicious apps far more than random download sites do.",
        ],
        takeaways: [
          "Fewer extensions means less risk; remove what you do not use.",
          "Restart the browser when an update is waiting.",
          "Install apps and extensions only from official stores or your company catalogue.",
        ],
        illustration: "checklist",
        illustrationAlt: "A checklist with items for reviewing extensions, installing updates and using official stores.",
      },
      {
        title: "If a download looks wrong",
        body: [
          "Maybe the file was named invoice.pdf.exe, the installer asked for admin rights to open a simple document, or nothing happened when you opened it. If you have not opened the file, delete it and report the site or message. If you have opened or run it, act fast but calmly: stop using the device, disconnect it from the network (cable out, Wi-Fi off), leave it on and report it to IT or security right away.",
          "Tell them what you downloaded, from where, when and what you clicked. Do not try to clean the computer yourself with random tools, do not delete things to hide what happened, and do not wait to see if something breaks. A report made within minutes can stop an attack from spreading, and nobody will think less of you for a false alarm.",
        ],
        takeaways: [
          "Not opened yet? Delete it and report where it came from.",
          "Opened it? Disconnect from the network, leave it on and report to IT immediately.",
          "Report what, where and when; do not clean up on your own.",
        ],
        illustration: "alarm",
        illustrationAlt: "An alarm bell next to a laptop, signalling that a suspicious download must be reported right away.",
      },
    ],
    keyTakeaways: [
      "The real domain, not the look of the page, tells you who you are dealing with.",
      "HTTPS means the connection is encrypted, not that the site is honest.",
      "Download software only from official sources, never from sponsored ads or pop-ups.",
      "Keep your browser updated and your extensions to a minimum.",
      "If you ran something suspicious, report it to IT at once and let them handle it.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which of these addresses is most likely a fake login page for example.com?",
          options: [
            "https://login.example.com/account",
            "https://example.com/login?next=account",
            "https://example.com-login.net/account",
            "https://accounts.example.com/sign-in",
          ],
          correct: [2],
          explanation:
            "Read the host name from the right. In example.com-login.net the suffix is .net and the name registered under it is com-login, so com-login.net owns the page, whatever comes first. The other three end in example.com, so they belong to its owner, whatever the subdomain or the path after the slash says.",
        },
        {
          prompt: "A login page loads over HTTPS with a valid certificate. What does that tell you?",
          options: [
            "The browser has checked that the organisation is legitimate",
            "Files downloaded from the site are free of malware",
            "The connection is encrypted; the site may still be a scam",
            "Your company's IT team has approved the site",
          ],
          correct: [2],
          explanation:
            "HTTPS only protects the data travelling between you and the site. Certificates are free and automatic, so phishing sites use them too. To judge who runs a site, check the domain and how you got there.",
        },
        {
          prompt:
            "You need a free PDF tool for work. The first search result is a sponsored ad that looks just like the vendor's site. What is the best approach?",
          options: [
            "Click the ad, since top results are checked by the search engine",
            "Download it and run an antivirus scan after installing",
            "Choose whichever site has the clearest Download button",
            "Skip the ad and ask IT or use the software portal",
          ],
          correct: [3],
          explanation:
            "Malvertising uses paid ads that imitate real download sites. At work, new software should come through IT or the company portal; at home, type the vendor's official address. Scanning after installing is too late if the installer already ran.",
        },
        {
          prompt:
            "A page shows a Verify you are human box and tells you to press Windows+R, paste with Ctrl+V and press Enter. What is happening?",
          options: [
            "A new, stronger type of CAPTCHA that checks your keyboard",
            "A browser update that needs your confirmation to install",
            "An accessibility check that some sites are required to run",
            "A trick to make you run malware; close and report it",
          ],
          correct: [3],
          explanation:
            "Real CAPTCHAs never ask you to run commands. The page has silently copied a malicious command to your clipboard, and pasting it into Run or a terminal installs malware with your own permissions.",
        },
        {
          prompt: "Which of these are good habits with browser extensions? Select all that apply.",
          options: [
            "Installing an extension a pop-up says you need to watch a video",
            "Keeping extensions you rarely use, in case you need them again",
            "Following your company's list of approved extensions",
            "Letting an extension read every site so that it works everywhere",
          ],
          correct: [2],
          multiple: true,
          explanation:
            "Extensions can read and change what you see on websites, so each one is a risk. Follow your company's approved list and remove what you no longer use. Grant site access only where an extension needs it, and treat a pop-up demanding an extension to play a video as a common way to push malicious ones.",
        },
        {
          prompt:
            "You ran an installer from an e-mail link, a black window flashed and closed, and nothing else happened. What should you do first?",
          options: [
            "Wait a day to see whether anything strange happens",
            "Disconnect it from the network and report it at once",
            "Find a free cleaning tool online and run it straight away",
            "Delete the file and the e-mail so there is no trace",
          ],
          correct: [1],
          explanation:
            "A flashing window is typical of malware installing in the background. Disconnecting (cable out, Wi-Fi off) and leaving the device on stops it spreading while keeping the evidence, and a quick report lets IT contain it. Home-made clean-ups and deleting the e-mail destroy the evidence they need.",
        },
      ],
    },
    badge: {
      name: "Safe Browser",
      description: "Reads links before trusting them, avoids fake downloads and malicious ads, and reports suspicious files at once.",
    },
  },
  pt: {
    title: "Navegação e downloads seguros",
    summary:
      "Aprenda a ler um link antes de confiar nele, identificar botões de download falsos e anúncios maliciosos, manter navegador e extensões sob controle e saber o que fazer quando um download parecer suspeito.",
    steps: [
      {
        title: "Leia o endereço, não a aparência da página",
        body: [
          "Qualquer pessoa copia logotipo, layout e tela de login em poucos minutos, então a aparência de uma página não prova nada. O que o golpista não consegue copiar é o domínio verdadeiro. Antes de digitar uma senha ou baixar qualquer coisa, olhe a barra de endereços e encontre o domínio registrável. Pegue o nome do site, o trecho entre “//” e a barra simples seguinte, e leia da direita para a esquerda: primeiro vem o sufixo público (.com, .net, .com.br, .co.uk), depois o nome registrado antes dele.",
          "Em https://login.example.com/conta, o domínio é example.com; em https://loja.example.com.br/conta, é example.com.br, porque .com.br é só o sufixo. Em https://example.com.verifica-acesso.example.net/login, o domínio é example.net, não importa o que venha no começo. Fique de olho também nas imitações: examp1e.com, example-suporte.com ou uma letra a mais. Quando uma mensagem empurrar você para um site, ignore o link e abra o site pelo favorito ou digitando o endereço que você já conhece.",
        ],
        takeaways: [
          "Ache o domínio registrável: o sufixo (.com, .com.br, .co.uk) e o nome logo antes dele.",
          "Grafias parecidas e palavras extras no domínio são armadilhas clássicas.",
          "Para o que importa, use o favorito ou digite o endereço você mesmo.",
        ],
        illustration: "browser-shield",
        illustrationAlt: "Janela de navegador com um escudo sobre a barra de endereços, destacando o nome do domínio.",
      },
      {
        title: "HTTPS é conexão protegida, não site confiável",
        body: [
          "O HTTPS criptografa a conexão entre o seu navegador e o site, impedindo que alguém na mesma rede leia ou altere o que você envia. Isso tem valor, mas não diz nada sobre quem está por trás do site. Certificados são gratuitos e automáticos, e praticamente todo site de phishing hoje usa HTTPS. Alguns navegadores até deixaram de exibir o cadeado justamente porque as pessoas o viam como selo de confiança.",
          "Encare o HTTPS como requisito mínimo, nunca como prova. Página que pede dados sem HTTPS é motivo claro para parar, mas um certificado válido em example-pagamentos.net não transforma aquele site no seu banco. Já os alertas do navegador são outra história: se aparecer um aviso de página inteira sobre site enganoso ou perigoso, feche a aba em vez de seguir adiante.",
        ],
        takeaways: [
          "O HTTPS protege a conexão, não protege você de quem controla o site.",
          "Nunca ignore um aviso de página inteira do navegador sobre site perigoso.",
        ],
        illustration: "password-lock",
        illustrationAlt:
          "Cadeado ao lado de uma página da web, com um ponto de interrogação indicando que criptografia não prova confiança.",
      },
      {
        title: "Botões de download falsos e anúncios maliciosos",
        body: [
          "Criminosos também compram anúncios. Pesquise um programa gratuito conhecido, um conversor de PDF ou um app de videochamada, e o primeiro resultado patrocinado pode levar a uma cópia convincente do site oficial, que entrega malware. Isso se chama malvertising. Páginas de download também vivem cheias de botões enormes de Baixar que, na verdade, são propaganda, e alguns instaladores trazem programas indesejados de brinde.",
          "Um golpe mais recente exibe um CAPTCHA ou erro falso pedindo que você pressione Windows+R ou abra o terminal e cole um comando para provar que é humano ou para consertar a página. Nenhum site legítimo pede isso: é você mesmo instalando o malware. Feche a página e reporte.",
          "Baixe programas no site oficial do fabricante, acessado digitando o endereço, ou pelo portal de software da empresa, e pule os resultados patrocinados. No trabalho, se precisar de uma ferramenta nova, peça à TI em vez de instalar por conta própria.",
        ],
        takeaways: [
          "Pule os resultados patrocinados na hora de baixar programas.",
          "Página que pede para colar comando no Executar ou no terminal é ataque.",
          "No trabalho, solicite softwares novos pela TI ou pelo portal da empresa.",
        ],
        illustration: "download-check",
        illustrationAlt: "Vários botões de download em uma página, com apenas o da fonte oficial marcado como correto.",
      },
      {
        title: "Extensões, atualizações e lojas oficiais",
        body: [
          "Extensões de navegador podem ser muito poderosas. Uma extensão com permissão para ler e alterar dados em todos os sites enxerga seu webmail, seu internet banking e todo formulário que você preenche. Extensões populares às vezes são vendidas a novos donos ou invadidas e passam a agir de forma maliciosa depois de uma atualização silenciosa. Instale só o que realmente precisa, pela loja oficial do navegador, e siga a lista de extensões aprovadas da empresa.",
          "Revise suas extensões de tempos em tempos e remova as que não usa mais. Mantenha o próprio navegador em dia: as atualizações corrigem falhas que atacantes já estão explorando, e muitas só entram em vigor quando você reinicia. Quando o navegador avisar que há atualização pronta, reinicie no mesmo dia. Vale o mesmo para apps: as lojas oficiais não são perfeitas, mas analisam e removem apps maliciosos muito mais do que sites de download aleatórios.",
        ],
        takeaways: [
          "Menos extensões, menos risco: remova o que você não usa.",
          "Reinicie o navegador quando houver atualização pendente.",
          "Instale apps e extensões só de lojas oficiais ou do catálogo da empresa.",
        ],
        illustration: "checklist",
        illustrationAlt: "Lista de verificação com itens para revisar extensões, instalar atualizações e usar lojas oficiais.",
      },
      {
        title: "Quando um download parece errado",
        body: [
          "Pode ser que o arquivo se chame boleto.pdf.exe, que o instalador peça permissão de administrador para abrir um simples documento ou que nada aconteça quando você clica nele. Se ainda não abriu o arquivo, apague-o e reporte o site ou a mensagem. Se já abriu ou executou, aja rápido, mas com calma: pare de usar o equipamento, desconecte-o da rede (tire o cabo, desative o Wi-Fi), mantenha-o ligado e reporte à TI ou à equipe de segurança na hora.",
          "Conte o que você baixou, de onde, quando e em que clicou. Não tente limpar o computador sozinho com ferramentas aleatórias, não apague nada para esconder o ocorrido e não fique esperando para ver se algo acontece. Um reporte feito em minutos pode impedir que o ataque se espalhe, e ninguém vai pensar mal de você por um alarme falso.",
        ],
        takeaways: [
          "Ainda não abriu? Apague o arquivo e reporte de onde ele veio.",
          "Já abriu? Desconecte da rede, mantenha ligado e reporte à TI imediatamente.",
          "Reporte o quê, onde e quando; não tente limpar sozinho.",
        ],
        illustration: "alarm",
        illustrationAlt: "Sino de alarme ao lado de um notebook, indicando que um download suspeito deve ser reportado na hora.",
      },
    ],
    keyTakeaways: [
      "É o domínio real, e não a aparência da página, que mostra com quem você está lidando.",
      "HTTPS significa conexão criptografada, não site honesto.",
      "Baixe programas só de fontes oficiais, nunca de anúncios patrocinados ou pop-ups.",
      "Mantenha o navegador atualizado e as extensões no mínimo necessário.",
      "Se executou algo suspeito, reporte à TI na hora e deixe que ela cuide do resto.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Qual destes endereços provavelmente é uma página de login falsa de example.com.br?",
          options: [
            "https://login.example.com.br/conta",
            "https://example.com.br/entrar?depois=conta",
            "https://example.com.br-login.net/conta",
            "https://contas.example.com.br/acesso",
          ],
          correct: [2],
          explanation:
            "Leia o nome do site da direita para a esquerda. Em example.com.br-login.net, o sufixo é .net e o nome registrado antes dele é br-login, então br-login.net é o dono da página, não importa o que venha antes. Os outros três terminam em example.com.br, então pertencem ao dono desse domínio, seja qual for o subdomínio ou o caminho depois da barra.",
        },
        {
          prompt: "Uma página de login abre com HTTPS e certificado válido. O que isso indica?",
          options: [
            "Que o navegador verificou que a organização é legítima",
            "Que os arquivos baixados do site estão livres de malware",
            "A conexão é criptografada; o site ainda pode ser golpe",
            "Que a equipe de TI da sua empresa aprovou o site",
          ],
          correct: [2],
          explanation:
            "O HTTPS só protege os dados que trafegam entre você e o site. Certificados são gratuitos e automáticos, e sites de phishing também os usam. Para saber quem está por trás de um site, confira o domínio e como você chegou até ele.",
        },
        {
          prompt:
            "Você precisa de uma ferramenta de PDF gratuita para o trabalho. O primeiro resultado da busca é um anúncio patrocinado idêntico ao site do fabricante. Qual é a melhor atitude?",
          options: [
            "Clicar no anúncio, já que os primeiros resultados são verificados pelo buscador",
            "Baixar e passar o antivírus depois de instalar",
            "Escolher o site com o botão de Baixar mais visível",
            "Ignorar o anúncio e pedir à TI ou usar o portal",
          ],
          correct: [3],
          explanation:
            "A publicidade maliciosa usa anúncios pagos que imitam sites de download verdadeiros. No trabalho, programas novos devem vir pela TI ou pelo portal da empresa; em casa, digite o endereço oficial do fabricante. Passar o antivírus depois de instalar é tarde demais se o instalador já rodou.",
        },
        {
          prompt:
            "Uma página exibe uma caixa Confirme que você é humano e manda pressionar Windows+R, colar com Ctrl+V e apertar Enter. O que está acontecendo?",
          options: [
            "É um novo tipo de CAPTCHA, mais seguro, que testa o teclado",
            "É uma atualização do navegador que precisa da sua confirmação",
            "É uma verificação de acessibilidade que alguns sites precisam fazer",
            "Um golpe para você executar um malware; feche e reporte",
          ],
          correct: [3],
          explanation:
            "CAPTCHAs de verdade nunca pedem que você execute comandos. A página copiou em silêncio um comando malicioso para a sua área de transferência, e colá-lo no Executar ou em um terminal instala o malware com as suas próprias permissões.",
        },
        {
          prompt: "Quais destes são bons hábitos com extensões de navegador? Marque todas as que se aplicam.",
          options: [
            "Instalar a extensão que um pop-up diz ser necessária para ver um vídeo",
            "Manter extensões que você quase não usa, caso precise delas de novo",
            "Seguir a lista de extensões aprovadas pela empresa",
            "Deixar a extensão ler todos os sites para ela funcionar em qualquer lugar",
          ],
          correct: [2],
          multiple: true,
          explanation:
            "Extensões podem ler e alterar o que você vê nos sites, então cada uma é um risco. Siga a lista aprovada pela empresa e remova o que não usa mais. Dê acesso aos sites só onde a extensão precisa, e desconfie de pop-up exigindo extensão para ver vídeo: é um jeito comum de empurrar extensões maliciosas.",
        },
        {
          prompt:
            "Você executou um instalador a partir de um link recebido por e-mail, uma janela preta piscou e fechou, e nada mais aconteceu. O que fazer primeiro?",
          options: [
            "Esperar um dia para ver se acontece algo estranho",
            "Desconectar da rede e reportar imediatamente",
            "Procurar uma ferramenta de limpeza gratuita na internet e executá-la",
            "Apagar o arquivo e o e-mail para não deixar rastro",
          ],
          correct: [1],
          explanation:
            "Uma janela piscando é típica de malware se instalando em segundo plano. Desconectar (tirar o cabo, desativar o Wi-Fi) e manter o aparelho ligado impede a propagação e preserva as evidências, e o reporte rápido permite que a TI contenha o problema. Limpezas caseiras e apagar o e-mail destroem as evidências de que ela precisa.",
        },
      ],
    },
    badge: {
      name: "Navegação segura",
      description: "Lê os links antes de confiar, evita downloads falsos e anúncios maliciosos e reporta arquivos suspeitos na hora.",
    },
  },
} satisfies CourseContent;

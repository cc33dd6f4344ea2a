import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "ransomware-basics",
  area: "cybersecurity",
  level: "intermediate",
  durationMinutes: 6,
  tags: ["ransomware", "incident-response", "backups", "patching"],
  passingScore: 80,
  free: false,
  badgeColor: "#7F1D1D",
  references: [
    "CISA & MS-ISAC: #StopRansomware Guide",
    "NIST IR 8374: Ransomware Risk Management – A Cybersecurity Framework Profile",
    "NCSC (UK): Mitigating malware and ransomware attacks",
    "ENISA Threat Landscape",
    "No More Ransom project (Europol and partners)",
    "ANPD: Regulamento de Comunicação de Incidente de Segurança (Resolução CD/ANPD nº 15/2024, LGPD)",
  ],
  en: {
    title: "Ransomware Basics: Prevent, Spot and Respond",
    summary:
      "Learn how ransomware gets in, what double extortion means, the early signs of an attack, exactly what to do in the first minutes, and how backups and updates keep your organisation able to recover.",
    steps: [
      {
        title: "What ransomware does today",
        body: [
          "Ransomware is malicious software that encrypts files and systems so they can't be used, followed by a demand for payment, usually in cryptocurrency, in exchange for a decryption key. Modern attacks rarely stop at one laptop: criminal groups try to spread across the network and encrypt servers, shared drives and even backups, bringing a whole organisation to a halt.",
          "Most groups now use double extortion: before encrypting anything, they copy sensitive data such as customer records, contracts and employee files, then threaten to publish it if you don't pay. Some skip encryption altogether and simply steal and extort. That makes ransomware both an availability problem and a data-protection problem, with legal duties to notify when personal data is involved.",
        ],
        takeaways: [
          "Ransomware encrypts systems and, increasingly, steals data first.",
          "When personal data is copied, a ransomware attack is also a data breach.",
        ],
        illustration: "ransomware",
        illustrationAlt: "A computer screen with locked files and a ransom note demanding payment.",
      },
      {
        title: "How it gets in",
        body: [
          "Ransomware is usually the last stage of an intrusion that began days or weeks earlier. The most common ways in are phishing e-mails with malicious attachments or links, stolen or reused passwords for remote access and cloud accounts without MFA, and unpatched internet-facing systems such as VPNs, firewalls and file-transfer servers.",
          "Other routes include fake software downloads and browser “update” pop-ups, malicious ads in search results, pirated software and unknown USB drives. Once inside, attackers quietly collect more credentials, map the network, disable security tools and look for backups. Only then do they launch the encryption, often at night, at the weekend or during a holiday, when fewer people are watching.",
        ],
        takeaways: [
          "Phishing, stolen passwords and unpatched systems are the main ways in.",
          "Download software only from official sources or your company's software portal.",
        ],
        illustration: "download-check",
        illustrationAlt: "A download being inspected by a magnifying glass before it reaches the computer.",
      },
      {
        title: "Early signs you shouldn't ignore",
        body: [
          "Catching an attack early can greatly limit the damage. Watch for files that suddenly won't open or have strange new extensions, such as report.xlsx.locked; new text or HTML files with names like README_RESTORE_FILES appearing in your folders; a computer that becomes very slow with constant disk activity; or your antivirus showing as disabled when you didn't turn it off.",
          "Other clues include unexpected MFA prompts or password-reset e-mails, colleagues saying files on a shared drive have been renamed, or a pop-up or new desktop wallpaper announcing that your files are encrypted. Any one of these is enough to act on.",
        ],
        takeaways: [
          "Odd file extensions, ransom notes and disabled security tools mean act now.",
          "Report early, even if you're unsure; false alarms are welcome.",
        ],
        illustration: "alarm",
        illustrationAlt: "An alarm bell ringing above a folder whose files have strange new extensions.",
      },
      {
        title: "The first minutes: disconnect, report, don't pay",
        body: [
          "If you suspect ransomware, disconnect the device from the network straight away: unplug the network cable and switch off Wi-Fi. Don't shut it down or restart it unless your security team tells you to, because evidence investigators need can be lost. Don't try to clean it yourself, don't delete files or the ransom note, and don't plug in USB drives or backup disks.",
          "Report immediately through your incident channel, by phone if possible, since e-mail and chat may be compromised. Say what you saw, when, and what you were doing; a photo of the screen taken with your phone helps. Warn colleagues who share the same drives.",
          "Never contact the criminals or pay on your own. Whether to engage is a decision for leadership with legal advisers, insurers and law enforcement. Paying doesn't guarantee that decryption will work or that stolen data will be deleted, and it funds the next attack.",
        ],
        takeaways: [
          "Disconnect from the network, but leave the device on unless told otherwise.",
          "Report by phone through your incident channel and describe exactly what you saw.",
          "Never contact the attackers or pay on your own.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A person unplugging a network cable from a laptop while calling the security team.",
      },
      {
        title: "Backups: the 3-2-1 rule",
        body: [
          "Good backups turn a disaster into a bad day. The 3-2-1 rule says: keep at least three copies of important data, on two different types of storage, with one copy off-site. Against ransomware, at least one copy must also be offline or immutable, meaning it can't be changed or deleted for a set period, even by an administrator, because attackers actively hunt for backups to destroy.",
          "A backup you've never restored is only a hope, so recovery must be tested regularly. Your part: save work files in approved, backed-up locations rather than only on your laptop, and remember that a sync folder on its own isn't a backup, because it can faithfully sync encrypted files. At home, use an external drive that you disconnect after each backup.",
        ],
        takeaways: [
          "3 copies, 2 types of storage, 1 off-site, with one offline or immutable.",
          "Save work in approved locations that are backed up.",
        ],
        illustration: "backup",
        illustrationAlt: "Three copies of the same data: one on a server, one in the cloud and one on a disconnected drive.",
      },
      {
        title: "Why updates matter",
        body: [
          "Many ransomware intrusions exploit vulnerabilities for which a fix was already available. Once a patch is published, criminals study it and scan the internet for systems that haven't applied it, sometimes within days. Every delay leaves a known door open.",
          "Install updates for your operating system, browser and apps promptly, and restart when asked instead of postponing for weeks. Keep automatic updates on for personal devices and your home router too. If a device or program no longer receives security updates, tell IT so it can be replaced or isolated.",
        ],
        takeaways: [
          "Install updates and restart promptly; known flaws are exploited fast.",
          "Flag devices or software that no longer receive security updates.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "A phone and a laptop installing a security update, with a progress bar almost complete.",
      },
    ],
    keyTakeaways: [
      "Ransomware usually gets in through phishing, stolen passwords or unpatched systems.",
      "Double extortion means data is stolen before it's encrypted, so an attack is also a data breach.",
      "Disconnect from the network, keep the device on and report immediately by phone.",
      "Never contact or pay the attackers on your own.",
      "3-2-1 backups with an offline or immutable copy, plus prompt updates, make recovery possible.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "You open a shared folder and see that many files now end in .locked and a file called HOW_TO_DECRYPT.txt has appeared. What should you do first?",
          options: [
            "Open the text file to see how to get the files back",
            "Restart the computer to see whether that fixes it",
            "Copy the files that still open to a USB drive to save them",
            "Disconnect it from the network, leave it on and report it by phone",
          ],
          correct: [3],
          explanation:
            "Disconnecting (cable out, Wi-Fi off) limits the spread, and an immediate report, by phone if your computer is affected, lets the security team contain the attack across the network. Restarting can destroy evidence, and plugging in a USB drive risks infecting it too. The ransom note should be left for investigators.",
        },
        {
          prompt: "What does “double extortion” mean in a ransomware attack?",
          options: [
            "The criminals demand two payments for the same decryption key",
            "Data is stolen first, then published if the ransom isn't paid",
            "Two ransomware groups attack the same company at the same time",
            "The ransom doubles if it isn't paid by the deadline",
          ],
          correct: [1],
          explanation:
            "In double extortion, attackers copy sensitive data before encrypting and threaten to leak it. Even with perfect backups, the organisation faces a data breach, which is why protecting and monitoring data matters as much as recovery.",
        },
        {
          prompt: "After disconnecting a suspected infected computer from the network, why should you usually leave it powered on?",
          options: [
            "Because encryption stops once the network is disconnected",
            "So you can keep working on the files that are not encrypted yet",
            "Because shutting down starts the ransom deadline",
            "A shutdown erases clues, and sometimes keys, held in memory",
          ],
          correct: [3],
          explanation:
            "Memory can hold clues, and sometimes keys, that disappear at shutdown. Your security team may still decide to power it off, but that's their call. Disconnecting doesn't necessarily stop local encryption, and you shouldn't keep working on the device.",
        },
        {
          prompt: "Select all that apply: which practices help an organisation recover from ransomware without paying?",
          options: [
            "Relying on a cloud sync folder as the only copy",
            "Keeping at least one backup copy offline or immutable",
            "Backing up to a drive that stays connected to the laptop",
            "Regularly testing that backups can actually be restored",
          ],
          correct: [1, 3],
          explanation:
            "An offline or immutable copy and tested restores are what make recovery possible. A sync folder faithfully copies encrypted files, and a drive that stays connected gets encrypted along with everything else, so neither is a backup you can count on.",
        },
        {
          prompt:
            "A pop-up says your team's files are encrypted and offers a discount if you pay within 24 hours. Your manager suggests quietly paying from the team budget to save time. What's the right response?",
          options: [
            "Pay quickly, because the discount saves the company money",
            "Negotiate a lower price yourself before telling anyone",
            "Pay, but first ask the attackers to decrypt one file as proof",
            "Don't pay or reply; report it so leadership and legal can decide together",
          ],
          correct: [3],
          explanation:
            "Deadlines and discounts are pressure tactics, and a test decryption proves nothing about the rest. Paying doesn't guarantee recovery or the deletion of stolen data, and it may have legal implications. The response, including notification duties, must be coordinated by leadership, legal advisers and the security team.",
        },
        {
          prompt:
            "Your laptop has been asking you to restart to install a security update for two weeks. Why does this matter for ransomware?",
          options: [
            "It doesn't: updates mostly add new features",
            "Updates matter for servers, not for laptops",
            "Published fixes show attackers which flaw to exploit",
            "Restarting removes any ransomware already on the laptop",
          ],
          correct: [2],
          explanation:
            "Published patches show attackers exactly what to target, and they scan for unpatched devices. Laptops are common entry points, so restarting to finish an update closes a door that criminals already know about. A restart does not remove malware that is already there.",
        },
      ],
    },
    badge: {
      name: "Ransomware Responder",
      description:
        "Knows how ransomware gets in, spots the early signs, responds correctly in the first minutes and supports solid backups and updates.",
    },
  },
  pt: {
    title: "Ransomware: prevenir, identificar e reagir",
    summary:
      "Entenda como o ransomware entra, o que é a dupla extorsão, quais são os primeiros sinais de um ataque, o que fazer nos primeiros minutos e como backups e atualizações garantem que a empresa consiga se recuperar.",
    steps: [
      {
        title: "O que o ransomware faz hoje",
        body: [
          "Ransomware, ou sequestro de dados, é um software malicioso que criptografa arquivos e sistemas, tornando-os inutilizáveis, e depois exige um resgate, geralmente em criptomoeda, em troca da chave para recuperá-los. Os ataques atuais raramente param em um notebook: os grupos criminosos tentam se espalhar pela rede e criptografar servidores, pastas compartilhadas e até backups, paralisando a empresa inteira.",
          "A maioria dos grupos hoje pratica a dupla extorsão: antes de criptografar, copia dados sensíveis, como cadastros de clientes, contratos e informações de funcionários, e ameaça publicá-los se o resgate não for pago. Alguns nem criptografam; só roubam e extorquem. Por isso o ransomware é ao mesmo tempo um problema de disponibilidade e de proteção de dados, com possível obrigação de comunicar a ANPD e os titulares, pela LGPD, quando há dados pessoais envolvidos.",
        ],
        takeaways: [
          "O ransomware criptografa sistemas e, cada vez mais, rouba dados antes.",
          "Quando dados pessoais são copiados, o ataque também é um incidente de segurança pela LGPD.",
        ],
        illustration: "ransomware",
        illustrationAlt: "Uma tela de computador com arquivos trancados e uma nota de resgate exigindo pagamento.",
      },
      {
        title: "Por onde ele entra",
        body: [
          "O ransomware costuma ser a última etapa de uma invasão que começou dias ou semanas antes. As portas de entrada mais comuns são e-mails de phishing com anexos ou links maliciosos, senhas roubadas ou repetidas em acessos remotos e contas na nuvem sem MFA, e sistemas expostos à internet sem atualização, como VPNs, firewalls e servidores de transferência de arquivos.",
          "Outras rotas são downloads de programas falsos, janelas de “atualize seu navegador”, anúncios maliciosos nos resultados de busca, software pirata e pen drives desconhecidos. Depois de entrar, os atacantes coletam mais credenciais em silêncio, mapeiam a rede, desativam as ferramentas de segurança e procuram os backups. Só então disparam a criptografia, muitas vezes à noite, no fim de semana ou em feriados, com menos gente de olho.",
        ],
        takeaways: [
          "Phishing, senhas roubadas e sistemas desatualizados são as principais portas de entrada.",
          "Baixe programas só de fontes oficiais ou do portal de software da empresa.",
        ],
        illustration: "download-check",
        illustrationAlt: "Um download sendo inspecionado por uma lupa antes de chegar ao computador.",
      },
      {
        title: "Primeiros sinais que você não deve ignorar",
        body: [
          "Detectar o ataque cedo pode reduzir muito o estrago. Fique atento a arquivos que de repente não abrem ou ganham extensões estranhas, como relatorio.xlsx.locked; novos arquivos de texto ou HTML com nomes como LEIA_PARA_RECUPERAR aparecendo nas pastas; um computador que fica muito lento, com o disco trabalhando sem parar; ou o antivírus aparecendo como desativado sem que você tenha mexido nele.",
          "Outras pistas são pedidos de MFA ou e-mails de redefinição de senha inesperados, colegas dizendo que arquivos da pasta compartilhada foram renomeados, ou uma janela ou papel de parede novo avisando que seus arquivos foram criptografados. Qualquer um desses sinais já basta para agir.",
        ],
        takeaways: [
          "Extensões estranhas, notas de resgate e segurança desativada: aja na hora.",
          "Reporte cedo, mesmo na dúvida; alarme falso é bem-vindo.",
        ],
        illustration: "alarm",
        illustrationAlt: "Um alarme tocando acima de uma pasta cujos arquivos ganharam extensões estranhas.",
      },
      {
        title: "Os primeiros minutos: desconectar, reportar, não pagar",
        body: [
          "Se suspeitar de ransomware, desconecte o equipamento da rede imediatamente: tire o cabo de rede e desative o Wi-Fi. Não desligue nem reinicie o computador, a menos que a equipe de segurança peça, porque isso pode apagar evidências. Não tente limpar por conta própria, não apague arquivos nem a nota de resgate e não conecte pen drives ou discos de backup.",
          "Reporte já pelo canal de incidentes, de preferência por telefone, pois e-mail e chat podem estar comprometidos. Conte o que viu, quando e o que estava fazendo; uma foto da tela tirada com o celular ajuda. Alerte os colegas que usam as mesmas pastas.",
          "Nunca entre em contato com os criminosos nem pague por conta própria. Qualquer decisão sobre isso cabe à direção, com assessoria jurídica, seguradora e autoridades. Pagar não garante que a recuperação funcione nem que os dados roubados sejam apagados, e ainda financia o próximo ataque.",
        ],
        takeaways: [
          "Desconecte da rede, mas mantenha o equipamento ligado, salvo orientação contrária.",
          "Reporte por telefone pelo canal de incidentes e descreva exatamente o que viu.",
          "Nunca fale com os atacantes nem pague por conta própria.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Uma pessoa tirando o cabo de rede de um notebook enquanto liga para a equipe de segurança.",
      },
      {
        title: "Backups: a regra 3-2-1",
        body: [
          "Um bom backup transforma um desastre em um dia ruim. A regra 3-2-1 diz: mantenha pelo menos três cópias dos dados importantes, em dois tipos diferentes de armazenamento, com uma cópia fora da empresa. Contra ransomware, uma delas precisa ser offline ou imutável, ou seja, impossível de alterar ou apagar por um período, nem mesmo por um administrador, porque os atacantes caçam backups para destruí-los.",
          "Backup que nunca foi restaurado é só esperança, por isso a recuperação precisa ser testada com frequência. A sua parte: salve arquivos de trabalho nos locais aprovados, que têm backup, e não só no notebook. Uma pasta sincronizada, sozinha, não é backup: ela sincroniza fielmente os arquivos criptografados. Em casa, use um HD externo e desconecte-o depois de cada backup.",
        ],
        takeaways: [
          "3 cópias, 2 tipos de armazenamento, 1 fora da empresa, sendo uma offline ou imutável.",
          "Salve o trabalho nos locais aprovados, que têm backup.",
        ],
        illustration: "backup",
        illustrationAlt: "Três cópias dos mesmos dados: uma em um servidor, uma na nuvem e uma em um HD desconectado.",
      },
      {
        title: "Por que as atualizações importam",
        body: [
          "Muitas invasões por ransomware exploram falhas que já tinham correção disponível. Assim que uma correção é publicada, os criminosos a estudam e varrem a internet atrás de sistemas que ainda não a aplicaram, às vezes em poucos dias. Cada adiamento deixa uma porta conhecida aberta.",
          "Instale logo as atualizações do sistema operacional, do navegador e dos aplicativos, e reinicie quando o sistema pedir, em vez de adiar por semanas. Mantenha as atualizações automáticas ativadas nos dispositivos pessoais e no roteador de casa. Se um equipamento ou programa não recebe mais atualizações de segurança, reporte à TI para que ele seja substituído ou isolado.",
        ],
        takeaways: [
          "Atualize e reinicie logo; falhas conhecidas são exploradas rápido.",
          "Avise sobre equipamentos ou programas que não recebem mais atualizações de segurança.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "Um celular e um notebook instalando uma atualização de segurança, com a barra de progresso quase completa.",
      },
    ],
    keyTakeaways: [
      "O ransomware costuma entrar por phishing, senhas roubadas ou sistemas desatualizados.",
      "Na dupla extorsão, os dados são roubados antes de serem criptografados, então o ataque também é um vazamento.",
      "Desconecte da rede, mantenha o equipamento ligado e reporte imediatamente por telefone.",
      "Nunca fale com os atacantes nem pague por conta própria.",
      "Backups 3-2-1 com uma cópia offline ou imutável, somados a atualizações em dia, tornam a recuperação possível.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Você abre uma pasta compartilhada e vê que muitos arquivos agora terminam em .locked e apareceu um arquivo chamado COMO_DESCRIPTOGRAFAR.txt. O que você faz primeiro?",
          options: [
            "Abre o arquivo de texto para ver como recuperar os arquivos",
            "Reinicia o computador para ver se isso resolve",
            "Copia para um pen drive os arquivos que ainda abrem, para salvá-los",
            "Desconecta da rede, mantém o computador ligado e reporta por telefone à segurança",
          ],
          correct: [3],
          explanation:
            "Desconectar (tirar o cabo, desativar o Wi-Fi) limita a propagação, e o reporte imediato, por telefone se o computador estiver afetado, permite que a segurança contenha o ataque em toda a rede. Reiniciar pode apagar evidências, e conectar um pen drive pode infectá-lo também. A nota de resgate deve ficar para os investigadores.",
        },
        {
          prompt: "O que significa “dupla extorsão” em um ataque de ransomware?",
          options: [
            "Os criminosos cobram dois pagamentos pela mesma chave",
            "Os dados são copiados antes e vazados se ninguém pagar",
            "Dois grupos de ransomware atacam a mesma empresa ao mesmo tempo",
            "O resgate dobra se não for pago no prazo",
          ],
          correct: [1],
          explanation:
            "Na dupla extorsão, os atacantes copiam dados sensíveis antes de criptografar e ameaçam vazá-los. Mesmo com backups perfeitos, a organização enfrenta um vazamento de dados, por isso proteger e monitorar os dados importa tanto quanto conseguir se recuperar.",
        },
        {
          prompt: "Depois de desconectar da rede um computador possivelmente infectado, por que, em geral, você deve mantê-lo ligado?",
          options: [
            "Porque a criptografia para quando a rede é desconectada",
            "Para continuar trabalhando nos arquivos que ainda não foram criptografados",
            "Porque desligar dispara o prazo do resgate",
            "Desligar apaga pistas, e às vezes chaves, que estão na memória",
          ],
          correct: [3],
          explanation:
            "A memória pode guardar pistas, e às vezes até chaves, que desaparecem ao desligar. A equipe de segurança ainda pode decidir desligar, mas a decisão é dela. Desconectar não necessariamente interrompe a criptografia local, e você não deve continuar usando o equipamento.",
        },
        {
          prompt: "Marque todas as que se aplicam: quais práticas ajudam uma organização a se recuperar de um ransomware sem pagar?",
          options: [
            "Usar uma pasta sincronizada na nuvem como única cópia",
            "Manter pelo menos uma cópia de backup offline ou imutável",
            "Fazer backup em um HD que fica conectado ao notebook",
            "Testar com frequência se os backups podem ser restaurados",
          ],
          correct: [1, 3],
          explanation:
            "Uma cópia offline ou imutável e restaurações testadas são o que torna a recuperação possível. Uma pasta sincronizada copia fielmente os arquivos criptografados, e um HD que fica conectado é criptografado junto com o resto, então nenhum dos dois é um backup com que se possa contar.",
        },
        {
          prompt:
            "Um pop-up diz que os arquivos da sua equipe foram criptografados e oferece desconto se o pagamento for feito em 24 horas. Seu gestor sugere pagar discretamente com a verba da equipe para ganhar tempo. Qual é a resposta certa?",
          options: [
            "Pagar rápido, porque o desconto economiza dinheiro da empresa",
            "Negociar um valor menor por conta própria antes de contar a alguém",
            "Pagar, mas antes pedir que descriptografem um arquivo como prova",
            "Não pagar nem responder; reportar para a liderança e o jurídico decidirem juntos",
          ],
          correct: [3],
          explanation:
            "Prazos e descontos são táticas de pressão, e descriptografar um arquivo de teste não prova nada sobre o resto. Pagar não garante a recuperação nem a exclusão dos dados roubados e pode ter implicações legais. A resposta, incluindo as comunicações obrigatórias, deve ser coordenada pela liderança, pelo jurídico e pela equipe de segurança.",
        },
        {
          prompt:
            "Há duas semanas seu notebook pede para reiniciar e instalar uma atualização de segurança. Por que isso importa para o ransomware?",
          options: [
            "Não importa: atualizações trazem principalmente recursos novos",
            "Atualizações importam para servidores, não para notebooks",
            "A correção publicada mostra aos atacantes qual falha explorar",
            "Reiniciar remove qualquer ransomware que já esteja no notebook",
          ],
          correct: [2],
          explanation:
            "Correções publicadas mostram aos atacantes exatamente o que atacar, e eles procuram aparelhos sem atualização. Notebooks são portas de entrada comuns, então reiniciar para concluir a atualização fecha uma porta que os criminosos já conhecem. Reiniciar não remove um malware que já está lá.",
        },
      ],
    },
    badge: {
      name: "Pronto contra ransomware",
      description:
        "Sabe como o ransomware entra, reconhece os primeiros sinais, age certo nos primeiros minutos e apoia backups e atualizações em dia.",
    },
  },
} satisfies CourseContent;

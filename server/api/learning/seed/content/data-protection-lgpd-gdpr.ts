import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "data-protection-lgpd-gdpr",
  area: "privacy-compliance",
  level: "beginner",
  durationMinutes: 5,
  tags: ["lgpd", "gdpr", "privacy", "data-protection", "data-breach"],
  passingScore: 70,
  free: true,
  badgeColor: "#1A7A3A",
  references: [
    "LGPD (Lei 13.709/2018), arts. 5, 6, 7, 11, 18 and 48",
    "GDPR (Regulation (EU) 2016/679), arts. 4, 5, 6, 9, 15–22, 33 and 34",
    "ANPD Resolução CD/ANPD nº 15/2024 – Regulamento de Comunicação de Incidente de Segurança",
    "ANPD Resolução CD/ANPD nº 2/2022 – agentes de tratamento de pequeno porte",
    "EDPB Guidelines 9/2022 on personal data breach notification under GDPR",
  ],
  en: {
    title: "Data Protection Essentials: LGPD and GDPR",
    summary:
      "Understand what personal and sensitive data are, the principles and legal bases behind Brazil's LGPD and the EU's GDPR, people's rights, how to share data safely and why a personal-data breach must be reported internally at once.",
    steps: [
      {
        title: "What counts as personal data",
        body: [
          "Personal data is any information about an identified or identifiable person: name, email, tax ID (the CPF in Brazil), phone number, photo, IP address, location or employee ID. Brazil's LGPD and the EU's GDPR share this broad idea. If a piece of information can be linked to a specific person, directly or combined with other data, treat it as personal data. A company's own data is not personal data, but a sole trader's is: a MEI's CNPJ points to one person.",
          "Some data is sensitive (special categories, in GDPR terms) because misuse can lead to discrimination or serious harm: health, racial or ethnic origin, religious or philosophical beliefs, political opinions, trade union membership, sex life or sexual orientation, and genetic or biometric data used to identify someone. It needs a stronger legal justification and tighter protection. A colleague's medical certificate and fingerprints stored by a door-access system are examples.",
        ],
        takeaways: [
          "If it can be linked to a person, it is personal data.",
          "Health, biometrics, religion, ethnicity and similar data are sensitive and need extra care.",
        ],
        illustration: "data-protection",
        illustrationAlt: "A person's profile card with name, email and ID, with the health and biometric fields marked as sensitive.",
      },
      {
        title: "The principles behind the rules",
        body: [
          "Both laws rest on principles you can apply every day. Purpose: collect data for a specific, legitimate purpose and do not reuse it for something unrelated. Necessity, or data minimisation: use only what that purpose really requires. Transparency: people must be told clearly who uses their data, how and why. Security: protect data against unauthorised access, loss and leaks.",
          "In practice, ask three questions before you handle personal data: why do I need it, do I need all of it, and who else will see it? A webinar sign-up form needs a name and an email, not a CPF or a date of birth. Data kept just in case is risk without benefit, so delete or anonymise it when the purpose ends, following your company's retention rules.",
        ],
        takeaways: [
          "Purpose, necessity, transparency and security guide every use of data.",
          "Collect the minimum and delete it when the purpose ends.",
        ],
        illustration: "lightbulb",
        illustrationAlt:
          "A light bulb surrounded by four icons: a target for purpose, a funnel for necessity, an eye for transparency and a lock.",
      },
      {
        title: "Legal bases in plain language",
        body: [
          "Every use of personal data needs a legal basis: a valid reason recognised by law. The GDPR lists six; the LGPD lists ten, adding, for example, credit protection. The ones you will meet most often are performing a contract with the person, complying with a legal obligation, legitimate interest balanced against people's rights, and consent.",
          "Consent is not the default answer. It must be free, informed and specific, and people can withdraw it at any time, so it suits things like marketing emails, not paying salaries. Payroll relies on the employment contract and legal obligations; fraud prevention may rely on legitimate interest. You do not pick the basis yourself: your privacy team or data protection officer (the encarregado in Brazil) defines it. Your job is to use data only for the purposes that were defined.",
        ],
        takeaways: [
          "Every use of personal data needs a legal basis defined by the company.",
          "Consent is only one basis, and it can be withdrawn at any time.",
        ],
        illustration: "checklist",
        illustrationAlt: "A checklist of legal bases with contract, legal obligation, legitimate interest and consent.",
      },
      {
        title: "People's rights and sharing data safely",
        body: [
          "The people whose data you handle, called data subjects, have rights: to know whether and how their data is used, to access and correct it, to have it deleted or anonymised in certain cases, to move it to another provider, to know who it is shared with, to withdraw consent and to ask for a review of decisions made solely by automated means. Response deadlines are short, so forward any such request to the privacy team or DPO at once, even if it arrives informally.",
          "Sharing is where many leaks happen. Before sending personal data, check that the recipient needs it and is allowed to have it. Use approved tools with access control instead of personal email or open links, send only the columns needed and double-check the address, since autocomplete causes many mistakes. Never paste customer or employee data into unapproved AI tools or websites.",
        ],
        takeaways: [
          "Forward any data-subject request to the privacy team or DPO immediately.",
          "Share only what is needed, through approved tools, with the right person.",
        ],
        illustration: "privacy-rights",
        illustrationAlt: "A person holding a document with icons for access, correction, deletion and portability of their data.",
      },
      {
        title: "Breaches: report them internally at once",
        body: [
          "A personal-data breach (a security incident, in LGPD terms) is any security event that leads to personal data being accessed, disclosed, altered, lost or destroyed without authorisation, or becoming unavailable. Examples: a customer spreadsheet sent to the wrong client, a stolen laptop, a folder shared with anyone who has the link, or ransomware locking an HR system.",
          "The clock runs fast. Under the GDPR, the controller must notify the supervisory authority without undue delay and, where feasible, within 72 hours of becoming aware, unless the breach is unlikely to put people at risk. Under the LGPD (art. 48), incidents that may cause relevant risk or damage must be reported to the ANPD and to the people affected, and ANPD Resolution 15/2024 sets that deadline at three business days from when the controller learns that personal data was affected.",
          "These deadlines are the company's, and they leave no room for delay on your side. Report internally, immediately, through the official channel, even if you are unsure or the mistake was yours. Do not fix it quietly or delete evidence; the privacy and security teams assess the risk and decide who must be notified.",
        ],
        takeaways: [
          "A wrong recipient, a lost device or an open link can all be personal-data breaches.",
          "GDPR: 72 hours to the authority; LGPD: three business days to the ANPD, both counted by the company.",
          "Report internally at once, even when in doubt.",
        ],
        illustration: "incident-report",
        illustrationAlt: "An employee submitting an incident report form while a clock counts down in the background.",
      },
    ],
    keyTakeaways: [
      "Personal data is anything that can be linked to a person; sensitive data needs extra protection.",
      "Use data only for a defined purpose, collect the minimum and keep it secure.",
      "Every processing needs a legal basis, and consent is only one of them.",
      "Forward data-subject requests to the privacy team or DPO right away.",
      "Report any suspected personal-data breach internally at once; the legal deadlines are short.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Which of these is sensitive personal data under both the LGPD and the GDPR?",
          options: [
            "An employee's salary and bank account details",
            "A sole trader's CNPJ, registered in their own name",
            "Fingerprints a door system stores to identify staff",
            "A customer's home address, phone number and date of birth",
          ],
          correct: [2],
          explanation:
            "Biometric data used to identify someone is sensitive under both laws. Salary, bank and contact details are personal data that need care, but they are not on the sensitive list. A sole trader's CNPJ (a MEI in Brazil) points to one person, so treat it as personal data, though not sensitive; a large company's registration number is not personal data at all.",
        },
        {
          prompt:
            "Marketing asks you for the full customer database, including CPF and date of birth, to send a monthly newsletter. Which principle should make you question the request?",
          options: [
            "Portability: customers can take their data elsewhere",
            "Accuracy: the database may contain outdated records",
            "Necessity: the newsletter needs contact details",
            "None: sharing inside the company is always allowed",
          ],
          correct: [2],
          explanation:
            "A newsletter needs names and e-mails of people who can lawfully receive it, not tax IDs or birth dates. Sharing inside the company is still processing and must respect purpose and necessity. Raise the point with the privacy team if the request is not adjusted.",
        },
        {
          prompt: "Which statement about consent is correct?",
          options: [
            "It is required for every use of personal data",
            "Once given, it cannot be withdrawn for the length of the contract",
            "A pre-ticked box on a form counts as consent",
            "It must be free and informed, and can be withdrawn",
          ],
          correct: [3],
          explanation:
            "Consent is one of several legal bases, not a requirement for everything. To be valid it must be a clear, specific choice made freely and with information, so pre-ticked boxes do not count, and people can withdraw it at any time, as easily as they gave it.",
        },
        {
          prompt: "A customer e-mails your sales team asking for a copy of all the data the company holds about them. What should you do?",
          options: [
            "Export everything from the CRM yourself and send it",
            "Reply that the request must be made in person",
            "Ignore it, because sales does not handle privacy",
            "Forward it at once to the privacy team or DPO through the official channel",
          ],
          correct: [3],
          explanation:
            "Access is a right under both laws, and the response deadlines are short. The privacy team checks the person's identity, gathers data from every system and answers correctly. Sending an export yourself could disclose data to an impostor or leave things out.",
        },
        {
          prompt: "Which of these are personal-data breaches? Select all that apply.",
          options: [
            "A printed brochure with no personal data left on a train",
            "A laptop with unencrypted HR files stolen from a car",
            "A folder of employee payslips open to anyone with the link",
            "A customer list stored, encrypted, on the approved server",
          ],
          correct: [1, 2],
          explanation:
            "Loss of a device holding personal data and access open to anyone are breaches, whether caused by an attack or by a mistake. A brochure without personal data is not a personal-data breach, and keeping data encrypted in the approved place is exactly what should happen.",
        },
        {
          prompt:
            "You notice you sent a file with 300 customers' names and phone numbers to the wrong external address. What should you do?",
          options: [
            "Wait to see whether the recipient complains",
            "Report it internally at once, through the official channel",
            "Delete the e-mail from your Sent folder so there is no record",
            "Notify the ANPD yourself within three business days",
          ],
          correct: [1],
          explanation:
            "The company's legal clock may already be running, so it needs to know now. The privacy team will assess the risk, try to contain the exposure and decide about notifications. Deleting the e-mail destroys evidence, and notifying the authority is the controller's formal job, not an individual's.",
        },
        {
          prompt: "Which statement about breach notification deadlines is accurate?",
          options: [
            "Both laws give the company 30 days to notify",
            "LGPD sets 72 hours, and GDPR three business days",
            "GDPR: 72 hours where feasible; LGPD: three business days",
            "There is no deadline when the company is a small business",
          ],
          correct: [2],
          explanation:
            "GDPR art. 33 asks for notification without undue delay and, where feasible, within 72 hours of awareness. LGPD art. 48 refers to a reasonable period, which ANPD Resolution 15/2024 set at three business days from when the controller learns personal data was affected, doubled for small processing agents. Either way, your part is to report internally at once.",
        },
      ],
    },
    badge: {
      name: "Data Protection Aware",
      description:
        "Knows personal and sensitive data, applies the LGPD and GDPR principles at work and reports data breaches internally at once.",
    },
  },
  pt: {
    title: "Proteção de dados na prática: LGPD e GDPR",
    summary:
      "Entenda o que são dados pessoais e sensíveis, os princípios e as bases legais da LGPD e do GDPR europeu, os direitos dos titulares, como compartilhar dados com segurança e por que um incidente com dados pessoais deve ser reportado internamente na hora.",
    steps: [
      {
        title: "O que é dado pessoal",
        body: [
          "Dado pessoal é qualquer informação relacionada a uma pessoa identificada ou identificável: nome, e-mail, CPF, telefone, foto, endereço IP, localização ou matrícula de funcionário. A LGPD e o GDPR, da União Europeia, adotam essa definição ampla. Se a informação puder ser ligada a uma pessoa específica, diretamente ou combinada com outros dados, trate-a como dado pessoal. Dados de uma empresa não são dados pessoais, mas os de um empresário individual são: o CNPJ de um MEI aponta para uma pessoa.",
          "Alguns dados são sensíveis (categorias especiais, no GDPR) porque o uso indevido pode levar a discriminação ou a danos graves: saúde, origem racial ou étnica, convicção religiosa ou filosófica, opinião política, filiação a sindicato, vida sexual ou orientação sexual e dados genéticos ou biométricos usados para identificar alguém. Eles exigem justificativa legal mais forte e proteção reforçada. O atestado médico de um colega e as digitais cadastradas na catraca são exemplos.",
        ],
        takeaways: [
          "Se dá para ligar a informação a uma pessoa, é dado pessoal.",
          "Saúde, biometria, religião, origem étnica e afins são dados sensíveis e pedem cuidado extra.",
        ],
        illustration: "data-protection",
        illustrationAlt: "Ficha de uma pessoa com nome, e-mail e CPF, com os campos de saúde e biometria marcados como sensíveis.",
      },
      {
        title: "Os princípios por trás das regras",
        body: [
          "As duas leis se apoiam em princípios que você aplica no dia a dia. Finalidade: colete dados para um propósito legítimo e específico e não reaproveite para algo sem relação. Necessidade (ou minimização): use só o que esse propósito realmente exige. Transparência: as pessoas precisam saber com clareza quem usa seus dados, como e por quê. Segurança: proteja os dados contra acesso não autorizado, perda e vazamento.",
          "Na prática, antes de lidar com dados pessoais, faça três perguntas: por que preciso deles, preciso de todos e quem mais vai ter acesso? O formulário de inscrição de um webinar precisa de nome e e-mail, não de CPF ou data de nascimento. Dado guardado só por garantia é risco sem benefício: elimine ou anonimize quando a finalidade acabar, seguindo a política de retenção da empresa.",
        ],
        takeaways: [
          "Finalidade, necessidade, transparência e segurança orientam todo uso de dados.",
          "Colete o mínimo e elimine quando a finalidade acabar.",
        ],
        illustration: "lightbulb",
        illustrationAlt:
          "Lâmpada cercada por quatro ícones: alvo para finalidade, funil para necessidade, olho para transparência e cadeado.",
      },
      {
        title: "Bases legais sem juridiquês",
        body: [
          "Todo tratamento de dados pessoais precisa de uma base legal: um motivo válido previsto em lei. O GDPR prevê seis; a LGPD prevê dez, incluindo, por exemplo, a proteção do crédito. As que você mais vai encontrar são a execução de contrato com a pessoa, o cumprimento de obrigação legal, o legítimo interesse, sempre equilibrado com os direitos do titular, e o consentimento.",
          "Consentimento não é a resposta padrão. Ele precisa ser livre, informado e específico, e a pessoa pode revogá-lo quando quiser; por isso serve para coisas como e-mails de marketing, não para pagar salários. A folha de pagamento se apoia no contrato de trabalho e em obrigações legais; a prevenção a fraudes pode usar o legítimo interesse. Não é você quem escolhe a base: isso cabe à área de privacidade ou ao encarregado (DPO). Seu papel é usar os dados só para as finalidades definidas.",
        ],
        takeaways: [
          "Todo uso de dados pessoais precisa de uma base legal definida pela empresa.",
          "Consentimento é só uma das bases e pode ser revogado a qualquer momento.",
        ],
        illustration: "checklist",
        illustrationAlt: "Lista de bases legais com contrato, obrigação legal, legítimo interesse e consentimento.",
      },
      {
        title: "Direitos dos titulares e compartilhamento seguro",
        body: [
          "As pessoas a quem os dados se referem, os titulares dos dados, têm direitos: saber se e como seus dados são tratados, acessá-los e corrigi-los, pedir a eliminação ou a anonimização em certos casos, levá-los a outro fornecedor (portabilidade), saber com quem são compartilhados, revogar o consentimento e pedir a revisão de decisões tomadas unicamente de forma automatizada. Os prazos de resposta são curtos, então encaminhe qualquer pedido desse tipo à área de privacidade ou ao encarregado na hora, mesmo que chegue por um canal informal.",
          "É no compartilhamento que muitos vazamentos acontecem. Antes de enviar dados pessoais, confirme que o destinatário precisa deles e pode recebê-los. Use ferramentas aprovadas, com controle de acesso, em vez de e-mail pessoal ou link aberto, envie só as colunas necessárias e confira o endereço, pois o preenchimento automático engana muita gente. Nunca cole dados de clientes ou colaboradores em ferramentas de IA ou sites não aprovados.",
        ],
        takeaways: [
          "Encaminhe na hora qualquer pedido de titular à área de privacidade ou ao encarregado.",
          "Compartilhe só o necessário, por ferramentas aprovadas, com a pessoa certa.",
        ],
        illustration: "privacy-rights",
        illustrationAlt: "Pessoa segurando um documento com ícones de acesso, correção, eliminação e portabilidade dos seus dados.",
      },
      {
        title: "Incidentes: reporte internamente na hora",
        body: [
          "Incidente de segurança com dados pessoais é qualquer evento que leve a acesso, divulgação, alteração, perda ou destruição de dados pessoais sem autorização, ou que os deixe indisponíveis. Exemplos: planilha de clientes enviada ao cliente errado, notebook furtado, pasta compartilhada com qualquer pessoa que tenha o link ou ransomware travando o sistema de RH.",
          "O relógio corre rápido. No GDPR, o controlador deve notificar a autoridade de controle sem demora injustificada e, sempre que possível, em até 72 horas após tomar conhecimento, salvo se for improvável que o incidente gere risco às pessoas. Na LGPD (art. 48), incidentes que possam acarretar risco ou dano relevante devem ser comunicados à ANPD e aos titulares afetados, e a Resolução CD/ANPD nº 15/2024 fixou esse prazo em três dias úteis, contados de quando o controlador sabe que o incidente afetou dados pessoais.",
          "Esses prazos são da empresa e não deixam margem para demora da sua parte. Reporte internamente, na hora, pelo canal oficial, mesmo na dúvida ou se o erro foi seu. Não tente resolver por conta própria nem apague evidências; as áreas de privacidade e segurança avaliam o risco e decidem se a ANPD e os titulares devem ser comunicados.",
        ],
        takeaways: [
          "Destinatário errado, aparelho perdido ou link aberto podem ser incidentes com dados pessoais.",
          "GDPR: 72 horas para a autoridade; LGPD: três dias úteis para a ANPD, ambos contados pela empresa.",
          "Reporte internamente na hora, mesmo na dúvida.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Colaborador preenchendo um formulário de reporte de incidente enquanto um relógio faz a contagem regressiva.",
      },
    ],
    keyTakeaways: [
      "Dado pessoal é tudo o que pode ser ligado a uma pessoa; dado sensível exige proteção extra.",
      "Use dados só para uma finalidade definida, colete o mínimo e mantenha tudo seguro.",
      "Todo tratamento precisa de base legal, e o consentimento é apenas uma delas.",
      "Encaminhe pedidos de titulares à área de privacidade ou ao encarregado na hora.",
      "Reporte internamente e na hora qualquer suspeita de incidente com dados pessoais; os prazos legais são curtos.",
    ],
    challenge: {
      questions: [
        {
          prompt: "Qual destes é dado pessoal sensível tanto pela LGPD quanto pelo GDPR?",
          options: [
            "O salário e os dados bancários de um empregado",
            "O CNPJ de um microempreendedor individual (MEI)",
            "As digitais guardadas pela catraca para identificar a equipe",
            "O endereço residencial, o telefone e a data de nascimento de um cliente",
          ],
          correct: [2],
          explanation:
            "Dado biométrico usado para identificar alguém é sensível pelas duas leis. Salário, dados bancários e de contato são dados pessoais que pedem cuidado, mas não estão na lista de sensíveis. O CNPJ de um MEI aponta para uma pessoa, então trate-o como dado pessoal, embora não sensível; já o CNPJ de uma grande empresa não é dado pessoal.",
        },
        {
          prompt:
            "O marketing pede a base completa de clientes, com CPF e data de nascimento, para enviar uma newsletter mensal. Qual princípio deve fazer você questionar o pedido?",
          options: [
            "Portabilidade: os clientes podem levar os dados para outro lugar",
            "Qualidade: a base pode ter cadastros desatualizados",
            "Necessidade: a newsletter só precisa do contato",
            "Nenhum: compartilhar dentro da empresa é sempre permitido",
          ],
          correct: [2],
          explanation:
            "Uma newsletter precisa do nome e do e-mail de quem pode recebê-la legitimamente, não de CPF nem de data de nascimento. Compartilhar dentro da empresa também é tratamento de dados e precisa respeitar finalidade e necessidade. Leve o ponto à área de privacidade se o pedido não for ajustado.",
        },
        {
          prompt: "Qual afirmação sobre consentimento está correta?",
          options: [
            "Ele é obrigatório para qualquer uso de dados pessoais",
            "Depois de dado, não pode ser revogado enquanto durar o contrato",
            "Uma caixa já marcada no formulário vale como consentimento",
            "Precisa ser livre e informado, e pode ser revogado",
          ],
          correct: [3],
          explanation:
            "O consentimento é uma entre várias bases legais, não uma exigência para tudo. Para valer, precisa ser uma escolha clara e específica, feita com liberdade e informação; por isso caixas já marcadas não contam, e o titular pode revogá-lo a qualquer momento, com a mesma facilidade com que o deu.",
        },
        {
          prompt:
            "Um cliente manda e-mail para a equipe comercial pedindo uma cópia de todos os dados que a empresa tem sobre ele. O que você deve fazer?",
          options: [
            "Exportar tudo do CRM por conta própria e enviar",
            "Responder que o pedido precisa ser feito pessoalmente",
            "Ignorar, já que o comercial não cuida de privacidade",
            "Encaminhar na hora à área de privacidade ou ao encarregado, pelo canal oficial",
          ],
          correct: [3],
          explanation:
            "O acesso é um direito pelas duas leis, e os prazos de resposta são curtos. A área de privacidade confirma a identidade da pessoa, reúne os dados de todos os sistemas e responde corretamente. Enviar uma exportação por conta própria pode entregar dados a um impostor ou deixar coisas de fora.",
        },
        {
          prompt: "Quais destas situações são incidentes com dados pessoais? Marque todas as que se aplicam.",
          options: [
            "Folheto impresso, sem nenhum dado pessoal, esquecido no metrô",
            "Notebook com arquivos de RH sem criptografia furtado de um carro",
            "Pasta com holerites de funcionários aberta a quem tiver o link",
            "Lista de clientes guardada, criptografada, no servidor aprovado",
          ],
          correct: [1, 2],
          explanation:
            "A perda de um aparelho com dados pessoais e o acesso aberto a qualquer pessoa são incidentes, causados por ataque ou por erro. Um folheto sem dados pessoais não é incidente com dados pessoais, e manter dados criptografados no lugar aprovado é exatamente o que deve acontecer.",
        },
        {
          prompt: "Você percebe que enviou um arquivo com nomes e telefones de 300 clientes para um endereço externo errado. O que fazer?",
          options: [
            "Esperar para ver se o destinatário reclama",
            "Reportar internamente na hora, pelo canal oficial",
            "Apagar o e-mail da pasta de enviados para não deixar registro",
            "Comunicar você mesmo à ANPD em até três dias úteis",
          ],
          correct: [1],
          explanation:
            "O prazo legal da empresa pode já estar correndo, então ela precisa saber agora. A área de privacidade avalia o risco, tenta conter a exposição e decide o que notificar. Apagar o e-mail destrói evidências, e comunicar à ANPD é atribuição formal do controlador, não de cada colaborador.",
        },
        {
          prompt: "Qual afirmação sobre os prazos para notificar incidentes está correta?",
          options: [
            "As duas leis dão 30 dias para comunicar a autoridade",
            "A LGPD fixa 72 horas, e o GDPR, três dias úteis",
            "GDPR: 72 horas, se possível; LGPD: três dias úteis à ANPD",
            "Não há prazo quando a empresa é um agente de pequeno porte",
          ],
          correct: [2],
          explanation:
            "O art. 33 do GDPR pede notificação sem demora injustificada e, se possível, em até 72 horas após o conhecimento. O art. 48 da LGPD fala em prazo razoável, que a Resolução CD/ANPD nº 15/2024 fixou em três dias úteis a partir de quando o controlador sabe que dados pessoais foram afetados, em dobro para agentes de pequeno porte. Em qualquer caso, sua parte é reportar internamente na hora.",
        },
      ],
    },
    badge: {
      name: "Consciência em proteção de dados",
      description:
        "Reconhece dados pessoais e sensíveis, aplica os princípios da LGPD e do GDPR no trabalho e reporta incidentes internamente na hora.",
    },
  },
} satisfies CourseContent;

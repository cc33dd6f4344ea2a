import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "lgpd-for-data-handlers",
  area: "privacy-compliance",
  level: "intermediate",
  durationMinutes: 5,
  tags: ["lgpd", "privacy", "data-subject-rights", "data-sharing", "data-breach"],
  passingScore: 70,
  free: false,
  badgeColor: "#166534",
  references: [
    "LGPD (Lei 13.709/2018), arts. 6, 7, 10, 11, 16, 18, 19, 37, 39, 46 and 48",
    "Resolução CD/ANPD nº 15/2024 – Regulamento de Comunicação de Incidente de Segurança",
    "Resolução CD/ANPD nº 18/2024 – Regulamento sobre a atuação do encarregado",
    "Resolução CD/ANPD nº 19/2024 – Regulamento de Transferência Internacional de Dados",
    "ANPD: Guia orientativo – Hipóteses legais de tratamento de dados pessoais: legítimo interesse (2024)",
  ],
  en: {
    title: "LGPD for People Who Handle Personal Data Every Day",
    summary:
      "For anyone who works with customer, employee or patient records: legal bases in practice, data minimisation, data-subject requests and their deadlines, sharing with suppliers, and what to do with an incident, article by article.",
    steps: [
      {
        title: "Legal bases in practice (arts. 7 and 11)",
        body: [
          "Art. 7 lists ten legal bases. At work you will mostly meet four: performance of a contract with the person, compliance with a legal or regulatory obligation, legitimate interest and consent. Legitimate interest (art. 10) needs a documented balancing test and may not override the person's rights and reasonable expectations. Consent must be free, informed and unambiguous, so it is a poor fit wherever the person cannot really say no, as with an employer.",
          "Sensitive data (health, biometrics, religion, ethnicity and the other categories in art. 5, II) follows art. 11, which has a shorter list: consent given specifically and prominently, or cases such as a legal obligation, protection of life, health care, the exercise of rights, and fraud prevention in identification and authentication. Legitimate interest and credit protection are not on it. Each process you work in should already have its basis recorded (art. 37); reusing data for a new purpose needs that check again.",
        ],
        takeaways: [
          "Know the recorded legal basis of every process you work in.",
          "Sensitive data has a shorter list of bases, without legitimate interest.",
        ],
        illustration: "checklist",
        illustrationAlt: "A checklist of legal bases, with a separate shorter list for sensitive data.",
      },
      {
        title: "Minimisation in daily work",
        body: [
          "The necessity principle (art. 6, III) limits processing to the minimum needed for the purpose. In daily work that means exports with only the columns the task needs, forms that ask only what will be used, masked CPFs on screens and reports, and no production data copied into test environments or personal folders.",
          "Keep data only while the purpose lasts. Art. 16 allows keeping it longer for a legal or regulatory obligation, such as tax records; otherwise it should be deleted or anonymised under your company's retention rules. Copies in e-mail attachments, downloads and screenshots count too.",
        ],
        takeaways: [
          "Send and keep only the fields the purpose needs.",
          "Old copies in downloads, e-mail and screenshots are personal data too.",
        ],
        illustration: "data-protection",
        illustrationAlt: "A spreadsheet with most columns greyed out and only two highlighted.",
      },
      {
        title: "Data-subject requests and their deadlines",
        body: [
          "Art. 18 gives people the right to confirmation that their data is processed, access, correction, anonymisation, blocking or deletion of unnecessary data, portability, deletion of data processed with consent, information about who it is shared with, and withdrawal of consent. Requests are free of charge.",
          "Art. 19 sets the clock for confirmation and access: in simplified form immediately, or as a clear and complete declaration, with origin, criteria and purpose, within 15 days of the request. When a request cannot be met at once, the controller must reply saying why. A request can arrive through any channel, such as a complaint to the call centre or a message to sales, so pass it to the encarregado the same day and let the privacy team confirm the person's identity before anything is sent.",
        ],
        takeaways: [
          "Access: simplified at once, or complete within 15 days (art. 19).",
          "Pass every request to the encarregado the same day, whatever the channel.",
        ],
        illustration: "privacy-rights",
        illustrationAlt: "A person holding a request form next to a calendar marked with day 15.",
      },
      {
        title: "Sharing with suppliers and partners",
        body: [
          "A supplier that processes data on your company's behalf, such as a payroll provider or a marketing platform, is an operator and must follow the controller's instructions (art. 39). Before any data goes, there should be a contract with data-protection and security clauses, a defined purpose and only the fields needed. If the data leaves Brazil, the transfer needs a valid mechanism, such as the ANPD's standard contractual clauses (Res. CD/ANPD 19/2024).",
          "Sharing is also what happens when you paste records into a free online converter or an unapproved AI tool. Use only approved tools, and make sure each new sharing is recorded, because people have the right to know who receives their data.",
        ],
        takeaways: [
          "No data goes to a supplier without a contract, a purpose and the minimum fields.",
          "Unapproved websites and AI tools are third parties too.",
        ],
        illustration: "handshake",
        illustrationAlt: "Two organisations shaking hands over a contract with a padlock on it.",
      },
      {
        title: "Security and incidents (arts. 46 and 48)",
        body: [
          "Art. 46 requires technical and administrative security measures, and that duty includes you: locked screens, access only to what you need and approved channels. When something goes wrong, art. 48 requires the controller to inform the ANPD and the affected people of incidents that may cause relevant risk or damage.",
          "Res. CD/ANPD 15/2024 sets that deadline at three business days from when the controller learns that personal data was affected, and requires a record of every incident, including those not reported outside, kept for at least five years. Your part is to report any suspected incident to the encarregado or the security team at once, keep the evidence and leave external notices to them.",
        ],
        takeaways: [
          "Report any suspected incident internally at once and keep the evidence.",
          "Three business days to the ANPD and data subjects, counted by the controller.",
        ],
        illustration: "incident-report",
        illustrationAlt: "An employee filling in an incident form, with a calendar showing three business days.",
      },
    ],
    keyTakeaways: [
      "Every process has a recorded legal basis; sensitive data has a shorter list without legitimate interest.",
      "Collect, send and keep only what the purpose needs, for as long as it needs.",
      "Access requests: simplified at once or complete within 15 days; pass every request on the same day.",
      "Suppliers receive data only under contract, for a purpose, with the minimum fields.",
      "Report incidents internally at once; the controller has three business days to inform the ANPD and data subjects.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "HR wants to use the diagnoses on employees' medical certificates to decide who gets a bonus, citing legitimate interest. What is wrong with this?",
          options: [
            "It is fine, as long as a balancing test for legitimate interest is documented first",
            "It is allowed if the health data is deleted after the bonus has been paid",
            "Legitimate interest is not a basis for sensitive data, and the use is discriminatory",
            "It is allowed if access to the health data is limited to the encarregado during the process",
          ],
          correct: [2],
          explanation:
            "Art. 11 does not include legitimate interest for sensitive data, and using health to decide pay breaks the purpose and non-discrimination principles. A balancing test, a short retention period or restricted access do not create a legal basis that the law does not offer.",
        },
        {
          prompt:
            "A manager suggests asking every employee to sign a consent form so that the company can process payroll data. Why is this a poor choice of legal basis?",
          options: [
            "Consent is valid for sensitive data alone, and payroll data is not sensitive data",
            "Payroll rests on the contract and legal duties; consent at work is rarely free",
            "Consent forms have to be registered with the ANPD before the company uses them",
            "Consent expires after twelve months, so everyone would have to sign it again",
          ],
          correct: [1],
          explanation:
            "Payroll is needed to perform the employment contract and to meet labour and tax obligations, and consent could be withdrawn at any time. In employment, people can rarely refuse freely. Consent is not limited to sensitive data, needs no ANPD registration and has no fixed expiry.",
        },
        {
          prompt:
            "On Monday, a customer asks for a complete statement of their data, including where it came from and why it is used. Under art. 19, what deadline applies to that complete declaration?",
          options: [
            "Up to 15 days from the date of the request",
            "Three business days, as for security incidents",
            "72 hours from the moment the request was received",
            "One month, which may be extended by two more months",
          ],
          correct: [0],
          explanation:
            "Art. 19 allows a simplified answer immediately or a clear and complete declaration within 15 days of the request. Three business days is the incident deadline in Res. CD/ANPD 15/2024, 72 hours comes from the GDPR's breach rule, and one month, extendable by two, is the GDPR's rule for access requests.",
        },
        {
          prompt:
            "A supplier will print and mail 2,000 loyalty cards. Your CRM export has name, postal address, CPF, date of birth, phone and purchase history. What do you send?",
          options: [
            "The full export in a password-protected file, so they have whatever they need",
            "The export without purchase history, since that is the sensitive part of it",
            "Name and postal address only, through the company's approved transfer tool",
            "Name, address and CPF, so that they can confirm each customer's identity",
          ],
          correct: [2],
          explanation:
            "Printing and mailing a card needs a name and an address, nothing else. A password does not make extra data necessary, purchase history is not sensitive data under art. 5 but is still unnecessary here, and the supplier has no reason to check identities.",
        },
        {
          prompt:
            "Marketing wants to upload the customer base to a new foreign e-mail platform tomorrow. What should happen before any data is uploaded?",
          options: [
            "Go ahead: the platform is a tool, so the LGPD does not apply to it",
            "A check for a contract, a defined purpose and a valid transfer mechanism",
            "A new consent from every customer, collected before their data is uploaded",
            "Upload e-mail addresses alone, because they are not personal data on their own",
          ],
          correct: [1],
          explanation:
            "The platform is an operator: it needs a contract with security clauses, a purpose and the minimum data, and sending data abroad needs a mechanism such as the ANPD's standard clauses. New consent is not the general answer, and an e-mail address that identifies a person is personal data.",
        },
        {
          prompt: "Select all that apply: which statements about security incidents match the LGPD and Res. CD/ANPD 15/2024?",
          options: [
            "An employee who finds an incident should inform the ANPD directly to save time",
            "Incidents must be recorded and the record kept for five years, even if not reported outside",
            "With relevant risk, the ANPD and data subjects are informed within three business days",
            "A leak of encrypted files is not an incident, even if the key leaked with them",
            "A file sent by mistake to the wrong recipient can be an incident too",
          ],
          correct: [1, 2, 4],
          explanation:
            "The controller keeps a record of every incident for at least five years and informs the ANPD and data subjects within three business days when there is relevant risk. Human error counts. Employees report internally rather than to the ANPD, and encryption protects nothing if the key leaked too.",
        },
        {
          prompt:
            "A former customer asks you to delete all their data. Tax law requires the company to keep their invoices for five years. What is the right outcome?",
          options: [
            "Delete everything straight away, because the right to deletion overrides other laws",
            "Refuse the whole request, because part of the data has to be kept for tax purposes",
            "Anonymise the invoices, so the deletion request and the tax duty are both met",
            "Delete what is no longer needed, keep the invoices for the legal period, and explain why",
          ],
          correct: [3],
          explanation:
            "Art. 16 allows keeping data to meet a legal obligation, so the invoices stay for the legal period while the rest is deleted, and the person is told why. Anonymised invoices would no longer serve the tax authorities. Route the request through the encarregado, who answers formally.",
        },
      ],
    },
    badge: {
      name: "LGPD Practitioner",
      description:
        "Applies the LGPD's legal bases, minimisation, data-subject deadlines, supplier rules and incident duties in daily work.",
    },
  },
  pt: {
    title: "LGPD para quem trata dados pessoais no dia a dia",
    summary:
      "Para quem trabalha com cadastros de clientes, colaboradores ou pacientes: bases legais na prática, minimização, pedidos dos titulares e seus prazos, compartilhamento com fornecedores e o que fazer diante de um incidente, artigo por artigo.",
    steps: [
      {
        title: "Bases legais na prática (arts. 7º e 11)",
        body: [
          "O art. 7º lista dez bases legais. No trabalho, você vai encontrar principalmente quatro: execução de contrato com o titular, cumprimento de obrigação legal ou regulatória, legítimo interesse e consentimento. O legítimo interesse (art. 10) exige um teste de balanceamento documentado e não pode passar por cima dos direitos e das expectativas legítimas do titular. O consentimento precisa ser livre, informado e inequívoco, por isso combina mal com situações em que a pessoa não pode realmente dizer não, como na relação com o empregador.",
          "Dados sensíveis (saúde, biometria, religião, origem racial ou étnica e as demais categorias do art. 5º, II) seguem o art. 11, que tem uma lista menor: consentimento específico e destacado, ou hipóteses como obrigação legal, proteção da vida, tutela da saúde, exercício regular de direitos e prevenção à fraude em processos de identificação e autenticação. Legítimo interesse e proteção do crédito não estão nela. Cada processo em que você trabalha já deve ter a base registrada (art. 37); reaproveitar dados para uma finalidade nova exige essa análise de novo.",
        ],
        takeaways: [
          "Conheça a base legal registrada de cada processo em que você trabalha.",
          "Dado sensível tem uma lista menor de bases, sem legítimo interesse.",
        ],
        illustration: "checklist",
        illustrationAlt: "Uma lista de bases legais, com uma lista separada e menor para dados sensíveis.",
      },
      {
        title: "Minimização no trabalho de todo dia",
        body: [
          "O princípio da necessidade (art. 6º, III) limita o tratamento ao mínimo necessário para a finalidade. No dia a dia, isso significa exportações só com as colunas que a tarefa pede, formulários que perguntam só o que será usado, CPF mascarado em telas e relatórios e nada de dados de produção copiados para ambientes de teste ou pastas pessoais.",
          "Guarde os dados só enquanto a finalidade durar. O art. 16 permite a conservação por mais tempo para cumprir obrigação legal ou regulatória, como os registros fiscais; fora disso, eles devem ser eliminados ou anonimizados conforme a política de retenção da empresa. Cópias em anexos de e-mail, downloads e prints também contam.",
        ],
        takeaways: [
          "Envie e guarde só os campos de que a finalidade precisa.",
          "Cópias antigas em downloads, e-mails e prints também são dados pessoais.",
        ],
        illustration: "data-protection",
        illustrationAlt: "Uma planilha com a maioria das colunas apagadas e só duas destacadas.",
      },
      {
        title: "Pedidos dos titulares e seus prazos",
        body: [
          "O art. 18 garante ao titular confirmação da existência de tratamento, acesso, correção, anonimização, bloqueio ou eliminação de dados desnecessários, portabilidade, eliminação dos dados tratados com consentimento, informação sobre com quem os dados são compartilhados e revogação do consentimento. Os pedidos são gratuitos.",
          "O art. 19 define o relógio da confirmação e do acesso: em formato simplificado, imediatamente, ou por declaração clara e completa, com origem, critérios e finalidade, em até 15 dias do requerimento. Quando não for possível atender na hora, o controlador precisa responder explicando o motivo. O pedido pode chegar por qualquer canal, como uma reclamação no SAC ou uma mensagem ao comercial, então encaminhe ao encarregado no mesmo dia e deixe a área de privacidade confirmar a identidade da pessoa antes de qualquer envio.",
        ],
        takeaways: [
          "Acesso: simplificado na hora ou completo em até 15 dias (art. 19).",
          "Encaminhe todo pedido ao encarregado no mesmo dia, venha por onde vier.",
        ],
        illustration: "privacy-rights",
        illustrationAlt: "Uma pessoa segurando um formulário de pedido ao lado de um calendário com o dia 15 marcado.",
      },
      {
        title: "Compartilhamento com fornecedores e parceiros",
        body: [
          "O fornecedor que trata dados em nome da empresa, como a empresa de folha de pagamento ou a plataforma de marketing, é operador e deve seguir as instruções do controlador (art. 39). Antes de qualquer envio, precisa haver contrato com cláusulas de proteção de dados e segurança, finalidade definida e só os campos necessários. Se os dados saírem do Brasil, a transferência precisa de um mecanismo válido, como as cláusulas-padrão contratuais da ANPD (Res. CD/ANPD nº 19/2024).",
          "Também é compartilhamento colar registros em um conversor on-line gratuito ou em uma ferramenta de IA não aprovada. Use só ferramentas aprovadas e garanta que cada novo compartilhamento fique registrado, porque o titular tem direito de saber quem recebe seus dados.",
        ],
        takeaways: [
          "Nenhum dado vai para fornecedor sem contrato, finalidade e campos mínimos.",
          "Sites e ferramentas de IA não aprovados também são terceiros.",
        ],
        illustration: "handshake",
        illustrationAlt: "Duas organizações apertando as mãos sobre um contrato com um cadeado.",
      },
      {
        title: "Segurança e incidentes (arts. 46 e 48)",
        body: [
          "O art. 46 exige medidas de segurança técnicas e administrativas, e esse dever inclui você: tela bloqueada, acesso só ao necessário e canais aprovados. Quando algo dá errado, o art. 48 obriga o controlador a comunicar à ANPD e aos titulares afetados os incidentes que possam acarretar risco ou dano relevante.",
          "A Resolução CD/ANPD nº 15/2024 fixa esse prazo em três dias úteis, contados de quando o controlador sabe que o incidente afetou dados pessoais, e exige o registro de todos os incidentes, inclusive os que não foram levados à ANPD, guardado por no mínimo cinco anos. Sua parte é reportar qualquer suspeita ao encarregado ou à equipe de segurança imediatamente, preservar as evidências e deixar as notificações externas com eles.",
        ],
        takeaways: [
          "Reporte internamente qualquer suspeita de incidente na hora e preserve as evidências.",
          "Três dias úteis para a ANPD e os titulares, contados pelo controlador.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Um colaborador preenchendo um formulário de incidente, com um calendário mostrando três dias úteis.",
      },
    ],
    keyTakeaways: [
      "Todo processo tem base legal registrada; dado sensível tem lista menor, sem legítimo interesse.",
      "Colete, envie e guarde só o que a finalidade pede, pelo tempo que ela pede.",
      "Pedido de acesso: simplificado na hora ou completo em até 15 dias; encaminhe todo pedido no mesmo dia.",
      "Fornecedor só recebe dados com contrato, finalidade e campos mínimos.",
      "Reporte incidentes internamente na hora; o controlador tem três dias úteis para informar a ANPD e os titulares.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "O RH quer usar os diagnósticos dos atestados médicos para decidir quem recebe bônus, com base no legítimo interesse. O que está errado?",
          options: [
            "Está certo, desde que o teste de balanceamento do legítimo interesse seja documentado antes",
            "É permitido se os dados de saúde forem eliminados depois de pago o bônus",
            "Legítimo interesse não é base para dado sensível, e o uso é discriminatório",
            "É permitido se o acesso aos dados de saúde ficar restrito ao encarregado durante o processo",
          ],
          correct: [2],
          explanation:
            "O art. 11 não inclui o legítimo interesse para dados sensíveis, e usar saúde para definir remuneração fere os princípios da finalidade e da não discriminação. Teste de balanceamento, prazo curto de guarda ou acesso restrito não criam uma base legal que a lei não oferece.",
        },
        {
          prompt:
            "Um gestor sugere pedir que todos os colaboradores assinem um termo de consentimento para a empresa tratar os dados da folha de pagamento. Por que essa base legal é uma escolha ruim?",
          options: [
            "Consentimento serve para dado sensível, e os dados da folha de pagamento não são sensíveis",
            "A folha se apoia no contrato e na lei; no emprego, o consentimento raramente é livre",
            "Termos de consentimento precisam ser registrados na ANPD antes de a empresa usá-los",
            "O consentimento vence em doze meses, e todos teriam de assinar de novo",
          ],
          correct: [1],
          explanation:
            "A folha é necessária para executar o contrato de trabalho e cumprir obrigações trabalhistas e fiscais, e o consentimento poderia ser revogado a qualquer momento. Na relação de emprego, a pessoa raramente pode recusar com liberdade. O consentimento não se limita a dados sensíveis, não se registra na ANPD e não tem validade fixa.",
        },
        {
          prompt:
            "Na segunda-feira, um cliente pede uma declaração completa dos seus dados, com a origem e o motivo do uso. Pelo art. 19, que prazo vale para essa declaração completa?",
          options: [
            "Até 15 dias contados do requerimento",
            "Três dias úteis, como nos incidentes de segurança",
            "72 horas a partir do recebimento do pedido",
            "Um mês, prorrogável por mais dois meses",
          ],
          correct: [0],
          explanation:
            "O art. 19 permite uma resposta simplificada imediata ou uma declaração clara e completa em até 15 dias do requerimento. Três dias úteis é o prazo de incidentes da Resolução CD/ANPD nº 15/2024, 72 horas vem da regra de incidentes do GDPR, e um mês, prorrogável por mais dois, é a regra de acesso do GDPR.",
        },
        {
          prompt:
            "Um fornecedor vai imprimir e enviar pelo correio 2.000 cartões de fidelidade. A exportação do CRM tem nome, endereço, CPF, data de nascimento, telefone e histórico de compras. O que você envia?",
          options: [
            "A exportação completa em arquivo com senha, para ele ter o que precisar",
            "A exportação sem o histórico de compras, que é a parte sensível dela",
            "Só nome e endereço, pela ferramenta de transferência aprovada pela empresa",
            "Nome, endereço e CPF, para ele poder confirmar a identidade de cada cliente",
          ],
          correct: [2],
          explanation:
            "Imprimir e enviar um cartão exige nome e endereço, nada mais. A senha não torna necessários os dados a mais, histórico de compras não é dado sensível pelo art. 5º, mas continua desnecessário aqui, e o fornecedor não tem por que conferir identidades.",
        },
        {
          prompt:
            "O marketing quer subir a base de clientes amanhã em uma nova plataforma de e-mail estrangeira. O que deve acontecer antes de qualquer envio?",
          options: [
            "Pode subir: a plataforma é uma ferramenta, então a LGPD não se aplica a ela",
            "Conferir se há contrato, finalidade definida e mecanismo válido de transferência",
            "Um novo consentimento de cada cliente, coletado antes de os dados subirem",
            "Subir os e-mails sem os outros campos, porque sozinhos eles não são dados pessoais",
          ],
          correct: [1],
          explanation:
            "A plataforma é operadora: precisa de contrato com cláusulas de segurança, finalidade e dados mínimos, e enviar dados ao exterior exige um mecanismo como as cláusulas-padrão da ANPD. Novo consentimento não é a resposta geral, e um e-mail que identifica uma pessoa é dado pessoal.",
        },
        {
          prompt:
            "Marque todas as alternativas corretas: quais afirmações sobre incidentes de segurança estão de acordo com a LGPD e a Resolução CD/ANPD nº 15/2024?",
          options: [
            "Quem descobre um incidente deve informar a ANPD diretamente, para ganhar tempo",
            "Os incidentes devem ser registrados, e o registro guardado por cinco anos, mesmo sem notificação externa",
            "Havendo risco relevante, a ANPD e os titulares são informados em até três dias úteis",
            "Vazamento de arquivos criptografados não é incidente, mesmo se a chave vazou junto",
            "Um arquivo enviado por engano ao destinatário errado também pode ser incidente",
          ],
          correct: [1, 2, 4],
          explanation:
            "O controlador registra todos os incidentes e guarda o registro por no mínimo cinco anos, e informa a ANPD e os titulares em até três dias úteis quando há risco relevante. Erro humano conta. Colaboradores reportam internamente, não à ANPD, e a criptografia não protege nada se a chave vazou também.",
        },
        {
          prompt:
            "Um ex-cliente pede que você elimine todos os dados dele. A legislação fiscal obriga a empresa a guardar as notas fiscais dele por cinco anos. Qual é o desfecho correto?",
          options: [
            "Eliminar tudo na hora, porque o direito à eliminação prevalece sobre as outras leis",
            "Recusar o pedido inteiro, porque parte dos dados precisa ser guardada para o fisco",
            "Anonimizar as notas fiscais, assim o pedido e a obrigação fiscal são cumpridos",
            "Eliminar o que não é mais necessário, guardar as notas pelo prazo legal e explicar o motivo",
          ],
          correct: [3],
          explanation:
            "O art. 16 permite conservar dados para cumprir obrigação legal, então as notas ficam pelo prazo legal, o resto é eliminado e a pessoa recebe a explicação. Notas anonimizadas não serviriam mais ao fisco. Encaminhe o pedido ao encarregado, que responde formalmente.",
        },
      ],
    },
    badge: {
      name: "LGPD na prática",
      description:
        "Aplica no dia a dia as bases legais, a minimização, os prazos dos titulares, as regras de fornecedores e os deveres em incidentes da LGPD.",
    },
  },
} satisfies CourseContent;

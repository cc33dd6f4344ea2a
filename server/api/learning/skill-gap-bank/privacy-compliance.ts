import type { BankItem } from "./schema.ts";

/** Privacy and compliance: three topics, four items each. */
export default [
  {
    id: "personal-data-what-counts",
    topic: "personal-data",
    correct: [2],
    en: {
      prompt: "Which of these is personal data under LGPD and GDPR?",
      options: ["The total number of customers in each state", "A supplier company's registered address and phone", "A customer's IP address linked to their account", "A statistic anonymised so that no one can be traced"],
    },
    pt: {
      prompt: "Qual destes é um dado pessoal segundo a LGPD e o GDPR?",
      options: ["O total de clientes em cada estado", "O endereço e o telefone do CNPJ de um fornecedor", "O endereço IP de um cliente ligado à conta dele", "Uma estatística anonimizada, que não identifica ninguém"],
    },
  },
  {
    id: "personal-data-sensitive",
    topic: "personal-data",
    correct: [0],
    en: {
      prompt: "Which of these is sensitive personal data under LGPD?",
      options: ["A colleague's medical certificate for sick leave", "An employee's salary and bank account for payroll", "A customer's home address and date of birth", "A supplier's tax number and bank details"],
    },
    pt: {
      prompt: "Qual destes é um dado pessoal sensível segundo a LGPD?",
      options: ["O atestado médico de um colega afastado", "O salário e a conta bancária de um empregado", "O endereço residencial e a data de nascimento de um cliente", "O CNPJ e os dados bancários de um fornecedor"],
    },
  },
  {
    id: "personal-data-new-purpose",
    topic: "personal-data",
    correct: [1],
    en: {
      prompt: "Marketing wants to use the e-mail addresses collected for delivery notices to send promotions. What must be settled first?",
      options: ["Nothing more, since customers already gave the company their addresses", "Whether this new purpose has a legal basis of its own", "Only that each promotion carries an unsubscribe link", "That the list is encrypted before marketing receives it"],
    },
    pt: {
      prompt: "O marketing quer usar os e-mails coletados para avisos de entrega para mandar promoções. O que precisa ser resolvido antes?",
      options: ["Nada, porque os clientes já deram os endereços à empresa", "Se essa nova finalidade tem uma base legal própria", "Apenas que cada promoção traga um link de descadastro", "Que a lista seja criptografada antes de ir para o marketing"],
    },
  },
  {
    id: "personal-data-minimisation",
    topic: "personal-data",
    correct: [0, 2, 4],
    en: {
      prompt: "Which of these put data minimisation into practice? Select all that apply.",
      options: ["Asking only for the fields a form really needs", "Keeping rejected candidates' CVs just in case", "Deleting records when their retention period ends", "Copying the customer database to test a new feature", "Sharing a report with totals instead of names"],
    },
    pt: {
      prompt: "Quais destas práticas aplicam a minimização de dados? Marque todas as que se aplicam.",
      options: ["Pedir só os campos de que o formulário realmente precisa", "Guardar os currículos de candidatos recusados por via das dúvidas", "Apagar registros quando termina o prazo de guarda", "Copiar a base de clientes para testar uma nova funcionalidade", "Compartilhar um relatório com totais em vez de nomes"],
    },
  },
  {
    id: "data-rights-access-request",
    topic: "data-rights",
    correct: [3],
    en: {
      prompt: "A customer e-mails you asking for a copy of the personal data your company holds about them. What should you do?",
      options: ["Reply that companies answer such requests only by registered post", "Send everything from the CRM straight away, from your own mailbox", "Ignore it unless they explain why they want the data", "Pass it to the privacy team through the official channel"],
    },
    pt: {
      prompt: "Um cliente manda um e-mail pedindo uma cópia dos dados pessoais que sua empresa tem sobre ele. O que você faz?",
      options: ["Responde que a empresa só atende esse pedido por carta registrada", "Envia tudo o que há no CRM na hora, do seu próprio e-mail", "Ignora, a menos que ele explique por que quer os dados", "Encaminha ao time de privacidade pelo canal oficial"],
    },
  },
  {
    id: "data-rights-which-right",
    topic: "data-rights",
    correct: [1],
    en: {
      prompt: "Which of these is a right that LGPD gives the people whose data a company holds?",
      options: ["To decide which employees may see the company's accounts", "To have incorrect data about them corrected", "To receive a share of the profit made from their data", "To cancel any contract without a penalty"],
    },
    pt: {
      prompt: "Qual destes é um direito que a LGPD dá às pessoas cujos dados uma empresa trata?",
      options: ["Decidir quais empregados podem ver as contas da empresa", "Pedir a correção de dados seus que estejam errados", "Receber parte do lucro obtido com seus dados", "Cancelar qualquer contrato sem multa"],
    },
  },
  {
    id: "data-rights-dpo",
    topic: "data-rights",
    correct: [2],
    en: {
      prompt: "Under LGPD, what is the role of the company's “encarregado” (data protection officer)?",
      options: ["The IT employee who runs the company's backups and firewalls", "The lawyer who must sign every contract involving personal data", "The contact point between the company, data subjects and the ANPD", "The government inspector assigned to each company"],
    },
    pt: {
      prompt: "Segundo a LGPD, qual é o papel do encarregado de dados da empresa?",
      options: ["O empregado de TI que cuida dos backups e do firewall", "O advogado que precisa assinar todo contrato com dados pessoais", "O canal de comunicação entre a empresa, os titulares e a ANPD", "O fiscal do governo designado para cada empresa"],
    },
  },
  {
    id: "data-rights-consent-withdrawn",
    topic: "data-rights",
    correct: [0],
    en: {
      prompt: "A customer withdraws their consent to marketing e-mails. What happens to the campaign already scheduled for next week?",
      options: ["It must not be sent to that customer", "It can still go, since consent was valid when it was scheduled", "It can go if it explains how to object again", "Only messages with discounts need to be held back"],
    },
    pt: {
      prompt: "Um cliente revoga o consentimento para receber e-mails de marketing. O que acontece com a campanha já agendada para a semana que vem?",
      options: ["Ela não pode ser enviada a esse cliente", "Ainda pode ir, porque o consentimento valia quando foi agendada", "Pode ir se explicar como se opor de novo", "Só as mensagens com desconto precisam ser retidas"],
    },
  },
  {
    id: "data-incidents-lost-usb",
    topic: "data-incidents",
    correct: [0],
    en: {
      prompt: "After a trip, an unencrypted USB stick holding the payroll spreadsheet is missing. Is this a data incident?",
      options: ["Yes: personal data may be exposed, so report it now", "Only once someone proves they found and opened it", "No, because the stick belonged to the company", "Not until you have searched for it for at least a week"],
    },
    pt: {
      prompt: "Depois de uma viagem, some um pendrive sem criptografia com a planilha da folha de pagamento. Isso é um incidente com dados?",
      options: ["Sim: dados pessoais podem estar expostos, então reporte agora", "Só quando alguém provar que o encontrou e abriu", "Não, porque o pendrive era da empresa", "Só depois de procurar por ele por pelo menos uma semana"],
    },
  },
  {
    id: "data-incidents-who-notifies",
    topic: "data-incidents",
    correct: [3],
    en: {
      prompt: "Who decides whether an incident must be reported to the ANPD and to the people affected?",
      options: ["The employee who found the incident, straight away", "Nobody: every incident is notified automatically", "The ANPD, which monitors company systems directly", "The company, after its privacy team assesses the risk"],
    },
    pt: {
      prompt: "Quem decide se um incidente precisa ser comunicado à ANPD e aos titulares afetados?",
      options: ["O empregado que descobriu o incidente, na hora", "Ninguém: todo incidente é comunicado automaticamente", "A ANPD, que monitora os sistemas das empresas", "A empresa, depois que o time de privacidade avalia o risco"],
    },
  },
  {
    id: "data-incidents-public-link",
    topic: "data-incidents",
    correct: [2],
    en: {
      prompt: "A colleague shares a spreadsheet of customers' tax numbers through a public link “so the agency can open it”. What is the main problem?",
      options: ["Spreadsheets are slower than a database for the agency", "Nothing, because the agency signed a contract", "Anyone who gets the link can open personal data", "The link may expire before the agency uses it"],
    },
    pt: {
      prompt: "Um colega compartilha uma planilha com o CPF dos clientes por um link público “para a agência conseguir abrir”. Qual é o principal problema?",
      options: ["Planilhas são mais lentas que um banco de dados para a agência", "Nenhum, porque a agência assinou contrato", "Qualquer pessoa com o link abre dados pessoais", "O link pode expirar antes de a agência usar"],
    },
  },
  {
    id: "data-incidents-report-when-unsure",
    topic: "data-incidents",
    correct: [1],
    en: {
      prompt: "Why should you report a suspected leak of personal data even when you are not sure it happened?",
      options: ["Because reporting guarantees the company will not be fined", "Because the company has short deadlines to assess and notify", "So the person who caused it can be found and punished", "Because only confirmed leaks are ever investigated"],
    },
    pt: {
      prompt: "Por que reportar a suspeita de vazamento de dados pessoais mesmo sem ter certeza de que ele aconteceu?",
      options: ["Porque reportar garante que a empresa não será multada", "Porque a empresa tem prazos curtos para avaliar e comunicar", "Para achar e punir quem causou o problema", "Porque só vazamentos confirmados são investigados"],
    },
  },
] satisfies BankItem[];

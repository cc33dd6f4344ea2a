import type { BankItem } from "./schema.ts";

/** Privacy and compliance: three topics, four items each. */
export default [
  {
    id: "personal-data-pseudonymised",
    topic: "personal-data",
    correct: [1],
    en: {
      prompt: "A report lists customers only by internal codes such as C-10482, with no names. Is it personal data?",
      options: [
        "No, because no names appear in it",
        "Yes, if the company can link the codes back to people",
        "Only if it also shows each customer's CPF",
        "No, as long as the file is protected with a password",
      ],
    },
    pt: {
      prompt: "Um relatório lista os clientes só por códigos internos, como C-10482, sem nomes. Ele contém dados pessoais?",
      options: [
        "Não, porque não aparece nenhum nome",
        "Sim, se a empresa consegue ligar os códigos às pessoas",
        "Só se também mostrar o CPF de cada cliente",
        "Não, desde que o arquivo esteja protegido por senha",
      ],
    },
  },
  {
    id: "personal-data-sensitive-hr",
    topic: "personal-data",
    correct: [2],
    en: {
      prompt:
        "HR keeps several kinds of information about staff. Which one calls for the extra protection the law gives to sensitive data?",
      options: [
        "Salary and the bank account used for payroll",
        "Home address, date of birth and emergency contact",
        "A medical certificate handed in for sick leave",
        "Scores from the last performance review",
      ],
    },
    pt: {
      prompt: "O RH guarda vários tipos de informação sobre a equipe. Qual delas exige a proteção extra que a lei dá aos dados sensíveis?",
      options: [
        "Salário e conta bancária usada na folha",
        "Endereço, data de nascimento e contato de emergência",
        "Um atestado médico entregue para justificar a falta",
        "Notas da última avaliação de desempenho",
      ],
    },
  },
  {
    id: "personal-data-new-purpose",
    topic: "personal-data",
    correct: [1],
    en: {
      prompt: "Marketing wants to use the e-mail addresses collected for delivery notices to send promotions. What must be settled first?",
      options: [
        "Nothing more, since customers already gave the company their addresses",
        "Whether this new purpose has a legal basis of its own",
        "That each promotion carries an unsubscribe link",
        "That the list is encrypted before marketing receives it",
      ],
    },
    pt: {
      prompt: "O marketing quer usar os e-mails coletados para avisos de entrega para mandar promoções. O que precisa ser resolvido antes?",
      options: [
        "Nada, porque os clientes já deram os endereços à empresa",
        "Se essa nova finalidade tem uma base legal própria",
        "Que cada promoção traga um link de descadastro",
        "Que a lista seja criptografada antes de ir para o marketing",
      ],
    },
  },
  {
    id: "personal-data-minimisation",
    topic: "personal-data",
    correct: [0, 2, 4],
    en: {
      prompt: "Which of these put data minimisation into practice? Select all that apply.",
      options: [
        "Asking only for the fields a form really needs",
        "Keeping rejected candidates' CVs just in case",
        "Deleting records when their retention period ends",
        "Copying the customer database to test a new feature",
        "Sharing a report with totals instead of names",
      ],
    },
    pt: {
      prompt: "Quais destas práticas aplicam a minimização de dados? Marque todas as que se aplicam.",
      options: [
        "Pedir só os campos de que o formulário realmente precisa",
        "Guardar os currículos de candidatos recusados por via das dúvidas",
        "Apagar registros quando termina o prazo de guarda",
        "Copiar a base de clientes para testar uma nova funcionalidade",
        "Compartilhar um relatório com totais em vez de nomes",
      ],
    },
  },
  {
    id: "data-rights-deletion-whatsapp",
    topic: "data-rights",
    correct: [2],
    en: {
      prompt: "A customer messages you on WhatsApp asking the company to delete their data. What should you do?",
      options: [
        "Delete their records yourself straight away",
        "Reply that WhatsApp requests don't count and they must use the website form",
        "Send it to the DPO's team and tell the customer it's on its way",
        "Wait for them to send a signed letter",
      ],
    },
    pt: {
      prompt: "Um cliente manda mensagem no seu WhatsApp pedindo que a empresa apague os dados dele. O que você faz?",
      options: [
        "Apaga os cadastros dele você mesmo, na hora",
        "Responde que pedido por WhatsApp não vale e que ele precisa usar o formulário do site",
        "Manda ao time do encarregado e avisa o cliente que foi repassado",
        "Espera ele mandar uma carta assinada",
      ],
    },
  },
  {
    id: "data-rights-which-right",
    topic: "data-rights",
    correct: [1],
    en: {
      prompt: "Which of these is a right that LGPD gives the people whose data a company holds?",
      options: [
        "To decide which employees may see the company's accounts",
        "To have incorrect data about them corrected",
        "To receive a share of the profit made from their data",
        "To cancel their contracts without a penalty",
      ],
    },
    pt: {
      prompt: "Qual destes é um direito que a LGPD dá às pessoas cujos dados uma empresa trata?",
      options: [
        "Decidir quais empregados podem ver as contas da empresa",
        "Pedir a correção de dados seus que estejam errados",
        "Receber parte do lucro obtido com seus dados",
        "Cancelar seus contratos sem multa",
      ],
    },
  },
  {
    id: "data-rights-dpo",
    topic: "data-rights",
    correct: [2],
    en: {
      prompt: "Under LGPD, what is the role of the company's “encarregado” (data protection officer)?",
      options: [
        "The IT employee who runs the company's backups and firewalls",
        "The lawyer who signs the contracts involving personal data",
        "The contact point between the company, data subjects and the ANPD",
        "The government inspector assigned to each company",
      ],
    },
    pt: {
      prompt: "Segundo a LGPD, qual é o papel do encarregado de dados da empresa?",
      options: [
        "O empregado de TI que cuida dos backups e do firewall",
        "O advogado que precisa assinar todo contrato com dados pessoais",
        "O canal de comunicação entre a empresa, os titulares e a ANPD",
        "O fiscal do governo designado para cada empresa",
      ],
    },
  },
  {
    id: "data-rights-consent-withdrawn",
    topic: "data-rights",
    correct: [0],
    en: {
      prompt: "A customer withdraws their consent to marketing e-mails. What happens to the campaign already scheduled for next week?",
      options: [
        "It must not be sent to that customer at all",
        "It can still go, since consent was valid when it was scheduled",
        "It can go if it explains how to object again",
        "The messages with discounts need to be held back",
      ],
    },
    pt: {
      prompt:
        "Um cliente revoga o consentimento para receber e-mails de marketing. O que acontece com a campanha já agendada para a semana que vem?",
      options: [
        "Ela não pode ser enviada a esse cliente",
        "Ainda pode ir, porque o consentimento valia quando foi agendada",
        "Pode ir se explicar como se opor de novo",
        "As mensagens com desconto precisam ser retidas",
      ],
    },
  },
  {
    id: "data-incidents-lost-usb",
    topic: "data-incidents",
    correct: [0],
    en: {
      prompt: "After a trip, an unencrypted USB stick holding the payroll spreadsheet is missing. Is this a data incident?",
      options: [
        "Yes: personal data may be exposed, so report it now",
        "Once someone proves they found and opened it",
        "No, because the stick belonged to the company",
        "Not until you have searched for it for at least a week",
      ],
    },
    pt: {
      prompt:
        "Depois de uma viagem, some um pendrive sem criptografia com a planilha da folha de pagamento. Isso é um incidente com dados?",
      options: [
        "Sim: dados pessoais podem estar expostos, então reporte agora",
        "Quando alguém provar que o encontrou e abriu",
        "Não, porque o pendrive era da empresa",
        "Depois de procurar por ele por pelo menos uma semana",
      ],
    },
  },
  {
    id: "data-incidents-who-notifies",
    topic: "data-incidents",
    correct: [3],
    en: {
      prompt: "Who decides whether an incident must be reported to the ANPD and to the people affected?",
      options: [
        "The employee who found the incident, straight away",
        "The system: incidents are notified automatically",
        "The ANPD, which monitors company systems directly",
        "The company, after its privacy team assesses the risk",
      ],
    },
    pt: {
      prompt: "Quem decide se um incidente precisa ser comunicado à ANPD e aos titulares afetados?",
      options: [
        "O empregado que descobriu o incidente, na hora",
        "O sistema: incidentes são comunicados automaticamente",
        "A ANPD, que monitora os sistemas das empresas",
        "A empresa, depois que o time de privacidade avalia o risco",
      ],
    },
  },
  {
    id: "data-incidents-public-link",
    topic: "data-incidents",
    correct: [2],
    en: {
      prompt:
        "A colleague shares a spreadsheet of customers' tax numbers through a public link “so the agency can open it”. What is the main problem?",
      options: [
        "Spreadsheets are slower than a database for the agency",
        "None, because the agency signed a contract",
        "Anyone who gets the link can open personal data",
        "The link may expire before the agency uses it",
      ],
    },
    pt: {
      prompt:
        "Um colega compartilha uma planilha com o CPF dos clientes por um link público “para a agência conseguir abrir”. Qual é o principal problema?",
      options: [
        "Planilhas são mais lentas que um banco de dados para a agência",
        "Nenhum, porque a agência assinou contrato",
        "Quem receber o link consegue abrir dados pessoais",
        "O link pode expirar antes de a agência usar",
      ],
    },
  },
  {
    id: "data-incidents-report-when-unsure",
    topic: "data-incidents",
    correct: [1],
    en: {
      prompt: "Why should you report a suspected leak of personal data even when you are not sure it happened?",
      options: [
        "Because reporting protects the company from fines",
        "Because the company has short deadlines to assess and notify",
        "So the person who caused it can be found and punished",
        "Because unconfirmed leaks are not investigated",
      ],
    },
    pt: {
      prompt: "Por que reportar a suspeita de vazamento de dados pessoais mesmo sem ter certeza de que ele aconteceu?",
      options: [
        "Porque reportar livra a empresa de multas",
        "Porque a empresa tem prazo curto para avaliar e notificar",
        "Para achar e punir quem causou o problema",
        "Porque vazamentos não confirmados não são investigados",
      ],
    },
  },
] satisfies BankItem[];

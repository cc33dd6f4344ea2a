import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "business-email-compromise",
  area: "cybersecurity",
  level: "intermediate",
  durationMinutes: 6,
  tags: ["bec", "payment-fraud", "pix", "boleto", "invoice-fraud"],
  passingScore: 70,
  free: false,
  badgeColor: "#B45309",
  references: [
    "FBI IC3 Public Service Announcement I-091124-PSA: Business Email Compromise: The $55 Billion Scam (September 2024)",
    "FBI Internet Crime Complaint Center: 2024 Internet Crime Report",
    "NCSC (UK): Business email compromise: defending your organisation (2024)",
    "Banco Central do Brasil: Pix – Mecanismo Especial de Devolução (MED), self-service claims in the bank app (October 2025) and MED 2.0 (mandatory from February 2026)",
    "CERT.br: Cartilha de Segurança para Internet – Golpes na Internet",
  ],
  en: {
    title: "Business E-mail Compromise: Stop the Money Before It Moves",
    summary:
      "Recognise CEO fraud, fake supplier bank changes, altered boletos and urgent Pix requests, verify them with a call-back and a second approver, and know what to do in the first minutes if money has already gone.",
    steps: [
      {
        title: "How business e-mail compromise works",
        body: [
          "Business e-mail compromise (BEC) uses ordinary business messages to redirect money. Usually there is no malware and no suspicious link: just an e-mail, a chat message or a PDF asking for a payment or a change of bank details, at exactly the moment such a request seems normal. The FBI's Internet Crime Complaint Center recorded about US$2.8 billion in reported BEC losses in 2024, second only to investment fraud.",
          "Criminals imitate someone with a look-alike domain or display name or, more dangerously, break into a real mailbox: yours, an executive's or a supplier's. They read threads for weeks, learn who pays what and when, hide replies with mailbox rules, then write from the genuine address in the genuine thread. In Brazil, the payment they redirect is often a boleto or a Pix.",
        ],
        takeaways: [
          "BEC needs no malware: it is a believable request to pay or to change details.",
          "A genuine address or thread does not prove the sender is genuine.",
        ],
        illustration: "email-warning",
        illustrationAlt: "An invoice e-mail in a familiar thread, with the bank details highlighted by a warning sign.",
      },
      {
        title: "CEO fraud and other impersonations",
        body: [
          "In CEO fraud, a director's message asks for an urgent, confidential payment: a tax, an acquisition, a fine due today. Variants impersonate lawyers, auditors or an employee asking HR to pay this month's salary into a new account, and many move you quickly to WhatsApp or a personal number, out of reach of your company's filters and records.",
          "The warning signs are in the request, not in the writing: secrecy, urgency, a new beneficiary or account, pressure to skip the usual approval, and a change of channel. A real executive can wait for a two-minute check.",
        ],
        takeaways: [
          "Secrecy, urgency, a new account and skipping approval are the pattern.",
          "Verify through a channel you already know, not one offered in the message.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "A figure wearing a mask of a company director, holding an urgent payment request.",
      },
      {
        title: "Supplier bank details and invoices",
        body: [
          "The most common BEC targets accounts payable. A supplier you really work with announces a new bank account, often with a signed letter and a phone number to confirm, or an invoice arrives with the right amount and order number but new payment details. If the supplier's mailbox was compromised, everything will look right.",
          "So treat any change of account, Pix key or beneficiary as a request to verify, not an update to apply. Call the supplier on the number in your records or contract, not one sent with the change, and speak to a contact you know. Pay only into accounts in the supplier's own name, and have a second person approve the change.",
        ],
        takeaways: [
          "A change of bank details is a request to verify, not an update to apply.",
          "Call back on the number in your records, never the one sent with the change.",
        ],
        illustration: "handshake",
        illustrationAlt: "Two business partners shaking hands, with a phone between them used to confirm bank details.",
      },
      {
        title: "Boletos and Pix: check who receives the money",
        body: [
          "A fake boleto may be forged, edited on its way to you, or changed on screen by malware in your browser: the amount and due date look right, but the barcode pays someone else. The first three digits identify the bank, yet fraudsters hold accounts at big banks too. The decisive check is the screen your bank shows before you confirm: the beneficiary's name and CNPJ must be the supplier's. If not, stop and get a new copy from the supplier's official channel.",
          "Pix is the same: before you confirm, the app shows the recipient's name, part of the CPF or CNPJ and the institution. Companies normally receive into a key in their own name, often the CNPJ, so an urgent request to pay a new key belonging to a person or another company is the classic Pix fraud. Treat a Pix Automático authorisation like a direct-debit mandate: approve it only for a contract you know.",
        ],
        takeaways: [
          "Check the beneficiary name and CNPJ your bank shows before confirming any payment.",
          "A new Pix key or a recipient that isn't the supplier means stop and verify.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "A banking app's confirmation screen with the beneficiary's name and CNPJ magnified for checking.",
      },
      {
        title: "Controls that stop the money",
        body: [
          "Two controls stop most BEC. Call-back: every new beneficiary, change of bank details or unusual payment is confirmed by phone, on a number from your own records. Two-person approval: one person enters the payment or change and another approves it, and whoever edits supplier records does not release payments.",
          "Controls only work if nobody goes around them. Urgent and confidential requests are exactly what fraudsters send, so they get the same checks. Don't split a payment to stay under the approval limit or approve your own request because the approver is away; use the named deputy. Managers: say openly that a delayed payment beats a lost one.",
        ],
        takeaways: [
          "Call back on a known number and require a second approver.",
          "Urgency and confidentiality are reasons to check, not to skip a control.",
        ],
        illustration: "checklist",
        illustrationAlt: "A payment checklist with two signature boxes and a phone icon for the call-back.",
      },
      {
        title: "If the money has already gone",
        body: [
          "Minutes matter. Call your bank at once through the company's official channel to block or recall the transfer. For Pix fraud, request the Mecanismo Especial de Devolução (MED) in the bank's app: the receiving bank blocks what is left, MED 2.0 (mandatory since February 2026) follows money passed on to other accounts, and confirmed fraud is refunded from what remains within up to 11 days. It covers fraud, scams and coercion, not commercial disputes or a mistyped key.",
          "Report it internally at once, even if the mistake was yours: a mailbox may be compromised and other payments may be at risk. Keep e-mails, receipts and messages, tell the real supplier through a known contact, file a police report (boletim de ocorrência), and don't contact the fraudsters or delete anything.",
        ],
        takeaways: [
          "Call the bank first; for Pix fraud, request the MED at once.",
          "Report internally, keep the evidence and file a police report.",
        ],
        illustration: "alarm",
        illustrationAlt: "An alarm bell ringing beside a bank transfer with a stopwatch counting the minutes.",
      },
    ],
    keyTakeaways: [
      "BEC is a believable request to pay or change details, often sent from a real, compromised mailbox.",
      "Treat every change of bank details or Pix key as a request to verify by calling a number you already hold.",
      "Check the beneficiary name and CNPJ your bank shows before confirming a boleto or a Pix.",
      "Keep two-person approval working, above all for urgent or confidential requests.",
      "If money reached a fraudster, call the bank at once, request the MED for Pix and report internally.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "A new supplier sends its bank details for registration. The PDF shows its CNPJ, but the account belongs to a different company, which the supplier calls “our payment partner”. What should you do?",
          options: [
            "Register it, since the supplier's CNPJ appears on the same document as the bank account",
            "Register it once the supplier's sales contact confirms the account by e-mail",
            "Ask for an account in the supplier's own name, confirmed by phone on a known number",
            "Register it, and first make a small test payment to check that the account works",
          ],
          correct: [2],
          explanation:
            "An account held by someone else breaks the link between the invoice and whoever is paid, and “payment partner” is a common cover for fraud. A CNPJ on the PDF or an e-mail confirmation can come from the fraudster, and a test payment proves the account exists, not whose it is. Take the number from the contract or the supplier's official website.",
        },
        {
          prompt:
            "Two days before payroll, HR receives an e-mail from an employee's usual work address asking for this month's salary to be paid into a new account at a digital bank. The message is polite and has no typos. What should HR do?",
          options: [
            "Confirm with the employee in person, or on the phone number in HR records, before changing",
            "Make the change, since the request came from the employee's own work address",
            "Reply to the e-mail and ask the employee to attach a statement showing the new account",
            "Make the change and send a confirmation e-mail, so the employee can object if it is a mistake",
          ],
          correct: [0],
          explanation:
            "Payroll diversion is a common BEC variant, and the employee's mailbox may be the compromised one: replies and confirmation e-mails go to the fraudster, who can also forge a bank statement. A check outside e-mail, with contact details HR already holds, stops it.",
        },
        {
          prompt:
            "Your internet provider's monthly boleto arrives by e-mail as usual. Its first three digits match the bank named on it and the amount is right, but your bank's app shows a beneficiary name and CNPJ that are not the provider's. What do you do?",
          options: [
            "Pay it, because the matching digits show the boleto was issued by that bank",
            "Don't pay; get a new copy from the provider's official site or app and compare",
            "Pay it, because registered boletos are validated by the bank before they are accepted",
            "Pay it, and ask the bank to reverse it if the provider later reports a missing payment",
          ],
          correct: [1],
          explanation:
            "The beneficiary your bank shows is who really receives the money. Fraudsters hold accounts at real banks, so the bank code proves nothing, and a registered boleto shows it was issued, not that your provider issued it. A payment to the wrong beneficiary is hard to recover, so stop before confirming.",
        },
        {
          prompt: "A message asks you to pay a supplier's invoice by Pix today. Which of these are warning signs? Select all that apply.",
          options: [
            "The key is the supplier's CNPJ, the same one used for past payments",
            "The app shows the recipient as an individual, not the supplier company",
            "The message asks you to skip the usual approval because of a deadline",
            "The amount matches the purchase order that was approved last week",
            "It came by WhatsApp from a number that is not in the supplier's records",
          ],
          correct: [1, 2, 4],
          explanation:
            "A recipient who is not the supplier, pressure to bypass approval and a new, unverified channel are classic signs of payment fraud. A CNPJ key already used for past payments and an amount matching an approved order are what a genuine request looks like, although they don't replace the usual checks.",
        },
        {
          prompt: "Which statement about the Pix Mecanismo Especial de Devolução (MED) is correct?",
          options: [
            "It returns a Pix that went to the wrong key because of a typing mistake",
            "It settles commercial disputes, such as a supplier sending the wrong quantity",
            "It is meant for fraud, scams and coercion, and works best when requested at once",
            "It returns the full amount within 24 hours once the payer's bank accepts the claim",
          ],
          correct: [2],
          explanation:
            "The MED exists for fraud, scams and coercion; typing mistakes and commercial disagreements are settled with the recipient. After a claim, the recipient's bank blocks what is still in the account and the banks analyse the case; if fraud is confirmed, the money still available is returned within up to 11 days. Speed decides how much is left.",
        },
        {
          prompt:
            "Your manager asks you to release an urgent supplier payment today. It needs a second approval, but the usual approver is on holiday. What is the best response?",
          options: [
            "Ask the named deputy approver to review it, even if that delays the payment",
            "Approve it yourself as the second person, and write down why it was urgent",
            "Split it into two payments, each below the limit that needs a second approval",
            "Release it on your manager's authority, since the request is in writing",
          ],
          correct: [0],
          explanation:
            "Two-person approval protects you only if a different person really checks. Approving your own payment or splitting it to stay under the limit removes the control exactly when urgency, the fraudster's favourite tool, is present, and a written instruction can come from a compromised mailbox. The deputy keeps the control working.",
        },
        {
          prompt:
            "A customer asks why you e-mailed them new bank details for your company's invoices. You never did. In your mailbox you find a rule you didn't create that forwards e-mails containing “invoice” to an outside address. What do you do?",
          options: [
            "Delete the rule and change your password, which closes the attacker's access",
            "Report it to security at once, and confirm the real details to the customer by phone",
            "Send your customers an e-mail from your account asking them to ignore new bank details",
            "Leave it there, because the customer noticed the problem before paying anything",
          ],
          correct: [1],
          explanation:
            "A rule you didn't create means your mailbox is probably compromised. Deleting it and changing the password may leave other access in place, such as open sessions or connected apps, and other customers may have received the same e-mail. E-mails from the compromised account can be read or altered by the attacker. Security needs to investigate now.",
        },
      ],
    },
    badge: {
      name: "Payment Fraud Stopper",
      description:
        "Spots CEO fraud, fake bank-detail changes, altered boletos and urgent Pix requests, and verifies them before any money moves.",
    },
  },
  pt: {
    title: "Fraude do e-mail corporativo: pare o dinheiro antes que ele saia",
    summary:
      "Reconheça a fraude do CEO, as falsas trocas de dados bancários de fornecedores, os boletos adulterados e os pedidos de Pix urgente, confirme tudo com uma ligação de retorno e um segundo aprovador e saiba o que fazer nos primeiros minutos se o dinheiro já saiu.",
    steps: [
      {
        title: "Como funciona a fraude do e-mail corporativo",
        body: [
          "A fraude do e-mail corporativo (BEC, na sigla em inglês) usa mensagens comuns de trabalho para desviar dinheiro. Em geral não há vírus nem link suspeito: só um e-mail, uma mensagem ou um PDF pedindo um pagamento ou uma troca de dados bancários, justamente quando isso parece normal. Em 2024, o IC3, centro de denúncias do FBI, registrou cerca de US$ 2,8 bilhões em perdas com BEC, atrás só das fraudes de investimento.",
          "Os criminosos imitam alguém com um domínio ou nome de exibição parecido ou, pior, invadem uma caixa de e-mail real: a sua, a de um diretor ou a de um fornecedor. Leem as conversas por semanas, descobrem quem paga o quê e quando, escondem respostas com regras e escrevem do endereço verdadeiro, na conversa verdadeira. No Brasil, o pagamento desviado costuma ser um boleto ou um Pix.",
        ],
        takeaways: [
          "BEC não precisa de vírus: é um pedido convincente para pagar ou trocar dados.",
          "Endereço e conversa verdadeiros não provam quem está escrevendo.",
        ],
        illustration: "email-warning",
        illustrationAlt: "Um e-mail de cobrança em uma conversa conhecida, com os dados bancários destacados por um sinal de alerta.",
      },
      {
        title: "Fraude do CEO e outros disfarces",
        body: [
          "Na fraude do CEO, a mensagem de um diretor pede um pagamento urgente e sigiloso: um imposto, uma aquisição, uma multa que vence hoje. Há versões que imitam advogados, auditores ou um colaborador pedindo ao RH o salário do mês em uma conta nova, e muitas levam você depressa para o WhatsApp ou um número pessoal, longe dos filtros e registros da empresa.",
          "Os sinais de alerta estão no pedido, não na escrita: sigilo, urgência, um favorecido ou uma conta nova, pressão para pular a aprovação habitual e troca de canal. Um diretor de verdade pode esperar dois minutos por uma checagem.",
        ],
        takeaways: [
          "Sigilo, urgência, conta nova e aprovação pulada: esse é o padrão.",
          "Confirme por um canal que você já conhece, não pelo que a mensagem oferece.",
        ],
        illustration: "social-engineer",
        illustrationAlt: "Uma figura usando a máscara de um diretor da empresa, segurando um pedido de pagamento urgente.",
      },
      {
        title: "Dados bancários de fornecedores e faturas",
        body: [
          "O BEC mais comum mira o contas a pagar. Um fornecedor com quem você trabalha de verdade anuncia uma conta nova, muitas vezes com carta assinada e um telefone para confirmar, ou chega uma fatura com valor e pedido certos, mas novos dados de pagamento. Se a caixa de e-mail do fornecedor foi invadida, tudo vai parecer correto.",
          "Por isso, trate qualquer troca de conta, chave Pix ou favorecido como pedido a confirmar, não como atualização a aplicar. Ligue para o fornecedor no número do cadastro ou do contrato, não no que veio junto com a troca, e fale com um contato que você conhece. Pague só em contas no nome do próprio fornecedor e peça que uma segunda pessoa aprove a troca.",
        ],
        takeaways: [
          "Troca de dados bancários é pedido a confirmar, não atualização a aplicar.",
          "Ligue de volta no número do cadastro, nunca no que veio com a troca.",
        ],
        illustration: "handshake",
        illustrationAlt:
          "Dois parceiros de negócios apertando as mãos, com um telefone entre eles usado para confirmar os dados bancários.",
      },
      {
        title: "Boletos e Pix: confira quem recebe o dinheiro",
        body: [
          "Um boleto falso pode ser forjado, editado no caminho ou alterado na tela por um vírus no navegador: valor e vencimento parecem certos, mas o código de barras paga outra pessoa. Os três primeiros dígitos indicam o banco, mas golpistas também têm contas em bancos grandes. A conferência decisiva é a tela que o banco mostra antes da confirmação: nome e CNPJ do beneficiário precisam ser os do fornecedor. Se não forem, pare e pegue a segunda via no canal oficial do fornecedor.",
          "Com o Pix é igual: antes da confirmação, o aplicativo mostra o nome do recebedor, parte do CPF ou CNPJ e a instituição. Empresas costumam receber em chave no próprio nome, muitas vezes o CNPJ; pedido urgente para pagar uma chave nova de pessoa física ou de outra empresa é o golpe clássico do Pix. Trate uma autorização de Pix Automático como débito automático: aprove só se corresponder a um contrato conhecido.",
        ],
        takeaways: [
          "Antes de confirmar, confira o nome e o CNPJ do beneficiário na tela do banco.",
          "Chave Pix nova ou recebedor que não é o fornecedor: pare e confirme.",
        ],
        illustration: "mobile-update",
        illustrationAlt: "A tela de confirmação de um aplicativo bancário com o nome e o CNPJ do beneficiário ampliados para conferência.",
      },
      {
        title: "Controles que seguram o dinheiro",
        body: [
          "Dois controles barram a maior parte do BEC. Retorno de ligação: todo favorecido novo, troca de dados bancários ou pagamento fora do comum é confirmado por telefone, em um número dos seus próprios registros. Dupla aprovação: uma pessoa lança o pagamento ou a alteração e outra aprova, e quem edita o cadastro de fornecedores não libera pagamentos.",
          "Controle só funciona se ninguém passar por fora dele. Pedidos urgentes e sigilosos são exatamente o que os golpistas mandam, então passam pelas mesmas checagens. Não divida um pagamento para ficar abaixo do limite nem aprove o próprio pedido porque o aprovador está fora; acione o substituto designado. Gestores: digam abertamente que pagamento atrasado é melhor que pagamento perdido.",
        ],
        takeaways: [
          "Ligue de volta em um número conhecido e exija um segundo aprovador.",
          "Urgência e sigilo são motivo para checar, não para pular controles.",
        ],
        illustration: "checklist",
        illustrationAlt:
          "Uma lista de conferência de pagamento com dois campos de assinatura e o ícone de um telefone para a ligação de retorno.",
      },
      {
        title: "Se o dinheiro já saiu",
        body: [
          "Cada minuto conta. Ligue na hora para o banco pelo canal oficial da empresa e peça o bloqueio ou o estorno. Em fraude com Pix, peça o Mecanismo Especial de Devolução (MED) no aplicativo do banco: o banco do recebedor bloqueia o que resta na conta, o MED 2.0 (obrigatório desde fevereiro de 2026) segue o dinheiro repassado a outras contas e, confirmada a fraude, o que sobrou volta em até 11 dias. Vale para fraude, golpe e coerção, não para desacordo comercial nem chave digitada errada.",
          "Reporte internamente na hora, mesmo que o erro tenha sido seu: pode haver uma caixa de e-mail invadida e outros pagamentos em risco. Guarde e-mails, comprovantes e mensagens, avise o fornecedor verdadeiro por um contato conhecido, registre um boletim de ocorrência e não fale com os golpistas nem apague nada.",
        ],
        takeaways: [
          "Ligue primeiro para o banco; em fraude com Pix, peça o MED na hora.",
          "Reporte internamente, guarde as evidências e registre o boletim de ocorrência.",
        ],
        illustration: "alarm",
        illustrationAlt: "Um alarme tocando ao lado de uma transferência bancária, com um cronômetro contando os minutos.",
      },
    ],
    keyTakeaways: [
      "BEC é um pedido convincente para pagar ou trocar dados, muitas vezes enviado de uma caixa de e-mail real e invadida.",
      "Trate toda troca de dados bancários ou de chave Pix como pedido a confirmar, ligando para um número que você já tem.",
      "Confira o nome e o CNPJ do beneficiário que o banco mostra antes de confirmar um boleto ou um Pix.",
      "Mantenha a dupla aprovação funcionando, principalmente nos pedidos urgentes ou sigilosos.",
      "Se o dinheiro foi para um golpista, ligue na hora para o banco, peça o MED no caso do Pix e reporte internamente.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Um fornecedor novo envia os dados bancários para cadastro. O PDF mostra o CNPJ dele, mas a conta é de outra empresa, que o fornecedor chama de “nosso parceiro de pagamentos”. O que você faz?",
          options: [
            "Cadastra, já que o CNPJ do fornecedor aparece no mesmo documento que a conta bancária",
            "Cadastra depois que o contato comercial do fornecedor confirmar a conta por e-mail",
            "Pede conta no nome do próprio fornecedor, confirmada por telefone em número conhecido",
            "Cadastra e faz antes um pequeno pagamento de teste para ver se a conta está funcionando",
          ],
          correct: [2],
          explanation:
            "Uma conta de outra pessoa quebra o vínculo entre a fatura e quem recebe, e “parceiro de pagamentos” é um disfarce comum de fraude. O CNPJ no PDF ou uma confirmação por e-mail podem vir do golpista, e o pagamento de teste prova que a conta existe, não de quem ela é. Pegue o número no contrato ou no site oficial do fornecedor.",
        },
        {
          prompt:
            "Dois dias antes da folha de pagamento, o RH recebe um e-mail do endereço corporativo de sempre de um colaborador pedindo que o salário do mês seja pago em uma conta nova, em um banco digital. A mensagem é educada e não tem erros. O que o RH deve fazer?",
          options: [
            "Confirmar com o colaborador pessoalmente, ou no telefone do cadastro do RH, antes de mudar",
            "Fazer a troca, já que o pedido veio do próprio e-mail corporativo do colaborador",
            "Responder ao e-mail pedindo que o colaborador anexe um extrato com a conta nova",
            "Fazer a troca e mandar um e-mail de confirmação, para o colaborador contestar se estiver errado",
          ],
          correct: [0],
          explanation:
            "O desvio de salário é uma variação comum de BEC, e a caixa do colaborador pode ser justamente a invadida: respostas e e-mails de confirmação vão para o golpista, que também consegue forjar um extrato. Uma checagem fora do e-mail, com os contatos que o RH já tem, barra o golpe.",
        },
        {
          prompt:
            "O boleto mensal do seu provedor de internet chega por e-mail, como sempre. Os três primeiros dígitos batem com o banco indicado e o valor está certo, mas o aplicativo do banco mostra um beneficiário e um CNPJ que não são os do provedor. O que você faz?",
          options: [
            "Paga, porque os dígitos iguais mostram que o boleto foi mesmo emitido por aquele banco",
            "Não paga; pega a segunda via no site ou no aplicativo oficial do provedor e compara",
            "Paga, porque boletos registrados são validados pelo banco antes de serem aceitos",
            "Paga e pede o estorno ao banco se o provedor disser depois que não recebeu o pagamento",
          ],
          correct: [1],
          explanation:
            "O beneficiário que o banco mostra é quem realmente recebe o dinheiro. Golpistas têm contas em bancos de verdade, então o código do banco não prova nada, e um boleto registrado mostra que foi emitido, não que foi o seu provedor quem o emitiu. Pagamento ao beneficiário errado é difícil de recuperar, então pare antes de confirmar.",
        },
        {
          prompt:
            "Uma mensagem pede que você pague hoje, por Pix, a fatura de um fornecedor. Quais destes são sinais de alerta? Marque todas as opções corretas.",
          options: [
            "A chave é o CNPJ do fornecedor, a mesma usada nos pagamentos anteriores",
            "O aplicativo mostra como recebedor uma pessoa física, não a empresa fornecedora",
            "A mensagem pede para pular a aprovação habitual por causa de um prazo",
            "O valor bate com o pedido de compra aprovado na semana passada",
            "O pedido veio por WhatsApp, de um número que não está no cadastro do fornecedor",
          ],
          correct: [1, 2, 4],
          explanation:
            "Um recebedor que não é o fornecedor, pressão para contornar a aprovação e um canal novo e não confirmado são sinais clássicos de fraude de pagamento. Uma chave CNPJ já usada em pagamentos anteriores e um valor igual ao de um pedido aprovado são o que um pedido legítimo costuma ter, embora não substituam as checagens de sempre.",
        },
        {
          prompt: "Qual afirmação sobre o Mecanismo Especial de Devolução (MED) do Pix está correta?",
          options: [
            "Ele devolve um Pix que foi para a chave errada por erro de digitação",
            "Ele resolve desacordos comerciais, como um fornecedor que entregou a quantidade errada",
            "Ele serve para fraude, golpe e coerção e funciona melhor quando pedido na hora",
            "Ele devolve o valor integral em 24 horas depois que o banco do pagador aceita o pedido",
          ],
          correct: [2],
          explanation:
            "O MED existe para fraude, golpe e coerção; erros de digitação e desacordos comerciais se resolvem com o recebedor. Depois do pedido, o banco do recebedor bloqueia o que ainda está na conta e os bancos analisam o caso; se a fraude for confirmada, o valor ainda disponível é devolvido em até 11 dias. A rapidez decide quanto sobra.",
        },
        {
          prompt:
            "Seu gestor pede que você libere hoje um pagamento urgente a um fornecedor. Ele exige uma segunda aprovação, mas o aprovador de sempre está de férias. Qual é a melhor resposta?",
          options: [
            "Pedir ao aprovador substituto designado que analise, mesmo que o pagamento atrase",
            "Aprovar você mesmo como segunda pessoa e registrar por escrito por que era urgente",
            "Dividir em dois pagamentos, cada um abaixo do limite que exige segunda aprovação",
            "Liberar com base na autoridade do gestor, já que o pedido está por escrito",
          ],
          correct: [0],
          explanation:
            "A dupla aprovação só protege se outra pessoa realmente conferir. Aprovar o próprio pagamento ou dividi-lo para ficar abaixo do limite desliga o controle justamente quando há urgência, a ferramenta preferida dos golpistas, e uma ordem por escrito pode vir de uma caixa de e-mail invadida. O substituto mantém o controle funcionando.",
        },
        {
          prompt:
            "Um cliente pergunta por que você mandou a ele novos dados bancários para as faturas da empresa. Você nunca mandou. Na sua caixa de e-mail há uma regra que você não criou, encaminhando mensagens com a palavra “fatura” para um endereço externo. O que você faz?",
          options: [
            "Apaga a regra e troca a senha, o que encerra o acesso do atacante",
            "Reporta à segurança na hora e confirma por telefone ao cliente os dados verdadeiros",
            "Manda aos clientes, da sua conta, um e-mail pedindo que ignorem dados bancários novos",
            "Deixa como está, porque o cliente percebeu o problema antes de pagar",
          ],
          correct: [1],
          explanation:
            "Uma regra que você não criou indica que sua caixa de e-mail provavelmente foi invadida. Apagá-la e trocar a senha pode deixar outros acessos abertos, como sessões ativas ou aplicativos conectados, e outros clientes podem ter recebido o mesmo e-mail. Mensagens enviadas da conta invadida podem ser lidas ou alteradas pelo atacante. A segurança precisa investigar agora.",
        },
      ],
    },
    badge: {
      name: "Guardião dos pagamentos",
      description:
        "Reconhece fraude do CEO, falsas trocas de dados bancários, boletos adulterados e pedidos de Pix urgente, e confirma tudo antes de o dinheiro sair.",
    },
  },
} satisfies CourseContent;

import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "insider-risk",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["insider-risk", "least-privilege", "offboarding", "speaking-up", "data-loss"],
  passingScore: 70,
  free: false,
  badgeColor: "#334155",
  references: [
    "CISA: Insider Threat Mitigation Guide (2020) and Defining Insider Threats",
    "Carnegie Mellon University SEI: Common Sense Guide to Mitigating Insider Threats, Seventh Edition (2022)",
    "NIST SP 800-53 Rev. 5: AC-6 (Least Privilege), PS-4 (Personnel Termination) and PS-5 (Personnel Transfer)",
    "ISO/IEC 27001:2022, Annex A controls 5.15 and 5.18 (access control and access rights), 6.5 (responsibilities after termination or change of employment) and 6.8 (information security event reporting)",
    "Decreto 11.129/2022, art. 57 (integrity programmes: reporting channels and protection of good-faith reporters)",
  ],
  en: {
    title: "Insider Risk: The Right Access and the Courage to Speak Up",
    summary:
      "Understand accidental, negligent and malicious insider risk, keep access to what your role needs, notice behaviour worth raising, leave a job without taking company data, and raise a concern the right way.",
    steps: [
      {
        title: "Who counts as an insider",
        body: [
          "An insider is anyone with legitimate access to your organisation's people, premises, systems or information: employees, interns, contractors, suppliers, and former staff whose access was never removed. CISA describes insider threat as the potential for such a person to use that access, knowingly or not, to harm the organisation.",
          "Most insider incidents are accidental: a spreadsheet sent to the wrong address, a folder shared with anyone who has the link, a password typed into a phishing page. Some are negligent: rules bypassed for convenience, such as work files sent to a personal e-mail account. A few are malicious: data taken to a competitor, fraud, sabotage or access sold to criminals. All three are managed the same way: the right access, mistakes reported quickly and a safe way to speak up.",
        ],
        takeaways: ["Insider risk is mostly about mistakes, not villains.", "Contractors, suppliers and former staff can be insiders too."],
        illustration: "id-badge",
        illustrationAlt: "An employee badge next to an office door, representing everyone who has legitimate access.",
      },
      {
        title: "Least privilege: the access you need, no more",
        body: [
          "Least privilege means each person has just the access their current role needs. Request access through the official process with a reason, and when you change roles, ask for the old access to be removed instead of keeping it just in case. Use an administrator account only for administrative tasks, and don't share your login or borrow anyone else's: everything done with an account is recorded under its owner's name.",
          "Managers should review their team's access regularly and confirm it still fits. Least privilege is not distrust: it limits the damage of any mistake or stolen password, and it makes unusual activity stand out.",
        ],
        takeaways: [
          "Ask for the access you need, and give back the access you don't.",
          "Don't share or borrow logins; actions are recorded under the owner's name.",
        ],
        illustration: "password-lock",
        illustrationAlt: "A set of keys where each person holds just the key to their own door.",
      },
      {
        title: "Signs worth noticing",
        body: [
          "Watch behaviour, not personality. Signs that deserve attention include accessing or downloading data unrelated to someone's job, large downloads or forwarding to personal accounts, especially around a resignation, asking colleagues for their credentials, trying to switch off or get round security tools, and unexplained work on sensitive systems at odd hours. One sign alone proves nothing, and people who are quiet, stressed or working late are not suspects.",
          "Criminals also recruit insiders. In 2025 a ransomware gang offered a BBC journalist a share of any ransom in exchange for access to his work laptop; he reported it to his security team straight away. Offers of money for your login, for running a file or for plugging in a device go to security, with the messages.",
        ],
        takeaways: [
          "Notice actions, such as unusual downloads, not personalities.",
          "Any offer to buy your access goes to security, with the messages.",
        ],
        illustration: "alarm",
        illustrationAlt: "An alarm bell beside a folder being copied in bulk to an external drive.",
      },
      {
        title: "Joiners, movers and leavers",
        body: [
          "Company information stays with the company when you leave. Client lists, proposals, code and reports produced at work belong to the employer, even if you wrote them, and taking copies for your portfolio can breach your contract and the law, including the LGPD when personal data is involved. Return laptops, badges, drives and documents, and ask IT to help you separate any personal files before you go.",
          "For managers, a leaver's last day is a security event: access removed on time, and at once after a dismissal, shared passwords changed, files and mailbox handed to a new owner, and devices collected. Movers need the same care, since access from the old role should go when the new one starts. A forgotten account of someone who has left is one of the easiest ways into a company.",
        ],
        takeaways: [
          "Work data stays with the company when you leave.",
          "Remove access on time, and hand files and mailbox to a new owner.",
        ],
        illustration: "checklist",
        illustrationAlt: "A leaver checklist with laptop, badge, access and file ownership ticked off.",
      },
      {
        title: "How to raise a concern",
        body: [
          "If something worries you, report what you saw, with dates and facts, to your security team, your manager, HR or the company's ethics or reporting channel, which often accepts anonymous reports. Don't investigate on your own, look through someone's files or confront them: that can warn a wrongdoer, destroy evidence or hurt an innocent colleague. Keep it confidential rather than discussing it with the team.",
          "In Brazil, integrity programmes under Decreto 11.129/2022 are expected to keep reporting channels and to protect people who report in good faith, and a good company protects reporters from retaliation whatever the law requires. The same openness applies to your own mistakes: reporting that you sent a file to the wrong person is how accidental insider incidents get contained quickly.",
        ],
        takeaways: [
          "Report facts through the proper channel; don't investigate or confront.",
          "Report your own mistakes fast; that is insider risk handled well.",
        ],
        illustration: "incident-report",
        illustrationAlt: "A person submitting a confidential report through a protected channel.",
      },
    ],
    keyTakeaways: [
      "Insiders include employees, contractors, suppliers and former staff; most incidents are accidental.",
      "Keep access to what your current role needs, and don't share or borrow logins.",
      "Notice behaviour such as unusual downloads or requests for credentials, not personalities.",
      "Company data stays with the company when you leave, and leavers' access goes on time.",
      "Raise concerns and your own mistakes through the proper channel, without investigating yourself.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "A colleague e-mails a spreadsheet with 2,000 customers' details to her personal Gmail so she can finish a report at home over the weekend. She means no harm. How should this be seen?",
          options: [
            "Not as an insider incident, because she had no intention of harming the company",
            "As a malicious insider case, which should go straight to the police for investigation",
            "As an insider incident even without bad intent; report it so it can be contained",
            "As acceptable, since she is allowed to see that spreadsheet at work",
          ],
          correct: [2],
          explanation:
            "Customer data has left the company's control, whatever her intention: a personal mailbox can be hacked or shared, and the company may have legal duties. Most insider incidents are accidental or negligent like this one. Reporting lets the privacy team assess and contain it; the police are not the first step.",
        },
        {
          prompt: "You moved from Finance to Marketing last month and notice you can still open the payments system. What do you do?",
          options: [
            "Ask for the old access to be removed, since your new role doesn't need it",
            "Keep it, in case the Finance team needs your help during the transition",
            "Keep it, but log in just when someone from Finance asks you to",
            "Use it to check past campaign payments, which relate to your new role",
          ],
          correct: [0],
          explanation:
            "Access left over from an old role is a classic least-privilege gap: if your account is ever phished, the attacker gets the payments system too. If Finance needs you, they can request temporary access through the usual process.",
        },
        {
          prompt:
            "Someone on LinkedIn offers you a large payment to run a small program on your work laptop, or to share your VPN login, “for a security research project”. What do you do?",
          options: [
            "Ignore the message and delete it, since you have no intention of accepting",
            "Reply to ask for more details, so you can judge whether it is legitimate",
            "Block the person but keep it to yourself, to avoid falling under suspicion",
            "Report it to security with the messages, since others may be targeted too",
          ],
          correct: [3],
          explanation:
            "Criminal groups recruit insiders this way, and the same person is probably messaging your colleagues. Security can warn others, watch for attempts on your account and use the messages as evidence. Reporting an approach protects you; replying only invites pressure.",
        },
        {
          prompt: "Which of these are worth raising through the proper channel? Select all that apply.",
          options: [
            "A colleague who is quiet and prefers to eat lunch on his own most days",
            "A colleague bulk-downloading client files unrelated to his job, just after resigning",
            "A colleague working late before a deadline on the project she leads",
            "Someone asking to borrow your login “just for today” because theirs is locked",
            "A contractor trying to disable the security software on a company laptop",
          ],
          correct: [1, 3, 4],
          explanation:
            "Bulk downloads unrelated to the job around a resignation, requests to share credentials and attempts to disable security controls are behaviours worth reporting. Being quiet or working late on your own project says nothing about risk, and treating it as suspicious damages trust.",
        },
        {
          prompt:
            "You notice a colleague forwarding confidential pricing files to a personal address every evening. You are worried but not sure. What is the right way to act?",
          options: [
            "Look through his mailbox and files first, so your report is backed by evidence",
            "Report what you saw, with dates, through security, HR or the ethics channel",
            "Ask him about it openly at the next team meeting, so everyone hears the answer",
            "Warn the rest of the team, so that everyone keeps an eye on him",
          ],
          correct: [1],
          explanation:
            "Reporting facts lets people with the authority and tools investigate properly, and there may be an innocent explanation. Searching his files yourself may break rules and spoil evidence, and raising it in public or warning colleagues can tip off a wrongdoer or unfairly damage an innocent person.",
        },
        {
          prompt: "You are leaving for a competitor next month. Which of these may you take with you?",
          options: [
            "Your client contact list, since you built those relationships yourself",
            "Copies of the proposals you wrote, to show as examples of your work",
            "Your personal photos and documents, separated with IT's help",
            "The code you wrote for internal tools, since you are its author",
          ],
          correct: [2],
          explanation:
            "Client lists, proposals and code produced at work belong to the employer, whoever wrote them, and client contacts are also personal data. Taking them can breach your contract and the law. Personal files are yours; separating them with IT avoids taking anything else by accident.",
        },
        {
          prompt: "A member of your team was dismissed this morning. As the manager, what should happen to his access?",
          options: [
            "Remove it now, change shared passwords, and pass on his files and mailbox",
            "Leave it until the end of the month, so he can hand over his work calmly first",
            "Keep his e-mail working for a few weeks, so clients can still reach him",
            "Remove it at the next quarterly access review, with the other changes",
          ],
          correct: [0],
          explanation:
            "After a dismissal, the risk of misuse is highest and the account must not outlive the employment. Handover is arranged by the manager, not through the leaver's access, and clients are redirected by an auto-reply or a new owner of the mailbox, not by keeping the account open.",
        },
      ],
    },
    badge: {
      name: "Trusted Insider",
      description:
        "Keeps access to what the role needs, notices behaviour worth raising, leaves without company data and speaks up the right way.",
    },
  },
  pt: {
    title: "Risco interno: o acesso certo e a coragem de falar",
    summary:
      "Entenda o risco interno acidental, negligente e malicioso, mantenha só o acesso de que sua função precisa, perceba comportamentos que merecem atenção, saia de um emprego sem levar dados da empresa e levante uma preocupação do jeito certo.",
    steps: [
      {
        title: "Quem é considerado interno",
        body: [
          "Interno é qualquer pessoa com acesso legítimo às pessoas, instalações, sistemas ou informações da organização: colaboradores, estagiários, prestadores de serviço, fornecedores e ex-colaboradores cujo acesso nunca foi removido. A CISA descreve a ameaça interna como a possibilidade de alguém assim usar esse acesso, por querer ou sem querer, para prejudicar a organização.",
          "A maioria dos incidentes internos é acidental: uma planilha enviada ao endereço errado, uma pasta compartilhada com qualquer pessoa que tenha o link, uma senha digitada em uma página de phishing. Alguns são negligentes: regras contornadas por comodidade, como arquivos de trabalho enviados ao e-mail pessoal. Poucos são maliciosos: dados levados para um concorrente, fraude, sabotagem ou acesso vendido a criminosos. Os três se gerenciam do mesmo jeito: acesso na medida certa, erros reportados rapidamente e um canal seguro para falar.",
        ],
        takeaways: [
          "Risco interno é sobretudo erro, não vilania.",
          "Prestadores, fornecedores e ex-colaboradores também podem ser internos.",
        ],
        illustration: "id-badge",
        illustrationAlt: "Um crachá de colaborador ao lado da porta do escritório, representando todos que têm acesso legítimo.",
      },
      {
        title: "Menor privilégio: o acesso de que você precisa, e só",
        body: [
          "Menor privilégio significa que cada pessoa tem só o acesso de que sua função atual precisa. Peça acessos pelo processo oficial, com justificativa, e, ao mudar de função, peça que os acessos antigos sejam removidos em vez de guardá-los por garantia. Use conta de administrador só para tarefas de administração, e não compartilhe seu login nem use o de outra pessoa: tudo o que é feito com uma conta fica registrado no nome do dono.",
          "Gestores devem revisar periodicamente os acessos da equipe e confirmar que ainda fazem sentido. Menor privilégio não é desconfiança: limita o estrago de qualquer erro ou senha roubada e faz atividades fora do comum chamarem atenção.",
        ],
        takeaways: [
          "Peça o acesso de que precisa e devolva o que não usa mais.",
          "Não compartilhe nem empreste logins; as ações ficam no nome do dono.",
        ],
        illustration: "password-lock",
        illustrationAlt: "Um conjunto de chaves em que cada pessoa tem só a chave da própria porta.",
      },
      {
        title: "Sinais que merecem atenção",
        body: [
          "Observe comportamentos, não personalidades. Merecem atenção: acessar ou baixar dados sem relação com o trabalho da pessoa, downloads em grande volume ou encaminhamentos para contas pessoais, principalmente perto de um pedido de demissão, pedir a colegas suas credenciais, tentar desligar ou contornar ferramentas de segurança e trabalho sem explicação em sistemas sensíveis em horários estranhos. Um sinal sozinho não prova nada, e quem é calado, está estressado ou fica até tarde não é suspeito.",
          "Criminosos também recrutam internos. Em 2025, uma quadrilha de ransomware ofereceu a um jornalista da BBC uma parte de qualquer resgate em troca de acesso ao notebook de trabalho dele; ele reportou à equipe de segurança na hora. Ofertas de dinheiro pelo seu login, para rodar um arquivo ou para conectar um dispositivo vão para a segurança, com as mensagens.",
        ],
        takeaways: [
          "Observe ações, como downloads fora do comum, e não personalidades.",
          "Qualquer oferta para comprar seu acesso vai para a segurança, com as mensagens.",
        ],
        illustration: "alarm",
        illustrationAlt: "Um alarme ao lado de uma pasta sendo copiada em massa para um disco externo.",
      },
      {
        title: "Entrada, mudança de função e saída",
        body: [
          "As informações da empresa ficam com a empresa quando você sai. Listas de clientes, propostas, código e relatórios produzidos no trabalho pertencem ao empregador, mesmo que tenham sido escritos por você, e levar cópias para o portfólio pode violar o contrato e a lei, inclusive a LGPD quando há dados pessoais. Devolva notebooks, crachás, pen drives e documentos e peça ajuda à TI para separar seus arquivos pessoais antes de sair.",
          "Para o gestor, o último dia de quem sai é um evento de segurança: acessos removidos no prazo, e imediatamente depois de uma demissão, senhas compartilhadas trocadas, arquivos e caixa de e-mail passados a um novo responsável e equipamentos recolhidos. Quem muda de função precisa do mesmo cuidado: os acessos da função antiga saem quando a nova começa. Uma conta esquecida de alguém que já saiu é uma das portas de entrada mais fáceis de uma empresa.",
        ],
        takeaways: [
          "Dados de trabalho ficam com a empresa quando você sai.",
          "Remova os acessos no prazo e passe arquivos e e-mail a um novo responsável.",
        ],
        illustration: "checklist",
        illustrationAlt: "Uma lista de desligamento com notebook, crachá, acessos e responsável pelos arquivos marcados.",
      },
      {
        title: "Como levantar uma preocupação",
        body: [
          "Se algo preocupar você, reporte o que viu, com datas e fatos, à equipe de segurança, ao seu gestor, ao RH ou ao canal de ética ou de denúncias da empresa, que muitas vezes aceita relatos anônimos. Não investigue por conta própria, não vasculhe os arquivos de ninguém e não confronte a pessoa: isso pode alertar quem age de má-fé, destruir evidências ou prejudicar um colega inocente. Mantenha o assunto em sigilo em vez de comentá-lo com a equipe.",
          "No Brasil, os programas de integridade previstos no Decreto 11.129/2022 devem manter canais de denúncia e proteger quem denuncia de boa-fé, e uma boa empresa protege contra retaliação independentemente do que a lei exige. A mesma abertura vale para os seus próprios erros: reportar que mandou um arquivo para a pessoa errada é o que permite conter rapidamente um incidente interno acidental.",
        ],
        takeaways: [
          "Reporte fatos pelo canal certo; não investigue nem confronte.",
          "Reporte rápido os seus próprios erros; isso é lidar bem com o risco interno.",
        ],
        illustration: "incident-report",
        illustrationAlt: "Uma pessoa enviando um relato confidencial por um canal protegido.",
      },
    ],
    keyTakeaways: [
      "Internos incluem colaboradores, prestadores, fornecedores e ex-colaboradores; a maioria dos incidentes é acidental.",
      "Mantenha só o acesso de que sua função atual precisa e não compartilhe nem empreste logins.",
      "Observe comportamentos, como downloads fora do comum ou pedidos de credenciais, e não personalidades.",
      "Os dados da empresa ficam com ela quando você sai, e os acessos de quem sai são removidos no prazo.",
      "Levante preocupações e reporte seus próprios erros pelo canal certo, sem investigar por conta própria.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Uma colega manda para o Gmail pessoal uma planilha com dados de 2.000 clientes para terminar um relatório em casa no fim de semana. Ela não quer prejudicar ninguém. Como enxergar isso?",
          options: [
            "Não como incidente interno, porque ela não tinha intenção de prejudicar a empresa",
            "Como um caso de ameaça interna maliciosa, que deve ir direto para a polícia",
            "Como um incidente interno mesmo sem má-fé; reporte para que ele seja contido",
            "Como algo aceitável, já que ela pode ver essa planilha no trabalho",
          ],
          correct: [2],
          explanation:
            "Os dados de clientes saíram do controle da empresa, qualquer que fosse a intenção: uma caixa pessoal pode ser invadida ou compartilhada, e a empresa pode ter deveres legais. A maioria dos incidentes internos é acidental ou negligente como este. Reportar permite à área de privacidade avaliar e conter o caso; a polícia não é o primeiro passo.",
        },
        {
          prompt:
            "Você passou do Financeiro para o Marketing no mês passado e percebe que ainda consegue abrir o sistema de pagamentos. O que você faz?",
          options: [
            "Pede que o acesso antigo seja removido, já que sua nova função não precisa dele",
            "Mantém, caso o Financeiro precise da sua ajuda durante a transição",
            "Mantém, mas entra no sistema quando alguém do Financeiro pedir",
            "Usa para conferir pagamentos de campanhas antigas, que têm a ver com a nova função",
          ],
          correct: [0],
          explanation:
            "Acesso que sobrou de uma função antiga é uma falha clássica de menor privilégio: se sua conta for vítima de phishing, o atacante leva junto o sistema de pagamentos. Se o Financeiro precisar de você, pode pedir um acesso temporário pelo processo normal.",
        },
        {
          prompt:
            "Alguém no LinkedIn oferece um bom pagamento para você rodar um pequeno programa no notebook de trabalho, ou passar seu login da VPN, “para um projeto de pesquisa em segurança”. O que você faz?",
          options: [
            "Ignora e apaga a mensagem, já que você não pretende aceitar a proposta",
            "Responde pedindo mais detalhes, para avaliar com calma se a proposta é legítima",
            "Bloqueia a pessoa, mas não conta a ninguém, para não acabar virando suspeito",
            "Reporta à segurança com as mensagens, porque outros podem ter sido abordados",
          ],
          correct: [3],
          explanation:
            "Grupos criminosos recrutam internos assim, e a mesma pessoa provavelmente está mandando mensagens aos seus colegas. A segurança pode alertar os outros, vigiar tentativas contra a sua conta e usar as mensagens como evidência. Reportar uma abordagem protege você; responder só atrai pressão.",
        },
        {
          prompt: "Quais destas situações merecem ser levadas ao canal certo? Marque todas as opções corretas.",
          options: [
            "Um colega calado que prefere almoçar sozinho na maioria dos dias",
            "Um colega baixando em massa arquivos de clientes alheios ao trabalho dele, logo após pedir demissão",
            "Uma colega que fica até tarde antes de um prazo no projeto que ela lidera",
            "Alguém pedindo seu login emprestado “só por hoje” porque o dele está bloqueado",
            "Um prestador tentando desativar o software de segurança de um notebook da empresa",
          ],
          correct: [1, 3, 4],
          explanation:
            "Downloads em massa sem relação com o trabalho perto de uma demissão, pedidos para compartilhar credenciais e tentativas de desligar controles de segurança são comportamentos a reportar. Ser calado ou ficar até tarde no próprio projeto não indica risco, e tratar isso como suspeito destrói a confiança.",
        },
        {
          prompt:
            "Você percebe que um colega encaminha arquivos confidenciais de preços para um endereço pessoal todas as noites. Você está preocupado, mas não tem certeza. Qual é o jeito certo de agir?",
          options: [
            "Olhar antes a caixa de e-mail e os arquivos dele, para a denúncia ter provas",
            "Reportar o que viu, com datas, à segurança, ao RH ou ao canal de ética",
            "Perguntar abertamente na próxima reunião da equipe, para o grupo ouvir a resposta",
            "Alertar o resto da equipe, para que fiquem de olho nele",
          ],
          correct: [1],
          explanation:
            "Reportar fatos permite que quem tem autoridade e ferramentas investigue direito, e pode haver uma explicação inocente. Vasculhar os arquivos dele pode violar regras e estragar evidências, e expor o caso em público ou alertar os colegas pode avisar quem age de má-fé ou prejudicar injustamente um inocente.",
        },
        {
          prompt: "Você vai sair no mês que vem para trabalhar em um concorrente. O que pode levar com você?",
          options: [
            "Sua lista de contatos de clientes, já que você construiu esses relacionamentos",
            "Cópias das propostas que escreveu, para mostrar como exemplos do seu trabalho",
            "Suas fotos e documentos pessoais, separados com a ajuda da TI",
            "O código que escreveu para ferramentas internas, já que você é o autor",
          ],
          correct: [2],
          explanation:
            "Listas de clientes, propostas e código produzidos no trabalho pertencem ao empregador, seja quem for o autor, e contatos de clientes também são dados pessoais. Levá-los pode violar o contrato e a lei. Arquivos pessoais são seus; separá-los com a TI evita levar outra coisa por engano.",
        },
        {
          prompt: "Um integrante da sua equipe foi demitido hoje de manhã. Como gestor, o que deve acontecer com os acessos dele?",
          options: [
            "Remover agora, trocar senhas compartilhadas e passar arquivos e e-mail a outra pessoa",
            "Manter até o fim do mês, para ele passar o trabalho com calma",
            "Manter o e-mail funcionando por algumas semanas, para os clientes ainda o encontrarem",
            "Remover na próxima revisão trimestral de acessos, junto com as outras mudanças",
          ],
          correct: [0],
          explanation:
            "Depois de uma demissão, o risco de mau uso é o maior possível e a conta não pode durar mais que o vínculo. A passagem do trabalho é organizada pelo gestor, não pelo acesso de quem saiu, e os clientes são redirecionados por uma resposta automática ou por um novo responsável pela caixa, não mantendo a conta aberta.",
        },
      ],
    },
    badge: {
      name: "Colega de confiança",
      description:
        "Mantém só o acesso de que a função precisa, percebe comportamentos que merecem atenção, sai sem levar dados da empresa e fala pelo canal certo.",
    },
  },
} satisfies CourseContent;

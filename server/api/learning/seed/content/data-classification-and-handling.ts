import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "data-classification-and-handling",
  area: "privacy-compliance",
  level: "beginner",
  durationMinutes: 5,
  tags: ["data-classification", "information-handling", "labelling", "retention", "secure-disposal"],
  passingScore: 70,
  free: false,
  badgeColor: "#4D7C0F",
  references: [
    "ISO/IEC 27001:2022, Annex A controls 5.12 (classification of information), 5.13 (labelling of information), 5.14 (information transfer), 7.10 (storage media) and 7.14 (secure disposal or re-use of equipment)",
    "NIST SP 800-88 Rev. 2: Guidelines for Media Sanitization (September 2025)",
    "LGPD (Lei 13.709/2018), arts. 5, 6, 11, 15, 16 and 46",
    "UK Government Security Classifications Policy, as an example of a published scheme",
  ],
  en: {
    title: "Data Classification and Handling: Label It, Share It Right, Let It Go",
    summary:
      "Learn what Public, Internal, Confidential and Restricted mean, how to label files and e-mails so the level travels with them, how to share by level, and how long to keep information before disposing of it safely.",
    steps: [
      {
        title: "Why information gets a label",
        body: [
          "Not all information needs the same care. A classification scheme gives every document, spreadsheet and message a level that tells everyone how to store it, who may see it, how to share it and when to dispose of it. The level depends on the harm that would follow if the information were leaked, altered or lost: harm to people, to clients and to the company.",
          "Most companies use four levels, though the names vary: Public, Internal, Confidential and Restricted. ISO/IEC 27001 asks organisations to classify and label information but lets each one choose its scheme, so learn yours. The information owner, usually the area that creates it, sets the level. When you're unsure, handle it at the higher level and ask: lowering a label later is easy, recalling a leak is not.",
        ],
        takeaways: [
          "The level reflects the harm if the information leaked, changed or disappeared.",
          "Unsure? Handle it at the higher level and ask the owner.",
        ],
        illustration: "data-protection",
        illustrationAlt: "A stack of documents sorted into four trays marked with increasing numbers of locks.",
      },
      {
        title: "The four levels in practice",
        body: [
          "Public: approved for anyone, such as published prices, press releases after publication and job ads. Internal: for employees and authorised contractors, with limited harm if leaked, such as the intranet, internal procedures and the organisation chart.",
          "Confidential: only for people who need it for their work, because a leak causes real harm. Customer lists, contracts, salaries, unpublished financial figures and most personal data belong here. Restricted: a small, named group, because a leak would cause serious harm. Think health data, merger plans, passwords and encryption keys, vulnerability reports and board papers before release. Sensitive personal data under the LGPD, such as health, biometrics, religion or ethnic origin, usually sits at this level.",
          "Watch out for aggregation: two harmless Internal lists, combined, can become Confidential. Classify the result, not the sources.",
        ],
        takeaways: [
          "Confidential: need to know. Restricted: named people only.",
          "Combined data can deserve a higher level than its parts.",
        ],
        illustration: "checklist",
        illustrationAlt: "A four-row chart from Public to Restricted, with fewer people icons on each row.",
      },
      {
        title: "Make the level visible",
        body: [
          "A level nobody can see protects nothing. Label documents in the header or footer, use the sensitivity labels built into your office tools, and mark e-mails in the subject line when your policy asks. Many labels do more than show a word: they can encrypt the file, block forwarding or printing, or stop external sharing, and they travel with the file.",
          "Keep labels honest. Don't lower a label to get round a sharing block; if you think a level is wrong, ask the owner to change it. Printouts and exports keep the level of their source, and a screenshot of a Restricted report is still Restricted. Treat unlabelled information as your policy says; many companies treat it as Internal until the owner decides.",
        ],
        takeaways: [
          "Label files and e-mails so the level travels with them.",
          "Don't downgrade a label to make sharing easier; ask the owner.",
        ],
        illustration: "email-writing",
        illustrationAlt: "An e-mail being written with a Confidential tag in the subject line and a lock on the attachment.",
      },
      {
        title: "Share according to the level",
        body: [
          "Public information can go anywhere. Internal information stays in company tools and with contractors who have an agreement. Confidential information goes only to named people who need it, through approved tools with access control, not through personal e-mail, personal cloud drives or messaging apps; outside the company, a contract or a non-disclosure agreement must cover it.",
          "Restricted information needs the owner's approval to share, goes to named individuals through encrypted channels, and is not forwarded, printed or copied to removable media unless the policy allows it. Neither Confidential nor Restricted information goes into AI tools that aren't approved for it. Before you press send, check the recipient: autocomplete slips are one of the most common causes of leaks.",
        ],
        takeaways: [
          "Share on a need-to-know basis, through approved tools.",
          "Check recipients before sending; autocomplete causes leaks.",
        ],
        illustration: "privacy-rights",
        illustrationAlt: "A document travelling through a locked channel to two named people while others are kept out.",
      },
      {
        title: "Keep it only as long as needed",
        body: [
          "Every kind of record has a retention period: some must be kept for years by law, such as tax, labour and accounting records, while others should go as soon as their purpose ends. The LGPD requires personal data to be eliminated when processing ends, unless the law allows keeping it, for example to meet a legal obligation. Copies kept just in case in downloads folders, personal drives and old e-mails are risk with no benefit.",
          "Disposal must match the level. Paper goes into a cross-cut shredder or a locked confidential-waste bin, not the recycling. Deleting files or formatting a drive doesn't remove the data, so laptops, phones, disks and USB drives go back to IT to be sanitised or destroyed, following guidance such as NIST SP 800-88. If Confidential or Restricted information is lost, sent to the wrong person or exposed, report it at once.",
        ],
        takeaways: [
          "Follow the retention schedule; don't keep copies just in case.",
          "Return devices to IT for sanitisation; deleting or formatting is not enough.",
        ],
        illustration: "time-management",
        illustrationAlt: "A clock beside a filing box, with an arrow leading to a shredder when the time is up.",
      },
    ],
    keyTakeaways: [
      "Classification tells everyone how to store, share and dispose of information, based on the harm a leak would cause.",
      "Public, Internal, Confidential, Restricted: the higher the level, the fewer people and the stronger the controls.",
      "Label files and e-mails, keep labels honest and classify combined data by what it reveals.",
      "Share Confidential and Restricted information only with named people who need it, through approved tools.",
      "Keep information only for its retention period, dispose of it securely and report losses at once.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "An HR spreadsheet lists employees' names, their medical leave dates and the diagnosis codes from their medical certificates. In a Public, Internal, Confidential and Restricted scheme, which level fits?",
          options: [
            "Internal, because it is about employees and stays inside the company's systems",
            "Confidential, the same level as the other HR spreadsheets with people's names",
            "Restricted, because diagnosis codes are health data, sensitive under the LGPD",
            "Not classified yet, since labels go on finished documents rather than drafts",
          ],
          correct: [2],
          explanation:
            "Diagnosis codes reveal health, a category of sensitive personal data under the LGPD, and a leak could lead to discrimination. That calls for the top level and a small named group. Staying inside the company doesn't make data Internal, and working files are classified from the start.",
        },
        {
          prompt:
            "For a sales analysis you merge two Internal reports: one lists client company names, the other each contract's value and renewal date. How should the merged file be classified?",
          options: [
            "By what it now reveals, probably Confidential; check with the data owner",
            "Internal, because a merged file takes the level of the sources it was built from",
            "Without a label, because working files made for an analysis need no classification",
            "Internal, as long as you delete the file as soon as the analysis is finished",
          ],
          correct: [0],
          explanation:
            "Together, the reports show which clients pay how much and when they renew, which competitors would value far more than either list. Aggregation can raise the level, so classify the result. Deleting it later doesn't protect it in the meantime, and working files need a label like any other.",
        },
        {
          prompt:
            "A colleague from another department asks you to forward the Restricted board presentation about a planned acquisition, “just to understand the strategy”. What do you do?",
          options: [
            "Forward it, since the colleague works here and signed the code of conduct",
            "Forward it with a note asking the colleague not to share it with anyone else",
            "Show it on your screen during a call, so no copy of the file changes hands",
            "Decline, and refer the colleague to the document's owner, who decides who may see it",
          ],
          correct: [3],
          explanation:
            "Restricted information goes to named people approved by the owner, not to everyone in the company. Showing it on screen is sharing it too, and a note asking for discretion doesn't remove the risk. The owner can decide whether there is a real need to know.",
        },
        {
          prompt: "Which of these would normally be classified as Public? Select all that apply.",
          options: [
            "The draft press release waiting for the legal team's approval",
            "The product prices published on the company's website",
            "A job advertisement already posted on LinkedIn",
            "The internal phone directory with employees' extensions",
            "The annual report after its official publication",
          ],
          correct: [1, 2, 4],
          explanation:
            "Information becomes Public once it has been approved and published, as with website prices, a posted job ad and a published annual report. A draft press release is not public until approved and released, and the internal directory helps social engineers, so it stays Internal.",
        },
        {
          prompt:
            "A Confidential file must go to an external auditor, but the sharing tool blocks external links for that label. A colleague suggests relabelling it Internal for a few minutes. What is right?",
          options: [
            "Relabel it, send it, and restore the Confidential label straight afterwards",
            "Keep the label, and ask the owner or IT for the approved external route",
            "Paste the contents into an e-mail body, where the label's rules don't apply",
            "Upload it to your personal cloud drive and send the auditor that link instead",
          ],
          correct: [1],
          explanation:
            "The block is the control working as intended. Downgrading the label, pasting the content elsewhere or using a personal drive all remove the protection and leave copies nobody controls. There is usually an approved way to share Confidential files with auditors, under their contract.",
        },
        {
          prompt: "Your team is replacing its laptops. One old laptop held Restricted files. What is the right way to dispose of it?",
          options: [
            "Delete the files, empty the recycle bin and donate the laptop to a local school",
            "Format the drive, reinstall the operating system and sell it to an employee",
            "Return it to IT for sanitisation or destruction under the disposal process",
            "Take the drive out and keep it locked in your desk drawer in case the files are needed",
          ],
          correct: [2],
          explanation:
            "Deleted and formatted data can often be recovered with free tools. Sanitisation methods such as cryptographic erase, or physical destruction, make recovery infeasible, and the record proves it was done. A drive in a drawer is an unmanaged copy of Restricted data.",
        },
        {
          prompt:
            "You find a shared folder of candidates' CVs from a hiring round that closed three years ago. The retention schedule does not mention keeping them. What should happen?",
          options: [
            "Flag it to the folder owner or privacy team, so the CVs are deleted properly",
            "Keep them, since they may be useful if a similar job opens in the future",
            "Move them to your personal drive, so the shared folder is tidier for everyone",
            "Delete the whole folder yourself at once, since keeping old personal data is the bigger risk",
          ],
          correct: [0],
          explanation:
            "The LGPD expects personal data to be eliminated when its purpose ends, so keeping CVs just in case is not allowed. Deleting them yourself skips the owner, who may know of a legal hold or an open claim, and leaves no record. A personal drive just creates another copy.",
        },
      ],
    },
    badge: {
      name: "Data Handling Pro",
      description: "Classifies and labels information, shares it according to its level, and keeps and disposes of it by the rules.",
    },
  },
  pt: {
    title: "Classificação da informação: rotule, compartilhe certo e descarte na hora certa",
    summary:
      "Entenda o que significam Pública, Interna, Confidencial e Restrita, como rotular arquivos e e-mails para que o nível vá junto com eles, como compartilhar de acordo com o nível e por quanto tempo guardar informações antes de descartá-las com segurança.",
    steps: [
      {
        title: "Por que a informação ganha um rótulo",
        body: [
          "Nem toda informação precisa do mesmo cuidado. Um esquema de classificação dá a cada documento, planilha e mensagem um nível que diz a todos como guardar, quem pode ver, como compartilhar e quando descartar. O nível depende do dano que aconteceria se a informação vazasse, fosse alterada ou se perdesse: dano às pessoas, aos clientes e à empresa.",
          "A maioria das empresas usa quatro níveis, com nomes que variam: Pública, Interna, Confidencial e Restrita. A ISO/IEC 27001 pede que as organizações classifiquem e rotulem a informação, mas deixa cada uma escolher seu esquema, então conheça o da sua empresa. Quem define o nível é o dono da informação, em geral a área que a produz. Na dúvida, trate no nível mais alto e pergunte: baixar um rótulo depois é fácil, desfazer um vazamento não é.",
        ],
        takeaways: [
          "O nível reflete o dano se a informação vazasse, mudasse ou sumisse.",
          "Na dúvida, trate no nível mais alto e pergunte ao dono.",
        ],
        illustration: "data-protection",
        illustrationAlt: "Uma pilha de documentos separada em quatro bandejas com cada vez mais cadeados.",
      },
      {
        title: "Os quatro níveis na prática",
        body: [
          "Pública: liberada para qualquer pessoa, como preços publicados, comunicados à imprensa já divulgados e anúncios de vagas. Interna: para colaboradores e terceiros autorizados, com dano limitado se vazar, como a intranet, procedimentos internos e o organograma.",
          "Confidencial: só para quem precisa dela no trabalho, porque um vazamento causa dano real. Listas de clientes, contratos, salários, números financeiros não divulgados e a maioria dos dados pessoais ficam aqui. Restrita: um grupo pequeno e nominal, porque um vazamento causaria dano grave. Pense em dados de saúde, planos de fusão, senhas e chaves de criptografia, relatórios de vulnerabilidades e material do conselho antes da divulgação. Dados pessoais sensíveis pela LGPD, como saúde, biometria, religião ou origem étnica, costumam ficar nesse nível.",
          "Cuidado com a agregação: duas listas Internas inofensivas, juntas, podem virar Confidencial. Classifique o resultado, não as fontes.",
        ],
        takeaways: [
          "Confidencial: só quem precisa. Restrita: só pessoas nomeadas.",
          "Dados combinados podem merecer um nível acima das partes.",
        ],
        illustration: "checklist",
        illustrationAlt: "Um quadro com quatro linhas, de Pública a Restrita, com menos ícones de pessoas a cada linha.",
      },
      {
        title: "Deixe o nível visível",
        body: [
          "Um nível que ninguém vê não protege nada. Rotule documentos no cabeçalho ou no rodapé, use os rótulos de confidencialidade das suas ferramentas de escritório e marque o assunto dos e-mails quando a política pedir. Muitos rótulos fazem mais do que mostrar uma palavra: podem criptografar o arquivo, bloquear encaminhamento ou impressão ou impedir o compartilhamento externo, e acompanham o arquivo aonde ele for.",
          "Mantenha os rótulos honestos. Não rebaixe um rótulo para contornar um bloqueio de compartilhamento; se achar que o nível está errado, peça ao dono que o altere. Impressões e exportações herdam o nível da origem, e a captura de tela de um relatório Restrito continua Restrita. Trate informação sem rótulo como a política manda; muitas empresas a tratam como Interna até o dono decidir.",
        ],
        takeaways: [
          "Rotule arquivos e e-mails para que o nível vá junto com eles.",
          "Não rebaixe um rótulo para facilitar o compartilhamento; fale com o dono.",
        ],
        illustration: "email-writing",
        illustrationAlt: "Um e-mail sendo escrito com a marca Confidencial no assunto e um cadeado no anexo.",
      },
      {
        title: "Compartilhe de acordo com o nível",
        body: [
          "Informação Pública pode ir para qualquer lugar. Informação Interna fica nas ferramentas da empresa e com terceiros que tenham contrato. Informação Confidencial vai só para pessoas nomeadas que precisam dela, por ferramentas aprovadas com controle de acesso, e não por e-mail pessoal, nuvem pessoal ou aplicativo de mensagens; fora da empresa, precisa estar coberta por contrato ou acordo de confidencialidade.",
          "Informação Restrita precisa da aprovação do dono para ser compartilhada, vai para pessoas nomeadas por canais criptografados e não é encaminhada, impressa ou copiada para mídias removíveis, a não ser que a política permita. Nem informação Confidencial nem Restrita vai para ferramentas de IA não aprovadas para isso. Antes de enviar, confira o destinatário: o preenchimento automático é uma das causas mais comuns de vazamento.",
        ],
        takeaways: [
          "Compartilhe só com quem precisa, por ferramentas aprovadas.",
          "Confira o destinatário antes de enviar; o preenchimento automático causa vazamentos.",
        ],
        illustration: "privacy-rights",
        illustrationAlt: "Um documento seguindo por um canal trancado até duas pessoas nomeadas, enquanto outras ficam de fora.",
      },
      {
        title: "Guarde só pelo tempo necessário",
        body: [
          "Cada tipo de registro tem um prazo de retenção: alguns precisam ser guardados por anos por lei, como registros fiscais, trabalhistas e contábeis, e outros devem ser eliminados assim que a finalidade acaba. A LGPD exige a eliminação dos dados pessoais ao fim do tratamento, salvo quando a lei autoriza guardá-los, por exemplo para cumprir uma obrigação legal. Cópias guardadas por garantia na pasta de downloads, em drives pessoais e em e-mails antigos são risco sem benefício.",
          "O descarte precisa combinar com o nível. Papel vai para a fragmentadora de corte cruzado ou para a urna trancada de descarte confidencial, não para a reciclagem. Apagar arquivos ou formatar um disco não elimina os dados, então notebooks, celulares, discos e pen drives voltam para a TI para serem sanitizados ou destruídos, seguindo referências como a NIST SP 800-88. Se uma informação Confidencial ou Restrita se perder, for enviada à pessoa errada ou ficar exposta, reporte na hora.",
        ],
        takeaways: [
          "Siga a tabela de retenção; não guarde cópias por garantia.",
          "Devolva os aparelhos à TI para sanitização; apagar ou formatar não basta.",
        ],
        illustration: "time-management",
        illustrationAlt: "Um relógio ao lado de uma caixa de arquivo, com uma seta que leva à fragmentadora quando o prazo acaba.",
      },
    ],
    keyTakeaways: [
      "A classificação diz a todos como guardar, compartilhar e descartar a informação, conforme o dano que um vazamento causaria.",
      "Pública, Interna, Confidencial, Restrita: quanto mais alto o nível, menos pessoas e controles mais fortes.",
      "Rotule arquivos e e-mails, mantenha os rótulos honestos e classifique dados combinados pelo que revelam.",
      "Compartilhe informação Confidencial e Restrita só com pessoas nomeadas que precisam dela, por ferramentas aprovadas.",
      "Guarde a informação só pelo prazo de retenção, descarte com segurança e reporte perdas na hora.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Uma planilha do RH traz nomes de colaboradores, as datas dos afastamentos médicos e os códigos CID dos atestados. Em um esquema com Pública, Interna, Confidencial e Restrita, qual nível se aplica?",
          options: [
            "Interna, porque trata de colaboradores e fica dentro dos sistemas da empresa",
            "Confidencial, o mesmo nível das outras planilhas do RH com nomes de pessoas",
            "Restrita, porque o CID é dado de saúde, que a LGPD trata como dado sensível",
            "Ainda sem nível, porque o rótulo vem nos documentos finalizados, não em rascunhos",
          ],
          correct: [2],
          explanation:
            "O CID revela a saúde da pessoa, uma categoria de dado pessoal sensível pela LGPD, e um vazamento pode levar a discriminação. Isso pede o nível mais alto e um grupo pequeno e nominal. Ficar dentro da empresa não torna o dado Interno, e arquivos em andamento são classificados desde o início.",
        },
        {
          prompt:
            "Para uma análise de vendas, você junta dois relatórios Internos: um lista os nomes das empresas clientes, o outro o valor e a data de renovação de cada contrato. Como classificar o arquivo combinado?",
          options: [
            "Pelo que ele revela agora, provavelmente Confidencial; confirme com o dono dos dados",
            "Interna, porque um arquivo herda o nível das fontes usadas para montá-lo",
            "Sem rótulo, porque arquivos de trabalho feitos para uma análise não precisam de classificação",
            "Interna, desde que você apague o arquivo assim que a análise terminar",
          ],
          correct: [0],
          explanation:
            "Juntos, os relatórios mostram quais clientes pagam quanto e quando renovam, o que vale muito mais para um concorrente do que cada lista sozinha. A agregação pode elevar o nível, então classifique o resultado. Apagar depois não protege o arquivo enquanto ele existe, e arquivos de trabalho também precisam de rótulo.",
        },
        {
          prompt:
            "Um colega de outro departamento pede que você encaminhe a apresentação Restrita do conselho sobre uma aquisição planejada, “só para entender a estratégia”. O que você faz?",
          options: [
            "Encaminha, já que o colega é da empresa e assinou o código de conduta",
            "Encaminha com um pedido para que o colega não repasse o arquivo para mais ninguém",
            "Mostra na sua tela durante uma chamada, para que o arquivo não circule por e-mail",
            "Recusa e indica o dono do documento, que é quem decide quem pode ter acesso a ele",
          ],
          correct: [3],
          explanation:
            "Informação Restrita vai para pessoas nomeadas e aprovadas pelo dono, não para qualquer um da empresa. Mostrar na tela também é compartilhar, e um pedido de discrição não elimina o risco. O dono pode avaliar se existe uma necessidade real de acesso.",
        },
        {
          prompt: "Quais destas informações normalmente são classificadas como Públicas? Marque todas as opções corretas.",
          options: [
            "O rascunho do comunicado à imprensa que aguarda aprovação do jurídico",
            "Os preços dos produtos publicados no site da empresa",
            "Um anúncio de vaga já publicado no LinkedIn",
            "A lista telefônica interna com os ramais dos colaboradores",
            "O relatório anual depois da publicação oficial",
          ],
          correct: [1, 2, 4],
          explanation:
            "A informação se torna Pública depois de aprovada e publicada, como os preços no site, a vaga anunciada e o relatório anual divulgado. O rascunho do comunicado não é público até ser aprovado e divulgado, e a lista de ramais ajuda engenheiros sociais, por isso continua Interna.",
        },
        {
          prompt:
            "Um arquivo Confidencial precisa ir para um auditor externo, mas a ferramenta de compartilhamento bloqueia links externos para esse rótulo. Um colega sugere trocar o rótulo para Interna por alguns minutos. O que é o certo?",
          options: [
            "Trocar o rótulo, enviar e voltar para Confidencial logo em seguida",
            "Manter o rótulo e pedir ao dono ou à TI o caminho aprovado para fora",
            "Colar o conteúdo no corpo de um e-mail, onde as regras do rótulo não valem",
            "Subir o arquivo na sua nuvem pessoal e mandar esse link para o auditor",
          ],
          correct: [1],
          explanation:
            "O bloqueio é o controle funcionando como deveria. Rebaixar o rótulo, colar o conteúdo em outro lugar ou usar uma nuvem pessoal removem a proteção e deixam cópias que ninguém controla. Em geral existe um caminho aprovado para compartilhar arquivos Confidenciais com auditores, cobertos por contrato.",
        },
        {
          prompt: "Sua equipe está trocando os notebooks. Um dos antigos guardava arquivos Restritos. Qual é o jeito certo de descartá-lo?",
          options: [
            "Apagar os arquivos, esvaziar a lixeira e doar o notebook para uma escola do bairro",
            "Formatar o disco, reinstalar o sistema operacional e vender para um colaborador",
            "Devolver à TI para sanitização ou destruição, pelo processo de descarte",
            "Tirar o disco e guardá-lo trancado na gaveta, caso os arquivos sejam necessários",
          ],
          correct: [2],
          explanation:
            "Dados apagados ou formatados muitas vezes podem ser recuperados com programas gratuitos. Métodos de sanitização, como o apagamento criptográfico, ou a destruição física tornam a recuperação inviável, e o registro comprova que foi feito. Um disco na gaveta é uma cópia de dados Restritos sem nenhum controle.",
        },
        {
          prompt:
            "Você encontra uma pasta compartilhada com currículos de candidatos de um processo seletivo encerrado há três anos. A tabela de retenção não prevê guardá-los. O que deve acontecer?",
          options: [
            "Levar ao dono da pasta ou à área de privacidade, para que os currículos sejam eliminados",
            "Guardar, porque podem ser úteis se surgir uma vaga parecida no futuro",
            "Mover para o seu drive pessoal, para deixar a pasta compartilhada mais organizada",
            "Apagar a pasta inteira você mesmo na hora, já que guardar dados pessoais antigos é o risco maior",
          ],
          correct: [0],
          explanation:
            "A LGPD espera que dados pessoais sejam eliminados quando a finalidade acaba, então guardar currículos por garantia não é permitido. Apagar por conta própria passa por cima do dono, que pode saber de uma retenção judicial ou de uma reclamação em andamento, e não deixa registro. Um drive pessoal só cria mais uma cópia.",
        },
      ],
    },
    badge: {
      name: "Informação bem cuidada",
      description: "Classifica e rotula informações, compartilha de acordo com o nível e guarda e descarta conforme as regras.",
    },
  },
} satisfies CourseContent;

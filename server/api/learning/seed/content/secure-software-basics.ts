import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "secure-software-basics",
  area: "cybersecurity",
  level: "intermediate",
  durationMinutes: 6,
  tags: ["secure-coding", "owasp", "developers", "supply-chain", "appsec"],
  passingScore: 70,
  free: false,
  badgeColor: "#1D4ED8",
  references: [
    "OWASP Top 10:2025 (and the 2021 edition it replaces)",
    "OWASP Application Security Verification Standard (ASVS) 5.0",
    "OWASP Cheat Sheet Series: Input Validation, Query Parameterization, Secrets Management, Error Handling",
    "NIST SP 800-218 Secure Software Development Framework (SSDF) version 1.1",
    "CISA: Secure by Design principles; SLSA v1.0 supply-chain levels",
  ],
  en: {
    title: "Secure Software Basics for Developers",
    summary:
      "The habits that prevent most vulnerabilities: the OWASP Top 10:2025, validating input and parameterising queries, keeping secrets out of code, managing dependencies, least privilege, safe error handling, and code review and testing that catch what slips through.",
    steps: [
      {
        title: "The OWASP Top 10:2025",
        body: [
          "The OWASP Top 10 is the best-known list of web application risks. The current edition, 2025, ranks them as: A01 Broken Access Control, A02 Security Misconfiguration, A03 Software Supply Chain Failures, A04 Cryptographic Failures, A05 Injection, A06 Insecure Design, A07 Authentication Failures, A08 Software or Data Integrity Failures, A09 Security Logging and Alerting Failures, and A10 Mishandling of Exceptional Conditions.",
          "Compared with 2021, supply chain grew from “vulnerable and outdated components” into a full category, server-side request forgery joined access control, and error handling got its own place. The list raises awareness; for concrete requirements to build and test against, use OWASP ASVS.",
        ],
        takeaways: [
          "Access control is still the top risk; supply chain is new in 2025.",
          "Use the Top 10 for awareness and ASVS for requirements.",
        ],
        illustration: "code-review",
        illustrationAlt: "A code editor window with angle brackets, and a magnifying glass with a tick.",
      },
      {
        title: "Check access, validate input, parameterise queries",
        body: [
          "Check authorisation on the server for every request and every object: the user may call this endpoint, and this invoice belongs to their account. Deny by default. Hiding a button or using random ids is not access control.",
          "Treat everything from outside as untrusted: form fields, headers, files, webhooks and data from other services. Validate on the server against what you expect (type, length, format, allowed values); client-side checks only help the user. Pass data to databases through parameterised queries or your ORM's bindings, never by joining strings, and let the template engine encode output for its context. Keep user input away from shell commands and eval.",
        ],
        takeaways: [
          "Authorise every request and every object on the server, denying by default.",
          "Validate with allow-lists on the server and always parameterise queries.",
        ],
        illustration: "browser-shield",
        illustrationAlt: "A browser window with a form, a shield checking the data before it reaches a database.",
      },
      {
        title: "Keep secrets out of code",
        body: [
          "API keys, database passwords and tokens do not belong in source code, committed config files, container images or logs. Load them at runtime from a secrets manager or the platform's secret store, give each environment its own, and turn on secret scanning with push protection in your repositories.",
          "If a secret is exposed, revoke or rotate it first. Removing it from the latest commit is not enough: it stays in the history, in forks and clones, and bots scan public repositories within minutes. Then check logs for its use and clean the history.",
        ],
        takeaways: [
          "Secrets come from a secrets manager at runtime, never from the repository.",
          "A leaked secret is rotated first and cleaned up after.",
        ],
        illustration: "password-lock",
        illustrationAlt: "A key locked inside a vault, separated from a file of source code.",
      },
      {
        title: "Dependencies and the supply chain",
        body: [
          "Most of your application is other people's code. Commit lockfiles and install exactly what they pin in CI, scan dependencies for known vulnerabilities on every build, and keep them updated with automated pull requests that your tests verify. Before adding a package, look at its maintainers, age, downloads and install scripts: typosquatted names and hijacked maintainer accounts are common routes for malware.",
          "Protect the pipeline too. Give CI jobs the narrowest tokens they need, pin third-party actions to a commit, and sign or attest what you build so that what you deploy is what you built.",
        ],
        takeaways: ["Lockfiles, scanning and regular, tested updates.", "Vet new packages and give CI the narrowest tokens."],
        illustration: "download-check",
        illustrationAlt: "A package being checked with a magnifying glass before joining a stack of other packages.",
      },
      {
        title: "Least privilege and failing safely",
        body: [
          "Give each service, database user and token only the permissions it needs, for as little time as possible: the application does not need to drop tables, and a read-only report job does not need write access. Separate accounts for migrations and runtime limit the damage of any single flaw.",
          "When something fails, fail closed: an error during an authorisation check means “deny”. Show users a generic message with a reference, and log the details on the server, including security events such as failed logins and denied access, but never passwords, tokens or unnecessary personal data.",
        ],
        takeaways: [
          "Minimal permissions per service and per token, for the shortest time.",
          "Fail closed, show generic errors, and log security events without secrets.",
        ],
        illustration: "security-key",
        illustrationAlt: "A set of keys where each opens only one small door.",
      },
      {
        title: "Code review and security testing",
        body: [
          "In every review, ask: who can call this, what input reaches it, what does it trust, and what happens when it fails? Automate what machines do well in CI: static analysis, dependency and secret scanning. Run dynamic scans against a test environment, and write tests for abuse cases, such as another customer's id or an expired token, not only the happy path.",
          "For new features that handle money, personal data or permissions, spend half an hour on a threat model before coding. Fix findings by risk, and treat a security bug like any other defect: with a test that proves it stays fixed.",
        ],
        takeaways: [
          "Review for access, input, trust and failure; automate scanning in CI.",
          "Test abuse cases and threat-model sensitive features.",
        ],
        illustration: "checklist",
        illustrationAlt: "A review checklist beside a pull request with automated scan results.",
      },
    ],
    keyTakeaways: [
      "OWASP Top 10:2025 is current: access control first, supply chain new, error handling included.",
      "Authorise every request and object on the server; validate input and parameterise queries.",
      "Secrets live in a secrets manager; a leaked one is rotated first.",
      "Pin, scan and update dependencies, vet new ones and limit CI tokens.",
      "Least privilege, fail closed, and review and test for abuse, not just the happy path.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "A teammate says the OWASP Top 10 from 2021 is still the latest list and that supply chain is not in it. What is accurate?",
          options: [
            "The 2021 list is still the latest, because OWASP revises it once a decade",
            "The 2025 edition is current and has Software Supply Chain Failures as A03",
            "Supply chain appears only in OWASP's separate list for LLM applications",
            "The 2025 edition replaced Injection with a new supply-chain category at A05",
          ],
          correct: [1],
          explanation:
            "OWASP published the Top 10:2025, which adds Software Supply Chain Failures, broadening 2021's vulnerable and outdated components. Injection is still on the list, at A05, and the editions come every few years, not once a decade.",
        },
        {
          prompt:
            "Logged in as a customer, you open /api/invoices/1043. Changing the URL to /api/invoices/1044 shows another customer's invoice. What is the issue and the fix?",
          options: [
            "Injection: escape the id before it is placed in the database query",
            "Cryptographic failure: encrypt the invoice ids that appear in the address bar",
            "Misconfiguration: switch to random UUIDs so that ids cannot be guessed",
            "Broken access control: check on the server that the invoice is the caller's",
          ],
          correct: [3],
          explanation:
            "The server returns an object without checking that it belongs to the caller, a classic broken access control flaw. Random or encrypted ids make guessing harder but still leak data when an id is known, and escaping does nothing here because no query is being altered.",
        },
        {
          prompt: "Which line handles a search term from the user safely in a SQL query?",
          options: [
            'db.query("SELECT * FROM users WHERE name = \'" + term.replaceAll("\'", "\'\'") + "\'")',
            'db.query("SELECT * FROM users WHERE name = $1", [term])',
            'db.query("SELECT * FROM users WHERE name = \'" + escapeHtml(term) + "\'")',
            "db.query(`SELECT * FROM users WHERE name = '${term.trim()}'`)",
          ],
          correct: [1],
          explanation:
            "A parameterised query sends the value separately from the SQL, so it can never change the statement. Hand-made quote escaping misses edge cases, HTML escaping is for a different context, and trimming or template strings still build the query from user input.",
        },
        {
          prompt: "Ten minutes ago you pushed a cloud access key to a public repository. What should you do first?",
          options: [
            "Revoke or rotate the key at once, then check its use and clean the history",
            "Force-push a commit without the key so that it vanishes from the history",
            "Make the repository private, which takes away access to what was exposed",
            "Add the config file to .gitignore so that Git stops tracking it from now on",
          ],
          correct: [0],
          explanation:
            "Bots harvest keys from public repositories within minutes, and clones, forks and caches keep copies that a force-push or a private setting cannot reach. Only revoking or rotating the key makes the leaked copy useless; .gitignore does not affect files already committed.",
        },
        {
          prompt: "Select all that apply: which practices reduce supply-chain risk in a Node.js project?",
          options: [
            "Committing the lockfile and installing with npm ci in the CI pipeline",
            "Depending on the “latest” tag so that every build picks up fixes by itself",
            "Checking a new package's maintainers, age and install scripts before adding it",
            "Scanning dependencies for known vulnerabilities on every build",
            "Pinning third-party CI actions to a full commit hash rather than a tag",
          ],
          correct: [0, 2, 3, 4],
          explanation:
            "Lockfiles make builds reproducible, vetting catches typosquats and hijacked packages, scanning finds known flaws, and a commit hash cannot be moved the way a tag can. Floating on “latest” pulls in whatever was published last, including a compromised release.",
        },
        {
          prompt: "Your production application connects to the database as its owner, with the right to drop tables. What should change?",
          options: [
            "Put a web application firewall in front, so the database user can stay as it is",
            "Keep the owner account but catch every database error to hide it from attackers",
            "Give the app a user with only the rights it needs, and run migrations separately",
            "Let two developers share the owner password so that each change gets a second look",
          ],
          correct: [2],
          explanation:
            "Least privilege limits what any flaw, such as an injection, can do: the runtime user reads and writes what it must, and a separate account runs migrations. A firewall helps but does not cap the damage, hiding errors changes nothing, and shared passwords weaken accountability.",
        },
        {
          prompt:
            "In production, a failed payment call shows users a 500 page with a stack trace and the SQL query. What is the best change?",
          options: [
            "Keep the stack trace, since it helps users describe the bug precisely",
            "Return a 200 status with an empty body, so that attackers learn nothing",
            "Retry the payment in a loop until it succeeds, so users do not see the error",
            "Show a generic message with a reference id, and log the details on the server",
          ],
          correct: [3],
          explanation:
            "Stack traces and queries tell attackers about your code and database. A generic message with a reference lets support find the server-side log. A false 200 hides real failures from clients and monitoring, and blind retries can charge a customer twice.",
        },
      ],
    },
    badge: {
      name: "Secure Coder",
      description:
        "Builds with the OWASP Top 10:2025 in mind: access checks, safe input handling, secrets management, supply-chain hygiene and security testing.",
    },
  },
  pt: {
    title: "Fundamentos de software seguro para desenvolvedores",
    summary:
      "Os hábitos que evitam a maior parte das vulnerabilidades: o OWASP Top 10:2025, validação de entrada e consultas parametrizadas, segredos fora do código, gestão de dependências, menor privilégio, tratamento seguro de erros e revisão de código e testes que pegam o que escapa.",
    steps: [
      {
        title: "Os dez riscos do OWASP em 2025",
        body: [
          "O OWASP Top 10 é a lista mais conhecida de riscos de aplicações web. A edição atual, de 2025, traz: A01 Broken Access Control (controle de acesso falho), A02 Security Misconfiguration, A03 Software Supply Chain Failures (falhas na cadeia de suprimentos de software), A04 Cryptographic Failures, A05 Injection, A06 Insecure Design, A07 Authentication Failures, A08 Software or Data Integrity Failures, A09 Security Logging and Alerting Failures e A10 Mishandling of Exceptional Conditions (tratamento inadequado de condições excepcionais).",
          "Em relação a 2021, a cadeia de suprimentos deixou de ser só “componentes vulneráveis e desatualizados” e virou uma categoria inteira, o SSRF passou a fazer parte do controle de acesso, e o tratamento de erros ganhou lugar próprio. A lista serve para conscientizar; para requisitos concretos de desenvolvimento e teste, use o OWASP ASVS.",
        ],
        takeaways: [
          "Controle de acesso segue no topo; cadeia de suprimentos é novidade em 2025.",
          "Use o Top 10 para conscientizar e o ASVS como requisito.",
        ],
        illustration: "code-review",
        illustrationAlt: "Uma janela de editor de código com sinais de menor e maior e uma lupa com um visto.",
      },
      {
        title: "Verifique acesso, valide entradas, parametrize consultas",
        body: [
          "Verifique a autorização no servidor em cada requisição e para cada objeto: o usuário pode chamar este endpoint, e esta fatura pertence à conta dele. Negue por padrão. Esconder um botão ou usar IDs aleatórios não é controle de acesso.",
          "Trate como não confiável tudo o que vem de fora: campos de formulário, cabeçalhos, arquivos, webhooks e dados de outros serviços. Valide no servidor contra o que você espera (tipo, tamanho, formato, valores permitidos); a validação no cliente só ajuda o usuário. Passe dados ao banco por consultas parametrizadas ou pelos parâmetros do ORM, nunca concatenando strings, e deixe o motor de templates codificar a saída para o contexto. Mantenha a entrada do usuário longe de comandos de shell e de eval.",
        ],
        takeaways: [
          "Autorize cada requisição e cada objeto no servidor, negando por padrão.",
          "Valide no servidor com listas de permitidos e parametrize sempre as consultas.",
        ],
        illustration: "browser-shield",
        illustrationAlt: "Uma janela de navegador com um formulário e um escudo conferindo os dados antes de chegarem ao banco.",
      },
      {
        title: "Segredos fora do código",
        body: [
          "Chaves de API, senhas de banco e tokens não ficam no código-fonte, em arquivos de configuração versionados, em imagens de contêiner nem em logs. Carregue-os em tempo de execução de um cofre de segredos ou do repositório de segredos da plataforma, use um por ambiente e ative a varredura de segredos com bloqueio de push nos repositórios.",
          "Se um segredo vazar, revogue ou troque primeiro. Tirá-lo do último commit não basta: ele continua no histórico, em forks e clones, e robôs varrem repositórios públicos em minutos. Depois, confira nos logs se ele foi usado e limpe o histórico.",
        ],
        takeaways: [
          "Segredos vêm de um cofre em tempo de execução, nunca do repositório.",
          "Segredo vazado: primeiro troca, depois limpeza.",
        ],
        illustration: "password-lock",
        illustrationAlt: "Uma chave trancada em um cofre, separada de um arquivo de código-fonte.",
      },
      {
        title: "Dependências e cadeia de suprimentos",
        body: [
          "A maior parte da sua aplicação é código de outras pessoas. Versione os lockfiles e instale exatamente o que eles fixam no CI, rode varredura de vulnerabilidades conhecidas em todo build e mantenha as dependências atualizadas com pull requests automáticos validados pelos testes. Antes de adicionar um pacote, veja mantenedores, idade, downloads e scripts de instalação: nomes parecidos (typosquatting) e contas de mantenedores sequestradas são caminhos comuns para malware.",
          "Proteja também o pipeline. Dê aos jobs de CI os tokens mais restritos possíveis, fixe actions de terceiros em um commit e assine ou ateste o que você gera, para que o que vai a produção seja o que foi construído.",
        ],
        takeaways: [
          "Lockfiles, varredura e atualizações regulares e testadas.",
          "Avalie pacotes novos e dê ao CI os tokens mais restritos.",
        ],
        illustration: "download-check",
        illustrationAlt: "Um pacote sendo examinado com uma lupa antes de entrar numa pilha de outros pacotes.",
      },
      {
        title: "Menor privilégio e falha segura",
        body: [
          "Dê a cada serviço, usuário de banco e token só as permissões de que ele precisa, pelo menor tempo possível: a aplicação não precisa apagar tabelas, e um job de relatório só de leitura não precisa escrever. Contas separadas para migrações e para a execução limitam o estrago de qualquer falha isolada.",
          "Quando algo falhar, falhe fechado: um erro durante a checagem de autorização significa “negar”. Mostre ao usuário uma mensagem genérica com um código de referência e registre os detalhes no servidor, incluindo eventos de segurança como logins falhos e acessos negados, mas nunca senhas, tokens ou dados pessoais desnecessários.",
        ],
        takeaways: [
          "Permissões mínimas por serviço e por token, pelo menor tempo.",
          "Falhe fechado, mostre erros genéricos e registre eventos sem segredos.",
        ],
        illustration: "security-key",
        illustrationAlt: "Um molho de chaves em que cada uma abre só uma porta pequena.",
      },
      {
        title: "Revisão de código e testes de segurança",
        body: [
          "Em toda revisão, pergunte: quem pode chamar isto, que entrada chega aqui, em que isto confia e o que acontece quando falha? Automatize no CI o que máquinas fazem bem: análise estática e varredura de dependências e de segredos. Rode varreduras dinâmicas contra um ambiente de teste e escreva testes para casos de abuso, como o ID de outro cliente ou um token expirado, e não só para o caminho feliz.",
          "Em funcionalidades novas que lidam com dinheiro, dados pessoais ou permissões, gaste meia hora com modelagem de ameaças antes de codar. Corrija os achados por risco e trate bug de segurança como qualquer defeito: com um teste que prova que ele continua corrigido.",
        ],
        takeaways: [
          "Revise acesso, entrada, confiança e falhas; automatize varreduras no CI.",
          "Teste casos de abuso e modele ameaças nas funcionalidades sensíveis.",
        ],
        illustration: "checklist",
        illustrationAlt: "Uma lista de revisão ao lado de um pull request com resultados de varreduras automáticas.",
      },
    ],
    keyTakeaways: [
      "O OWASP Top 10:2025 é o atual: controle de acesso em primeiro, cadeia de suprimentos nova, tratamento de erros incluído.",
      "Autorize cada requisição e objeto no servidor; valide entradas e parametrize consultas.",
      "Segredos ficam num cofre; o que vazou é trocado primeiro.",
      "Fixe, varra e atualize dependências, avalie as novas e limite os tokens do CI.",
      "Menor privilégio, falha fechada e revisão e testes de abuso, não só do caminho feliz.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Um colega diz que o OWASP Top 10 de 2021 ainda é a lista mais recente e que cadeia de suprimentos não está nela. O que é correto?",
          options: [
            "A lista de 2021 segue sendo a mais recente, porque a OWASP a revisa uma vez por década",
            "A edição de 2025 é a atual e traz Software Supply Chain Failures como A03",
            "Cadeia de suprimentos aparece só na lista separada da OWASP para aplicações com LLM",
            "A edição de 2025 trocou Injection por uma categoria de cadeia de suprimentos no A05",
          ],
          correct: [1],
          explanation:
            "A OWASP publicou o Top 10:2025, que inclui Software Supply Chain Failures, ampliando os componentes vulneráveis e desatualizados de 2021. Injection continua na lista, em A05, e as edições saem a cada poucos anos, não uma vez por década.",
        },
        {
          prompt:
            "Logado como cliente, você abre /api/invoices/1043. Trocando a URL para /api/invoices/1044, aparece a fatura de outro cliente. Qual é o problema e a correção?",
          options: [
            "Injeção: escapar o ID antes de ele entrar na consulta ao banco de dados",
            "Falha criptográfica: criptografar os IDs das faturas que aparecem na URL",
            "Configuração errada: passar a usar UUIDs aleatórios para ninguém conseguir adivinhar",
            "Controle de acesso falho: verificar no servidor se a fatura é de quem pede",
          ],
          correct: [3],
          explanation:
            "O servidor devolve um objeto sem conferir se ele pertence a quem chamou, um caso clássico de controle de acesso falho. IDs aleatórios ou criptografados dificultam adivinhar, mas vazam dados quando o ID é conhecido, e escapar não resolve nada porque nenhuma consulta está sendo alterada.",
        },
        {
          prompt: "Qual linha trata com segurança um termo de busca do usuário numa consulta SQL?",
          options: [
            'db.query("SELECT * FROM users WHERE name = \'" + term.replaceAll("\'", "\'\'") + "\'")',
            'db.query("SELECT * FROM users WHERE name = $1", [term])',
            'db.query("SELECT * FROM users WHERE name = \'" + escapeHtml(term) + "\'")',
            "db.query(`SELECT * FROM users WHERE name = '${term.trim()}'`)",
          ],
          correct: [1],
          explanation:
            "A consulta parametrizada envia o valor separado do SQL, então ele nunca altera o comando. Escapar aspas à mão deixa passar casos de borda, escape de HTML é para outro contexto, e trim ou template strings continuam montando a consulta com a entrada do usuário.",
        },
        {
          prompt: "Há dez minutos você fez push de uma chave de acesso à nuvem para um repositório público. O que fazer primeiro?",
          options: [
            "Revogar ou trocar a chave na hora, depois ver se foi usada e limpar o histórico",
            "Fazer force-push de um commit sem a chave para ela sumir do histórico",
            "Tornar o repositório privado, o que corta o acesso ao conteúdo que ficou exposto",
            "Pôr o arquivo de configuração no .gitignore para o Git parar de rastreá-lo",
          ],
          correct: [0],
          explanation:
            "Robôs coletam chaves de repositórios públicos em minutos, e clones, forks e caches guardam cópias que um force-push ou um repositório privado não alcançam. Só revogar ou trocar a chave torna inútil a cópia vazada; o .gitignore não afeta arquivos já versionados.",
        },
        {
          prompt: "Marque todas as alternativas corretas: quais práticas reduzem o risco de cadeia de suprimentos num projeto Node.js?",
          options: [
            "Versionar o lockfile e instalar com npm ci no pipeline de CI",
            "Depender da tag “latest” para que cada build pegue as correções sozinho",
            "Conferir mantenedores, idade e scripts de instalação de um pacote novo antes de adicioná-lo",
            "Varrer as dependências em busca de vulnerabilidades conhecidas em todo build",
            "Fixar as actions de terceiros do CI no hash completo de um commit, e não numa tag",
          ],
          correct: [0, 2, 3, 4],
          explanation:
            "Lockfiles tornam os builds reproduzíveis, a avaliação pega typosquatting e pacotes sequestrados, a varredura encontra falhas conhecidas, e o hash de um commit não pode ser movido como uma tag. Ficar na “latest” traz o que foi publicado por último, inclusive uma versão comprometida.",
        },
        {
          prompt: "Sua aplicação em produção se conecta ao banco como dona dele, com direito de apagar tabelas. O que deve mudar?",
          options: [
            "Colocar um firewall de aplicação na frente, assim o usuário do banco pode ficar como está",
            "Manter a conta dona, mas capturar todo erro de banco para escondê-lo dos atacantes",
            "Dar à aplicação um usuário com só os direitos necessários e rodar migrações à parte",
            "Fazer dois desenvolvedores dividirem a senha da conta dona para revisar as mudanças",
          ],
          correct: [2],
          explanation:
            "O menor privilégio limita o que qualquer falha, como uma injeção, consegue fazer: o usuário de execução lê e escreve o que precisa, e outra conta roda as migrações. O firewall ajuda, mas não limita o estrago, esconder erros não muda nada, e senha compartilhada enfraquece a responsabilização.",
        },
        {
          prompt:
            "Em produção, uma chamada de pagamento que falha mostra ao usuário uma página 500 com o stack trace e a consulta SQL. Qual é a melhor mudança?",
          options: [
            "Manter o stack trace, porque ajuda o usuário a descrever o bug com precisão",
            "Devolver status 200 com corpo vazio, para os atacantes não descobrirem nada",
            "Repetir o pagamento em loop até dar certo, para o usuário não ver o erro",
            "Mostrar uma mensagem genérica com código de referência e registrar os detalhes no servidor",
          ],
          correct: [3],
          explanation:
            "Stack traces e consultas revelam ao atacante detalhes do código e do banco. Uma mensagem genérica com referência permite ao suporte achar o log no servidor. Um falso 200 esconde falhas reais dos clientes e do monitoramento, e repetições cegas podem cobrar o cliente duas vezes.",
        },
      ],
    },
    badge: {
      name: "Código seguro",
      description:
        "Desenvolve com o OWASP Top 10:2025 em mente: checagem de acesso, entradas tratadas com segurança, gestão de segredos, cadeia de suprimentos e testes de segurança.",
    },
  },
} satisfies CourseContent;

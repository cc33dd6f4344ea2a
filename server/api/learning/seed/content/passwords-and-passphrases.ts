import type { CourseContent } from "../../../../../contract/course-content.ts";

export default {
  slug: "passwords-and-passphrases",
  area: "cybersecurity",
  level: "beginner",
  durationMinutes: 5,
  tags: ["passwords", "passphrases", "password-managers", "passkeys"],
  passingScore: 80,
  free: true,
  badgeColor: "#6D28D9",
  references: [
    "NIST SP 800-63B-4: Digital Identity Guidelines – Authentication and Authenticator Management (2025)",
    "CISA: Use Strong Passwords (Secure Our World)",
    "NCSC (UK): Password policy guidance and “three random words”",
    "FIDO Alliance: Passkeys",
    "CERT.br: Cartilha de Segurança para Internet – Senhas",
  ],
  en: {
    title: "Passwords and Passphrases: Strong, Simple, Modern",
    summary:
      "Follow current NIST guidance to create long, memorable passphrases, stop reusing passwords, let a password manager do the heavy lifting and get ready for passkeys.",
    steps: [
      {
        title: "Length beats complexity",
        body: [
          "For years you were told to mix upper case, numbers and symbols and to change everything every 90 days. The result was passwords like Summer2025! that are hard to remember and easy to crack, because attackers' tools try exactly those patterns first. Swapping letters for look-alike symbols, as in P@ssw0rd, fools nobody.",
          "The current US guidance on digital identity, NIST SP 800-63B in its 2025 revision, changed the rules. Length is what makes a password strong. Services should require at least 15 characters when a password alone protects an account (at least 8 when it is combined with another factor), accept at least 64 characters including spaces, and stop imposing composition rules such as “one symbol and one digit”.",
        ],
        takeaways: [
          "Aim for 15 characters or more; longer is better.",
          "Predictable substitutions like @ for a and 0 for o add almost no strength.",
        ],
        illustration: "password-lock",
        illustrationAlt: "A padlock next to a long password bar that fills up as more characters are added.",
      },
      {
        title: "Build a passphrase you can remember",
        body: [
          "A passphrase is a password made of several words. Four or more words picked at random, such as “velvet tractor orbit pancake”, are long, easy to type on a phone and far harder to guess than a short jumble of symbols. Don't use this example, of course: it's now public.",
          "The secret is randomness. Song lyrics, famous quotes, your pet's name, your football team or your birthday are among the first things attackers try, because they appear in cracking dictionaries or on your social media. Let a password manager's generator pick the words, or roll dice against a word list. If a site still demands a number or symbol, add one, but make the phrase longer rather than more cryptic.",
          "Keep passphrases for the few secrets you must actually remember: your computer login, your password manager and perhaps your main e-mail. Everything else can be generated and stored for you.",
        ],
        takeaways: [
          "Use four or more randomly chosen words, not a phrase anyone could guess.",
          "Avoid lyrics, quotes, names, dates and anything found on your social media.",
          "Memorise only a few passphrases; generate the rest.",
        ],
        illustration: "passphrase",
        illustrationAlt: "Four unrelated word tiles joined together to form a single long passphrase.",
      },
      {
        title: "Change when compromised, not by the calendar",
        body: [
          "NIST now says services must not force you to change passwords on a schedule. Routine changes led people to make tiny, predictable edits, such as Winter2025! becoming Spring2026!, which attackers anticipate. A strong, unique password can stay in place for a long time.",
          "Changing is still essential when there is evidence of compromise: a breach notice from a service, an alert from your password manager, a login you don't recognise, or a password you typed into a phishing page. Then change it right away, on that site and anywhere else you used it, and tell your security team if it's a work account.",
          "NIST also asks services to check new passwords against lists of common, expected or previously breached passwords, and to stop using security questions like “What was your first pet's name?”. If a system rejects your choice because it appeared in a breach, that's protection working. Pick something new instead of tweaking the old one.",
        ],
        takeaways: [
          "No routine 90-day changes, but change at once if there's any sign of compromise.",
          "A password rejected as “breached” must be replaced, not tweaked.",
        ],
        illustration: "alarm",
        illustrationAlt: "An alarm bell ringing over a password field to signal a data breach alert.",
      },
      {
        title: "Never reuse: let a password manager do the work",
        body: [
          "Reusing a password is the habit that turns one breach into many. When a shopping site is breached, criminals feed the leaked e-mail and password pairs into automated tools that try them on e-mail, banking and corporate logins. This is called credential stuffing, and it only works if you reused the password.",
          "A password manager solves this. It generates a long, unique password for every account, stores them encrypted and fills them in for you. It also helps against phishing: it won't autofill on a look-alike domain, which is a useful warning. Protect the manager with a strong passphrase and multi-factor authentication, and for work accounts use the tool your organisation approves.",
          "Avoid keeping passwords in spreadsheets, notes apps, sticky notes or e-mails to yourself.",
        ],
        takeaways: [
          "One account, one unique password; reuse turns one breach into many.",
          "Use a password manager protected by a strong passphrase and MFA.",
          "If autofill doesn't offer your password, check the domain before typing it.",
        ],
        illustration: "device-lock",
        illustrationAlt: "A locked digital vault on a laptop holding many different keys, one for each account.",
      },
      {
        title: "Passkeys: the future without passwords",
        body: [
          "Passkeys replace the password with a pair of cryptographic keys. The private key stays on your device or in your password manager, and you unlock it with your fingerprint, face or device PIN. The site only stores the public key, so a breach of its servers exposes nothing an attacker can log in with.",
          "Passkeys are phishing-resistant: each one is bound to the real website's domain, so it simply won't work on a fake page, however convincing it looks. NIST's 2025 revision recognises synced passkeys as a valid way to sign in. When a service offers passkeys, turn them on, and keep a recovery option, such as a second device or recovery codes, somewhere safe.",
        ],
        takeaways: [
          "Turn on passkeys wherever they're offered.",
          "Passkeys can't be reused or phished, and a leak of the site's data doesn't expose them.",
        ],
        illustration: "security-key",
        illustrationAlt: "A fingerprint unlocking a digital key that fits only the genuine website's lock.",
      },
    ],
    keyTakeaways: [
      "Length beats complexity: use passphrases of 15 or more characters.",
      "Use a different password for every account, generated and stored by a password manager.",
      "Change passwords when there's evidence of compromise, not on a fixed schedule.",
      "Replace any password that appears in a breach list instead of tweaking it.",
      "Switch to passkeys wherever they're available.",
    ],
    challenge: {
      questions: [
        {
          prompt: "You need a new password for your work laptop, which you'll have to type from memory. Which is the strongest choice?",
          options: [
            "lantern gravel mosquito harbour velvet",
            "Summer2026!",
            "C@rl0s#88",
            "Your dog's name plus your birth year, such as Thor1988",
          ],
          correct: [0],
          explanation:
            "Five randomly chosen words give a long passphrase that is easy to remember and hard to guess. Season-plus-year patterns, look-alike substitutions and personal details are exactly what cracking tools try first, however complex they look.",
        },
        {
          prompt:
            "Your company drops its rule that passwords expire every 90 days. A colleague says this makes everyone less secure. What's the best reply?",
          options: [
            "They're right: passwords should be changed at least once a month",
            "Forced changes breed weak ones; change when there's a compromise",
            "Once a password is long enough, it never needs to be changed again",
            "Expiry matters for administrator accounts, not for the rest",
          ],
          correct: [1],
          explanation:
            "NIST SP 800-63B says services must not require periodic changes, because people respond with small, predictable edits. But a change is required whenever there is evidence of compromise, such as a breach or a phishing incident, so “never” is wrong too.",
        },
        {
          prompt:
            "A shopping site you used years ago confirms on its official website that it suffered a data breach. You used the same password for your personal e-mail. What should you do?",
          options: [
            "Nothing, since you haven't used the shopping site in years",
            "Change it on the shopping site, where the breach happened",
            "Add a number to the end of the password wherever you used it",
            "Change it everywhere you reused it, to a new one for each",
          ],
          correct: [3],
          explanation:
            "Criminals try leaked passwords on other services automatically (credential stuffing). Every account that shared the password is at risk, and adding a digit is a tweak attackers expect. Each account needs its own new, unique password.",
        },
        {
          prompt: "Select all that apply: what does a password manager help you do?",
          options: [
            "Skip multi-factor authentication on the manager itself",
            "Create a long, unique password for every account",
            "Notice look-alike sites, since it won't fill in on the wrong domain",
            "Reuse one strong password everywhere, since it's stored safely",
          ],
          correct: [1, 2],
          explanation:
            "A password manager generates and stores a unique password for each account and fills it in only on the domain where it was saved. Reuse stays dangerous however safely the password is stored, and the manager holds the keys to everything, so it needs a strong passphrase and MFA of its own.",
        },
        {
          prompt: "When you create a new password, the site rejects it, saying it “has appeared in a data breach”. What does this mean?",
          options: [
            "Attackers try it first; choose a new, unrelated one",
            "The site itself has been hacked and you should leave it",
            "Adding an exclamation mark at the end will make it acceptable",
            "Your own account has been hacked and needs recovering",
          ],
          correct: [0],
          explanation:
            "NIST asks services to block passwords found in breach and common-password lists, since attackers try those first. It doesn't mean your account was hacked. A small tweak is still predictable, so pick something genuinely new.",
        },
        {
          prompt: "Why are passkeys considered phishing-resistant?",
          options: [
            "They are much longer than any password you could type",
            "Each one works only on the real site's domain",
            "They expire automatically every 30 days",
            "A new one is sent to you by SMS at every login",
          ],
          correct: [1],
          explanation:
            "A passkey only signs in to the domain it was created for, so a look-alike site can't use it, and there's no secret you could type into a fake page. The site stores only a public key, so a server breach doesn't expose it either.",
        },
      ],
    },
    badge: {
      name: "Passphrase Pro",
      description: "Creates long passphrases, never reuses passwords, uses a password manager and knows when to switch to passkeys.",
    },
  },
  pt: {
    title: "Senhas e frases-senha: fortes, simples e atuais",
    summary:
      "Siga as orientações atuais do NIST para criar frases-senha longas e fáceis de lembrar, parar de repetir senhas, deixar o trabalho pesado com um gerenciador de senhas e se preparar para as passkeys.",
    steps: [
      {
        title: "Tamanho vale mais que complexidade",
        body: [
          "Durante anos disseram para você misturar maiúsculas, números e símbolos e trocar tudo a cada 90 dias. O resultado foram senhas como Verao2025!, difíceis de lembrar e fáceis de quebrar, porque as ferramentas dos atacantes testam justamente esses padrões primeiro. Trocar letras por símbolos parecidos, como em S3nh@, não engana ninguém.",
          "A principal referência norte-americana sobre identidade digital, o NIST SP 800-63B na revisão de 2025, mudou as regras. O que torna uma senha forte é o tamanho. Os serviços devem exigir pelo menos 15 caracteres quando a senha protege a conta sozinha (pelo menos 8 quando é combinada com outro fator), aceitar no mínimo 64 caracteres, inclusive espaços, e deixar de impor regras como “um símbolo e um número”.",
        ],
        takeaways: [
          "Busque 15 caracteres ou mais; quanto mais longa, melhor.",
          "Trocas previsíveis, como @ no lugar de a e 0 no lugar de o, quase não aumentam a segurança.",
        ],
        illustration: "password-lock",
        illustrationAlt: "Um cadeado ao lado de uma barra de senha que vai se enchendo conforme mais caracteres são digitados.",
      },
      {
        title: "Monte uma frase-senha fácil de lembrar",
        body: [
          "Frase-senha é uma senha formada por várias palavras. Quatro ou mais palavras escolhidas ao acaso, como “veludo trator órbita panqueca”, geram uma senha longa, fácil de digitar no celular e muito mais difícil de adivinhar do que uma sequência curta de símbolos. Claro, não use este exemplo: ele agora é público.",
          "O segredo é o acaso. Letras de música, frases famosas, o nome do seu pet, seu time do coração ou sua data de nascimento estão entre as primeiras coisas que os atacantes testam, porque aparecem em dicionários de ataque ou nas suas redes sociais. Deixe o gerador do gerenciador de senhas escolher as palavras ou sorteie-as jogando dados em uma lista de palavras. Se o site ainda exigir número ou símbolo, acrescente um, mas prefira deixar a frase mais longa a deixá-la mais enigmática.",
          "Guarde frases-senha para os poucos segredos que você realmente precisa memorizar: o login do computador, o gerenciador de senhas e talvez seu e-mail principal. Todo o resto pode ser gerado e guardado para você.",
        ],
        takeaways: [
          "Use quatro ou mais palavras sorteadas, não uma frase que alguém possa adivinhar.",
          "Evite letras de música, citações, nomes, datas e qualquer coisa que esteja nas suas redes sociais.",
          "Memorize só algumas frases-senha; gere todas as outras.",
        ],
        illustration: "passphrase",
        illustrationAlt: "Quatro peças com palavras sem relação entre si unidas para formar uma frase-senha longa.",
      },
      {
        title: "Troque quando houver comprometimento, não por calendário",
        body: [
          "O NIST agora determina que os serviços não obriguem você a trocar a senha periodicamente. As trocas de rotina faziam as pessoas mudarem só um detalhe previsível, como Verao2025! virando Outono2026!, algo que os atacantes já esperam. Uma senha forte e exclusiva pode ficar em uso por muito tempo.",
          "A troca continua essencial quando há sinal de comprometimento: aviso de vazamento de um serviço, alerta do gerenciador de senhas, um login que você não reconhece ou uma senha digitada em uma página de phishing. Nesses casos, troque na hora, naquele site e em qualquer outro em que a tenha usado, e reporte à equipe de segurança se for uma conta de trabalho.",
          "O NIST também pede que os serviços comparem novas senhas com listas de senhas comuns, previsíveis ou já vazadas, e que abandonem perguntas de segurança como “Qual o nome do seu primeiro animal de estimação?”. Se um sistema recusar sua senha por constar em um vazamento, é a proteção funcionando. Escolha algo novo em vez de ajustar a antiga.",
        ],
        takeaways: [
          "Nada de troca obrigatória a cada 90 dias, mas troque na hora se houver sinal de comprometimento.",
          "Senha recusada por “vazamento” deve ser substituída, não ajustada.",
        ],
        illustration: "alarm",
        illustrationAlt: "Um alarme tocando sobre um campo de senha para sinalizar um alerta de vazamento de dados.",
      },
      {
        title: "Nunca repita: deixe o gerenciador de senhas trabalhar",
        body: [
          "Repetir senha é o hábito que transforma um vazamento em vários. Quando uma loja on-line é invadida, os criminosos jogam os pares de e-mail e senha vazados em ferramentas automáticas que testam as combinações em e-mails, bancos e sistemas corporativos. Isso se chama credential stuffing, e só funciona se você repetiu a senha.",
          "Um gerenciador de senhas resolve o problema. Ele cria uma senha longa e exclusiva para cada conta, guarda tudo criptografado e preenche para você. Também ajuda contra phishing: ele não preenche automaticamente em um domínio falso, o que já é um bom alerta. Proteja o gerenciador com uma frase-senha forte e autenticação multifator e, nas contas de trabalho, use a ferramenta aprovada pela sua empresa.",
          "Evite guardar senhas em planilhas, aplicativos de notas, post-its ou e-mails para você mesmo.",
        ],
        takeaways: [
          "Uma conta, uma senha exclusiva; repetir transforma um vazamento em vários.",
          "Use um gerenciador de senhas protegido por frase-senha forte e autenticação multifator.",
          "Se o preenchimento automático não oferecer sua senha, confira o domínio antes de digitá-la.",
        ],
        illustration: "device-lock",
        illustrationAlt: "Um cofre digital trancado em um notebook, guardando várias chaves diferentes, uma para cada conta.",
      },
      {
        title: "Passkeys: o futuro sem senhas",
        body: [
          "As passkeys (chaves de acesso) substituem a senha por um par de chaves criptográficas. A chave privada fica no seu dispositivo ou no gerenciador de senhas, e você a desbloqueia com a digital, o rosto ou o PIN do aparelho. O site guarda apenas a chave pública, então uma invasão dos servidores dele não expõe nada que permita entrar na sua conta.",
          "As passkeys resistem a phishing: cada uma fica vinculada ao domínio verdadeiro do site e simplesmente não funciona em uma página falsa, por mais convincente que ela seja. A revisão de 2025 do NIST reconhece passkeys sincronizadas como forma válida de login. Quando um serviço oferecer passkeys, ative-as e mantenha uma opção de recuperação, como um segundo dispositivo ou códigos de recuperação, em local seguro.",
        ],
        takeaways: [
          "Ative passkeys sempre que forem oferecidas.",
          "Passkeys não podem ser reutilizadas nem capturadas por phishing, e vazamentos do site não as expõem.",
        ],
        illustration: "security-key",
        illustrationAlt: "Uma impressão digital desbloqueando uma chave digital que só encaixa na fechadura do site verdadeiro.",
      },
    ],
    keyTakeaways: [
      "Tamanho vale mais que complexidade: use frases-senha com 15 caracteres ou mais.",
      "Use uma senha diferente em cada conta, gerada e guardada por um gerenciador de senhas.",
      "Troque a senha quando houver sinal de comprometimento, não por calendário.",
      "Substitua qualquer senha que apareça em lista de vazamentos, em vez de só ajustá-la.",
      "Adote passkeys sempre que estiverem disponíveis.",
    ],
    challenge: {
      questions: [
        {
          prompt:
            "Você precisa criar uma nova senha para o notebook do trabalho, que terá de digitar de memória. Qual é a opção mais forte?",
          options: [
            "lanterna cascalho mosquito porto veludo",
            "Verao2026!",
            "C@rl0s#88",
            "O nome do seu cachorro mais o ano em que você nasceu, como Thor1988",
          ],
          correct: [0],
          explanation:
            "Cinco palavras escolhidas ao acaso formam uma frase-senha longa, fácil de lembrar e difícil de adivinhar. Estação mais ano, letras trocadas por símbolos e dados pessoais são exatamente o que as ferramentas de quebra testam primeiro, por mais complexos que pareçam.",
        },
        {
          prompt:
            "Sua empresa acabou com a regra de trocar a senha a cada 90 dias. Um colega diz que isso deixa todo mundo menos seguro. Qual é a melhor resposta?",
          options: [
            "Ele tem razão: senhas deveriam ser trocadas pelo menos uma vez ao mês",
            "Troca forçada gera senhas fracas; troque se houver comprometimento",
            "Se a senha for longa o bastante, nunca mais precisa ser trocada",
            "A expiração importa para contas de administrador, não para as demais",
          ],
          correct: [1],
          explanation:
            "O NIST SP 800-63B diz que os serviços não devem exigir trocas periódicas, porque as pessoas respondem com pequenas mudanças previsíveis. Mas a troca é obrigatória sempre que houver sinal de comprometimento, como um vazamento ou um phishing, então “nunca” também está errado.",
        },
        {
          prompt:
            "Uma loja on-line que você usou anos atrás confirma, no site oficial, que sofreu um vazamento de dados. Você usava a mesma senha no seu e-mail pessoal. O que fazer?",
          options: [
            "Nada, porque você não usa a loja há anos",
            "Trocar a senha na loja, onde houve o vazamento",
            "Acrescentar um número no fim da senha onde quer que a tenha usado",
            "Trocar em todo lugar onde a repetiu, uma nova para cada um",
          ],
          correct: [3],
          explanation:
            "Criminosos testam senhas vazadas em outros serviços de forma automática (credential stuffing). Toda conta que usava a mesma senha está em risco, e acrescentar um número é um ajuste que os atacantes já esperam. Cada conta precisa de uma senha nova e exclusiva.",
        },
        {
          prompt: "Marque todas as que se aplicam: em que um gerenciador de senhas ajuda você?",
          options: [
            "Dispensar a autenticação multifator no próprio gerenciador",
            "Criar uma senha longa e exclusiva para cada conta",
            "Perceber sites falsos, porque ele não preenche a senha no domínio errado",
            "Repetir uma senha forte em todo lugar, já que ela fica bem guardada",
          ],
          correct: [1, 2],
          explanation:
            "O gerenciador de senhas gera e guarda uma senha exclusiva para cada conta e só a preenche no domínio onde ela foi salva. Repetir senhas continua perigoso, por mais bem guardada que a senha esteja, e o gerenciador guarda a chave de tudo, então precisa de uma frase-senha forte e de MFA próprios.",
        },
        {
          prompt: "Ao criar uma nova senha, o site a recusa dizendo que ela “apareceu em um vazamento de dados”. O que isso significa?",
          options: [
            "Os atacantes a testam primeiro; escolha outra, sem relação",
            "O próprio site foi invadido e você deve abandoná-lo",
            "Basta colocar um ponto de exclamação no fim para ela ser aceita",
            "Sua própria conta foi invadida e precisa ser recuperada",
          ],
          correct: [0],
          explanation:
            "O NIST pede que os serviços bloqueiem senhas que aparecem em listas de vazamentos e de senhas comuns, porque os atacantes testam essas primeiro. Isso não significa que sua conta foi invadida. Um pequeno ajuste continua previsível, então escolha algo realmente novo.",
        },
        {
          prompt: "Por que as passkeys são consideradas resistentes a phishing?",
          options: [
            "Porque são muito mais longas do que qualquer senha digitada",
            "Cada uma só funciona no domínio verdadeiro do site",
            "Porque expiram automaticamente a cada 30 dias",
            "Porque uma nova chega por SMS a cada login",
          ],
          correct: [1],
          explanation:
            "Uma passkey só faz login no domínio para o qual foi criada, então um site parecido não consegue usá-la, e não existe segredo que você possa digitar numa página falsa. O site guarda só uma chave pública, então nem um vazamento do servidor a expõe.",
        },
      ],
    },
    badge: {
      name: "Mestre das frases-senha",
      description: "Cria frases-senha longas, nunca repete senhas, usa gerenciador de senhas e sabe quando adotar passkeys.",
    },
  },
} satisfies CourseContent;

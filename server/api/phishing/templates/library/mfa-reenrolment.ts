import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Veriqo", color: "#b91c1c" };

/** "Security policy" asks you to re-enrol your second factor: the lure hides behind security itself. */
export const mfaReenrolment: LibraryTemplate = {
  slug: "mfa-reenrolment",
  category: "credential",
  difficulty: 3,
  landingPageId: "sign-in-then-lesson",
  content: {
    en: {
      name: "MFA re-enrolment — security policy",
      senderName: "Information Security",
      senderLocal: "security-notice",
      subject: "Mandatory: re-register your sign-in verification by Friday",
      ...compose(
        brand,
        [
          "Hello {{first_name}},",
          "As part of our annual security review, {{company}} is moving every account to the new Veriqo verification service.",
          `<span data-flag="request">Please sign in and re-register your phone for two-step verification. You will need your current password and the code we send you.</span>`,
          `<span data-flag="deadline">Accounts not re-registered by Friday 18:00 will be suspended until the service desk restores them.</span>`,
          { button: "Re-register my device", flag: "link" },
          "Thank you for helping keep {{company}} secure.<br>Information Security",
        ],
        "Veriqo identity protection for {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "A department's name is easy to copy",
          detail:
            "“Information Security” is just a display name anyone can type. The address behind it is from a domain your company does not use. Always check what comes after the @.",
        },
        {
          id: "request",
          target: "body",
          title: "Asking for your password and your code",
          detail:
            "Your verification code exists so that a stolen password is not enough. Anyone asking you to type both on a page, or to read the code back, is trying to get past it.",
        },
        {
          id: "deadline",
          target: "body",
          title: "Suspension by Friday",
          detail:
            "A hard deadline with a punishment pushes you to skip checks. Real changes to security tools are announced through several channels, not a single e-mail.",
        },
        {
          id: "link",
          target: "body",
          title: "Security changes are made from known places",
          detail:
            "Re-register a device only from the security settings of your account, reached by typing the address yourself, or ask the service desk.",
        },
      ],
    },
    pt: {
      name: "Recadastro do MFA — política de segurança",
      senderName: "Segurança da Informação",
      senderLocal: "seguranca",
      subject: "Obrigatório: recadastre sua verificação em duas etapas até sexta",
      ...compose(
        brand,
        [
          "Olá, {{first_name}},",
          "Como parte da revisão anual de segurança, a {{company}} está migrando todas as contas para o novo serviço de verificação Veriqo.",
          `<span data-flag="request">Entre com sua conta e recadastre seu celular na verificação em duas etapas. Você vai precisar da sua senha atual e do código que enviaremos.</span>`,
          `<span data-flag="deadline">Contas não recadastradas até sexta às 18h serão suspensas até que a central de serviços as libere.</span>`,
          { button: "Recadastrar meu aparelho", flag: "link" },
          "Obrigado por ajudar a manter a {{company}} segura.<br>Segurança da Informação",
        ],
        "Veriqo — proteção de identidade da {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Nome de departamento é fácil de copiar",
          detail:
            "“Segurança da Informação” é só um nome exibido, que qualquer um digita. O endereço vem de um domínio que sua empresa não usa. Confira sempre o que vem depois do @.",
        },
        {
          id: "request",
          target: "body",
          title: "Pedem sua senha e seu código",
          detail:
            "O código de verificação existe para que uma senha roubada não baste. Quem pede que você digite os dois numa página, ou que informe o código, quer passar por essa proteção.",
        },
        {
          id: "deadline",
          target: "body",
          title: "Suspensão até sexta",
          detail:
            "Prazo curto com punição faz você pular as verificações. Mudanças reais em ferramentas de segurança são avisadas por vários canais, não por um único e-mail.",
        },
        {
          id: "link",
          target: "body",
          title: "Segurança se altera por caminhos conhecidos",
          detail:
            "Recadastre um aparelho só pelas configurações de segurança da sua conta, digitando o endereço você mesmo, ou fale com a central de serviços.",
        },
      ],
    },
  },
};

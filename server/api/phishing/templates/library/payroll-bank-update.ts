import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "PayRoll Plus", color: "#15803d" };

/** "Confirm your salary account before payroll closes": your own pay as the lure. */
export const payrollBankUpdate: LibraryTemplate = {
  slug: "payroll-bank-update",
  category: "payment",
  difficulty: 3,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Payroll bank update — salary account",
      senderName: "Payroll Team",
      senderLocal: "payroll",
      subject: "Confirm your salary account before this month's payroll closes",
      ...compose(
        brand,
        [
          "Hello {{first_name}},",
          "{{company}} is moving payroll to the PayRoll Plus platform. To make sure this month's salary reaches you on time, every employee must confirm their bank account on the new platform.",
          `<span data-flag="request">Please sign in and confirm or update your bank, branch and account number, and the last four digits of your card for verification.</span>`,
          `<span data-flag="deadline">Payroll closes on the 20th. Accounts not confirmed by then will be paid next month.</span>`,
          { button: "Confirm my bank details", flag: "link" },
          "Payroll Team",
        ],
        "PayRoll Plus — payroll services for {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Payroll, but not from your company",
          detail:
            "The name says Payroll Team, the address is not on your company's domain. Payroll changes are announced by HR through channels you already know.",
        },
        {
          id: "request",
          target: "body",
          title: "Bank details and card digits",
          detail:
            "Payroll never needs your card's digits, and changing your salary account is done in the HR system you already use. Asking for both at once is a sign of fraud.",
        },
        {
          id: "deadline",
          target: "body",
          title: "Your salary is at stake",
          detail:
            "“Paid next month” plays on the fear of losing your pay. Ask HR directly; a real migration would not hinge on one e-mail.",
        },
        {
          id: "link",
          target: "body",
          title: "A new platform you have never heard of",
          detail: "Hover over the button: the address is not your HR system's. Type the address you know, or ask HR for the right one.",
        },
      ],
    },
    pt: {
      name: "Atualização de conta salário — folha de pagamento",
      senderName: "Departamento Pessoal",
      senderLocal: "folha",
      subject: "Confirme sua conta salário antes do fechamento da folha",
      ...compose(
        brand,
        [
          "Olá, {{first_name}},",
          "A {{company}} está migrando a folha de pagamento para a plataforma PayRoll Plus. Para que o salário deste mês caia em dia, todos os colaboradores precisam confirmar a conta bancária na nova plataforma.",
          `<span data-flag="request">Entre e confirme ou atualize banco, agência, conta e CPF, além dos quatro últimos dígitos do seu cartão para validação.</span>`,
          `<span data-flag="deadline">A folha fecha no dia 20. Contas não confirmadas até lá só recebem no mês seguinte.</span>`,
          { button: "Confirmar meus dados bancários", flag: "link" },
          "Departamento Pessoal",
        ],
        "PayRoll Plus — folha de pagamento da {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Folha, mas não da sua empresa",
          detail:
            "O nome diz Departamento Pessoal, o endereço não é do domínio da empresa. Mudanças na folha são avisadas pelo RH pelos canais que você já conhece.",
        },
        {
          id: "request",
          target: "body",
          title: "Dados bancários, CPF e cartão",
          detail:
            "A folha nunca precisa dos dígitos do seu cartão, e a conta salário se altera no sistema de RH que você já usa. Pedir tudo isso de uma vez é sinal de fraude.",
        },
        {
          id: "deadline",
          target: "body",
          title: "Seu salário em jogo",
          detail:
            "“Só recebe no mês seguinte” explora o medo de ficar sem salário. Pergunte direto ao RH; uma migração de verdade não dependeria de um único e-mail.",
        },
        {
          id: "link",
          target: "body",
          title: "Uma plataforma que você nunca viu",
          detail:
            "Passe o mouse sobre o botão: o endereço não é o do seu sistema de RH. Digite o endereço que você conhece ou peça o certo ao RH.",
        },
      ],
    },
  },
};

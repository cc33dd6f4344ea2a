import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Paylumen", color: "#0369a1" };

/** "Your payslip is available": routine, monthly, expected. Only the sender and link differ from the real thing. */
export const payslipAvailable: LibraryTemplate = {
  slug: "payslip-available",
  category: "hr",
  difficulty: 3,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Payslip available — monthly notice",
      senderName: "HR | Paylumen",
      senderLocal: "payslips",
      subject: "Your payslip for this month is now available",
      ...compose(
        brand,
        [
          "Hello {{first_name}},",
          "Your payslip for this month from {{company}} is now available on Paylumen.",
          `<span data-flag="change">This month there is an adjustment to your net pay. Please review the details and contact HR within 5 days if anything is incorrect.</span>`,
          { button: "View my payslip", flag: "link" },
          "For your security, you will be asked to sign in with your work account.",
          "HR Department",
        ],
        "Paylumen — payslips online. This is an automatic notification.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "HR's name, another domain",
          detail:
            "Payslip notices come from the same system every month. Compare the sender address with last month's: a different domain means a different sender.",
        },
        {
          id: "change",
          target: "body",
          title: "“An adjustment to your net pay”",
          detail:
            "A hint that your pay changed is a powerful hook: everyone wants to know why. Check in the HR system you already use, not through this link.",
        },
        {
          id: "link",
          target: "body",
          title: "Sign in through the e-mail",
          detail:
            "Open your payslip from the HR portal you reach by typing its address or from your bookmarks. A sign-in page reached from an e-mail may be a copy.",
        },
      ],
    },
    pt: {
      name: "Holerite disponível — aviso mensal",
      senderName: "RH | Holerix",
      senderLocal: "holerite",
      subject: "Seu holerite deste mês já está disponível",
      ...compose(
        { name: "Holerix", color: brand.color },
        [
          "Olá, {{first_name}},",
          "Seu holerite deste mês da {{company}} já está disponível no Holerix.",
          `<span data-flag="change">Neste mês houve um ajuste no seu salário líquido (desconto de vale-transporte e INSS). Confira os detalhes e, se algo estiver errado, fale com o RH em até 5 dias.</span>`,
          { button: "Ver meu holerite", flag: "link" },
          "Para sua segurança, será pedido que você entre com sua conta corporativa.",
          "Departamento de Recursos Humanos",
        ],
        "Holerix — holerite online. Esta é uma notificação automática.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Nome do RH, outro domínio",
          detail:
            "O aviso de holerite vem do mesmo sistema todo mês. Compare o endereço com o do mês passado: domínio diferente é remetente diferente.",
        },
        {
          id: "change",
          target: "body",
          title: "“Um ajuste no seu salário líquido”",
          detail:
            "Dizer que seu salário mudou é uma isca poderosa: todo mundo quer saber o porquê. Confira no sistema de RH que você já usa, não por este link.",
        },
        {
          id: "link",
          target: "body",
          title: "Login pelo e-mail",
          detail:
            "Abra o holerite pelo portal de RH, digitando o endereço ou pelos favoritos. Uma página de login aberta a partir de um e-mail pode ser uma cópia.",
        },
      ],
    },
  },
};

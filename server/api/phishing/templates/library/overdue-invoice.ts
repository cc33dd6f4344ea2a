import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Billora", color: "#c2410c" };

/** A crude "final notice": threats, odd grammar, a generic greeting. The easiest payment one. */
export const overdueInvoice: LibraryTemplate = {
  slug: "overdue-invoice",
  category: "payment",
  difficulty: 1,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Overdue invoice — final notice",
      senderName: "Billora Collections Dept",
      senderLocal: "collections",
      subject: "FINAL NOTICE!!! Invoice #INV-00917 overdue - legal action",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Dear Sir/Madam,</span>`,
          "Our records show invoice <strong>#INV-00917</strong> for <strong>€2,340.00</strong> is now 45 days overdue.",
          `<span data-flag="threat">If payment is not received TODAY, a late fee of 30% will be applied and the case will be send to our legal department and to credit agencies.</span>`,
          "Please review the invoice and pay immediately:",
          { button: "PAY INVOICE NOW", flag: "link" },
          "Billora Collections Department",
        ],
        "Billora receivables management.",
      ),
      redFlags: [
        {
          id: "subject",
          target: "subject",
          title: "Exclamation marks and legal threats",
          detail:
            "Real collections follow a paper trail of reminders. A subject shouting “FINAL NOTICE” and “legal action” at first contact is meant to frighten you.",
        },
        {
          id: "greeting",
          target: "body",
          title: "“Dear Sir/Madam”",
          detail: "A supplier you owe money to knows who you are and which company it billed. A generic greeting means a mass mailing.",
        },
        {
          id: "threat",
          target: "body",
          title: "Pay today or else",
          detail:
            "A 30% fee, lawyers and credit agencies in one sentence, with a grammar slip: pressure and sloppiness together. Check with accounts payable whether this invoice even exists.",
        },
        {
          id: "link",
          target: "body",
          title: "Payment through an e-mail button",
          detail: "Invoices are paid through your company's process, never from a button in an unsolicited message.",
        },
      ],
    },
    pt: {
      name: "Fatura vencida — último aviso",
      senderName: "Billora Cobrança",
      senderLocal: "cobranca",
      subject: "ÚLTIMO AVISO!!! Fatura #FAT-00917 vencida - protesto em cartório",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Prezado(a) Senhor(a),</span>`,
          "Consta em nosso sistema que a fatura <strong>#FAT-00917</strong>, no valor de <strong>R$ 2.340,00</strong>, está vencida há 45 dias.",
          `<span data-flag="threat">Caso o pagamento não seja efetuado HOJE, será cobrada multa de 30% e o título será enviado para protesto e seu CNPJ negativado nos órgãos de proteção ao crédito.</span>`,
          "Confira a fatura e pague imediatamente:",
          { button: "PAGAR FATURA AGORA", flag: "link" },
          "Departamento de Cobrança Billora",
        ],
        "Billora gestão de recebíveis.",
      ),
      redFlags: [
        {
          id: "subject",
          target: "subject",
          title: "Exclamações e ameaça de protesto",
          detail:
            "Cobranças reais seguem uma sequência de lembretes. Um assunto gritando “ÚLTIMO AVISO” e “protesto” no primeiro contato quer assustar.",
        },
        {
          id: "greeting",
          target: "body",
          title: "“Prezado(a) Senhor(a)”",
          detail: "Um fornecedor a quem você deve sabe quem você é e qual empresa faturou. Saudação genérica indica envio em massa.",
        },
        {
          id: "threat",
          target: "body",
          title: "Pague hoje ou então…",
          detail:
            "Multa de 30%, protesto e nome sujo numa frase só: pura pressão. Pergunte ao contas a pagar se essa fatura sequer existe.",
        },
        {
          id: "link",
          target: "body",
          title: "Pagamento por um botão no e-mail",
          detail: "Faturas são pagas pelo processo da sua empresa, nunca por um botão numa mensagem que você não esperava.",
        },
      ],
    },
  },
};

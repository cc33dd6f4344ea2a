import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Papelix Office Supplies", color: "#be123c" };

/** An "attached" invoice you never ordered: the attachment is a link to a page. */
export const attachedInvoice: LibraryTemplate = {
  slug: "attached-invoice",
  category: "attachment",
  difficulty: 2,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Attached invoice — unknown order",
      senderName: "Papelix Office Supplies",
      senderLocal: "invoices",
      subject: "Invoice INV-20931 attached — order for {{company}}",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Hello,</span>`,
          `<span data-flag="unexpected">Please find attached the invoice for your recent order of office supplies (€1,874.30).</span> Payment is due within 7 days.`,
          { attachment: "INV-20931.pdf", size: "184 KB", flag: "attachment" },
          "If the attachment does not open, view it online:",
          { button: "View invoice", flag: "link" },
          "Kind regards,<br>Papelix Office Supplies — Accounts",
        ],
        "Papelix Office Supplies — everything for your office.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "No name, no contact",
          detail:
            "A supplier you work with writes to a named person and gives a contact. “Hello” and no reference to who ordered is a mass message.",
        },
        {
          id: "unexpected",
          target: "body",
          title: "An order you do not remember",
          detail:
            "An invoice for something you did not buy makes you want to check, which is the point. Ask purchasing whether the order exists instead of opening the file.",
        },
        {
          id: "attachment",
          target: "body",
          title: "The “attachment” is a link",
          detail:
            "The file icon looks like an attachment but opens a website. Real attachments appear in your mail app's attachment area, and even then unexpected ones should not be opened.",
        },
        {
          id: "link",
          target: "body",
          title: "“View it online”",
          detail: "A backup link for an attachment is a common way to get you to a fake sign-in page or a download. Don't open it.",
        },
      ],
    },
    pt: {
      name: "Nota fiscal em anexo — pedido desconhecido",
      senderName: "Papelix Suprimentos de Escritório",
      senderLocal: "notafiscal",
      subject: "NF-e 20931 em anexo — pedido da {{company}}",
      ...compose(
        { name: "Papelix Suprimentos", color: brand.color },
        [
          `<span data-flag="greeting">Olá,</span>`,
          `<span data-flag="unexpected">Segue em anexo a nota fiscal e o boleto do seu pedido recente de material de escritório (R$ 1.874,30).</span> Vencimento em 7 dias.`,
          { attachment: "NFe-20931.pdf", size: "184 KB", flag: "attachment" },
          "Se o anexo não abrir, visualize online:",
          { button: "Visualizar nota fiscal", flag: "link" },
          "Atenciosamente,<br>Papelix Suprimentos — Faturamento",
        ],
        "Papelix Suprimentos — tudo para o seu escritório.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "Sem nome, sem contato",
          detail:
            "Um fornecedor com quem você trabalha escreve para alguém e deixa um contato. “Olá” sem dizer quem pediu é envio em massa.",
        },
        {
          id: "unexpected",
          target: "body",
          title: "Um pedido de que você não lembra",
          detail:
            "Uma nota de algo que você não comprou dá vontade de conferir, e é essa a ideia. Pergunte a compras se o pedido existe em vez de abrir o arquivo.",
        },
        {
          id: "attachment",
          target: "body",
          title: "O “anexo” é um link",
          detail:
            "O ícone parece de anexo, mas abre um site. Anexos de verdade aparecem na área de anexos do seu e-mail, e mesmo assim os inesperados não devem ser abertos.",
        },
        {
          id: "link",
          target: "body",
          title: "“Visualize online”",
          detail: "Um link reserva para o anexo é um jeito comum de levar você a um login falso ou a um download. Não abra.",
        },
      ],
    },
  },
};

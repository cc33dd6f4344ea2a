import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Atlântida Facilities", color: "#0f766e" };

/** A known supplier's billing says its bank changed: pay the "new" boleto / account. Well written. */
export const boletoChangedBankDetails: LibraryTemplate = {
  slug: "boleto-changed-bank-details",
  category: "payment",
  difficulty: 4,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Changed bank details — facilities supplier",
      senderName: "Atlântida Facilities — Billing",
      senderLocal: "billing",
      subject: "Updated payment details for invoice 2026-1187 ({{company}})",
      ...compose(
        brand,
        [
          "Dear {{first_name}},",
          "Following our move to a new bank, invoice 2026-1187 for this month's cleaning and maintenance services at {{company}} has been reissued with our new account details.",
          {
            details: [
              ["Invoice:", "2026-1187"],
              ["Amount:", "€ 8,460.00"],
              ["Due:", "this Friday"],
            ],
          },
          `<span data-flag="change">Please disregard the previous bank details and make this and future payments only to the new account shown in the updated invoice.</span>`,
          { button: "View updated invoice", flag: "link" },
          `<span data-flag="urgency">To avoid a service interruption, we kindly ask that payment is made by Friday.</span>`,
          "Best regards,<br>Accounts Receivable — Atlântida Facilities",
        ],
        "Atlântida Facilities Ltd. — billing department.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "A supplier's name on a look-alike domain",
          detail:
            "Compare the address with the one on past invoices from this supplier. A single letter or an extra word in the domain is enough to fool a busy reader.",
        },
        {
          id: "change",
          target: "body",
          title: "New bank details by e-mail",
          detail:
            "Changed payment details are the heart of invoice fraud. Confirm any change by calling the supplier on a number you already have, never one in the message, before paying.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Pay by Friday or lose the service",
          detail:
            "A threat of interruption pushes finance to skip the usual double check. Real suppliers accept that a bank change takes a call to confirm.",
        },
        {
          id: "link",
          target: "body",
          title: "The invoice is behind a link",
          detail:
            "Invoices normally come through your purchasing system or as the usual attachment. A link to “view” it on an unknown site can lead to a fake sign-in or a forged boleto.",
        },
      ],
    },
    pt: {
      name: "Boleto alterado — fornecedor de facilities",
      senderName: "Atlântida Facilities — Financeiro",
      senderLocal: "financeiro",
      subject: "Boleto alterado: NF 2026-1187 ({{company}}) com novos dados bancários",
      ...compose(
        brand,
        [
          "Prezado(a) {{first_name}},",
          "Em razão da mudança do nosso banco, o boleto da NF 2026-1187, referente aos serviços de limpeza e manutenção deste mês na {{company}}, foi reemitido com novo código de barras.",
          {
            details: [
              ["Nota fiscal:", "2026-1187"],
              ["Valor:", "R$ 48.460,00"],
              ["Vencimento:", "sexta-feira"],
            ],
          },
          `<span data-flag="change">Pedimos que desconsidere o boleto anterior e faça este e os próximos pagamentos somente pelo novo boleto, em nome da nossa nova conta.</span>`,
          { button: "Baixar novo boleto", flag: "link" },
          `<span data-flag="urgency">Para evitar a suspensão dos serviços, solicitamos o pagamento até sexta-feira.</span>`,
          "Atenciosamente,<br>Contas a Receber — Atlântida Facilities",
        ],
        "Atlântida Facilities Ltda. — departamento financeiro.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Nome do fornecedor, domínio parecido",
          detail:
            "Compare o endereço com o de notas anteriores desse fornecedor. Uma letra trocada ou uma palavra a mais no domínio basta para enganar quem está com pressa.",
        },
        {
          id: "change",
          target: "body",
          title: "Boleto novo com outros dados bancários",
          detail:
            "Troca de dados de pagamento é o coração da fraude de boleto. Confirme qualquer mudança ligando para o fornecedor num telefone que você já tem, nunca o da mensagem, antes de pagar.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Pague até sexta ou perde o serviço",
          detail:
            "A ameaça de suspensão faz o financeiro pular a conferência de sempre. Fornecedores sérios aceitam que uma troca de banco exige uma ligação de confirmação.",
        },
        {
          id: "link",
          target: "body",
          title: "O boleto está atrás de um link",
          detail:
            "Boletos costumam vir pelo sistema de compras ou no anexo de sempre. Um link para “baixar” num site desconhecido pode levar a um login falso ou a um boleto adulterado. Confira o beneficiário antes de pagar.",
        },
      ],
    },
  },
};

import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Ferrax Industrial Supplies", color: "#374151" };

/** Business e-mail compromise: a "supplier" moves its account and asks not to be called. The hardest payment one. */
export const supplierInvoiceChange: LibraryTemplate = {
  slug: "supplier-invoice-change",
  category: "payment",
  difficulty: 5,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Invoice change — supplier's new account (BEC)",
      senderName: "Mark Ellison | Ferrax Industrial",
      senderLocal: "mark.ellison",
      subject: "RE: PO 45-2291 — remittance details",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          "Thanks for confirming the delivery schedule last week. Ahead of the payment run for PO 45-2291, please note that our account with the previous bank is being closed as part of our year-end audit.",
          `<span data-flag="change">Could you update our remittance details in your system before Thursday? The signed letter with the new account is here:</span>`,
          { attachment: "Ferrax_bank_change_letter.pdf", size: "212 KB", flag: "link" },
          `<span data-flag="bypass">Our phone lines are being migrated this week, so e-mail is the best way to reach me. No need to go through the usual vendor form — a reply here is enough.</span>`,
          "Many thanks,<br>Mark Ellison<br>Accounts Receivable Manager, Ferrax Industrial Supplies",
        ],
        "Ferrax Industrial Supplies — this e-mail and any attachments are confidential.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "A thread you know, a domain you do not",
          detail:
            "“RE:” and a real-looking order number make it feel like an ongoing conversation. Check the address: attackers who read a supplier's mail register a look-alike domain to reply from.",
        },
        {
          id: "change",
          target: "body",
          title: "Please update our bank account",
          detail:
            "A request to change where money goes is the classic business e-mail compromise. Any change must be confirmed by phone with a contact you already had before.",
        },
        {
          id: "bypass",
          target: "body",
          title: "Do not call, skip the form",
          detail:
            "Asking you to avoid the phone and the usual vendor process removes exactly the checks that stop this fraud. That request alone is reason to stop.",
        },
        {
          id: "link",
          target: "body",
          title: "The “letter” is a link",
          detail:
            "The signed letter is not attached; it is a link to an outside site. It can ask you to sign in or show a forged letter. Never take bank details from a link.",
        },
      ],
    },
    pt: {
      name: "Troca de conta do fornecedor — fraude de pagamento (BEC)",
      senderName: "Marcos Elias | Ferrax Industrial",
      senderLocal: "marcos.elias",
      subject: "RES: Pedido 45-2291 — dados para pagamento",
      ...compose(
        brand,
        [
          "Oi, {{first_name}}, tudo bem?",
          "Obrigado por confirmar o cronograma de entregas semana passada. Antes do pagamento do pedido 45-2291, aviso que nossa conta no banco anterior está sendo encerrada por conta da auditoria de fim de ano.",
          `<span data-flag="change">Você consegue atualizar nossos dados bancários no sistema de vocês antes de quinta? A carta assinada com a nova conta está aqui:</span>`,
          { attachment: "Ferrax_carta_troca_banco.pdf", size: "212 KB", flag: "link" },
          `<span data-flag="bypass">Nossas linhas telefônicas estão em migração esta semana, então o melhor é falar por e-mail. Não precisa passar pelo formulário de cadastro de fornecedor; basta responder aqui.</span>`,
          "Muito obrigado,<br>Marcos Elias<br>Gerente de Contas a Receber, Ferrax Industrial",
        ],
        "Ferrax Industrial Ltda. — este e-mail e seus anexos são confidenciais.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Conversa conhecida, domínio desconhecido",
          detail:
            "“RES:” e um número de pedido real dão a impressão de uma conversa em andamento. Confira o endereço: quem lê os e-mails de um fornecedor registra um domínio parecido para responder.",
        },
        {
          id: "change",
          target: "body",
          title: "Atualize nossa conta bancária",
          detail:
            "Pedir para mudar para onde vai o dinheiro é a fraude clássica de e-mail corporativo. Toda troca deve ser confirmada por telefone com um contato que você já tinha.",
        },
        {
          id: "bypass",
          target: "body",
          title: "Não ligue, pule o formulário",
          detail:
            "Pedir que você evite o telefone e o processo normal de cadastro tira exatamente as verificações que barram essa fraude. Só esse pedido já é motivo para parar.",
        },
        {
          id: "link",
          target: "body",
          title: "A “carta” é um link",
          detail:
            "A carta assinada não está anexada; é um link para um site externo, que pode pedir login ou mostrar uma carta forjada. Nunca aceite dados bancários por um link.",
        },
      ],
    },
  },
};

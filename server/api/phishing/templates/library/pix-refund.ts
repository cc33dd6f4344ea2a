import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "PaySphere", color: "#7c3aed" };

/** An unexpected refund waiting to be claimed: money for nothing, a generic greeting. */
export const pixRefund: LibraryTemplate = {
  slug: "pix-refund",
  category: "payment",
  difficulty: 2,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Refund waiting — payment app",
      senderName: "PaySphere Payments",
      senderLocal: "refunds",
      subject: "You have a refund of €129.90 waiting — confirm to receive it",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Dear customer,</span>`,
          `<span data-flag="too-good">A payment of <strong>€129.90</strong> made from your account was returned to you by the merchant. The refund is ready to be credited.</span>`,
          {
            details: [
              ["Refund ID:", "RF-88213-EU"],
              ["Amount:", "€129.90"],
              ["Status:", "Waiting for confirmation"],
            ],
          },
          `<span data-flag="urgency">Confirm your details within 24 hours, otherwise the amount is returned to the merchant.</span>`,
          { button: "Receive my refund", flag: "link" },
        ],
        "PaySphere — secure payments. Do not share your codes with anyone.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Dear customer”",
          detail: "A service you really use addresses you by name. A generic greeting means the message was sent to a list, not to you.",
        },
        {
          id: "too-good",
          target: "body",
          title: "Money you did not expect",
          detail:
            "Do you remember a payment being returned? An unexpected refund is bait: to “receive” it you will be asked for card details, codes or a payment that goes the other way.",
        },
        {
          id: "urgency",
          target: "body",
          title: "24 hours to claim",
          detail: "Refunds do not expire in a day. The deadline exists so that you act on impulse.",
        },
        {
          id: "link",
          target: "body",
          title: "Refunds need no clicking",
          detail:
            "A real refund lands in your account on its own. Check your balance in the app you installed yourself, never through a link.",
        },
      ],
    },
    pt: {
      name: "Pix devolvido — app de pagamentos",
      senderName: "PaySphere Pagamentos",
      senderLocal: "devolucoes",
      subject: "Pix devolvido: R$ 129,90 aguardando sua confirmação",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Prezado cliente,</span>`,
          `<span data-flag="too-good">Um Pix de <strong>R$ 129,90</strong> feito pela sua conta foi devolvido pelo recebedor. O valor já está disponível para crédito.</span>`,
          {
            details: [
              ["ID da devolução:", "D88213BR2026"],
              ["Valor:", "R$ 129,90"],
              ["Situação:", "Aguardando confirmação"],
            ],
          },
          `<span data-flag="urgency">Confirme seus dados em até 24 horas; caso contrário, o valor volta para o recebedor.</span>`,
          { button: "Receber meu Pix", flag: "link" },
        ],
        "PaySphere — pagamentos seguros. Nunca compartilhe seus códigos com ninguém.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Prezado cliente”",
          detail:
            "Um serviço que você usa de verdade chama você pelo nome. Saudação genérica indica que a mensagem foi disparada para uma lista, não para você.",
        },
        {
          id: "too-good",
          target: "body",
          title: "Dinheiro que você não esperava",
          detail:
            "Você lembra de algum Pix devolvido? Devolução inesperada é isca: para “receber”, pedem dados do cartão, códigos ou um Pix no sentido contrário.",
        },
        {
          id: "urgency",
          target: "body",
          title: "24 horas para resgatar",
          detail: "Devolução de Pix não expira em um dia. O prazo existe para você agir por impulso.",
        },
        {
          id: "link",
          target: "body",
          title: "Pix devolvido não precisa de clique",
          detail:
            "Uma devolução real cai na conta sozinha. Confira o extrato no aplicativo do seu banco, aberto por você, nunca por um link.",
        },
      ],
    },
  },
};

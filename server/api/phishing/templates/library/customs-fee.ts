import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

/** The carrier has a local name in Brazil and an international one elsewhere. */
const brand: Record<"en" | "pt", Brand> = {
  en: { name: "SwiftPost Express", color: "#ca8a04" },
  pt: { name: "RápidoLog", color: "#ca8a04" },
};

/** A small customs fee to release a parcel: the tiny amount is the hook. The easiest delivery one. */
export const customsFee: LibraryTemplate = {
  slug: "customs-fee",
  category: "delivery",
  difficulty: 1,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Customs fee — parcel held at customs",
      senderName: "SwiftPost Express Customs",
      senderLocal: "customs",
      subject: "Your parcel is held at customs: fee of €2.99 due",
      ...compose(
        brand.en,
        [
          `<span data-flag="greeting">Dear Customer,</span>`,
          "Your parcel <strong>SP-4471-9920-XE</strong> arrived in the country but is held at customs because an import fee was not paid.",
          {
            details: [
              ["Import fee:", "€2.99"],
              ["Status:", "Held — awaiting payment"],
            ],
            flag: "fee",
          },
          `<span data-flag="urgency">If the fee is not paid within 48 hours, the parcel will be returned to the sender.</span>`,
          { button: "Pay €2.99 and release parcel", flag: "link" },
        ],
        "SwiftPost Express — international deliveries.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Dear Customer”, no name, no order",
          detail:
            "A carrier delivering to you has your name and the shop's. A generic greeting and a parcel you cannot place mean a mass message.",
        },
        {
          id: "fee",
          target: "body",
          title: "A tiny fee",
          detail:
            "A small amount feels harmless, but the page asks for your full card details, which are then used for much larger purchases.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Returned in 48 hours",
          detail: "The deadline hurries you past the question: did I order anything from abroad?",
        },
        {
          id: "link",
          target: "body",
          title: "Paying through a link",
          detail:
            "Customs fees are paid on the carrier's official site or at delivery. Type the carrier's address yourself and track the parcel there.",
        },
      ],
    },
    pt: {
      name: "Taxa de importação — encomenda retida",
      senderName: "RápidoLog Encomendas",
      senderLocal: "encomendas",
      subject: "Sua encomenda foi taxada: pague R$ 12,90 para liberação",
      ...compose(
        brand.pt,
        [
          `<span data-flag="greeting">Prezado(a) cliente,</span>`,
          "Sua encomenda <strong>RL447199205BR</strong> chegou ao Brasil, mas está retida na fiscalização aduaneira aguardando o pagamento da taxa de importação.",
          {
            details: [
              ["Taxa + despacho postal:", "R$ 12,90"],
              ["Situação:", "Aguardando pagamento"],
            ],
            flag: "fee",
          },
          `<span data-flag="urgency">Se a taxa não for paga em até 48 horas, o objeto será devolvido ao remetente.</span>`,
          { button: "Pagar R$ 12,90 via Pix", flag: "link" },
        ],
        "RápidoLog — encomendas nacionais e internacionais.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Prezado(a) cliente”, sem nome nem loja",
          detail:
            "Quem entrega para você tem seu nome e o da loja. Saudação genérica e uma encomenda que você não reconhece indicam envio em massa.",
        },
        {
          id: "fee",
          target: "body",
          title: "Uma taxa pequenininha",
          detail:
            "Um valor baixo parece inofensivo, mas a página pede o Pix para uma conta de golpista ou os dados completos do cartão, depois usados em compras maiores.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Devolvido em 48 horas",
          detail: "O prazo faz você pular a pergunta: eu comprei alguma coisa do exterior?",
        },
        {
          id: "link",
          target: "body",
          title: "Pagamento por um link",
          detail:
            "Taxas de importação se pagam no site oficial da transportadora, acessado por você. Digite o endereço e rastreie o objeto por lá.",
        },
      ],
    },
  },
};

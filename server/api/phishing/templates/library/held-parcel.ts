import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Orbix Express", color: "#dc2626" };

/** A courier holds a parcel for an "incomplete address": confirm it through the link. */
export const heldParcel: LibraryTemplate = {
  slug: "held-parcel",
  category: "delivery",
  difficulty: 2,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Held parcel — courier address check",
      senderName: "Orbix Express Delivery",
      senderLocal: "delivery-notice",
      subject: "Delivery attempt failed: incomplete address for your shipment",
      ...compose(
        brand,
        [
          "Hello,",
          `<span data-flag="unexpected">We tried to deliver a shipment addressed to {{company}} today, but the address on the label is incomplete.</span>`,
          {
            details: [
              ["Waybill:", "GX 7731 0459 88"],
              ["Pieces:", "1"],
              ["Status:", "On hold at local depot"],
            ],
          },
          "Please confirm your delivery address and choose a delivery date. A redelivery fee of €1.50 applies.",
          { url: "https://www.orbix-express.com/track/GX7731045988", flag: "link" },
          `<span data-flag="urgency">Shipments on hold for more than 3 days are returned.</span>`,
        ],
        "Orbix Express — worldwide express delivery.",
      ),
      redFlags: [
        {
          id: "unexpected",
          target: "body",
          title: "A parcel nobody mentioned",
          detail:
            "Are you expecting a shipment? Couriers usually name the sender or the shop. A vague parcel for “your company” invites you to check just in case, which is the point.",
        },
        {
          id: "link",
          target: "body",
          title: "The address you see is not where it goes",
          detail:
            "The link shows the courier's tracking address, but it points somewhere else. Hover over it, or on a phone press and hold, to read the real address before opening.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Returned in 3 days",
          detail: "A short deadline plus a small fee: the usual recipe for getting card details.",
        },
        {
          id: "sender",
          target: "sender",
          title: "Look-alike courier address",
          detail:
            "Check the address after the @: it is not the courier's usual domain. Track parcels by typing the tracking number on the courier's site yourself.",
        },
      ],
    },
    pt: {
      name: "Encomenda retida — confirmação de endereço",
      senderName: "Orbix Express Entregas",
      senderLocal: "aviso-entrega",
      subject: "Tentativa de entrega sem sucesso: endereço incompleto",
      ...compose(
        brand,
        [
          "Olá,",
          `<span data-flag="unexpected">Tentamos entregar hoje um volume destinado à {{company}}, mas o endereço da etiqueta está incompleto (falta o número/complemento).</span>`,
          {
            details: [
              ["Conhecimento:", "GX 7731 0459 88"],
              ["Volumes:", "1"],
              ["Situação:", "Retido na base local"],
            ],
          },
          "Confirme seu endereço e escolha uma nova data de entrega. Será cobrada taxa de reentrega de R$ 4,90.",
          { url: "https://www.orbix-express.com.br/rastreio/GX7731045988", flag: "link" },
          `<span data-flag="urgency">Volumes retidos por mais de 3 dias são devolvidos.</span>`,
        ],
        "Orbix Express — entregas expressas no Brasil e no mundo.",
      ),
      redFlags: [
        {
          id: "unexpected",
          target: "body",
          title: "Uma encomenda que ninguém citou",
          detail:
            "Você está esperando algum volume? Transportadoras costumam dizer quem enviou ou qual loja. Um pacote vago “para a empresa” convida você a conferir por via das dúvidas, que é a ideia.",
        },
        {
          id: "link",
          target: "body",
          title: "O endereço que você vê não é o destino",
          detail:
            "O link mostra o endereço de rastreio da transportadora, mas aponta para outro lugar. Passe o mouse, ou segure o dedo no celular, para ler o endereço real antes de abrir.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Devolvido em 3 dias",
          detail: "Prazo curto mais uma taxinha: a receita de sempre para conseguir dados de cartão.",
        },
        {
          id: "sender",
          target: "sender",
          title: "Endereço parecido com o da transportadora",
          detail:
            "Confira o endereço depois do @: não é o domínio de sempre da transportadora. Rastreie digitando o código no site dela, você mesmo.",
        },
      ],
    },
  },
};

import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Parcelino", color: "#2563eb" };

/** "We missed you": pick a new delivery slot. Friendly and plausible; the link and sender give it away. */
export const missedDeliveryReschedule: LibraryTemplate = {
  slug: "missed-delivery-reschedule",
  category: "delivery",
  difficulty: 3,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Missed delivery — choose a new slot",
      senderName: "Parcelino",
      senderLocal: "notifications",
      subject: "Sorry we missed you, {{first_name}} — choose a new delivery time",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          "Our driver tried to deliver your parcel today at 11:42, but nobody was available to sign for it.",
          {
            details: [
              ["Parcel:", "PN-20931-4471"],
              ["From:", "Online order"],
              ["Attempts left:", "1"],
            ],
            flag: "vague",
          },
          "Choose a new delivery slot or a pick-up point near you. It only takes a minute.",
          { button: "Reschedule delivery", flag: "link" },
          `<span data-flag="urgency">After the final attempt, the parcel goes back to the sender.</span>`,
          "Thanks,<br>The Parcelino team",
        ],
        "Parcelino — you receive this message because a parcel is addressed to you.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Which courier, really?",
          detail:
            "The shop you bought from tells you which courier delivers. If it is not this one, or the address after the @ looks odd, it is not about your parcel.",
        },
        {
          id: "vague",
          target: "body",
          title: "“Online order”, no shop",
          detail: "A real notice names the sender or the shop. “Online order” fits anyone, which is exactly why it is used.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Only one attempt left",
          detail: "The last-chance feeling makes you click before checking the order in the shop's own app.",
        },
        {
          id: "link",
          target: "body",
          title: "Reschedule from the shop's tracking",
          detail: "Use the tracking link in your order confirmation or the courier's app, not a link in an unexpected message.",
        },
      ],
    },
    pt: {
      name: "Entrega não realizada — reagendar",
      senderName: "EntregaJá",
      senderLocal: "avisos",
      subject: "{{first_name}}, não encontramos ninguém: reagende sua entrega",
      ...compose(
        { name: "EntregaJá", color: brand.color },
        [
          "Oi, {{first_name}},",
          "Nosso entregador passou hoje às 11h42, mas não havia ninguém para receber sua encomenda.",
          {
            details: [
              ["Encomenda:", "EJ-20931-4471"],
              ["Remetente:", "Compra online"],
              ["Tentativas restantes:", "1"],
            ],
            flag: "vague",
          },
          "Escolha um novo horário ou um ponto de retirada perto de você. Leva só um minuto.",
          { button: "Reagendar entrega", flag: "link" },
          `<span data-flag="urgency">Depois da última tentativa, a encomenda volta para o remetente.</span>`,
          "Valeu,<br>Equipe EntregaJá",
        ],
        "EntregaJá — você recebeu esta mensagem porque há uma encomenda em seu nome.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Qual transportadora, afinal?",
          detail:
            "A loja onde você comprou informa quem faz a entrega. Se não é essa, ou se o endereço depois do @ parece estranho, não é sobre a sua encomenda.",
        },
        {
          id: "vague",
          target: "body",
          title: "“Compra online”, sem loja",
          detail: "Um aviso real diz quem enviou ou qual loja. “Compra online” serve para qualquer pessoa, e é por isso que é usado.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Só mais uma tentativa",
          detail: "A sensação de última chance faz você clicar antes de conferir o pedido no aplicativo da loja.",
        },
        {
          id: "link",
          target: "body",
          title: "Reagende pelo rastreio da loja",
          detail:
            "Use o link de rastreio da confirmação do pedido ou o aplicativo da transportadora, não um link numa mensagem inesperada.",
        },
      ],
    },
  },
};

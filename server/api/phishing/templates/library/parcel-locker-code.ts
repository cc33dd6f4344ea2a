import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "LokPoint 24h", color: "#9333ea" };

/** A pick-up code for a parcel locker "after verifying your identity": clean, short, believable. */
export const parcelLockerCode: LibraryTemplate = {
  slug: "parcel-locker-code",
  category: "delivery",
  difficulty: 4,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Parcel locker — pick-up code",
      senderName: "LokPoint 24h",
      senderLocal: "pickup",
      subject: "Your parcel is ready in locker #B-214",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          "Your parcel has been placed in a LokPoint 24h locker near your office and is ready for pick-up.",
          {
            details: [
              ["Locker:", "Station Central Plaza, #B-214"],
              ["Available until:", "Thursday, 20:00"],
            ],
          },
          `<span data-flag="verify">For security reasons, the pick-up code is only shown after you verify your identity with your e-mail account.</span>`,
          { button: "Show my pick-up code", flag: "link" },
          `<span data-flag="deadline">Parcels not collected within 72 hours are sent back.</span>`,
        ],
        "LokPoint 24h — smart parcel lockers.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Did you choose a locker?",
          detail:
            "Parcels go to a locker when you choose it at checkout. If you did not, a locker notice is unexpected, and the address after the @ deserves a close look.",
        },
        {
          id: "verify",
          target: "body",
          title: "Your e-mail password for a locker code",
          detail:
            "Pick-up codes are sent directly by text or in the app. No locker needs your work e-mail password; asking for it is the whole point of the message.",
        },
        {
          id: "deadline",
          target: "body",
          title: "72 hours",
          detail:
            "A modest deadline sounds reasonable, which makes it more convincing than a loud one, but it still pushes you to act now.",
        },
        {
          id: "link",
          target: "body",
          title: "A button instead of a code",
          detail: "The message could simply have shown the code. Hiding it behind a link only makes sense if the link is the goal.",
        },
      ],
    },
    pt: {
      name: "Armário inteligente — código de retirada",
      senderName: "ArmárioBox",
      senderLocal: "retirada",
      subject: "Sua encomenda está no armário #B-214",
      ...compose(
        { name: "ArmárioBox", color: brand.color },
        [
          "Oi, {{first_name}},",
          "Sua encomenda foi colocada num ArmárioBox perto do seu trabalho e já pode ser retirada.",
          {
            details: [
              ["Armário:", "Estação Shopping Central, #B-214"],
              ["Disponível até:", "quinta-feira, 20h"],
            ],
          },
          `<span data-flag="verify">Por segurança, o código de retirada só aparece depois que você confirmar sua identidade com sua conta de e-mail.</span>`,
          { button: "Ver meu código de retirada", flag: "link" },
          `<span data-flag="deadline">Encomendas não retiradas em 72 horas são devolvidas.</span>`,
        ],
        "ArmárioBox — armários inteligentes de encomendas.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Você escolheu um armário?",
          detail:
            "A encomenda só vai para um armário se você escolheu isso na compra. Se não escolheu, o aviso é inesperado, e o endereço depois do @ merece um olhar atento.",
        },
        {
          id: "verify",
          target: "body",
          title: "Senha do e-mail por um código de armário",
          detail:
            "Códigos de retirada chegam por SMS ou pelo aplicativo. Nenhum armário precisa da senha do seu e-mail corporativo; pedir isso é o objetivo da mensagem.",
        },
        {
          id: "deadline",
          target: "body",
          title: "72 horas",
          detail: "Um prazo moderado parece razoável, o que convence mais do que um escandaloso, mas continua empurrando você a agir já.",
        },
        {
          id: "link",
          target: "body",
          title: "Um botão no lugar do código",
          detail: "A mensagem poderia simplesmente mostrar o código. Escondê-lo atrás de um link só faz sentido se o link for o objetivo.",
        },
      ],
    },
  },
};

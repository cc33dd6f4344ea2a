import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "RewardPortal", color: "#b45309" };

/** A bonus / PLR larger than expected, one sign-in away: too good to be true. */
export const bonusPlr: LibraryTemplate = {
  slug: "bonus-plr",
  category: "hr",
  difficulty: 3,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Annual bonus — see your allocation",
      senderName: "Compensation & Rewards",
      senderLocal: "rewards",
      subject: "{{first_name}}, your annual bonus allocation has been approved",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          `Good news: following this year's results, the board of {{company}} has approved an <span data-flag="too-good">exceptional bonus of up to 2.5 monthly salaries</span> for eligible employees, and you are on the list.`,
          "Your individual amount and payment date are available on the rewards portal.",
          { button: "See my bonus", flag: "link" },
          `<span data-flag="confidential">Allocations are personal and confidential. Please do not discuss them with colleagues until the official announcement.</span>`,
          "Compensation &amp; Rewards",
        ],
        "RewardPortal — employee rewards for {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Rewards from an unknown address",
          detail: "Bonus news comes from your manager or HR, through internal channels. Check the address after the @.",
        },
        {
          id: "too-good",
          target: "body",
          title: "Too good to be true",
          detail:
            "An unannounced, unusually large bonus is designed to make you click with joy instead of suspicion. Good news deserves the same checks as bad news.",
        },
        {
          id: "confidential",
          target: "body",
          title: "Don't talk to your colleagues",
          detail:
            "Asking for secrecy stops you from learning that everyone got the same e-mail. Ask your manager or HR whether this is real.",
        },
        {
          id: "link",
          target: "body",
          title: "Your amount is one sign-in away",
          detail: "The amount is hidden behind a sign-in so that you type your password. Use the HR portal you always use.",
        },
      ],
    },
    pt: {
      name: "PLR — confira o valor da sua participação",
      senderName: "Remuneração e Benefícios",
      senderLocal: "remuneracao",
      subject: "{{first_name}}, o valor da sua PLR foi aprovado",
      ...compose(
        brand,
        [
          "Oi, {{first_name}},",
          `Boa notícia: com os resultados deste ano, a diretoria da {{company}} aprovou uma <span data-flag="too-good">PLR extraordinária de até 2,5 salários</span> para os colaboradores elegíveis, e você está na lista.`,
          "O seu valor individual e a data do crédito estão disponíveis no portal de recompensas.",
          { button: "Ver minha PLR", flag: "link" },
          `<span data-flag="confidential">Os valores são individuais e sigilosos. Não comente com colegas até o comunicado oficial.</span>`,
          "Remuneração e Benefícios",
        ],
        "RewardPortal — recompensas dos colaboradores da {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "PLR vinda de um endereço desconhecido",
          detail: "Notícia de PLR vem do seu gestor ou do RH, por canais internos. Confira o endereço depois do @.",
        },
        {
          id: "too-good",
          target: "body",
          title: "Bom demais para ser verdade",
          detail:
            "Uma PLR não anunciada e bem acima do normal é feita para você clicar de alegria em vez de desconfiar. Notícia boa merece a mesma checagem que notícia ruim.",
        },
        {
          id: "confidential",
          target: "body",
          title: "Não comente com os colegas",
          detail:
            "Pedir sigilo impede que você descubra que todo mundo recebeu o mesmo e-mail. Pergunte ao seu gestor ou ao RH se é verdade.",
        },
        {
          id: "link",
          target: "body",
          title: "Seu valor a um login de distância",
          detail: "O valor fica escondido atrás de um login para que você digite sua senha. Use o portal de RH de sempre.",
        },
      ],
    },
  },
};

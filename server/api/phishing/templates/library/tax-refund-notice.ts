import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

/** A "tax authority" notice: no brand, an official tone, a refund blocked until you confirm your data. */
const brand: Brand = { name: "Tax Refund Service", color: "#166534" };

/** Government impersonation: a tax refund held back (in Brazil, the dreaded "malha fina"). */
export const taxRefundNotice: LibraryTemplate = {
  slug: "tax-refund-notice",
  category: "payment",
  difficulty: 2,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Tax refund on hold — confirm your details",
      senderName: "Tax Refund Service",
      senderLocal: "refund-notice",
      subject: "Your tax refund of €684.20 is on hold",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Dear taxpayer,</span>`,
          `<span data-flag="too-good">After the annual review of your tax return, you are eligible for a refund of <strong>€684.20</strong>.</span>`,
          `<span data-flag="threat">The payment is on hold because of a mismatch in your bank details. If they are not confirmed within 5 working days, the refund is cancelled and a fine may apply.</span>`,
          { button: "Confirm details and receive refund", flag: "link" },
          "Reference: TR-2026-558103",
        ],
        "Tax Refund Service — electronic notifications.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Tax offices don't e-mail like this",
          detail:
            "Tax authorities send notices through their own secure portal or by post, from their own government domain. Check the address after the @.",
        },
        {
          id: "greeting",
          target: "body",
          title: "“Dear taxpayer”",
          detail: "The tax office knows your name and tax number. A generic greeting is a mass mailing.",
        },
        {
          id: "too-good",
          target: "body",
          title: "Money waiting for you",
          detail: "A refund you did not expect is bait to collect your bank and card details.",
        },
        {
          id: "threat",
          target: "body",
          title: "Cancelled, and maybe a fine",
          detail:
            "Mixing a reward with a threat is a classic pressure trick. Check your tax situation by typing the tax office's address yourself.",
        },
        {
          id: "link",
          target: "body",
          title: "Bank details through a link",
          detail: "No tax office asks you to confirm bank details through a link in an e-mail.",
        },
      ],
    },
    pt: {
      name: "Restituição retida — malha fina",
      senderName: "Restituição IRPF",
      senderLocal: "notificacao-irpf",
      subject: "Sua declaração caiu na malha fina: restituição de R$ 2.684,20 retida",
      ...compose(
        { name: "Restituição IRPF", color: brand.color },
        [
          `<span data-flag="greeting">Prezado(a) contribuinte,</span>`,
          `<span data-flag="too-good">Após o processamento da sua declaração, foi identificada uma restituição de <strong>R$ 2.684,20</strong> em seu CPF.</span>`,
          `<span data-flag="threat">O crédito está retido por divergência nos dados bancários. Se não forem confirmados em 5 dias úteis, a restituição será cancelada e o CPF poderá ficar pendente de regularização, com multa.</span>`,
          { button: "Regularizar e receber restituição", flag: "link" },
          "Protocolo: IR-2026-558103",
        ],
        "Notificação eletrônica de restituição do IRPF.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "A Receita não manda e-mail assim",
          detail:
            "A Receita não envia e-mails com links para regularizar a declaração: os avisos ficam no portal oficial, acessado com sua conta gov. Confira o endereço depois do @.",
        },
        {
          id: "greeting",
          target: "body",
          title: "“Prezado(a) contribuinte”",
          detail: "O fisco sabe seu nome e seu CPF. Saudação genérica é envio em massa.",
        },
        {
          id: "too-good",
          target: "body",
          title: "Dinheiro esperando por você",
          detail: "Uma restituição que você não esperava é isca para coletar dados bancários e de cartão.",
        },
        {
          id: "threat",
          target: "body",
          title: "CPF pendente e multa",
          detail:
            "Misturar recompensa com ameaça é um truque clássico de pressão. Consulte a situação da sua declaração digitando você mesmo o endereço oficial.",
        },
        {
          id: "link",
          target: "body",
          title: "Dados bancários por um link",
          detail: "Nenhum órgão de governo pede para confirmar dados bancários por um link num e-mail.",
        },
      ],
    },
  },
};

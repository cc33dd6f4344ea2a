import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Veriqo", color: "#b91c1c" };

/** Quishing: re-enrol the authenticator by scanning a QR code, moving the click to an unprotected phone. */
export const qrMfaReenrol: LibraryTemplate = {
  slug: "qr-mfa-reenrol",
  category: "qr-code",
  difficulty: 3,
  landingPageId: "lesson",
  content: {
    en: {
      name: "QR code — authenticator re-enrolment",
      senderName: "Veriqo Authentication",
      senderLocal: "mfa-admin",
      subject: "Your authenticator must be re-linked — scan to keep access",
      ...compose(
        brand,
        [
          "Hello {{first_name}},",
          `<span data-flag="urgency">Your two-step verification for {{company}} will stop working in 48 hours</span> because the authenticator on your phone uses an outdated security key.`,
          "To re-link it, scan the QR code below with your phone's camera and follow the steps. Do not use your computer: the process only works on a phone.",
          { qr: "Scan with your phone's camera", flag: "qr" },
          "If you cannot scan, open this address on your phone:",
          { url: "veriqo-mfa.com/relink", flag: "link" },
        ],
        "Veriqo — identity and access.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Not your IT department's address",
          detail: "Authentication notices come from your company's own IT. Check the address after the @ before anything else.",
        },
        {
          id: "urgency",
          target: "body",
          title: "48 hours before you are locked out",
          detail:
            "Losing access to your work account is a strong fear. Real changes to your authenticator are announced by IT and done with their help.",
        },
        {
          id: "qr",
          target: "body",
          title: "A QR code to dodge the checks",
          detail:
            "A QR code hides the address from your e-mail's link scanner and moves you to your phone, where the address is harder to read. Treat a QR code in an e-mail like any link: do not scan it.",
        },
        {
          id: "link",
          target: "body",
          title: "“Only works on a phone”",
          detail:
            "Pushing you to your phone is deliberate: phones show less of the address and are often outside company protection. Re-link an authenticator only from your account's security page.",
        },
      ],
    },
    pt: {
      name: "QR code — recadastro do autenticador",
      senderName: "Autenticação Veriqo",
      senderLocal: "mfa-admin",
      subject: "Seu autenticador precisa ser revinculado — escaneie para manter o acesso",
      ...compose(
        brand,
        [
          "Olá, {{first_name}},",
          `<span data-flag="urgency">Sua verificação em duas etapas da {{company}} vai parar de funcionar em 48 horas</span> porque o autenticador do seu celular usa uma chave de segurança desatualizada.`,
          "Para revincular, aponte a câmera do celular para o QR code abaixo e siga os passos. Não use o computador: o processo só funciona no celular.",
          { qr: "Escaneie com a câmera do celular", flag: "qr" },
          "Se não conseguir escanear, abra este endereço no celular:",
          { url: "veriqo-mfa.com/revincular", flag: "link" },
        ],
        "Veriqo — identidade e acesso.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Não é o endereço da sua TI",
          detail: "Avisos de autenticação vêm da TI da sua empresa. Confira o endereço depois do @ antes de qualquer coisa.",
        },
        {
          id: "urgency",
          target: "body",
          title: "48 horas para ficar sem acesso",
          detail:
            "Perder o acesso à conta de trabalho dá medo. Mudanças reais no autenticador são avisadas pela TI e feitas com a ajuda dela.",
        },
        {
          id: "qr",
          target: "body",
          title: "Um QR code para driblar as verificações",
          detail:
            "O QR code esconde o endereço do filtro de links do seu e-mail e leva você para o celular, onde o endereço é mais difícil de ler. Trate um QR code num e-mail como um link: não escaneie.",
        },
        {
          id: "link",
          target: "body",
          title: "“Só funciona no celular”",
          detail:
            "Empurrar você para o celular é proposital: ele mostra menos do endereço e costuma estar fora da proteção da empresa. Revincule o autenticador só pela página de segurança da sua conta.",
        },
      ],
    },
  },
};

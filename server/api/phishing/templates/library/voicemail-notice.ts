import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Voxelle", color: "#0e7490" };

/** A voicemail "waiting" behind a sign-in: short, plausible, and a little odd. */
export const voicemailNotice: LibraryTemplate = {
  slug: "voicemail-notice",
  category: "credential",
  difficulty: 2,
  landingPageId: "sign-in-then-lesson",
  content: {
    en: {
      name: "New voicemail — sign in to listen",
      senderName: "Voxelle Voicemail",
      senderLocal: "voicemail",
      subject: "New voicemail from +44 20 7946 0321 (0:47)",
      ...compose(
        brand,
        [
          { heading: "You have 1 new voice message" },
          {
            details: [
              ["From:", "+44 20 7946 0321"],
              ["Length:", "0:47"],
              ["Received:", "Today, 09:12"],
            ],
          },
          `<span data-flag="unexpected">To protect your privacy, voice messages can only be played after you sign in with your work e-mail and password.</span>`,
          { button: "▶ Play message", flag: "link" },
          `<span data-flag="urgency">Messages not played within 48 hours are deleted.</span>`,
        ],
        "Voxelle unified communications. This mailbox does not accept replies.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Does your company even use this service?",
          detail:
            "If your phones do not send voicemail by e-mail, or not from this service, the message is fake whatever it looks like. Check the address after the @.",
        },
        {
          id: "unexpected",
          target: "body",
          title: "A password to hear a message",
          detail:
            "Voicemail sent by e-mail normally arrives as a sound file or plays in your phone app. A sign-in page to “protect your privacy” is a common way to collect passwords.",
        },
        {
          id: "link",
          target: "body",
          title: "The play button is a link",
          detail:
            "Hover over it before you click: the address is not your phone system's. If the call mattered, the caller will call again or you can dial the number yourself.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Deleted in 48 hours",
          detail: "An invented deadline makes you curious and hurried at the same time. Real voicemail stays until you delete it.",
        },
      ],
    },
    pt: {
      name: "Nova mensagem de voz — entre para ouvir",
      senderName: "Mensagens de Voz Voxelle",
      senderLocal: "mensagem-de-voz",
      subject: "Nova mensagem de voz de (11) 3456-7890 (0:47)",
      ...compose(
        brand,
        [
          { heading: "Você tem 1 nova mensagem de voz" },
          {
            details: [
              ["De:", "(11) 3456-7890"],
              ["Duração:", "0:47"],
              ["Recebida:", "Hoje, 09:12"],
            ],
          },
          `<span data-flag="unexpected">Para proteger sua privacidade, as mensagens de voz só podem ser ouvidas depois que você entrar com seu e-mail e senha corporativos.</span>`,
          { button: "▶ Ouvir mensagem", flag: "link" },
          `<span data-flag="urgency">Mensagens não ouvidas em 48 horas são excluídas.</span>`,
        ],
        "Voxelle comunicações unificadas. Este endereço não recebe respostas.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Sua empresa usa mesmo esse serviço?",
          detail:
            "Se o seu telefone não manda recados por e-mail, ou não por esse serviço, a mensagem é falsa, por mais bonita que seja. Confira o endereço depois do @.",
        },
        {
          id: "unexpected",
          target: "body",
          title: "Senha para ouvir um recado",
          detail:
            "Recados por e-mail normalmente chegam como arquivo de áudio ou tocam no aplicativo do telefone. Uma página de login “para proteger sua privacidade” é um jeito comum de roubar senhas.",
        },
        {
          id: "link",
          target: "body",
          title: "O botão de ouvir é um link",
          detail:
            "Passe o mouse antes de clicar: o endereço não é o do seu sistema de telefonia. Se a ligação era importante, a pessoa liga de novo, ou você mesmo liga para o número.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Excluída em 48 horas",
          detail: "Um prazo inventado desperta curiosidade e pressa ao mesmo tempo. Recados de verdade ficam guardados até você apagar.",
        },
      ],
    },
  },
};

import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Confera Meetings", color: "#4f46e5" };

/** A meeting's recording "is ready": everyday, expected after calls, and behind a sign-in. */
export const meetingRecordingShared: LibraryTemplate = {
  slug: "meeting-recording-shared",
  category: "credential",
  difficulty: 3,
  landingPageId: "sign-in-then-lesson",
  content: {
    en: {
      name: "Meeting recording — sign in to watch",
      senderName: "Confera Meetings",
      senderLocal: "recordings",
      subject: "Recording available: “{{company}} — quarterly planning” (58 min)",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          `<span data-flag="context">The recording and transcript of “{{company}} — quarterly planning” are ready. You were invited to this meeting.</span>`,
          {
            details: [
              ["Duration:", "58 min"],
              ["Organiser:", "Executive Office"],
              ["Available for:", "7 days"],
            ],
          },
          "Recordings are private to your organisation. Sign in with your work account to watch.",
          { button: "Watch recording", flag: "link" },
        ],
        "Confera Meetings — video meetings for teams.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Is this the tool your company uses?",
          detail:
            "If your meetings run on another tool, a recording notice from this one cannot be about your meeting. Check the address after the @ too.",
        },
        {
          id: "context",
          target: "body",
          title: "A meeting you don't remember",
          detail:
            "“You were invited” and an executive organiser make it feel important. Look in your calendar: was there such a meeting, and were you in it?",
        },
        {
          id: "link",
          target: "body",
          title: "Watch from the app, not the e-mail",
          detail:
            "Recordings of your meetings are in the meeting app's own history. Open them there rather than signing in from an e-mail link.",
        },
      ],
    },
    pt: {
      name: "Gravação de reunião — entre para assistir",
      senderName: "Confera Reuniões",
      senderLocal: "gravacoes",
      subject: "Gravação disponível: “{{company}} — planejamento trimestral” (58 min)",
      ...compose(
        { name: "Confera Reuniões", color: brand.color },
        [
          "Oi, {{first_name}},",
          `<span data-flag="context">A gravação e a transcrição de “{{company}} — planejamento trimestral” estão prontas. Você foi convidado para esta reunião.</span>`,
          {
            details: [
              ["Duração:", "58 min"],
              ["Organizador:", "Diretoria Executiva"],
              ["Disponível por:", "7 dias"],
            ],
          },
          "As gravações são restritas à sua organização. Entre com sua conta corporativa para assistir.",
          { button: "Assistir à gravação", flag: "link" },
        ],
        "Confera Reuniões — videoconferência para equipes.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Sua empresa usa essa ferramenta?",
          detail:
            "Se suas reuniões acontecem em outra ferramenta, um aviso de gravação desta não pode ser da sua reunião. Confira também o endereço depois do @.",
        },
        {
          id: "context",
          target: "body",
          title: "Uma reunião de que você não lembra",
          detail:
            "“Você foi convidado” e a diretoria como organizadora dão ar de importância. Olhe sua agenda: essa reunião existiu, e você estava nela?",
        },
        {
          id: "link",
          target: "body",
          title: "Assista pelo aplicativo, não pelo e-mail",
          detail:
            "As gravações das suas reuniões ficam no histórico do próprio aplicativo. Abra por lá em vez de entrar com sua senha a partir de um link no e-mail.",
        },
      ],
    },
  },
};

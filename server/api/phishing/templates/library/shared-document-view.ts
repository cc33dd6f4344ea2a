import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "DocuFlow", color: "#6d28d9" };

/** A colleague "shared" a salary file: curiosity plus a believable sharing notice. Hard to spot. */
export const sharedDocumentView: LibraryTemplate = {
  slug: "shared-document-view",
  category: "credential",
  difficulty: 4,
  landingPageId: "sign-in-then-lesson",
  content: {
    en: {
      name: "Shared document — salary review",
      senderName: "Claire Morgan (via DocuFlow)",
      senderLocal: "share-notification",
      subject: "Claire Morgan shared “2026 Salary Review - {{company}}.xlsx” with you",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          `Claire Morgan has shared a spreadsheet with you: <span data-flag="curiosity"><strong>2026 Salary Review - {{company}}.xlsx</strong></span>`,
          "“Please review the figures for your team before Thursday's meeting and keep this confidential for now.”",
          { button: "Open in DocuFlow", flag: "link" },
          "You will be asked to sign in with your work account to view this file.",
        ],
        "DocuFlow — you are receiving this because someone shared a file with you. DocuFlow, 200 Harbour Road.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "A colleague's name on a stranger's address",
          detail:
            "The name is a person's, but the address belongs to an outside sharing service. Do you know a Claire Morgan? If you do, ask her in chat whether she shared it.",
        },
        {
          id: "curiosity",
          target: "body",
          title: "A file you are curious to open",
          detail:
            "Salaries, bonuses and layoffs are chosen because few people resist. A confidential file you did not expect is a reason to slow down, not to hurry.",
        },
        {
          id: "link",
          target: "body",
          title: "Sign in to view",
          detail:
            "A sharing link that asks for your password on an unfamiliar page is the trap. Open shared files from your own file storage app, where anything shared with you already appears.",
        },
      ],
    },
    pt: {
      name: "Documento compartilhado — revisão salarial",
      senderName: "Juliana Prado (via DocuFlow)",
      senderLocal: "compartilhamento",
      subject: "Juliana Prado compartilhou “Revisão Salarial 2026 - {{company}}.xlsx” com você",
      ...compose(
        brand,
        [
          "Oi, {{first_name}},",
          `Juliana Prado compartilhou uma planilha com você: <span data-flag="curiosity"><strong>Revisão Salarial 2026 - {{company}}.xlsx</strong></span>`,
          "“Dá uma olhada nos valores do seu time antes da reunião de quinta e, por enquanto, mantenha em sigilo.”",
          { button: "Abrir no DocuFlow", flag: "link" },
          "Será preciso entrar com sua conta corporativa para ver o arquivo.",
        ],
        "DocuFlow — você recebeu este aviso porque alguém compartilhou um arquivo com você. DocuFlow, Av. Paulista, 2000.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Nome de colega, endereço de estranho",
          detail:
            "O nome é de uma pessoa, mas o endereço é de um serviço externo. Você conhece a Juliana Prado? Se conhece, pergunte a ela pelo chat se foi ela mesma que compartilhou.",
        },
        {
          id: "curiosity",
          target: "body",
          title: "Um arquivo que dá vontade de abrir",
          detail:
            "Salários, bônus e demissões são escolhidos porque quase ninguém resiste. Um arquivo sigiloso que você não esperava é motivo para ir devagar, não para correr.",
        },
        {
          id: "link",
          target: "body",
          title: "Entre para visualizar",
          detail:
            "Um link de compartilhamento que pede sua senha numa página estranha é a armadilha. Abra arquivos pelo seu próprio aplicativo de arquivos, onde o que foi compartilhado já aparece.",
        },
      ],
    },
  },
};

import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "ScanStation", color: "#475569" };

/** A scan "from the office printer": bland, familiar, automatic. */
export const scannedDocument: LibraryTemplate = {
  slug: "scanned-document",
  category: "attachment",
  difficulty: 3,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Scanned document — office printer",
      senderName: "ScanStation MFP-3F",
      senderLocal: "scanner",
      subject: "Scanned document from MFP-3F (4 pages)",
      ...compose(
        brand,
        [
          "A document was scanned and sent to your address.",
          {
            details: [
              ["Device:", "MFP-3F (3rd floor)"],
              ["Pages:", "4"],
              ["Format:", "PDF"],
              ["Sent by:", "—"],
            ],
            flag: "unknown-sender",
          },
          `<span data-flag="attachment">The scanned file is attached to this message. If your mail app blocks it, download it from the secure scan archive:</span>`,
          { attachment: "Scan_0047.pdf", size: "1.2 MB", flag: "link" },
          "This message was generated automatically by ScanStation. Please do not reply.",
        ],
        "ScanStation document services.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "A printer on the internet",
          detail:
            "Your office printer sends from an internal address, if at all. A scanner e-mail from an outside domain is not from your building.",
        },
        {
          id: "unknown-sender",
          target: "body",
          title: "Nobody scanned it",
          detail: "“Sent by: —” means nobody you know is behind this. Did you, or a colleague who told you, just scan something?",
        },
        {
          id: "attachment",
          target: "body",
          title: "“Attached”, but blocked",
          detail:
            "The message says the file is attached, then offers a download instead. Unexpected attachments and “secure archives” are how malware and fake sign-ins arrive.",
        },
        {
          id: "link",
          target: "body",
          title: "The file chip is a link",
          detail: "It looks like a PDF but opens a website. Ask the person who scanned it, or pick up the paper.",
        },
      ],
    },
    pt: {
      name: "Documento digitalizado — impressora do escritório",
      senderName: "ScanStation MFP-3A",
      senderLocal: "scanner",
      subject: "Documento digitalizado pela MFP-3A (4 páginas)",
      ...compose(
        brand,
        [
          "Um documento foi digitalizado e enviado para o seu endereço.",
          {
            details: [
              ["Equipamento:", "MFP-3A (3º andar)"],
              ["Páginas:", "4"],
              ["Formato:", "PDF"],
              ["Enviado por:", "—"],
            ],
            flag: "unknown-sender",
          },
          `<span data-flag="attachment">O arquivo digitalizado está anexado a esta mensagem. Se o seu e-mail bloquear o anexo, baixe pelo arquivo seguro de digitalizações:</span>`,
          { attachment: "Digitalizacao_0047.pdf", size: "1,2 MB", flag: "link" },
          "Mensagem gerada automaticamente pelo ScanStation. Não responda.",
        ],
        "ScanStation serviços de documentos.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Uma impressora na internet",
          detail:
            "A impressora do escritório envia de um endereço interno, quando envia. Um e-mail de digitalização vindo de domínio externo não saiu do seu prédio.",
        },
        {
          id: "unknown-sender",
          target: "body",
          title: "Ninguém digitalizou",
          detail:
            "“Enviado por: —” significa que ninguém conhecido está por trás disso. Você, ou um colega que te avisou, acabou de digitalizar algo?",
        },
        {
          id: "attachment",
          target: "body",
          title: "“Anexado”, mas bloqueado",
          detail:
            "A mensagem diz que o arquivo está anexado e logo oferece um download. Anexos inesperados e “arquivos seguros” são o caminho de vírus e logins falsos.",
        },
        {
          id: "link",
          target: "body",
          title: "O ícone do arquivo é um link",
          detail: "Parece um PDF, mas abre um site. Pergunte a quem digitalizou, ou pegue o papel na impressora.",
        },
      ],
    },
  },
};

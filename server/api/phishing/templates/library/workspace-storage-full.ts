import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Nimbra Workspace", color: "#188038" };

/** "Your storage is full": generic greeting, threats and a sign-in link; the easiest to spot. */
export const workspaceStorageFull: LibraryTemplate = {
  slug: "workspace-storage-full",
  category: "credential",
  difficulty: 1,
  landingPageId: "sign-in-then-lesson",
  content: {
    en: {
      name: "Storage full — office suite",
      senderName: "Nimbra Storage Alert",
      senderLocal: "no-reply",
      subject: "WARNING: Storage 100% full - incoming emails will be DELETED",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Dear Email User,</span>`,
          "Your account has used <strong>15 GB of 15 GB</strong> of storage. You can no longer send or receive email.",
          `<span data-flag="threat">All new messages will be permanently deleted and your files removed after 12 hours unless you verify your account now.</span>`,
          "Verify your account to get 50 GB free additional storage immediately.",
          { button: "VERIFY ACCOUNT NOW", flag: "link" },
          "Nimbra Workspace Team",
        ],
        "© Nimbra Workspace. All rights reserved.",
      ),
      redFlags: [
        {
          id: "subject",
          target: "subject",
          title: "Shouting and panic in the subject",
          detail: "Capital letters and “DELETED” are meant to scare you into clicking. Real storage notices are calm and factual.",
        },
        {
          id: "greeting",
          target: "body",
          title: "“Dear Email User”",
          detail:
            "Your own provider knows your name. A generic greeting usually means the same message went to thousands of addresses at once.",
        },
        {
          id: "threat",
          target: "body",
          title: "Threat of losing everything",
          detail:
            "Deleting your mail and files in 12 hours is not how storage limits work; when storage is full, new mail simply waits or bounces.",
        },
        {
          id: "link",
          target: "body",
          title: "Free storage for a sign-in",
          detail:
            "“Verify your account” plus a free gift is a lure to a fake sign-in page. Check your storage from the app or the address you always use, never from a link.",
        },
      ],
    },
    pt: {
      name: "Armazenamento cheio — pacote de escritório",
      senderName: "Alerta de Armazenamento Nimbra",
      senderLocal: "nao-responda",
      subject: "ATENÇÃO: armazenamento 100% cheio - e-mails serão APAGADOS",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Prezado(a) usuário(a),</span>`,
          "Sua conta usou <strong>15 GB de 15 GB</strong> de armazenamento. Você não consegue mais enviar nem receber e-mails.",
          `<span data-flag="threat">Todas as novas mensagens serão excluídas definitivamente e seus arquivos removidos em 12 horas, a menos que você verifique sua conta agora.</span>`,
          "Verifique sua conta e ganhe 50 GB extras grátis na hora.",
          { button: "VERIFICAR CONTA AGORA", flag: "link" },
          "Equipe Nimbra Workspace",
        ],
        "© Nimbra Workspace. Todos os direitos reservados.",
      ),
      redFlags: [
        {
          id: "subject",
          target: "subject",
          title: "Assunto gritando e causando pânico",
          detail:
            "Letras maiúsculas e “APAGADOS” existem para assustar e fazer você clicar. Avisos reais de armazenamento são calmos e objetivos.",
        },
        {
          id: "greeting",
          target: "body",
          title: "“Prezado(a) usuário(a)”",
          detail:
            "Seu provedor sabe o seu nome. Uma saudação genérica costuma indicar que a mesma mensagem foi disparada para milhares de endereços.",
        },
        {
          id: "threat",
          target: "body",
          title: "Ameaça de perder tudo",
          detail:
            "Apagar e-mails e arquivos em 12 horas não é como limites de espaço funcionam; com o espaço cheio, as mensagens novas só deixam de chegar.",
        },
        {
          id: "link",
          target: "body",
          title: "Espaço grátis em troca de login",
          detail:
            "“Verifique sua conta” com um brinde é isca para uma página de login falsa. Confira seu espaço pelo aplicativo ou pelo endereço de sempre, nunca por um link.",
        },
      ],
    },
  },
};

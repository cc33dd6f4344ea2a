import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Nuvem365", color: "#0a5bc4" };

/** A cloud mailbox's password "expires today": the classic credential lure, easy to spot. */
export const mailboxPasswordExpiry: LibraryTemplate = {
  slug: "mailbox-password-expiry",
  category: "credential",
  difficulty: 2,
  landingPageId: "sign-in-then-lesson",
  content: {
    en: {
      name: "Password expiry — cloud mailbox",
      senderName: "Nuvem365 Account Team",
      senderLocal: "it-support",
      subject: "Action required: your mailbox password expires today",
      ...compose(
        brand,
        [
          { heading: "Your password expires in 24 hours" },
          "Hello {{first_name}},",
          "The password for your {{company}} mailbox reaches its expiry date today. To keep sending and receiving e-mail, confirm your current password and choose a new one.",
          `<span data-flag="urgency">If you do not act within 24 hours, your mailbox will be locked and messages sent to you will be returned.</span>`,
          { button: "Keep my current password", flag: "link" },
          "Thank you,<br>Nuvem365 Account Team",
        ],
        "This is an automatic message from the Nuvem365 account service. Please do not reply.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "The address is not your IT team's",
          detail:
            "The name says Nuvem365, but look at the address after the @: it is not your company's domain. Anyone can type any display name; only the address tells you who really sent it.",
        },
        {
          id: "urgency",
          target: "body",
          title: "A threat with a deadline",
          detail:
            "“Locked in 24 hours” is there to make you act before you think. Real password reminders come days in advance and never threaten to return your mail.",
        },
        {
          id: "link",
          target: "body",
          title: "“Keep my current password” is not a real option",
          detail:
            "No real service lets you keep an expired password by signing in through an e-mail. Hover over the button: it leads to an unknown site. Change passwords only from the address you always type yourself.",
        },
      ],
    },
    pt: {
      name: "Senha expirando — e-mail na nuvem",
      senderName: "Equipe de Contas Nuvem365",
      senderLocal: "suporte-ti",
      subject: "Ação necessária: sua senha de e-mail expira hoje",
      ...compose(
        brand,
        [
          { heading: "Sua senha expira em 24 horas" },
          "Olá, {{first_name}},",
          "A senha do seu e-mail corporativo da {{company}} vence hoje. Para continuar enviando e recebendo mensagens, confirme sua senha atual e cadastre uma nova.",
          `<span data-flag="urgency">Se nada for feito em até 24 horas, sua conta será bloqueada e as mensagens enviadas a você voltarão ao remetente.</span>`,
          { button: "Manter minha senha atual", flag: "link" },
          "Obrigado,<br>Equipe de Contas Nuvem365",
        ],
        "Esta é uma mensagem automática do serviço de contas Nuvem365. Por favor, não responda.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "O endereço não é o da sua TI",
          detail:
            "O nome diz Nuvem365, mas olhe o endereço depois do @: não é o domínio da sua empresa. Qualquer um escolhe o nome que aparece; só o endereço mostra quem enviou de verdade.",
        },
        {
          id: "urgency",
          target: "body",
          title: "Ameaça com prazo",
          detail:
            "“Bloqueada em 24 horas” serve para você agir antes de pensar. Avisos reais de senha chegam com dias de antecedência e não ameaçam devolver seus e-mails.",
        },
        {
          id: "link",
          target: "body",
          title: "“Manter minha senha atual” não existe",
          detail:
            "Nenhum serviço sério deixa você manter uma senha vencida entrando por um link no e-mail. Passe o mouse sobre o botão: ele leva a um site desconhecido. Troque a senha só pelo endereço que você mesmo digita.",
        },
      ],
    },
  },
};

import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

/** A plain message "from the CEO's phone": no logo, just a person in a hurry. */
const brand: Brand = { name: "", color: "#1d4ed8" };

/** The CEO urgently needs gift cards bought and kept secret: an unusual request dressed as a favour. */
export const ceoGiftCards: LibraryTemplate = {
  slug: "ceo-gift-cards",
  category: "payment",
  difficulty: 3,
  landingPageId: "lesson",
  content: {
    en: {
      name: "CEO asks for gift cards — urgent favour",
      senderName: "Daniel Foster",
      senderLocal: "daniel.foster.ceo",
      subject: "Quick favour — are you at your desk?",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          `I'm stuck in back-to-back meetings with the board and need your help with something.<span data-flag="request"> I want to surprise a few clients today and need 8 gift cards of €100 each. Can you buy them now? You'll be reimbursed by the end of the week.</span>`,
          `<span data-flag="secrecy">Please keep this between us for now — it's a surprise, and I can't take calls.</span>`,
          "Once you have them, scratch the backs and enter the codes here so my assistant can prepare the cards:",
          { url: "Send the card codes here", flag: "link" },
          'Thanks, I appreciate it.<br>Daniel<br><span style="color:#6b7280;font-size:13px">Sent from my phone</span>',
        ],
        "CEO, {{company}}",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "The CEO's name, a personal address",
          detail:
            "Your CEO's real address is on your company's domain. A name you recognise on an outside or free address is the oldest trick of this scam.",
        },
        {
          id: "request",
          target: "body",
          title: "Gift cards, of all things",
          detail:
            "No company pays clients or suppliers in gift cards bought by staff. Gift card codes are cash that cannot be traced or returned, which is why fraudsters ask for them.",
        },
        {
          id: "secrecy",
          target: "body",
          title: "Keep it secret, I can't talk",
          detail:
            "Secrecy and “I can't take calls” stop you from checking. Call the person on the number you know, or ask their assistant; a real request survives a quick check.",
        },
        {
          id: "link",
          target: "body",
          title: "Codes typed into a link",
          detail:
            "Once the codes are entered, the money is gone within minutes. Never send gift card codes to anyone by e-mail, chat or form.",
        },
      ],
    },
    pt: {
      name: "CEO pede cartões-presente — favor urgente",
      senderName: "Ricardo Almeida",
      senderLocal: "ricardo.almeida.ceo",
      subject: "Pode me ajudar rapidinho? Está na sua mesa?",
      ...compose(
        brand,
        [
          "Oi, {{first_name}},",
          `Estou preso em reuniões seguidas com o conselho e preciso de uma ajuda sua.<span data-flag="request"> Quero fazer uma surpresa para alguns clientes hoje e preciso de 8 cartões-presente de R$ 500 cada. Consegue comprar agora? Você é reembolsado até o fim da semana.</span>`,
          `<span data-flag="secrecy">Por enquanto, deixa isso entre nós — é surpresa, e não consigo atender ligação.</span>`,
          "Quando comprar, raspe o verso e coloque os códigos aqui para minha assistente preparar os cartões:",
          { url: "Enviar os códigos dos cartões aqui", flag: "link" },
          'Obrigado, fico te devendo.<br>Ricardo<br><span style="color:#6b7280;font-size:13px">Enviado do meu celular</span>',
        ],
        "CEO, {{company}}",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Nome do CEO, endereço pessoal",
          detail:
            "O endereço real do seu CEO é do domínio da empresa. Um nome conhecido num endereço externo ou gratuito é o truque mais antigo desse golpe.",
        },
        {
          id: "request",
          target: "body",
          title: "Cartão-presente, justo isso",
          detail:
            "Nenhuma empresa paga clientes ou fornecedores com cartões-presente comprados por funcionários. Os códigos são dinheiro vivo, sem rastro e sem estorno; por isso o golpista pede.",
        },
        {
          id: "secrecy",
          target: "body",
          title: "Segredo e “não posso falar”",
          detail:
            "Sigilo e “não atendo ligação” impedem você de confirmar. Ligue para o número que você conhece ou fale com a assistente; um pedido real resiste a uma checagem rápida.",
        },
        {
          id: "link",
          target: "body",
          title: "Códigos digitados num link",
          detail:
            "Digitados os códigos, o dinheiro some em minutos. Nunca envie códigos de cartão-presente por e-mail, WhatsApp ou formulário.",
        },
      ],
    },
  },
};

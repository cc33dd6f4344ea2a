import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "InkSeal", color: "#1d4ed8" };

/** A contract awaiting your e-signature, polished and personal: the hardest of the library. */
export const contractToSign: LibraryTemplate = {
  slug: "contract-to-sign",
  category: "attachment",
  difficulty: 5,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Contract to sign — e-signature request",
      senderName: "Laura Chen via InkSeal",
      senderLocal: "sign",
      subject: "Laura Chen sent you “Service Agreement — {{company}} 2027” to review and sign",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          `<span data-flag="context">As discussed, attached is the updated service agreement for 2027 with the revised pricing schedule in annex B. I've highlighted the clauses that changed since the draft.</span>`,
          { attachment: "Service_Agreement_2027_v3.pdf", size: "642 KB", flag: "attachment" },
          "Could you sign by end of day tomorrow so we can start the onboarding on the 1st? Let me know if legal has any comments.",
          { button: "Review and sign", flag: "link" },
          "Best,<br>Laura Chen<br>Account Director",
        ],
        "Sent securely with InkSeal e-signature. Do not forward this e-mail: anyone with the link can sign on your behalf.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Who is Laura Chen?",
          detail:
            "E-signature notices can be sent by anyone. Do you know the person, and were you expecting this contract? If not, the polish does not matter.",
        },
        {
          id: "context",
          target: "body",
          title: "“As discussed”",
          detail:
            "Pretending to continue a conversation lowers your guard. If you do not remember discussing it, that is your signal. Check with your legal or purchasing team.",
        },
        {
          id: "attachment",
          target: "body",
          title: "An attached contract you did not expect",
          detail:
            "Contracts come through your own legal or purchasing workflow. An unexpected document to open or sign is a classic way to deliver malware or a fake sign-in.",
        },
        {
          id: "link",
          target: "body",
          title: "Sign in to sign",
          detail:
            "The button leads to a page that asks for your work account before showing the document. Open e-signature requests from the platform your company uses, not from the e-mail.",
        },
      ],
    },
    pt: {
      name: "Contrato para assinar — assinatura eletrônica",
      senderName: "Fernanda Costa via Assinio",
      senderLocal: "assinatura",
      subject: "Fernanda Costa enviou “Contrato de Prestação de Serviços — {{company}} 2027” para você assinar",
      ...compose(
        { name: "Assinio", color: brand.color },
        [
          "Oi, {{first_name}},",
          `<span data-flag="context">Conforme conversamos, segue em anexo o contrato de prestação de serviços de 2027 com a nova tabela de preços no anexo B. Destaquei as cláusulas que mudaram em relação à minuta.</span>`,
          { attachment: "Contrato_Servicos_2027_v3.pdf", size: "642 KB", flag: "attachment" },
          "Consegue assinar até amanhã no fim do dia, para começarmos a implantação no dia 1º? Se o jurídico tiver alguma observação, me avise.",
          { button: "Revisar e assinar", flag: "link" },
          "Abraço,<br>Fernanda Costa<br>Diretora de Contas",
        ],
        "Enviado com segurança pela Assinio. Não encaminhe este e-mail: quem tiver o link pode assinar em seu nome.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Quem é Fernanda Costa?",
          detail:
            "Qualquer pessoa pode mandar um pedido de assinatura. Você conhece essa pessoa e esperava esse contrato? Se não, o capricho da mensagem não importa.",
        },
        {
          id: "context",
          target: "body",
          title: "“Conforme conversamos”",
          detail:
            "Fingir que continua uma conversa baixa a guarda. Se você não lembra dessa conversa, esse é o sinal. Confira com o jurídico ou com compras.",
        },
        {
          id: "attachment",
          target: "body",
          title: "Um contrato anexado que você não esperava",
          detail:
            "Contratos chegam pelo fluxo do jurídico ou de compras. Um documento inesperado para abrir ou assinar é um jeito clássico de entregar vírus ou um login falso.",
        },
        {
          id: "link",
          target: "body",
          title: "Entre para assinar",
          detail:
            "O botão leva a uma página que pede sua conta corporativa antes de mostrar o documento. Abra pedidos de assinatura pela plataforma que sua empresa usa, não pelo e-mail.",
        },
      ],
    },
  },
};

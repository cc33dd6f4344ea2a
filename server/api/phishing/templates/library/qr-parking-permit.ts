import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Parkovia", color: "#047857" };

/** Facilities' "new parking permits": register your plate by scanning a QR code and paying a small fee. */
export const qrParkingPermit: LibraryTemplate = {
  slug: "qr-parking-permit",
  category: "qr-code",
  difficulty: 2,
  landingPageId: "lesson",
  content: {
    en: {
      name: "QR code — new parking permit",
      senderName: "Facilities Parking Office",
      senderLocal: "parking",
      subject: "New parking permits: register your vehicle this week",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Dear staff member,</span>`,
          "From next month, the car park at {{company}} moves to the Parkovia digital permit system. Paper permits will no longer be valid.",
          `<span data-flag="request">Register your number plate and pay the €4.90 activation fee by card to keep your space.</span>`,
          { qr: "Scan with your phone to register", flag: "qr" },
          "Scan the code with your phone's camera. Spaces are allocated first come, first served.",
          { button: "Or register here", flag: "link" },
        ],
        "Parkovia — digital parking permits.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Dear staff member”",
          detail: "Your facilities team knows who holds a parking space. A generic greeting suggests a message sent to everyone on a list.",
        },
        {
          id: "request",
          target: "body",
          title: "A fee to keep your space",
          detail:
            "Asking for card details for a small “activation fee” is the goal. A real parking change would be announced internally and charged through payroll or the usual process.",
        },
        {
          id: "qr",
          target: "body",
          title: "A QR code hides the address",
          detail:
            "Your e-mail's protection cannot check where a QR code leads, and your phone shows little of the address. Ask facilities directly instead of scanning.",
        },
        {
          id: "link",
          target: "body",
          title: "A second way to the same page",
          detail:
            "The button catches those who will not scan; both lead to a site that is not your company's. “First come, first served” adds pressure. Look for the announcement on the intranet before registering anything.",
        },
      ],
    },
    pt: {
      name: "QR code — nova credencial de estacionamento",
      senderName: "Administração Predial — Estacionamento",
      senderLocal: "estacionamento",
      subject: "Novo cadastro do estacionamento: registre seu veículo esta semana",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Prezado colaborador,</span>`,
          "A partir do próximo mês, o estacionamento da {{company}} passa a usar as credenciais digitais Parkovia. Os adesivos de papel deixam de valer.",
          `<span data-flag="request">Cadastre a placa do seu carro e pague a taxa de ativação de R$ 9,90 no cartão para manter sua vaga.</span>`,
          { qr: "Escaneie com o celular para se cadastrar", flag: "qr" },
          "Aponte a câmera do celular para o código. As vagas serão distribuídas por ordem de cadastro.",
          { button: "Ou cadastre aqui", flag: "link" },
        ],
        "Parkovia — credenciais digitais de estacionamento.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Prezado colaborador”",
          detail: "A administração predial sabe quem tem vaga. Saudação genérica sugere uma mensagem enviada a uma lista inteira.",
        },
        {
          id: "request",
          target: "body",
          title: "Taxa para manter a vaga",
          detail:
            "Pedir os dados do cartão por uma “taxa de ativação” pequena é o objetivo. Uma mudança real no estacionamento seria avisada internamente e cobrada pelo processo de sempre.",
        },
        {
          id: "qr",
          target: "body",
          title: "O QR code esconde o endereço",
          detail:
            "A proteção do seu e-mail não consegue checar para onde um QR code leva, e o celular mostra pouco do endereço. Pergunte direto à administração em vez de escanear.",
        },
        {
          id: "link",
          target: "body",
          title: "Um segundo caminho para a mesma página",
          detail:
            "O botão pega quem não quer escanear; os dois levam a um site que não é da sua empresa. “Por ordem de cadastro” aumenta a pressão. Procure o comunicado na intranet antes de cadastrar qualquer coisa.",
        },
      ],
    },
  },
};

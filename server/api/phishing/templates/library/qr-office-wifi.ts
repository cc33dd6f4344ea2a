import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "NetAura Office", color: "#0284c7" };

/** The office Wi-Fi moves to a new network: scan a QR code and sign in. Routine IT news, well written. */
export const qrOfficeWifi: LibraryTemplate = {
  slug: "qr-office-wifi",
  category: "qr-code",
  difficulty: 4,
  landingPageId: "lesson",
  content: {
    en: {
      name: "QR code — new office Wi-Fi",
      senderName: "IT Workplace Services",
      senderLocal: "workplace-it",
      subject: "New office Wi-Fi from Monday — connect your phone in one step",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          "On Monday we are replacing the office Wi-Fi at {{company}} with a faster, more secure network. The old network name will be switched off at 08:00.",
          "To connect your phone in advance, scan the code below with your phone's camera. It installs the network profile and asks you to sign in once with your work account.",
          { qr: "Scan with your phone's camera", flag: "qr" },
          `<span data-flag="process">Laptops will be updated automatically; only phones and tablets need this step.</span>`,
          { button: "Instructions for other devices", flag: "link" },
          "Thanks,<br>IT Workplace Services",
        ],
        "NetAura Office — managed Wi-Fi.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Check the address, not the tone",
          detail: "The message is calm and plausible; only the address after the @ shows it is not from your IT department.",
        },
        {
          id: "qr",
          target: "body",
          title: "Wi-Fi that wants your password",
          detail:
            "Connecting to Wi-Fi does not need a QR code from an e-mail plus your work password. The code hides a sign-in page that your e-mail's filters could not inspect.",
        },
        {
          id: "process",
          target: "body",
          title: "Installing a profile on your phone",
          detail:
            "A network “profile” installed from an unknown source can route your traffic through someone else. Company devices get their settings from IT's management tools.",
        },
        {
          id: "link",
          target: "body",
          title: "Ask IT in person",
          detail: "If the Wi-Fi really changes, it will be posted on the intranet and at reception. Check there, not through the link.",
        },
      ],
    },
    pt: {
      name: "QR code — novo Wi-Fi do escritório",
      senderName: "TI — Serviços ao Colaborador",
      senderLocal: "ti-escritorio",
      subject: "Novo Wi-Fi do escritório a partir de segunda — conecte o celular em um passo",
      ...compose(
        brand,
        [
          "Oi, {{first_name}},",
          "Na segunda-feira vamos trocar o Wi-Fi do escritório da {{company}} por uma rede mais rápida e segura. A rede antiga será desligada às 8h.",
          "Para conectar o celular com antecedência, aponte a câmera do celular para o código abaixo. Ele instala o perfil da rede e pede que você entre uma vez com sua conta corporativa.",
          { qr: "Escaneie com a câmera do celular", flag: "qr" },
          `<span data-flag="process">Os notebooks serão atualizados automaticamente; só celulares e tablets precisam deste passo.</span>`,
          { button: "Instruções para outros aparelhos", flag: "link" },
          "Obrigado,<br>TI — Serviços ao Colaborador",
        ],
        "NetAura Office — Wi-Fi gerenciado.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Confira o endereço, não o tom",
          detail: "A mensagem é tranquila e plausível; só o endereço depois do @ mostra que não veio da sua TI.",
        },
        {
          id: "qr",
          target: "body",
          title: "Wi-Fi que quer sua senha",
          detail:
            "Conectar ao Wi-Fi não exige um QR code vindo por e-mail mais a sua senha corporativa. O código esconde uma página de login que os filtros do seu e-mail não conseguiram checar.",
        },
        {
          id: "process",
          target: "body",
          title: "Instalar um perfil no celular",
          detail:
            "Um “perfil” de rede instalado de fonte desconhecida pode desviar seu tráfego para outra pessoa. Aparelhos da empresa recebem configurações pelas ferramentas de gestão da TI.",
        },
        {
          id: "link",
          target: "body",
          title: "Pergunte à TI pessoalmente",
          detail: "Se o Wi-Fi mudar mesmo, o aviso estará na intranet e na recepção. Confira por lá, não pelo link.",
        },
      ],
    },
  },
};

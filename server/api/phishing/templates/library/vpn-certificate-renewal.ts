import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "TunnelVeil VPN", color: "#1e3a8a" };

/** A calm, well-written IT notice with a ticket number: only the details give it away. The hardest credential one. */
export const vpnCertificateRenewal: LibraryTemplate = {
  slug: "vpn-certificate-renewal",
  category: "credential",
  difficulty: 5,
  landingPageId: "sign-in-then-lesson",
  content: {
    en: {
      name: "VPN certificate renewal — remote access",
      senderName: "IT Service Desk",
      senderLocal: "servicedesk",
      subject: "[CHG-48213] Remote access certificate renewal for {{company}} laptops",
      ...compose(
        brand,
        [
          "Hi {{first_name}},",
          "The security certificate your laptop uses to connect to the {{company}} VPN is due for its yearly renewal. Most devices were updated automatically last night, but yours did not check in.",
          `<span data-flag="process">To avoid losing remote access, please download and install the renewed certificate yourself. It takes about two minutes and does not need a restart.</span>`,
          { url: "https://vpn.tunnelveil-renewal.com/cert/renew", flag: "link" },
          "You will be asked to confirm your network credentials before the download starts.",
          "Reference: change CHG-48213. If you have any questions, reply to this message and the team will get back to you.",
          "Kind regards,<br>IT Service Desk",
        ],
        "TunnelVeil VPN client notification for {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Look-alike helpdesk address",
          detail:
            "The ticket number and calm tone feel internal, but the address after the @ is not your company's. Attackers register domains that look close enough at a glance.",
        },
        {
          id: "process",
          target: "body",
          title: "Installing security software yourself",
          detail:
            "Company devices receive certificates and VPN settings from IT centrally. Being asked to download and install one by hand, outside that process, is a strong warning sign.",
        },
        {
          id: "link",
          target: "body",
          title: "An address that is almost right",
          detail:
            "“tunnelveil-renewal.com” is not your company's domain nor the VPN maker's. Read addresses from right to left: what matters is the part just before the first single slash.",
        },
      ],
    },
    pt: {
      name: "Renovação de certificado da VPN — acesso remoto",
      senderName: "Central de Serviços de TI",
      senderLocal: "servicedesk",
      subject: "[MUD-48213] Renovação do certificado de acesso remoto dos notebooks {{company}}",
      ...compose(
        brand,
        [
          "Oi, {{first_name}},",
          "O certificado de segurança que seu notebook usa para conectar à VPN da {{company}} está na renovação anual. A maioria dos aparelhos foi atualizada automaticamente esta noite, mas o seu não se conectou.",
          `<span data-flag="process">Para não perder o acesso remoto, baixe e instale você mesmo o certificado renovado. Leva uns dois minutos e não precisa reiniciar.</span>`,
          { url: "https://vpn.tunnelveil-renovacao.com/cert/renew", flag: "link" },
          "Antes do download, será pedido que você confirme seu usuário e senha de rede.",
          "Referência: mudança MUD-48213. Qualquer dúvida, é só responder a esta mensagem que a equipe retorna.",
          "Atenciosamente,<br>Central de Serviços de TI",
        ],
        "Notificação do cliente TunnelVeil VPN para a {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Endereço de suporte parecido",
          detail:
            "O número de chamado e o tom tranquilo parecem internos, mas o endereço depois do @ não é o da sua empresa. Golpistas registram domínios que, de relance, parecem certos.",
        },
        {
          id: "process",
          target: "body",
          title: "Instalar software de segurança por conta própria",
          detail:
            "Aparelhos da empresa recebem certificados e configurações de VPN da TI, de forma central. Pedir que você baixe e instale um à mão, fora desse processo, é um forte sinal de alerta.",
        },
        {
          id: "link",
          target: "body",
          title: "Um endereço quase certo",
          detail:
            "“tunnelveil-renovacao.com” não é o domínio da sua empresa nem do fabricante da VPN. Leia endereços da direita para a esquerda: vale o trecho logo antes da primeira barra simples.",
        },
      ],
    },
  },
};

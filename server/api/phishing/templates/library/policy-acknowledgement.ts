import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "PolicyPoint", color: "#4338ca" };

/** An updated policy to read and acknowledge: dull, official and expected. Hard to spot. */
export const policyAcknowledgement: LibraryTemplate = {
  slug: "policy-acknowledgement",
  category: "hr",
  difficulty: 4,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Policy update — acknowledge by Friday",
      senderName: "People & Culture",
      senderLocal: "people",
      subject: "Updated hybrid working policy — please acknowledge by Friday",
      ...compose(
        brand,
        [
          "Dear {{first_name}},",
          "Following the consultation earlier this year, {{company}} has updated its hybrid working policy. The main changes concern office attendance days, equipment allowances and working from abroad.",
          `<span data-flag="request">All employees are required to read the updated policy and confirm they have understood it. Your acknowledgement is recorded against your employee profile.</span>`,
          { button: "Read and acknowledge", flag: "link" },
          `<span data-flag="deadline">Please complete this by Friday. Outstanding acknowledgements will be reported to line managers.</span>`,
          "Thank you,<br>People &amp; Culture",
        ],
        "PolicyPoint — policy management for {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "A department's name, an outside address",
          detail:
            "“People & Culture” sounds right, but check the address after the @. Policies are normally published on the intranet and announced from internal addresses.",
        },
        {
          id: "request",
          target: "body",
          title: "Recorded against your profile",
          detail:
            "Compliance language makes the request feel mandatory and personal. A policy you must sign is still reached through your intranet, not a tool you never heard of.",
        },
        {
          id: "deadline",
          target: "body",
          title: "Reported to your manager",
          detail: "A mild threat to your reputation is still pressure. If in doubt, look for the policy on the intranet or ask HR.",
        },
        {
          id: "link",
          target: "body",
          title: "Check where “Read and acknowledge” goes",
          detail: "Hover over the button: it does not lead to your intranet. Open the policy from a place you already know.",
        },
      ],
    },
    pt: {
      name: "Atualização de política — ciência até sexta",
      senderName: "Gente & Gestão",
      senderLocal: "gente",
      subject: "Nova política de trabalho híbrido — dê ciência até sexta",
      ...compose(
        brand,
        [
          "Prezado(a) {{first_name}},",
          "Após a consulta feita no início do ano, a {{company}} atualizou sua política de trabalho híbrido. As principais mudanças tratam dos dias presenciais, da ajuda de custo para equipamentos e do trabalho no exterior.",
          `<span data-flag="request">Todos os colaboradores devem ler a política atualizada e confirmar que a compreenderam. Sua ciência fica registrada no seu cadastro de colaborador.</span>`,
          { button: "Ler e dar ciência", flag: "link" },
          `<span data-flag="deadline">Conclua até sexta-feira. Pendências serão informadas aos gestores.</span>`,
          "Obrigado,<br>Gente &amp; Gestão",
        ],
        "PolicyPoint — gestão de políticas da {{company}}.",
      ),
      redFlags: [
        {
          id: "sender",
          target: "sender",
          title: "Nome de área, endereço externo",
          detail:
            "“Gente & Gestão” soa certo, mas confira o endereço depois do @. Políticas costumam ser publicadas na intranet e avisadas por endereços internos.",
        },
        {
          id: "request",
          target: "body",
          title: "Registrado no seu cadastro",
          detail:
            "Linguagem de compliance faz o pedido parecer obrigatório e pessoal. Uma política a assinar continua sendo acessada pela intranet, não por uma ferramenta que você nunca viu.",
        },
        {
          id: "deadline",
          target: "body",
          title: "Informado ao seu gestor",
          detail: "Uma ameaça leve à sua reputação continua sendo pressão. Na dúvida, procure a política na intranet ou pergunte ao RH.",
        },
        {
          id: "link",
          target: "body",
          title: "Veja para onde vai “Ler e dar ciência”",
          detail: "Passe o mouse sobre o botão: ele não leva à sua intranet. Abra a política por um caminho que você já conhece.",
        },
      ],
    },
  },
};

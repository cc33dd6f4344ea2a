import { compose, type Brand } from "./compose.ts";
import type { LibraryTemplate } from "./index.ts";

const brand: Brand = { name: "Benefyt", color: "#db2777" };

/** Open enrolment for benefits closes tomorrow: a real HR ritual, copied with an urgent twist. */
export const benefitsEnrolment: LibraryTemplate = {
  slug: "benefits-enrolment",
  category: "hr",
  difficulty: 2,
  landingPageId: "lesson",
  content: {
    en: {
      name: "Benefits enrolment — last day",
      senderName: "Benefits Team",
      senderLocal: "benefits",
      subject: "LAST DAY: confirm your 2027 benefits or lose your coverage",
      ...compose(
        brand,
        [
          `<span data-flag="greeting">Dear Employee,</span>`,
          "Open enrolment for next year's health, dental and wellness benefits closes <strong>tomorrow</strong>.",
          `<span data-flag="threat">Employees who do not confirm their choices will lose their current coverage and their dependants will be removed from the plan.</span>`,
          "Confirming takes 2 minutes. You will need your employee number and your personal details.",
          { button: "Confirm my benefits", flag: "link" },
          "Benefits Team",
        ],
        "Benefyt — employee benefits administration.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Dear Employee”",
          detail: "Your own HR knows your name and writes through the channels it always uses. A generic greeting signals a mass mailing.",
        },
        {
          id: "threat",
          target: "body",
          title: "Lose your coverage and your dependants'",
          detail:
            "Threatening your family's health plan is emotional pressure. Real enrolment periods are announced weeks ahead, with reminders, and missing one keeps your current plan.",
        },
        {
          id: "subject",
          target: "subject",
          title: "“LAST DAY” in capitals",
          detail: "A shouted deadline in the subject is meant to get the click before you remember you never heard of this enrolment.",
        },
        {
          id: "link",
          target: "body",
          title: "Personal details through a link",
          detail: "Update benefits only in the HR portal you know. Ask HR whether this enrolment is real before typing anything.",
        },
      ],
    },
    pt: {
      name: "Adesão a benefícios — último dia",
      senderName: "Equipe de Benefícios",
      senderLocal: "beneficios",
      subject: "ÚLTIMO DIA: confirme seu vale-refeição e plano de saúde ou perca o benefício",
      ...compose(
        { name: "Benefícios+", color: brand.color },
        [
          `<span data-flag="greeting">Prezado colaborador,</span>`,
          "O prazo para escolher entre vale-refeição e vale-alimentação e confirmar o plano de saúde e odontológico do próximo ano termina <strong>amanhã</strong>.",
          `<span data-flag="threat">Quem não confirmar perderá o benefício atual, e os dependentes serão excluídos do plano.</span>`,
          "A confirmação leva 2 minutos. Tenha em mãos sua matrícula, CPF e dados pessoais.",
          { button: "Confirmar meus benefícios", flag: "link" },
          "Equipe de Benefícios",
        ],
        "Benefícios+ — gestão de benefícios para colaboradores.",
      ),
      redFlags: [
        {
          id: "greeting",
          target: "body",
          title: "“Prezado colaborador”",
          detail: "O seu RH sabe o seu nome e escreve pelos canais de sempre. Saudação genérica indica envio em massa.",
        },
        {
          id: "threat",
          target: "body",
          title: "Perder o benefício e os dependentes",
          detail:
            "Ameaçar o plano de saúde da família é pressão emocional. Períodos de adesão reais são avisados com semanas de antecedência, com lembretes, e quem não responde mantém o que tem.",
        },
        {
          id: "subject",
          target: "subject",
          title: "“ÚLTIMO DIA” em maiúsculas",
          detail: "Um prazo gritado no assunto quer o clique antes que você lembre que nunca ouviu falar dessa adesão.",
        },
        {
          id: "link",
          target: "body",
          title: "CPF e dados pessoais por um link",
          detail:
            "Altere benefícios só no portal de RH que você conhece. Pergunte ao RH se essa adesão existe antes de digitar qualquer coisa.",
        },
      ],
    },
  },
};

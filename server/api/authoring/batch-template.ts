import { CSV_COLUMNS } from "./batch-format.ts";

/**
 * The batch templates (`GET /creator/courses/batch/template.csv` and `.json`): two filled outlines
 * in both languages, the same in either format, which upload back without an error
 * (docs/creator-batch-format.md).
 */

type Example = {
  languages: string[];
  area: string;
  level: string;
  title: { en: string; pt: string };
  summary: { en: string; pt: string };
  steps: { title: { en: string; pt: string }; text: { en: string; pt: string }; takeaways: { en: string[]; pt: string[] } }[];
  tags: string[];
};

const EXAMPLES: Example[] = [
  {
    languages: ["en", "pt"],
    area: "cybersecurity",
    level: "beginner",
    title: { en: "Spotting a Phishing E-mail", pt: "Como Reconhecer um E-mail de Phishing" },
    summary: {
      en: "Three signs that give a phishing e-mail away, and what to do when one reaches your inbox.",
      pt: "Três sinais que denunciam um e-mail de phishing e o que fazer quando um deles chega à sua caixa de entrada.",
    },
    steps: [
      {
        title: { en: "Check the sender", pt: "Confira o remetente" },
        text: {
          en: "Look at the address, not only the name shown. A bank writes from its own domain.\n\nA letter or two out of place is the oldest trick.",
          pt: "Olhe o endereço, não apenas o nome exibido. Um banco escreve do próprio domínio.\n\nUma ou duas letras trocadas é o truque mais antigo.",
        },
        takeaways: { en: ["Read the address, not the name."], pt: ["Leia o endereço, não o nome."] },
      },
      {
        title: { en: "Feel the pressure", pt: "Perceba a pressão" },
        text: {
          en: "Urgent deadlines, threats and prizes are there to make you act before you think.",
          pt: "Prazos urgentes, ameaças e prêmios estão ali para você agir antes de pensar.",
        },
        takeaways: { en: ["Urgency is a warning sign."], pt: ["Urgência é um sinal de alerta."] },
      },
      {
        title: { en: "Report it", pt: "Denuncie" },
        text: {
          en: "Do not click or reply. Use the report button or tell your security team.",
          pt: "Não clique nem responda. Use o botão de denúncia ou avise a equipe de segurança.",
        },
        takeaways: { en: ["Report, then delete."], pt: ["Denuncie e depois apague."] },
      },
    ],
    tags: ["phishing", "email"],
  },
  {
    languages: ["en", "pt"],
    area: "professional-skills",
    level: "intermediate",
    title: { en: "Giving Useful Feedback", pt: "Como Dar um Feedback Útil" },
    summary: {
      en: "A simple way to give feedback that is specific, kind and easy to act on.",
      pt: "Um jeito simples de dar um feedback específico, gentil e fácil de colocar em prática.",
    },
    steps: [
      {
        title: { en: "Describe what you saw", pt: "Descreva o que você viu" },
        text: {
          en: "Name the situation and the behaviour, not the person's character.",
          pt: "Cite a situação e o comportamento, não o caráter da pessoa.",
        },
        takeaways: { en: ["Facts before opinions."], pt: ["Fatos antes de opiniões."] },
      },
      {
        title: { en: "Say the effect", pt: "Diga o efeito" },
        text: {
          en: "Explain what the behaviour changed for you, the team or the customer.",
          pt: "Explique o que o comportamento mudou para você, para a equipe ou para o cliente.",
        },
        takeaways: { en: ["Make the impact clear."], pt: ["Deixe o impacto claro."] },
      },
    ],
    tags: ["feedback", "communication"],
  },
];

const quoted = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The CSV template: the header row and the two examples, comma separated, CRLF as spreadsheets write it. */
export function templateCsv(): string {
  const cellOf = (e: Example, column: string): string => {
    if (column === "languages") return e.languages.join(",");
    if (column === "tags") return e.tags.join(",");
    if (column === "avatar") return "";
    if (column === "area" || column === "level") return e[column];
    const top = /^(title|summary)_(en|pt)$/.exec(column);
    if (top) return e[top[1] as "title" | "summary"][top[2] as "en" | "pt"];
    const step = /^step(\d+)_(title|text|takeaways)_(en|pt)$/.exec(column)!;
    const s = e.steps[Number(step[1]) - 1];
    if (!s) return "";
    const value = s[step[2] as "title" | "text" | "takeaways"][step[3] as "en" | "pt"];
    return Array.isArray(value) ? value.join("|") : value;
  };
  const lines = [CSV_COLUMNS.join(","), ...EXAMPLES.map((e) => CSV_COLUMNS.map((c) => quoted(cellOf(e, c))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** The JSON template: `{ "courses": [...] }` with the two examples. */
export function templateJson(): string {
  return `${JSON.stringify({ courses: EXAMPLES.map((e) => ({ ...e, avatar: "" })) }, null, 2)}\n`;
}

import type { CourseContent } from "../../../../contract/course-content.ts";

// Portuguese in the house style: sentence-case titles and the words the library uses.

/** Names and acronyms a Portuguese title may capitalise after its first word. */
const PT_PROPER = new Set([
  "LGPD",
  "GDPR",
  "ANPD",
  "IA",
  "MFA",
  "Wi-Fi",
  "VPN",
  "Pix",
  "WhatsApp",
  "Teams",
  "Brasil",
  "Microsoft",
  "Google",
  "Apple",
  "QR",
  "TI",
  "USB",
  "SMS",
  "CNPJ",
  "CPF",
  "MEI",
  "UE",
  "PDF",
]);

/** A Portuguese title in English title case: capitals beyond the first word that are not names. */
export function titleCaseWords(title: string): string[] {
  const tokens = title.split(/\s+/);
  return tokens
    .map((raw, i) => ({ raw, word: raw.replace(/^[“"(]+|[”".,:;!?)]+$/g, ""), after: tokens[i - 1] ?? "" }))
    .slice(1)
    .filter(
      ({ raw, word, after }) =>
        /^\p{Lu}/u.test(word) && !PT_PROPER.has(word) && !/^\p{Lu}{2,}/u.test(word) && !/^[“"]/.test(raw) && !/[?!.]$/.test(after),
    )
    .map(({ word }) => word);
}

/** Words the Portuguese library does not use, with the word it uses instead. */
export const PT_HOUSE_WORDS: { re: RegExp; use: string }[] = [
  { re: /caixa postal/i, use: "caixa de entrada" },
  { re: /(?<!Open )\bbadges?\b/i, use: "selo" },
  {
    re: /(^|[^\p{L}])(comuniqu\p{L}*|comunicar|comunicou)(?![\p{L}])(?![^.]*\b(ANPD|autoridades?|titulares?)\b)/iu,
    use: "reportar (comunicar fica para a ANPD e os titulares, como na LGPD)",
  },
  // telling the security team is reporting too, not "avisar"
  {
    re: /(^|[^\p{L}])(avis[ea]|avisar|avisou|avisando)(?![\p{L}])[^.]{0,40}(segurança|\bTI\b|imediatamente|na hora|incidente)/iu,
    use: "reportar",
  },
];

/** Every text of a course's Portuguese version, with where it is. */
function ptTexts(c: CourseContent): [string, string][] {
  const p = c.pt;
  return [
    ["title", p.title],
    ["summary", p.summary],
    ...p.steps.flatMap((s, i): [string, string][] => [
      [`step ${i + 1} title`, s.title],
      ...s.body.map((b): [string, string] => [`step ${i + 1}`, b]),
      ...s.takeaways.map((b): [string, string] => [`step ${i + 1} take-away`, b]),
      [`step ${i + 1} alt`, s.illustrationAlt],
    ]),
    ...p.keyTakeaways.map((k): [string, string] => ["key take-away", k]),
    ...p.challenge.questions.flatMap((q, i): [string, string][] => [
      [`q${i + 1}`, q.prompt],
      ...q.options.map((o): [string, string] => [`q${i + 1} option`, o]),
      [`q${i + 1} explanation`, q.explanation],
    ]),
    ["badge", p.badge.name],
    ["badge description", p.badge.description],
  ];
}

export function portugueseProblems(c: CourseContent): string[] {
  const out: string[] = [];
  for (const [where, title] of [
    ["title", c.pt.title],
    ["badge", c.pt.badge.name],
    ...c.pt.steps.map((s, i) => [`step ${i + 1} title`, s.title]),
  ] as const) {
    const caps = titleCaseWords(title);
    if (caps.length) out.push(`${c.slug} pt ${where}: sentence case, not title case ("${title}": ${caps.join(", ")})`);
  }
  for (const [where, text] of ptTexts(c)) {
    for (const w of PT_HOUSE_WORDS) if (w.re.test(text)) out.push(`${c.slug} pt ${where}: use "${w.use}" ("${text.slice(0, 80)}…")`);
  }
  return out;
}

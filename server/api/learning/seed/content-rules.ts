import { isMultiple, type CourseContent } from "../../../../contract/course-content.ts";

/**
 * The library's quality rules, beyond what the schema can say: challenges that cannot be passed
 * by picking the longest option or a favourite position, no question asked twice, courses of about
 * five minutes, and Portuguese in the house style. `scripts/check-content.ts` prints the report;
 * content-rules.test.ts fails the tests when a rule breaks.
 */

export type Lang = "en" | "pt";
/** A question as the rules read it, from a course challenge or the skill-gap bank. */
export type RuleQuestion = {
  where: string;
  lang: Lang;
  prompt: string;
  options: readonly string[];
  correct: readonly number[];
  multiple: boolean;
  explanation?: string;
};

export const LIMITS = {
  /** Share of single-choice questions whose correct option is the longest (ties count): at most this... */
  longestCorrect: 0.3,
  /** ...and at least this, so that "never the longest" is no give-away either. */
  longestCorrectMin: 0.15,
  /** Share of single-choice questions with the correct option at any one position. */
  position: 0.4,
  /** Share of "select all" questions whose first option is correct. */
  selectAllFirst: 0.6,
  /** Absolute words ("always", "never", "only") may be this much more frequent in distractors than in right answers, or the other way round. */
  hedgeGap: 0.1,
  /** Word-stem similarity (prompt and options) from which two questions count as the same question. */
  duplicate: 0.3,
  /** Reading words per course and language (steps and their take-aways): about five minutes. */
  words: { min: 550, max: 1000 },
} as const;

const ABSOLUTE: Record<Lang, RegExp> = {
  en: /\b(always|never|only|every|all|any|none|nothing|completely|entirely|guarantee[sd]?|impossible)\b/i,
  pt: /(^|[^\p{L}])(sempre|nunca|só|somente|apenas|todos|todas|qualquer|nada|nenhum|nenhuma|totalmente|completamente|garante|garantido|garantida|impossível)(?![\p{L}])/iu,
};

/** Every challenge question of the library, in both languages. */
export function courseQuestions(courses: readonly CourseContent[]): RuleQuestion[] {
  return courses.flatMap((c) =>
    (["en", "pt"] as const).flatMap((lang) =>
      c[lang].challenge.questions.map((q, i) => ({
        where: `${c.slug} q${i + 1}`,
        lang,
        prompt: q.prompt,
        options: q.options,
        correct: q.correct,
        multiple: isMultiple(q),
        explanation: q.explanation,
      })),
    ),
  );
}

export type LangStats = {
  single: number;
  /** Single-choice questions whose correct option is the longest. */
  longestCorrect: number;
  /** Mean length of the correct option over the mean length of its distractors. */
  lengthRatio: number;
  /** Correct option's position in single-choice questions: count per index. */
  positions: number[];
  selectAll: number;
  /** "Select all" questions whose first option is correct. */
  selectAllFirst: number;
  /** How many options are right in "select all" questions: count per number. */
  selectAllCounts: Record<number, number>;
  /** Share of right answers and of distractors that use absolute words. */
  hedged: { correct: number; wrong: number };
};

const share = (n: number, of: number) => (of ? n / of : 0);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function statsOf(questions: readonly RuleQuestion[]): LangStats {
  const single = questions.filter((q) => !q.multiple);
  const multi = questions.filter((q) => q.multiple);
  const positions = [0, 0, 0, 0, 0];
  let longest = 0;
  const ratios: number[] = [];
  for (const q of single) {
    const k = q.correct[0]!;
    positions[k]!++;
    const others = q.options.filter((_, i) => i !== k).map((o) => o.length);
    if (q.options[k]!.length >= Math.max(...others)) longest++;
    ratios.push(q.options[k]!.length / mean(others));
  }
  const counts: Record<number, number> = {};
  for (const q of multi) counts[q.correct.length] = (counts[q.correct.length] ?? 0) + 1;
  const hedge = { correct: [0, 0], wrong: [0, 0] };
  for (const q of questions) {
    const re = ABSOLUTE[q.lang];
    q.options.forEach((o, i) => {
      const side = q.correct.includes(i) ? hedge.correct : hedge.wrong;
      side[1]!++;
      if (re.test(o)) side[0]!++;
    });
  }
  return {
    single: single.length,
    longestCorrect: longest,
    lengthRatio: Math.round(mean(ratios) * 100) / 100,
    positions,
    selectAll: multi.length,
    selectAllFirst: multi.filter((q) => q.correct.includes(0)).length,
    selectAllCounts: counts,
    hedged: { correct: share(hedge.correct[0]!, hedge.correct[1]!), wrong: share(hedge.wrong[0]!, hedge.wrong[1]!) },
  };
}

/** The problems a set of questions in one language has against LIMITS. */
export function statProblems(label: string, s: LangStats): string[] {
  const out: string[] = [];
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  if (share(s.longestCorrect, s.single) > LIMITS.longestCorrect)
    out.push(
      `${label}: the longest option is the right one in ${s.longestCorrect} of ${s.single} single-choice questions (${pct(share(s.longestCorrect, s.single))}, limit ${pct(LIMITS.longestCorrect)})`,
    );
  if (s.single >= 20 && share(s.longestCorrect, s.single) < LIMITS.longestCorrectMin)
    out.push(
      `${label}: the longest option is the right one in only ${s.longestCorrect} of ${s.single} single-choice questions (${pct(share(s.longestCorrect, s.single))}, at least ${pct(LIMITS.longestCorrectMin)}, so length points neither way)`,
    );
  s.positions.forEach((n, i) => {
    if (s.single >= 8 && share(n, s.single) > LIMITS.position)
      out.push(`${label}: option ${i + 1} is the right one in ${n} of ${s.single} single-choice questions (limit ${pct(LIMITS.position)})`);
  });
  if (s.selectAll >= 4 && share(s.selectAllFirst, s.selectAll) > LIMITS.selectAllFirst)
    out.push(
      `${label}: the first option is right in ${s.selectAllFirst} of ${s.selectAll} "select all" questions (limit ${pct(LIMITS.selectAllFirst)})`,
    );
  if (s.selectAll >= 4 && Object.keys(s.selectAllCounts).length < 2)
    out.push(`${label}: every "select all" question has the same number of right options`);
  if (Math.abs(s.hedged.wrong - s.hedged.correct) > LIMITS.hedgeGap)
    out.push(
      `${label}: absolute words mark the ${s.hedged.wrong > s.hedged.correct ? "wrong" : "right"} options (${pct(s.hedged.wrong)} of distractors, ${pct(s.hedged.correct)} of right answers)`,
    );
  return out;
}

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 6)),
  );

/** Jaccard similarity of two texts' word stems (the first six letters of words of four or more). */
export function similarity(a: string, b: string) {
  const x = words(a);
  const y = words(b);
  const both = [...x].filter((w) => y.has(w)).length;
  return both / (x.size + y.size - both || 1);
}

/** A question's text for comparison: the prompt and its options. */
const gist = (q: RuleQuestion) => `${q.prompt} ${q.options.join(" ")}`;

/** Pairs of questions (same language) that ask the same thing. */
export function duplicates(questions: readonly RuleQuestion[], against: readonly RuleQuestion[] = questions): string[] {
  const out: string[] = [];
  const same = questions === against;
  questions.forEach((a, i) => {
    against.forEach((b, j) => {
      if ((same && j <= i) || a.lang !== b.lang) return;
      const s = similarity(gist(a), gist(b));
      if (s >= LIMITS.duplicate) out.push(`${a.lang}: "${a.where}" and "${b.where}" ask the same question (similarity ${s.toFixed(2)})`);
    });
  });
  return out;
}

// Options are shown in a shuffled order (decision 0011), so "the first link" or "option B" points
// at a different option for every learner. Ordinals are caught with the nouns that name an option
// (or standing alone before a verb or a comma), so "what do you do first" or "the first three
// digits" stay allowed.
const EN_ORDINAL = "first|second|third|fourth|fifth|sixth|last|final|penultimate|1st|2nd|3rd|4th|5th|top|bottom|middle";
const EN_HEADLESS = "first|second|third|fourth|fifth|sixth|last|penultimate";
const EN_OPTION =
  "options?|answers?|choices?|alternatives?|links?|addresses|address|urls?|ones?|statements?|responses?|replies|reply|items?|examples?";
// "above", "below", "next" only with one word that can only mean an option: "the link below" in a
// quoted e-mail is the e-mail's, "stop the next one" is the next attack, "the options below" the list
const EN_OPTION_ONLY = "option|answer|choice|alternative|statement";
const EN_VERBISH = "and|or|but|is|are|was|were|does|do|did|has|have|had|would|could|can|will|may|might|also|only|just|too|though";
const PT_ORDINAL =
  "primeir[oa]s?|segund[oa]s?|terceir[oa]s?|quart[oa]s?|quint[oa]s?|sext[oa]s?|últim[oa]s?|penúltim[oa]s?|antepenúltim[oa]s?";
const PT_OPTION = "opç(?:ão|ões)|alternativas?|respostas?|links?|endereços?|itens|item|afirmaç(?:ão|ões)|exemplos?|escolhas?";
const PT_OPTION_ONLY = "opção|alternativa|resposta|afirmação";
const PT_ARTICLE = "a|o|as|os|da|do|das|dos|na|no|nas|nos|à|ao|pela|pelo";
const PT_VERBISH = "e|ou|mas|é|são|foi|era|eram|tem|têm|também|só|apenas|traz|pertence|leva|troca|usa|parece";
// \b knows only ASCII letters: Portuguese words are bounded by "no letter" on either side
const pt = (body: string, flags = "iu") => new RegExp(`(?<!\\p{L})(?:${body})(?!\\p{L})`, flags);
const POSITIONAL: Record<Lang, RegExp[]> = {
  en: [
    new RegExp(
      `\\bthe\\s+(?:${EN_ORDINAL})(?:\\s+(?:two|three|four|wrong|right|correct|incorrect|remaining|other))?\\s+(?:${EN_OPTION})\\b`,
      "iu",
    ),
    new RegExp(`\\bthe\\s+(?:${EN_HEADLESS})(?=\\s*[,;:.)]|\\s+(?:${EN_VERBISH})\\b)`, "iu"),
    /\bthe\s+latter\b|\bthe\s+former(?=\s*[,;:.)]|\s+(?:is|are|was|were|and|or|but)\b)/iu,
    /\b(?:[Oo]ption|[Aa]nswer|[Cc]hoice|[Aa]lternative|[Ll]etter)\s+(?:\(?[A-E]\)|[A-E]\b)|\b(?:option|answer|choice|alternative)\s+(?:#|no\.?\s*|number\s+)?\d\b/u,
    /\b(?:option|answer|choice|alternative)\s+(?:\([a-e]\)|[a-e](?=\s*[,;:.!?]|$))/iu,
    /\b(?:all|none|both|either|neither|any|each)\s+of\s+the\s+(?:above|below|previous|preceding|following)\b/iu,
    new RegExp(
      `\\b(?:${EN_OPTION_ONLY}|the\\s+one)\\s+(?:above|below)\\b|\\bthe\\s+(?:above|preceding|previous|next|following)\\s+(?:${EN_OPTION_ONLY})\\b`,
      "iu",
    ),
  ],
  pt: [
    pt(`(?:${PT_ARTICLE})\\s+(?:${PT_ORDINAL})\\s+(?:${PT_OPTION})`),
    pt(`(?:${PT_ARTICLE})\\s+(?:${PT_OPTION})\\s+(?:${PT_ORDINAL})`),
    pt(`(?:a|o|as|os)\\s+(?:${PT_ORDINAL})(?=\\s*[,;:.)]|\\s+(?:${PT_VERBISH})(?!\\p{L}))`),
    // the letter is a capital, in brackets, or ends the phrase: "a resposta a esse pedido" is no option
    pt(`(?:[Aa]lternativa|[Oo]pção|[Ll]etra|[Rr]esposta)\\s+(?:\\(?[a-eA-E]\\)|[A-E]|[a-e](?=\\s*[,;:.!?]|$))`, "u"),
    pt(`(?:alternativa|opção|resposta)\\s+(?:n[º°o]\\.?\\s*|número\\s+)?\\d`),
    pt(`(?:todas|nenhuma|ambas|qualquer)\\s+(?:as\\s+|das\\s+)?(?:(?:alternativas|opções|respostas)\\s+)?(?:anteriores|acima|abaixo)`),
    pt(`(?:${PT_OPTION_ONLY})\\s+(?:acima|abaixo|anterior|seguinte)|(?:a|o)\\s+de\\s+(?:cima|baixo)`),
  ],
};

/** The words of a text that point at an option by its place ("the first link", "alternativa B", "all of the above"). */
export function positionalReferences(text: string, lang: Lang): string[] {
  return POSITIONAL[lang].flatMap((re) => {
    const m = re.exec(text);
    return m ? [m[0]] : [];
  });
}

/** Questions, options or explanations that name an option by its place, which shuffling makes wrong. */
export function positionProblems(questions: readonly RuleQuestion[]): string[] {
  return questions.flatMap((q) =>
    (
      [
        ["question", q.prompt],
        ...q.options.map((o, i): [string, string] => [`option ${i + 1}`, o]),
        ...(q.explanation ? [["explanation", q.explanation] as [string, string]] : []),
      ] as [string, string][]
    ).flatMap(([part, text]) =>
      positionalReferences(text, q.lang).map(
        (hit) =>
          `${q.where} ${q.lang} ${part}: "${hit}" points at an option by its place, but options are shuffled; name it by what it says`,
      ),
    ),
  );
}

/** Reading words of a course in one language: its steps and their take-aways. */
export const wordCount = (c: CourseContent, lang: Lang) =>
  c[lang].steps
    .flatMap((s) => [...s.body, ...s.takeaways])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

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

/** An item of the skill-gap bank as the rules read it. */
export type BankEntry = {
  id: string;
  topic: string;
  correct: readonly number[];
  multiple?: boolean;
  en: { prompt: string; options: readonly string[] };
  pt: { prompt: string; options: readonly string[] };
};

export const bankQuestions = (bank: readonly BankEntry[]): RuleQuestion[] =>
  bank.flatMap((b) =>
    (["en", "pt"] as const).map((lang) => ({
      where: `skill-gap ${b.id}`,
      lang,
      prompt: b[lang].prompt,
      options: b[lang].options,
      correct: b.correct,
      multiple: b.multiple ?? b.correct.length > 1,
    })),
  );

/** Items per topic the skill-gap bank holds at least, so sittings vary. */
export const BANK_PER_TOPIC = 3;

export type BankReport = { stats: Record<Lang, LangStats>; perTopic: Record<string, number>; problems: string[] };

/**
 * The skill-gap bank: every topic with enough items, items written for the test (not a course's
 * challenge again), no item twice, and options that do not give the answer away.
 */
export function checkBank(bank: readonly BankEntry[], topics: readonly string[], courses: readonly CourseContent[]): BankReport {
  const questions = bankQuestions(bank);
  const stats = { en: statsOf(questions.filter((q) => q.lang === "en")), pt: statsOf(questions.filter((q) => q.lang === "pt")) };
  const perTopic = Object.fromEntries(topics.map((t) => [t, bank.filter((b) => b.topic === t).length]));
  const problems = [
    ...Object.entries(perTopic).flatMap(([t, n]) =>
      n < BANK_PER_TOPIC ? [`skill-gap topic ${t}: ${n} items (at least ${BANK_PER_TOPIC})`] : [],
    ),
    ...bank.filter((b, i) => bank.findIndex((x) => x.id === b.id) !== i).map((b) => `skill-gap ${b.id}: the id is used twice`),
    ...statProblems("skill-gap en", stats.en),
    ...statProblems("skill-gap pt", stats.pt),
    ...duplicates(questions),
    ...duplicates(questions, courseQuestions(courses)),
    ...positionProblems(questions),
    ...bank.flatMap((b) =>
      [b.pt.prompt, ...b.pt.options].flatMap((text) =>
        PT_HOUSE_WORDS.filter((w) => w.re.test(text)).map((w) => `skill-gap ${b.id} pt: use "${w.use}" ("${text.slice(0, 80)}…")`),
      ),
    ),
  ];
  return { stats, perTopic, problems };
}

export type LibraryReport = { stats: Record<Lang, LangStats>; words: { slug: string; en: number; pt: number }[]; problems: string[] };

/** Every rule over the library's courses (already valid against the schema). */
export function checkLibrary(courses: readonly CourseContent[]): LibraryReport {
  const questions = courseQuestions(courses);
  const stats = { en: statsOf(questions.filter((q) => q.lang === "en")), pt: statsOf(questions.filter((q) => q.lang === "pt")) };
  const problems = [
    ...statProblems("en", stats.en),
    ...statProblems("pt", stats.pt),
    ...duplicates(questions),
    ...positionProblems(questions),
  ];
  const counts = courses.map((c) => ({ slug: c.slug, en: wordCount(c, "en"), pt: wordCount(c, "pt") }));
  for (const w of counts) {
    for (const lang of ["en", "pt"] as const) {
      if (w[lang] < LIMITS.words.min || w[lang] > LIMITS.words.max)
        out(`${w.slug} ${lang}: ${w[lang]} words of reading (${LIMITS.words.min}-${LIMITS.words.max} for about five minutes)`);
    }
  }
  for (const c of courses) problems.push(...portugueseProblems(c));
  return { stats, words: counts, problems };

  function out(p: string) {
    problems.push(p);
  }
}

/** The statistics as lines of text, per language. */
export function formatStats(label: string, s: LangStats): string[] {
  const pct = (n: number, of: number) => `${Math.round(share(n, of) * 100)}%`;
  const counts = Object.entries(s.selectAllCounts)
    .map(([k, n]) => `${n}×${k} right`)
    .join(", ");
  return [
    `${label}: longest option is the right one in ${s.longestCorrect}/${s.single} single-choice questions (${pct(s.longestCorrect, s.single)}); right/wrong length ratio ${s.lengthRatio}`,
    `${label}: right option by position ${s.positions.map((n, i) => `${i + 1}:${n}`).join(" ")}`,
    `${label}: "select all" ${s.selectAll} questions, first option right in ${s.selectAllFirst} (${pct(s.selectAllFirst, s.selectAll)}); ${counts || "none"}`,
    `${label}: absolute words in ${Math.round(s.hedged.wrong * 100)}% of distractors, ${Math.round(s.hedged.correct * 100)}% of right answers`,
  ];
}

import { isMultiple, type CourseContent } from "../../../../contract/course-content.ts";

// The give-aways a set of challenge questions can have: the right option the longest, at one
// position, or told apart by absolute words. LIMITS holds every rule's threshold.

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

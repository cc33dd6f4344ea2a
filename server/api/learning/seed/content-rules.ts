import type { CourseContent } from "../../../../contract/course-content.ts";
import { portugueseProblems, PT_HOUSE_WORDS } from "./portuguese-style.ts";
import { positionProblems } from "./positional-references.ts";
import { duplicates } from "./question-overlap.ts";
import { courseQuestions, LIMITS, statProblems, statsOf, type Lang, type LangStats, type RuleQuestion } from "./question-stats.ts";

/**
 * The library's quality rules, beyond what the schema can say: challenges that cannot be passed
 * by picking the longest option or a favourite position, no question asked twice, courses of about
 * five minutes, and Portuguese in the house style. `scripts/check-content.ts` prints the report;
 * content-rules.test.ts fails the tests when a rule breaks. The rules of each concern live beside
 * this file (question-stats, question-overlap, positional-references, portuguese-style); this one
 * holds the skill-gap bank's and the library's checks that apply them all, and exports every rule.
 */

export { portugueseProblems, PT_HOUSE_WORDS, titleCaseWords } from "./portuguese-style.ts";
export { positionalReferences, positionProblems } from "./positional-references.ts";
export { duplicates, similarity } from "./question-overlap.ts";
export {
  courseQuestions,
  formatStats,
  LIMITS,
  statProblems,
  statsOf,
  type Lang,
  type LangStats,
  type RuleQuestion,
} from "./question-stats.ts";

/** Reading words of a course in one language: its steps and their take-aways. */
export const wordCount = (c: CourseContent, lang: Lang) =>
  c[lang].steps
    .flatMap((s) => [...s.body, ...s.takeaways])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
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

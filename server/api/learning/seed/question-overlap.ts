import { LIMITS, type RuleQuestion } from "./question-stats.ts";

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

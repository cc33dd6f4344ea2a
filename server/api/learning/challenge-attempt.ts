import type { QuestionText } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { optionIds, sameSet, shuffled, toAuthored } from "./shuffle.ts";

/**
 * A challenge attempt's view of the questions (docs/decisions/0011-library-content.md): the options
 * of each question in an order drawn from the enrolment and the attempt's number, so a reload shows
 * the same order and the next attempt a new one; answers are scored by option id.
 */
type Attempt = { courseId: string; enrollment: { id: string; attempts: number } };

function served({ courseId, enrollment }: Attempt, q: QuestionText, i: number) {
  const ids = optionIds(courseId, i, q.options.length);
  return { ids, ...shuffled(q.options, ids, `${enrollment.id}:${enrollment.attempts}:${i}`) };
}

/** The questions as the learner sees them in this attempt: shuffled options with their ids, never the answer. */
export const attemptQuestions = (a: Attempt, questions: readonly QuestionText[]) =>
  questions.map((q, i) => {
    const { choices } = served(a, q, i);
    return { prompt: q.prompt, options: choices.map((c) => c.text), choices, multiple: q.multiple };
  });

/** Scores submitted answers (option ids, or positions in this attempt's order) against the answer key. */
export function scoreAttempt(
  a: Attempt,
  questions: readonly QuestionText[],
  key: readonly number[][],
  answers: readonly (readonly (number | string)[])[],
) {
  if (answers.length !== key.length) throw new DomainError("invalid", "answers_count", "errors:answersCount", { count: key.length });
  const marked = key.map((k, i) => {
    const { ids, order } = served(a, questions[i]!, i);
    const chosen = toAuthored(answers[i]!, ids, order);
    if (!chosen) throw new DomainError("invalid", "unknown_option", "errors:unknownOption", { n: i + 1 });
    return { chosen, correct: sameSet(chosen, k), correctOptions: k.map((x) => order.indexOf(x)), correctOptionIds: k.map((x) => ids[x]!) };
  });
  const score = Math.round((100 * marked.filter((m) => m.correct).length) / key.length);
  return { score, marked };
}

import type { CreatorCourse, CreatorCourseInput, DraftLanguage } from "../../../contract/authoring.ts";
import { AUTHORING_LIMITS as L, type CreatorLanguage } from "../../../contract/authoring-limits.ts";

/** What the editor holds and autosave sends (with the revision): the course's editable part. */
export type EditorDraft = CreatorCourseInput;
export type DraftStep = DraftLanguage["steps"][number];
export type DraftQuestion = DraftLanguage["questions"][number];
export type { DraftLanguage };

/** Fewer options than this and a question cannot be published; the editor never offers fewer. */
export const MIN_OPTIONS = 3;

export const emptyLanguage = (): DraftLanguage => ({
  title: "",
  summary: "",
  steps: [emptyStep()],
  keyTakeaways: [""],
  questions: [emptyQuestion()],
  badge: { name: "", description: "" },
});
export const emptyStep = (): DraftStep => ({ title: "", body: [""], takeaways: [], illustration: null, illustrationAlt: "" });
export const emptyQuestion = (): DraftQuestion => ({ prompt: "", options: ["", "", ""], correct: [], multiple: false, explanation: "" });

/** The editable part of a course as the API answers it. */
export function draftOf(c: CreatorCourse): EditorDraft {
  const { languages, area, level, durationMinutes, tags, passingScore, badgeColor, avatarId, en, pt } = c;
  return { languages, area, level, durationMinutes, tags, passingScore, badgeColor, avatarId, en: ready(en), pt: ready(pt) };
}

/** A language with nothing in a list shows one empty item to write in (saved with the first edit), not an empty list. */
function ready(d: DraftLanguage | undefined): DraftLanguage | undefined {
  if (!d) return d;
  return {
    ...d,
    steps: d.steps.length ? d.steps : [emptyStep()],
    keyTakeaways: d.keyTakeaways.length ? d.keyTakeaways : [""],
    questions: d.questions.length ? d.questions : [emptyQuestion()],
  };
}

/** The draft in the languages chosen: a language added starts empty; one taken away keeps its text (choosing it again brings it back). */
export function withLanguages(d: EditorDraft, languages: CreatorLanguage[]): EditorDraft {
  const next = { ...d, languages };
  for (const l of languages) next[l] ??= emptyLanguage();
  return next;
}

/** Whether a language has anything written in it (drafting from an outline asks before replacing it). */
export function hasContent(d: DraftLanguage | undefined): boolean {
  if (!d) return false;
  const texts = [
    ...d.steps.flatMap((s) => [s.title, ...s.body, ...s.takeaways]),
    ...d.questions.flatMap((q) => [q.prompt, ...q.options, q.explanation]),
    ...d.keyTakeaways,
  ];
  return texts.some((t) => t.trim() !== "");
}

export const replaceAt = <T>(list: readonly T[], i: number, value: T): T[] => list.map((v, j) => (j === i ? value : v));
export const removeAt = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);
/** The list with item `i` moved by `delta` places (an end stays put). */
export function moveItem<T>(list: readonly T[], i: number, delta: -1 | 1): T[] {
  const j = i + delta;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/**
 * A question with option `i` removed: the right answers after it move up one, the removed one
 * stops being right; never fewer than MIN_OPTIONS.
 */
export function removeOption(q: DraftQuestion, i: number): DraftQuestion {
  if (q.options.length <= MIN_OPTIONS) return q;
  return { ...q, options: removeAt(q.options, i), correct: q.correct.filter((k) => k !== i).map((k) => (k > i ? k - 1 : k)) };
}

/** Option `i` marked right or not: single choice has one right option, "select all that apply" any. */
export function markCorrect(q: DraftQuestion, i: number, right: boolean): DraftQuestion {
  if (!q.multiple) return { ...q, correct: right ? [i] : q.correct.filter((k) => k !== i) };
  const set = new Set(q.correct);
  if (right) set.add(i);
  else set.delete(i);
  return { ...q, correct: [...set].sort((a, b) => a - b) };
}

/** Switching to single choice keeps only the first right option. */
export const setMultiple = (q: DraftQuestion, multiple: boolean): DraftQuestion => ({
  ...q,
  multiple,
  correct: multiple ? q.correct : q.correct.slice(0, 1),
});

/** Tags as typed ("Phishing, E-mail safety") in the API's form: lower case, words joined by hyphens, at most six. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(",")
    .map((t) =>
      t
        .trim()
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 40),
    )
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 6);
}

export const LIMITS = L;

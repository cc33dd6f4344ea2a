import type { z } from "zod";
import type { Locale } from "../../../contract/constants.ts";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { draftLanguageSchema, type DraftLanguage } from "../../../contract/authoring.ts";
import { answerKeyProblems, courseLanguageSchema, sameAnswerKey } from "../../../contract/course-content.ts";
import { translate } from "../../platform/i18n.ts";

/**
 * What stops a draft being published or rendered, each at its field in the draft's own terms
 * (`en.steps.2.title`, `pt.questions.0.correct`, `avatarId`). Publishing holds a language to the
 * library's rules (contract/course-content.ts); rendering needs only something to narrate and a
 * presenter who speaks every chosen language. Issues carry catalog keys, worded when read.
 */

export type Issue = { path: string; key: string; vars?: Record<string, string | number> };
export type Readiness = { publish: Issue[]; render: Issue[] };

/** The parts of a draft readiness reads (a creator_courses row or a request's input). */
export type ReadinessDraft = {
  languages: readonly CreatorLanguage[];
  avatarId: string | null;
  content: Partial<Record<CreatorLanguage, DraftLanguage | undefined>>;
};
/** The presenter the draft names, as found in the same tenant (null: none, or not found). */
export type ReadinessAvatar = { voices: Partial<Record<CreatorLanguage, string>> } | null;

const K = "authoringServer:readiness.";
const issue = (path: string, key: string, vars?: Record<string, string | number>): Issue => ({
  path,
  key: K + key,
  ...(vars ? { vars } : {}),
});

/** A language's text, with the draft's defaults where the author has written nothing yet. */
function languageOf(d: ReadinessDraft, lang: CreatorLanguage): DraftLanguage {
  return d.content[lang] ?? draftLanguageSchema.parse({});
}

/** The draft's questions sit where the library keeps them (`challenge.questions`) and back. */
const toLibrary = (l: DraftLanguage) => ({ ...l, challenge: { questions: l.questions } });
const fromLibraryPath = (path: PropertyKey[]) =>
  (path[0] === "challenge" && path[1] === "questions" ? ["questions", ...path.slice(2)] : path[0] === "challenge" ? ["questions"] : path)
    .map(String)
    .join(".");

/** A library rule's zod issue, as a catalog key at the draft's field. */
function fromZod(lang: CreatorLanguage, i: z.core.$ZodIssue, value: unknown): Issue {
  const path = [lang, fromLibraryPath(i.path)].filter(Boolean).join(".");
  switch (i.code) {
    case "too_small": {
      const min = Number(i.minimum);
      if (i.origin === "string") return value === "" || value === undefined ? issue(path, "required") : issue(path, "tooShort", { min });
      if (i.origin === "array") return issue(path, `tooFew.${listName(i.path)}`, { min });
      return issue(path, "invalid");
    }
    case "too_big": {
      const max = Number(i.maximum);
      if (i.origin === "string") return issue(path, "tooLong", { max });
      if (i.origin === "array") return issue(path, `tooMany.${listName(i.path)}`, { max });
      return issue(path, "invalid");
    }
    case "invalid_value":
    case "invalid_type":
      return issue(path, i.path.at(-1) === "illustration" ? "illustration" : "required");
    default:
      return issue(path, "invalid");
  }
}

const LISTS = new Set(["steps", "body", "takeaways", "keyTakeaways", "questions", "options", "correct"]);
/** The list a count rule is about, for a message that names it. */
const listName = (path: PropertyKey[]) => {
  const last = String(path.at(-1));
  return LISTS.has(last) ? last : "default";
};

const at = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<PropertyKey, unknown>)[k] : undefined), value);

/** Each chosen language against the library's rules, then the rules across both languages. */
export function publishIssues(d: ReadinessDraft): Issue[] {
  const out: Issue[] = [];
  if (d.languages.length === 0) out.push(issue("languages", "languageRequired"));
  for (const lang of d.languages) {
    const library = toLibrary(languageOf(d, lang));
    const parsed = courseLanguageSchema.safeParse(library);
    if (!parsed.success) for (const i of parsed.error.issues) out.push(fromZod(lang, i, at(library, i.path)));
    library.questions.forEach((q, n) => {
      if (q.correct.length > 0)
        for (const problem of answerKeyProblems(q)) out.push(issue(`${lang}.questions.${n}.correct`, `answer.${problem}`));
    });
  }
  if (d.languages.includes("en") && d.languages.includes("pt")) {
    const en = languageOf(d, "en");
    const pt = languageOf(d, "pt");
    if (en.steps.length !== pt.steps.length) out.push(issue("pt.steps", "sameSteps", { count: en.steps.length }));
    if (en.questions.length !== pt.questions.length) out.push(issue("pt.questions", "sameQuestions", { count: en.questions.length }));
    pt.questions.forEach((q, n) => {
      const other = en.questions[n];
      if (other && !sameAnswerKey(other, q)) out.push(issue(`pt.questions.${n}.correct`, "sameAnswerKey"));
    });
  }
  return dedupe(out);
}

/** Something to narrate in every chosen language, and a presenter with a voice for each. */
export function renderIssues(d: ReadinessDraft, avatar: ReadinessAvatar): Issue[] {
  const out: Issue[] = [];
  if (d.languages.length === 0) out.push(issue("languages", "languageRequired"));
  for (const lang of d.languages) {
    const l = languageOf(d, lang);
    if (!l.title.trim()) out.push(issue(`${lang}.title`, "required"));
    if (l.steps.length === 0) out.push(issue(`${lang}.steps`, "stepRequired"));
    l.steps.forEach((s, n) => {
      if (!s.title.trim()) out.push(issue(`${lang}.steps.${n}.title`, "required"));
      if (!s.body.some((p) => p.trim())) out.push(issue(`${lang}.steps.${n}.body`, "stepText"));
    });
  }
  if (!d.avatarId || !avatar) out.push(issue("avatarId", "presenterRequired"));
  else for (const lang of d.languages) if (!avatar.voices[lang]) out.push(issue("avatarId", "presenterVoice", { language: lang }));
  return out;
}

export function readinessOf(d: ReadinessDraft, avatar: ReadinessAvatar): Readiness {
  return { publish: publishIssues(d), render: renderIssues(d, avatar) };
}

/** The issues worded in the reader's language (readinessSchema). */
export function wordIssues(issues: readonly Issue[], locale: Locale) {
  return issues.map((i) => ({ path: i.path, message: translate(i.key, locale, wordVars(i, locale)) }));
}

export function wordReadiness(r: Readiness, locale: Locale) {
  return { publish: wordIssues(r.publish, locale), render: wordIssues(r.render, locale) };
}

/** A language named in a message (its code in `vars.language`) is named in the reader's language. */
function wordVars(i: Issue, locale: Locale) {
  const lang = i.vars?.language;
  return lang === "en" || lang === "pt" ? { ...i.vars, language: translate(`${K}language.${lang}`, locale) } : (i.vars ?? {});
}

function dedupe(issues: Issue[]) {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const k = `${i.path}|${i.key}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

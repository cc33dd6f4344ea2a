import {
  AUTHORING_LIMITS as L,
  CREATOR_LANGUAGES,
  type CreatorCourseInput,
  type CreatorLanguage,
  type DraftLanguage,
} from "../../../contract/authoring.ts";
import { AREAS, LEVELS } from "../../../contract/course-content.ts";
import type { BatchIssue, Outline } from "./batch-format.ts";

/**
 * Checking one outline of a batch (docs/creator-batch-format.md) and, when nothing is wrong,
 * turning it into a course draft in the library's structure: every problem of the row is
 * reported at once, each at its column, so the author fixes the file in one pass.
 */

export type Presenter = { id: string; name: string };
export type CheckedRow = { line: number; title: string; input: CreatorCourseInput | null; issues: BatchIssue[] };

const TAG = /^[a-z0-9-]+$/;
const MAX_TAGS = 6;

/** A step's text: paragraphs separated by a blank line. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);

const folded = (s: string) => s.trim().toLocaleLowerCase("en");

/** The presenter a row names, by id or by name (any case); the entity's presenters are given. */
function presenterOf(value: string, presenters: Presenter[]): Presenter | "ambiguous" | null {
  const byId = presenters.find((p) => p.id === value);
  if (byId) return byId;
  const named = presenters.filter((p) => folded(p.name) === folded(value));
  return named.length === 1 ? named[0]! : named.length ? "ambiguous" : null;
}

export function checkOutline(o: Outline, presenters: Presenter[]): CheckedRow {
  const issues: BatchIssue[] = [...o.issues];
  const issue = (field: string, key: string, vars?: BatchIssue["vars"]) =>
    issues.push({ line: o.line, column: o.column(field), key, vars });
  const longer = (field: string, value: string | undefined, max: number) => {
    if (value && value.length > max) issue(field, "tooLong", { max, length: value.length });
  };

  // languages, area, level: each says which values are taken
  const languages: CreatorLanguage[] = [];
  if (!o.languages?.length) issue("languages", "languagesRequired", { allowed: "en, pt, en,pt" });
  for (const l of o.languages ?? []) {
    const code = l.toLowerCase();
    if (!(CREATOR_LANGUAGES as readonly string[]).includes(code)) issue("languages", "unknownLanguage", { value: l, allowed: "en, pt" });
    else if (!languages.includes(code as CreatorLanguage)) languages.push(code as CreatorLanguage);
  }
  const area = o.area?.toLowerCase();
  if (!area) issue("area", "areaRequired", { allowed: AREAS.join(", ") });
  else if (!(AREAS as readonly string[]).includes(area)) issue("area", "unknownArea", { value: o.area!, allowed: AREAS.join(", ") });
  const level = o.level?.toLowerCase();
  if (!level) issue("level", "levelRequired", { allowed: LEVELS.join(", ") });
  else if (!(LEVELS as readonly string[]).includes(level)) issue("level", "unknownLevel", { value: o.level!, allowed: LEVELS.join(", ") });

  // the texts of each chosen language; another language's columns are left out
  for (const l of languages) {
    if (!o.title[l]) issue(`title.${l}`, "titleRequired", { language: l });
    longer(`title.${l}`, o.title[l], L.title);
    longer(`summary.${l}`, o.summary[l], L.summary);
  }
  if (!o.steps.length) issue(languages.length ? `steps.0.title.${languages[0]}` : "steps.0.title.en", "stepsRequired");
  if (o.steps.length > L.steps) issue(`steps.${L.steps}.title.${languages[0] ?? "en"}`, "tooManySteps", { max: L.steps });
  for (const step of o.steps.slice(0, L.steps)) {
    const f = `steps.${step.at}`;
    const n = step.at + 1;
    for (const l of languages) {
      const title = step.title[l];
      if (!title) issue(`${f}.title.${l}`, "stepTitleRequired", { step: n, language: l });
      longer(`${f}.title.${l}`, title, L.stepTitle);
      const twin = title && o.steps.find((s) => s.at < step.at && s.title[l] && folded(s.title[l]!) === folded(title));
      if (twin) issue(`${f}.title.${l}`, "duplicateStep", { step: n, other: twin.at + 1 });
      const paragraphs = paragraphsOf(step.text[l] ?? "");
      if (paragraphs.length > L.paragraphs) issue(`${f}.text.${l}`, "tooManyParagraphs", { max: L.paragraphs });
      const long = paragraphs.find((p) => p.length > L.paragraph);
      if (long) issue(`${f}.text.${l}`, "paragraphTooLong", { max: L.paragraph, length: long.length });
      const takeaways = step.takeaways[l] ?? [];
      if (takeaways.length > L.takeaways) issue(`${f}.takeaways.${l}`, "tooManyTakeaways", { max: L.takeaways });
      const longTakeaway = takeaways.find((t) => t.length > L.takeaway);
      if (longTakeaway) issue(`${f}.takeaways.${l}`, "tooLong", { max: L.takeaway, length: longTakeaway.length });
    }
  }

  const tags = (o.tags ?? []).map((t) => t.toLowerCase());
  const badTag = tags.find((t) => !TAG.test(t) || t.length > 40);
  if (badTag) issue("tags", "invalidTag", { value: badTag });
  if (tags.length > MAX_TAGS) issue("tags", "tooManyTags", { max: MAX_TAGS });

  let avatarId: string | null = null;
  if (o.avatar) {
    const found = presenterOf(o.avatar, presenters);
    if (found === "ambiguous") issue("avatar", "ambiguousPresenter", { value: o.avatar });
    else if (!found) issue("avatar", "unknownPresenter", { value: o.avatar });
    else avatarId = found.id;
  }

  const title = (languages.map((l) => o.title[l]).find(Boolean) ?? o.title.en ?? o.title.pt ?? "").slice(0, L.title);
  if (issues.length) return { line: o.line, title, input: null, issues };

  const language = (l: CreatorLanguage): DraftLanguage => ({
    title: o.title[l]!,
    summary: o.summary[l] ?? "",
    steps: o.steps.map((s) => ({
      title: s.title[l]!,
      body: paragraphsOf(s.text[l] ?? ""),
      takeaways: s.takeaways[l] ?? [],
      illustration: null,
      illustrationAlt: "",
    })),
    keyTakeaways: [],
    questions: [],
    badge: { name: "", description: "" },
  });
  const input: CreatorCourseInput = {
    languages,
    area: area as CreatorCourseInput["area"],
    level: level as CreatorCourseInput["level"],
    durationMinutes: 5,
    tags: [...new Set(tags)],
    passingScore: 80,
    badgeColor: "#2563eb",
    avatarId,
    ...Object.fromEntries(languages.map((l) => [l, language(l)])),
  };
  return { line: o.line, title, input, issues };
}

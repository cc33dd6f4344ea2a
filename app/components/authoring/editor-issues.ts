import type { CreatorCourse } from "../../../contract/authoring.ts";
import type { EditorDraft } from "./editor-draft.ts";

// the library's reading of a question (contract/course-content.ts isMultiple, which loads zod)
const isMultiple = (q: { correct: readonly number[]; multiple?: boolean }) => q.multiple ?? q.correct.length > 1;

/** Where a problem shows: the field its path names (`en.steps.0.title`), and in the list at the top. */
export interface FieldIssue {
  path: string;
  message: string;
  /** error: the draft cannot be saved so; publish / render: what stops it being published or rendered. */
  kind: "error" | "publish" | "render";
}

/** A field's DOM id from its path: `en.steps.0.title` → `field-en-steps-0-title`. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, "-")}`;

/** The path a link's `#field-…` names (field names have no hyphen), e.g. from the course page's list of what is missing. */
export const pathOfHash = (hash: string) => (hash.startsWith("#field-") ? hash.slice("#field-".length).replace(/-/g, ".") : null);

/** The API's issue path without the request part it may carry ("body.en.title" → "en.title"). */
export const issuePath = (path: string) => path.replace(/^body\./, "");

/** The server's readiness as field issues, each message once per field (publishing and rendering often name the same one). */
export function readinessIssues(readiness: CreatorCourse["readiness"]): FieldIssue[] {
  const out: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const kind of ["render", "publish"] as const)
    for (const { path, message } of readiness[kind]) {
      const key = `${path}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ path: issuePath(path), message, kind });
    }
  return out;
}

/** What the browser can tell at once, before any save: problems a save would keep but publishing would refuse. */
export function clientIssues(d: EditorDraft, t: (key: string, vars?: Record<string, unknown>) => string): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const lang of d.languages) {
    d[lang]?.questions.forEach((q, i) => {
      if (isMultiple(q) && q.correct.length >= q.options.length && q.options.length > 0)
        out.push({ path: `${lang}.questions.${i}.correct`, message: t("issues.selectAllLeavesOne"), kind: "error" });
    });
  }
  return out;
}

/** The messages at one path (a field shows them under itself). */
export function messagesAt(issues: readonly FieldIssue[], path: string): string[] {
  return [...new Set(issues.filter((i) => i.path === path).map((i) => i.message))];
}

/**
 * The element a problem's link goes to: its field, or the nearest enclosing part of the form that
 * is on the page (`en.questions.2.correct` → the question's answers, else the question, …).
 */
export function targetOf(path: string, exists: (id: string) => boolean): string | null {
  const parts = path.split(".");
  while (parts.length) {
    const id = fieldId(parts.join("."));
    if (exists(id)) return id;
    parts.pop();
  }
  return null;
}

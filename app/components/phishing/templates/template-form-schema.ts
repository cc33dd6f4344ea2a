import { MERGE_FIELDS, type TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import { templateInputSchema, type PhishingTemplate, type TemplateContent, type TemplateInput } from "../../../../contract/phishing.ts";
import { contractErrors } from "../../../lib/contract-form.ts";

// The editor checks with the very schema the API validates with
// (docs/decisions/0049-forms-with-contract-schemas.md): each issue, translated, under its path
// ("content.pt.redFlags.0.title"), so the field that holds it shows it.

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export type TemplateDraft = Omit<TemplateInput, "fromId" | "landingPageId"> & {
  landingPageId: NonNullable<TemplateInput["landingPageId"]>;
};

/** The editor's values from a stored template. */
export const draftOf = (t: PhishingTemplate): TemplateDraft => ({
  category: t.category,
  difficulty: t.difficulty as TemplateDraft["difficulty"],
  landingPageId: t.landingPageId,
  content: structuredClone(t.content),
});

/** The translated message of each path the schema refuses; empty when the draft may be saved. */
export function draftErrors(draft: TemplateDraft, t: Translate): Record<string, string> {
  const parsed = templateInputSchema.safeParse(draft);
  if (parsed.success) return {};
  return Object.fromEntries(Object.entries(contractErrors(parsed.error.issues, t)).map(([path, e]) => [path, e.message ?? ""]));
}

/** A new language's words: the other language's, to translate, or blanks. */
export function newLanguage(draft: TemplateDraft, language: TemplateLanguage): TemplateContent {
  const other = draft.content[language === "en" ? "pt" : "en"];
  return other
    ? structuredClone(other)
    : {
        name: "",
        senderName: "",
        senderLocal: "",
        subject: "",
        html: "",
        text: "",
        redFlags: [{ id: "flag-1", target: "body", title: "", detail: "" }],
      };
}

/** A template to start from when "New template" is chosen: a plain lesson in the reader's language, to edit. */
export function starterTemplate(
  language: TemplateLanguage,
  words: { name: string; subject: string; body: string; flagTitle: string; flagDetail: string; senderName: string },
): TemplateInput {
  return {
    category: "credential",
    difficulty: 2,
    content: {
      [language]: {
        name: words.name,
        senderName: words.senderName,
        senderLocal: "it-support",
        subject: words.subject,
        html: `<p>{{first_name}},</p><p data-flag="urgency">${words.body}</p><p><a href="{{link}}">{{link}}</a></p>`,
        text: `{{first_name}},\n\n${words.body}\n\n{{link}}`,
        redFlags: [{ id: "urgency", target: "body", title: words.flagTitle, detail: words.flagDetail }],
      },
    },
  };
}

/** The merge fields the editor's buttons insert. */
export const MERGE_TOKENS = MERGE_FIELDS.map((f) => `{{${f}}}`);

/** `value` with `token` put where the selection was (after it, when the field had no focus). */
export function insertAt(value: string, token: string, start: number | null, end: number | null) {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + token + value.slice(to), caret: from + token.length };
}

import type { TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import type { RedFlag } from "../../../../contract/phishing.ts";
import type { EntityScope } from "../../../platform/scope.ts";
import type { PhishingContext, PhishingPart } from "../part.ts";
import type { phishingTemplates } from "../schema.ts";

export type TemplateRow = typeof phishingTemplates.$inferSelect;
/** The values a message's merge fields take for one person. */
export type MergeValues = { first_name: string; company: string; link: string; report_link: string };
export type RenderedMessage = {
  language: TemplateLanguage;
  senderName: string;
  senderLocal: string;
  subject: string;
  /** Sanitised; `data-flag` marks kept only when asked (the landing page), stripped for sending. */
  html: string;
  text: string;
  redFlags: RedFlag[];
};

/** What the other parts use of the templates. */
export type TemplateLibrary = {
  /** The entity's usable templates among `ids` (the library's and its own, not archived); a missing one throws not found. */
  usable: (scope: EntityScope, ids: string[]) => Promise<TemplateRow[]>;
  /** A template by id, whatever its state (a recipient's, already scoped by their row). */
  byId: (id: string) => Promise<TemplateRow | null>;
  /** The message in the person's language (the other one when the template lacks it), merge fields filled. */
  render: (t: TemplateRow, language: TemplateLanguage, values: MergeValues, opts?: { keepFlags?: boolean }) => RenderedMessage;
};

export function createTemplatesPart(ctx: PhishingContext): { part: PhishingPart; library: TemplateLibrary } {
  void ctx;
  const todo = () => {
    throw new Error("templates: being built");
  };
  return { part: { routes: [] }, library: { usable: todo, byId: todo, render: todo } };
}

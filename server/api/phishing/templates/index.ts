import type { TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import type { RedFlag } from "../../../../contract/phishing.ts";
import type { EntityScope } from "../../../platform/scope.ts";
import type { PhishingContext, PhishingPart } from "../part.ts";
import { pick, renderBodies, type InlineImage, type MergeValues } from "./render.ts";
import { templateRoutes } from "./routes.ts";
import { createTemplates, type TemplateRow } from "./service.ts";

export type { MergeValues, InlineImage } from "./render.ts";
export type { TemplateRow } from "./service.ts";

export type RenderedMessage = {
  language: TemplateLanguage;
  senderName: string;
  senderLocal: string;
  subject: string;
  /** Sanitised; `data-flag` marks kept only when asked (the landing page), stripped for sending. */
  html: string;
  text: string;
  redFlags: RedFlag[];
  /** Images the HTML shows by `cid:` (a QR code template's code); empty otherwise. */
  inline: InlineImage[];
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

/** A template's message for one person: what sending and the landing page both use. */
export function render(
  t: TemplateRow,
  language: TemplateLanguage,
  values: MergeValues,
  opts: { keepFlags?: boolean } = {},
): RenderedMessage {
  const chosen = pick(t.content, language);
  const w = chosen.words;
  const bodies = renderBodies(w, values, { qr: t.category === "qr-code", keepFlags: !!opts.keepFlags });
  const raw = (s: string) =>
    s.replace(/\{\{\s*(first_name|company|link|report_link)\s*\}\}/g, (_m, f: keyof MergeValues) => values[f] ?? "");
  return {
    language: chosen.language,
    senderName: raw(w.senderName),
    senderLocal: w.senderLocal,
    subject: raw(w.subject),
    html: bodies.html,
    text: bodies.text,
    redFlags: w.redFlags,
    inline: bodies.inline,
  };
}

export function createTemplatesPart(ctx: PhishingContext): { part: PhishingPart; library: TemplateLibrary } {
  const templates = createTemplates(ctx.deps.db);
  return {
    part: { routes: [templateRoutes(templates)] },
    library: { usable: templates.usable, byId: templates.byId, render },
  };
}

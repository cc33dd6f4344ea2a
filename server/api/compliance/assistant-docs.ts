import { frameworkRequirements, type Framework, type Requirement } from "../../../contract/compliance-frameworks.ts";
import type { Locale } from "../../../contract/constants.ts";
import { translate } from "../../platform/i18n.ts";
import { xenExplanation } from "./frameworks/xen.ts";
import type { Doc } from "../../platform/passage-search.ts";

/** The requirement's page (its id as the route takes it). */
export const requirementPath = (id: string) => `/compliance/requirements/${encodeURIComponent(id)}`;
export const EVIDENCE_PATH = "/compliance/evidence";

/** A requirement as Xen reads it: its code and title, and Xen's plain words (what it asks, what counts as evidence, the minimum). */
export type RequirementDoc = Doc & { id: string; code: string; framework: string; text: string };

const tr = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  translate(`complianceAssistant:${key}`, locale, vars);

function docOf(f: Framework, r: Requirement, locale: Locale): RequirementDoc {
  const xen = xenExplanation(f.slug, r.id, locale);
  const guidance = r.guidance?.[locale] ?? "";
  const explained = xen
    ? [
        tr(locale, "requirement.asks", { text: xen.asks }),
        tr(locale, "requirement.evidence", { text: xen.evidence }),
        tr(locale, "requirement.minimum", { text: xen.minimum }),
      ].join(" ")
    : guidance;
  const title = `${f.name[locale]} ${r.code} — ${r.title[locale]}`;
  return {
    key: `requirement:${r.id}`,
    id: r.id,
    code: r.code,
    framework: f.slug,
    title,
    head: explained,
    body: [xen ? guidance : "", f.name[locale], f.slug].join(" "),
    text: explained,
  };
}

const cache = new Map<string, RequirementDoc[]>();

/** A framework's requirements as documents in a language (a shipped framework's made once per process). */
export function requirementDocs(f: Framework, locale: Locale, shipped: boolean): RequirementDoc[] {
  const key = `${f.slug}/${f.version}/${locale}`;
  const hit = shipped ? cache.get(key) : undefined;
  if (hit) return hit;
  const docs = frameworkRequirements(f).map((r) => docOf(f, r, locale));
  if (shipped) cache.set(key, docs);
  return docs;
}

/** Words of the question that look like a requirement's code ("A.8.24", "GV.OC-01"), in lower case. */
export function codesIn(text: string): Set<string> {
  const words = text.split(/\s+/).map((w) => w.replace(/^[("'“‘]+|[)"'”’?!,;:.]+$/g, "").toLowerCase());
  return new Set(words.filter((w) => /\d/.test(w) && /[.-]/.test(w)));
}

/** Whether a requirement is the one a code names (its code, or its id without the framework). */
export const namedBy = (d: RequirementDoc, codes: ReadonlySet<string>) =>
  codes.has(d.code.toLowerCase()) || codes.has(d.id.slice(d.id.indexOf(":") + 1).toLowerCase());

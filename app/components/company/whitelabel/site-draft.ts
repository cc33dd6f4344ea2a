import { DEFAULT_BRAND } from "../../../../contract/constants.ts";
import { EMAIL_PATTERN } from "../../../../contract/field-rules.ts";
import type { Whitelabel, WhitelabelInput } from "../../../../contract/whitelabel.ts";
import { isLinkedinUrl, isWebUrl, slugProblem, WHITELABEL_LIMITS } from "../../../../contract/whitelabel-rules.ts";
import type { PreviewLook } from "../../../lib/theme-preview.ts";

/** The whitelabel form's values, as the fields hold them (text everywhere; "" is "default"). */
export interface SiteDraft {
  name: string;
  whitelabelSlug: string;
  logos: { horizontal: string; vertical: string };
  favicon: string;
  colors: { primary: string; secondary: string; tertiary: string };
  description: string;
  slogan: string;
  keywords: string;
  siteUrl: string;
  supportEmail: string;
  contactEmail: string;
  linkedin: string;
}

export function draftOf(site: Whitelabel): SiteDraft {
  return {
    name: site.name,
    whitelabelSlug: site.whitelabelSlug,
    logos: { horizontal: site.logos.horizontal ?? "", vertical: site.logos.vertical ?? "" },
    favicon: site.favicon ?? "",
    colors: { primary: site.colors.primary ?? "", secondary: site.colors.secondary ?? "", tertiary: site.colors.tertiary ?? "" },
    description: site.settings.description ?? "",
    slogan: site.settings.slogan ?? "",
    keywords: (site.settings.keywords ?? []).join(", "),
    siteUrl: site.settings.siteUrl ?? "",
    supportEmail: site.settings.supportEmail ?? "",
    contactEmail: site.settings.contactEmail ?? "",
    linkedin: site.socials.linkedin ?? "",
  };
}

/** A draft read back from storage: only when it has the draft's shape. */
export function isDraft(v: unknown): v is SiteDraft {
  const d = v as SiteDraft;
  return !!d && typeof d.name === "string" && typeof d.whitelabelSlug === "string" && typeof d.colors?.primary === "string" && typeof d.logos?.horizontal === "string";
}

const splitKeywords = (v: string) =>
  v
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

/** What PUT /whitelabel/entity receives for the draft. */
export function inputOf(d: SiteDraft): WhitelabelInput {
  return {
    name: d.name,
    whitelabelSlug: d.whitelabelSlug,
    logos: { horizontal: d.logos.horizontal || null, vertical: d.logos.vertical || null },
    favicon: d.favicon || null,
    colors: { primary: d.colors.primary.trim() || null, secondary: d.colors.secondary.trim() || null, tertiary: d.colors.tertiary.trim() || null },
    socials: { linkedin: d.linkedin.trim() || null },
    settings: {
      description: d.description,
      slogan: d.slogan,
      keywords: splitKeywords(d.keywords),
      siteUrl: d.siteUrl,
      supportEmail: d.supportEmail,
      contactEmail: d.contactEmail,
    },
  };
}

/** The form's fields by the API's issue paths. */
export const FIELD_OF_PATH: Record<string, string> = {
  name: "wl-name",
  whitelabelSlug: "wl-slug",
  "logos.horizontal": "wl-logo-horizontal",
  "logos.vertical": "wl-logo-vertical",
  favicon: "wl-favicon",
  "colors.primary": "wl-color-primary",
  "colors.secondary": "wl-color-secondary",
  "colors.tertiary": "wl-color-tertiary",
  "settings.description": "wl-description",
  "settings.slogan": "wl-slogan",
  "settings.keywords": "wl-keywords",
  "settings.siteUrl": "wl-site-url",
  "settings.supportEmail": "wl-support-email",
  "settings.contactEmail": "wl-contact-email",
  "socials.linkedin": "wl-linkedin",
};

/** The field an issue path belongs to ("settings.keywords.3" → the keywords field). */
export function fieldOf(path: string): string | undefined {
  for (let p = path; p; p = p.includes(".") ? p.slice(0, p.lastIndexOf(".")) : "") if (FIELD_OF_PATH[p]) return FIELD_OF_PATH[p];
  return undefined;
}

type Problem = { key: string; vars: Record<string, number> };
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The API's checks, made before sending (the browser has no zod): field id → catalog key and values. */
export function checkDraft(d: SiteDraft): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const flag = (field: string, key: string, vars: Record<string, number> = {}) => (out[field] ??= { key, vars });
  const tooLong = (field: string, v: string, max: number) => v.trim().length > max && flag(field, "errors:tooLong", { max });
  if (!d.name.trim()) flag("wl-name", "errors:required");
  tooLong("wl-name", d.name, WHITELABEL_LIMITS.name);
  const slug = slugProblem(d.whitelabelSlug.trim().toLowerCase());
  if (slug) flag("wl-slug", slug, { min: WHITELABEL_LIMITS.slugMin, max: WHITELABEL_LIMITS.slugMax });
  for (const c of ["primary", "secondary", "tertiary"] as const) if (d.colors[c].trim() && !HEX.test(d.colors[c].trim())) flag(`wl-color-${c}`, "companyWhitelabel:errors.color");
  tooLong("wl-description", d.description, WHITELABEL_LIMITS.description);
  tooLong("wl-slogan", d.slogan, WHITELABEL_LIMITS.slogan);
  const keywords = splitKeywords(d.keywords);
  if (keywords.length > WHITELABEL_LIMITS.keywords) flag("wl-keywords", "errors:tooMany", { max: WHITELABEL_LIMITS.keywords });
  if (keywords.some((k) => k.length > WHITELABEL_LIMITS.keyword)) flag("wl-keywords", "errors:tooLong", { max: WHITELABEL_LIMITS.keyword });
  if (d.siteUrl.trim() && !isWebUrl(d.siteUrl.trim())) flag("wl-site-url", "companyWhitelabel:errors.siteUrl");
  if (d.linkedin.trim() && !isLinkedinUrl(d.linkedin.trim())) flag("wl-linkedin", "companyWhitelabel:errors.linkedin");
  for (const [field, v] of [["wl-support-email", d.supportEmail], ["wl-contact-email", d.contactEmail]] as const) if (v.trim() && !EMAIL_PATTERN.test(v.trim())) flag(field, "errors:email");
  return out;
}

/** The look a draft gives the site, over the saved brand's defaults. */
export function lookOf(d: SiteDraft, saved: Whitelabel["brand"]): PreviewLook {
  const hex = (v: string) => (/^#[0-9a-fA-F]{6}$/.test(v.trim()) ? v.trim().toLowerCase() : "");
  return {
    name: d.name.trim() || saved.name,
    slogan: d.slogan.trim() || saved.slogan,
    logo: d.logos.vertical || DEFAULT_BRAND.logo,
    logoHorizontal: d.logos.horizontal || d.logos.vertical || DEFAULT_BRAND.logo,
    favicon: d.favicon || DEFAULT_BRAND.favicon,
    colors: {
      primary: hex(d.colors.primary) || DEFAULT_BRAND.colors.primary,
      secondary: hex(d.colors.secondary) || DEFAULT_BRAND.colors.secondary,
      accent: hex(d.colors.tertiary) || DEFAULT_BRAND.colors.accent,
    },
  };
}

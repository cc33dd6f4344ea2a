import { DEFAULT_BRAND, LOCALES, type Locale } from "../../../../contract/constants.ts";
import type { Whitelabel, WhitelabelInput } from "../../../../contract/whitelabel.ts";
import type { PreviewLook } from "../../../lib/theme-preview.ts";

/** One language's texts as the fields hold them ("" is "the other language's, else the default"). */
export interface DraftTexts {
  description: string;
  slogan: string;
  keywords: string;
  shareTitle: string;
  shareDescription: string;
}
export const TEXT_FIELDS = ["description", "slogan", "keywords", "shareTitle", "shareDescription"] as const;

/** The whitelabel form's values, as the fields hold them (text everywhere; "" is "default"). */
export interface SiteDraft {
  name: string;
  whitelabelSlug: string;
  logos: { horizontal: string; vertical: string };
  favicon: string;
  colors: { primary: string; secondary: string; tertiary: string };
  texts: Record<Locale, DraftTexts>;
  siteUrl: string;
  supportEmail: string;
  contactEmail: string;
  linkedin: string;
}

function draftTexts(set: Whitelabel["texts"]["en"] | undefined): DraftTexts {
  return {
    description: set?.description ?? "",
    slogan: set?.slogan ?? "",
    keywords: (set?.keywords ?? []).join(", "),
    shareTitle: set?.shareTitle ?? "",
    shareDescription: set?.shareDescription ?? "",
  };
}

export function draftOf(site: Whitelabel): SiteDraft {
  return {
    name: site.name,
    whitelabelSlug: site.whitelabelSlug,
    logos: { horizontal: site.logos.horizontal ?? "", vertical: site.logos.vertical ?? "" },
    favicon: site.favicon ?? "",
    colors: { primary: site.colors.primary ?? "", secondary: site.colors.secondary ?? "", tertiary: site.colors.tertiary ?? "" },
    texts: {
      en: draftTexts(site.texts?.en ?? { ...site.settings, shareTitle: null, shareDescription: null }),
      pt: draftTexts(site.texts?.pt),
    },
    siteUrl: site.settings.siteUrl ?? "",
    supportEmail: site.settings.supportEmail ?? "",
    contactEmail: site.settings.contactEmail ?? "",
    linkedin: site.socials.linkedin ?? "",
  };
}

/** A draft read back from storage: only when it has the draft's shape. */
export function isDraft(v: unknown): v is SiteDraft {
  const d = v as SiteDraft;
  return (
    !!d &&
    typeof d.name === "string" &&
    typeof d.whitelabelSlug === "string" &&
    typeof d.colors?.primary === "string" &&
    typeof d.logos?.horizontal === "string" &&
    LOCALES.every((l) => TEXT_FIELDS.every((f) => typeof d.texts?.[l]?.[f] === "string"))
  );
}

const splitKeywords = (v: string) =>
  v
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

const textsInput = (t: DraftTexts) => ({
  description: t.description,
  slogan: t.slogan,
  keywords: splitKeywords(t.keywords),
  shareTitle: t.shareTitle,
  shareDescription: t.shareDescription,
});

/** What PUT /whitelabel/entity receives for the draft. */
export function inputOf(d: SiteDraft): WhitelabelInput {
  return {
    name: d.name,
    whitelabelSlug: d.whitelabelSlug,
    logos: { horizontal: d.logos.horizontal || null, vertical: d.logos.vertical || null },
    favicon: d.favicon || null,
    colors: {
      primary: d.colors.primary.trim() || null,
      secondary: d.colors.secondary.trim() || null,
      tertiary: d.colors.tertiary.trim() || null,
    },
    socials: { linkedin: d.linkedin.trim() || null },
    settings: { siteUrl: d.siteUrl, supportEmail: d.supportEmail, contactEmail: d.contactEmail },
    texts: { en: textsInput(d.texts.en), pt: textsInput(d.texts.pt) },
  };
}

/**
 * The body of a save: the draft, less what must not be re-sent unchanged — the images (the
 * site's current ones are checked only when they change) and the address (a move is a change
 * of its own).
 */
export function changesOf(d: SiteDraft, saved: SiteDraft): Partial<WhitelabelInput> {
  const { whitelabelSlug, logos, favicon, ...rest } = inputOf(d);
  return {
    ...rest,
    ...(d.whitelabelSlug !== saved.whitelabelSlug ? { whitelabelSlug } : {}),
    ...(d.logos.horizontal !== saved.logos.horizontal || d.logos.vertical !== saved.logos.vertical ? { logos } : {}),
    ...(d.favicon !== saved.favicon ? { favicon } : {}),
  };
}

/** The id of a language's text field ("wl-pt-slogan"). */
export const textFieldId = (locale: Locale, field: (typeof TEXT_FIELDS)[number]) =>
  `wl-${locale}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

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
  "settings.description": "wl-en-description",
  "settings.slogan": "wl-en-slogan",
  "settings.keywords": "wl-en-keywords",
  ...Object.fromEntries(LOCALES.flatMap((l) => TEXT_FIELDS.map((f) => [`texts.${l}.${f}`, textFieldId(l, f)]))),
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

/** The look a draft gives the site in a language, over the saved brand's defaults. */
export function lookOf(d: SiteDraft, saved: Whitelabel["brand"], locale: Locale): PreviewLook {
  const hex = (v: string) => (/^#[0-9a-fA-F]{6}$/.test(v.trim()) ? v.trim().toLowerCase() : "");
  const slogan = [locale, ...LOCALES.filter((l) => l !== locale)].map((l) => d.texts[l].slogan.trim()).find(Boolean);
  return {
    name: d.name.trim() || saved.name,
    // nothing written in either language: the default (shown translated)
    slogan: slogan || DEFAULT_BRAND.slogan,
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

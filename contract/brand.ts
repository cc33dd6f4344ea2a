import { DEFAULT_BRAND, LOCALES, SKILL5_SLUG, type Locale } from "./constants.ts";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** §5: only #RRGGBB is a colour; anything else is empty. */
export function sanitizeHexColor(value: unknown): string {
  return typeof value === "string" && HEX.test(value.trim()) ? value.trim().toLowerCase() : "";
}

/** The tenant's brand with the spec's defaults applied (§1, §3). */
export interface Brand {
  slug: string;
  name: string;
  description: string;
  slogan: string;
  keywords: string[];
  /** Vertical logo. */
  logo: string;
  logoHorizontal: string;
  favicon: string;
  domain: string | null;
  /** Where the platform serves this site (its own images and pages live here). */
  origin: string;
  /** The tenant's website as it names it, else `origin`. */
  siteUrl: string;
  supportEmail: string;
  contactEmail: string;
  colors: { primary: string; secondary: string; accent: string };
  linkedin: string | null;
  isSkill5Layout: boolean;
  closedBeta: boolean;
  isProduct: boolean;
  features: string[];
  /** The title of a link to the home page when it is shared; null: the page's own title. */
  shareTitle: string | null;
  /** The description of a shared link; null: the page's own description. */
  shareDescription: string | null;
  /**
   * The texts a company writes per language, each with its fallback applied (its own language,
   * then the other, then the defaults). The fields above hold English's; `brandIn` gives a page
   * the brand in its language (and leaves this out).
   */
  texts?: Record<Locale, BrandTexts>;
}

/** What a company may word differently in each language. */
export type BrandTexts = Pick<Brand, "slogan" | "description" | "keywords" | "shareTitle" | "shareDescription">;

/** One language's texts as a site stores them (any may be missing: the other language's, then the default, is used). */
export type BrandTextSet = {
  description?: string | null;
  slogan?: string | null;
  keywords?: string[] | string | null;
  shareTitle?: string | null;
  shareDescription?: string | null;
};

export type WhitelabelRecord = {
  name: string | null;
  whitelabelSlug: string;
  domain: string | null;
  logos: { horizontal?: string | null; vertical?: string | null } | null;
  colors: { primary?: string | null; secondary?: string | null; tertiary?: string | null; quaternary?: string | null } | null;
  favicon: string | null;
  socials: { linkedin?: string | null } | null;
  settings: {
    /** English texts as sites stored them before `texts` (read when `texts.en` lacks them). */
    description?: string | null;
    slogan?: string | null;
    keywords?: string[] | string | null;
    texts?: Partial<Record<Locale, BrandTextSet>> | null;
    siteUrl?: string | null;
    supportEmail?: string | null;
    contactEmail?: string | null;
  } | null;
  features: string[] | null;
  isSkill5Layout: boolean;
  closedBeta: boolean;
};

const nonEmpty = (v: string | null | undefined) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

function keywordsOf(v: BrandTextSet["keywords"]): string[] | null {
  const list = Array.isArray(v)
    ? v.map((k) => nonEmpty(k)).filter((k): k is string => !!k)
    : typeof v === "string"
      ? v
          .split(",")
          .map((k) => k.trim())
          .filter(Boolean)
      : [];
  return list.length ? list : null;
}

/** Each language's texts: its own, else the other language's, else the defaults. */
export function brandTextsOf(settings: WhitelabelRecord["settings"]): Record<Locale, BrandTexts> {
  const s = settings ?? {};
  const own = (l: Locale): BrandTextSet => {
    const set = s.texts?.[l] ?? {};
    // English texts written before there were languages live beside `texts`
    return l === "en"
      ? {
          description: nonEmpty(set.description) ?? s.description,
          slogan: nonEmpty(set.slogan) ?? s.slogan,
          keywords: keywordsOf(set.keywords) ?? s.keywords,
          shareTitle: set.shareTitle,
          shareDescription: set.shareDescription,
        }
      : set;
  };
  const sets = Object.fromEntries(LOCALES.map((l) => [l, own(l)])) as Record<Locale, BrandTextSet>;
  const pick = <T>(l: Locale, read: (set: BrandTextSet) => T | null): T | null =>
    read(sets[l]) ??
    LOCALES.filter((o) => o !== l)
      .map((o) => read(sets[o]))
      .find((v) => v !== null) ??
    null;
  return Object.fromEntries(
    LOCALES.map((l) => [
      l,
      {
        slogan: pick(l, (x) => nonEmpty(x.slogan)) ?? DEFAULT_BRAND.slogan,
        description: pick(l, (x) => nonEmpty(x.description)) ?? DEFAULT_BRAND.description,
        keywords: pick(l, (x) => keywordsOf(x.keywords)) ?? [...DEFAULT_BRAND.keywords],
        shareTitle: pick(l, (x) => nonEmpty(x.shareTitle)),
        shareDescription: pick(l, (x) => nonEmpty(x.shareDescription)),
      },
    ]),
  ) as Record<Locale, BrandTexts>;
}

/** The brand as a page (or an e-mail) in `locale` shows it: that language's texts in the usual fields. */
export function brandIn(brand: Brand, locale: Locale): Brand {
  const { texts, ...rest } = brand;
  return texts ? { ...rest, ...texts[locale] } : rest;
}

/**
 * §1 brand layer: every value from the tenant record, the spec's default when missing.
 * The brand's "accent" is the record's tertiary colour (§3).
 */
export function toBrand(wl: WhitelabelRecord, opts: { baseUrl: string; productSlug: string }): Brand {
  const s = wl.settings ?? {};
  const texts = brandTextsOf(wl.settings);
  const vertical = nonEmpty(wl.logos?.vertical) ?? DEFAULT_BRAND.logo;
  const siteUrl = nonEmpty(s.siteUrl) ?? opts.baseUrl;
  const host = mailHost(siteUrl, wl.whitelabelSlug);
  return {
    slug: wl.whitelabelSlug,
    name: nonEmpty(wl.name) ?? DEFAULT_BRAND.name,
    description: texts.en.description,
    slogan: texts.en.slogan,
    keywords: texts.en.keywords,
    logo: vertical,
    logoHorizontal: nonEmpty(wl.logos?.horizontal) ?? vertical,
    favicon: nonEmpty(wl.favicon) ?? DEFAULT_BRAND.favicon,
    domain: nonEmpty(wl.domain),
    origin: opts.baseUrl,
    siteUrl,
    supportEmail: nonEmpty(s.supportEmail) ?? `support@${host}`,
    contactEmail: nonEmpty(s.contactEmail) ?? nonEmpty(s.supportEmail) ?? `contact@${host}`,
    colors: {
      primary: sanitizeHexColor(wl.colors?.primary) || DEFAULT_BRAND.colors.primary,
      secondary: sanitizeHexColor(wl.colors?.secondary) || DEFAULT_BRAND.colors.secondary,
      accent: sanitizeHexColor(wl.colors?.tertiary) || DEFAULT_BRAND.colors.accent,
    },
    linkedin: nonEmpty(wl.socials?.linkedin),
    isSkill5Layout: wl.isSkill5Layout,
    closedBeta: wl.closedBeta,
    isProduct: wl.whitelabelSlug === opts.productSlug,
    features: wl.features ?? [],
    shareTitle: texts.en.shareTitle,
    shareDescription: texts.en.shareDescription,
    texts,
  };
}

/** Where e-mail goes when a tenant's record names no address and no public host can be derived (a local install). */
export const PLATFORM_MAIL_DOMAIN = "skill5.com";

/**
 * The domain of the addresses derived for a tenant that names none: its site's host, without
 * the tenant's own sub-domain of the platform (acme.skill5.com → skill5.com, the platform's
 * host, whose mailbox exists); never a local host (localhost, *.localhost, an IP address, a
 * single label), which no customer could write to.
 */
export function mailHost(url: string, slug: string): string {
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return PLATFORM_MAIL_DOMAIN;
  }
  // the default tenant lives at the platform's own host (PUBLIC_URL), the others at a sub-domain of it
  if (slug !== SKILL5_SLUG && host.startsWith(`${slug}.`) && host.split(".").length > 2) host = host.slice(slug.length + 1);
  host = host.replace(/^www\./, "");
  const local = host === "localhost" || host.endsWith(".localhost") || !host.includes(".") || /^[\d.]+$/.test(host) || host.startsWith("[");
  return local ? PLATFORM_MAIL_DOMAIN : host;
}

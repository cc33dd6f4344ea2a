import { DEFAULT_BRAND, SKILL5_SLUG } from "./constants.ts";

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
}

export type WhitelabelRecord = {
  name: string | null;
  whitelabelSlug: string;
  domain: string | null;
  logos: { horizontal?: string | null; vertical?: string | null } | null;
  colors: { primary?: string | null; secondary?: string | null; tertiary?: string | null; quaternary?: string | null } | null;
  favicon: string | null;
  socials: { linkedin?: string | null } | null;
  settings: {
    description?: string | null;
    slogan?: string | null;
    keywords?: string[] | string | null;
    siteUrl?: string | null;
    supportEmail?: string | null;
    contactEmail?: string | null;
  } | null;
  features: string[] | null;
  isSkill5Layout: boolean;
  closedBeta: boolean;
};

const nonEmpty = (v: string | null | undefined) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/**
 * §1 brand layer: every value from the tenant record, the spec's default when missing.
 * The brand's "accent" is the record's tertiary colour (§3).
 */
export function toBrand(
  wl: WhitelabelRecord,
  opts: { baseUrl: string; productSlug: string },
): Brand {
  const s = wl.settings ?? {};
  const keywords = Array.isArray(s.keywords)
    ? s.keywords.filter((k) => nonEmpty(k))
    : typeof s.keywords === "string"
      ? s.keywords.split(",").map((k) => k.trim()).filter(Boolean)
      : [];
  const vertical = nonEmpty(wl.logos?.vertical) ?? DEFAULT_BRAND.logo;
  const siteUrl = nonEmpty(s.siteUrl) ?? opts.baseUrl;
  const host = mailHost(siteUrl, wl.whitelabelSlug);
  return {
    slug: wl.whitelabelSlug,
    name: nonEmpty(wl.name) ?? DEFAULT_BRAND.name,
    description: nonEmpty(s.description) ?? DEFAULT_BRAND.description,
    slogan: nonEmpty(s.slogan) ?? DEFAULT_BRAND.slogan,
    keywords: keywords.length ? keywords : [...DEFAULT_BRAND.keywords],
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

import { SKILL5_SLUG } from "./constants.ts";
import { DOMAIN_PATTERN } from "./field-rules.ts";

// What a company may set on its branded site (§1, §3, §5): the numbers the form shows and the
// API enforces, the slugs no site may take, and the rules for its custom domain and links.

export const WHITELABEL_LIMITS = {
  name: 80,
  slugMin: 3,
  slugMax: 40,
  description: 300,
  slogan: 120,
  shareTitle: 90,
  shareDescription: 300,
  keywords: 20,
  keyword: 40,
  url: 300,
  email: 254,
  domain: 253,
} as const;

/**
 * Sub-domains a site may not take: the platform's own hosts, words people would mistake for
 * the platform, and the two built-in tenants (the product's slug is added where it is known).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  SKILL5_SLUG,
  "www",
  "api",
  "app",
  "apps",
  "admin",
  "administrator",
  "root",
  "system",
  "mail",
  "email",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "ns1",
  "ns2",
  "dns",
  "mx",
  "static",
  "assets",
  "cdn",
  "files",
  "media",
  "img",
  "images",
  "auth",
  "login",
  "signin",
  "sign-in",
  "signup",
  "sign-up",
  "account",
  "accounts",
  "billing",
  "pay",
  "payment",
  "payments",
  "checkout",
  "support",
  "help",
  "status",
  "docs",
  "blog",
  "news",
  "dev",
  "staging",
  "stage",
  "test",
  "demo",
  "sandbox",
  "preview",
  "beta",
  "internal",
  "localhost",
  "dashboard",
  "public",
  "private",
  "lti",
  "oauth",
  "oidc",
  "sso",
  "w",
  "pt",
  "en",
  "security",
  "abuse",
  "postmaster",
  "hostmaster",
  "webmaster",
  "noreply",
  "no-reply",
  "my-company",
  "training",
  "enrollments",
  "pricing",
  // the brand API's own path segment (/api/public/whitelabel/get-whitelabel is the host's brand, not a site's)
  "get-whitelabel",
]);

const SLUG_SHAPE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Why a site slug cannot be used (a catalog key of `companyWhitelabel`), or null when it can. */
export function slugProblem(slug: string, productSlug?: string): string | null {
  if (slug.length < WHITELABEL_LIMITS.slugMin) return "companyWhitelabel:errors.slugTooShort";
  if (slug.length > WHITELABEL_LIMITS.slugMax) return "companyWhitelabel:errors.slugTooLong";
  if (!SLUG_SHAPE.test(slug) || slug.includes("--")) return "companyWhitelabel:errors.slugShape";
  if (RESERVED_SLUGS.has(slug) || slug === productSlug) return "companyWhitelabel:errors.slugReserved";
  return null;
}

/** Lower-case host name without scheme, path, port or trailing dot. */
export function normalizeSiteDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "")
    .replace(/\.$/, "");
}

/**
 * Why a custom domain cannot serve a site (a catalog key), or null: a real host name of at least
 * two labels, no address literal, and not a host of the platform itself.
 */
export function siteDomainProblem(domain: string, baseDomain?: string): string | null {
  if (
    domain.length > WHITELABEL_LIMITS.domain ||
    !DOMAIN_PATTERN.test(domain) ||
    domain.split(".").some((l) => !l || l.length > 63 || l.startsWith("-") || l.endsWith("-"))
  )
    return "companyWhitelabel:errors.domainShape";
  const base = baseDomain?.toLowerCase();
  if (base && (domain === base || domain.endsWith(`.${base}`))) return "companyWhitelabel:errors.domainPlatform";
  return null;
}

const LINKEDIN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(company|school|showcase|in)\/[A-Za-z0-9\-_.%~]+\/?$/;
/** A professional-network link: a LinkedIn company, school, showcase or profile page over https. */
export const isLinkedinUrl = (url: string) => LINKEDIN.test(url);

/** An absolute http(s) address. */
export function isWebUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** The images a site shows: which upload fills which place. */
export const WHITELABEL_ASSETS = ["logo-horizontal", "logo-vertical", "favicon"] as const;
export type WhitelabelAsset = (typeof WHITELABEL_ASSETS)[number];

/** The path of an image uploaded for the site `tenantId` (kept in our own storage, served at /api/files). */
export const ASSET_PATH = /^\/api\/files\/t\/([0-9a-f-]{36})\/whitelabel\/[0-9a-f]{20}\.(png|svg|ico)$/;

/**
 * An image the platform ships (the default logo and favicon, the built-in brands' files under
 * /brand/): a site shows one until its company uploads its own, and the form sends it back unchanged.
 */
export const BUILT_IN_IMAGE_PATH = /^\/(?:brand\/[a-z0-9-]+\/[a-z0-9-]+\.(?:svg|png|webp|ico)|Logo\.webp|favicon\.ico)$/;

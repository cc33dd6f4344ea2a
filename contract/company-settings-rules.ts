import { isFreeMailHost, isPublicSuffix } from "./public-suffix.ts";

// What a company's settings accept; the form checks the same rules as the API (no zod: the browser loads this).

export const JOIN_POLICIES = ["approval", "automatic"] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

export const COMPANY_SETTINGS_LIMITS = { name: 120, allowedDomains: 20, domain: 253 } as const;

const DOMAIN_RE = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * What is wrong with a domain a company would let people join from, as a catalog key of
 * companySettings (the message names the domain), or null. The form and the API ask the same.
 */
export function allowedDomainProblem(
  domain: string,
): "errors.domainInvalid" | "errors.domainPublicSuffix" | "errors.domainFreeMail" | null {
  if (!DOMAIN_RE.test(domain)) return "errors.domainInvalid";
  // com.br or co.uk is everyone's: it would let in anybody registered under it
  if (isPublicSuffix(domain)) return "errors.domainPublicSuffix";
  if (isFreeMailHost(domain)) return "errors.domainFreeMail";
  return null;
}

/** A domain as people type it: trimmed, lower-cased, without a leading "@". */
export const normalizeDomain = (raw: string) => raw.trim().toLowerCase().replace(/^@/, "");

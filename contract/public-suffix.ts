import { getDomain } from "tldts";
import { FREE_MAIL_DOMAINS } from "./email-domains.ts";

/**
 * Domains read by the public suffix list (tldts), as people are taught to read links: the owner
 * of mail.example.com.br is example.com.br, because com.br is a suffix anyone registers under,
 * like com, co.uk or gov.br. Kept apart from email-domains.ts so that pages which only need the
 * free-mail list do not carry the suffix list.
 */

/** The domain someone registered: example.com.br for mail.example.com.br; null for a public suffix itself (com.br, co.uk). */
export const registrableDomain = (host: string): string | null => getDomain(host.trim().toLowerCase()) ?? null;

/** A public suffix (com.br, co.uk, gov.br): shared by everyone registered under it, never one organisation's domain. */
export const isPublicSuffix = (host: string) => registrableDomain(host) === null;

/** A free-mail provider's domain, or a host under one (mail.yahoo.com.br). */
export const isFreeMailHost = (host: string) => {
  const d = host.trim().toLowerCase();
  return FREE_MAIL_DOMAINS.has(d) || FREE_MAIL_DOMAINS.has(registrableDomain(d) ?? "");
};

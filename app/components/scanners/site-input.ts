import { SCANNER_LIMITS } from "../../../contract/scanner-limits.ts";

/** A host name or an address: a dotted host (or localhost), an optional scheme, port and path. */
const LOOKS_LIKE_SITE =
  /^(https?:\/\/)?[^\s/:?#@]+(\.[^\s/:?#@]+)+(:\d{1,5})?([/?#]\S*)?$|^(https?:\/\/)?localhost(:\d{1,5})?([/?#]\S*)?$/i;

/** What the browser checks before sending a website; the API normalises it and has the last word. */
export function checkSiteInput(value: string): "required" | "tooLong" | "notASite" | null {
  const v = value.trim();
  if (!v) return "required";
  if (v.length > SCANNER_LIMITS.maxUrlLength) return "tooLong";
  return LOOKS_LIKE_SITE.test(v) ? null : "notASite";
}

/**
 * Where a sign-up from the free scan goes once the account exists: the scanners page with the
 * scanned site in its "add a website" field (`?website=` on the sign-up link), or null.
 */
export function trackTarget(search: URLSearchParams): string | null {
  const website = search.get("website")?.trim() ?? "";
  if (checkSiteInput(website)) return null;
  return `/scanners?${new URLSearchParams({ add: website })}`;
}

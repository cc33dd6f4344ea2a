/**
 * Where the product may send someone next: a path of this site, never another one. Every
 * `next`, return path, redirect-after-login cookie and redirect the app or the API writes goes
 * through here (docs/decisions/0044-safe-redirect-targets.md).
 *
 * A target is resolved first, as a browser resolves it (WHATWG URL: tabs and newlines dropped,
 * backslashes read as slashes, dot segments and their encoded forms applied), and only the
 * result is judged. Matching the raw text cannot work: "/..//evil.example" starts with one
 * slash, yet resolves to the path "//evil.example", which a Location header or a link reads as
 * another host.
 */

/** Longer than any address of ours; a longer one would not fit a cookie or a log line either. */
export const MAX_REDIRECT_LENGTH = 2048;

/** Stands for this site when the caller does not know its origin (only paths are kept then). */
const ANY_ORIGIN = "http://redirect.invalid";

/**
 * `raw` as a path of `origin` (path, query and hash, percent-encoded ASCII), or null when it
 * would leave the site, is not a path at all or is longer than MAX_REDIRECT_LENGTH. Without
 * `origin` only relative targets can pass.
 */
export function safeRedirectPath(raw: string | null | undefined, origin?: string): string | null {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH) return null;
  let home: string;
  let url: URL;
  try {
    home = new URL(origin ?? ANY_ORIGIN).origin;
    url = new URL(raw, `${home}/`);
  } catch {
    return null;
  }
  if (url.origin !== home) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // a resolved path may still begin "//" (empty segments survive), which is another host to a browser
  if (!path.startsWith("/") || path.startsWith("//") || path.length > MAX_REDIRECT_LENGTH) return null;
  // what the browser does with the Location must land on the very same path
  const again = new URL(path, `${home}/`);
  return again.origin === home && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
}

/** safeRedirectPath, or `fallback` (the home page unless told) when the target is refused. */
export function redirectTarget(raw: string | null | undefined, origin?: string, fallback = "/"): string {
  return safeRedirectPath(raw, origin) ?? fallback;
}

/**
 * `location` as a Location header can carry it: every character outside printable ASCII
 * (controls, spaces, other scripts, a lone surrogate as U+FFFD) percent-encoded as UTF-8, and
 * escapes already there kept. A header refuses NUL and line breaks outright (the page would be a
 * 500) and is read as Latin-1, so a decoded slug must never reach it as it is.
 */
export function encodeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (ch) =>
    ch.length === 1 && ch >= "\ud800" && ch <= "\udfff" ? "%EF%BF%BD" : encodeURIComponent(ch),
  );
}

/**
 * An address on another site, for the one kind of redirect that may go there: one an operator
 * stored (guard 11). Only http(s), parsed and encoded as a browser would; anything else is null.
 */
export function externalLocation(url: string): string | null {
  if (!/^https?:\/\//i.test(url) || url.length > MAX_REDIRECT_LENGTH) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

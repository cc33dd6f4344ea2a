import { domainToASCII } from "node:url";
import { isIP } from "node:net";
import { getDomain } from "tldts";

/**
 * The cookies a site leaves in a browser-like jar over a session: each Set-Cookie parsed as
 * RFC 6265 says (the parts the checks need), refused when its Domain is another site's or a
 * public suffix, or when a __Secure-/__Host- name breaks its prefix's rule, and stored by name,
 * domain and path, a later one replacing an earlier one. Expired cookies stay in the jar: the
 * MDN HTTP Observatory judges every cookie the site set, deletions included.
 */

export interface StoredCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  hostOnly: boolean;
  secure: boolean;
  httpOnly: boolean;
  /** "strict" | "lax" | "none", or undefined when absent or not one of those. */
  sameSite: "strict" | "lax" | "none" | undefined;
  /** Epoch ms after which a browser no longer sends it; undefined for a session cookie. */
  expiresAt?: number;
}

interface Parsed {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: StoredCookie["sameSite"];
  maxAge?: number;
  expires?: number;
}

const CONTROL = /[\x00-\x1f]/;
// RFC 6761 names a resolver may treat as special; a cookie's Domain may be one of them
const SPECIAL_USE = ["local", "example", "invalid", "localhost", "test"];

/** One Set-Cookie value; undefined when it has no name=value pair. */
export function parseSetCookie(header: string): Parsed | undefined {
  const text = header.trim();
  if (!text) return undefined;
  const semi = text.indexOf(";");
  let pair = semi < 0 ? text : text.slice(0, semi);
  for (const t of ["\n", "\r", "\0"]) if (pair.includes(t)) pair = pair.slice(0, pair.indexOf(t));
  const eq = pair.indexOf("=");
  if (eq <= 0) return undefined;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  if (CONTROL.test(name) || CONTROL.test(value)) return undefined;
  const cookie: Parsed = { name, value, secure: false, httpOnly: false, sameSite: undefined };
  if (semi < 0) return cookie;
  for (const raw of text.slice(semi + 1).split(";")) {
    const av = raw.trim();
    if (!av) continue;
    const sep = av.indexOf("=");
    const key = (sep < 0 ? av : av.slice(0, sep)).trim().toLowerCase();
    const val = sep < 0 ? null : av.slice(sep + 1).trim();
    if (key === "domain") {
      const d = val?.replace(/^\./, "");
      if (d) cookie.domain = d.toLowerCase();
    } else if (key === "path") {
      cookie.path = val && val.startsWith("/") ? val : undefined;
    } else if (key === "max-age") {
      if (val && /^-?[0-9]+$/.test(val)) cookie.maxAge = parseInt(val, 10);
    } else if (key === "expires") {
      const t = val ? Date.parse(val) : NaN;
      if (!Number.isNaN(t)) cookie.expires = t;
    } else if (key === "secure") {
      cookie.secure = true;
    } else if (key === "httponly") {
      cookie.httpOnly = true;
    } else if (key === "samesite") {
      const v = (val ?? "").toLowerCase();
      cookie.sameSite = v === "strict" || v === "lax" || v === "none" ? v : undefined;
    }
  }
  return cookie;
}

function canonical(domain: string): string {
  const d = domain.trim().replace(/^\./, "");
  if (isIP(d.replace(/^\[|\]$/g, "")) === 6) return d.replace(/^\[|\]$/g, "").toLowerCase();
  return /[^\x01-\x7f]/.test(d) ? domainToASCII(d) : d.toLowerCase();
}

/** A Domain attribute naming a public suffix ("com", "co.uk", "github.io") is refused. */
function isPublicSuffix(domain: string): boolean {
  if (isIP(domain) === 6) return false;
  const labels = domain.split(".");
  const tld = labels.at(-1)!;
  if (SPECIAL_USE.includes(tld) && (labels.length > 1 || tld === "localhost" || tld === "invalid")) return false;
  return !getDomain(domain, { allowIcannDomains: true, allowPrivateDomains: true });
}

function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true;
  return host.endsWith(`.${domain}`) && !isIP(host);
}

function defaultPath(pathname: string): string {
  if (!pathname.startsWith("/") || pathname === "/") return "/";
  const last = pathname.lastIndexOf("/");
  return last === 0 ? "/" : pathname.slice(0, last);
}

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  /** Stores what a response to `url` set; refused cookies are dropped without a word, as browsers do. */
  store(url: string, headers: readonly string[], now = Date.now()): void {
    const u = new URL(url);
    const host = canonical(u.hostname);
    for (const header of headers) {
      const c = parseSetCookie(header);
      if (!c) continue;
      let domain = host;
      let hostOnly = true;
      if (c.domain) {
        const d = canonical(c.domain);
        if (isPublicSuffix(d) || !domainMatches(host, d)) continue;
        domain = d;
        hostOnly = false;
      }
      const path = c.path ?? defaultPath(u.pathname);
      if (c.name.startsWith("__Secure-") && !c.secure) continue;
      if (c.name.startsWith("__Host-") && !(c.secure && hostOnly && path === "/")) continue;
      // Max-Age wins over Expires (RFC 6265 §5.3)
      const expiresAt = c.maxAge !== undefined ? now + c.maxAge * 1000 : c.expires;
      const cookie: StoredCookie = {
        name: c.name,
        value: c.value,
        domain,
        path,
        hostOnly,
        secure: c.secure,
        httpOnly: c.httpOnly,
        sameSite: c.sameSite,
        expiresAt,
      };
      this.cookies.set(`${domain}\n${path}\n${c.name}`, cookie);
    }
  }

  all(): StoredCookie[] {
    return [...this.cookies.values()];
  }

  /** The Cookie header a browser would send to `url`: matching domain and path, Secure over https only, not expired. */
  headerFor(url: string, now = Date.now()): string | undefined {
    const u = new URL(url);
    const host = canonical(u.hostname);
    const sent = this.all().filter(
      (c) =>
        (c.hostOnly ? c.domain === host : domainMatches(host, c.domain)) &&
        (u.pathname === c.path || (u.pathname.startsWith(c.path) && (c.path.endsWith("/") || u.pathname[c.path.length] === "/"))) &&
        (!c.secure || u.protocol === "https:") &&
        (c.expiresAt === undefined || c.expiresAt > now),
    );
    return sent.length ? sent.map((c) => `${c.name}=${c.value}`).join("; ") : undefined;
  }
}

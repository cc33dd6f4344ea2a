import { parse, serialize } from "cookie";

// The app's one way to read and write cookies, over the `cookie` package (the parser React
// Router itself uses): a Cookie header on the server, document.cookie in the browser. Every
// cookie the app writes is the site's (Path=/) and goes along on top-level navigations (Lax).

/** Every cookie of a Cookie header, by name; values are percent-decoded where they decode. */
export function readCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(parse(header ?? ""))) if (value !== undefined) out.set(name, value);
  return out;
}

/** One cookie of a Cookie header, or null when it is not there. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return parse(header ?? "")[name] ?? null;
}

/** One cookie of this page (in the browser), or null. */
export function browserCookie(name: string): string | null {
  return typeof document === "undefined" ? null : readCookie(document.cookie, name);
}

export type CookieOptions = {
  /** How long the browser keeps it; 0 forgets it now. */
  days?: number;
  /** Seconds, where a cookie lives less than a day. */
  seconds?: number;
  /** Only over HTTPS (the server sets it when the request came over HTTPS). */
  secure?: boolean;
  /** Out of reach of the page's scripts: a cookie only the server reads. */
  httpOnly?: boolean;
};

/** A `Set-Cookie` value (also what `document.cookie =` takes): the value percent-encoded. */
export function cookieHeader(name: string, value: string, opts: CookieOptions = {}): string {
  const maxAge = opts.seconds ?? (opts.days === undefined ? undefined : opts.days * 86400);
  return serialize(name, value, { path: "/", maxAge, sameSite: "lax", secure: opts.secure, httpOnly: opts.httpOnly });
}

/** Sets a cookie of this page from the browser. */
export function setBrowserCookie(name: string, value: string, opts: Omit<CookieOptions, "httpOnly"> = {}): void {
  document.cookie = cookieHeader(name, value, opts);
}

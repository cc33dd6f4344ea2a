import { randomFillSync } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./env.ts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../contract/session.ts";
import { HttpError, sendError } from "./http.ts";

// 128-bit nonces cut from a buffer refilled from the CSPRNG: the same randomness as one
// randomBytes(16) call per response, without a call into the generator per response.
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

export function newNonce() {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

/**
 * Content-Security-Policy: scripts only from this origin or inline with this response's
 * nonce. Styles allow inline attributes because React renders style props as attributes;
 * see docs/decisions/0004-security-headers.md.
 */
export function contentSecurityPolicy(nonce: string, secure: boolean, connectSrc: readonly string[] = []) {
  return `${CSP_HEAD}${nonce}${cspTail(connectSrc)}${secure ? SECURE : ""}`;
}
const CSP_HEAD = "default-src 'self'; script-src 'self' 'nonce-";
const SECURE = "; upgrade-insecure-requests";
/** `connectSrc`: other origins scripts may send to (the usage tracker's Umami host). */
const cspTail = (connectSrc: readonly string[]) =>
  [
    "'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    ["connect-src 'self'", ...connectSrc].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");

/**
 * The policy of a JSON answer: it is data, never a document, so it may load and run nothing and
 * be framed by nobody (the OWASP REST guidance). No nonce to make, fewer bytes on every API call.
 */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
/** True for a JSON content type (application/json, application/problem+json, …). */
export const isJsonType = (type: string | null | undefined) => !!type && JSON_TYPE.test(type);

/** The security headers of one answer, as a plain record (`tail` from cspTail, built once). */
function securityHeaderRecord(nonce: string, secure: boolean, tail: string, json: boolean): Record<string, string> {
  // one literal, then assignments: a record built by spreading costs the response writer far more
  const record: Record<string, string> = {
    "Content-Security-Policy": json ? JSON_CSP : `${CSP_HEAD}${nonce}${tail}${secure ? SECURE : ""}`,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  };
  if (secure) record["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  return record;
}

/** Who may frame a framed page (an LMS), and where its forms may post (the LMS's deep-linking return). */
const OTHER_SITES = (secure: boolean) => (secure ? "'self' https:" : "'self' https: http://localhost:* http://127.0.0.1:*");

/**
 * A framed page's headers (Area.framedPaths: the LTI pages an LMS shows in its iframe): any
 * https site may frame it and receive its forms (loopback http too when the site itself is
 * plain http), and it keeps no opener isolation (an LMS's registration window waits for its
 * message). The launch token, state and nonce protect these pages, not the frame rule.
 */
export function framedHeaders(headers: Headers, secure: boolean) {
  const csp = headers.get("Content-Security-Policy");
  if (csp && csp !== JSON_CSP) {
    const others = OTHER_SITES(secure);
    headers.set(
      "Content-Security-Policy",
      csp.replace("frame-ancestors 'self'", `frame-ancestors ${others}`).replace("form-action 'self'", `form-action ${others}`),
    );
  }
  headers.delete("X-Frame-Options");
  headers.set("Cross-Origin-Opener-Policy", "unsafe-none");
  headers.set("Referrer-Policy", "no-referrer");
}

/** Whether a path (with or without the /pt prefix) is one of the framed pages' prefixes. */
export function isFramedPath(path: string, prefixes: readonly string[]) {
  const bare = path === "/pt" || path.startsWith("/pt/") ? path.slice(3) || "/" : path;
  return prefixes.some((p) => bare === p || bare.startsWith(p.endsWith("/") ? p : `${p}/`) || bare.startsWith(`${p}-`));
}

/**
 * The security headers of every answer; `connectSrc` as in contentSecurityPolicy (the tail is
 * built once). A handler that wrote them itself (platform/sealed-response.ts) is left alone.
 * `framedPaths`: the pages another site may frame (framedHeaders).
 */
export const securityHeaders = (connectSrc: readonly string[] = [], framedPaths: readonly string[] = []) => {
  const tail = cspTail(connectSrc);
  /** One answer's headers (the request context hands it to handlers as `securityHeaderRecord`). */
  const record = (nonce: string, secure: boolean, json: boolean) => securityHeaderRecord(nonce, secure, tail, json);
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.get("sealed")) return;
    const h = c.res.headers;
    for (const [name, value] of Object.entries(
      securityHeaderRecord(c.get("nonce"), c.get("secure"), tail, isJsonType(h.get("content-type"))),
    )) {
      if (name !== "Content-Security-Policy" || !h.has(name)) h.set(name, value);
    }
    if (framedPaths.length && isFramedPath(c.req.path, framedPaths)) framedHeaders(h, c.get("secure"));
  };
  return { middleware, record };
};

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** An operation a form on another site may post to, protected by its own state and nonce (the LTI launch, one day). */
export type CrossSiteForm = { method: string; path: string };

/**
 * Cross-site request forgery (decision 0004, 0044). A state-changing request must come from
 * this origin: its Origin must be ours, and a browser's Sec-Fetch-Site must not say
 * cross-site. One that carries neither acts with a session cookie only when its Referer is
 * ours: every browser sends one of the three from a page of ours, so a request with none is a
 * forged form from an old browser, an extension or a privacy proxy, and is refused rather than
 * trusted. Bearer-token callers carry no ambient credentials and are not asked (nor is anyone
 * without a session: there is nobody to act as). `crossSiteForms` names the operations that
 * take a form posted from another site, by exact path.
 */
export function originCheck(crossSiteForms: readonly CrossSiteForm[] = []): MiddlewareHandler<AppEnv> {
  const exempt = new Set(crossSiteForms.map((f) => `${f.method.toUpperCase()} ${f.path}`));
  return async (c, next) => {
    if (SAFE.has(c.req.method) || (exempt.size && exempt.has(`${c.req.method} ${c.req.path}`))) return next();
    const own = c.get("origin");
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    let sameOrigin: boolean;
    if (origin) sameOrigin = origin === own;
    else if (site) sameOrigin = site !== "cross-site";
    else sameOrigin = !actsWithCookies(c) || refererOrigin(c.req.header("referer")) === own;
    if (!sameOrigin) return sendError(c, new HttpError(403, "cross_origin", "errors:crossOrigin"));
    await next();
  };
}

/**
 * Whether the browser's cookies are what would authenticate the request: it holds a session
 * cookie (access or refresh token, read as the API reads them) and no bearer token instead.
 */
const actsWithCookies = (c: Context<AppEnv>) =>
  (getCookie(c, ACCESS_COOKIE) !== undefined || getCookie(c, REFRESH_COOKIE) !== undefined) &&
  !c.req.header("authorization")?.startsWith("Bearer ");

function refererOrigin(referer: string | undefined) {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

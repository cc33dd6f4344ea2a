import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";
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

/**
 * The security headers of every answer; `connectSrc` as in contentSecurityPolicy (the tail is
 * built once). A handler that wrote them itself (platform/sealed-response.ts) is left alone.
 */
export const securityHeaders = (connectSrc: readonly string[] = []) => {
  const tail = cspTail(connectSrc);
  /** One answer's headers (the request context hands it to handlers as `securityHeaderRecord`). */
  const record = (nonce: string, secure: boolean, json: boolean) => securityHeaderRecord(nonce, secure, tail, json);
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.get("sealed")) return;
    const h = c.res.headers;
    for (const [name, value] of Object.entries(securityHeaderRecord(c.get("nonce"), c.get("secure"), tail, isJsonType(h.get("content-type"))))) {
      if (name !== "Content-Security-Policy" || !h.has(name)) h.set(name, value);
    }
  };
  return { middleware, record };
};

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery: a state-changing request from a browser carries Origin;
 * it must be this host. Requests without Origin (server-to-server clients) carry no
 * ambient browser credentials and pass.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const sameOrigin = origin ? origin === c.get("origin") : site !== "cross-site";
    if (!sameOrigin) return sendError(c, new HttpError(403, "cross_origin", "errors:crossOrigin"));
  }
  await next();
};

import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";
import { HttpError, sendError } from "./http.ts";

export function newNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * Content-Security-Policy: scripts only from this origin or inline with this response's
 * nonce. Styles allow inline attributes because React renders style props as attributes;
 * see docs/decisions/0004-security-headers.md.
 */
export function contentSecurityPolicy(nonce: string, secure: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  const secure = c.get("secure");
  if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy(c.get("nonce"), secure));
  if (secure) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "SAMEORIGIN");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Cross-Origin-Resource-Policy", "same-origin");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
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

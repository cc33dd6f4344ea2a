import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  ACCESS_COOKIE,
  ACCESS_EXPIRES_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_REMEMBER_DAYS,
  SESSION_HINT_COOKIE,
} from "../../../contract/session.ts";
import { clientIp } from "../../platform/client-ip.ts";
import type { AppEnv } from "../../platform/env.ts";
import type { Visitor } from "./deps.ts";
import type { SessionGrant } from "./sessions.ts";

// The session's cookies belong to the routes (HTTP); the sessions service issues and revokes
// the tokens they carry. The refresh token only travels to /api/auth.
const REFRESH_PATH = "/api/auth";

/** Who is at the door on this request, as identity's functions take it. */
export const visitorOf = (c: Context<AppEnv>): Visitor => ({
  tenant: c.get("tenant"),
  origin: c.get("origin"),
  locale: c.get("locale"),
  ip: clientIp(c),
  log: c.get("log"),
});

/** The refresh token the browser presented, if any. */
export const presentedRefreshToken = (c: Context<AppEnv>) => getCookie(c, REFRESH_COOKIE);

/** Writes the session's cookies and gives the tokens the API answers with. */
export function withSessionCookies(c: Context<AppEnv>, grant: SessionGrant) {
  const secure = c.get("secure");
  setCookie(c, ACCESS_COOKIE, grant.tokens.accessToken, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    path: "/",
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  setCookie(c, ACCESS_EXPIRES_COOKIE, String(grant.accessExpiresAt), {
    secure,
    sameSite: "Lax",
    path: "/",
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  const lifetime = grant.rememberMe ? { maxAge: REFRESH_REMEMBER_DAYS * 86400 } : {};
  setCookie(c, REFRESH_COOKIE, grant.refreshToken, { httpOnly: true, secure, sameSite: "Lax", path: REFRESH_PATH, ...lifetime });
  setCookie(c, SESSION_HINT_COOKIE, "1", { secure, sameSite: "Lax", path: "/", ...lifetime });
  return grant.tokens;
}

/** Removes the session's cookies (signed out, account deleted, a dead refresh token). */
export function clearSessionCookies(c: Context<AppEnv>) {
  deleteCookie(c, ACCESS_COOKIE, { path: "/" });
  deleteCookie(c, ACCESS_EXPIRES_COOKIE, { path: "/" });
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: "/" });
}

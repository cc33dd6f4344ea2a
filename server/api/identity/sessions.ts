import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  ACCESS_COOKIE,
  ACCESS_EXPIRES_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_BROWSER_SESSION_HOURS,
  REFRESH_COOKIE,
  REFRESH_REMEMBER_DAYS,
  SESSION_HINT_COOKIE,
} from "../../../contract/session.ts";
import type { Db } from "../../db/client.ts";
import { refreshTokens } from "./schema.ts";
import { clientIp } from "../../platform/client-ip.ts";
import type { AppEnv } from "../../platform/env.ts";
import { HttpError } from "../../platform/http.ts";
import { scoped, userScope, type TenantScope } from "../../platform/scope.ts";
import type { Tokens } from "../../platform/tokens.ts";
import type { SessionHook } from "../area.ts";
import { findUserById, type UserRow } from "./queries.ts";

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");
const REFRESH_PATH = "/api/auth";
const CONCURRENT_RENEWAL_MS = 10_000;

/** Sessions: a refresh-token family per sign-in, rotated on renewal; sign-ins and renewals go to the areas that record access. */
export function createSessions(db: Db, tokens: Tokens, onSession: () => SessionHook[]) {
  async function issue(c: Context<AppEnv>, user: UserRow, familyId: string, rememberMe: boolean, expiresAt: Date) {
    const secure = c.get("secure");
    const refresh = randomBytes(32).toString("base64url");
    const tid = c.get("tenant").id;
    await db.insert(refreshTokens).values({ whitelabelId: tid, familyId, userId: user.id, tokenHash: sha256(refresh), rememberMe, expiresAt });
    const accessToken = await tokens.access({ sub: user.id, tid, sid: familyId });
    const idToken = await tokens.id(user, tid);
    const expiresAtSec = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
    setCookie(c, ACCESS_COOKIE, accessToken, { httpOnly: true, secure, sameSite: "Lax", path: "/", maxAge: ACCESS_TOKEN_TTL_SECONDS });
    setCookie(c, ACCESS_EXPIRES_COOKIE, String(expiresAtSec), { secure, sameSite: "Lax", path: "/", maxAge: ACCESS_TOKEN_TTL_SECONDS });
    const lifetime = rememberMe ? { maxAge: REFRESH_REMEMBER_DAYS * 86400 } : {};
    setCookie(c, REFRESH_COOKIE, refresh, { httpOnly: true, secure, sameSite: "Lax", path: REFRESH_PATH, ...lifetime });
    setCookie(c, SESSION_HINT_COOKIE, "1", { secure, sameSite: "Lax", path: "/", ...lifetime });
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, idToken, tokenType: "Bearer" as const };
  }

  async function record(c: Context<AppEnv>, user: UserRow, entityId: string | null, kind: "sign-in" | "renewal") {
    const event = { person: userScope(c.get("tenant").id, user.id), entityId, name: user.name, email: user.email, kind, ip: clientIp(c) };
    for (const hook of onSession()) await hook(db, event);
  }

  /** The refresh tokens of one family on this tenant. */
  const family = (tenant: TenantScope, familyId: string) => and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.familyId, familyId));

  function clear(c: Context<AppEnv>) {
    deleteCookie(c, ACCESS_COOKIE, { path: "/" });
    deleteCookie(c, ACCESS_EXPIRES_COOKIE, { path: "/" });
    deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH });
    deleteCookie(c, SESSION_HINT_COOKIE, { path: "/" });
  }

  return {
    /** A new session (a new refresh-token family) after a successful sign-in or sign-up. */
    async start(c: Context<AppEnv>, user: UserRow, rememberMe: boolean, entityId: string | null) {
      const expiresAt = new Date(Date.now() + (rememberMe ? REFRESH_REMEMBER_DAYS * 86400e3 : REFRESH_BROWSER_SESSION_HOURS * 3600e3));
      const out = await issue(c, user, randomUUID(), rememberMe, expiresAt);
      await record(c, user, entityId, "sign-in");
      return out;
    },

    /**
     * Rotates the refresh token. A token presented twice means it was stolen or replayed:
     * the whole family is revoked and both holders must sign in again.
     */
    async renew(c: Context<AppEnv>, entityOf: (user: UserRow) => Promise<string | null>) {
      const presented = getCookie(c, REFRESH_COOKIE);
      if (!presented) throw new HttpError(401, "session_missing", "errors:sessionMissing");
      const tenant = { tenantId: c.get("tenant").id };
      // the refresh cookie belongs to this host, so a token of another tenant is no token here
      const [row] = await db.select().from(refreshTokens).where(and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.tokenHash, sha256(presented)))).limit(1);
      const fail = (code: string) => {
        clear(c);
        return new HttpError(401, code, "errors:sessionExpired");
      };
      if (!row) throw fail("session_invalid");
      // Two tabs renewing at the same moment present the same token: a token rotated within
      // the last few seconds opens a sibling in its family instead of counting as theft.
      const concurrent = row.usedAt && !row.revokedAt && Date.now() - row.usedAt.getTime() < CONCURRENT_RENEWAL_MS;
      if (concurrent) {
        const user = await findUserById(db, userScope(tenant.tenantId, row.userId));
        if (!user || row.expiresAt.getTime() < Date.now()) throw fail("session_expired");
        return issue(c, user, row.familyId, row.rememberMe, row.rememberMe ? new Date(Date.now() + REFRESH_REMEMBER_DAYS * 86400e3) : row.expiresAt);
      }
      if (row.usedAt || row.revokedAt) {
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(family(tenant, row.familyId), isNull(refreshTokens.revokedAt)));
        throw fail("session_reused");
      }
      if (row.expiresAt.getTime() < Date.now()) throw fail("session_expired");
      const user = await findUserById(db, userScope(tenant.tenantId, row.userId));
      if (!user) throw fail("session_invalid");
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (!claimed.length) throw fail("session_reused");
      const expiresAt = row.rememberMe ? new Date(Date.now() + REFRESH_REMEMBER_DAYS * 86400e3) : row.expiresAt;
      const out = await issue(c, user, row.familyId, row.rememberMe, expiresAt);
      await record(c, user, await entityOf(user), "renewal");
      return out;
    },

    /** Ends this session everywhere: the refresh family is revoked and the cookies cleared. */
    async end(c: Context<AppEnv>) {
      const presented = getCookie(c, REFRESH_COOKIE);
      const sid = c.get("auth")?.sid;
      const tenant = { tenantId: c.get("tenant").id };
      if (presented) {
        const [row] = await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.tokenHash, sha256(presented))));
        if (row) await db.update(refreshTokens).set({ revokedAt: new Date() }).where(family(tenant, row.familyId));
      } else if (sid) {
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(family(tenant, sid));
      }
      clear(c);
    },
    clear,
  };
}
export type Sessions = ReturnType<typeof createSessions>;

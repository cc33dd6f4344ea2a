import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_BROWSER_SESSION_HOURS, REFRESH_REMEMBER_DAYS } from "../../../contract/session.ts";
import type { Db } from "../../db/client.ts";
import { refreshTokens } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, userScope, type TenantScope } from "../../platform/scope.ts";
import type { Tokens } from "../../platform/tokens.ts";
import type { SessionHook } from "../area.ts";
import { findUserById, type UserRow } from "./queries.ts";

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");
const CONCURRENT_RENEWAL_MS = 10_000;

/** Who opens or renews a session: the tenant of the host, and the address the event is recorded with. */
export type SessionVisitor = TenantScope & { ip: string };

/**
 * A session just issued: the tokens the API answers with, and what the session's cookies carry
 * (the routes write them: session-cookies.ts).
 */
export type SessionGrant = {
  tokens: { accessToken: string; expiresIn: number; idToken: string; tokenType: "Bearer" };
  refreshToken: string;
  rememberMe: boolean;
  /** When the access token expires, in seconds since the epoch (the page schedules its renewal). */
  accessExpiresAt: number;
};

const expired = (code: string) => new DomainError("unauthenticated", code, "errors:sessionExpired");

/** Sessions: a refresh-token family per sign-in, rotated on renewal; sign-ins and renewals go to the areas that record access. */
export function createSessions(db: Db, tokens: Tokens, onSession: () => SessionHook[]) {
  async function issue(tenant: TenantScope, user: UserRow, familyId: string, rememberMe: boolean, expiresAt: Date): Promise<SessionGrant> {
    const refreshToken = randomBytes(32).toString("base64url");
    const tid = tenant.tenantId;
    await db
      .insert(refreshTokens)
      .values({ whitelabelId: tid, familyId, userId: user.id, tokenHash: sha256(refreshToken), rememberMe, expiresAt });
    const accessToken = await tokens.access({ sub: user.id, tid, sid: familyId });
    const idToken = await tokens.id(user, tid);
    const accessExpiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
    return {
      tokens: { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, idToken, tokenType: "Bearer" as const },
      refreshToken,
      rememberMe,
      accessExpiresAt,
    };
  }

  async function record(visitor: SessionVisitor, user: UserRow, entityId: string | null, kind: "sign-in" | "renewal") {
    const event = { person: userScope(visitor, user.id), entityId, name: user.name, email: user.email, kind, ip: visitor.ip };
    for (const hook of onSession()) await hook(db, event);
  }

  /** The refresh tokens of one family on this tenant. */
  const family = (tenant: TenantScope, familyId: string) => and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.familyId, familyId));

  return {
    /** A new session (a new refresh-token family) after a successful sign-in or sign-up. */
    async start(visitor: SessionVisitor, user: UserRow, rememberMe: boolean, entityId: string | null) {
      const expiresAt = new Date(Date.now() + (rememberMe ? REFRESH_REMEMBER_DAYS * 86400e3 : REFRESH_BROWSER_SESSION_HOURS * 3600e3));
      const out = await issue(visitor, user, randomUUID(), rememberMe, expiresAt);
      await record(visitor, user, entityId, "sign-in");
      return out;
    },

    /**
     * Rotates the refresh token. A token presented twice means it was stolen or replayed:
     * the whole family is revoked and both holders must sign in again. Any refusal but a
     * missing token means the presented one is dead: the route clears the session's cookies.
     */
    async renew(visitor: SessionVisitor, presented: string | undefined, entityOf: (user: UserRow) => Promise<string | null>) {
      if (!presented) throw new DomainError("unauthenticated", "session_missing", "errors:sessionMissing");
      const tenant = { tenantId: visitor.tenantId };
      // the refresh cookie belongs to this host, so a token of another tenant is no token here
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.tokenHash, sha256(presented))))
        .limit(1);
      if (!row) throw expired("session_invalid");
      // Two tabs renewing at the same moment present the same token: a token rotated within
      // the last few seconds opens a sibling in its family instead of counting as theft.
      const concurrent = row.usedAt && !row.revokedAt && Date.now() - row.usedAt.getTime() < CONCURRENT_RENEWAL_MS;
      if (concurrent) {
        const user = await findUserById(db, userScope(tenant, row.userId));
        if (!user || row.expiresAt.getTime() < Date.now()) throw expired("session_expired");
        return issue(
          tenant,
          user,
          row.familyId,
          row.rememberMe,
          row.rememberMe ? new Date(Date.now() + REFRESH_REMEMBER_DAYS * 86400e3) : row.expiresAt,
        );
      }
      if (row.usedAt || row.revokedAt) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(family(tenant, row.familyId), isNull(refreshTokens.revokedAt)));
        throw expired("session_reused");
      }
      if (row.expiresAt.getTime() < Date.now()) throw expired("session_expired");
      const user = await findUserById(db, userScope(tenant, row.userId));
      if (!user) throw expired("session_invalid");
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (!claimed.length) throw expired("session_reused");
      const expiresAt = row.rememberMe ? new Date(Date.now() + REFRESH_REMEMBER_DAYS * 86400e3) : row.expiresAt;
      const out = await issue(tenant, user, row.familyId, row.rememberMe, expiresAt);
      await record(visitor, user, await entityOf(user), "renewal");
      return out;
    },

    /**
     * Ends this session everywhere: the refresh family of the presented refresh token, else of
     * the access token's session id, is revoked (the route clears the cookies).
     */
    async end(tenant: TenantScope, presented: string | undefined, sid: string | undefined) {
      if (presented) {
        const [row] = await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.tokenHash, sha256(presented))));
        if (row) await db.update(refreshTokens).set({ revokedAt: new Date() }).where(family(tenant, row.familyId));
      } else if (sid) {
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(family(tenant, sid));
      }
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

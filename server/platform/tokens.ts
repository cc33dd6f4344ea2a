import { SignJWT, jwtVerify } from "jose";
import { ACCESS_TOKEN_TTL_SECONDS } from "../../contract/session.ts";

export interface AccessClaims {
  /** user id; absent for a federated identity that has no account yet */
  sub?: string;
  /** tenant (whitelabel) id: a token is valid only on its own tenant */
  tid: string;
  /** refresh-token family (the session) */
  sid?: string;
  /** federated identity not yet signed up */
  fed?: { provider: string; subject: string; email: string; name: string; userinfo: Record<string, unknown> };
  /** when the token expires (seconds since the epoch) */
  exp?: number;
}

/** Short-lived signed access and id tokens (jose, HS256 with the platform's key). */
export function createTokens(secret: string, issuer: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async access(claims: AccessClaims, ttl = ACCESS_TOKEN_TTL_SECONDS) {
      const jwt = new SignJWT({ tid: claims.tid, ...(claims.sid ? { sid: claims.sid } : {}), ...(claims.fed ? { fed: claims.fed } : {}) })
        .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
        .setIssuer(issuer)
        .setAudience("skill5-api")
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`);
      if (claims.sub) jwt.setSubject(claims.sub);
      return jwt.sign(key);
    },
    async id(user: { id: string; email: string; name: string }, tid: string, ttl = ACCESS_TOKEN_TTL_SECONDS) {
      return new SignJWT({ email: user.email, name: user.name, tid })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(issuer)
        .setAudience("skill5-app")
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience: "skill5-api", typ: "at+jwt" });
        return {
          sub: payload.sub,
          tid: String(payload.tid),
          sid: payload.sid as string | undefined,
          fed: payload.fed as AccessClaims["fed"],
          exp: payload.exp,
        };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;

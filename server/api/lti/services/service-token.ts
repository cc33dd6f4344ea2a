import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { LtiContext } from "../part.ts";
import { PlatformError } from "../platform-http.ts";

/** What a token is asked for: the registration's client id at the platform's token URL. */
export type TokenClient = { id: string; clientId: string; authTokenUrl: string };

type Cached = { token: string; until: number };
type TokenAnswer = { access_token?: unknown; token_type?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };

/** A token is used until this long before the platform said it expires. */
const MARGIN_MS = 60_000;
const ASSERTION_SECONDS = 300;

/** A platform's words, short and on one line (they end up in a log a manager reads). */
export const shortText = (text: string, max = 200) => text.replace(/\s+/g, " ").trim().slice(0, max);

/**
 * Access tokens for the platform's services (AGS, NRPS): the OAuth 2 client-credentials grant
 * with a private_key_jwt client assertion signed with the tool's current key (LTI Security
 * Framework 1.0 §4.1). Kept in memory per registration and scope until a minute before they
 * expire; another process simply asks for its own.
 */
export function createServiceTokens(ctx: LtiContext, now: () => number = Date.now) {
  const cache = new Map<string, Cached>();

  async function assertion(client: TokenClient): Promise<string> {
    const key = await ctx.keys.currentKey();
    const iat = Math.floor(now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
      .setIssuer(client.clientId)
      .setSubject(client.clientId)
      .setAudience(client.authTokenUrl)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ASSERTION_SECONDS)
      .setJti(randomUUID())
      .sign(key.privateKey);
  }

  return {
    /** A bearer token for `scopes` (space-separated in the request), from the cache while it lasts. */
    async token(client: TokenClient, scopes: readonly string[]): Promise<string> {
      const scope = [...scopes].sort().join(" ");
      const cacheKey = [client.id, client.clientId, client.authTokenUrl, scope].join("\n");
      const hit = cache.get(cacheKey);
      if (hit && hit.until > now()) return hit.token;
      const form = new URLSearchParams({
        grant_type: "client_credentials",
        client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        client_assertion: await assertion(client),
        scope,
      });
      const res = await ctx.http(client.authTokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
      let answer: TokenAnswer = {};
      try {
        answer = res.json<TokenAnswer>() ?? {};
      } catch (err) {
        if (res.status < 300) throw err;
      }
      if (res.status >= 300 || typeof answer.access_token !== "string" || !answer.access_token) {
        const said = typeof answer.error === "string" ? answer.error : `HTTP ${res.status}`;
        throw new PlatformError("refused", `token: ${shortText(said, 120)}`, res.status);
      }
      const seconds = typeof answer.expires_in === "number" && answer.expires_in > 0 ? answer.expires_in : 3600;
      const until = now() + seconds * 1000 - MARGIN_MS;
      if (until > now()) cache.set(cacheKey, { token: answer.access_token, until });
      return answer.access_token;
    },
    /** Forgets a token the platform refused (401): the next call asks for a new one. */
    forget(client: TokenClient, scopes: readonly string[]) {
      cache.delete([client.id, client.clientId, client.authTokenUrl, [...scopes].sort().join(" ")].join("\n"));
    },
  };
}
export type ServiceTokens = ReturnType<typeof createServiceTokens>;

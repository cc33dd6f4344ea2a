import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { ACCESS_COOKIE } from "../../contract/session.ts";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./http.ts";
import type { Tokens } from "./tokens.ts";
import type { TenantScope } from "./scope.ts";
import { pageSessionOf } from "./page-session.ts";
import type { ReadMemo } from "./read-memo.ts";

/**
 * Whether a session (its refresh family) is still live on the tenant: the area that keeps
 * sessions answers it (identity), so a signed-out session ends at once.
 */
export type SessionCheck = (tenant: TenantScope, sessionId: string) => Promise<boolean>;

/** Reads the bearer token or session cookie; a token of another tenant counts as none. */
export function authenticate(tokens: Tokens, isLive: SessionCheck, memo: ReadMemo): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    const raw = header?.startsWith("Bearer ") ? header.slice(7) : getCookie(c, ACCESS_COOKIE);
    if (!raw) {
      c.set("auth", null);
      return next();
    }
    const tenantId = c.get("tenant").id;
    const check = async () => {
      const claims = await tokens.verify(raw);
      if (!claims || claims.tid !== tenantId) return null;
      // a signed-out (revoked) session ends at once, not when its access token expires
      if (claims.sid && !(await isLive({ tenantId }, claims.sid))) return null;
      return claims;
    };
    // the in-process reads of one page check the same session once (page-session.ts), and
    // a session checked a moment ago is not checked again until something is written (read-memo.ts)
    const key = `auth\n${tenantId}\n${raw}`;
    const remembered = () => memo.remember(key, check, (claims) => (claims?.exp ? claims.exp * 1000 : 0));
    const page = pageSessionOf(c.req.raw);
    const claims = page ? await page.remember(key, remembered) : await remembered();
    c.set("auth", claims);
    await next();
  };
}

export const unauthenticated = () => new HttpError(401, "unauthenticated", "errors:unauthenticated");

/** The signed-in user's id, or a 401. */
export function requireUserId(c: Context<AppEnv>): string {
  const auth = c.get("auth");
  if (!auth?.sub) throw unauthenticated();
  return auth.sub;
}

/** The federated identity a bearer token carries (before sign-up), or a 401. */
export function requireFederated(c: Context<AppEnv>) {
  const fed = c.get("auth")?.fed;
  if (!fed) throw unauthenticated();
  return fed;
}

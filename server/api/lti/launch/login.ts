import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, Next } from "hono";
import { setCookie } from "hono/cookie";
import { LTI_TIMING, LTI_TOOL_PATHS } from "../../../../contract/lti-limits.ts";
import type { Db } from "../../../db/client.ts";
import { redirectTo } from "../../../platform/http.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { scoped } from "../../../platform/scope.ts";
import { ltiRegistrations, ltiStates } from "../schema.ts";
import { putDataPage } from "./pages.ts";
import { LaunchRefusal, refuse } from "./refusal.ts";

/** 32 random bytes, base64url: a state, a nonce, a launch token. */
export const randomToken = () => randomBytes(32).toString("base64url");

/** The cookie that binds a login's state to the browser: one per state, so two frames may launch at once. */
export const stateCookie = (state: string) => `lti-state-${state}`;

const PARAMS = [
  "iss",
  "login_hint",
  "target_link_uri",
  "lti_message_hint",
  "client_id",
  "lti_deployment_id",
  "lti_storage_target",
] as const;
type LoginParams = Partial<Record<(typeof PARAMS)[number], string>>;

/** The login's parameters: the query of a GET, the form of a POST. */
async function paramsOf(c: Context<AppEnv>): Promise<LoginParams> {
  const out: LoginParams = {};
  let source: Record<string, unknown>;
  if (c.req.method === "POST") {
    try {
      source = await c.req.parseBody();
    } catch {
      source = {};
    }
  } else source = c.req.query();
  for (const p of PARAMS) {
    const v = source[p];
    if (typeof v === "string" && v.trim() && v.length <= 4096) out[p] = v.trim();
  }
  return out;
}

/** Whether an address is on this site (the one the platform called). */
function onThisSite(url: string, origin: string) {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * `/lti` (GET and POST): OpenID Connect login initiation from a platform. The registration is
 * found by (tenant, iss, client_id), or by iss alone when the tenant has exactly one for it; a
 * state and nonce are kept, bound to this browser by a cookie (and by the platform's storage
 * when it offers one), and the browser goes to the platform's authorization endpoint.
 */
export function loginHandler(db: Db) {
  return async (c: Context<AppEnv>, next: Next) => {
    const p = await paramsOf(c);
    // a person who opened /lti in the browser: the page says what the address is for
    if (c.req.method === "GET" && !p.iss) return next();
    try {
      const origin = c.get("origin");
      if (!p.iss || !p.login_hint || !p.target_link_uri || !onThisSite(p.target_link_uri, origin))
        throw new LaunchRefusal("invalid_login", "iss, login_hint or target_link_uri missing, or a target elsewhere");
      const tenant = scopeOf(c, "tenant");
      const regs = await db
        .select()
        .from(ltiRegistrations)
        .where(
          and(
            scoped.tenant(ltiRegistrations, tenant),
            eq(ltiRegistrations.issuer, p.iss),
            ...(p.client_id ? [eq(ltiRegistrations.clientId, p.client_id)] : []),
          ),
        )
        .limit(2);
      if (regs.length !== 1) throw new LaunchRefusal("unknown_registration", `iss ${p.iss} client ${p.client_id ?? "(none)"}`);
      const reg = regs[0]!;
      if (p.lti_deployment_id && !reg.deploymentIds.includes(p.lti_deployment_id))
        throw new LaunchRefusal("unknown_deployment", `deployment ${p.lti_deployment_id}`);

      const state = randomToken();
      const nonce = randomToken();
      await db.insert(ltiStates).values({
        whitelabelId: tenant.tenantId,
        registrationId: reg.id,
        state,
        nonce,
        targetLinkUri: p.target_link_uri,
        storageTarget: p.lti_storage_target ?? null,
        expiresAt: new Date(Date.now() + LTI_TIMING.stateSeconds * 1000),
      });
      const secure = c.get("secure");
      setCookie(c, stateCookie(state), state, {
        httpOnly: true,
        path: "/",
        maxAge: LTI_TIMING.stateSeconds,
        ...(secure ? { sameSite: "None", secure: true } : { sameSite: "Lax" }),
      });

      const auth = new URL(reg.authLoginUrl);
      const q = {
        scope: "openid",
        response_type: "id_token",
        response_mode: "form_post",
        prompt: "none",
        client_id: reg.clientId,
        redirect_uri: new URL(LTI_TOOL_PATHS.redirect, origin).href,
        login_hint: p.login_hint,
        ...(p.lti_message_hint ? { lti_message_hint: p.lti_message_hint } : {}),
        state,
        nonce,
      };
      for (const [k, v] of Object.entries(q)) auth.searchParams.set(k, v);
      c.header("Cache-Control", "no-store");
      if (!p.lti_storage_target) return redirectTo(c, auth.href, 302);
      const html = putDataPage({
        locale: c.get("locale"),
        nonce: c.get("nonce"),
        authUrl: auth.href,
        platformOrigin: auth.origin,
        target: p.lti_storage_target,
        state,
        stateNonce: nonce,
      });
      return c.html(html, 200);
    } catch (err) {
      if (err instanceof LaunchRefusal) return refuse(c, err);
      throw err;
    }
  };
}

import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { LTI_PAGE_PATHS, LTI_TOOL_PATHS } from "../../../../contract/lti-limits.ts";
import { localizePath } from "../../../../contract/locale.ts";
import { redirectTo } from "../../../platform/http.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { scoped } from "../../../platform/scope.ts";
import type { LtiContext } from "../part.ts";
import { ltiNonces, ltiRegistrations, ltiStates } from "../schema.ts";
import { recordLaunch } from "./launches.ts";
import { stateCookie } from "./login.ts";
import { getDataPage } from "./pages.ts";
import type { PlatformKeys } from "./platform-keys.ts";
import { LaunchRefusal, refuse } from "./refusal.ts";
import { unverifiedNonce, validateIdToken, type LaunchClaims } from "./validate.ts";

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const field = (body: Record<string, unknown>, name: string) => {
  const v = body[name];
  return typeof v === "string" && v.length <= 64 * 1024 ? v : "";
};

/** The course a resource link opens: `/training/lti/courses/{slug}` (also under /pt) on this site, or the custom claim `course`. */
export function courseSlugOf(claims: Pick<LaunchClaims, "targetLinkUri" | "custom">, origin: string, stateTarget: string): string | null {
  for (const target of [claims.targetLinkUri, stateTarget]) {
    if (!target) continue;
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const path = url.pathname.replace(/^\/pt(?=\/)/, "");
    const prefix = `${LTI_PAGE_PATHS.player}/`;
    if (path.startsWith(prefix)) {
      const slug = decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ""));
      if (SLUG.test(slug)) return slug;
    }
  }
  const custom = claims.custom.course?.trim();
  return custom && SLUG.test(custom) ? custom : null;
}

/**
 * `/lti-auth-callback` (form_post from the platform): the state bound to this browser, the
 * id_token's checks, the course, then one transaction writes the person, context and launch,
 * and the browser goes to the framed player (or the deep-linking picker) with its launch token.
 * Any failure: 303 to the callback page with the reason, nothing written, the state spent.
 */
export function callbackHandler(ctx: LtiContext, keys: PlatformKeys) {
  const db = ctx.deps.db;
  return async (c: Context<AppEnv>) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      body = {};
    }
    const idToken = field(body, "id_token");
    const state = field(body, "state");
    const storageState = field(body, "lti_storage_state");
    const tenant = scopeOf(c, "tenant");
    try {
      // 1. the state: ours, alive, and this browser's (its cookie, or the platform's storage)
      const [row] = state
        ? await db
            .select()
            .from(ltiStates)
            .where(and(scoped.tenant(ltiStates, tenant), eq(ltiStates.state, state), gt(ltiStates.expiresAt, new Date())))
            .limit(1)
        : [];
      if (!row) {
        // the same token again (its state spent): a replay, when its nonce was taken
        const seen = unverifiedNonce(idToken);
        if (seen.iss && seen.nonce) {
          const [taken] = await db
            .select({ nonce: ltiNonces.nonce })
            .from(ltiNonces)
            .where(and(scoped.tenant(ltiNonces, tenant), eq(ltiNonces.issuer, seen.iss), eq(ltiNonces.nonce, seen.nonce)))
            .limit(1);
          if (taken) throw new LaunchRefusal("replayed_nonce", "the id_token's nonce was used");
        }
        throw new LaunchRefusal("wrong_state", "unknown or expired state");
      }
      const cookie = getCookie(c, stateCookie(state));
      const bound = cookie === state || storageState === state;
      if (!bound && !cookie && !storageState && row.storageTarget) {
        // no cookie in the LMS's frame: ask the platform's storage, then post again from here
        const [reg] = await db
          .select({ authLoginUrl: ltiRegistrations.authLoginUrl })
          .from(ltiRegistrations)
          .where(and(scoped.tenant(ltiRegistrations, tenant), eq(ltiRegistrations.id, row.registrationId)));
        c.header("Cache-Control", "no-store");
        return c.html(
          getDataPage({
            locale: c.get("locale"),
            nonce: c.get("nonce"),
            action: LTI_TOOL_PATHS.redirect,
            blockedUrl: `${LTI_TOOL_PATHS.redirect}?error=cookies_blocked`,
            platformOrigin: reg ? new URL(reg.authLoginUrl).origin : "null",
            target: row.storageTarget,
            state,
            fields: { id_token: idToken, state },
          }),
          200,
        );
      }
      // read once: spent whatever follows (of two posts at once, one spends it)
      const spent = await db
        .delete(ltiStates)
        .where(and(scoped.tenant(ltiStates, tenant), eq(ltiStates.id, row.id)))
        .returning({ id: ltiStates.id });
      if (cookie !== undefined) deleteCookie(c, stateCookie(state), { path: "/" });
      if (!spent.length) throw new LaunchRefusal("wrong_state", "the state was just used");
      if (!bound) throw new LaunchRefusal(cookie || storageState ? "wrong_state" : "cookies_blocked", "state not bound to this browser");

      // 2. the id_token
      const [reg] = await db
        .select()
        .from(ltiRegistrations)
        .where(and(scoped.tenant(ltiRegistrations, tenant), eq(ltiRegistrations.id, row.registrationId)))
        .limit(1);
      if (!reg) throw new LaunchRefusal("unknown_registration", "the registration was removed");
      if (!idToken) throw new LaunchRefusal("missing_claims", "no id_token");
      const claims = await validateIdToken(idToken, reg, row.nonce, keys);

      // 3. what it opens
      let slug: string | null = null;
      if (claims.messageType === "LtiResourceLinkRequest") {
        slug = courseSlugOf(claims, c.get("origin"), row.targetLinkUri);
        if (!slug || !(await courseExists(ctx, tenant, slug))) throw new LaunchRefusal("course_not_found", `course ${slug}`);
      }

      // 4. the person, context and launch, at once
      const launched = await recordLaunch(ctx, reg, claims, slug);

      // 5. the framed page
      const pt = (claims.locale ?? launched.languageCode).toLowerCase().startsWith("pt");
      const path = slug ? `${LTI_PAGE_PATHS.player}/${slug}` : LTI_PAGE_PATHS.deepLinking;
      c.header("Cache-Control", "no-store");
      return redirectTo(c, `${localizePath(path, pt ? "pt" : "en")}?launch=${launched.token}`, 303);
    } catch (err) {
      if (err instanceof LaunchRefusal) return refuse(c, err);
      throw err;
    }
  };
}

async function courseExists(ctx: LtiContext, tenant: { tenantId: string }, slug: string) {
  try {
    await ctx.deps.learning.catalogue.course(tenant, slug, "en", null);
    return true;
  } catch (err) {
    if ((err as { kind?: string }).kind === "not_found") return false;
    throw err;
  }
}

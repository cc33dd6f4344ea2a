import { redirect, redirectDocument } from "../lib/redirect.ts";
import { localizePath } from "../../contract/locale.ts";
import { redirectTarget } from "../../contract/safe-redirect.ts";
import { REDIRECT_AFTER_LOGIN_COOKIE, SESSION_HINT_COOKIE } from "../../contract/session.ts";
import { contextApi } from "../lib/api-client.ts";
import { requiresAuth } from "./requires-auth.ts";
import type { Guard } from "./types.ts";

/**
 * Guard 2: who is signing in. A page that needs a session and has none goes to sign-in
 * (remembering where it was going); one whose access token expired while a refresh token
 * remains is renewed first (§4), through /api/auth/resume, where that cookie travels.
 */
export const authentication: Guard = async (ctx) => {
  const { app, cookies, entry, path, locale, url, setCookie } = ctx;
  // without a session cookie the API's answer is 401: no call
  const me = app.hasSession() ? await contextApi(app).get("/auth/me") : null;
  ctx.session.user = me?.ok ? me.data : null;
  if (ctx.session.user || !requiresAuth(entry, path)) return;
  const target = redirectTarget(url.pathname.replace(/(\/_)?\.data$/, "") + url.search, url.origin);
  // an API address, not a page: the browser must load it (a client navigation would look for a route)
  if (cookies.get(SESSION_HINT_COOKIE)) return redirectDocument(`/api/auth/resume?next=${encodeURIComponent(target)}`);
  setCookie(REDIRECT_AFTER_LOGIN_COOKIE, target, 1);
  return redirect(localizePath("/auth/sign-in", locale));
};

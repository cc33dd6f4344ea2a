import { redirect } from "../lib/redirect.ts";
import { localizePath } from "../../contract/locale.ts";
import { safeRedirectPath } from "../../contract/safe-redirect.ts";
import { REDIRECT_AFTER_LOGIN_COOKIE } from "../../contract/session.ts";
import { requiresAuth } from "./requires-auth.ts";
import type { Guard } from "./types.ts";

/**
 * Guard 4: someone waiting for a company's approval sees only /awaiting-approval; someone
 * who has not finished their profile completes it first, then goes on to the page they were
 * heading to; neither gate shows once passed.
 */
export const pendingApproval: Guard = ({ session, entry, path, locale, url, setCookie }) => {
  const user = session.user;
  if (!user || !entry) return;
  const id = entry.id;
  if (user.pendingApproval) {
    if (id !== "awaiting-approval" && requiresAuth(entry, path)) return redirect(localizePath("/awaiting-approval", locale));
    return;
  }
  if (!user.completedProfile) {
    if (id === "complete-profile" || !requiresAuth(entry, path)) return;
    // the page the person was heading to (a plan chosen before signing up) comes after the profile
    const target = id === "dashboard" ? null : safeRedirectPath(url.pathname.replace(/(\/_)?\.data$/, "") + url.search, url.origin);
    if (target) setCookie(REDIRECT_AFTER_LOGIN_COOKIE, target, 1);
    return redirect(localizePath("/complete-profile", locale));
  }
  if (id === "awaiting-approval" || id === "complete-profile") return redirect(localizePath("/dashboard", locale));
};

import { redirect } from "../lib/redirect.ts";
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from "../../contract/constants.ts";
import { localizePath } from "../../contract/locale.ts";
import { REFERRAL_CODE_PATTERN, REFERRAL_QUERY_PARAM, normalizeReferralCode } from "../../contract/referral-rules.ts";
import { contextApi } from "../lib/api-client.ts";
import { paramsAreValid } from "../lib/route-params.ts";
import type { Guard } from "./types.ts";

/**
 * Referral: a ?ref={code} landing is remembered for the sign-up that follows, for 30 days; the
 * last link followed wins. Only a code that refers someone on this site replaces the one kept
 * (docs/decisions/0027-referrals.md). Only the server reads it, at sign-up: HttpOnly.
 */
const referral: Guard = async ({ url, setCookie, app }) => {
  const raw = url.searchParams.get(REFERRAL_QUERY_PARAM)?.trim();
  if (!raw || !REFERRAL_CODE_PATTERN.test(raw)) return;
  const found = await contextApi(app).get("/public/referral-codes/{code}", { params: { code: normalizeReferralCode(raw) } });
  if (found.ok) setCookie(REFERRAL_COOKIE, found.data.code, REFERRAL_COOKIE_DAYS, { httpOnly: true });
};

/**
 * Public: the public course page is for visitors; a signed-in learner gets the full course. A
 * slug of no course's shape stays here, for the page's own 404, whoever asks.
 */
const publicAccess: Guard = ({ session, params, path, locale }) => {
  if (!session.user || !params.slug || !paramsAreValid(params)) return;
  const watch = path.endsWith("/watch") ? "/watch" : "";
  return redirect(localizePath(`/training/courses/${params.slug}${watch}`, locale));
};

/** Manager: /my-company and the subscription pages are for managers in manager mode. */
const manager: Guard = ({ session, locale }) => {
  if (session.user && !(session.user.isManager && session.managerMode)) return redirect(localizePath("/unauthorized", locale));
};

export const ROUTE_MIDDLEWARE_REGISTRY: Readonly<Record<string, Guard>> = { referral, public: publicAccess, manager };

/** The named middlewares of a route, in the order the route lists them. */
export function resolveRouteMiddlewares(names: readonly string[] = [], registry = ROUTE_MIDDLEWARE_REGISTRY): Guard[] {
  return names.map((name) => {
    const m = registry[name];
    if (!m) throw new Error(`Unknown route middleware: '${name}'.`);
    return m;
  });
}

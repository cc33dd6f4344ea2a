import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from "../../contract/constants.ts";
import type { Guard } from "./types.ts";

/** Referral: a ?ref={code} landing is remembered for the sign-up that follows. */
const referral: Guard = ({ url, setCookie }) => {
  const code = url.searchParams.get("ref");
  if (code && /^[A-Za-z0-9_-]{1,64}$/.test(code)) setCookie(REFERRAL_COOKIE, code, REFERRAL_COOKIE_DAYS);
};

/** Public: the public course page is open to anyone (signed-in learners are sent to the full course with issue #4). */
const publicAccess: Guard = () => undefined;

/** Manager: /my-company and subscription pages are for managers (enforced with sessions, issue #3). */
const manager: Guard = () => undefined;

export const ROUTE_MIDDLEWARE_REGISTRY: Readonly<Record<string, Guard>> = { referral, public: publicAccess, manager };

/** The named middlewares of a route, in the order the route lists them. */
export function resolveRouteMiddlewares(names: readonly string[] = [], registry = ROUTE_MIDDLEWARE_REGISTRY): Guard[] {
  return names.map((name) => {
    const m = registry[name];
    if (!m) throw new Error(`Unknown route middleware: '${name}'.`);
    return m;
  });
}

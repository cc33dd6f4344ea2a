import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { REFERRAL_COOKIE, UTM_COOKIE, UTM_PARAMS, type UtmParam } from "../../../contract/constants.ts";
import type { AppEnv } from "../../platform/env.ts";

export type Utm = Partial<Record<UtmParam, string>>;

/** The campaign parameters the UTM guard kept (a JSON cookie): known keys only, each cut to 200 characters. */
export function readUtm(raw: string | undefined): Utm | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const out: Utm = {};
    for (const k of UTM_PARAMS) if (typeof v[k] === "string" && v[k]) out[k] = (v[k] as string).slice(0, 200);
    return Object.keys(out).length ? out : null;
  } catch {
    return null;
  }
}

/** What the visitor's browser kept from the link that brought them: the referral code and the campaign. */
export type SignUpOrigin = { referralCode: string | null; utm: Utm | null };

/** The sign-up's origin as the visitor's cookies hold it (the routes read it; the sign-up functions take it). */
export function signUpOrigin(c: Context<AppEnv>): SignUpOrigin {
  const code = getCookie(c, REFERRAL_COOKIE);
  return { referralCode: code ? code.slice(0, 64) : null, utm: readUtm(getCookie(c, UTM_COOKIE)) };
}

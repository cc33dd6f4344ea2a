import { UTM_COOKIE, UTM_COOKIE_DAYS, UTM_PARAMS } from "../../contract/constants.ts";
import type { Guard } from "./types.ts";

/** Guard 8: campaign parameters of the landing URL are kept for sign-up (last touch wins). */
export const utmCapture: Guard = ({ url, setCookie }) => {
  const utm: Record<string, string> = {};
  for (const p of UTM_PARAMS) {
    const v = url.searchParams.get(p);
    if (v) utm[p] = v.slice(0, 200);
  }
  if (Object.keys(utm).length) setCookie(UTM_COOKIE, JSON.stringify(utm), UTM_COOKIE_DAYS);
};

import { useLayoutEffect, useState } from "react";
import type { Locale } from "../../../contract/constants.ts";
import { createApi, setLaunchBearer, type LaunchBearer } from "../../lib/api-client.ts";

/** How long before the access token expires the page asks for a new one. */
export const RENEW_BEFORE_MS = 60_000;
/** Never sooner than this after the last answer (a token that is about to expire, a skewed clock). */
export const RENEW_MIN_MS = 5_000;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2_147_483_647;

/** When to renew a token that expires at `expiresAt` (ms since the epoch), seen at `now`. */
export function renewDelay(expiresAt: number, now: number): number {
  return Math.min(MAX_DELAY_MS, Math.max(RENEW_MIN_MS, expiresAt - now - RENEW_BEFORE_MS));
}

/**
 * While a framed page is open, the browser's API calls carry the launch's bearer (in memory,
 * never in storage), renewed with the launch token shortly before it expires and on a 401.
 * Set in a layout effect, so it is there before any child's effect calls the API. Answers
 * whether the launch is over (the page then explains it).
 */
export function useLaunchBearer(launch: { token: string; accessToken: string; accessExpiresAt: number } | null, locale: Locale) {
  const [expired, setExpired] = useState(false);
  const token = launch?.token ?? "";
  const accessToken = launch?.accessToken ?? "";
  const accessExpiresAt = launch?.accessExpiresAt ?? 0;
  useLayoutEffect(() => {
    if (!token || !accessToken) return;
    // no bearer and no renewal of its own: this call is how the bearer is renewed
    const plain = createApi({ fetch: (path, init) => fetch(path, { ...init, credentials: "omit" }), locale });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (at: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void bearer.renew!(), renewDelay(at, Date.now()));
    };
    const bearer: LaunchBearer = {
      token: accessToken,
      renew: async () => {
        const res = await plain.post("/public/lti/launch-session", { body: { launch: token } });
        if (!res.ok) return false;
        bearer.token = res.data.accessToken;
        schedule(res.data.accessExpiresAt);
        return true;
      },
      expired: () => setExpired(true),
    };
    setLaunchBearer(bearer);
    schedule(accessExpiresAt);
    return () => {
      clearTimeout(timer);
      setLaunchBearer(null);
    };
  }, [token, accessToken, accessExpiresAt, locale]);
  return expired;
}

import { TOKEN_EXPIRING_THRESHOLD_SECONDS } from "../../contract/constants.ts";
import { ACCESS_EXPIRES_COOKIE, SESSION_HINT_COOKIE } from "../../contract/session.ts";
import { browserCookie } from "./cookies.ts";

export type SessionStatus = "none" | "valid" | "expiring" | "expired";

const cookie = (name: string) => browserCookie(name) ?? undefined;

/** §4: expiring under 300 s, expired past expiry; "none" when there is no session to renew. */
export function sessionStatus(nowSeconds = Date.now() / 1000): SessionStatus {
  if (!cookie(SESSION_HINT_COOKIE)) return "none";
  const expires = Number(cookie(ACCESS_EXPIRES_COOKIE) ?? 0);
  if (!expires || expires <= nowSeconds) return "expired";
  return expires - nowSeconds < TOKEN_EXPIRING_THRESHOLD_SECONDS ? "expiring" : "valid";
}

let renewing: Promise<boolean> | null = null;

/** Renews once even when several calls ask at the same time; false when the session is over. */
export function renewSession(): Promise<boolean> {
  renewing ??= fetch("/api/auth/renew-session", { method: "POST", credentials: "same-origin" })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/**
 * Client middleware (§4): before navigating, an expired or expiring session is renewed.
 * A failed renewal clears the session (the server drops the cookies) and the guards on
 * the server send a page that needs one to sign-in.
 */
export async function renewBeforeNavigating<T>(_args: unknown, next: () => Promise<T>): Promise<T> {
  const status = sessionStatus();
  if (status === "expired" || status === "expiring") await renewSession();
  return next();
}

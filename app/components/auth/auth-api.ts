import type { Locale } from "../../../contract/constants.ts";
import { localeFromPath, localizePath, stripLocale } from "../../../contract/locale.ts";
import { redirectTarget, safeRedirectPath } from "../../../contract/safe-redirect.ts";
import { REDIRECT_AFTER_LOGIN_COOKIE } from "../../../contract/session.ts";
import { type ApiFailure, NETWORK_ERROR, issuesByField } from "../../lib/api-client.ts";
import { cookieHeader, readCookie } from "../../lib/cookies.ts";

/** What a form step shows after the API refused it: messages the API already translated. */
export interface AuthError {
  code?: string;
  /** Shown in the alert region. */
  message?: string;
  /** auth:* key, when the failure never reached the API (network). */
  messageKey?: string;
  /** Field name → message, shown under the field. */
  fields: Partial<Record<string, string>>;
}

/**
 * A refusal as the form shows it: issues on the form's fields go under them, the rest to the
 * alert; a call that never reached the API is the network message.
 */
export function toAuthError(failure: ApiFailure, fields: readonly string[]): AuthError {
  if (failure.error.code === NETWORK_ERROR) return { messageKey: "errors.network", fields: {} };
  const { byField, other } = issuesByField(failure.error, fields);
  const out: AuthError = { code: failure.error.code, fields: byField };
  // A field-less issue (captcha, session) is the useful text; the summary only when nothing else says more.
  if (other.length) out.message = other.join(" ");
  else if (!Object.keys(byField).length) out.message = failure.error.message || undefined;
  if (!out.message && !Object.keys(byField).length) out.messageKey = "errors.generic";
  return out;
}

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

export function formString(form: FormData, key: string): string {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : "";
}

/** "" → undefined, so optional fields are left out of the body. */
export const optional = (v: string) => (v === "" ? undefined : v);

/** A path of this origin to return to (contract/safe-redirect.ts), and not another sign-in page. */
export function safeReturnPath(value: string | null, origin: string): string | null {
  const path = safeRedirectPath(value, origin);
  return path && !stripLocale(path.split(/[?#]/)[0]!).startsWith("/auth/") ? path : null;
}

/** Where a successful sign-in goes (§4) and the Set-Cookie that forgets the stored target. */
export function afterSignIn(request: Request): { to: string; headers: Headers } {
  const url = new URL(request.url);
  const stored = readCookie(request.headers.get("cookie"), REDIRECT_AFTER_LOGIN_COOKIE);
  const headers = new Headers();
  if (stored !== null)
    headers.append("Set-Cookie", cookieHeader(REDIRECT_AFTER_LOGIN_COOKIE, "", { seconds: 0, secure: url.protocol === "https:" }));
  const to = safeReturnPath(stored, url.origin) ?? localizePath("/dashboard", requestLocale(request));
  return { to, headers };
}

/** Has the sign-in that follows go to `path` (§4): the cookie afterSignIn reads, kept an hour. */
export function rememberAfterSignIn(headers: Headers, url: URL, path: string): void {
  headers.append(
    "Set-Cookie",
    cookieHeader(REDIRECT_AFTER_LOGIN_COOKIE, redirectTarget(path, url.origin), { seconds: 3600, secure: url.protocol === "https:" }),
  );
}

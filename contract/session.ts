// Cookie names and lifetimes of a session (§4). The access token and refresh token are
// httpOnly; the expiry cookie is readable by the page so it knows when to renew.
export const ACCESS_COOKIE = "access_token";
export const ACCESS_EXPIRES_COOKIE = "access_expires";
export const REFRESH_COOKIE = "refresh_token";
export const REDIRECT_AFTER_LOGIN_COOKIE = "redirect_after_login";
export const MANAGER_MODE_COOKIE = "manager_mode";
/** Readable marker that a refresh token exists (the token itself is httpOnly and scoped to /api/auth). */
export const SESSION_HINT_COOKIE = "session_hint";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_REMEMBER_DAYS = 30;
/** A session without "remember me" ends with the browser, and at the latest after this. */
export const REFRESH_BROWSER_SESSION_HOURS = 12;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;

import type { AppLoadContext } from "../../../contract/app-context.ts";
import { LOCALE_TO_LANGUAGE, type Locale } from "../../../contract/constants.ts";
import { localeFromPath, localizePath, stripLocale } from "../../../contract/locale.ts";
import { sameOriginPath } from "../../../contract/same-origin-path.ts";
import { REDIRECT_AFTER_LOGIN_COOKIE } from "../../../contract/session.ts";

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

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data?: T;
  error?: AuthError;
  res?: Response;
}

interface ApiIssue {
  path?: unknown;
  message?: unknown;
}

/** Maps an issue path ("email", ["body", "email"], "body.email") to one of the form's fields. */
function issueField(path: unknown, fields: readonly string[]): string | null {
  const parts = Array.isArray(path) ? path.map(String) : String(path ?? "").split(".");
  const last = parts.filter(Boolean).at(-1) ?? "";
  return fields.includes(last) ? last : null;
}

/** Reads `{ error: { code, message, issues } }`: issues on known fields go under them, the rest to the alert. */
export async function readApiError(res: Response, fields: readonly string[]): Promise<AuthError> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; issues?: ApiIssue[] } } | null;
  const out: AuthError = { fields: {} };
  const unplaced: string[] = [];
  for (const issue of body?.error?.issues ?? []) {
    if (typeof issue.message !== "string") continue;
    const field = issueField(issue.path, fields);
    if (field && !out.fields[field]) out.fields[field] = issue.message;
    else if (!field) unplaced.push(issue.message);
  }
  if (typeof body?.error?.code === "string") out.code = body.error.code;
  const message = typeof body?.error?.message === "string" ? body.error.message : undefined;
  // A field-less issue (captcha, session) is the useful text; the summary only when nothing else says more.
  if (unplaced.length) out.message = unplaced.join(" ");
  else if (!Object.keys(out.fields).length) out.message = message;
  if (!out.message && !Object.keys(out.fields).length) out.messageKey = "errors.generic";
  return out;
}

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

export function apiHeaders(locale: Locale, extra: Record<string, string> = {}): Record<string, string> {
  return { "content-type": "application/json", "x-locale": locale, "accept-language": LOCALE_TO_LANGUAGE[locale], ...extra };
}

/** Calls the API in-process with a JSON body; a thrown call (API down) becomes a generic failure. */
export async function callApi<T>(
  app: AppLoadContext,
  request: Request,
  path: string,
  body: unknown,
  opts: { fields?: readonly string[]; method?: string } = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await app.api(path, { method: opts.method ?? "POST", headers: apiHeaders(requestLocale(request)), body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 503, error: { messageKey: "errors.network", fields: {} } };
  }
  if (res.ok) {
    const data = res.status === 204 ? undefined : ((await res.json().catch(() => undefined)) as T | undefined);
    return { ok: true, status: res.status, data, res };
  }
  return { ok: false, status: res.status, error: await readApiError(res, opts.fields ?? []), res };
}

export function formString(form: FormData, key: string): string {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : "";
}

/** "" → undefined, so optional fields are left out of the body. */
export const optional = (v: string) => (v === "" ? undefined : v);

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      const raw = part.slice(i + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** A path of this origin to return to (parsed as browsers parse it), and not another sign-in page. */
export function safeReturnPath(value: string | null, origin: string): string | null {
  const path = sameOriginPath(value, origin);
  return path && !stripLocale(path.split(/[?#]/)[0]!).startsWith("/auth/") ? path : null;
}

/** Where a successful sign-in goes (§4) and the Set-Cookie that forgets the stored target. */
export function afterSignIn(request: Request): { to: string; headers: Headers } {
  const url = new URL(request.url);
  const stored = readCookie(request.headers.get("cookie"), REDIRECT_AFTER_LOGIN_COOKIE);
  const headers = new Headers();
  if (stored !== null) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    headers.append("Set-Cookie", `${REDIRECT_AFTER_LOGIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`);
  }
  const to = safeReturnPath(stored, url.origin) ?? localizePath("/dashboard", requestLocale(request));
  return { to, headers };
}

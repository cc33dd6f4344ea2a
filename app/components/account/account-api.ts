import { useCallback } from "react";
import { LOCALE_TO_LANGUAGE, type Locale } from "../../../contract/constants.ts";
import { localizePath } from "../../../contract/locale.ts";
import { useLocale } from "../../lib/locale.ts";
import { renewSession, sessionStatus } from "../../lib/session.ts";

export type ApiIssue = { path: string; message: string };
export type ApiFailure = { ok: false; status: number; message?: string; issues: ApiIssue[] };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;
export type ApiOptions = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown };

type RawIssue = { path?: unknown; message?: unknown };
type ErrorBody = { error?: { message?: unknown; issues?: RawIssue[] } } | null;

function send(path: string, { method = "GET", body }: ApiOptions, locale: Locale) {
  return fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      // The API answers errors in the page's language (§8: messages arrive translated).
      "x-locale": locale,
      "accept-language": LOCALE_TO_LANGUAGE[locale],
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}


/** The last segment of an issue path ("body.name", ["name"]) → "name". */
export const issueField = (path: string) => path.split(".").filter(Boolean).at(-1) ?? "";

/**
 * A JSON call to the API from the browser (§8): a 401 renews the session once and
 * retries; when renewal fails the person goes to sign-in. Never throws.
 */
export async function callApi<T = unknown>(path: string, options: ApiOptions, locale: Locale): Promise<ApiResult<T>> {
  try {
    let res = await send(path, options, locale);
    if (res.status === 401 && sessionStatus() !== "none") {
      if (await renewSession()) res = await send(path, options, locale);
      else window.location.assign(localizePath("/auth/sign-in", locale));
    }
    if (res.ok) {
      const data = res.status === 204 ? undefined : await res.json().catch(() => undefined);
      return { ok: true, status: res.status, data: data as T };
    }
    const body = (await res.json().catch(() => null)) as ErrorBody;
    const issues = (body?.error?.issues ?? []).map((i) => ({
      path: Array.isArray(i.path) ? i.path.join(".") : String(i.path ?? ""),
      message: String(i.message ?? ""),
    }));
    const message = typeof body?.error?.message === "string" ? body.error.message : undefined;
    return { ok: false, status: res.status, message, issues };
  } catch {
    return { ok: false, status: 0, issues: [] };
  }
}

/** `callApi` bound to the page's language. */
export function useApi() {
  const locale = useLocale();
  return useCallback(<T = unknown>(path: string, options: ApiOptions = {}) => callApi<T>(path, options, locale), [locale]);
}

import { useCallback } from "react";
import { LOCALE_TO_LANGUAGE, type Locale } from "../../../contract/constants.ts";
import { localizePath } from "../../../contract/locale.ts";
import { useLocale } from "../../lib/locale.ts";
import { ApiError, apiFetch } from "../../lib/api-client.ts";

export type ApiIssue = { path: string; message: string };
export type ApiFailure = { ok: false; status: number; message?: string; issues: ApiIssue[] };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;
export type ApiOptions = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown };


/** The last segment of an issue path ("body.name", ["name"]) → "name". */
export const issueField = (path: string) => path.split(".").filter(Boolean).at(-1) ?? "";

/**
 * A JSON call to the API from the browser through the shared client (§8 rules: renew on
 * 401 and retry, idempotent retries). When the session cannot be renewed the person goes
 * to sign-in. Never throws: the page shows the result.
 */
export async function callApi<T = unknown>(path: string, { method = "GET", body }: ApiOptions, locale: Locale): Promise<ApiResult<T>> {
  try {
    const data = await apiFetch<T>(path, { method, json: body, locale, headers: { "accept-language": LOCALE_TO_LANGUAGE[locale] } });
    return { ok: true, status: method === "DELETE" && data === undefined ? 204 : 200, data };
  } catch (e) {
    if (!(e instanceof ApiError)) return { ok: false, status: 0, issues: [] };
    if (e.status === 401) window.location.assign(localizePath("/auth/sign-in", locale));
    return { ok: false, status: e.status, message: e.message, issues: e.issues };
  }
}

/** `callApi` bound to the page's language. */
export function useApi() {
  const locale = useLocale();
  return useCallback(<T = unknown>(path: string, options: ApiOptions = {}) => callApi<T>(path, options, locale), [locale]);
}

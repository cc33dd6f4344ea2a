import { IDEMPOTENT_RETRY_STATUSES } from "../../contract/constants.ts";
import { renewSession, sessionStatus } from "./session.ts";
import { toast } from "./toast.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

/**
 * The browser's API client (§8): a 401 renews the session and retries once when there is
 * a session; idempotent calls retry once on 408/409/425/429/5xx; a 503 shows no toast;
 * other failures show a translated error toast (when `toastOnError` is given) and throw.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown; locale?: string; toastOnError?: { title: string; description: string } } = {},
): Promise<T> {
  const method = (init.method ?? (init.json === undefined ? "GET" : "POST")).toUpperCase();
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  if (init.locale) headers.set("x-locale", init.locale);
  const send = () => fetch(path, { ...init, method, headers, credentials: "same-origin", body: init.json === undefined ? init.body : JSON.stringify(init.json) });

  let res = await send();
  if (res.status === 401 && sessionStatus() !== "none" && (await renewSession())) res = await send();
  else if (IDEMPOTENT.has(method) && (IDEMPOTENT_RETRY_STATUSES as readonly number[]).includes(res.status)) res = await send();

  if (res.ok) return (res.status === 204 ? undefined : await res.json().catch(() => undefined)) as T;
  const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string; issues?: { path: string; message: string }[] } } | null;
  const err = new ApiError(res.status, body?.error?.code ?? "http_error", body?.error?.message ?? res.statusText, body?.error?.issues);
  if (res.status !== 503 && init.toastOnError) toast.error(init.toastOnError.title, body?.error?.message ?? init.toastOnError.description);
  throw err;
}

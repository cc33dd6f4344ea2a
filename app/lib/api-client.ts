import { useMemo } from "react";
import { data, type LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import { type AppLoadContext, appContext } from "../../contract/app-context.ts";
import { DEFAULT_LOCALE, IDEMPOTENT_RETRY_STATUSES, type Locale } from "../../contract/constants.ts";
import type { ApiError } from "../../contract/errors.ts";
import { localeFromPath, localizePath } from "../../contract/locale.ts";
import type { Operations } from "../../contract/operations.ts";
import { useLocale } from "./locale.ts";
import { renewSession, sessionStatus } from "./session.ts";

// The one API client of the app, in loaders and actions (in-process, through the load
// context's api()) and in the browser. Its calls are typed from contract/operations.ts,
// imported as types only: no schema, and no zod, reaches the browser.

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Key = keyof Operations;
/** The paths one method answers, as the OpenAPI document names them ("/training/courses/{slug}"). */
export type PathOf<M extends Method> = Key extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
type Op<M extends Method, P extends string> = Operations[`${M} ${P}` & Key];
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;

/** What a call may add to its method and path. */
export interface CallOptions {
  /** The language of the answer's messages; the client's own by default. */
  locale?: Locale;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the call finish while the page unloads. */
  keepalive?: boolean;
  /** A body sent as it is (a file, a form with a file) by an operation that takes no JSON. */
  rawBody?: Blob | FormData;
}
type Input<O> = (O extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown) &
  (O extends { query: infer Q extends z.ZodType } ? { query?: { [K in keyof z.output<Q>]?: z.output<Q>[K] } } : unknown);
type Params<P extends string> = [ParamNames<P>] extends [never] ? unknown : { params: Record<ParamNames<P>, string> };
export type CallArgs<M extends Method, P extends PathOf<M>> = Input<Op<M, P>> & Params<P> & CallOptions;
/** What an operation answers when it succeeds (undefined for 204). */
export type Answer<M extends Method, P extends PathOf<M>> =
  Op<M, P> extends { response: infer R extends z.ZodType } ? z.output<R> : undefined;

/** The API's error (contract/errors.ts): a stable code, a translated message, per-field issues. */
export type ApiErrorBody = ApiError["error"];
export type ApiFailure = { ok: false; status: number; error: ApiErrorBody };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiTransport {
  /** `fetch`, or the load context's in-process `api()`. */
  fetch(path: string, init: RequestInit): Promise<Response>;
  locale?: Locale;
  /** §8 (browser): a 401 renews the session once, then the call is sent again; false when it cannot. */
  renew?: () => Promise<boolean>;
  /** A 401 that renewing could not cure: the session is over. */
  signedOut?: () => void;
  /** §8 (browser): an idempotent call that meets a passing failure is sent once more. */
  retry?: boolean;
}

const IDEMPOTENT = new Set<Method>(["GET", "PUT", "DELETE"]);
const RETRY_STATUSES: readonly number[] = IDEMPOTENT_RETRY_STATUSES;
/** The code of a call that never reached the API (network down, aborted); its status is 503. */
export const NETWORK_ERROR = "network_error";

function url(path: string, params: Record<string, string> | undefined, query: Record<string, unknown> | undefined) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") search.set(k, String(v));
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ""}`;
}

async function read<T>(res: Response | null): Promise<ApiResult<T>> {
  if (!res) return { ok: false, status: 503, error: { code: NETWORK_ERROR, message: "" } };
  if (res.ok)
    return { ok: true, status: res.status, data: (res.status === 204 ? undefined : await res.json().catch(() => undefined)) as T };
  const body = (await res.json().catch(() => null)) as Partial<ApiError> | null;
  const e = body?.error;
  // an answer outside the error format (a proxy's page): no message, so the caller says its own
  const error = e && typeof e.code === "string" && typeof e.message === "string" ? e : { code: "http_error", message: "" };
  return { ok: false, status: res.status, error };
}

async function send<T>(
  t: ApiTransport,
  method: Method,
  path: string,
  args: Partial<CallOptions & { body: unknown; query: Record<string, unknown>; params: Record<string, string> }> = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...args.headers };
  const locale = args.locale ?? t.locale;
  if (locale) headers["x-locale"] = locale;
  if (args.body !== undefined) headers["content-type"] = "application/json";
  // a file goes as it is: fetch sets a form's multipart boundary, a Blob's type is the file's
  const body = args.rawBody ?? (args.body === undefined ? undefined : JSON.stringify(args.body));
  const init: RequestInit = { method, headers, body, signal: args.signal, keepalive: args.keepalive };
  const target = url(path, args.params, args.query);
  const attempt = () => t.fetch(target, init).catch(() => null);
  let res = await attempt();
  if (res?.status === 401) {
    if (t.renew && (await t.renew())) res = await attempt();
    if (res?.status === 401) t.signedOut?.();
  } else if (res && t.retry && IDEMPOTENT.has(method) && RETRY_STATUSES.includes(res.status)) res = await attempt();
  return read<T>(res);
}

/** A client over one transport: `api.get("/training/courses/{slug}", { params: { slug } })`. */
export function createApi(t: ApiTransport) {
  const method =
    <M extends Method>(m: M) =>
    <P extends PathOf<M>>(path: P, ...[args]: object extends CallArgs<M, P> ? [CallArgs<M, P>?] : [CallArgs<M, P>]) =>
      send<Answer<M, P>>(t, m, path, args as never);
  return {
    locale: t.locale,
    get: method("GET"),
    post: method("POST"),
    put: method("PUT"),
    patch: method("PATCH"),
    delete: method("DELETE"),
  };
}
export type Api = ReturnType<typeof createApi>;

/** Loaders, actions and guards: the API in-process, with the visitor's cookies and host. */
export function contextApi(app: AppLoadContext, locale?: Locale): Api {
  return createApi({ fetch: (path, init) => app.api(path, init), locale });
}

/** A loader's or action's client, in the page's language. */
export function loaderApi({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">): Api & { locale: Locale } {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { ...contextApi(context.get(appContext), locale), locale };
}

const renewIfSession = async () => sessionStatus() !== "none" && renewSession();

/**
 * An LTI launch's credential while a framed page is open (inside the LMS's frame, where cookies
 * may be blocked): every browser call carries it as a bearer. Kept in this module's memory only,
 * never in storage, and dropped when the page closes.
 */
export interface LaunchBearer {
  token: string;
  /** Asks for a fresh token (a 401 on the way); true when `token` was replaced. */
  renew?: () => Promise<boolean>;
  /** The launch is over (renewing failed): the page explains it instead of sending anyone to sign in. */
  expired?: () => void;
}
let launchBearer: LaunchBearer | null = null;

/** Sets (or, with null, drops) the launch bearer the browser's calls carry. */
export function setLaunchBearer(bearer: LaunchBearer | null) {
  launchBearer = bearer;
}

/** The headers of a browser call: the launch bearer's, when a framed page set one. */
function withLaunchBearer(headers: RequestInit["headers"]): RequestInit["headers"] {
  if (!launchBearer) return headers;
  return { ...(headers as Record<string, string> | undefined), authorization: `Bearer ${launchBearer.token}` };
}

/**
 * The browser's client: same-origin cookies and the §8 rules — a 401 renews the session and
 * retries once when there is one, idempotent calls retry once on a passing failure — and a
 * session that cannot be renewed goes to sign-in. On a framed LTI page the launch bearer goes
 * with every call (read at each attempt, so a renewed token is the one retried) and renews itself.
 */
export function browserApi(locale?: Locale): Api {
  return createApi({
    fetch: (path, init) => fetch(path, { ...init, headers: withLaunchBearer(init.headers), credentials: "same-origin" }),
    locale,
    renew: async () => (launchBearer ? ((await launchBearer.renew?.()) ?? false) : renewIfSession()),
    retry: true,
    signedOut: () => {
      if (launchBearer) launchBearer.expired?.();
      else window.location.assign(localizePath("/auth/sign-in", locale ?? DEFAULT_LOCALE));
    },
  });
}

/** `browserApi` in the page's language. */
export function useApi(): Api {
  const locale = useLocale();
  return useMemo(() => browserApi(locale), [locale]);
}

/**
 * A loader's read: the data, or the page's error response — 404 (and the statuses given, e.g.
 * 400 for a malformed id) is "Page Not Found", anything else keeps its status.
 */
export function orThrow<T>(r: ApiResult<T>, notFound: readonly number[] = [404]): T {
  if (r.ok) return r.data;
  if (notFound.includes(r.status)) throw data("validation", { status: 404 });
  throw data("api", { status: r.status });
}

/** The field an issue belongs to ("body.email", "email" → "email"), when the form has it. */
export function issueField<F extends string>(path: string, fields: readonly F[]): F | null {
  const last = path.split(".").filter(Boolean).at(-1) ?? "";
  return (fields as readonly string[]).includes(last) ? (last as F) : null;
}

/** The first message for each of the form's fields; the other issues' messages, in order. */
export function issuesByField<F extends string>(error: ApiErrorBody, fields: readonly F[]) {
  const byField: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const issue of error.issues ?? []) {
    const field = issueField(issue.path, fields);
    if (field) byField[field] ??= issue.message;
    else other.push(issue.message);
  }
  return { byField, other };
}

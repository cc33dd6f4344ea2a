import type { LoaderFunctionArgs } from "react-router";
import { appContext } from "../../../contract/app-context.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { LtiLaunch } from "../../../contract/lti.ts";
import { localizePath } from "../../../contract/locale.ts";
import { createApi, loaderApi, orThrow, type Api } from "../../lib/api-client.ts";

/**
 * A framed LTI page's launch: the token in its address (`?launch=`) becomes a session for the
 * launched person (POST /public/lti/launch-session), cookie-free, since the LMS's frame may block
 * third-party cookies. Every further call carries that session's bearer: the loader's through the
 * client built here, the browser's through the API client's launch bearer (use-launch-bearer.ts).
 */

/** What the address names as the launch token (trimmed to what a token can be; the API judges it). */
export function readLaunchToken(url: URL): string {
  return (url.searchParams.get("launch") ?? "").trim().slice(0, 256);
}

/** A path of the framed flow that keeps the launch token (so the next page can open its session too). */
export function launchPath(path: string, token: string, locale?: Locale): string {
  const target = locale ? localizePath(path, locale) : path;
  return `${target}${target.includes("?") ? "&" : "?"}launch=${encodeURIComponent(token)}`;
}

/** What the browser gets of the launch's session: the bearer and when it expires, the person and the launch. */
export interface LaunchView {
  token: string;
  accessToken: string;
  accessExpiresAt: number;
  user: { id: string; name: string };
  launch: LtiLaunch;
}

export type LoadedLaunch = { ok: true; view: LaunchView; api: Api & { locale: Locale } } | { ok: false; locale: Locale };

/** Answers that mean the token names no launch we can open (unknown, expired, malformed). */
const SPENT = new Set([400, 401, 403, 404, 410]);

/**
 * The launch of a framed page's loader, with a client that calls the API as the launched person;
 * `{ ok: false }` when the token is missing, expired or unknown (the page explains it), and the
 * API's error page for anything else.
 */
export async function loadLaunch(args: Pick<LoaderFunctionArgs, "context" | "request">): Promise<LoadedLaunch> {
  const base = loaderApi(args);
  const token = readLaunchToken(new URL(args.request.url));
  if (!token) return { ok: false, locale: base.locale };
  const res = await base.post("/public/lti/launch-session", { body: { launch: token } });
  if (!res.ok && SPENT.has(res.status)) return { ok: false, locale: base.locale };
  const session = orThrow(res);
  const app = args.context.get(appContext);
  const authorization = `Bearer ${session.accessToken}`;
  const api = createApi({
    fetch: (path, init) => app.api(path, { ...init, headers: { ...(init.headers as Record<string, string>), authorization } }),
    locale: base.locale,
  });
  return {
    ok: true,
    view: { token, accessToken: session.accessToken, accessExpiresAt: session.accessExpiresAt, user: session.user, launch: session.launch },
    api: { ...api, locale: base.locale },
  };
}

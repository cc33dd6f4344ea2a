import type { Context } from "hono";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { AppLoadContext } from "../../contract/app-context.ts";
import type { Brand } from "../../contract/brand.ts";
import { ACCESS_COOKIE } from "../../contract/session.ts";
import { redirectLookupQuerySchema } from "../../contract/tenancy.ts";
import type { Services } from "../services.ts";
import type { AppEnv } from "../platform/env.ts";
import { HttpError, sendError } from "../platform/http.ts";
import { PageSession } from "../platform/page-session.ts";
import { isUnstorableText } from "../platform/unstorable-text.ts";
import { CookieJar } from "./cookie-jar.ts";
import { inProcessApi } from "./in-process-api.ts";
import { ssrHandler } from "./ssr-handler.ts";

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * Renders a page with React Router, its loaders calling the API in-process; without a server
 * build (API-only tests) every page is the API's 404.
 */
export function pageRenderer(opts: {
  app: { fetch: Fetch };
  ssr?: { build: ServerBuild };
  mode: "development" | "production";
  buildId: string;
  services: Pick<Services, "tenancy" | "analytics">;
}) {
  const { app, ssr, buildId } = opts;
  const { tenancy, analytics } = opts.services;
  const handle = ssr ? ssrHandler(ssr.build, opts.mode) : null;
  const ctxKey = ssr ? (ssr.build.entry.module as unknown as { appContext: RouterContext<AppLoadContext> }).appContext : null;

  return async function render(c: Context<AppEnv>) {
    if (!handle || !ctxKey) return sendError(c, new HttpError(404, "not_found", "errors:routeNotFound", { path: c.req.path }));
    const ctx = new RouterContextProvider();
    const origin = c.get("origin");
    // Cookies the API sets during this page request (a sign-in, a renewed session) are
    // sent on to the browser and used by the API calls that follow in the same request.
    const jar = new CookieJar(c.req.header("cookie") ?? "");
    let brand: Brand | undefined;
    ctx.set(ctxKey, {
      // the brand API's own JSON, read once per page (each page gets its own copy, as from a call)
      brand: () => (brand ??= JSON.parse(tenancy.brandJson(c.get("tenant"), origin)) as Brand),
      // what the API's authenticate() reads: no access-token cookie, no session (in-process calls send no Authorization)
      hasSession: () => !!jar.get(ACCESS_COOKIE),
      // the lookup route's own checks (its query schema, the API's input guard), then its answer
      redirectFor: async (pagePath) =>
        redirectLookupQuerySchema.safeParse({ path: pagePath }).success && !isUnstorableText(pagePath)
          ? ((await tenancy.redirectFor(c.get("tenant"), pagePath)) ?? null)
          : null,
      tracker: analytics.tracker.forPage(c.get("tenant"), origin),
      nonce: c.get("nonce"),
      requestId: c.get("requestId"),
      buildId,
      origin,
      api: inProcessApi(c, app, jar, new PageSession()),
    });
    const res = await handle(c.req.raw, ctx);
    if (!jar.setCookies.length) return res;
    const out = new Response(res.body, res);
    for (const sc of jar.setCookies) out.headers.append("Set-Cookie", sc);
    return out;
  };
}

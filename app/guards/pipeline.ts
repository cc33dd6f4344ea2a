import type { MiddlewareFunction } from "react-router";
import { appContext } from "../../contract/app-context.ts";
import { localeFromPath, stripLocale } from "../../contract/locale.ts";
import { pagePathOf } from "../../contract/route-paths.ts";
import { cookieHeader, readCookies } from "../lib/cookies.ts";
import { matchEntry } from "../lib/route-match.ts";
import { tenantClosedBeta } from "./01-tenant-closed-beta.ts";
import { authentication } from "./02-authentication.ts";
import { localeSync } from "./03-locale-sync.ts";
import { pendingApproval } from "./04-pending-approval.ts";
import { notifications } from "./05-notifications.ts";
import { managerFeatureAccess } from "./06-manager-feature-access.ts";
import { managerMode } from "./07-manager-mode.ts";
import { utmCapture } from "./08-utm-capture.ts";
import { permissions } from "./09-permissions.ts";
import { bookADemoProduct } from "./10-book-a-demo-product.ts";
import { serverRedirect } from "./11-server-redirect.ts";
import { resolveRouteMiddlewares } from "./route-middlewares.ts";
import { sessionContext } from "./session-context.ts";
import type { Guard, GuardContext } from "./types.ts";

/** §2 route guards, in the spec's order. */
export const GUARDS: readonly (readonly [string, Guard])[] = [
  ["tenant-closed-beta", tenantClosedBeta],
  ["authentication", authentication],
  ["locale-sync", localeSync],
  ["pending-approval", pendingApproval],
  ["notifications", notifications],
  ["manager-feature-access", managerFeatureAccess],
  ["manager-mode", managerMode],
  ["utm-capture", utmCapture],
  ["permissions", permissions],
  ["book-a-demo-product", bookADemoProduct],
  ["server-redirect", serverRedirect],
];

export { matchEntry, pagePathOf };

/** Runs the global guards, then the route's named middlewares; the first redirect wins. */
export async function runGuards(ctx: GuardContext, guards = GUARDS): Promise<Response | void> {
  const chain = [...guards.map(([, g]) => g), ...resolveRouteMiddlewares(ctx.entry?.middleware)];
  for (const guard of chain) {
    const out = await guard(ctx);
    if (out) return out;
  }
}

/** Root route middleware: runs on every document request and every client navigation (.data). */
export const guardPipeline: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const pagePath = pagePathOf(url.pathname);
  const path = stripLocale(pagePath);
  const matched = matchEntry(path);
  const brand = app.brand();
  const secure = url.protocol === "https:" || app.origin.startsWith("https:");
  const setCookies: string[] = [];
  const ctx: GuardContext = {
    request,
    url,
    locale: localeFromPath(pagePath),
    path,
    entry: matched?.entry ?? null,
    params: matched?.params ?? {},
    brand,
    app,
    cookies: readCookies(request.headers.get("cookie")),
    session: { user: null, notifications: null, managerMode: false },
    setCookie: (name, value, days, opts) => setCookies.push(cookieHeader(name, value, { days, secure, httpOnly: opts?.httpOnly })),
  };
  const stop = await runGuards(ctx);
  context.set(sessionContext, ctx.session);
  if (stop) {
    for (const c of setCookies) stop.headers.append("Set-Cookie", c);
    throw stop;
  }
  const res = await next();
  for (const c of setCookies) res.headers.append("Set-Cookie", c);
  return res;
};

import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { Hono, type Context } from "hono";
import type { ServerBuild } from "react-router";
import { createApi } from "./api/app.ts";
import type { Services } from "./services.ts";
import { devMailbox } from "./web/dev-mailbox.ts";
import type { Database } from "./db/client.ts";
import type { Config } from "./platform/config.ts";
import type { AppEnv } from "./platform/env.ts";
import { HttpError, redirectTo, sendError } from "./platform/http.ts";
import type { Logger } from "./platform/logger.ts";
import { RememberingRouter } from "./platform/remembering-router.ts";
import { originCheck, securityHeaders } from "./platform/security.ts";
import { bodyLimits } from "./web/body-limits.ts";
import { compressResponses } from "./web/compression.ts";
import { brandedIllustrations } from "./web/illustrations.ts";
import { isInProcess } from "./web/in-process-api.ts";
import { pageRenderer } from "./web/page-render.ts";
import { requestContext } from "./web/request-context.ts";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "./web/seo.ts";
import { staticFiles } from "./web/static-files.ts";
import { scopeOf } from "./platform/request-scope.ts";

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  services: Services;
  /** The React Router server build; absent in API-only tests. */
  ssr?: { build: ServerBuild; clientDir: string };
}

export function createApp({ config, database, logger, services, ssr }: AppOptions) {
  const { tenancy } = services;
  const api = createApi(services);
  const buildId = ssr ? ssr.build.assets.version : "development";
  const builtAt = ssr ? statOr(path.join(ssr.clientDir, "..", "server", "index.js")) : new Date();
  const app = new Hono<AppEnv>({ router: new RememberingRouter() });
  const { middleware: headers, record: securityRecord } = securityHeaders(
    services.analytics.tracker.connectSrc,
    services.areas.flatMap((a) => a.framedPaths ?? []),
  );
  // every address nothing else answers is a page (the API's 404 without a server build)
  const page = pageRenderer({ app, ssr, mode: config.NODE_ENV === "development" ? "development" : "production", buildId, services });

  // id, logger, host as the visitor sees it, tenant, language, nonce; the areas' cached public reads
  app.use(
    "*",
    requestContext({ config, logger, tenancy, cachedReads: services.areas.flatMap((a) => a.cachedReads ?? []), securityRecord }),
  );
  // the API calls a page makes in-process answer the page: its own response gets the headers and the compression
  app.use("*", (c, next) => (isInProcess(c.req.raw) ? next() : compressResponses(c, next)));
  app.use("*", (c, next) => (isInProcess(c.req.raw) ? next() : headers(c, next)));
  // the forms another site may post (the LTI login and launch, Area.crossSiteForms) stand on their own state and nonce
  app.use("*", originCheck(services.areas.flatMap((a) => a.crossSiteForms ?? [])));
  app.use("*", bodyLimits(config.BODY_LIMIT_BYTES, services.areas));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const ok = await database.ping().catch(() => false);
    return c.json({ status: ok ? "ready" : "unavailable", database: database.kind }, ok ? 200 : 503);
  });

  if (config.DEV_MAILBOX) app.route("/", devMailbox(database.db));
  app.route("/api", api);

  app.get("/robots.txt", (c) => c.text(robotsTxt(c.get("origin"))));
  app.get("/sitemap_index.xml", (c) => c.body(sitemapIndexXml(c.get("origin")), 200, { "Content-Type": "application/xml; charset=utf-8" }));
  app.get("/sitemap.xml", async (c) => {
    const slugs = await services.learning.catalogue.publicSlugs(scopeOf(c, "tenant"));
    return c.body(
      sitemapXml(
        c.get("origin"),
        slugs.map((s) => `/public/training/courses/${s}`),
      ),
      200,
      { "Content-Type": "application/xml; charset=utf-8" },
    );
  });

  // §4 deployed build id: the client polls latest.json and reloads on the next navigation when it changes.
  app.get("/builds/latest.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ id: buildId, timestamp: builtAt.getTime() });
  });
  app.get("/builds/meta/:file", (c) => {
    if (c.req.param("file") !== `${buildId}.json`) return sendError(c, new HttpError(404, "not_found", "errors:notFound"));
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.json({ id: buildId, timestamp: builtAt.getTime(), matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] });
  });

  // §2 /w/{slug}/…: send the visitor to the tenant's own sub-domain, same path and query.
  app.get("/w/:slug{[a-z0-9-]+}/*", wRedirect);
  app.get("/w/:slug{[a-z0-9-]+}", wRedirect);
  async function wRedirect(c: Context<AppEnv>) {
    const slug = c.req.param("slug") ?? "";
    const row = await tenancy.bySlug(slug);
    if (!row) return page(c);
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(`/w/${slug}`.length) || "/";
    return redirectTo(c, `${tenancy.tenantOrigin(row.whitelabelSlug)}${rest}${url.search}`, 302);
  }

  // the illustration set in the tenant's own colours
  app.get("/illustrations/:file{[a-z0-9-]+\\.svg}", brandedIllustrations(tenancy, page));

  // hashed /assets/ (immutable) and the public files, precompressed at build time
  if (ssr) app.use("*", staticFiles(ssr.clientDir));

  // what areas answer outside /api before the pages (the LTI login and launch); each may leave it to the page
  for (const route of services.areas.flatMap((a) => a.siteRoutes ?? [])) app.on(route.method, route.path, route.handle);

  app.all("*", page);

  return { app, tenancy };
}

function statOr(file: string) {
  return existsSync(file) ? statSync(file).mtime : new Date();
}

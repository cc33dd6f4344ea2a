import { randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AppLoadContext } from "../contract/app-context.ts";
import type { Brand } from "../contract/brand.ts";
import { ACCESS_COOKIE } from "../contract/session.ts";
import { redirectLookupQuerySchema } from "../contract/tenancy.ts";
import type { RouterContext } from "react-router";
import { createApi } from "./api/app.ts";
import type { Services } from "./services.ts";
import { devMailbox } from "./web/dev-mailbox.ts";
import type { Database } from "./db/client.ts";
import type { Config } from "./platform/config.ts";
import type { AppEnv } from "./platform/env.ts";
import { HttpError, redirectTo, sendError } from "./platform/http.ts";
import { requestLocale } from "./platform/i18n.ts";
import { requestLogger, type Logger } from "./platform/logger.ts";
import { clientAddress } from "./platform/client-ip.ts";
import { limitBody } from "./platform/body-limit.ts";
import { PageSession, sharePageSession } from "./platform/page-session.ts";
import { RememberingRouter } from "./platform/remembering-router.ts";
import { newNonce, originCheck, securityHeaders } from "./platform/security.ts";
import { isUnstorableText } from "./platform/unstorable-text.ts";
import { compressResponses } from "./web/compression.ts";
import { stringBody } from "./web/lightweight-body.ts";
import { sealedCachedBody } from "./platform/sealed-response.ts";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "./web/seo.ts";
import { ssrHandler } from "./web/ssr-handler.ts";
import { staticFiles } from "./web/static-files.ts";

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  services: Services;
  /** The React Router server build; absent in API-only tests. */
  ssr?: { build: ServerBuild; clientDir: string };
}

function isTrustedProxy(trusted: string[], addr: string | undefined) {
  if (!trusted.length) return false;
  if (trusted.includes("*")) return true;
  return !!addr && trusted.includes(addr.replace(/^::ffff:/, ""));
}

export function createApp({ config, database, logger, services, ssr }: AppOptions) {
  const { tenancy } = services;
  const api = createApi(services);
  const buildId = ssr ? ssr.build.assets.version : "development";
  const builtAt = ssr ? statOr(path.join(ssr.clientDir, "..", "server", "index.js")) : new Date();
  const app = new Hono<AppEnv>({ router: new RememberingRouter() });
  // The API calls a page makes in-process answer the page, not a browser: they have no socket,
  // and the page's own response gets the headers and the compression.
  const inProcess = new WeakSet<Request>();
  const { middleware: headers, record: securityRecord } = securityHeaders(services.analytics.tracker.connectSrc);
  const cachedReads = new Map(services.areas.flatMap((a) => a.cachedReads ?? []).map((r) => [r.path, r.read]));

  // Request context: id, logger, scheme and host as the visitor sees them, tenant, language, nonce.
  app.use("*", async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 100) || randomUUID();
    const log = requestLogger(logger, requestId);
    let remote: string | undefined;
    if (!inProcess.has(c.req.raw)) {
      try {
        remote = getConnInfo(c).remote.address;
      } catch {
        remote = undefined; // no socket
      }
    }
    const trusted = isTrustedProxy(config.TRUST_PROXY, remote);
    const proto = (trusted && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim()) || (c.req.url.startsWith("https:") ? "https" : "http");
    const host = (trusted && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("secure", proto === "https");
    c.set("trustedProxy", trusted);
    c.set("clientIp", clientAddress(c.req.header("x-forwarded-for"), remote, config.TRUST_PROXY));
    c.set("origin", `${proto === "https" ? "https" : "http"}://${host}`);
    c.set("nonce", newNonce());
    c.set("locale", requestLocale(c.req.raw.headers));
    c.set("tenant", tenancy.cached(host) ?? (await tenancy.resolve(host)));
    if (!inProcess.has(c.req.raw)) c.set("securityHeaderRecord", (json) => securityRecord(c.get("nonce"), c.get("secure"), json));
    // a public read kept in memory is answered now, with the same headers (Area.cachedReads)
    const early = c.req.method === "GET" && !inProcess.has(c.req.raw) && !c.req.url.includes("?") ? cachedReads.get(c.req.path)?.(c) : undefined;
    const answered = early ? sealedCachedBody(c, early.body, early.headers) : null;
    if (answered) c.res = answered;
    else await next();
    if (!c.get("sealed")) c.res.headers.set("X-Request-Id", requestId);
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started), tenant: c.get("tenant").whitelabelSlug },
      "request",
    );
  });
  app.use("*", (c, next) => (inProcess.has(c.req.raw) ? next() : compressResponses(c, next)));
  app.use("*", (c, next) => (inProcess.has(c.req.raw) ? next() : headers(c, next)));
  // no area takes a form posted from another site yet; the LTI launch will declare its own (Area.crossSiteForms)
  app.use("*", originCheck(services.areas.flatMap((a) => a.crossSiteForms ?? []).map((f) => ({ method: f.method, path: `/api${f.path}` }))));
  const generalLimit = limitBody(config.BODY_LIMIT_BYTES, (c) => sendError(c, new HttpError(413, "payload_too_large", "errors:payloadTooLarge")));
  // uploads the areas declare get their own ceiling (checked again by their routes)
  const largeBodies = new Map(
    services.areas.flatMap((a) => a.largeBodies ?? []).map((b) => [`${b.method} /api${b.path}`, limitBody(b.maxBytes, (c) => sendError(c, new HttpError(413, "payload_too_large", b.tooLarge.messageKey, b.tooLarge.vars)))]),
  );
  // GET and HEAD carry no body to limit; asking for one would build the whole web Request
  app.use("*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : (largeBodies.get(`${c.req.method} ${c.req.path}`) ?? generalLimit)(c, next)));

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
    const slugs = await services.learning.catalogue.publicSlugs(c.get("tenant").id);
    return c.body(sitemapXml(c.get("origin"), slugs.map((s) => `/public/training/courses/${s}`)), 200, { "Content-Type": "application/xml; charset=utf-8" });
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
    if (!row) return ssrOrNotFound(c);
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(`/w/${slug}`.length) || "/";
    return redirectTo(c, `${tenancy.tenantOrigin(row.whitelabelSlug)}${rest}${url.search}`, 302);
  }

  // The illustration set in the tenant's own colours (an <img> cannot read the page's CSS variables).
  app.get("/illustrations/:file{[a-z0-9-]+\\.svg}", async (c) => {
    const svg = await illustration(c.req.param("file"));
    if (!svg) return ssrOrNotFound(c);
    const brand = tenancy.brand(c.get("tenant"), c.get("origin"));
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Vary", "Host");
    return c.body(svg.replace(/var\(--brand-primary, #[0-9a-f]{6}\)/gi, brand.colors.primary).replace(/var\(--brand-accent, #[0-9a-f]{6}\)/gi, brand.colors.accent), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
    });
  });

  // hashed /assets/ (immutable) and the public files, precompressed at build time
  if (ssr) app.use("*", staticFiles(ssr.clientDir));

  const handle = ssr ? ssrHandler(ssr.build, config.NODE_ENV === "development" ? "development" : "production") : null;
  const ctxKey = ssr ? (ssr.build.entry.module as unknown as { appContext: RouterContext<AppLoadContext> }).appContext : null;

  async function ssrOrNotFound(c: Context<AppEnv>) {
    if (!handle || !ctxKey) return sendError(c, new HttpError(404, "not_found", "errors:routeNotFound", { path: c.req.path }));
    const ctx = new RouterContextProvider();
    const origin = c.get("origin");
    const env = c.env;
    // Cookies the API sets during this page request (a sign-in, a renewed session) are
    // sent on to the browser and used by the API calls that follow in the same request.
    const jar = new CookieJar(c.req.header("cookie") ?? "");
    const reads = new Map<string, Promise<{ status: number; headers: Headers; body: string }>>();
    const session = new PageSession();
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
      tracker: services.analytics.tracker.forPage(c.get("tenant"), origin),
      nonce: c.get("nonce"),
      requestId: c.get("requestId"),
      buildId,
      origin,
      api: async (p, init) => {
        const headers = new Headers(init?.headers);
        for (const h of ["host", "accept-language", "x-forwarded-proto", "x-forwarded-host", "x-forwarded-for", "user-agent"]) {
          const v = c.req.header(h);
          if (v && !headers.has(h)) headers.set(h, v);
        }
        if (!headers.has("cookie") && jar.header()) headers.set("cookie", jar.header());
        headers.set("x-request-id", c.get("requestId"));
        headers.set("origin", origin);
        // The guards and the loaders of one page may read the same thing (the brand): one call,
        // as long as nothing was written since and the cookies are the same.
        const method = (init?.method ?? "GET").toUpperCase();
        if (method !== "GET") reads.clear();
        const key = method === "GET" && !init?.body ? `${p}\n${[...headers].join("\n")}` : null;
        const earlier = key ? reads.get(key) : undefined;
        if (earlier) return replay(await earlier);
        const call = async () => {
          const request = new Request(new URL(p, c.req.url), { ...init, headers });
          inProcess.add(request);
          sharePageSession(request, session);
          const res = await app.fetch(request, env);
          jar.absorb(res.headers.getSetCookie());
          return res;
        };
        if (!key) return call();
        const read = call().then(async (res) => ({ status: res.status, headers: res.headers, body: stringBody(res) ?? (await res.text()) }));
        reads.set(key, read);
        return replay(await read);
      },
    });
    const res = await handle(c.req.raw, ctx);
    if (!jar.setCookies.length) return res;
    const out = new Response(res.body, res);
    for (const sc of jar.setCookies) out.headers.append("Set-Cookie", sc);
    return out;
  }
  app.all("*", ssrOrNotFound);

  return { app, tenancy };
}

/**
 * A fresh response from a read kept for the rest of the page request. Its text and JSON are
 * read from the string it holds, without the web stream a standard read builds.
 */
function replay({ status, headers, body }: { status: number; headers: Headers; body: string }) {
  if ([204, 205, 304].includes(status)) return new Response(null, { status, headers });
  // defined, not assigned: the lightweight Response's methods are read-only on its prototype
  return Object.defineProperties(new Response(body, { status, headers }), {
    text: { value: () => Promise.resolve(body) },
    json: { value: () => new Promise((resolve) => resolve(JSON.parse(body))) },
  });
}

/** The request's cookies plus what the API set since, as a Cookie header. */
class CookieJar {
  private values = new Map<string, string>();
  readonly setCookies: string[] = [];
  constructor(header: string) {
    for (const part of header.split(";")) {
      const i = part.indexOf("=");
      if (i > 0) this.values.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
    }
  }
  absorb(setCookies: string[]) {
    for (const sc of setCookies) {
      this.setCookies.push(sc);
      const [pair, ...attrs] = sc.split(";");
      const i = pair!.indexOf("=");
      const name = pair!.slice(0, i).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair!.slice(i + 1).trim() === "";
      if (expired) this.values.delete(name);
      else this.values.set(name, pair!.slice(i + 1).trim());
    }
  }
  get(name: string) {
    return this.values.get(name);
  }
  header() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

const illustrationCache = new Map<string, string | null>();
async function illustration(file: string) {
  if (!illustrationCache.has(file)) {
    const text = await readFile(path.resolve("public/illustrations", file), "utf8").catch(() => null);
    illustrationCache.set(file, text);
  }
  return illustrationCache.get(file) ?? null;
}

function statOr(file: string) {
  return existsSync(file) ? statSync(file).mtime : new Date();
}

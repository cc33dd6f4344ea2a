import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AppEnv } from "../platform/env.ts";
import { HttpError, issueMessage, sendError } from "../platform/http.ts";
import { inputGuard } from "../platform/input-guard.ts";
import { routeTable, unmatched } from "../platform/route-table.ts";
import type { Services } from "../services.ts";
import { translate } from "../platform/i18n.ts";
import { DomainError, STATUS_OF } from "../platform/domain-error.ts";
import { authenticate } from "../platform/auth.ts";
import { viewerContext } from "../platform/viewer.ts";

export type ApiDeps = Services;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const swaggerFile = (f: string) => readFileSync(path.join(swaggerDir, f));

/** The one door: every read and write of the product goes through here (mounted at /api). */
export function createApi(deps: ApiDeps) {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const locale = c.get("locale");
        const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: issueMessage(i, locale) }));
        return sendError(c, new HttpError(400, "validation_failed", "errors:validation", {}, issues));
      }
    },
  });

  const routes = routeTable(api);
  // a write may change who any session is (a sign-out, a role, a membership): before it runs and
  // once it has, every remembered session and viewer is forgotten
  api.use("*", async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    deps.memo.forget();
    try {
      await next();
    } finally {
      deps.memo.forget();
    }
  });
  api.use("*", authenticate(deps.tokens, deps.identity.sessionCheck, deps.memo));
  api.use(
    "*",
    viewerContext(async (person) => {
      const v = await deps.account.find(person);
      return v && { view: v.view, activeEntityId: v.activeEntityId };
    }, deps.memo),
  );
  api.use("*", inputGuard(routes.isSecured));
  for (const area of deps.areas) for (const routes of area.routes) api.route("/", routes);
  api.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", { type: "apiKey", in: "cookie", name: "access_token" });
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer", bearerFormat: "JWT" });

  api.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Skill5 platform API",
      version: "1.0.0",
      description:
        "Every call the product makes. Tenant scope comes from the Host header; errors are `{ error: { code, message, issues? } }` with the message in the caller's language (x-locale header, locale cookie, then Accept-Language).",
    },
    servers: [{ url: `${c.get("origin")}/api` }],
  }));

  const docsHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Skill5 API</title><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head><body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
  const assets: Record<string, [string, string | Buffer]> = {
    "swagger-ui.css": ["text/css; charset=utf-8", swaggerFile("swagger-ui.css")],
    "swagger-ui-bundle.js": ["text/javascript; charset=utf-8", swaggerFile("swagger-ui-bundle.js")],
    "init.js": ["text/javascript; charset=utf-8", `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui" });`],
  };
  api.get("/docs", (c) => c.html(docsHtml));
  api.get("/docs/:file", (c) => {
    const a = assets[c.req.param("file")];
    if (!a) return sendError(c, new HttpError(404, "not_found", "errors:notFound"));
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(a[1] as never, 200, { "Content-Type": a[0] });
  });

  // Mounted in the page app, the API's own notFound is not consulted: this answers unknown /api paths.
  api.all("*", unmatched(routes));
  api.notFound((c) => sendError(c, new HttpError(404, "not_found", "errors:routeNotFound", { path: c.req.path })));
  api.onError((err, c) => {
    if (err instanceof HttpError) return sendError(c, err);
    if (err instanceof DomainError) {
      const locale = c.get("locale");
      const issues = err.issues
        ? err.issues.map((i) => ({ path: i.path, message: i.message(locale) }))
        : err.field
          ? [{ path: err.field, message: translate(err.messageKey, locale, err.vars) }]
          : undefined;
      return sendError(c, new HttpError(STATUS_OF[err.kind], err.code, err.messageKey, err.vars, issues));
    }
    // Hono's own 4xx (e.g. a body that is not JSON) keep their status, with our message.
    if (err instanceof HTTPException && err.status < 500) {
      return sendError(c, new HttpError(err.status as 400, "bad_request", "errors:malformedBody"));
    }
    c.get("log")?.error({ err }, "unhandled API error");
    return sendError(c, new HttpError(500, "internal_error", "errors:internal"));
  });
  return api;
}

import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { routePath } from "hono/route";
import { PatternRouter } from "hono/router/pattern-router";
import type { AppEnv } from "./env.ts";
import { HttpError, sendError } from "./http.ts";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * What the API's routes are, read once they are all registered: which operations need a
 * session (from the OpenAPI registry) and which methods a path answers (for 405's Allow).
 * Paths are Hono's, relative to the API (`/training/courses/:slug`).
 */
export function routeTable(api: OpenAPIHono<AppEnv>) {
  let built: { secured: Set<string>; router: PatternRouter<true> } | null = null;
  const table = () => {
    if (built) return built;
    const secured = new Set<string>();
    for (const d of api.openAPIRegistry.definitions) {
      if (d.type === "route" && d.route.security?.length)
        secured.add(`${d.route.method.toUpperCase()} ${d.route.path.replace(/\{(\w+)\}/g, ":$1")}`);
    }
    const router = new PatternRouter<true>();
    for (const r of api.routes) if (r.method !== "ALL") router.add(r.method, r.path, true);
    return (built = { secured, router });
  };
  return {
    isSecured: (method: string, path: string) => table().secured.has(`${method} ${path}`),
    allowed(path: string): string[] {
      const found = METHODS.filter((m) => table().router.match(m, path)[0].length > 0);
      return found.includes("GET") ? [...found.slice(0, 1), "HEAD", ...found.slice(1)] : found;
    },
  };
}

/**
 * The API's answer where no operation matches, in its own error format (the page app's
 * catch-all would otherwise render an HTML 404): 405 with Allow when the path exists for
 * other methods, else 404 naming the path. Mounted last, as `all("*")`.
 */
export function unmatched(table: ReturnType<typeof routeTable>) {
  return (c: Context<AppEnv>) => {
    const prefix = routePath(c).replace(/\/?\*$/, "");
    const allow = table.allowed(c.req.path.slice(prefix.length) || "/");
    if (allow.length) {
      c.header("Allow", allow.join(", "));
      return sendError(
        c,
        new HttpError(405, "method_not_allowed", "errors:methodNotAllowed", {
          method: c.req.method,
          path: c.req.path,
          allow: allow.join(", "),
        }),
      );
    }
    return sendError(c, new HttpError(404, "not_found", "errors:routeNotFound", { path: c.req.path }));
  };
}

import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env.ts";

/**
 * What the API's routes are, read once they are all registered: which operations need a
 * session (from the OpenAPI registry). Paths are Hono's, relative to the API
 * (`/training/courses/:slug`).
 */
export function routeTable(api: OpenAPIHono<AppEnv>) {
  let built: { secured: Set<string> } | null = null;
  const table = () => {
    if (built) return built;
    const secured = new Set<string>();
    for (const d of api.openAPIRegistry.definitions) {
      if (d.type === "route" && d.route.security?.length) secured.add(`${d.route.method.toUpperCase()} ${d.route.path.replace(/\{(\w+)\}/g, ":$1")}`);
    }
    return (built = { secured });
  };
  return {
    isSecured: (method: string, path: string) => table().secured.has(`${method} ${path}`),
  };
}


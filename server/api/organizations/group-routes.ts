import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../platform/env.ts";
import type { OrganizationRouteDeps } from "./routes.ts";

export function groupRoutes(_deps: OrganizationRouteDeps) {
  return new OpenAPIHono<AppEnv>();
}

import { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../platform/env.ts";
import type { Organizations } from "../organizations/index.ts";

export function teamStatsRoutes(_db: Db, _orgs: Organizations) {
  return new OpenAPIHono<AppEnv>();
}

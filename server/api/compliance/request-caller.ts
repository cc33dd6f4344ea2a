import type { Context } from "hono";
import type { AppEnv } from "../../platform/env.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { callerFrom } from "./caller.ts";

/**
 * The routes' step from a request to the compliance caller (decision 0047: the HTTP side reads
 * the request; `callerFrom` and the business functions see plain values): the viewer in their
 * active entity, and the language asked for.
 */
export const callerOf = async (c: Context<AppEnv>) => callerFrom(await scopeOf(c, "entity"), await viewerOf(c), c.get("locale"));

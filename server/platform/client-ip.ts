import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";

/** The visitor's address: the proxy's X-Forwarded-For when the proxy is trusted, else the socket's. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get("trustedProxy")) {
    const fwd = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (fwd) return fwd;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local"; // an in-process request (SSR loaders, tests) has no socket
  }
}

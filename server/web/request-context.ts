import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Area } from "../api/area.ts";
import type { TenancyService } from "../api/tenancy/index.ts";
import type { Config } from "../platform/config.ts";
import type { AppEnv } from "../platform/env.ts";
import { clientAddress } from "../platform/client-ip.ts";
import { requestLocale } from "../platform/i18n.ts";
import { requestLogger, type Logger } from "../platform/logger.ts";
import { sealedCachedBody } from "../platform/sealed-response.ts";
import { newNonce } from "../platform/security.ts";
import { isInProcess } from "./in-process-api.ts";

function isTrustedProxy(trusted: string[], addr: string | undefined) {
  if (!trusted.length) return false;
  if (trusted.includes("*")) return true;
  return !!addr && trusted.includes(addr.replace(/^::ffff:/, ""));
}

type CachedRead = NonNullable<Area["cachedReads"]>[number];

/**
 * The first middleware: the request's id, logger, scheme and host as the visitor sees them,
 * client address, tenant, language and nonce; then one log line per answer. A public read the
 * areas keep in memory (Area.cachedReads) is answered here, with the same headers.
 */
export function requestContext(opts: {
  config: Pick<Config, "TRUST_PROXY">;
  logger: Logger;
  tenancy: Pick<TenancyService, "cached" | "resolve">;
  cachedReads: CachedRead[];
  securityRecord: (nonce: string, secure: boolean, json: boolean) => Record<string, string>;
}): MiddlewareHandler<AppEnv> {
  const { config, logger, tenancy, securityRecord } = opts;
  const cachedReads = new Map(opts.cachedReads.map((r) => [r.path, r.read]));
  return async (c: Context<AppEnv>, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 100) || randomUUID();
    const log = requestLogger(logger, requestId);
    const inProcess = isInProcess(c.req.raw);
    let remote: string | undefined;
    if (!inProcess) {
      try {
        remote = getConnInfo(c).remote.address;
      } catch {
        remote = undefined; // no socket
      }
    }
    const trusted = isTrustedProxy(config.TRUST_PROXY, remote);
    const proto =
      (trusted && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim()) || (c.req.url.startsWith("https:") ? "https" : "http");
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
    if (!inProcess) c.set("securityHeaderRecord", (json) => securityRecord(c.get("nonce"), c.get("secure"), json));
    const early = c.req.method === "GET" && !inProcess && !c.req.url.includes("?") ? cachedReads.get(c.req.path)?.(c) : undefined;
    const answered = early ? sealedCachedBody(c, early.body, early.headers) : null;
    if (answered) c.res = answered;
    else await next();
    if (!c.get("sealed")) c.res.headers.set("X-Request-Id", requestId);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        tenant: c.get("tenant").whitelabelSlug,
      },
      "request",
    );
  };
}

import type { Context } from "hono";
import { DYNAMIC_MIN_BYTES, compressOnce, preferredEncoding } from "../web/compression.ts";
import type { AppEnv } from "./env.ts";
import { isJsonType } from "./security.ts";

/**
 * A small text answer with all of its headers written at once, as a plain record: the security
 * headers, the request id and `Vary`, beside the handler's own. The response server writes such
 * an answer straight to the socket; headers added one by one afterwards (by the security,
 * request-id and compression middleware) would first turn it into a full web Response with a
 * Headers object, which costs more than the rest of a cached API call. Used by the hottest
 * public reads. Nothing before the handler may have prepared headers (no middleware does). A body too large to skip compression, or a request made in-process by a page
 * (no security headers to add), takes the ordinary path.
 */
export function sealedBody(c: Context<AppEnv>, body: string, headers: Record<string, string>, status: 200 = 200): Response {
  const security = c.get("securityHeaderRecord");
  if (!security || Buffer.byteLength(body) >= DYNAMIC_MIN_BYTES) return c.body(body, status, headers);
  c.set("sealed", true);
  const all = security(isJsonType(headers["Content-Type"]));
  all["X-Request-Id"] = c.get("requestId");
  all.Vary = "Accept-Encoding";
  for (const name in headers) all[name] = headers[name]!;
  return new Response(body, { status, headers: all });
}

/**
 * A cached text answer as sealedBody writes it, whatever its size: a body too large to skip
 * compression is sent compressed as the request accepts, from the compressed copy kept for that
 * body (compressOnce), with the headers the compression middleware would have written. Null
 * when the answer must take the ordinary path (a request made in-process by a page).
 */
export function sealedCachedBody(c: Context<AppEnv>, body: string, headers: Record<string, string>): Response | null {
  const security = c.get("securityHeaderRecord");
  if (!security) return null;
  if (Buffer.byteLength(body) < DYNAMIC_MIN_BYTES) return sealedBody(c, body, headers);
  c.set("sealed", true);
  const all = security(isJsonType(headers["Content-Type"]));
  all["X-Request-Id"] = c.get("requestId");
  for (const name in headers) all[name] = headers[name]!;
  all.Vary = "Accept-Encoding";
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  if (!encoding) return new Response(body, { status: 200, headers: all });
  all["Content-Encoding"] = encoding;
  return new Response(compressOnce(body, encoding) as BodyInit, { status: 200, headers: all });
}

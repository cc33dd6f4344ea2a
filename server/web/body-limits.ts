import type { MiddlewareHandler } from "hono";
import type { Area } from "../api/area.ts";
import type { AppEnv } from "../platform/env.ts";
import { limitBody } from "../platform/body-limit.ts";
import { HttpError, sendError } from "../platform/http.ts";

/** The ceiling on every request's body, and the uploads the areas declare with their own (checked again by their routes). */
export function bodyLimits(maxBytes: number, areas: Pick<Area, "largeBodies">[]): MiddlewareHandler<AppEnv> {
  const general = limitBody(maxBytes, (c) => sendError(c, new HttpError(413, "payload_too_large", "errors:payloadTooLarge")));
  const large = new Map(
    areas
      .flatMap((a) => a.largeBodies ?? [])
      .map((b) => [
        `${b.method} /api${b.path}`,
        limitBody(b.maxBytes, (c) => sendError(c, new HttpError(413, "payload_too_large", b.tooLarge.messageKey, b.tooLarge.vars))),
      ]),
  );
  // GET and HEAD carry no body to limit; asking for one would build the whole web Request
  return (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : (large.get(`${c.req.method} ${c.req.path}`) ?? general)(c, next);
}

import type { MiddlewareHandler } from "hono";
import type { Area } from "../api/area.ts";
import type { AppEnv } from "../platform/env.ts";
import { limitBody } from "../platform/body-limit.ts";
import { HttpError, sendError } from "../platform/http.ts";

/** The ceiling on every request's body, and the uploads the areas declare with their own (checked again by their routes). */
export function bodyLimits(maxBytes: number, areas: Pick<Area, "largeBodies">[]): MiddlewareHandler<AppEnv> {
  const general = limitBody(maxBytes, (c) => sendError(c, new HttpError(413, "payload_too_large", "errors:payloadTooLarge")));
  const declared = areas.flatMap((a) => a.largeBodies ?? []);
  const limitOf = (b: (typeof declared)[number]) =>
    limitBody(b.maxBytes, (c) => sendError(c, new HttpError(413, "payload_too_large", b.tooLarge.messageKey, b.tooLarge.vars)));
  const large = new Map(declared.filter((b) => !b.path.includes("{")).map((b) => [`${b.method} /api${b.path}`, limitOf(b)]));
  // a path with parameters (`/creator/avatars/{id}/portrait`): each `{…}` is one segment
  const patterns = declared
    .filter((b) => b.path.includes("{"))
    .map((b) => ({
      method: b.method,
      re: new RegExp(`^/api${b.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
      limit: limitOf(b),
    }));
  const find = (method: string, path: string) =>
    large.get(`${method} ${path}`) ?? patterns.find((p) => p.method === method && p.re.test(path))?.limit;
  // GET and HEAD carry no body to limit; asking for one would build the whole web Request
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : (find(c.req.method, c.req.path) ?? general)(c, next));
}

import type { MiddlewareHandler } from "hono";
import { limitBody } from "./body-limit.ts";
import type { AppEnv } from "./env.ts";

/** A JSON content type (application/json, application/problem+json…). */
export const isJsonType = (contentType: string) => /^application\/(.+\+)?json/i.test(contentType);

/**
 * What a file upload route puts before its handler: a JSON body is refused as not a file (the
 * API's input guard has already read it, so reading it again could only fail), then the body's
 * size ceiling (platform/body-limit.ts: counted as it streams, or measured from what the input
 * guard read of a form).
 */
export function fileBody(maxSize: number, errors: { notAFile: () => Error; tooLarge: () => Error }): MiddlewareHandler<AppEnv>[] {
  return [
    async (c, next) => {
      if (isJsonType(c.req.header("content-type") ?? "")) throw errors.notAFile();
      await next();
    },
    limitBody(maxSize, () => {
      throw errors.tooLarge();
    }),
  ];
}

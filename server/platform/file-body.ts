import type { Context, MiddlewareHandler } from "hono";
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

/**
 * An upload as a route reads it: a multipart form's `file` (and its other fields, a field given
 * more than once as a list), or the raw body. A JSON body (unless `rawJson`), a url-encoded
 * form, a form that cannot be read and one without a file are refused with `notAFile`.
 */
export async function readUpload(
  c: Context<AppEnv>,
  opts: { rawJson: boolean; notAFile: () => Error },
): Promise<{ bytes: Uint8Array; name: string; fields: Record<string, string | string[]> }> {
  const ct = c.req.header("content-type") ?? "";
  if ((isJsonType(ct) && !opts.rawJson) || /x-www-form-urlencoded/i.test(ct)) throw opts.notAFile();
  if (!/^multipart\/form-data/i.test(ct)) return { bytes: new Uint8Array(await c.req.arrayBuffer()), name: "", fields: {} };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw opts.notAFile();
  }
  const file = Array.isArray(form.file) ? form.file[0] : form.file;
  if (!(file instanceof File)) throw opts.notAFile();
  const fields: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(form)) {
    if (k === "file") continue;
    const strings = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string");
    if (strings.length) fields[k] = strings.length === 1 ? strings[0]! : strings;
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, fields };
}

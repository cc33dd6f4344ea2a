import type { Context } from "hono";
import { access, can } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { HttpError, issueMessage } from "../../platform/http.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Caller } from "./deps.ts";
import { scopeOf } from "../../platform/request-scope.ts";

export const tag = ["Compliance"];
/** Every compliance operation needs the `compliance` feature; reading needs view-compliance, changing manage-compliance. */
export const view = access({ permissions: ["view-compliance"], anyFeature: ["compliance"] });
export const manage = access({ permissions: ["manage-compliance"], anyFeature: ["compliance"] });

/** The viewer's active entity, as the compliance area sees it; a viewer without one has nothing here. */
export async function callerOf(c: Context<AppEnv>): Promise<Caller> {
  const scope = await scopeOf(c, "entity");
  const v = await viewerOf(c);
  return { scope, userId: v.userId, locale: c.get("locale"), canManage: can(v, "manage-compliance") };
}

/** A 400 with one issue per field, in the caller's language (for forms read by hand: multipart). */
export function fieldErrors(c: Context<AppEnv>, issues: { path: PropertyKey[]; code: string; message: string }[]): HttpError {
  const locale = c.get("locale");
  return new HttpError(
    400,
    "validation_failed",
    "errors:validation",
    {},
    issues.map((i) => ({ path: i.path.map(String).join("."), message: issueMessage(i, locale) })),
  );
}

/** An upload: a multipart form's `file` (and its other fields), or the raw body; JSON and url-encoded forms are not files. */
export async function readUpload(
  c: Context<AppEnv>,
  opts: { rawJson: boolean },
): Promise<{ bytes: Uint8Array; name: string; fields: Record<string, string | string[]> }> {
  const ct = c.req.header("content-type") ?? "";
  const sendFile = () => new HttpError(400, "file_required", "compliance:errors.fileRequired");
  const isJson = /^application\/(.+\+)?json/i.test(ct);
  if ((isJson && !opts.rawJson) || /x-www-form-urlencoded/i.test(ct)) throw sendFile();
  if (!/^multipart\/form-data/i.test(ct)) return { bytes: new Uint8Array(await c.req.arrayBuffer()), name: "", fields: {} };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw sendFile();
  }
  const file = Array.isArray(form.file) ? form.file[0] : form.file;
  if (!(file instanceof File)) throw sendFile();
  const fields: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(form)) {
    if (k === "file") continue;
    const strings = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string");
    if (strings.length) fields[k] = strings.length === 1 ? strings[0]! : strings;
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, fields };
}

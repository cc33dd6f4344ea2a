import { createHash } from "node:crypto";
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { errorSchema } from "../../../contract/errors.ts";
import type { AppEnv } from "../../platform/env.ts";
import { notFound } from "../../platform/http.ts";
import { isStorageKey, type Storage } from "../../platform/storage.ts";

const binary = { schema: { type: "string" as const, format: "binary" } };
const IMMUTABLE = "public, max-age=31536000, immutable";
/** An SVG opened on its own runs nothing and loads nothing, even if a browser were to try. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The last segment of a content-addressed key (storage.ts uploadKey): its hash names the bytes. */
const CONTENT_ADDRESSED = /\/([0-9a-f]{20})\.[a-z0-9]+$/;

const keyParams = z.object({
  key: z.string().max(512).openapi({
    description: "The file's storage key, slashes included (`t/{tenantId}/{purpose}/{hash}.{ext}`); written as is or percent-encoded.",
    example: "t/0b6f3c1e-8d2a-4f5b-9c7d-1a2b3c4d5e6f/whitelabel/3fa85f6457174562b3fc.png",
  }),
});

/** Documented as `/files/{key}`; served by a route whose parameter takes the rest of the path. */
const getFile = createRoute({
  method: "get",
  path: "/files/{key}",
  "x-resource": "file",
  tags: ["Files"],
  summary: "A stored file of the tenant serving this host (logos, favicons, portraits, course videos and their captions)",
  description:
    "Public, so pages and e-mails can show it. Only keys under `t/{tenantId}/` of the tenant this host serves are found; any other key is 404. Keys name their content, so the answer is cached for a year (`immutable`) and `If-None-Match` with the ETag answers 304. SVG comes with a Content-Security-Policy that lets it run and load nothing. `Range: bytes=…` (one range) answers 206 with that part and `Content-Range` (a range past the end: 416), so videos can be sought; `If-Range` with another ETag gets the whole file.",
  request: { params: keyParams },
  responses: {
    200: {
      description: "The file, with its own Content-Type",
      headers: { ETag: { schema: { type: "string" } }, "Cache-Control": { schema: { type: "string" } } },
      content: {
        "image/png": binary,
        "image/svg+xml": binary,
        "image/x-icon": binary,
        "video/mp4": binary,
        "video/webm": binary,
        "text/vtt": binary,
        "application/octet-stream": binary,
      },
    },
    206: {
      description: "The part of the file a `Range` header asked for",
      headers: { "Content-Range": { schema: { type: "string" } }, "Accept-Ranges": { schema: { type: "string" } } },
      content: { "video/mp4": binary, "video/webm": binary, "application/octet-stream": binary },
    },
    304: { description: "The copy the caller has (If-None-Match) is current" },
    416: { description: "The range asked for lies past the end of the file (`Content-Range: bytes */size`)" },
    404: { content: { "application/json": { schema: errorSchema } }, description: "No such file on this tenant" },
  },
});

/**
 * The one byte range a `Range: bytes=…` header asks for within `size` bytes: [start, end]
 * inclusive; "unsatisfiable" when it lies past the end; null when there is none to honour
 * (absent, malformed, or several ranges: the whole file answers, as RFC 9110 allows).
 */
export function byteRange(header: string | undefined, size: number): [number, number] | "unsatisfiable" | null {
  const m = header?.trim().match(/^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i);
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    // the last N bytes
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== "" && Number(m[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return [start, end];
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => bare(t) === etag);
}

export function filesRoutes(storage: Storage) {
  const app = new OpenAPIHono<AppEnv>();
  app.openAPIRegistry.registerPath(getFile);
  app.get("/files/:key{.+}", async (c: Context<AppEnv>) => {
    const key = c.req.param("key") ?? "";
    // another tenant's file is as absent as a file that never was
    if (!isStorageKey(key) || !key.startsWith(`t/${c.get("tenant").id}/`)) throw notFound();
    const file = await storage.get(key);
    if (!file) throw notFound();

    const hash = key.match(CONTENT_ADDRESSED)?.[1];
    const etag = `"${hash ?? createHash("sha256").update(file.bytes).digest("hex").slice(0, 20)}"`;
    const headers: Record<string, string> = {
      ETag: etag,
      // a key that does not name its content may be written again: revalidate it each time
      "Cache-Control": hash ? IMMUTABLE : "public, max-age=0, must-revalidate",
      "X-Content-Type-Options": "nosniff",
      // a video is sought by asking for a part of it
      "Accept-Ranges": "bytes",
    };
    if (/^image\/svg\+xml\b/i.test(file.contentType)) headers["Content-Security-Policy"] = SVG_POLICY;
    if (matches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
    const size = file.bytes.byteLength;
    // If-Range: a part only of the very bytes the caller has (a strong match), else the whole file
    const ifRange = c.req.header("if-range");
    const range = ifRange && ifRange.trim() !== etag ? null : byteRange(c.req.header("range"), size);
    if (range === "unsatisfiable") return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
    if (range) {
      const [start, end] = range;
      const part = file.bytes.subarray(start, end + 1);
      return c.body(part as Uint8Array<ArrayBuffer>, 206, {
        ...headers,
        // a part is never compressed on its way (its offsets are the file's)
        "Cache-Control": `${headers["Cache-Control"]}, no-transform`,
        "Content-Type": file.contentType,
        "Content-Range": `bytes ${start}-${end}/${size}`,
      });
    }
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Type": file.contentType });
  });
  return app;
}

import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { AppEnv } from "../platform/env.ts";
import { preferredEncoding } from "./compression.ts";

type Variant = { file: string; size: number };
type StaticFile = { rel: string; type: string; mtime: string; plain: Variant; br?: Variant; gzip?: Variant };

/** Files up to this size are kept in memory once read (the whole client build is a few MB). */
const MEMORY_MAX = 512 * 1024;

/**
 * The client build (hashed /assets/ and the copied public/ files), indexed once at start:
 * a page request costs a map lookup, not a file-system probe. A file with .br/.gz copies
 * (written at build time, scripts/precompress.mjs) is served in the best encoding the
 * request accepts, with Vary: Accept-Encoding; ranges and big files go to serveStatic.
 */
export function staticFiles(clientDir: string): MiddlewareHandler<AppEnv> {
  const index = new Map<string, StaticFile>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const variant = (file: string): Variant | undefined => {
    try {
      return { file, size: statSync(file).size };
    } catch {
      return undefined;
    }
  };
  for (const file of walk(clientDir)) {
    if (/\.(br|gz)$/.test(file)) continue;
    const rel = path.relative(clientDir, file).split(path.sep).join("/");
    const s = statSync(file);
    index.set(`/${rel}`, {
      rel,
      type: getMimeType(file) ?? "application/octet-stream",
      mtime: s.mtime.toUTCString(),
      plain: { file, size: s.size },
      br: variant(`${file}.br`),
      gzip: variant(`${file}.gz`),
    });
  }
  const memory = new Map<string, Buffer>();
  const bytes = (v: Variant) => {
    let b = memory.get(v.file);
    if (!b) {
      b = readFileSync(v.file);
      memory.set(v.file, b);
    }
    return b;
  };
  const root = path.relative(process.cwd(), clientDir);

  return async (c, next) => {
    const method = c.req.method;
    const hit = method === "GET" || method === "HEAD" ? index.get(c.req.path) : undefined;
    if (!hit) return next();
    const cacheControl = hit.rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";
    const encoding = hit.br || hit.gzip ? preferredEncoding(c.req.header("accept-encoding"), { br: !!hit.br, gzip: !!hit.gzip }) : null;
    const chosen = encoding === "br" ? hit.br! : encoding === "gzip" ? hit.gzip! : hit.plain;
    if (c.req.header("range") || chosen.size > MEMORY_MAX) {
      return serveStatic<AppEnv>({ root, path: hit.rel, onFound: (_p, ctx) => void ctx.header("Cache-Control", cacheControl) })(c, next);
    }
    const headers: Record<string, string> = {
      "Content-Type": hit.type,
      "Content-Length": String(chosen.size),
      "Cache-Control": cacheControl,
      "Last-Modified": hit.mtime,
    };
    if (hit.br || hit.gzip) headers.Vary = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    return method === "HEAD" ? c.body(null, 200, headers) : c.body(bytes(chosen) as Uint8Array<ArrayBuffer>, 200, headers);
  };
}

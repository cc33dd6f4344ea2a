import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../platform/env.ts";
import { stringBody } from "./lightweight-body.ts";

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with: brotli, else gzip, among those the request accepts (q > 0)
 * and the caller has. Header values are short; this runs on every response.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean } = { br: true, gzip: true },
): Encoding | null {
  if (!acceptEncoding) return null;
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br" || name === "*") br = true;
    if (name === "gzip" || name === "*") gzip = true;
  }
  if (br && available.br) return "br";
  if (gzip && available.gzip) return "gzip";
  return null;
}

/** Bodies smaller than this fit one TCP segment with their headers: compressing them gains nothing. */
export const DYNAMIC_MIN_BYTES = 1400;
/** Text worth compressing; everything else (images, fonts, video, archives) already is, or is binary. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|[a-z.+-]+\+(json|xml))|image\/svg\+xml)/i;
/** Bodies the renderer streams (documents, and the data of client navigations): never buffered. */
const STREAMED = /^text\/(html|x-script)/i;
// brotli 4 and gzip 6: close to the best ratio for HTML and JSON at a fraction of the CPU of
// the build-time levels (11 / 9), which only pay off for files compressed once.
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };
const GZIP_LEVEL = 6;

function compressBuffer(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(body, { params: BROTLI_PARAMS }) : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * A streamed body (server-rendered HTML) compressed as it streams: each burst of chunks the
 * renderer writes in one turn is flushed at the end of that turn, so the shell and each
 * streamed boundary reach the browser without waiting for the end of the page.
 */
function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const z: BrotliCompress | Gzip = encoding === "br" ? createBrotliCompress({ params: BROTLI_PARAMS }) : createGzip({ level: GZIP_LEVEL });
  let flushQueued = false;
  const flush = () => {
    flushQueued = false;
    if (!z.writableEnded) z.flush();
  };
  void (async () => {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        z.write(value);
        if (!flushQueued) {
          flushQueued = true;
          setImmediate(flush);
        }
      }
      z.end();
    } catch (e) {
      z.destroy(e as Error);
    }
  })();
  return Readable.toWeb(z) as unknown as ReadableStream<Uint8Array>;
}

const encoder = new TextEncoder();

/** Bodies compressed once, by the very string a cached read answers (its hash is computed once). */
const compressedOnce = new Map<string, Partial<Record<Encoding, Buffer>>>();
/** Distinct cached bodies kept compressed: a brand per site and origin; past it, the map starts over. */
const COMPRESSED_ONCE_MAX = 512;

/**
 * `body` compressed for `encoding`, computed on its first request and kept: a public read kept
 * in memory (Area.cachedReads) that is too large to skip compression would otherwise be
 * compressed again on every request, which costs several times the rest of the answer.
 */
export function compressOnce(body: string, encoding: Encoding): Buffer {
  let entry = compressedOnce.get(body);
  if (!entry) {
    if (compressedOnce.size >= COMPRESSED_ONCE_MAX) compressedOnce.clear();
    compressedOnce.set(body, (entry = {}));
  }
  return (entry[encoding] ??= compressBuffer(encoder.encode(body), encoding));
}

/**
 * Compresses HTML, JSON and other text responses on the fly for clients that accept it.
 * Leaves alone: bodies already encoded (the precompressed static files), event streams,
 * binary types, HEAD and bodiless answers, `Cache-Control: no-transform`, and small bodies.
 */
export const compressResponses: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // a small answer that wrote its own headers (platform/sealed-response.ts) is sent as it is
  if (c.get("sealed")) return;
  const res = c.res;
  // headers and status only until compression is decided: reading a body (even `res.body`)
  // turns the server's lightweight response into a full web Response
  if (c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
  const headers = res.headers;
  const type = headers.get("content-type");
  if (!type || !COMPRESSIBLE.test(type) || headers.has("content-encoding") || /no-transform/i.test(headers.get("cache-control") ?? ""))
    return;
  const length = headers.get("content-length");
  if (length !== null && Number(length) < DYNAMIC_MIN_BYTES) return;
  // a short text body (most API answers) is sent as it is, whatever the request accepts
  const text = STREAMED.test(type) ? null : stringBody(res);
  if (text !== null && (text.length * 3 < DYNAMIC_MIN_BYTES || Buffer.byteLength(text) < DYNAMIC_MIN_BYTES)) {
    headers.append("Vary", "Accept-Encoding");
    return;
  }
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  // a response varies by Accept-Encoding as soon as it could have been compressed
  if (!encoding) {
    headers.append("Vary", "Accept-Encoding");
    return;
  }
  let body: Uint8Array | ReadableStream<Uint8Array>;
  if (STREAMED.test(type)) {
    if (!res.body) return;
    body = compressStream(res.body, encoding);
  } else {
    const raw =
      text === null ? new Uint8Array(await res.arrayBuffer()) : Buffer.byteLength(text) < DYNAMIC_MIN_BYTES ? null : encoder.encode(text);
    if (raw === null || raw.length < DYNAMIC_MIN_BYTES) {
      headers.append("Vary", "Accept-Encoding");
      if (text === null && raw) {
        c.res = undefined; // it was read: the same bytes again
        c.res = new Response(raw as BodyInit, { status: res.status, headers });
      }
      return;
    }
    body = compressBuffer(raw, encoding);
  }
  const out = new Headers(headers);
  out.append("Vary", "Accept-Encoding");
  out.delete("Content-Length");
  out.set("Content-Encoding", encoding);
  c.res = undefined; // replaced, not merged: the old headers must not come back
  c.res = new Response(body as BodyInit, { status: res.status, headers: out });
};

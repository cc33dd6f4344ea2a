import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

/** How much of a refused body is still read, and for how long, so its sender gets to read the 413. */
export const DRAIN_BYTES = 64 * 1024 * 1024;
export const DRAIN_MS = 10_000;

/**
 * A ceiling on a request's body: its Content-Length when it declares one, else counted as it
 * streams. Over it, the answer is `tooLarge` (a 413), sent once the rest of the body has been
 * read and dropped. A server that answers while its client is still sending and then closes
 * the socket makes the client's system reset the connection, often before the client has
 * read the answer ("connection reset" instead of "too large"); reading the rest first — up to
 * DRAIN_BYTES and DRAIN_MS, then the connection is closed regardless — lets it read the 413.
 *
 * A body the API has already read (its input guard, for a route that checks again) is measured
 * from what was read.
 */
export function limitBody(maxSize: number, tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const read = await sizeAlreadyRead(c);
    if (read !== null) return read > maxSize ? refuse(c, tooLarge, null) : next();
    const declared = request.headers.get("content-length");
    if (declared !== null && !request.headers.has("transfer-encoding")) {
      return Number(declared) > maxSize ? refuse(c, tooLarge, request.body.getReader()) : next();
    }
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return refuse(c, tooLarge, reader);
      chunks.push(value);
    }
    c.req.raw = new Request(request, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

async function refuse(
  c: Context<AppEnv>,
  tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>,
  rest: ReadableStreamDefaultReader<Uint8Array> | null,
) {
  const drained = rest ? await drain(rest) : true;
  // what was not read is still on its way: this connection cannot carry another request
  if (!drained) c.header("Connection", "close");
  return tooLarge(c);
}

/** Reads and drops the rest of a body; false when it was longer or slower than the bounds allow. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), DRAIN_MS)));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") return false;
      if (next.done) return true;
      size += next.value.byteLength;
      if (size > DRAIN_BYTES) return false;
    }
  } catch {
    // the client gave up sending: nothing left to read
    return true;
  } finally {
    clearTimeout(timer);
    try {
      reader.releaseLock();
    } catch {
      // a read still pending: the server closes the connection after the answer anyway
    }
  }
}

/** The size of a body something before this middleware already read into Hono's cache, or null. */
async function sizeAlreadyRead(c: Context<AppEnv>): Promise<number | null> {
  const cache = c.req.bodyCache;
  if (cache.arrayBuffer) return (await cache.arrayBuffer).byteLength;
  if (cache.text) return Buffer.byteLength(await cache.text);
  return null;
}

// @hono/node-server (pinned) answers with a lightweight Response that keeps a string body as
// is, under its "cache" symbol, until something reads it; reading it the standard way builds a
// web stream for a few hundred bytes of JSON, which costs more than the rest of a cached API
// call. Compression and the pages' in-process API calls read such a body here instead.

/** The response's body when it is a string not yet read; null: read it the standard way. */
export function stringBody(res: Response): string | null {
  cacheKey ??= Object.getOwnPropertySymbols(res).find((k) => k.description === "cache");
  const body = cacheKey ? (res as unknown as Record<symbol, unknown[] | undefined>)[cacheKey]?.[1] : undefined;
  return typeof body === "string" ? body : null;
}
/** The lightweight response's symbol, found on the first response that has one. */
let cacheKey: symbol | undefined;

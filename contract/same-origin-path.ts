/**
 * `raw` as a path of `origin`, or null when it would leave it. Parsed as browsers parse it
 * (WHATWG URL), so tabs, newlines and backslashes that turn "/\t/evil.example" or
 * "/\\evil.example" into another host are caught, not pattern-matched.
 */
export function sameOriginPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, `${origin}/`);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

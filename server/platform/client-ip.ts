import type { Context } from "hono";
import type { AppEnv } from "./env.ts";

const bare = (addr: string) =>
  addr
    .trim()
    .replace(/^::ffff:/, "")
    .replace(/^\[(.*)\]$/, "$1");

/**
 * The visitor's address. Behind trusted proxies it is the hop the nearest trusted proxy
 * appended to X-Forwarded-For: the list is read from the right, skipping our own proxies, so
 * whatever a client wrote at the left cannot dodge or forge per-address limits and reports.
 */
export function clientAddress(forwardedFor: string | undefined, remote: string | undefined, trusted: readonly string[]): string {
  const socket = remote ? bare(remote) : undefined;
  const isTrusted = (a: string) => trusted.includes("*") || trusted.includes(a);
  if (!socket || !forwardedFor || !isTrusted(socket)) return socket ?? "local";
  const hops = forwardedFor.split(",").map(bare).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(hops[i]!) || i === 0) return hops[i]!;
  }
  return socket;
}

/** This request's client address, worked out once by the request context. */
export function clientIp(c: Context<AppEnv>): string {
  return c.get("clientIp") ?? "local";
}

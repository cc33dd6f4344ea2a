import type { Context } from "hono";
import type { AppEnv } from "../platform/env.ts";
import { sharePageSession, type PageSession } from "../platform/page-session.ts";
import type { CookieJar } from "./cookie-jar.ts";
import { stringBody } from "./lightweight-body.ts";

// The API calls a page makes in-process answer the page, not a browser: they have no socket,
// and the page's own response gets the headers and the compression.
const inProcess = new WeakSet<Request>();

/** Whether the request is an API call a page made in-process (not one from the network). */
export const isInProcess = (request: Request) => inProcess.has(request);

/** The visitor's headers an in-process call carries, so the API sees the same host, language and client. */
const FORWARDED = ["host", "accept-language", "x-forwarded-proto", "x-forwarded-host", "x-forwarded-for", "user-agent"];

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The page's `api(path, init)` (contract/app-context.ts): a call through the whole app, in
 * process, with the visitor's headers and the jar's cookies; the cookies it sets go into the jar
 * for the calls that follow and for the page's answer.
 */
export function inProcessApi(c: Context<AppEnv>, app: { fetch: Fetch }, jar: CookieJar, session: PageSession) {
  const origin = c.get("origin");
  const env = c.env;
  const reads = new Map<string, Promise<{ status: number; headers: Headers; body: string }>>();
  return async (p: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    for (const h of FORWARDED) {
      const v = c.req.header(h);
      if (v && !headers.has(h)) headers.set(h, v);
    }
    if (!headers.has("cookie") && jar.header()) headers.set("cookie", jar.header());
    headers.set("x-request-id", c.get("requestId"));
    headers.set("origin", origin);
    // The guards and the loaders of one page may read the same thing (the brand): one call,
    // as long as nothing was written since and the cookies are the same.
    const method = (init?.method ?? "GET").toUpperCase();
    if (method !== "GET") reads.clear();
    const key = method === "GET" && !init?.body ? `${p}\n${[...headers].join("\n")}` : null;
    const earlier = key ? reads.get(key) : undefined;
    if (earlier) return replay(await earlier);
    const call = async () => {
      const request = new Request(new URL(p, c.req.url), { ...init, headers });
      inProcess.add(request);
      sharePageSession(request, session);
      const res = await app.fetch(request, env);
      jar.absorb(res.headers.getSetCookie());
      return res;
    };
    if (!key) return call();
    const read = call().then(async (res) => ({ status: res.status, headers: res.headers, body: stringBody(res) ?? (await res.text()) }));
    reads.set(key, read);
    return replay(await read);
  };
}

/**
 * A fresh response from a read kept for the rest of the page request. Its text and JSON are
 * read from the string it holds, without the web stream a standard read builds.
 */
function replay({ status, headers, body }: { status: number; headers: Headers; body: string }) {
  if ([204, 205, 304].includes(status)) return new Response(null, { status, headers });
  // defined, not assigned: the lightweight Response's methods are read-only on its prototype
  return Object.defineProperties(new Response(body, { status, headers }), {
    text: { value: () => Promise.resolve(body) },
    json: { value: () => new Promise((resolve) => resolve(JSON.parse(body))) },
  });
}

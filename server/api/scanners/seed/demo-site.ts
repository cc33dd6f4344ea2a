import type { CaaRecord, DnsClient, Lookup, MxRecord } from "../checks/dns-client.ts";
import type { EmailDns } from "../checks/email/dns-client.ts";
import type { FetchedResponse, HeadersEvidence } from "../checks/headers/evidence.ts";
import type { Outbound, OutboundResponse } from "../../../platform/outbound.ts";

/**
 * What the demo's site (Acme's www.acme.test) showed the world, week by week, as its owners fixed
 * their findings: the answers its web server gave and the DNS records its domain published. The
 * real analysers read them (scanner-demo.ts); nothing here leaves the process.
 */

type HeaderSet = Record<string, string | string[]>;
const lists = (h: HeaderSet): Record<string, string[]> =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

/** The home page's headers: one fix at a time. */
function pageHeaders(week: number): HeaderSet {
  const h: HeaderSet = { "content-type": "text/html; charset=utf-8", server: week >= 2 ? "nginx" : "nginx/1.18.0" };
  if (week === 1) h["x-powered-by"] = "PHP/7.4.3";
  h["set-cookie"] =
    week >= 4
      ? "session=demo; Path=/; Secure; HttpOnly; SameSite=Lax"
      : week >= 3
        ? "session=demo; Path=/; Secure; HttpOnly"
        : "session=demo; Path=/";
  if (week >= 2) {
    h["x-content-type-options"] = "nosniff";
    h["x-frame-options"] = "DENY";
  }
  if (week >= 3) h["strict-transport-security"] = week >= 6 ? "max-age=63072000; includeSubDomains" : "max-age=31536000";
  if (week >= 4) h["referrer-policy"] = "strict-origin-when-cross-origin";
  if (week >= 5)
    h["content-security-policy"] =
      "default-src 'self'; script-src 'self' https://cdn.acme.test; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
  if (week >= 6) h["cross-origin-resource-policy"] = "same-origin";
  return h;
}

/** The home page: a script from a CDN (its hash added in week 5), a logo over plain http until week 3. */
function pageBody(week: number): string {
  const integrity =
    week >= 5 ? ' integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC" crossorigin="anonymous"' : "";
  const logo = week >= 3 ? "/logo.png" : "http://cdn.acme.test/logo.png";
  return `<!doctype html><html lang="en"><head><title>Acme Corporation</title><script src="https://cdn.acme.test/app.js"${integrity}></script></head><body><img src="${logo}" alt="Acme"><h1>Acme</h1></body></html>`;
}

/** The responses the headers checks gather: http:// redirecting to https://, the page, robots.txt. */
export function demoHeadersEvidence(host: string, week: number): HeadersEvidence {
  const page = `https://${host}/`;
  const answer: FetchedResponse = { url: page, status: 200, headers: lists(pageHeaders(week)) };
  return {
    host,
    http: {
      startUrl: `http://${host}/`,
      hops: [{ url: `http://${host}/`, status: 301, headers: { location: [page] } }, answer],
      verified: true,
      body: "",
    },
    https: { startUrl: page, hops: [answer], verified: true, body: pageBody(week) },
    cors: null,
    robots: { hops: [{ url: `https://${host}/robots.txt`, status: 200, headers: { "content-type": ["text/plain"] } }] },
  };
}

/**
 * The site as the exposure probes find it: the home page, an .env left in the web folder the first
 * week, a security.txt from week 4 (expiring a year after each scan), "not found" for the rest.
 */
export function demoSite(week: number, now: Date): Outbound["request"] {
  const answer = (url: string, status: number, headers: HeaderSet, body: string): OutboundResponse => ({
    url,
    redirects: [],
    status,
    statusText: status === 200 ? "OK" : "Not Found",
    httpVersion: "1.1",
    headers: lists(headers),
    rawHeaders: Object.entries(lists(headers)).flatMap(([k, vs]) => vs.flatMap((v) => [k, v])),
    body: Buffer.from(body),
    truncated: false,
    remoteAddress: "192.0.2.80",
    remotePort: 443,
  });
  const expires = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
  return async (target) => {
    const url = new URL(target);
    if (url.pathname === "/") return answer(url.href, 200, pageHeaders(week), pageBody(week));
    if (url.pathname === "/.env" && week === 1)
      return answer(
        url.href,
        200,
        { "content-type": "text/plain" },
        "APP_ENV=production\nDB_PASSWORD=change-me\nMAIL_PASSWORD=change-me\n",
      );
    if (url.pathname === "/.well-known/security.txt" && week >= 4) {
      return answer(
        url.href,
        200,
        { "content-type": "text/plain; charset=utf-8" },
        `Contact: mailto:security@acme.test\nExpires: ${expires}\nPreferred-Languages: en, pt\n`,
      );
    }
    return answer(
      url.href,
      404,
      { "content-type": "text/html; charset=utf-8", server: "nginx" },
      "<!doctype html><title>Not found</title><h1>Not found</h1>",
    );
  };
}

/** DNS answers from a table: a name the table lists is found; any other name under the domain has no such record, the rest do not exist. */
export function tableDns(domain: string, records: { txt: Record<string, string[]>; mx: MxRecord[]; caa: CaaRecord[] }): EmailDns {
  let asked = 0;
  const lookup = <T>(name: string, found: T[] | undefined): Lookup<T> => {
    asked++;
    if (found?.length) return { status: "found", records: found };
    return name === domain || name.endsWith(`.${domain}`) ? { status: "nodata" } : { status: "nxdomain" };
  };
  const dns: DnsClient = {
    txt: async (name) => lookup(name, records.txt[name]),
    mx: async (name) => lookup(name, name === domain ? records.mx : undefined),
    a: async (name) => lookup(name, records.mx.some((m) => m.exchange === name) ? ["192.0.2.25"] : undefined),
    aaaa: async (name) => lookup<string>(name, undefined),
    caa: async (name) => lookup(name, name === domain ? records.caa : undefined),
    cname: async (name) => lookup<string>(name, undefined),
    ask: async () => {
      throw new Error("the demo's DNS is a table: it asks no server");
    },
    servers: () => [],
    questions: () => asked,
  };
  return { ...dns, dnssec: async (name) => lookup<Buffer>(name, undefined) };
}

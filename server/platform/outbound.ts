import type { Config } from "./config.ts";
import { type AddressJudgement, judgeAddress } from "./outbound-address.ts";
import { OutboundError } from "./outbound-error.ts";
import { type HopResponse, requestHop, type TlsOptions } from "./outbound-hop.ts";
import { addressesOf, type Resolve, type ResolvedAddress, serverResolve, systemResolve } from "./outbound-resolve.ts";

export { judgeAddress } from "./outbound-address.ts";
export { OutboundError, type OutboundErrorCode } from "./outbound-error.ts";
export type { TlsDetails, TlsOptions } from "./outbound-hop.ts";

/**
 * The one way the product fetches a URL that a user gave (docs/decisions/0029-safe-outbound-requests.md):
 * http(s) only, the host resolved once and every address judged before any connection, the
 * connection pinned to those addresses, each redirect judged from scratch, and every response
 * bounded in time and size.
 */

/** Whether a request may connect to `address` for `host`; the default is judgeAddress. */
export type AddressRule = (address: string, target: { host: string; port: number }) => AddressJudgement;

export interface OutboundLimits {
  maxRedirects: number;
  connectTimeoutMs: number;
  /** For the whole call, redirects included. */
  timeoutMs: number;
  maxBodyBytes: number;
  maxHeaderBytes: number;
  maxUrlLength: number;
}

export const DEFAULT_LIMITS: OutboundLimits = {
  maxRedirects: 5,
  connectTimeoutMs: 5000,
  timeoutMs: 15_000,
  maxBodyBytes: 5 * 1024 * 1024,
  maxHeaderBytes: 32 * 1024,
  maxUrlLength: 2048,
};

export interface SafeRequestOptions extends Partial<OutboundLimits> {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** false: a 3xx is the answer (a scanner that walks redirects itself). Default true. */
  followRedirects?: boolean;
  /** Follow an https page's redirect to http (a scanner judging it); refused by default. */
  allowHttpsDowngrade?: boolean;
  /** A body past maxBodyBytes: "refuse" (too_large, the default) or "truncate" (cut, `truncated`). */
  onTooLarge?: "truncate" | "refuse";
  tls?: TlsOptions;
  /** Give the connection's TLS protocol, cipher and certificate chain in the response. */
  tlsDetails?: boolean;
  /** The operator's OUTBOUND_ALLOW_PRIVATE_NETWORKS. */
  allowPrivate?: boolean;
  /** Replaces the address rule (tests that need one loopback fixture to pass); keep the default in the product. */
  rule?: AddressRule;
  /** How host names become addresses; the system's resolver by default. */
  resolve?: Resolve;
}

export interface RedirectStep {
  url: string;
  status: number;
  location: string;
  remoteAddress: string;
}

export interface OutboundResponse extends HopResponse {
  /** The URL that answered, after redirects. */
  url: string;
  /** Each redirect followed, in order. */
  redirects: RedirectStep[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Sent to one origin only: a redirect elsewhere must not carry them.
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

function targetOf(raw: string, base: URL | undefined, maxUrlLength: number, redirects: string[]): URL {
  const bad = (why: string) => new OutboundError("bad_url", why, { url: raw.slice(0, 200), redirects });
  if (raw.length > maxUrlLength) throw bad(`the URL is longer than ${maxUrlLength} characters`);
  let url: URL;
  try {
    // The WHATWG parser is the one judge of the host: it turns IDN into punycode and the
    // numeric spellings of an address (2130706433, 0x7f.1, 017700000001) into 127.0.0.1.
    url = new URL(raw, base);
  } catch {
    throw bad("not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw bad(`only http and https are fetched, not ${url.protocol}`);
  if (url.username || url.password) throw bad("a URL with credentials in it is not fetched");
  if (!url.hostname) throw bad("the URL has no host");
  if (url.href.length > maxUrlLength) throw bad(`the URL is longer than ${maxUrlLength} characters`);
  url.hash = "";
  return url;
}

function withinDeadline<T>(p: Promise<T>, deadline: number, url: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new OutboundError("timeout", "the name took longer than allowed to resolve", { url })),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export interface VettingContext {
  rule: AddressRule;
  resolve: Resolve;
  /** Epoch ms by which the name must have resolved. */
  deadline: number;
  /** What errors name as the target (the URL being fetched, or tls://host:port for a handshake). */
  url: string;
  redirects?: string[];
}

/** The address rule of the options: theirs, or judgeAddress with the operator's switch. */
export const ruleOf = (o: { rule?: AddressRule; allowPrivate?: boolean }): AddressRule =>
  o.rule ?? ((address) => judgeAddress(address, { allowPrivate: o.allowPrivate }));

/**
 * Resolves a host (a URL's hostname: a name, an IPv4 literal or a bracketed IPv6 one) once and
 * judges every address; any refused address refuses the host. What a connection may then reach.
 */
export async function vettedAddresses(host: string, port: number, v: VettingContext): Promise<ResolvedAddress[]> {
  const redirects = v.redirects ?? [];
  let addresses: ResolvedAddress[];
  try {
    addresses = await withinDeadline(addressesOf(host, v.resolve), v.deadline, v.url);
  } catch (e) {
    if (e instanceof OutboundError) Object.assign(e.details, { url: v.url, redirects });
    throw e;
  }
  for (const a of addresses) {
    const verdict = v.rule(a.address, { host, port });
    if (!verdict.allowed) {
      throw new OutboundError("refused_address", `${host} is ${a.address}, which is not fetched (${verdict.reason})`, {
        url: v.url,
        address: a.address,
        reason: verdict.reason,
        redirects,
      });
    }
  }
  return addresses;
}

/** Fetches a user-given URL within the address rule and the limits; throws OutboundError. */
export async function safeRequest(input: string | URL, options: SafeRequestOptions = {}): Promise<OutboundResponse> {
  const o = { ...DEFAULT_LIMITS, ...options };
  const deadline = Date.now() + o.timeoutMs;
  const rule = ruleOf(o);
  const resolve = o.resolve ?? systemResolve;
  const redirects: RedirectStep[] = [];
  const followed = () => redirects.map((r) => r.url);

  let url = targetOf(String(input), undefined, o.maxUrlLength, []);
  let method = (o.method ?? "GET").toUpperCase();
  let body = o.body === undefined ? undefined : Buffer.from(o.body);
  let headers: Record<string, string> = Object.fromEntries(Object.entries(o.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  delete headers.host;

  for (;;) {
    const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
    const addresses = await vettedAddresses(url.hostname, port, { rule, resolve, deadline, url: url.href, redirects: followed() });
    const res = await requestHop({
      url,
      method,
      headers,
      body,
      addresses,
      connectTimeoutMs: o.connectTimeoutMs,
      deadline,
      maxBodyBytes: o.maxBodyBytes,
      maxHeaderBytes: o.maxHeaderBytes,
      onTooLarge: o.onTooLarge ?? "refuse",
      tls: o.tls ?? {},
      tlsDetails: o.tlsDetails ?? false,
    }).catch((e: OutboundError) => {
      e.details.redirects = followed();
      throw e;
    });
    const location = res.headers.location?.[0];
    if (o.followRedirects === false || !REDIRECTS.has(res.status) || location === undefined) {
      return { ...res, url: url.href, redirects };
    }
    if (redirects.length >= o.maxRedirects) {
      throw new OutboundError("too_many_redirects", `more than ${o.maxRedirects} redirects`, {
        url: url.href,
        redirects: [...followed(), url.href],
      });
    }
    const next = targetOf(location, url, o.maxUrlLength, [...followed(), url.href]);
    if (url.protocol === "https:" && next.protocol === "http:" && !o.allowHttpsDowngrade) {
      throw new OutboundError("insecure_redirect", `${url.href} redirects to plain http (${next.href})`, {
        url: url.href,
        redirects: [...followed(), url.href],
      });
    }
    redirects.push({ url: url.href, status: res.status, location: next.href, remoteAddress: res.remoteAddress });
    // as browsers do: 303 always, and 301/302 after a POST, continue as a GET without the body
    if (res.status === 303 ? method !== "HEAD" : (res.status === 301 || res.status === 302) && method === "POST") {
      method = "GET";
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith("content-")));
    }
    if (next.origin !== url.origin) headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !CREDENTIAL_HEADERS.includes(k)));
    url = next;
  }
}

/** The defaults the operator chose (config), for safeRequest. */
export function outboundDefaults(c: Config): SafeRequestOptions {
  return {
    allowPrivate: c.OUTBOUND_ALLOW_PRIVATE_NETWORKS,
    resolve: c.SCANNER_DNS_SERVER ? serverResolve(c.SCANNER_DNS_SERVER, c.OUTBOUND_CONNECT_TIMEOUT_MS) : systemResolve,
    maxRedirects: c.OUTBOUND_MAX_REDIRECTS,
    connectTimeoutMs: c.OUTBOUND_CONNECT_TIMEOUT_MS,
    timeoutMs: c.OUTBOUND_TIMEOUT_MS,
    maxBodyBytes: c.OUTBOUND_MAX_BODY_BYTES,
    maxHeaderBytes: c.OUTBOUND_MAX_HEADER_BYTES,
  };
}

/** safeRequest with the operator's settings; what features take from the platform. */
export function createOutbound(c: Config) {
  const defaults = outboundDefaults(c);
  return {
    request: (url: string | URL, options: SafeRequestOptions = {}) => safeRequest(url, { ...defaults, ...options }),
  };
}

export type Outbound = ReturnType<typeof createOutbound>;

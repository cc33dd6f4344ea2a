import { isIP } from "node:net";
import zlib from "node:zlib";
import { OutboundError, type Outbound, type SafeRequestOptions } from "../../../../platform/outbound.ts";
import { CookieJar } from "./cookie-jar.ts";
import type { Failure, FetchedResponse, FetchSession, FollowUp, HeadersEvidence } from "./evidence.ts";

/**
 * Gathers what the headers checks judge, as the MDN HTTP Observatory gathers it, through the one
 * outbound module (docs/decisions/0029-safe-outbound-requests.md), every redirect judged by its
 * address rule:
 * - http://host/ and https://host/, each followed through its redirects by hand, every response
 *   kept, with a cookie jar per session; a certificate that fails verification is noted and the
 *   session fetched again without checking it, so the headers can still be judged;
 * - a preflight (OPTIONS with a made-up Origin) to the page the site settled on;
 * - when the certificate failed, /robots.txt too (the Observatory's cookies then include it).
 * Nothing here decides anything: analyseHeaders does.
 */

export interface HeadersTarget {
  /** A host name or address, as stored for the site (IDN already in punycode). */
  host: string;
  /** Ports other than 80 and 443 (sites on 8080/8443, and test fixtures). */
  httpPort?: number;
  httpsPort?: number;
}

export interface CollectOptions {
  /** The outbound module with the operator's settings (createOutbound(config)). */
  outbound: Pick<Outbound, "request">;
  /** Redirects followed per session; the operator's OUTBOUND_MAX_REDIRECTS by default. */
  maxRedirects?: number;
  /** The page's body is cut here (the SRI and meta checks read the start of big pages). */
  maxBodyBytes?: number;
}

/** The Origin the preflight carries: .invalid can never be a real site (RFC 6761), so a server
 * that echoes it with credentials allowed echoes any origin. */
export const PROBE_ORIGIN = "https://cors-probe.scanner.invalid";
const USER_AGENT = "Mozilla/5.0 (compatible; Skill5SecurityScanner/1.0)";
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const DEFAULT_REDIRECTS = 5;
const DEFAULT_BODY_BYTES = 2 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Certificate problems (OpenSSL's and Node's codes): the site answers, but over a certificate a
// browser would refuse. Any other TLS failure means there is no https to judge.
const CERTIFICATE_ERRORS = new Set([
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_CRL",
  "UNABLE_TO_DECRYPT_CERT_SIGNATURE",
  "UNABLE_TO_DECRYPT_CRL_SIGNATURE",
  "UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY",
  "CERT_SIGNATURE_FAILURE",
  "CRL_SIGNATURE_FAILURE",
  "CERT_NOT_YET_VALID",
  "CERT_HAS_EXPIRED",
  "CRL_NOT_YET_VALID",
  "CRL_HAS_EXPIRED",
  "ERROR_IN_CERT_NOT_BEFORE_FIELD",
  "ERROR_IN_CERT_NOT_AFTER_FIELD",
  "ERROR_IN_CRL_LAST_UPDATE_FIELD",
  "ERROR_IN_CRL_NEXT_UPDATE_FIELD",
  "OUT_OF_MEM",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "CERT_CHAIN_TOO_LONG",
  "CERT_REVOKED",
  "INVALID_CA",
  "PATH_LENGTH_EXCEEDED",
  "INVALID_PURPOSE",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "HOSTNAME_MISMATCH",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

interface Walk {
  method: string;
  headers: Record<string, string>;
  verify: boolean;
  /** Cookies go out from and come back into this jar; none are sent without one. */
  jar?: CookieJar;
}

type Fetched = { hops: FetchedResponse[]; body: Buffer; contentEncoding: string | undefined };

export async function collectHeadersEvidence(target: HeadersTarget, options: CollectOptions): Promise<HeadersEvidence> {
  const host = target.host.toLowerCase();
  const name = isIP(host) === 6 ? `[${host}]` : host;
  const port = (p: number | undefined) => (p ? `:${p}` : "");
  const maxRedirects = options.maxRedirects ?? DEFAULT_REDIRECTS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_BODY_BYTES;

  /** Requests `start` and follows its redirects one by one, as the Observatory's session does. */
  async function walk(start: string, w: Walk, readBody = false): Promise<Fetched> {
    const hops: FetchedResponse[] = [];
    let url = start;
    let method = w.method;
    for (let followed = 0; ; followed++) {
      const cookie = w.jar?.headerFor(url);
      const req: SafeRequestOptions = {
        method,
        headers: { "user-agent": USER_AGENT, ...w.headers, ...(cookie ? { cookie } : {}) },
        followRedirects: false,
        onTooLarge: "truncate",
        maxBodyBytes: readBody ? maxBodyBytes : 64 * 1024,
        tls: w.verify ? {} : { rejectUnauthorized: false },
      };
      const res = await options.outbound.request(url, req);
      hops.push({ url: res.url, status: res.status, headers: res.headers });
      w.jar?.store(res.url, res.headers["set-cookie"] ?? []);
      if (!REDIRECTS.has(res.status) || followed >= maxRedirects) {
        return { hops, body: res.body, contentEncoding: res.headers["content-encoding"]?.[0] };
      }
      // A redirect without Location is followed to "undefined" relative to the page, as the
      // Observatory's client does: that is where a browser-like client ends up too.
      url = new URL(res.headers.location?.[0] ?? "undefined", url).href;
      if (res.status === 303 && method !== "HEAD") method = "GET";
    }
  }

  /** A session from `start`, fetched again without verification after a certificate error. */
  async function session(start: string): Promise<{ session: FetchSession; jar: CookieJar } | { failure: Failure }> {
    const attempt = async (verify: boolean) => {
      const jar = new CookieJar();
      const got = await walk(start, { method: "GET", headers: { accept: PAGE_ACCEPT }, verify, jar }, true);
      return {
        session: { startUrl: start, hops: got.hops, verified: verify, body: bodyText(got.body, got.contentEncoding, maxBodyBytes) },
        jar,
      };
    };
    try {
      return await attempt(true);
    } catch (e) {
      if (e instanceof OutboundError && e.code === "tls_error" && CERTIFICATE_ERRORS.has(e.details.systemCode ?? "")) {
        try {
          return await attempt(false);
        } catch (again) {
          return { failure: failureOf(again) };
        }
      }
      return { failure: failureOf(e) };
    }
  }

  const [http, https] = await Promise.all([
    session(`http://${name}${port(target.httpPort)}/`),
    session(`https://${name}${port(target.httpsPort)}/`),
  ]);
  const evidence: HeadersEvidence = {
    host,
    http: "session" in http ? http.session : null,
    https: "session" in https ? https.session : null,
    cors: null,
    robots: null,
    failures: { ...("failure" in http ? { http: http.failure } : {}), ...("failure" in https ? { https: https.failure } : {}) },
  };
  const page = "session" in https ? https : "session" in http ? http : null;
  if (!page) return evidence;

  // Later requests of the session: without a verified certificate the Observatory's client
  // shares the page's jar (and its robots.txt request decides where the preflight goes).
  const verified = page.session.verified;
  const jar = verified ? undefined : page.jar;
  let preflightUrl = page.session.hops.at(-1)!.url;
  if (!verified) {
    const robots = await followUp(() =>
      walk(new URL("/robots.txt", preflightUrl).href, { method: "GET", headers: { accept: "text/plain,*/*;q=0.8" }, verify: false, jar }),
    );
    evidence.robots = robots;
    const last = robots?.hops.at(-1);
    if (last && last.status >= 200 && last.status < 300) preflightUrl = robots!.hops[0]!.url;
  }
  const cors = await followUp(() =>
    walk(preflightUrl, {
      method: "OPTIONS",
      headers: { accept: PAGE_ACCEPT, origin: PROBE_ORIGIN, "access-control-request-method": "GET" },
      verify: verified,
      jar,
    }),
  );
  evidence.cors = cors ? { ...cors, origin: PROBE_ORIGIN } : null;
  return evidence;
}

/** A follow-up request's responses, or null when it got none (it decides nothing on its own). */
async function followUp(run: () => Promise<Fetched>): Promise<FollowUp | null> {
  try {
    return { hops: (await run()).hops };
  } catch (e) {
    if (e instanceof OutboundError) return null;
    throw e;
  }
}

function failureOf(e: unknown): Failure {
  if (e instanceof OutboundError)
    return { code: e.code, message: e.message, ...(e.details.systemCode ? { systemCode: e.details.systemCode } : {}) };
  if (e instanceof TypeError) return { code: "bad_url", message: e.message }; // a Location that is no URL
  throw e;
}

/** The body as text; a server that compressed it unasked is decompressed, within the same limit. */
function bodyText(body: Buffer, encoding: string | undefined, limit: number): string {
  const e = encoding?.trim().toLowerCase();
  try {
    if (e === "gzip" || e === "x-gzip")
      return zlib.gunzipSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: limit }).toString("utf8");
    if (e === "deflate")
      return zlib.inflateSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: limit }).toString("utf8");
    if (e === "br")
      return zlib
        .brotliDecompressSync(body, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH, maxOutputLength: limit })
        .toString("utf8");
  } catch {
    // not what it claims, or larger than the limit once inflated: read it as it came
  }
  return body.toString("utf8");
}

import { randomBytes } from "node:crypto";
import { OutboundError, type Outbound, type OutboundErrorCode } from "../../../../platform/outbound.ts";

/**
 * The exposure checks' requests: every one through the outbound module (address rule on the
 * first hop and every redirect, pinned connections, time and size limits), at most `maxRequests`
 * a scan, at most `concurrency` at a time, bodies cut at a small size. A site is asked a handful
 * of questions, slowly, never flooded. A request that gets no answer is a ProbeFailure, which the
 * checks report as "could not check", never as a finding.
 */

export const USER_AGENT = "Mozilla/5.0 (compatible; Skill5SecurityScanner/1.0)";
/** Requests a whole exposure scan may send (the home page, a baseline, the probes, the take-over checks). */
export const MAX_REQUESTS = 20;
export const CONCURRENCY = 2;
/** Enough to recognise a file; a probe never downloads a backup. */
export const PROBE_BYTES = 16 * 1024;
/** The home page, read for its resources (mixed content) and its listing. */
export const PAGE_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;

export interface ProbeAnswer {
  url: string;
  status: number;
  headers: Record<string, string[]>;
  body: Buffer;
  /** The media type, lower case, without parameters ("" when none was sent). */
  mediaType: string;
  /** Every Content-Type parameter, names in lower case (charset…). */
  typeParams: Record<string, string>;
}

export type FailureCode = OutboundErrorCode | "budget";
export interface ProbeFailure {
  url: string;
  failure: { code: FailureCode; message: string };
}
export type ProbeResult = ProbeAnswer | ProbeFailure;

export const failed = (r: ProbeResult): r is ProbeFailure => "failure" in r;

export interface ProbeOptions {
  maxBodyBytes?: number;
  /** false: a redirect is the answer (its Location is not fetched). */
  followRedirects?: boolean;
}

function contentType(headers: Record<string, string[]>): { mediaType: string; typeParams: Record<string, string> } {
  const [type = "", ...params] = (headers["content-type"]?.[0] ?? "").split(";");
  const typeParams: Record<string, string> = {};
  for (const p of params) {
    const eq = p.indexOf("=");
    if (eq > 0)
      typeParams[p.slice(0, eq).trim().toLowerCase()] = p
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1");
  }
  return { mediaType: type.trim().toLowerCase(), typeParams };
}

export interface Prober {
  /** GET `url` (absolute, or a path of the site's origin). */
  get(url: string, options?: ProbeOptions): Promise<ProbeResult>;
  /** Requests sent so far (redirects followed inside one request count once). */
  sent(): number;
}

export function createProber(
  origin: URL,
  request: Outbound["request"],
  limits: { maxRequests?: number; concurrency?: number } = {},
): Prober {
  const maxRequests = limits.maxRequests ?? MAX_REQUESTS;
  const concurrency = limits.concurrency ?? CONCURRENCY;
  let sent = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    while (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  return {
    sent: () => sent,
    async get(target, options = {}) {
      const url = new URL(target, origin).href;
      if (sent >= maxRequests) return { url, failure: { code: "budget", message: `at most ${maxRequests} requests a scan` } };
      sent++;
      await slot();
      try {
        const res = await request(url, {
          method: "GET",
          headers: { "user-agent": USER_AGENT, accept: "*/*" },
          followRedirects: options.followRedirects ?? true,
          maxRedirects: MAX_REDIRECTS,
          maxBodyBytes: options.maxBodyBytes ?? PROBE_BYTES,
          onTooLarge: "truncate",
        });
        return { url: res.url, status: res.status, headers: res.headers, body: res.body, ...contentType(res.headers) };
      } catch (e) {
        if (e instanceof OutboundError) return { url: e.details.url ?? url, failure: { code: e.code, message: e.message } };
        throw e;
      } finally {
        release();
      }
    },
  };
}

/** A path no site has: what the site answers for it is its "not found" page, whatever its status. */
export const randomPath = () => `/skill5-scan-${randomBytes(8).toString("hex")}.txt`;

/** The site's answer to a random path, to tell a real file from a page served for any path. */
export interface Baseline {
  path: string;
  result: ProbeResult | null;
}

const ok = (r: ProbeResult): r is ProbeAnswer => !failed(r) && r.status >= 200 && r.status < 300;

/**
 * Whether `probe` is the site's answer to any path (a home page or a "not found" page served with
 * 200): the same body as the baseline once each answer's own path is taken out, or the same type
 * and nearly the same length with the same beginning.
 */
export function sameAsBaseline(probe: ProbeResult, probePath: string, baseline: Baseline): boolean {
  const base = baseline.result;
  if (!base || !ok(probe) || !ok(base) || probe.mediaType !== base.mediaType) return false;
  const strip = (body: Buffer, path: string) => body.toString("latin1").split(path).join("").split(encodeURI(path)).join("");
  const a = strip(probe.body, probePath);
  const b = strip(base.body, baseline.path);
  if (a === b) return true;
  const longer = Math.max(a.length, b.length);
  return longer > 0 && Math.abs(a.length - b.length) / longer < 0.02 && a.slice(0, 256) === b.slice(0, 256);
}

/** A 2xx answer of the file itself, not the page the site serves for every path. */
export const found = (probe: ProbeResult, path: string, baseline: Baseline): probe is ProbeAnswer =>
  ok(probe) && !sameAsBaseline(probe, path, baseline);

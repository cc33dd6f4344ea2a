/**
 * What the headers checks look at: the responses the MDN HTTP Observatory gathers for a site
 * (docs/scanners-grading.md). The collector fetches them; the analyser is a pure function of
 * them, so a test can hand it any response set.
 */

/** One HTTP response as received. */
export interface FetchedResponse {
  /** The URL that was requested. */
  url: string;
  status: number;
  /** Lower-case names; every value in the order sent (one entry per Set-Cookie). */
  headers: Record<string, string[]>;
}

/**
 * A page fetched the way a browser arrives at it: the first URL and every redirect followed, each
 * response kept (the last one is the answer), with one cookie jar for all of them.
 */
export interface FetchSession {
  /** Where the session began: http://host/ or https://host/. */
  startUrl: string;
  /** Every response in order, the final answer last. */
  hops: FetchedResponse[];
  /** False when a certificate failed and the session was fetched again without checking it. */
  verified: boolean;
  /** The final answer's body as text (cut at the collector's limit). */
  body: string;
}

/** A request made after the page, in the page's session. */
export interface FollowUp {
  hops: FetchedResponse[];
}

export interface HeadersEvidence {
  /** The host name scanned, as the customer gave it (lower case). */
  host: string;
  /** The session that began at http://host/; null when it could not be fetched. */
  http: FetchSession | null;
  /** The session that began at https://host/; null when it could not be fetched. */
  https: FetchSession | null;
  /** The preflight (OPTIONS with Origin) to the page, and the Origin it carried; null without an answer. */
  cors: (FollowUp & { origin: string }) | null;
  /** /robots.txt fetched in the page's session; its cookies count when the certificate was not verified. */
  robots: FollowUp | null;
  /** Why each session could not be fetched (a code of OutboundError or "unexpected_status"). */
  failures?: { http?: Failure; https?: Failure };
}

export interface Failure {
  code: string;
  message: string;
  /** The system's or OpenSSL's own code (ECONNREFUSED, ENOTFOUND…), when the request failed there. */
  systemCode?: string;
}

/** An entry of Chromium's HSTS preload list. */
export interface PreloadEntry {
  mode?: string;
  includeSubDomains?: boolean;
}
/** Looks a host name up in the HSTS preload list (exactly that name, no parent domains). */
export type PreloadList = (host: string) => PreloadEntry | undefined;

// The headers of which Node's HTTP parser keeps the first value and drops the rest; every other
// repeated header is joined with ", ". The Observatory reads headers as Node hands them over,
// so "X-Frame-Options: DENY" twice is "DENY, DENY" to it (and invalid).
const FIRST_ONLY = new Set([
  "age",
  "authorization",
  "content-length",
  "content-type",
  "etag",
  "expires",
  "from",
  "host",
  "if-modified-since",
  "if-unmodified-since",
  "last-modified",
  "location",
  "max-forwards",
  "proxy-authorization",
  "referer",
  "retry-after",
  "server",
  "user-agent",
]);

/** A header's value as one string, the way Node presents a received header; null when absent. */
export function headerValue(res: FetchedResponse | null | undefined, name: string): string | null {
  const values = res?.headers[name.toLowerCase()];
  if (!values || values.length === 0) return null;
  return FIRST_ONLY.has(name.toLowerCase()) ? values[0]! : values.join(", ");
}

/** Every Set-Cookie value of a response. */
export function setCookies(res: FetchedResponse | null | undefined): string[] {
  return res?.headers["set-cookie"] ?? [];
}

export const finalResponse = (session: FetchSession | FollowUp | null | undefined): FetchedResponse | null => session?.hops.at(-1) ?? null;

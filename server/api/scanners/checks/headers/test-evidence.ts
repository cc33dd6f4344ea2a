import type { HeaderTestId } from "../../../../../contract/scanner-headers.ts";
import type { ScanCategoryResult } from "../../../../../contract/scanner-results.ts";
import type { FetchedResponse, HeadersEvidence } from "./evidence.ts";
import type { OutcomeOf } from "./outcomes.ts";

/**
 * Builds the responses a site gives (for tests): by default http://example.com/ redirects to
 * https://example.com/, which answers 200 with the headers and body given.
 */

export type Headers = Record<string, string | string[]>;

export interface SiteSpec {
  host?: string;
  /** The page's headers (Content-Type text/html unless given). */
  page?: Headers;
  body?: string;
  status?: number;
  /** The http session's route ([url, status]; the last is the page when it is https), null: no http. */
  httpRoute?: [string, number][] | null;
  httpVerified?: boolean;
  /** false: no https at all (the page is then the http route's last answer). */
  https?: boolean;
  httpsVerified?: boolean;
  /** The preflight's answer headers (200 unless preflightStatus says otherwise); absent: no answer. */
  preflight?: Headers;
  preflightStatus?: number;
  preflightOrigin?: string;
}

const asLists = (h: Headers): Record<string, string[]> =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v : [v]]));

export function site(spec: SiteSpec = {}): HeadersEvidence {
  const host = spec.host ?? "example.com";
  const page: Headers = { "content-type": "text/html", ...spec.page };
  const pageUrl = `https://${host}/`;
  const answer = (url: string, status = spec.status ?? 200): FetchedResponse => ({ url, status, headers: asLists(page) });
  const route =
    spec.httpRoute === undefined
      ? ([
          [`http://${host}/`, 301],
          [pageUrl, 200],
        ] as [string, number][])
      : spec.httpRoute;
  const hopsOf = (r: [string, number][]) =>
    r.map(([url, status], i): FetchedResponse =>
      i === r.length - 1 ? answer(url, status) : { url, status, headers: { location: [r[i + 1]![0]] } },
    );
  const httpsOn = spec.https !== false;
  return {
    host,
    http: route
      ? { startUrl: route[0]![0], hops: hopsOf(route), verified: spec.httpVerified ?? true, body: httpsOn ? "" : (spec.body ?? "") }
      : null,
    https: httpsOn ? { startUrl: pageUrl, hops: [answer(pageUrl)], verified: spec.httpsVerified ?? true, body: spec.body ?? "" } : null,
    cors: spec.preflight
      ? {
          origin: spec.preflightOrigin ?? "https://cors-probe.scanner.invalid",
          hops: [{ url: pageUrl, status: spec.preflightStatus ?? 200, headers: asLists(spec.preflight) }],
        }
      : null,
    robots: null,
  };
}

export type Outcomes = { [T in HeaderTestId]: OutcomeOf<T> };

/** Each test's outcome, read back from its finding's catalog key. */
export function outcomesOf(result: ScanCategoryResult): Record<string, string> {
  return Object.fromEntries(result.tests.map((t) => [t.id, t.summary.key.split(".").at(-1)!]));
}

// The usage tracker's plain values (§5, §7, §8), shared by the browser's tracker and the API's
// schemas (contract/analytics.ts); kept apart from zod so the browser bundle does not carry it.
// See docs/decisions/0026-usage-tracker.md.

/** §8: an event sent without a name is recorded under this one. */
export const UNKNOWN_EVENT = "#unknown-event";
/** Any value under this local-storage key turns the tracker off in that browser (as Umami's tracker). */
export const TRACKER_DISABLE_KEY = "umami.disabled";
/** The declarative form: a clicked element with this attribute sends an event named by its value. */
export const TRACK_ATTRIBUTE = "data-track";

/** What one collected hit may carry; anything larger is refused (400). */
export const COLLECT_LIMITS = {
  website: 100,
  hostname: 255,
  url: 2000,
  referrer: 2000,
  title: 500,
  screen: 11,
  language: 35,
  name: 50,
  /** The event's data, as JSON text. */
  dataChars: 2000,
  /** The whole request body. */
  bodyBytes: 16 * 1024,
} as const;

/** What is kept of a hit, cut to size. */
export const STORED_LIMITS = { path: 500, title: 200, utm: 100, referrerHost: 255 } as const;

/** The managers' traffic report: the days it covers by default and at most, and rows per list. */
export const TRAFFIC_LIMITS = { defaultDays: 30, maxDays: 90, top: 10 } as const;

/**
 * What the server tells the page about the tracker (root loader). `host` is the collect host:
 * the page's own origin (our POST /api/collect) or an Umami host (POST {host}/api/send).
 */
export type TrackerConfig = {
  /** The website id sent with every hit; null when none is configured (the tracker stays off). */
  website: string | null;
  host: string | null;
  kind: "own" | "umami";
  /** Host names the tracker may run on (`*.example.com` for any sub-domain); empty: anywhere. */
  domains: string[];
  /** Stay off on localhost and *.localhost. */
  ignoreLocalhost: boolean;
};

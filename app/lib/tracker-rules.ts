import { COLLECT_LIMITS, TRACKER_DISABLE_KEY, UNKNOWN_EVENT, type TrackerConfig } from "../../contract/analytics-rules.ts";

// The usage tracker's rules as pure functions of the configuration and the browser's state, so
// they are tested without a browser (docs/decisions/0026-usage-tracker.md). app/lib/tracker.ts
// reads the browser and sends.

/** What the tracker reads of the browser. */
export type TrackerEnvironment = {
  hostname: string;
  /** The value stored under TRACKER_DISABLE_KEY in local storage, if any. */
  disableFlag: string | null;
  /** navigator.doNotTrack (or the older window.doNotTrack). */
  doNotTrack: string | null | undefined;
  /** navigator.globalPrivacyControl. */
  globalPrivacyControl: boolean | undefined;
};

/** Why the tracker stays off: the cases of §5, then the browser's own request not to be tracked. */
export type TrackerBlock = "id" | "host" | "localhost" | "disable-flag" | "domain" | "do-not-track";

/** §8: what the tracker tells the console (never the page). */
export const TRACKER_MESSAGES = {
  domain: (hostname: string) => `[tracker] Off: ${hostname} is not one of the allowed domains (ANALYTICS_DOMAINS).`,
  id: "[tracker] Off: the website id is missing (ANALYTICS_WEBSITE_ID).",
  host: "[tracker] Off: the analytics host is missing or not an http(s) address (ANALYTICS_HOST).",
  localhost: "[tracker] Off on localhost (ANALYTICS_IGNORE_LOCALHOST).",
  "disable-flag": `[tracker] Off in this browser: local storage holds "${TRACKER_DISABLE_KEY}".`,
  "do-not-track": "[tracker] Off: this browser asks not to be tracked (Do Not Track or Global Privacy Control).",
  collect: (detail: string) => `[tracker] The collect endpoint did not take a hit (${detail}).`,
  directive: (value: string) =>
    `[tracker] Invalid data-track directive ${JSON.stringify(value)}: give the event a name of 1 to ${COLLECT_LIMITS.name} characters.`,
} as const;

export const isLocalhost = (hostname: string) => {
  const h = hostname.toLowerCase();
  return h === "localhost" || h.endsWith(".localhost") || h === "127.0.0.1" || h === "[::1]" || h === "::1";
};

/** An empty list allows every host; `*.example.com` allows its sub-domains. */
export function domainAllowed(hostname: string, domains: readonly string[]) {
  const h = hostname.toLowerCase();
  return !domains.length || domains.some((d) => (d.startsWith("*.") ? h.endsWith(d.slice(1)) : h === d));
}

function httpUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

/** Why the tracker must stay off in this browser, or null when it may send (§5, in its order, then DNT/GPC). */
export function trackerBlock(config: TrackerConfig, env: TrackerEnvironment): TrackerBlock | null {
  if (!config.website) return "id";
  if (!httpUrl(config.host)) return "host";
  if (config.ignoreLocalhost && isLocalhost(env.hostname)) return "localhost";
  if (env.disableFlag !== null) return "disable-flag";
  if (!domainAllowed(env.hostname, config.domains)) return "domain";
  if (env.doNotTrack === "1" || env.doNotTrack === "yes" || env.globalPrivacyControl === true) return "do-not-track";
  return null;
}

/** The console line for a block. */
export const blockMessage = (block: TrackerBlock, env: Pick<TrackerEnvironment, "hostname">) =>
  block === "domain" ? TRACKER_MESSAGES.domain(env.hostname) : TRACKER_MESSAGES[block];

/** Where hits go: our POST /api/collect, or an Umami host's POST /api/send. */
export const collectEndpoint = (config: TrackerConfig) =>
  `${(config.host ?? "").replace(/\/+$/, "")}${config.kind === "umami" ? "/api/send" : "/api/collect"}`;

/** §8: an event without a (usable) name is the unknown event; a long name is cut to size. */
export function eventName(name: unknown): string {
  const s = typeof name === "string" ? name.trim() : "";
  return s ? s.slice(0, COLLECT_LIMITS.name) : UNKNOWN_EVENT;
}

/** Event data as the collect endpoint takes it: a plain object, or nothing. */
export function eventData(data: unknown): Record<string, unknown> | undefined {
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/**
 * The declarative form: an element with `data-track="name"` sends that event when clicked, with
 * its `data-track-*` attributes as data. A blank or over-long name is an invalid directive.
 */
export function directiveEvent(
  value: string,
  attributes: readonly { name: string; value: string }[],
): { name: string; data?: Record<string, string> } | null {
  const name = value.trim();
  if (!name || name.length > COLLECT_LIMITS.name) return null;
  const pairs = attributes
    .filter((a) => a.name.startsWith("data-track-"))
    .map((a) => [a.name.slice("data-track-".length), a.value] as const);
  return pairs.length ? { name, data: Object.fromEntries(pairs) } : { name };
}

/** What the page tells about itself with each hit (§7). */
export type PageFacts = { hostname: string; url: string; referrer: string; title: string; screen: string; language: string };

/**
 * The body of one hit, Umami's shape: our endpoint takes `pageview` (§7); Umami takes `event`
 * without a name as a page view.
 */
export function hitBody(config: TrackerConfig, page: PageFacts, event?: { name: string; data?: Record<string, unknown> }) {
  const payload = {
    website: config.website ?? "",
    ...page,
    ...(event ? { name: event.name, ...(event.data ? { data: event.data } : {}) } : {}),
  };
  return { type: event || config.kind === "umami" ? "event" : "pageview", payload };
}

import { COLLECT_LIMITS, STORED_LIMITS } from "../../../contract/analytics-rules.ts";
import type { CollectHit } from "../../../contract/analytics.ts";
import { DomainError } from "../../platform/domain-error.ts";

/** A hit as it is kept: the path without its query, the campaign, the other site's host, and nothing that names a person. */
export type StoredHit = {
  kind: "pageview" | "event";
  name: string | null;
  path: string;
  title: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  screen: string | null;
  language: string | null;
  data: Record<string, unknown> | null;
};

const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text cut to size, with what PostgreSQL cannot store (a decoded %00, half a surrogate pair) taken out; empty is null. */
function clean(value: string | null | undefined, max: number): string | null {
  if (value == null) return null;
  const s = value.replace(UNSTORABLE, "").trim().slice(0, max).replace(UNSTORABLE, "");
  return s || null;
}

function absolute(url: string, base?: string): URL | null {
  try {
    const u = new URL(url, base);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

/**
 * What is kept of a collected hit (docs/decisions/0026-usage-tracker.md). `host` is the host the
 * request came to (the site's own): a referrer on it is a move within the site, not a source.
 * Umami's rule: type "event" without a name is a page view; our "pageview" never carries one.
 */
export function normalizeHit(hit: CollectHit, host: string): StoredHit {
  const { payload } = hit;
  const page = absolute(payload.url, `http://${host}`);
  if (!page) throw new DomainError("invalid", "invalid_url", "errors:invalidValue", {}, "payload.url");
  const referrer = payload.referrer ? absolute(payload.referrer) : null;
  const siteHost = host.replace(/:\d+$/, "").toLowerCase();
  const referrerHost = referrer && referrer.hostname !== siteHost ? clean(referrer.hostname, STORED_LIMITS.referrerHost) : null;
  const utm = (key: string) => clean(page.searchParams.get(key), STORED_LIMITS.utm);
  const name = hit.type === "event" ? clean(payload.name, COLLECT_LIMITS.name) : null;
  return {
    kind: name ? "event" : "pageview",
    name,
    path: clean(page.pathname, STORED_LIMITS.path) ?? "/",
    title: clean(payload.title, STORED_LIMITS.title),
    referrerHost,
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
    screen: clean(payload.screen, COLLECT_LIMITS.screen),
    language: clean(payload.language, COLLECT_LIMITS.language),
    data: name && payload.data ? payload.data : null,
  };
}

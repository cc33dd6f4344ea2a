import type { TrackerConfig } from "../../../contract/analytics-rules.ts";
import type { Config } from "../../platform/config.ts";

type Site = { whitelabelSlug: string };
type TrackerEnv = Pick<Config, "ANALYTICS_WEBSITE_ID" | "ANALYTICS_HOST" | "ANALYTICS_DOMAINS" | "ANALYTICS_IGNORE_LOCALHOST">;

/**
 * The tracker's configuration (docs/decisions/0026-usage-tracker.md): by default each site's
 * pages send to the site's own POST /api/collect with its slug as website id; ANALYTICS_HOST
 * sends them to an Umami server instead, under ANALYTICS_WEBSITE_ID; `off` turns tracking off.
 */
export function trackerSettings(env: TrackerEnv) {
  const off = env.ANALYTICS_WEBSITE_ID === "off";
  const configured = off ? null : (env.ANALYTICS_WEBSITE_ID ?? null);
  const umami = env.ANALYTICS_HOST ? env.ANALYTICS_HOST.replace(/\/+$/, "") : null;
  const rules = { domains: env.ANALYTICS_DOMAINS, ignoreLocalhost: env.ANALYTICS_IGNORE_LOCALHOST };
  return {
    /** The website id our collect endpoint takes from a site's pages; null while tracking is off. */
    websiteOf: (site: Site): string | null => (off ? null : (configured ?? site.whitelabelSlug)),
    /** What a page of `site` served at `origin` tells its tracker. */
    forPage(site: Site, origin: string): TrackerConfig {
      if (umami) return { website: configured, host: umami, kind: "umami", ...rules };
      return { website: off ? null : (configured ?? site.whitelabelSlug), host: origin, kind: "own", ...rules };
    },
    /** Origins the pages' Content-Security-Policy must let scripts connect to (the Umami host). */
    connectSrc: umami ? [new URL(umami).origin] : [],
  };
}
export type TrackerSettings = ReturnType<typeof trackerSettings>;

import { createHash } from "node:crypto";
import { isbot } from "isbot";
import type { CollectHit } from "../../../contract/analytics.ts";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { normalizeHit } from "./normalize-hit.ts";
import { insertHit } from "./queries.ts";
import type { TrackerSettings } from "./tracker-config.ts";
import { utcDay, type VisitorSalts } from "./visitor-salts.ts";

/** Hits one client address may send in a minute, across sites: a busy office behind one address, not a script. */
export const COLLECT_RATE = { limit: 300, windowSeconds: 60 } as const;

/**
 * Who sent a hit: the site the request came to (its host), and what the hash of a visitor is
 * made of. The address and the user agent are hashed, never kept.
 */
export type CollectScope = {
  site: { id: string; whitelabelSlug: string };
  /** host[:port] the request came to. */
  host: string;
  address: string;
  userAgent: string | null;
  /** The browser sent Do Not Track or Global Privacy Control. */
  optedOut: boolean;
};

export type CollectOutcome = "stored" | "ignored";

/** §7 collect: validates a hit for the site, then keeps it, unless a bot or an opted-out browser sent it. */
export function createCollect(db: Db, salts: VisitorSalts, settings: TrackerSettings) {
  return async function collect(scope: CollectScope, hit: CollectHit, now = new Date()): Promise<CollectOutcome> {
    const website = settings.websiteOf(scope.site);
    if (website === null) return "ignored";
    if (hit.payload.website !== website)
      throw new DomainError("invalid", "unknown_website", "companyTraffic:errors.unknownWebsite", {}, "payload.website");
    const stored = normalizeHit(hit, scope.host);
    if (scope.optedOut || !scope.userAgent || isbot(scope.userAgent)) return "ignored";
    await rateLimit(db, `collect:${scope.address}`, COLLECT_RATE.limit, COLLECT_RATE.windowSeconds);
    const salt = await salts.forDay(utcDay(now));
    const visitor = createHash("sha256")
      .update(`${salt}\n${scope.site.id}\n${scope.address}\n${scope.userAgent}`)
      .digest("hex")
      .slice(0, 32);
    await insertHit(db, { tenantId: scope.site.id }, { ...stored, visitor, createdAt: now });
    return "stored";
  };
}
export type Collect = ReturnType<typeof createCollect>;

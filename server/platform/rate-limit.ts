import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { DomainError } from "./domain-error.ts";

/**
 * Counts a hit on `key` in a fixed window and refuses past `limit`. One atomic upsert,
 * so every instance behind a load balancer shares the count.
 */
export async function rateLimit(db: Db, key: string, limit: number, windowSeconds: number) {
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if ((rows[0]?.count ?? 0) > limit) throw new DomainError("rate_limited", "rate_limited", "errors:rateLimited");
}

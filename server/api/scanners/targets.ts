import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { scannerTargets } from "./schema.ts";
import { TooSoon } from "./errors.ts";

/**
 * The per-target interval (SCANNER_TARGET_INTERVAL): however many tenants, entities or visitors
 * ask, one host is scanned on request at most once in the interval, so the product cannot be
 * used to flood a site. One atomic upsert on a platform table decides it for every instance.
 */
export function createTargets(db: Tx, intervalSeconds: number) {
  return {
    /** Records a scan of `host` now, or throws TooSoon with the seconds left when it was scanned within the interval. */
    async claim(host: string) {
      const claimed = await db
        .insert(scannerTargets)
        .values({ host, lastScanAt: sql`now()` })
        .onConflictDoUpdate({
          target: scannerTargets.host,
          set: { lastScanAt: sql`now()` },
          where: sql`${scannerTargets.lastScanAt} <= now() - make_interval(secs => ${intervalSeconds})`,
        })
        .returning({ host: scannerTargets.host });
      if (claimed.length) return;
      const [left] = await db
        .select({
          seconds: sql<number>`greatest(1, ceil(extract(epoch from (${scannerTargets.lastScanAt} + make_interval(secs => ${intervalSeconds}) - now()))))::int`,
        })
        .from(scannerTargets)
        .where(sql`${scannerTargets.host} = ${host}`);
      throw new TooSoon(left?.seconds ?? intervalSeconds);
    },

    /** Records scans that are not refused (the schedule's): they count for the requests that follow. */
    async record(hosts: string[]) {
      if (!hosts.length) return;
      await db
        .insert(scannerTargets)
        .values([...new Set(hosts)].map((host) => ({ host, lastScanAt: sql`now()` })))
        .onConflictDoUpdate({ target: scannerTargets.host, set: { lastScanAt: sql`now()` } });
    },

    /** Forgets hosts not scanned for a day (longer than any interval). */
    async prune() {
      await db.delete(scannerTargets).where(sql`${scannerTargets.lastScanAt} < now() - interval '1 day'`);
    },
  };
}
export type Targets = ReturnType<typeof createTargets>;

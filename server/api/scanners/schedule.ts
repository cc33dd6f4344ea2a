import { and, asc, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { scans, websites } from "./schema.ts";
import { slices } from "../../platform/slices.ts";
import { categoriesFor } from "./categories.ts";
import { SCAN_QUEUE, type ScanJob, type ScannersDeps } from "./deps.ts";
import { emailDomainOf } from "./present.ts";
import type { Targets } from "./targets.ts";
import { allTenants } from "../../platform/scope.ts";

/** A scan without a sign of life for this long was lost (a process stopped): the sweep takes it up again. */
export const STUCK_AFTER_MS = 10 * 60_000;
/** Public scans are deleted after this long. */
export const PUBLIC_SCAN_DAYS = 7;
/** Times a scan is taken up before the sweep gives up on it. */
const MAX_ATTEMPTS = 2;
const BATCH = 500;

const PERIOD = sql`(case ${websites.schedule} when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end)`;

/**
 * The scanners' hourly work (the `scanner-hourly` job at `now`), idempotent however often it runs:
 * - scans for the websites whose next scan is due, each claimed by moving its next scan one
 *   period on (to a period from now when it was further behind), in slices;
 * - scans lost by a stopped process: queued or running without a sign of life for 10 minutes are
 *   queued again (a scan taken up twice already fails instead);
 * - public scans older than 7 days are deleted, and hosts not scanned for a day forgotten.
 */
export function createSchedule(d: ScannersDeps, targets: Targets) {
  const send = (jobs: ScanJob[]) => Promise.all(jobs.map((j) => d.jobs.send(SCAN_QUEUE, j)));

  /** Of these entities, those whose plan still has the scanners. */
  async function entitled(entities: { tenantId: string; entityId: string }[]) {
    const out = new Set<string>();
    for (const e of entities) {
      const row = await d.orgs.getEntity(e);
      if (row?.features.includes("scanners")) out.add(e.entityId);
    }
    return out;
  }

  async function queueDue(now: Date) {
    let queued = 0;
    for (;;) {
      const due = await d.db
        .select({ id: websites.id })
        .from(websites)
        .where(
          and(allTenants("scheduled scans: websites due on every tenant"), ne(websites.schedule, "off"), lte(websites.nextScanAt, now)),
        )
        .orderBy(asc(websites.nextScanAt))
        .limit(BATCH);
      if (!due.length) return queued;
      for (const some of slices(
        due.map((r) => r.id),
        100,
      )) {
        // the claim: only the run that moves next_scan_at queues the scan
        const claimed = await d.db
          .update(websites)
          .set({
            nextScanAt: sql`case when ${websites.nextScanAt} + ${PERIOD} > ${now.toISOString()}::timestamptz then ${websites.nextScanAt} + ${PERIOD} else ${now.toISOString()}::timestamptz + ${PERIOD} end`,
          })
          .where(
            and(
              allTenants("scheduled scans: the claim of the websites just found due"),
              inArray(websites.id, some),
              ne(websites.schedule, "off"),
              lte(websites.nextScanAt, now),
            ),
          )
          .returning();
        const allowed = await entitled([
          ...new Map(claimed.map((w) => [w.entityId, { tenantId: w.whitelabelId, entityId: w.entityId }])).values(),
        ]);
        const rows = claimed
          .filter((w) => allowed.has(w.entityId))
          .map((w) => ({
            whitelabelId: w.whitelabelId,
            entityId: w.entityId,
            websiteId: w.id,
            url: w.url,
            host: w.host,
            port: w.port,
            trigger: "schedule" as const,
            plan: categoriesFor("schedule", { verified: !!w.verifiedAt, emailDomain: emailDomainOf(w) }, d.categories),
          }));
        if (!rows.length) continue;
        // a site with a scan queued or running keeps that one
        const inserted = await d.db
          .insert(scans)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: scans.id, tenantId: scans.whitelabelId, host: scans.host });
        await targets.record(inserted.map((s) => s.host));
        await send(inserted.map((s) => ({ scanId: s.id, tenantId: s.tenantId })));
        queued += inserted.length;
      }
    }
  }

  async function recoverLost(now: Date) {
    const stale = new Date(now.getTime() - STUCK_AFTER_MS);
    const failed = await d.db
      .update(scans)
      .set({ status: "failed", finishedAt: now, touchedAt: now, error: { key: "run.interrupted", vars: {} } })
      .where(
        and(
          allTenants("lost scans: runs stuck on every tenant fail"),
          eq(scans.status, "running"),
          lt(scans.touchedAt, stale),
          sql`${scans.attempts} >= ${MAX_ATTEMPTS}`,
        ),
      )
      .returning({ id: scans.id });
    const again = await d.db
      .update(scans)
      .set({ status: "queued", touchedAt: now })
      .where(
        and(
          allTenants("lost scans: runs stuck on every tenant are queued again"),
          inArray(scans.status, ["queued", "running"]),
          lt(scans.touchedAt, stale),
        ),
      )
      .returning({ id: scans.id, tenantId: scans.whitelabelId });
    await send(again.map((s) => ({ scanId: s.id, tenantId: s.tenantId })));
    return { requeued: again.length, failed: failed.length };
  }

  async function cleanUp(now: Date) {
    const gone = await d.db
      .delete(scans)
      .where(
        and(
          allTenants("public scans: every tenant's free scans past their days go"),
          eq(scans.trigger, "public"),
          lt(scans.createdAt, new Date(now.getTime() - PUBLIC_SCAN_DAYS * 86_400_000)),
        ),
      )
      .returning({ id: scans.id });
    await targets.prune();
    return gone.length;
  }

  return async function hourly(now = new Date()) {
    const queued = await queueDue(now);
    const lost = await recoverLost(now);
    const deleted = await cleanUp(now);
    return { queued, ...lost, deleted };
  };
}
export type Hourly = ReturnType<typeof createSchedule>;

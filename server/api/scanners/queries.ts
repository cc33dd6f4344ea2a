import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { scans, websites } from "./schema.ts";
import { scoped, type EntityScope, type TenantScope } from "../../platform/scope.ts";

export type WebsiteRow = typeof websites.$inferSelect;
export type ScanRow = typeof scans.$inferSelect;

/** The website with this id in the scope's entity (an id from outside is trusted only through this). */
export const theWebsite = (scope: EntityScope, id: string) => and(scoped.entity(websites, scope), eq(websites.id, id));

/** The scan with this id on the tenant (the scan jobs and the public scans, which know no entity). */
export const theScan = (scope: TenantScope, id: string) => and(scoped.tenant(scans, scope), eq(scans.id, id));
/** The scan with this id in the scope's entity. */
export const theEntityScan = (scope: EntityScope, id: string) => and(scoped.entity(scans, scope), eq(scans.id, id));

export async function findWebsite(db: Tx, scope: EntityScope, id: string): Promise<WebsiteRow | undefined> {
  const [row] = await db.select().from(websites).where(theWebsite(scope, id)).limit(1);
  return row;
}

/** What lists show of a scan: everything but the findings. */
export const summaryColumns = {
  id: scans.id,
  websiteId: scans.websiteId,
  status: scans.status,
  trigger: scans.trigger,
  createdAt: scans.createdAt,
  startedAt: scans.startedAt,
  finishedAt: scans.finishedAt,
  grade: scans.grade,
  score: scans.score,
  summary: scans.summary,
  plan: scans.plan,
  unreachable: scans.unreachable,
};
export type ScanSummaryRow = { [K in keyof typeof summaryColumns]: ScanRow[K] };

/**
 * For each of these websites, its two newest finished scans (the latest and the one before, for
 * the trend). `reached`: only scans that reached the site (what can stand as evidence of it).
 */
export async function latestDoneScans(
  db: Tx,
  scope: EntityScope,
  websiteIds: string[],
  opts: { reached?: boolean } = {},
): Promise<Map<string, ScanSummaryRow[]>> {
  const out = new Map<string, ScanSummaryRow[]>();
  if (!websiteIds.length) return out;
  const ranked = db
    .select({
      ...summaryColumns,
      rank: sql<number>`row_number() over (partition by ${scans.websiteId} order by ${scans.finishedAt} desc)`.as("rank"),
    })
    .from(scans)
    .where(
      and(
        scoped.entity(scans, scope),
        inArray(scans.websiteId, websiteIds),
        eq(scans.status, "done"),
        opts.reached ? isNull(scans.unreachable) : undefined,
      ),
    )
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, 2)).orderBy(ranked.websiteId, ranked.rank);
  for (const { rank: _rank, ...r } of rows) out.set(r.websiteId!, [...(out.get(r.websiteId!) ?? []), r as ScanSummaryRow]);
  return out;
}

/** The scan queued or running for each of these websites. */
export async function activeScans(
  db: Tx,
  scope: EntityScope,
  websiteIds: string[],
): Promise<Map<string, { id: string; status: ScanRow["status"] }>> {
  if (!websiteIds.length) return new Map();
  const rows = await db
    .select({ id: scans.id, websiteId: scans.websiteId, status: scans.status })
    .from(scans)
    .where(and(scoped.entity(scans, scope), inArray(scans.websiteId, websiteIds), inArray(scans.status, ["queued", "running"])));
  return new Map(rows.map((r) => [r.websiteId!, { id: r.id, status: r.status }]));
}

/** A website's scans, newest first. */
export async function scanHistory(db: Tx, scope: EntityScope, websiteId: string, page: { page: number; limit: number }) {
  const where = and(scoped.entity(scans, scope), eq(scans.websiteId, websiteId));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(scans)
      .where(where)
      .orderBy(desc(scans.createdAt), desc(scans.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(scans)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The finished scan of a website just before this one that reached the site (what alerts compare with). */
export async function previousDoneScan(db: Tx, scope: EntityScope, websiteId: string, before: ScanRow): Promise<ScanRow | undefined> {
  const [row] = await db
    .select()
    .from(scans)
    .where(
      and(
        scoped.entity(scans, scope),
        eq(scans.websiteId, websiteId),
        eq(scans.status, "done"),
        isNull(scans.unreachable),
        sql`${scans.id} <> ${before.id}`,
        sql`${scans.finishedAt} <= ${before.finishedAt ?? new Date()}`,
      ),
    )
    .orderBy(desc(scans.finishedAt))
    .limit(1);
  return row;
}

/** Serialises work on one key (a tenant's running scans, an entity's website count) inside a transaction. */
export const lockKey = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

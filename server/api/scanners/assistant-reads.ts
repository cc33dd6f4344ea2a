import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ScanCategoryResult } from "../../../contract/scanner-results.ts";
import type { Db } from "../../db/client.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { AssistantAsker } from "../area.ts";
import { scans, websites } from "./schema.ts";

/** The asker's entity when they may see the scanners (permission and plan), else null: Iris then finds nothing. */
export function irisScope(a: AssistantAsker): EntityScope | null {
  if (!a.entityId || !a.permissions.includes("view-scanners") || !a.features.includes("scanners")) return null;
  return { tenantId: a.tenantId, entityId: a.entityId };
}

/** One of the entity's sites with its latest finished scan (null: none yet). */
export type SiteScan = {
  websiteId: string;
  host: string;
  latest: {
    id: string;
    grade: string | null;
    finishedAt: Date;
    categories: ScanCategoryResult[];
    unreachable: boolean;
  } | null;
};

/**
 * The asker's entity's sites and each one's latest finished scan: two statements, each filtered
 * by the tenant and the entity (a public scan, with no entity, is never read).
 */
export async function sitesWithLatestScan(db: Db, scope: EntityScope): Promise<SiteScan[]> {
  const sites = await db
    .select({ id: websites.id, host: websites.displayHost })
    .from(websites)
    .where(scoped.entity(websites, scope))
    .orderBy(websites.createdAt);
  if (!sites.length) return [];
  const latest = await db
    .selectDistinctOn([scans.websiteId], {
      websiteId: scans.websiteId,
      id: scans.id,
      grade: scans.grade,
      finishedAt: scans.finishedAt,
      categories: scans.categories,
      unreachable: scans.unreachable,
    })
    .from(scans)
    .where(and(scoped.entity(scans, scope), eq(scans.status, "done"), isNotNull(scans.websiteId), isNotNull(scans.finishedAt)))
    .orderBy(scans.websiteId, desc(scans.finishedAt));
  const bySite = new Map(latest.map((s) => [s.websiteId, s]));
  return sites.map((w) => {
    const s = bySite.get(w.id);
    return {
      websiteId: w.id,
      host: w.host,
      latest: s ? { id: s.id, grade: s.grade, finishedAt: s.finishedAt!, categories: s.categories, unreachable: !!s.unreachable } : null,
    };
  });
}

import type { Grade, ScanCategory } from "../../../contract/scanner-results.ts";
import type { Db } from "../../db/client.ts";
import { websites } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { latestDoneScans } from "./queries.ts";

/**
 * What the scanners lend the compliance area as live evidence (issue 12 item 5): each of an
 * entity's websites with its latest finished scan that reached the site, the scan's category
 * grades and when it finished. A scan that never reached the site is no evidence of it (it has
 * no grades); websites never scanned, or never reached, are left out.
 */
export function createLatestGrades(db: Db) {
  return async function latestScans(
    scope: EntityScope,
  ): Promise<
    { scanId: string; websiteId: string; host: string; finishedAt: Date; categories: { key: ScanCategory; grade: Grade | null }[] }[]
  > {
    const sites = await db.select({ id: websites.id, host: websites.displayHost }).from(websites).where(scoped.entity(websites, scope));
    const latest = await latestDoneScans(
      db,
      scope,
      sites.map((s) => s.id),
      { reached: true },
    );
    return sites.flatMap((site) => {
      const scan = latest.get(site.id)?.[0];
      if (!scan?.finishedAt) return [];
      return [
        {
          scanId: scan.id,
          websiteId: site.id,
          host: site.host,
          finishedAt: scan.finishedAt,
          categories: (scan.summary?.categories ?? []).map((c) => ({ key: c.key, grade: c.grade })),
        },
      ];
    });
  };
}

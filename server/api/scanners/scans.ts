import type { Locale } from "../../../contract/constants.ts";
import type { Scan, ScanHistory } from "../../../contract/scanners.ts";
import { scans } from "./schema.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { categoriesFor } from "./categories.ts";
import { type Caller, SCAN_QUEUE, type ScannersDeps } from "./deps.ts";
import { notFound, ScanInProgress } from "./errors.ts";
import { emailDomainOf, scanSummary, scanView } from "./present.ts";
import { activeScans, scanHistory, theEntityScan } from "./queries.ts";
import type { Targets } from "./targets.ts";
import type { Websites } from "./websites.ts";

const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

/** An entity's scans: asked for, listed and read. */
export function createScans(d: ScannersDeps, sites: Websites, targets: Targets) {
  /** A scan of the entity, with its findings in `locale` (also what a PDF of the report is made from). */
  async function read(scope: EntityScope, id: string, locale: Locale): Promise<Scan> {
    const [row] = await d.db.select().from(scans).where(theEntityScan(scope, id));
    if (!row) throw notFound();
    return scanView(row, locale);
  }

  return {
    read,

    /**
     * Queues a scan of the website: one at a time per site (a second answers with the first's id),
     * and one per host within SCANNER_TARGET_INTERVAL whoever asks (TooSoon, with the seconds left).
     */
    async request(caller: Caller, websiteId: string): Promise<{ id: string }> {
      const site = await sites.mustFind(caller.scope, websiteId);
      const active = (await activeScans(d.db, caller.scope, [site.id])).get(site.id);
      if (active) throw new ScanInProgress(active.id);
      await targets.claim(site.host);
      const plan = categoriesFor("manual", { verified: !!site.verifiedAt, emailDomain: emailDomainOf(site) }, d.categories);
      const [row] = await d.db
        .insert(scans)
        .values({
          whitelabelId: caller.scope.tenantId,
          entityId: caller.scope.entityId,
          websiteId: site.id,
          url: site.url,
          host: site.host,
          port: site.port,
          trigger: "manual",
          plan,
          requestedBy: caller.userId,
        })
        .returning({ id: scans.id })
        .catch(async (err: unknown) => {
          const other = isUniqueViolation(err) && (await activeScans(d.db, caller.scope, [site.id])).get(site.id);
          if (other) throw new ScanInProgress(other.id);
          throw err;
        });
      await d.jobs.send(SCAN_QUEUE, { scanId: row!.id, tenantId: caller.scope.tenantId });
      return { id: row!.id };
    },

    async history(caller: Caller, websiteId: string, page: { page: number; limit: number }): Promise<ScanHistory> {
      await sites.mustFind(caller.scope, websiteId);
      const { rows, total } = await scanHistory(d.db, caller.scope, websiteId, page);
      return { data: rows.map(scanSummary), page: page.page, limit: page.limit, total };
    },
  };
}
export type Scans = ReturnType<typeof createScans>;

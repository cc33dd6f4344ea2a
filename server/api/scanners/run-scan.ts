import { and, count, eq, lt, sql } from "drizzle-orm";
import type { ScanCategory, ScanCategoryResult, Unreachable } from "../../../contract/scanner-results.ts";
import { scans, websites } from "./schema.ts";
import { scoped } from "../../platform/scope.ts";
import type { Alerts } from "./alerts.ts";
import type { ScanTarget } from "./categories.ts";
import { SCAN_QUEUE, type ScanJob, type ScannersDeps } from "./deps.ts";
import { overallGrade } from "./overall-grade.ts";
import { digestOf, emailDomainOf } from "./present.ts";
import { lockKey, theScan, type ScanRow, type WebsiteRow } from "./queries.ts";
import { unreachableOf } from "./reachability.ts";

/** A category that takes longer than this is given up as "could not check" (its requests have their own limits too). */
export const CATEGORY_TIMEOUT_MS = 5 * 60_000;

/** A category whose checks threw or ran out of time: every test "could not check", with the reason. */
export function categoryError(key: ScanCategory, err: unknown): ScanCategoryResult {
  const detail = String((err as Error)?.message ?? err).slice(0, 300);
  return {
    key,
    grade: null,
    score: null,
    tests: [
      {
        id: "category",
        result: "error",
        scoreModifier: 0,
        evidence: { error: (err as Error)?.name ?? "Error", message: detail },
        summary: { key: "run.categoryError", vars: { detail } },
        recommendation: { key: "run.categoryErrorFix", vars: {} },
      },
    ],
  };
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the checks took longer than ${Math.round(ms / 1000)} seconds`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const isJob = (data: unknown): data is ScanJob =>
  typeof (data as ScanJob)?.scanId === "string" &&
  typeof (data as ScanJob)?.tenantId === "string" &&
  /^[0-9a-f-]{36}$/i.test((data as ScanJob).scanId) &&
  /^[0-9a-f-]{36}$/i.test((data as ScanJob).tenantId);

/**
 * The `scanner-scan` worker (docs/decisions/0031-scan-queue.md). A job names a queued scan; the
 * worker takes it up only while its tenant has fewer than SCANNER_TENANT_CONCURRENCY scans
 * running (decided under a per-tenant lock, so every process agrees), else puts the job back a
 * little later. It runs the planned categories one after the other, storing each result and
 * the progress as it goes, then the overall grade, and tells the site's managers what got worse.
 */
export function createScanRunner(d: ScannersDeps, alertAbout: Alerts) {
  const tenantLimit = d.config.SCANNER_TENANT_CONCURRENCY;

  /** The queued scan, now running; "busy" when its tenant is at its limit; null when there is nothing to do. */
  async function takeUp(job: ScanJob): Promise<ScanRow | "busy" | null> {
    const tenant = { tenantId: job.tenantId };
    return d.db.transaction(async (tx) => {
      await lockKey(tx, `scanner-tenant:${job.tenantId}`);
      const [scan] = await tx.select({ status: scans.status }).from(scans).where(theScan(tenant, job.scanId));
      if (scan?.status !== "queued") return null;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(scans)
        .where(and(scoped.tenant(scans, tenant), eq(scans.status, "running")));
      if (n >= tenantLimit) {
        await tx.update(scans).set({ touchedAt: new Date() }).where(theScan(tenant, job.scanId));
        return "busy";
      }
      const now = new Date();
      const [row] = await tx
        .update(scans)
        .set({ status: "running", startedAt: now, touchedAt: now, attempts: sql`${scans.attempts} + 1` })
        .where(and(theScan(tenant, job.scanId), eq(scans.status, "queued")))
        .returning();
      return row ?? null;
    });
  }

  /** The job again, after the tenant's scans queued before it have had their turn. */
  async function putBack(job: ScanJob) {
    const tenant = { tenantId: job.tenantId };
    const [mine] = await d.db.select({ createdAt: scans.createdAt }).from(scans).where(theScan(tenant, job.scanId));
    if (!mine) return;
    const [{ n } = { n: 0 }] = await d.db
      .select({ n: count() })
      .from(scans)
      .where(and(scoped.tenant(scans, tenant), eq(scans.status, "queued"), lt(scans.createdAt, mine.createdAt)));
    await d.jobs.send(SCAN_QUEUE, job, { startAfter: Math.min(30, 1 + Math.floor(n / tenantLimit)) });
  }

  async function targetOf(scan: ScanRow): Promise<{ target: ScanTarget; site: WebsiteRow | null } | null> {
    const scheme = scan.url.startsWith("https:") ? "https" : "http";
    if (!scan.websiteId || !scan.entityId) {
      return {
        site: null,
        target: {
          url: scan.url,
          scheme,
          host: scan.host,
          port: scan.port,
          verified: false,
          emailDomain: null,
          subdomains: [],
          dkimSelectors: [],
        },
      };
    }
    const [site] = await d.db
      .select()
      .from(websites)
      .where(and(scoped.entity(websites, { tenantId: scan.whitelabelId, entityId: scan.entityId }), eq(websites.id, scan.websiteId)));
    if (!site) return null;
    return {
      site,
      target: {
        url: site.url,
        scheme,
        host: site.host,
        port: site.port,
        verified: !!site.verifiedAt,
        emailDomain: emailDomainOf(site),
        subdomains: site.subdomains,
        dkimSelectors: site.dkimSelectors,
      },
    };
  }

  async function run(scan: ScanRow) {
    const scope = { tenantId: scan.whitelabelId };
    const running = and(theScan(scope, scan.id), eq(scans.status, "running"));
    const found = await targetOf(scan);
    if (!found) return; // the website went (its scans with it)
    const results: ScanCategoryResult[] = [];
    let unreachable: Unreachable | null = null;
    for (const key of scan.plan) {
      const runner = d.categories[key];
      if (!runner) continue; // planned where that category existed; this process has no such checks
      const result = await withinTime(runner(found.target), CATEGORY_TIMEOUT_MS).catch((err: unknown) => categoryError(key, err));
      results.push(result);
      const still = await d.db
        .update(scans)
        .set({ categories: results, progress: results.length, touchedAt: new Date() })
        .where(running)
        .returning({ id: scans.id });
      if (!still.length) return; // deleted, or given up by the sweep meanwhile
      // a site out of reach: the other checks would only wait for it too, and nothing they found would be a grade of it
      unreachable = unreachableOf(result);
      if (unreachable) break;
    }
    const overall = unreachable ? { grade: null, score: null } : overallGrade(results);
    const now = new Date();
    const finished = {
      status: "done" as const,
      finishedAt: now,
      touchedAt: now,
      categories: results,
      progress: results.length,
      plan: results.map((r) => r.key),
      grade: overall.grade,
      score: overall.score,
      summary: digestOf(results),
      unreachable,
    };
    // the managers are told before the scan reads as done, so whoever sees it done sees its alert sent
    if (found.site) await alertAbout({ ...scan, ...finished }, found.site);
    await d.db.update(scans).set(finished).where(running);
  }

  async function fail(scan: ScanRow, err: unknown) {
    await d.db
      .update(scans)
      .set({
        status: "failed",
        finishedAt: new Date(),
        touchedAt: new Date(),
        error: { key: "run.failed", vars: { detail: String((err as Error)?.message ?? err).slice(0, 300) } },
      })
      .where(and(theScan({ tenantId: scan.whitelabelId }, scan.id), eq(scans.status, "running")));
  }

  return {
    /** One job of the queue. */
    async work(data: unknown) {
      if (!isJob(data)) return;
      const scan = await takeUp(data);
      if (scan === "busy") return putBack(data);
      if (!scan) return;
      try {
        await run(scan);
      } catch (err) {
        await fail(scan, err);
      }
    },
  };
}

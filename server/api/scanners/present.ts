import type { Locale } from "../../../contract/constants.ts";
import { domainTxtName } from "../../../contract/email-domains.ts";
import type { Grade, ScanCategoryResult } from "../../../contract/scanner-results.ts";
import type { Scan, ScanSummary, Website, WebsiteDetail } from "../../../contract/scanners.ts";
import type { ScanDigest } from "./schema.ts";
import type { ScanRow, ScanSummaryRow, WebsiteRow } from "./queries.ts";
import { withText } from "./scan-text.ts";
import { defaultEmailDomain } from "./site-address.ts";

/** What a site publishes to prove it is its owner's, by each method (docs/decisions/0031-scan-queue.md). */
export const VERIFICATION = {
  txtValue: (token: string) => `skill5-site-verification=${token}`,
  filePath: "/.well-known/skill5-verification.txt",
  metaName: "skill5-site-verification",
} as const;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const emailDomainOf = (w: Pick<WebsiteRow, "emailDomain" | "host">) => w.emailDomain ?? defaultEmailDomain(w.host);

/** The grades and counts lists show, worked out once when a scan finishes. */
export function digestOf(categories: ScanCategoryResult[]): ScanDigest {
  const tests = categories.flatMap((c) => c.tests);
  return {
    categories: categories.map((c) => ({ key: c.key, grade: c.grade, score: c.score })),
    failures: tests.filter((t) => t.result === "fail").length,
    warnings: tests.filter((t) => t.result === "warning").length,
  };
}

export function scanSummary(r: ScanSummaryRow): ScanSummary {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    createdAt: r.createdAt.toISOString(),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    grade: r.grade as Grade | null,
    score: r.score,
    categories: r.summary?.categories ?? [],
    failures: r.summary?.failures ?? 0,
    warnings: r.summary?.warnings ?? 0,
    unreachable: r.unreachable?.reason ?? null,
  };
}

/** Why a scan never reached the site, and what to check, in the viewer's language. */
function unreachableView(r: Pick<ScanRow, "unreachable" | "host">, locale: Locale): Scan["unreachable"] {
  if (!r.unreachable) return null;
  const { reason, detail } = r.unreachable;
  return {
    reason,
    detail,
    summary: withText({ key: `run.unreachable.${reason}`, vars: { host: r.host, detail } }, locale),
    fix: withText({ key: `run.unreachableFix.${reason}`, vars: { host: r.host } }, locale),
  };
}

export function websiteView(w: WebsiteRow, done: ScanSummaryRow[] = [], active?: { id: string; status: ScanRow["status"] }): Website {
  const [latest, before] = done;
  const trend =
    latest?.score == null || before?.score == null
      ? null
      : latest.score > before.score
        ? "up"
        : latest.score < before.score
          ? "down"
          : "same";
  return {
    id: w.id,
    url: w.url,
    host: w.host,
    displayHost: w.displayHost,
    verified: !!w.verifiedAt,
    schedule: w.schedule,
    nextScanAt: iso(w.nextScanAt),
    emailDomain: emailDomainOf(w),
    subdomains: w.subdomains,
    dkimSelectors: w.dkimSelectors,
    alerts: w.alerts,
    createdAt: w.createdAt.toISOString(),
    latestScan: latest ? scanSummary(latest) : null,
    activeScan: active ?? null,
    trend,
  };
}

export function websiteDetail(
  w: WebsiteRow,
  done: ScanSummaryRow[],
  active: { id: string; status: ScanRow["status"] } | undefined,
  canManage: boolean,
): WebsiteDetail {
  const value = VERIFICATION.txtValue(w.verificationToken);
  return {
    ...websiteView(w, done, active),
    canManage,
    verification: {
      verified: !!w.verifiedAt,
      method: w.verifiedAt ? w.verificationMethod : null,
      verifiedAt: iso(w.verifiedAt),
      token: w.verificationToken,
      dns: { name: domainTxtName(w.host), value },
      file: { url: `${w.url}${VERIFICATION.filePath}`, content: value },
      meta: { tag: `<meta name="${VERIFICATION.metaName}" content="${w.verificationToken}">` },
    },
  };
}

/** A scan as `GET /api/scans/{id}` gives it: every text also rendered in the viewer's language. */
export function scanView(r: ScanRow, locale: Locale): Scan {
  return {
    id: r.id,
    status: r.status,
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    websiteId: r.websiteId,
    url: r.url,
    trigger: r.trigger,
    createdAt: r.createdAt.toISOString(),
    grade: r.grade as Grade | null,
    score: r.score,
    progress: { done: r.progress, total: r.plan.length },
    error: r.error ? withText(r.error, locale) : null,
    unreachable: unreachableView(r, locale),
    categories: r.categories.map((c) => ({
      key: c.key,
      grade: c.grade,
      score: c.score,
      tests: c.tests.map((t) => ({
        id: t.id,
        result: t.result,
        scoreModifier: t.scoreModifier,
        evidence: t.evidence,
        summary: withText(t.summary, locale),
        recommendation: t.recommendation ? withText(t.recommendation, locale) : null,
      })),
    })),
  };
}

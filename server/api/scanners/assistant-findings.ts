import type { Locale } from "../../../contract/constants.ts";
import { headline } from "../../../contract/scanner-summary.ts";
import { toFix } from "../../../contract/scanner-order.ts";
import type { ScanCategory, ScanTest } from "../../../contract/scanner-results.ts";
import { testItem } from "../../../contract/scanner-test-kinds.ts";
import { translate } from "../../platform/i18n.ts";
import { guidanceIn, type Guidance } from "./assistant-guidance.ts";
import type { SiteScan } from "./assistant-reads.ts";
import { dateOf, trimAtSentence, type Doc } from "../../platform/passage-search.ts";
import { renderScanText } from "./scan-text.ts";

const tr = (locale: Locale, key: string, vars: Record<string, string | number> = {}) => translate(`scannersAssistant:${key}`, locale, vars);

/** The scan report's page, at a check's row when one is given. */
export const scanPath = (scanId: string, category?: ScanCategory, testId?: string) =>
  `/scanners/scans/${encodeURIComponent(scanId)}${category && testId ? `#test-${category}-${testId}` : ""}`;

export function guidanceOf(locale: Locale, category: ScanCategory, testId: string): Guidance | undefined {
  const { kind } = testItem(category, testId);
  return guidanceIn(locale).find((g) => g.category === category && g.kind === kind);
}

/** A check's title as the report shows it (with its item: a DKIM selector, a cookie, a sub-domain). */
export function testTitle(locale: Locale, category: ScanCategory, testId: string) {
  const { item } = testItem(category, testId);
  const title = guidanceOf(locale, category, testId)?.title ?? testId;
  return item ? translate("scannerPages:tests.withItem", locale, { title, item }) : title;
}

/** What a piece of evidence says, as searchable words (values only). */
const evidenceWords = (e: unknown): string[] =>
  typeof e === "string" || typeof e === "number"
    ? [String(e)]
    : e && typeof e === "object"
      ? Object.values(e as Record<string, unknown>).flatMap(evidenceWords)
      : [];

export type Finding = {
  key: string;
  site: SiteScan & { latest: NonNullable<SiteScan["latest"]> };
  category: ScanCategory;
  test: ScanTest;
  title: string;
  summary: string;
  fix: string;
};

/** The failed and warned checks of each site's latest scan, worst first within a scan. */
export function findingsOf(sites: SiteScan[], locale: Locale): Finding[] {
  return sites.flatMap((site) => {
    const latest = site.latest;
    if (!latest || latest.unreachable) return [];
    return toFix(latest.categories).map(({ category, test }) => ({
      key: `finding:${latest.id}:${test.id}`,
      site: { ...site, latest },
      category,
      test,
      title: testTitle(locale, category, test.id),
      summary: renderScanText(test.summary, locale),
      fix: test.recommendation ? renderScanText(test.recommendation, locale) : "",
    }));
  });
}

/** A finding as a passage's words: where, when, how it went, what was seen and what to do. */
export function findingText(f: Finding, locale: Locale) {
  const head = tr(locale, "finding.text", {
    host: f.site.host,
    date: dateOf(f.site.latest.finishedAt, locale),
    result: tr(locale, `results.${f.test.result}`),
    summary: f.summary,
  });
  return trimAtSentence(`${head} ${f.fix}`);
}

export function findingDoc(f: Finding, locale: Locale): Doc {
  const g = guidanceOf(locale, f.category, f.test.id);
  return {
    key: f.key,
    title: tr(locale, "finding.title", { title: f.title, host: f.site.host }),
    head: `${f.summary} ${f.fix}`,
    body: [g?.head ?? "", ...evidenceWords(f.test.evidence)].join(" ").slice(0, 4000),
  };
}

/** Iris's summary of a site's latest scan, in the report's own words ("Your site gets B. Fix these first: …"). */
export function scanSummaryText(site: SiteScan & { latest: NonNullable<SiteScan["latest"]> }, locale: Locale) {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(`scannerPages:${key}`, locale, vars);
  const h = headline({
    grade: site.latest.grade as never,
    unreachable: site.latest.unreachable || undefined,
    categories: site.latest.categories,
  });
  switch (h.kind) {
    case "unreachable":
      return `${t("unreachable.title", { host: site.host })} ${t("unreachable.notGraded")}`;
    case "noGrade":
      return t("iris.summary.noGrade", { count: h.couldNotCheck });
    case "clean":
      return [
        h.grade ? t("iris.summary.grade", { grade: h.grade }) : t("iris.summary.noOverall"),
        t(h.couldNotCheck ? "iris.summary.cleanChecked" : "iris.summary.clean"),
      ].join(" ");
    case "fix": {
      const items = h.first.map((p) =>
        t("iris.summary.item", { title: testTitle(locale, p.category, p.id), category: t(`categories.${p.category}.name`) }),
      );
      const more = h.more ? ` ${t("iris.summary.more", { count: h.more })}` : "";
      return `${h.grade ? t("iris.summary.grade", { grade: h.grade }) : t("iris.summary.noOverall")} ${t("iris.summary.fixFirst")} ${items.join("; ")}.${more}`;
    }
  }
}

export function scanDoc(site: SiteScan & { latest: NonNullable<SiteScan["latest"]> }, locale: Locale): Doc {
  return {
    key: `scan:${site.latest.id}`,
    title: tr(locale, "scan.title", { host: site.host, date: dateOf(site.latest.finishedAt, locale) }),
    head: scanSummaryText(site, locale),
    body: site.host,
  };
}

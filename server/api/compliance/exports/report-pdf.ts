import { rgb } from "pdf-lib";
import type { Brand } from "../../../../contract/brand.ts";
import { EXPIRING_EVIDENCE_DAYS, REPORT_TREND_DAYS } from "../../../../contract/compliance-export-files.ts";
import type { ReadBrandImage } from "../../../platform/brand-images.ts";
import { MARGIN, MUTED, drawable } from "../../../platform/pdf-layout.ts";
import { dayOf, dueCounts, frameworkReadiness } from "../readiness.ts";
import type { ExportData, ExportRow } from "./export-data.ts";
import { brandedPdf, drawFacts } from "./pdf-doc.ts";
import { drawTable, type PdfRow } from "./pdf-table.ts";
import { reportFacts } from "./report-facts.ts";
import { automaticFigures, bar, evidenceCell, expiringEvidence, heading, requirementList, trendChart } from "./report-sections.ts";
import { STATUS_COLOR } from "./soa-pdf.ts";
import { noEvidenceLine } from "./soa-rows.ts";
import { dayText, percentText, stateName, type Words } from "./words.ts";

export type TrendPoint = { day: string; percent: number };

/**
 * The compliance report of one adopted framework, as a PDF under the tenant's brand in the
 * reader's language: a cover in its colours with its logo, readiness overall and per group,
 * the trend, what is overdue, what needs review, evidence about to expire, the evidence the
 * product gathers by itself (training, scans), and every requirement with its state.
 */
export async function reportPdf(
  data: ExportData,
  trend: TrendPoint[],
  brand: Brand,
  readImage: ReadBrandImage,
  t: Words,
  now: Date,
): Promise<Uint8Array> {
  const { framework, assessment: a, locale } = data;
  const name = framework.name[locale];
  const title = t("report.title");
  const doc = await brandedPdf({ brand, readImage, title, subject: `${data.company} · ${name}`, locale, t, now });
  const c = doc.cursor;
  const { readiness, groups } = frameworkReadiness(framework, a.states, locale);
  const due = dueCounts(framework, a.states, a.dueSoonUntil, a.today);

  // the cover: the brand, the framework, for whom and when, and how ready it is
  const top = c.size[1] - 40;
  if (doc.logo) c.page.drawImage(doc.logo, { x: MARGIN, y: top - 40, width: (doc.logo.width / doc.logo.height) * 40, height: 40 });
  else c.page.drawText(drawable(brand.name), { x: MARGIN, y: top - 28, size: 22, font: doc.fonts.bold, color: doc.primary });
  const band = top - 150;
  c.page.drawRectangle({ x: 0, y: band, width: c.size[0], height: 92, color: doc.primary });
  c.page.drawRectangle({ x: 0, y: band - 5, width: c.size[0], height: 5, color: doc.accent });
  c.page.drawText(drawable(title), { x: MARGIN, y: band + 56, size: 24, font: doc.fonts.bold, color: rgb(1, 1, 1) });
  c.page.drawText(drawable(name), { x: MARGIN, y: band + 30, size: 13, font: doc.fonts.regular, color: rgb(1, 1, 1) });
  c.page.drawText(drawable(data.company), { x: MARGIN, y: band + 12, size: 10, font: doc.fonts.regular, color: rgb(1, 1, 1) });
  c.y = band - 24;
  drawFacts(doc, reportFacts(data, t, now));

  heading(doc, t("report.readiness"));
  c.page.drawText(drawable(percentText(readiness.percent, locale)), {
    x: MARGIN,
    y: c.y - 34,
    size: 36,
    font: doc.fonts.bold,
    color: doc.primary,
  });
  c.y -= 44;
  c.text(t("report.readyOf", { ready: readiness.ready, count: readiness.applicable }), { size: 10, gap: 2 });
  c.text(t("report.coverage", { percent: percentText(readiness.coveragePercent, locale), covered: readiness.coveredByMapping }), {
    size: 9,
    color: MUTED,
    gap: 2,
  });
  c.text(
    t("report.counts", {
      implemented: readiness.implemented,
      notApplicable: readiness.notApplicable,
      needsReview: readiness.needsReview,
      overdue: due.overdue,
      dueSoon: due.dueSoon,
    }),
    { size: 9, color: MUTED, gap: 10 },
  );
  c.text(t("report.byGroup"), { size: 10, font: "bold", gap: 4 });
  for (const g of groups) bar(doc, `${g.code} ${g.title}`, g.percent, `${percentText(g.percent, locale)} · ${g.ready}/${g.applicable}`);

  // what moved, and what needs attention
  c.newPage();
  heading(doc, t("report.trend"));
  trendChart(doc, trend, REPORT_TREND_DAYS, a.today, t, locale);

  const owner = (r: ExportRow) => r.owner ?? "–";
  const codeTitle = [
    { header: t("report.columns.code"), share: 0.14, cell: (r: ExportRow) => r.requirement.code },
    { header: t("report.columns.requirement"), share: 0.5, cell: (r: ExportRow) => r.requirement.title[locale] },
    { header: t("report.columns.owner"), share: 0.18, cell: owner },
  ];
  heading(doc, t("report.overdue", { count: due.overdue }));
  requirementList(
    doc,
    data.rows.filter((r) => r.state.overdue),
    [
      ...codeTitle,
      { header: t("report.columns.due"), share: 0.18, cell: (r) => (r.state.dueDate ? dayText(r.state.dueDate, locale) : "") },
    ],
    t("report.noneOverdue"),
  );

  const review = data.rows.filter((r) => r.state.needsReview || r.state.reviewOverdue);
  heading(doc, t("report.needsReview", { count: review.length }));
  const why = (r: ExportRow) =>
    [
      r.state.needsReview ? t("report.evidenceExpired") : "",
      r.state.reviewOverdue && r.state.reviewDate ? t("report.reviewPassed", { date: dayText(r.state.reviewDate, locale) }) : "",
    ]
      .filter(Boolean)
      .join("\n");
  requirementList(doc, review, [...codeTitle, { header: t("report.columns.reason"), share: 0.18, cell: why }], t("report.noneNeedsReview"));

  // ready on the company's word rather than on evidence: the auditor sees each reason, who gave it and when
  const waived = data.rows.filter((r) => r.noEvidence && r.state.status === "implemented");
  heading(doc, t("report.noEvidenceNeeded", { count: waived.length }));
  requirementList(
    doc,
    waived,
    [...codeTitle.slice(0, 2), { header: t("report.columns.reason"), share: 0.36, cell: (r) => noEvidenceLine(r, locale, t) ?? "" }],
    t("report.noneNoEvidenceNeeded"),
  );

  const expiring = expiringEvidence(data, dayOf(a.now, EXPIRING_EVIDENCE_DAYS));
  heading(doc, t("report.expiring", { count: expiring.length, days: EXPIRING_EVIDENCE_DAYS }));
  if (!expiring.length) c.text(t("report.noneExpiring", { days: EXPIRING_EVIDENCE_DAYS }), { size: 9, color: MUTED });
  else
    drawTable(
      c,
      doc.fonts,
      [
        { header: t("report.columns.evidence"), share: 0.44 },
        { header: t("report.columns.validUntil"), share: 0.2 },
        { header: t("report.columns.supports"), share: 0.36 },
      ],
      expiring.map((e) => ({ cells: [e.title, dayText(e.validUntil, locale), e.codes.join(", ")] })),
    );

  heading(doc, t("report.automatic"));
  automaticFigures(doc, data, t);

  // every requirement, group by group
  c.newPage();
  heading(doc, t("report.all", { count: data.rows.length }));
  const table: PdfRow[] = [];
  let section = "";
  for (const r of data.rows) {
    const where = r.path.map((g) => `${g.code} ${g.title[locale]}`).join(" › ");
    if (where !== section) table.push({ section: (section = where) });
    table.push({
      cells: [
        r.requirement.code,
        r.requirement.title[locale],
        stateName(r.state, locale, t),
        owner(r),
        r.state.dueDate ? dayText(r.state.dueDate, locale) : "",
        evidenceCell(r, t),
      ],
      colors: [undefined, undefined, STATUS_COLOR[r.state.status]],
    });
  }
  drawTable(
    c,
    doc.fonts,
    [
      { header: t("report.columns.code"), share: 0.11 },
      { header: t("report.columns.requirement"), share: 0.37 },
      { header: t("report.columns.status"), share: 0.17 },
      { header: t("report.columns.owner"), share: 0.13 },
      { header: t("report.columns.due"), share: 0.1 },
      { header: t("report.columns.evidence"), share: 0.12 },
    ],
    table,
  );
  return doc.finish();
}

/** The recorded trend with today's point as it is now (the hourly job's may be up to an hour old). */
export function trendUntilNow(points: TrendPoint[], today: string, percent: number): TrendPoint[] {
  return [...points.filter((p) => p.day < today).map((p) => ({ day: p.day, percent: p.percent })), { day: today, percent }];
}

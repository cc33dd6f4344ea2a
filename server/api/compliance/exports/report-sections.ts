import { rgb, type RGB } from "pdf-lib";
import { SCAN_CATEGORIES } from "../../../../contract/scanner-results.ts";
import { MARGIN, MUTED, drawable } from "../../../platform/pdf-layout.ts";
import type { ExportData, ExportRow } from "./export-data.ts";
import type { BrandedPdf } from "./pdf-doc.ts";
import { drawTable } from "./pdf-table.ts";
import { dayText, percentText, type Words } from "./words.ts";

const TRACK = rgb(0.9, 0.91, 0.93);
const GRID = rgb(0.85, 0.86, 0.88);

/** A section's heading in the tenant's colour. */
export function heading(doc: BrandedPdf, text: string) {
  doc.cursor.need(60);
  doc.cursor.space(6);
  doc.cursor.text(text, { size: 13, font: "bold", color: doc.primary, gap: 4 });
}

/** A labelled bar of `percent` (0–100) in the tenant's colour, with the figure after it. */
export function bar(doc: BrandedPdf, label: string, percent: number, figure: string, color: RGB = doc.primary) {
  const c = doc.cursor;
  c.need(18);
  const labelWidth = c.width * 0.42;
  const trackWidth = c.width * 0.38;
  const y = c.y - 12;
  const text = drawable(label);
  let shown = text;
  while (shown.length > 3 && doc.fonts.regular.widthOfTextAtSize(shown, 9) > labelWidth - 6) shown = `${shown.slice(0, -2)}…`;
  c.page.drawText(shown, { x: MARGIN, y: y + 2, size: 9, font: doc.fonts.regular });
  c.page.drawRectangle({ x: MARGIN + labelWidth, y, width: trackWidth, height: 9, color: TRACK });
  if (percent > 0)
    c.page.drawRectangle({ x: MARGIN + labelWidth, y, width: (trackWidth * Math.min(100, percent)) / 100, height: 9, color });
  c.page.drawText(drawable(figure), { x: MARGIN + labelWidth + trackWidth + 8, y: y + 2, size: 9, font: doc.fonts.bold });
  c.y -= 16;
}

/**
 * Readiness by day as a line over the last days, 0–100 %, with its first and last day under it
 * and a sentence saying where it went (the chart's words for a reader who cannot see it).
 */
export function trendChart(
  doc: BrandedPdf,
  points: { day: string; percent: number }[],
  days: number,
  today: string,
  t: Words,
  locale: ExportData["locale"],
) {
  const c = doc.cursor;
  const height = 110;
  c.need(height + 40);
  const left = MARGIN + 28;
  const width = c.width - 28;
  const top = c.y - 6;
  const base = top - height;
  for (const level of [0, 50, 100]) {
    const y = base + (height * level) / 100;
    c.page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.4, color: GRID });
    const label = drawable(percentText(level, locale));
    c.page.drawText(label, {
      x: left - 4 - doc.fonts.regular.widthOfTextAtSize(label, 7),
      y: y - 2.5,
      size: 7,
      font: doc.fonts.regular,
      color: MUTED,
    });
  }
  const end = Date.parse(`${today}T00:00:00Z`);
  const start = end - (days - 1) * 86_400_000;
  const at = (p: { day: string; percent: number }) => ({
    x: left + (width * (Date.parse(`${p.day}T00:00:00Z`) - start)) / Math.max(1, end - start),
    y: base + (height * p.percent) / 100,
  });
  const xy = points.map(at);
  xy.forEach((p, i) => {
    if (i > 0) c.page.drawLine({ start: xy[i - 1]!, end: p, thickness: 1.6, color: doc.primary });
  });
  for (const p of xy) c.page.drawCircle({ x: p.x, y: p.y, size: 1.8, color: doc.primary });
  const first = drawable(dayText(new Date(start).toISOString().slice(0, 10), locale));
  const last = drawable(dayText(today, locale));
  c.page.drawText(first, { x: left, y: base - 11, size: 7, font: doc.fonts.regular, color: MUTED });
  c.page.drawText(last, {
    x: left + width - doc.fonts.regular.widthOfTextAtSize(last, 7),
    y: base - 11,
    size: 7,
    font: doc.fonts.regular,
    color: MUTED,
  });
  c.y = base - 18;
  const from = points[0]!;
  const to = points.at(-1)!;
  c.text(
    points.length > 1
      ? t("report.trendSaid", {
          from: percentText(from.percent, locale),
          since: dayText(from.day, locale),
          to: percentText(to.percent, locale),
        })
      : t("report.trendOnePoint", { percent: percentText(to.percent, locale) }),
    { size: 9, color: MUTED },
  );
}

/** A list of requirements as a small table, or a sentence when there is none. */
export function requirementList(
  doc: BrandedPdf,
  rows: ExportRow[],
  columns: { header: string; share: number; cell: (r: ExportRow) => string }[],
  none: string,
) {
  if (!rows.length) {
    doc.cursor.text(none, { size: 9, color: MUTED });
    return;
  }
  drawTable(
    doc.cursor,
    doc.fonts,
    columns.map((col) => ({ header: col.header, share: col.share })),
    rows.map((r) => ({ cells: columns.map((col) => col.cell(r)) })),
  );
}

/** Evidence whose validity ends within the window, once each, with the requirements it supports here. */
export function expiringEvidence(data: ExportData, until: string) {
  const found = new Map<string, { title: string; validUntil: string; codes: string[] }>();
  for (const row of data.rows) {
    for (const e of row.evidence) {
      if (!e.validUntil || e.expired || e.validUntil > until) continue;
      const entry = found.get(e.id) ?? { title: e.title, validUntil: e.validUntil, codes: [] };
      entry.codes.push(row.requirement.code);
      found.set(e.id, entry);
    }
  }
  return [...found.values()].sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.title.localeCompare(b.title));
}

/** Training completion and each website's latest grades: the evidence the product gathers by itself. */
export function automaticFigures(doc: BrandedPdf, data: ExportData, t: Words) {
  const { training, scans } = data.assessment.facts;
  const { locale } = data;
  const percent = training.members ? Math.floor((100 * training.trained) / training.members) : 0;
  doc.cursor.text(
    training.members
      ? t("report.training", { trained: training.trained, count: training.members, percent: percentText(percent, locale) })
      : t("report.noMembers"),
    { size: 10, gap: 6 },
  );
  if (!scans.length) {
    doc.cursor.text(t("report.noScans"), { size: 9, color: MUTED });
    return;
  }
  const order = [...SCAN_CATEGORIES];
  drawTable(
    doc.cursor,
    doc.fonts,
    [
      { header: t("report.columns.website"), share: 0.32 },
      { header: t("report.columns.scannedOn"), share: 0.2 },
      ...order.map((k) => ({ header: t(`report.category.${k}`), share: 0.12 })),
    ],
    scans.map((s) => ({
      cells: [
        s.host,
        dayText(s.finishedAt.toISOString().slice(0, 10), locale),
        ...order.map((k) => s.categories.find((x) => x.key === k)?.grade ?? "–"),
      ],
    })),
  );
}

/** "2 of 3 valid", the product's own evidence, or that none is needed, for the full table. */
export function evidenceCell(r: ExportRow, t: Words) {
  const valid = r.evidence.filter((e) => !e.expired).length;
  const own = r.evidence.length ? t("report.evidenceCount", { valid, count: r.evidence.length }) : "";
  return (
    [own, r.state.automaticEvidence ? t("report.automaticMark") : "", r.noEvidence ? t("report.noEvidenceMark") : ""]
      .filter(Boolean)
      .join("\n") || "–"
  );
}

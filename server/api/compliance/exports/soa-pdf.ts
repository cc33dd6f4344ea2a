import { rgb, type RGB } from "pdf-lib";
import type { Brand } from "../../../../contract/brand.ts";
import type { RequirementStatus } from "../../../../contract/compliance-limits.ts";
import type { ReadBrandImage } from "../../../platform/brand-images.ts";
import { A4_LANDSCAPE, INK, MUTED } from "../../../platform/pdf-layout.ts";
import type { ExportData } from "./export-data.ts";
import { brandedPdf, drawFacts, drawTitle } from "./pdf-doc.ts";
import { drawTable, type PdfRow } from "./pdf-table.ts";
import { reportFacts } from "./report-facts.ts";
import { soaRows, soaSummary, statementCells } from "./soa-rows.ts";
import { dayText, type Words } from "./words.ts";

/** How a status reads in a printed table. */
export const STATUS_COLOR: Record<RequirementStatus, RGB> = {
  implemented: rgb(0.08, 0.4, 0.2),
  in_progress: rgb(0.55, 0.33, 0.02),
  not_started: INK,
  not_applicable: MUTED,
};

/**
 * The Statement of Applicability of ISO/IEC 27001 as a landscape PDF under the tenant's brand:
 * the header block and counts, then every Annex A control by theme — applicable, why, status,
 * owner, evidence and its validity, last change — the column headers repeated on each page.
 */
export async function soaPdf(data: ExportData, brand: Brand, readImage: ReadBrandImage, t: Words, now: Date): Promise<Uint8Array> {
  const { locale } = data;
  const rows = soaRows(data, t);
  const title = t("soa.title");
  const doc = await brandedPdf({
    brand,
    readImage,
    title,
    subject: `${data.company} · ${data.framework.name[locale]}`,
    locale,
    t,
    now,
    size: A4_LANDSCAPE,
  });
  drawTitle(doc, brand.name, title, data.framework.name[locale]);
  drawFacts(doc, [...reportFacts(data, t, now), [t("file.summary"), soaSummary(rows, t)]]);

  const table: PdfRow[] = [];
  let theme = "";
  for (const r of rows) {
    if (r.theme !== theme) table.push({ section: (theme = r.theme) });
    const change = r.lastChange ? [dayText(r.lastChange.toISOString().slice(0, 10), locale), r.changedBy].filter(Boolean).join("\n") : "";
    table.push({
      cells: [r.code, r.title, ...statementCells(r, t), change],
      colors: [undefined, undefined, undefined, undefined, STATUS_COLOR[r.status]],
    });
  }
  drawTable(
    doc.cursor,
    doc.fonts,
    [
      { header: t("soa.columns.control"), share: 0.06 },
      { header: t("soa.columns.title"), share: 0.17 },
      { header: t("soa.columns.applicable"), share: 0.07 },
      { header: t("soa.columns.justification"), share: 0.22 },
      { header: t("soa.columns.status"), share: 0.11 },
      { header: t("soa.columns.owner"), share: 0.09 },
      { header: t("soa.columns.evidence"), share: 0.19 },
      { header: t("soa.columns.lastChange"), share: 0.09 },
    ],
    table,
  );
  return doc.finish();
}

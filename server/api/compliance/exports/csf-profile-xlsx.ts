import ExcelJS from "exceljs";
import type { ExportData } from "./export-data.ts";
import { profileRows, profileSummary } from "./profile-rows.ts";
import { reportFacts } from "./report-facts.ts";
import { tableSheet } from "./xlsx-sheet.ts";
import type { Words } from "./words.ts";

/**
 * The NIST CSF 2.0 profile as a workbook: a summary sheet per function (current readiness
 * against the target), then every subcategory with its function, category, NIST's text, the
 * current state (status, evidence, automatic evidence), the target state (implemented unless
 * not applicable, by the due date, with a priority), whether there is a gap, and the notes.
 */
export async function csfProfileXlsx(data: ExportData, t: Words, now: Date): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = data.preparedBy;
  book.company = data.company;
  book.title = t("profile.title");
  book.created = now;
  const facts: [string, string][] = [...reportFacts(data, t, now), [t("profile.targetLabel"), t("profile.targetRule")]];
  const summary = profileSummary(data);
  const share = (n: number | null) => (n === null ? null : n / 100);
  tableSheet(book, {
    name: t("profile.summarySheet"),
    title: `${t("profile.title")} · ${t("profile.summarySheet")}`,
    facts,
    columns: [
      { header: t("profile.columns.function"), width: 28, wrap: true },
      { header: t("profile.summary.applicable"), width: 14 },
      { header: t("profile.summary.notApplicable"), width: 14 },
      { header: t("profile.summary.implemented"), width: 14 },
      { header: t("profile.summary.ready"), width: 16, wrap: true },
      { header: t("profile.summary.gaps"), width: 10 },
      { header: t("profile.summary.current"), width: 12, numFmt: "0%" },
      { header: t("profile.summary.target"), width: 12, numFmt: "0%" },
    ],
    rows: [...summary.functions, { ...summary.total, name: t("profile.summary.total") }].map((f) => [
      f.name,
      f.applicable,
      f.notApplicable,
      f.implemented,
      f.ready,
      f.gaps,
      share(f.current),
      share(f.target),
    ]),
  });
  tableSheet(book, {
    name: t("profile.sheet"),
    title: `${t("profile.title")} · ${data.framework.name[data.locale]}`,
    facts,
    columns: [
      { header: t("profile.columns.function"), width: 18, wrap: true },
      { header: t("profile.columns.category"), width: 26, wrap: true },
      { header: t("profile.columns.subcategory"), width: 12 },
      { header: t("profile.columns.text"), width: 50, wrap: true },
      { header: t("profile.columns.current"), width: 22, wrap: true },
      { header: t("profile.columns.evidence"), width: 40, wrap: true },
      { header: t("profile.columns.automatic"), width: 40, wrap: true },
      { header: t("profile.columns.target"), width: 16 },
      { header: t("profile.columns.targetDate"), width: 13 },
      { header: t("profile.columns.priority"), width: 11 },
      { header: t("profile.columns.gap"), width: 8 },
      { header: t("profile.columns.notes"), width: 40, wrap: true },
    ],
    rows: profileRows(data, t).map((r) => [
      r.function,
      r.category,
      r.code,
      r.text,
      r.current,
      r.evidence,
      r.automatic,
      r.target,
      r.targetDate,
      r.priority,
      t(r.gap ? "file.yes" : "file.no"),
      r.notes,
    ]),
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

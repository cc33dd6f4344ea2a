import type { RequirementStatus } from "../../../../contract/compliance-limits.ts";
import type { Locale } from "../../../../contract/constants.ts";
import type { ExportData, ExportEvidence, ExportRow } from "./export-data.ts";
import { automaticEvidenceLines, dayText, stateName, type Words } from "./words.ts";

/** A control as the Statement of Applicability states it, in the reader's language. */
export type SoaRow = {
  theme: string;
  code: string;
  title: string;
  applicable: boolean;
  justification: string;
  status: RequirementStatus;
  statusText: string;
  owner: string;
  evidence: string[];
  lastChange: Date | null;
  changedBy: string;
};

/**
 * Why a control is in or out: the not-applicable justification for an excluded one; for an
 * included one its implementation status and the notes kept on it.
 */
export function soaJustification(row: Pick<ExportRow, "state" | "justification" | "notes">, t: Words): string {
  if (row.state.status === "not_applicable") return row.justification ?? t("soa.noJustification");
  const included = t(`soa.included.${row.state.status}`);
  return row.notes ? `${included} ${row.notes}` : included;
}

/** A piece of evidence with its validity: "Policy v3 (valid until Mar 31, 2030)". */
export function evidenceLine(e: ExportEvidence, locale: Locale, t: Words): string {
  if (!e.validUntil) return t("evidence.noEnd", { title: e.title });
  return t(e.expired ? "evidence.expired" : "evidence.validUntil", { title: e.title, date: dayText(e.validUntil, locale) });
}

/** The reason a requirement needs no evidence, with who recorded it and when: "No evidence needed: … (Marina Costa, Nov 25, 2026)". */
export function noEvidenceLine(row: Pick<ExportRow, "noEvidence">, locale: Locale, t: Words): string | null {
  if (!row.noEvidence) return null;
  const { reason, by, at } = row.noEvidence;
  return t("evidence.noEvidenceNeeded", {
    reason,
    by: by ?? t("evidence.formerMember"),
    date: dayText(at.toISOString().slice(0, 10), locale),
  });
}

/** Who changed a requirement last, as a report names them. */
export function changedBy(row: ExportRow, t: Words): string {
  if (!row.lastChange) return "";
  if (row.lastChange.automatic) return t("file.automaticChange");
  return row.lastChange.by ?? t("file.formerMember");
}

/** Every control of the adopted framework, in its order, as the Statement of Applicability lists it. */
export function soaRows(data: ExportData, t: Words): SoaRow[] {
  const { locale, assessment } = data;
  return data.rows.map((row) => {
    const theme = row.path[0];
    const automatic = automaticEvidenceLines(row.requirement.automaticEvidence ?? [], assessment.facts, locale, t).map((line) =>
      t("evidence.automatic", { text: line }),
    );
    return {
      theme: theme ? `${theme.code} ${theme.title[locale]}` : "",
      code: row.requirement.code,
      title: row.requirement.title[locale],
      applicable: row.state.status !== "not_applicable",
      justification: soaJustification(row, t),
      status: row.state.status,
      statusText: stateName(row.state, locale, t),
      owner: row.owner ?? "",
      evidence: [...row.evidence.map((e) => evidenceLine(e, locale, t)), ...automatic, ...[noEvidenceLine(row, locale, t) ?? []].flat()],
      lastChange: row.lastChange?.at ?? null,
      changedBy: changedBy(row, t),
    };
  });
}

/** What the statement says of a control, in the same columns in every format: whether it applies and why, its status, owner and evidence. */
export const statementCells = (r: SoaRow, t: Words): string[] => [
  t(r.applicable ? "file.yes" : "file.no"),
  r.justification,
  r.statusText,
  r.owner,
  r.evidence.join("\n"),
];

/** The counts the Statement of Applicability opens with. */
export function soaSummary(rows: SoaRow[], t: Words): string {
  const applicable = rows.filter((r) => r.applicable).length;
  const implemented = rows.filter((r) => r.status === "implemented").length;
  return t("soa.summary", { count: rows.length, applicable, excluded: rows.length - applicable, implemented });
}

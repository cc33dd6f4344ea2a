// The compliance exports (issue 12 §6) as plain values the pages import without zod: which
// framework each one is made of, where it is downloaded and what it answers. Their query
// schemas: contract/compliance-exports.ts; the decision: docs/decisions/0036-compliance-exports.md.

/** The Statement of Applicability is ISO/IEC 27001's; the profile is NIST CSF 2.0's. */
export const SOA_FRAMEWORK = "iso-27001-2022";
export const CSF_FRAMEWORK = "nist-csf-2.0";

/** The compliance report lists evidence whose validity ends within this many days. */
export const EXPIRING_EVIDENCE_DAYS = 30;
/** Days of readiness the compliance report's trend draws. */
export const REPORT_TREND_DAYS = 90;

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const PDF_CONTENT_TYPE = "application/pdf";

/** Each export: its path under /api and its content type. */
export const COMPLIANCE_EXPORTS = {
  soaXlsx: { path: "/compliance/reports/soa.xlsx", contentType: XLSX_CONTENT_TYPE },
  soaPdf: { path: "/compliance/reports/soa.pdf", contentType: PDF_CONTENT_TYPE },
  csfProfile: { path: "/compliance/reports/csf-profile.xlsx", contentType: XLSX_CONTENT_TYPE },
  report: { path: "/compliance/reports/report.pdf", contentType: PDF_CONTENT_TYPE },
} as const;
export type ComplianceExportKind = keyof typeof COMPLIANCE_EXPORTS;

/** Where a page downloads an export: in the page's language, the report of one framework. */
export function complianceExportHref(kind: ComplianceExportKind, query: { locale: "en" | "pt"; framework?: string }): string {
  const search = new URLSearchParams();
  if (query.framework) search.set("framework", query.framework);
  search.set("locale", query.locale);
  return `/api${COMPLIANCE_EXPORTS[kind].path}?${search}`;
}

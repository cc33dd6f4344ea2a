import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  COMPLIANCE_EXPORTS,
  CSF_FRAMEWORK,
  EXPIRING_EVIDENCE_DAYS,
  REPORT_TREND_DAYS,
  SOA_FRAMEWORK,
  exportQuerySchema,
  reportQuerySchema,
} from "../../../../contract/compliance-exports.ts";
import type { ReadBrandImage } from "../../../platform/brand-images.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { errors } from "../../../platform/openapi.ts";
import type { TenancyService } from "../../tenancy/index.ts";
import type { Adoptions } from "../adoptions.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { viewerOf } from "../../../platform/viewer.ts";
import { callerFrom, tag, view } from "../caller.ts";
import { dayOf, frameworkReadiness } from "../readiness.ts";
import { csfProfileXlsx } from "./csf-profile-xlsx.ts";
import type { LoadExportData } from "./export-data.ts";
import { reportPdf, trendUntilNow } from "./report-pdf.ts";
import { soaPdf } from "./soa-pdf.ts";
import { soaXlsx } from "./soa-xlsx.ts";
import { wordsFor } from "./words.ts";

const file = (contentType: string, description: string) => ({
  content: { [contentType]: { schema: z.string().meta({ format: "binary" }) } },
  description,
});
const EACH =
  "Made on each request from the assessment as it is (the same rules as the pages, docs/compliance-readiness.md); nothing is stored or written to the audit trail. An attachment named after the export, the company and the day; `locale` chooses the language (the viewer's by default).";

const r = {
  soaXlsx: createRoute({
    method: "get",
    path: COMPLIANCE_EXPORTS.soaXlsx.path,
    tags: tag,
    ...view,
    summary: "The Statement of Applicability of ISO/IEC 27001:2022 as XLSX (view-compliance)",
    description: `Every Annex A control with our short title, whether it applies and why (the not-applicable justification; for an applicable one its status and notes), the implementation status, owner, evidence with its validity, and the last change, under a header block (company, framework version, date, prepared by); frozen headers and filters. 409 \`framework_not_adopted\` until ISO/IEC 27001 is adopted. ${EACH}`,
    request: { query: exportQuerySchema },
    responses: { 200: file(COMPLIANCE_EXPORTS.soaXlsx.contentType, "The workbook"), ...errors(400, 401, 403, 409) },
  }),
  soaPdf: createRoute({
    method: "get",
    path: COMPLIANCE_EXPORTS.soaPdf.path,
    tags: tag,
    ...view,
    summary: "The Statement of Applicability of ISO/IEC 27001:2022 as a PDF under your brand (view-compliance)",
    description: `The same content as soa.xlsx, by theme, landscape A4. 409 \`framework_not_adopted\` until ISO/IEC 27001 is adopted. ${EACH}`,
    request: { query: exportQuerySchema },
    responses: { 200: file(COMPLIANCE_EXPORTS.soaPdf.contentType, "The PDF"), ...errors(400, 401, 403, 409) },
  }),
  csfProfile: createRoute({
    method: "get",
    path: COMPLIANCE_EXPORTS.csfProfile.path,
    tags: tag,
    ...view,
    summary: "Your NIST CSF 2.0 current and target profile as XLSX (view-compliance)",
    description: `A summary sheet per function (current readiness against the target) and one row per subcategory: function, category, NIST's text, the current state (status, evidence, automatic evidence), the target state (implemented unless not applicable; target date: the due date; priority: high when overdue, medium when due within 14 days, low otherwise), gap and notes. The target is derived from the assessment (decision 0036). 409 \`framework_not_adopted\` until CSF 2.0 is adopted. ${EACH}`,
    request: { query: exportQuerySchema },
    responses: { 200: file(COMPLIANCE_EXPORTS.csfProfile.contentType, "The workbook"), ...errors(400, 401, 403, 409) },
  }),
  report: createRoute({
    method: "get",
    path: COMPLIANCE_EXPORTS.report.path,
    tags: tag,
    ...view,
    summary: "The compliance report of an adopted framework as a PDF under your brand (view-compliance)",
    description: `A cover in your brand's colours with its logo; readiness overall and per group; the trend over ${REPORT_TREND_DAYS} days; what is overdue; what needs review; evidence expiring within ${EXPIRING_EVIDENCE_DAYS} days; training completion and the latest scan grades; and every requirement with its state. A framework your entity does not see is 404; one it has not adopted, 409 \`framework_not_adopted\`. ${EACH}`,
    request: { query: reportQuerySchema },
    responses: { 200: file(COMPLIANCE_EXPORTS.report.contentType, "The PDF"), ...errors(400, 401, 403, 404, 409) },
  }),
};

/** A file name safe in a Content-Disposition header from its parts: ASCII letters, digits, dashes and inner dots ("nist-csf-2.0"). */
export function exportFileName(extension: string, ...parts: string[]): string {
  const base = parts
    .map((p) =>
      p
        .normalize("NFKD")
        .replace(/[^\w\s.-]/g, "")
        .trim()
        .replace(/[\s_]+/g, "-")
        .replace(/\.+(?=-)|(?<=-)\.+/g, "")
        .replace(/^[.-]+|[.-]+$/g, "")
        .toLowerCase(),
    )
    .filter(Boolean)
    .join("-");
  return `${base.slice(0, 120) || "export"}.${extension}`;
}

/** A download: never cached, always an attachment, named from its parts. */
function send(c: Context<AppEnv>, bytes: Uint8Array, contentType: string, extension: "xlsx" | "pdf", ...nameParts: string[]) {
  const name = exportFileName(extension, ...nameParts);
  return c.body(bytes as never, 200, {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "private, no-store",
  });
}

/** The compliance exports (issue 12 §6): the Statement of Applicability, the CSF profile and the report. */
export function exportRoutes(d: { data: LoadExportData; adoptions: Adoptions; tenancy: TenancyService; readImage: ReadBrandImage }) {
  const start = async (c: Context<AppEnv>, slug: string, messageKey: string, asked: "en" | "pt" | undefined) => {
    const caller = callerFrom(await scopeOf(c, "entity"), await viewerOf(c), c.get("locale"));
    const locale = asked ?? caller.locale;
    const now = new Date();
    const data = await d.data(caller, slug, locale, messageKey, now);
    return { caller, now, data, t: wordsFor(locale), day: dayOf(now) };
  };
  const brand = (c: Context<AppEnv>) => d.tenancy.brand(c.get("tenant"), c.get("origin"));
  return new OpenAPIHono<AppEnv>()
    .openapi(r.soaXlsx, async (c) => {
      const { data, t, now, day } = await start(c, SOA_FRAMEWORK, "complianceReports:errors.soaNotAdopted", c.req.valid("query").locale);
      return send(c, await soaXlsx(data, t, now), COMPLIANCE_EXPORTS.soaXlsx.contentType, "xlsx", t("soa.fileName"), data.company, day);
    })
    .openapi(r.soaPdf, async (c) => {
      const { data, t, now, day } = await start(c, SOA_FRAMEWORK, "complianceReports:errors.soaNotAdopted", c.req.valid("query").locale);
      return send(
        c,
        await soaPdf(data, brand(c), d.readImage, t, now),
        COMPLIANCE_EXPORTS.soaPdf.contentType,
        "pdf",
        t("soa.fileName"),
        data.company,
        day,
      );
    })
    .openapi(r.csfProfile, async (c) => {
      const { data, t, now, day } = await start(
        c,
        CSF_FRAMEWORK,
        "complianceReports:errors.profileNotAdopted",
        c.req.valid("query").locale,
      );
      return send(
        c,
        await csfProfileXlsx(data, t, now),
        COMPLIANCE_EXPORTS.csfProfile.contentType,
        "xlsx",
        t("profile.fileName"),
        data.company,
        day,
      );
    })
    .openapi(r.report, async (c) => {
      const q = c.req.valid("query");
      const { caller, data, t, now, day } = await start(c, q.framework, "complianceReports:errors.reportNotAdopted", q.locale);
      const { readiness } = frameworkReadiness(data.framework, data.assessment.states, data.locale);
      const trend = trendUntilNow(
        (await d.adoptions.trend(caller, q.framework, REPORT_TREND_DAYS, now)).points,
        data.assessment.today,
        readiness.percent,
      );
      return send(
        c,
        await reportPdf(data, trend, brand(c), d.readImage, t, now),
        COMPLIANCE_EXPORTS.report.contentType,
        "pdf",
        t("report.fileName"),
        q.framework,
        data.company,
        day,
      );
    });
}

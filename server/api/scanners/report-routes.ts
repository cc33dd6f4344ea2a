import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Locale } from "../../../contract/constants.ts";
import { scanParamsSchema, type Scan } from "../../../contract/scanners.ts";
import { access } from "../../platform/access.ts";
import type { ReadBrandImage } from "../../platform/brand-images.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errors } from "../../platform/openapi.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { renderScanReportPdf } from "./report-pdf.ts";
import { callerOf } from "./routes.ts";

const reportQuerySchema = z.object({
  locale: z.enum(["en", "pt"], { error: "errors:invalidChoice" }).optional().describe("The report's language; the viewer's own by default"),
});

const report = createRoute({
  method: "get",
  path: "/scans/{id}/report.pdf",
  "x-resource": "scan",
  tags: ["Scanners"],
  ...access({ permissions: ["view-scanners"], anyFeature: ["scanners"] }),
  summary:
    "A finished scan's report as a PDF, under the site's brand, in your language: the overall grade, each category and its tests with result, finding and recommendation (view-scanners; only your entity's scans)",
  request: { params: scanParamsSchema, query: reportQuerySchema },
  responses: {
    200: { content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } }, description: "PDF" },
    ...errors(400, 401, 403, 404, 409),
  },
});

/** "acme.example" and the scan's day: the file's name. */
const fileName = (scan: Scan, host: string) =>
  `scan-${host.replace(/[^a-z0-9.-]/gi, "_")}-${(scan.finishedAt ?? scan.createdAt).slice(0, 10)}.pdf`;

/** `GET /api/scans/{id}/report.pdf`: the same access as `GET /api/scans/{id}`, another entity's scan is not found. */
export function reportRoutes(
  readScan: (scope: EntityScope, id: string, locale: Locale) => Promise<Scan>,
  tenancy: TenancyService,
  readImage: ReadBrandImage,
) {
  return new OpenAPIHono<AppEnv>().openapi(report, async (c) => {
    const caller = await callerOf(c);
    const locale = c.req.valid("query").locale ?? caller.locale;
    const scan = await readScan(caller.scope, c.req.valid("param").id, locale);
    if (scan.status !== "done") throw new DomainError("conflict", "scan_unfinished", "scannerPages:pdf.unfinished");
    const host = new URL(scan.url).host;
    const bytes = await renderScanReportPdf({ brand: tenancy.brand(c.get("tenant"), c.get("origin")), scan, host, locale }, readImage);
    return c.body(bytes as never, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName(scan, host)}"`,
      "Cache-Control": "private, no-store",
    });
  });
}

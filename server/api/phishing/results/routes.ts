import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { mySimulationsSchema, phishingIdParamsSchema, statsQuerySchema, statsSchema } from "../../../../contract/phishing.ts";
import { access } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { sendExport } from "../../../platform/export.ts";
import { errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import type { PhishingContext } from "../part.ts";
import { loadCampaignExport } from "./export-data.ts";
import { campaignPdf, recipientsFile } from "./export-files.ts";
import { mySimulations } from "./mine.ts";
import { phishingStats } from "./stats.ts";

const tag = ["Phishing simulation"];
const view = access({ permissions: ["view-phishing"], anyFeature: ["phishing-simulation"] });
const own = access({ anyFeature: ["phishing-simulation"] });

export const EXPORT_PATH = "/phishing/campaigns/{id}/export";
export const EXPORT_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;
/** `?format=csv|xlsx|pdf` (CSV by default) and the language of the words (the viewer's by default). */
export const exportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx", "pdf"], { error: "errors:invalidChoice" }).default("csv"),
  locale: z.enum(["en", "pt"], { error: "errors:invalidChoice" }).optional(),
});

const binary = z.string().meta({ format: "binary" });
const r = {
  stats: createRoute({
    method: "get",
    path: "/phishing/stats",
    tags: tag,
    ...view,
    summary: "Your company's phishing figures over a period (view-phishing)",
    description:
      "Over the campaigns that sent within `from`–`to` (by their start): phish-prone % (people who clicked or submitted ÷ delivered) and report rate (reported ÷ delivered), each campaign oldest first, each group by its membership now, the people who failed two campaigns or more (top 20) and the newest running or completed campaign. `groupId` narrows every figure to that group's members; another company's group is 404.",
    request: { query: statsQuerySchema },
    responses: { 200: json(statsSchema, "The figures"), ...errors(400, 401, 403, 404) },
  }),
  exportFile: createRoute({
    method: "get",
    path: EXPORT_PATH,
    "x-resource": "phishing-campaign",
    tags: tag,
    ...view,
    summary: "A campaign's results as CSV, XLSX or a branded PDF report (view-phishing)",
    description:
      "`csv` and `xlsx`: one row per recipient (template, outcome, times, minutes to click and to report, the first click's device, remedial assigned); text cells never become formulas. `pdf`: the report under your brand: period, funnel, phish-prone and report rates, medians, templates with their red flags, groups and repeat clickers. Made on each request; `locale` chooses the language.",
    request: { params: phishingIdParamsSchema, query: exportQuerySchema },
    responses: {
      200: {
        description: "The file, as an attachment",
        content: Object.fromEntries(Object.values(EXPORT_TYPES).map((type) => [type, { schema: binary }])),
      },
      ...errors(400, 401, 403, 404),
    },
  }),
  mine: createRoute({
    method: "get",
    path: "/phishing/mine",
    tags: tag,
    ...own,
    summary: "Your own phishing simulations, once each campaign has ended",
    description:
      "The simulations sent to you whose campaign is completed or whose counting period is over (a running one is never shown): subject, sender, how you did, when you reported, the red flags and the course offered. Newest first.",
    responses: { 200: json(mySimulationsSchema, "Your simulations"), ...errors(401, 403) },
  }),
};

/** The figures, a campaign's exports and a learner's own simulations. */
export function resultsRoutes(ctx: PhishingContext) {
  const { db, tenancy, remedial, orgs } = ctx.deps;
  return new OpenAPIHono<AppEnv>()
    .openapi(r.stats, async (c) => c.json(await phishingStats(db, orgs, await scopeOf(c, "entity"), c.req.valid("query")), 200))
    .openapi(r.mine, async (c) => c.json(await mySimulations(db, remedial, scopeOf(c, "user"), c.get("locale")), 200))
    .openapi(r.exportFile, async (c) => {
      const { format, locale: asked } = c.req.valid("query");
      const locale = asked ?? c.get("locale");
      const data = await loadCampaignExport(db, orgs, await scopeOf(c, "entity"), c.req.valid("param").id, locale);
      if (format !== "pdf") return sendExport(c, await recipientsFile(format, data, locale)) as never;
      const bytes = await campaignPdf(data, tenancy.brand(c.get("tenant"), c.get("origin")), locale);
      const name = `${
        data.campaign.name
          .normalize("NFKD")
          .replace(/[^\w]+/g, "-")
          .replace(/^-|-$/g, "")
          .toLowerCase()
          .slice(0, 80) || "campaign"
      }.pdf`;
      return c.body(bytes as never, 200, {
        "Content-Type": EXPORT_TYPES.pdf,
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
      }) as never;
    });
}

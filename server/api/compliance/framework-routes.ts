import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { FRAMEWORK_IMPORT_LIMITS } from "../../../contract/compliance-framework-import.ts";
import {
  adoptInputSchema,
  adoptionListSchema,
  adoptionSchema,
  frameworkListSchema,
  frameworkSlugParamsSchema,
  frameworkSummarySchema,
  frameworkTreeSchema,
  trendQuerySchema,
  trendSchema,
} from "../../../contract/compliance.ts";
import { errorSchema } from "../../../contract/errors.ts";
import type { AppEnv } from "../../platform/env.ts";
import { readUpload } from "../../platform/file-body.ts";
import { body, errors, json, uploadBody } from "../../platform/openapi.ts";
import type { Adoptions } from "./adoptions.ts";
import { manage, tag, view } from "./caller.ts";
import { callerOf } from "./request-caller.ts";
import { fileRequired } from "./errors.ts";
import type { Frameworks } from "./frameworks.ts";

export const IMPORT_PATH = "/compliance/frameworks";
/** The import's body ceiling: the file's limit and room for the multipart wrapping and details. */
export const IMPORT_MAX = FRAMEWORK_IMPORT_LIMITS.maxBytes + 64 * 1024;
const MB = FRAMEWORK_IMPORT_LIMITS.maxBytes / 1024 / 1024;
const framework = { "x-resource": "compliance-framework" } as const;

const r = {
  list: createRoute({
    method: "get",
    path: "/compliance/frameworks",
    tags: tag,
    ...view,
    summary:
      "The frameworks your entity can adopt: shipped (nist-csf-2.0, iso-27001-2022, lgpd, gdpr, anpd-small-agents) and its own imports (view-compliance)",
    description:
      "A bare array of `{ slug, name, version, requirementCount }`, plus `origin` (shipped or imported) and whether your entity `adopted` it. Names in your language.",
    responses: { 200: json(frameworkListSchema, "The frameworks"), ...errors(401, 403) },
  }),
  tree: createRoute({
    method: "get",
    path: "/compliance/frameworks/{slug}",
    ...framework,
    tags: tag,
    ...view,
    summary: "A framework's requirement tree, with your entity's state of each requirement when adopted (view-compliance)",
    description:
      "`groups` nest as the framework nests them (CSF: function → category; ISO: theme; laws: chapter → section), each with `code` and `title` and its `requirements` (`id`, `code`, `title`, `mappings` to requirements of other frameworks with their source, `automaticEvidence`, and `state`: null unless adopted). Codes as published (`GV`, `GV.OC`, `GV.OC-01`; `A.5.1`). Texts in your language. When adopted, `readiness` and `groupReadiness` (per top-level group) follow docs/compliance-readiness.md. Another entity's imported framework is 404.",
    request: { params: frameworkSlugParamsSchema },
    responses: { 200: json(frameworkTreeSchema, "The framework"), ...errors(400, 401, 403, 404) },
  }),
  import: createRoute({
    method: "post",
    path: IMPORT_PATH,
    tags: tag,
    ...manage,
    summary: "Import a framework from the documented CSV or JSON format (manage-compliance)",
    description: `\`multipart/form-data\` with a \`file\` field and, for CSV, a \`details\` field (JSON: slug, name, version, publisher, licence, optional source and description), or the JSON file itself as the body. Format and limits: docs/compliance-framework-import.md (UTF-8, at most ${MB} MB, 2,000 requirements). Every problem is listed in \`issues\` (\`path\`: "line 5, parent" for CSV, a JSON path for JSON) with a translated message; nothing is stored while any remains. A slug your entity already imported answers 409; the shipped slugs are refused.`,
    request: uploadBody({ details: { type: "string" } }, ["application/octet-stream"]),
    responses: {
      201: json(frameworkSummarySchema, "Imported"),
      ...errors(400, 401, 403, 409),
      413: json(errorSchema, `Larger than ${MB} MB`),
    },
  }),
  remove: createRoute({
    method: "delete",
    path: "/compliance/frameworks/{slug}",
    ...framework,
    tags: tag,
    ...manage,
    summary: "Delete a framework your entity imported and no longer adopts (manage-compliance)",
    description: "Shipped frameworks cannot be deleted (404). An adopted one answers 409: unadopt it first.",
    request: { params: frameworkSlugParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 403, 404, 409) },
  }),
  adoptions: createRoute({
    method: "get",
    path: "/compliance/adoptions",
    tags: tag,
    ...view,
    summary: "The frameworks your entity adopted, with readiness per framework and per top-level group, and what is due (view-compliance)",
    description:
      "Readiness (docs/compliance-readiness.md): share of applicable requirements implemented with valid evidence; `coveragePercent` adds those covered by a mapping to a ready requirement of another adopted framework. `overdue`, `dueSoon` (14 days) and `reviewOverdue` count requirements.",
    responses: { 200: json(adoptionListSchema, "The adopted frameworks"), ...errors(401, 403) },
  }),
  adopt: createRoute({
    method: "post",
    path: "/compliance/adoptions",
    tags: tag,
    ...manage,
    summary: "Adopt a framework (manage-compliance)",
    description:
      "By slug (shipped or imported by your entity; any other is 404). Adopting it twice is 409. Assessments made before an earlier unadoption come back.",
    request: body(adoptInputSchema),
    responses: { 201: json(adoptionSchema, "Adopted"), ...errors(400, 401, 403, 404, 409) },
  }),
  unadopt: createRoute({
    method: "delete",
    path: "/compliance/adoptions/{slug}",
    ...framework,
    tags: tag,
    ...manage,
    summary: "Stop working towards a framework (manage-compliance)",
    description: "Statuses, owners, dates, notes and evidence stay (adopting it again resumes); readiness and reminders stop counting it.",
    request: { params: frameworkSlugParamsSchema },
    responses: { 204: { description: "Unadopted" }, ...errors(400, 401, 403, 404) },
  }),
  trend: createRoute({
    method: "get",
    path: "/compliance/adoptions/{slug}/trend",
    ...framework,
    tags: tag,
    ...view,
    summary: "Readiness of an adopted framework by day (view-compliance)",
    description:
      "One point per day recorded by the hourly job (the day's last figure), oldest first, over the last `days` days (90 by default, at most 366).",
    request: { params: frameworkSlugParamsSchema, query: trendQuerySchema },
    responses: { 200: json(trendSchema, "The trend"), ...errors(400, 401, 403, 404) },
  }),
};

export function frameworkRoutes(frameworks: Frameworks, adoptions: Adoptions) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await frameworks.list(await callerOf(c)), 200))
    .openapi(r.tree, async (c) => c.json(await frameworks.tree(await callerOf(c), c.req.valid("param").slug), 200))
    .openapi(r.import, async (c) => {
      const caller = await callerOf(c);
      const upload = await readUpload(c, { rawJson: true, notAFile: fileRequired });
      const details = typeof upload.fields.details === "string" ? upload.fields.details : undefined;
      return c.json(await frameworks.importFile(caller, upload.bytes, details), 201);
    })
    .openapi(r.remove, async (c) => {
      await frameworks.remove(await callerOf(c), c.req.valid("param").slug);
      return c.body(null, 204);
    })
    .openapi(r.adoptions, async (c) => c.json(await adoptions.list(await callerOf(c)), 200))
    .openapi(r.adopt, async (c) => c.json(await adoptions.adopt(await callerOf(c), c.req.valid("json").slug), 201))
    .openapi(r.unadopt, async (c) => {
      await adoptions.unadopt(await callerOf(c), c.req.valid("param").slug);
      return c.body(null, 204);
    })
    .openapi(r.trend, async (c) =>
      c.json(await adoptions.trend(await callerOf(c), c.req.valid("param").slug, c.req.valid("query").days), 200),
    );
}

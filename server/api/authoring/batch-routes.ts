import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  AUTHORING_LIMITS as L,
  batchCreatedSchema,
  batchListQuerySchema,
  batchListSchema,
  batchQuerySchema,
  batchSchema,
  creatorIdParamsSchema,
  outlineDraftSchema,
  outlineInputSchema,
} from "../../../contract/authoring.ts";
import { errorSchema } from "../../../contract/errors.ts";
import { access } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import type { Db } from "../../db/client.ts";
import { readUpload } from "../../platform/file-body.ts";
import { body, errors, json, uploadBody } from "../../platform/openapi.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { badFile } from "./batch-format.ts";
import { templateCsv, templateJson } from "./batch-template.ts";
import type { BatchCaller, Batches } from "./batches.ts";
import type { OutlineDrafter } from "./outline.ts";

/** The batch upload's path, for its body ceiling (the file's limit and room for the multipart wrapping). */
export const BATCH_PATH = "/creator/courses/batch";
export const BATCH_MAX = L.batchBytes + 64 * 1024;

const tag = ["Content creator"];
const batch = access({ permissions: ["create-courses-in-batch"], anyFeature: ["create-courses"] });
const create = access({ permissions: ["create-course"], anyFeature: ["create-courses"] });
const FORMAT = "docs/creator-batch-format.md";
/** Per person and hour: batch files (each up to 200 drafts), and model calls (each costs the operator). */
export const BATCHES_PER_HOUR = 30;
export const OUTLINES_PER_HOUR = 20;

const template = (ext: "csv" | "json", type: string) =>
  createRoute({
    method: "get",
    path: `/creator/courses/batch/template.${ext}`,
    tags: tag,
    ...batch,
    summary: `The batch format's ${ext.toUpperCase()} template: two filled outlines in English and Portuguese (create-courses-in-batch)`,
    description: `A download (\`Content-Disposition: attachment\`) that uploads back without an error. The format: ${FORMAT}.`,
    responses: { 200: { description: "The template", content: { [type]: {} } }, ...errors(401, 403) },
  });

const r = {
  templateCsv: template("csv", "text/csv"),
  templateJson: template("json", "application/json"),
  upload: createRoute({
    method: "post",
    path: BATCH_PATH,
    tags: tag,
    ...batch,
    summary:
      "Upload a CSV or JSON of course outlines: each valid row becomes a draft, or a draft queued for rendering (create-courses-in-batch)",
    description: [
      `\`multipart/form-data\` with a \`file\` field, or the file itself as the body (\`text/csv\`, or a JSON body); its type is judged by its content, whatever its name says. At most ${L.batchBytes / 1024 / 1024} MB and ${L.batchRows} outlines.`,
      "",
      "**CSV**: a header row, then one outline a row; UTF-8 (a byte-order mark is fine), comma or semicolon separated, quoted cells may hold separators and line breaks. Columns (any order; others are ignored): `languages` (`en`, `pt` or `en,pt`), `area` (cybersecurity, privacy-compliance, professional-skills), `level` (beginner, intermediate, advanced), `title_en`, `summary_en`, `title_pt`, `summary_pt`, then for each step N from 1 to 7 `stepN_title_en`, `stepN_text_en`, `stepN_takeaways_en` and the same with `_pt` (a step's text: paragraphs separated by a blank line; take-aways separated by `|`), `tags` (lower-case words, comma separated), `avatar` (a presenter's name or id).",
      "",
      '**JSON**: an array of outlines, or `{ "courses": [...] }`; each `{ languages: ["en","pt"], area, level, title: {en, pt}, summary: {en, pt}, steps: [{ title: {en, pt}, text: {en, pt}, takeaways: {en: [], pt: []} }], tags: [], avatar }`.',
      "",
      `Every row is checked before anything is written. The answer (202) is the batch: each row's \`line\` (CSV: its line in the file, the header being 1; JSON: its position from 1), its \`status\` (\`invalid\`, \`draft\`, or a render's status) and its \`errors\`, each with the \`column\` (CSV header or JSON path) and a translated message. Valid rows become drafts in one transaction; \`mode=render\` then queues each one's render (a draft that cannot render yet, e.g. without a presenter, stays a draft with the reason on its row) and the sender is e-mailed when the renders end. A file that cannot be read at all (not UTF-8, neither JSON nor a CSV with the \`languages\`, \`area\` and \`level\` columns, no rows, too many rows) answers 400 and nothing is written. The file is not kept. At most 30 files an hour per person (429). Templates: \`GET /api/creator/courses/batch/template.csv\` and \`template.json\`; the format: ${FORMAT}.`,
    ].join("\n"),
    request: { query: batchQuerySchema, ...uploadBody({}, ["text/csv"]) },
    responses: {
      202: json(batchCreatedSchema, "The batch: its id and every row's result"),
      ...errors(400, 401, 403, 429),
      413: json(errorSchema, `Larger than ${L.batchBytes / 1024 / 1024} MB`),
    },
  }),
  list: createRoute({
    method: "get",
    path: "/creator/batches",
    tags: tag,
    ...batch,
    summary: "Your entity's batches of outlines, newest first, with their totals (create-courses-in-batch)",
    request: { query: batchListQuerySchema },
    responses: { 200: json(batchListSchema, "A page of batches"), ...errors(400, 401, 403) },
  }),
  get: createRoute({
    method: "get",
    path: "/creator/batches/{id}",
    "x-resource": "creator-batch",
    tags: tag,
    ...batch,
    summary: "A batch: every row with its course's status now, and the totals (create-courses-in-batch)",
    description:
      "`status` is `running` while any render the batch queued is queued, narrating or rendering, then `done`. `ready` and `failed` count the rows' courses by their current status. Another entity's batch is 404.",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(batchSchema, "The batch"), ...errors(400, 401, 403, 404) },
  }),
  outline: createRoute({
    method: "post",
    path: "/creator/courses/draft-from-outline",
    tags: tag,
    ...create,
    summary: "Draft a course's steps and challenge from its title and outline, with the configured language model (create-course)",
    description:
      "When LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set, the OpenAI-compatible endpoint's `/v1/chat/completions` is asked, with a JSON schema, for steps (title, paragraphs, take-aways, an illustration of the shared set, its alt text), key take-aways, five questions (options shuffled, the right one marked) and a badge, in the language asked for. The answer is one language of a draft (nothing is saved): the editor puts it in the form to edit. Without the three variables: 409 `outline_not_configured`, whose message names them. A model that fails, is too slow (90 s) or answers what cannot be used: 502 `outline_failed`. At most 20 drafts an hour per person (429).",
    request: body(outlineInputSchema),
    responses: { 200: json(outlineDraftSchema, "A first draft of the language"), ...errors(400, 401, 403, 409, 429, 502) },
  }),
};

/** Who asks: the viewer's active entity, the person, and the language asked for. */
async function callerOf(c: Context<AppEnv>): Promise<BatchCaller> {
  const scope = await scopeOf(c, "entity");
  const v = await viewerOf(c);
  return { scope, userId: v.userId, locale: c.get("locale") };
}

const attachment = (name: string, type: string) => ({
  "Content-Type": `${type}; charset=utf-8`,
  "Content-Disposition": `attachment; filename="${name}"`,
  "Cache-Control": "private, max-age=3600",
});

export function batchRoutes(d: { batches: Batches; outline: OutlineDrafter; db: Db }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.templateCsv, (c) => c.body(templateCsv(), 200, attachment("skill5-courses-template.csv", "text/csv")))
    .openapi(r.templateJson, (c) => c.body(templateJson(), 200, attachment("skill5-courses-template.json", "application/json")))
    .openapi(r.upload, async (c) => {
      const caller = await callerOf(c);
      await rateLimit(d.db, `creator-batch:${caller.scope.tenantId}:${caller.userId}`, BATCHES_PER_HOUR, 3600);
      const upload = await readUpload(c, { rawJson: true, notAFile: () => badFile("fileRequired") });
      return c.json(await d.batches.upload(caller, upload, c.req.valid("query").mode), 202);
    })
    .openapi(r.list, async (c) => c.json(await d.batches.list(await callerOf(c), c.req.valid("query")), 200))
    .openapi(r.get, async (c) => c.json(await d.batches.get(await callerOf(c), c.req.valid("param").id), 200))
    .openapi(r.outline, async (c) => {
      const caller = await callerOf(c);
      const input = c.req.valid("json");
      if (d.outline.configured) await rateLimit(d.db, `creator-outline:${caller.scope.tenantId}:${caller.userId}`, OUTLINES_PER_HOUR, 3600);
      return c.json(await d.outline.draft(input), 200);
    });
}

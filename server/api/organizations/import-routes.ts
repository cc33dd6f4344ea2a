import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { errorSchema } from "../../../contract/errors.ts";
import { IMPORT_LIMITS, IMPORT_TEMPLATE_HEADERS } from "../../../contract/import-rules.ts";
import {
  importCreateQuerySchema,
  importCreatedSchema,
  importListQuerySchema,
  importListSchema,
  importMappingSchema,
  importParamsSchema,
  importQuerySchema,
  importRetrySchema,
  importSchema,
  type ImportMapping,
} from "../../../contract/imports.ts";
import { access } from "../../platform/access.ts";
import { csvFileName, toCsv } from "../../platform/csv.ts";
import type { AppEnv } from "../../platform/env.ts";
import { fileBody, isJsonType } from "../../platform/file-body.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { decodeCsv } from "./import-csv.ts";
import type { Imports } from "./imports.ts";
import type { OrganizationRouteDeps } from "./routes.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Imports"];
const rule = access({ permissions: ["manage-users"], anyFeature: ["import-csv"] });
const anImport = { "x-resource": "import" } as const;
const csvFile = { content: { "text/csv": { schema: { type: "string" as const } } } };
const MB = Math.round(IMPORT_LIMITS.maxBytes / 1024 / 1024);
const tooLarge = () => new DomainError("too_large", "payload_too_large", "companyImports:errors.tooLarge", { max: MB });
const badFile = (key: string) => new DomainError("invalid", "invalid_file", `companyImports:errors.${key}`);

const r = {
  template: createRoute({
    method: "get",
    path: "/entity/imports/template.csv",
    tags: tag,
    ...rule,
    summary: "A CSV template: the header row an import reads and one example row, in the caller's language (manage-users)",
    description:
      "Columns name, email, groups (several separated by | or ;), role (member, reports-viewer, manager) and language (en, pt), with headers in the caller's language; Portuguese and English headers are both understood.",
    responses: { 200: { ...csvFile, description: "The template" }, ...errors(401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/entity/imports",
    tags: tag,
    ...rule,
    middleware: [...rule.middleware, ...fileBody(IMPORT_LIMITS.maxBytes + 64 * 1024, { notAFile: () => badFile("sendFile"), tooLarge })],
    summary: "Import people from a CSV file (manage-users)",
    description: `The body is the file (\`text/csv\`), or \`multipart/form-data\` with a \`file\` field and an optional \`mapping\` field (JSON: header → field). At most ${MB} MB and ${IMPORT_LIMITS.maxRows.toLocaleString("en")} rows; the file must be UTF-8 text (with or without BOM) and CSV, comma or semicolon separated, whatever its name. The import runs in the background: follow it with \`GET /entity/imports/{id}\`. Existing users of the tenant join at once; people without an account get an open invitation, e-mailed to them in their language once the import is written (in the background, a slice at a time: \`invitationsSent\` and \`invitationsPending\` of the import follow it), unless \`sendInvitations=false\` (then send them from the members page).`,
    request: {
      query: importCreateQuerySchema,
      body: {
        required: true,
        content: {
          "text/csv": { schema: { type: "string" as const } },
          "multipart/form-data": {
            schema: {
              type: "object" as const,
              properties: {
                file: { type: "string" as const, format: "binary" },
                mapping: { type: "string" as const, example: '{"Mail address":"email","Notes":"ignore"}' },
              },
              required: ["file"],
            },
          },
        },
      },
    },
    responses: { 202: json(importCreatedSchema, "Queued"), ...errors(400, 401, 403), 413: json(errorSchema, `Larger than ${MB} MB`) },
  }),
  list: createRoute({
    method: "get",
    path: "/entity/imports",
    tags: tag,
    ...rule,
    summary: "The company's imports, newest first (manage-users)",
    request: { query: importListQuerySchema },
    responses: {
      200: json(importListSchema, `A page of imports (${IMPORT_LIMITS.pageSize} by default, at most ${IMPORT_LIMITS.maxPageSize})`),
      ...errors(400, 401, 403),
    },
  }),
  get: createRoute({
    method: "get",
    path: "/entity/imports/{id}",
    ...anImport,
    tags: tag,
    ...rule,
    summary: "An import: its status, counts and a page of its errors (manage-users)",
    description:
      "status: queued → validating → importing → done, or failed (the whole import: columns not found, seats, a file that cannot be read). Rows with errors are skipped and counted in `failed`; the others import. `missingFields` names the required fields no column fills: retry with a mapping.",
    request: { params: importParamsSchema, query: importQuerySchema },
    responses: { 200: json(importSchema, "The import"), ...errors(400, 401, 403, 404) },
  }),
  retry: createRoute({
    method: "post",
    path: "/entity/imports/{id}/retry",
    ...anImport,
    tags: tag,
    ...rule,
    summary: "Run an import's file again, with a mapping of its columns or as a real run after a dry run (manage-users)",
    request: { params: importParamsSchema, ...body(importRetrySchema) },
    responses: { 202: json(importCreatedSchema, "Queued: the new import's id"), ...errors(400, 401, 403, 404) },
  }),
  failedRows: createRoute({
    method: "get",
    path: "/entity/imports/{id}/failed-rows.csv",
    ...anImport,
    tags: tag,
    ...rule,
    summary: "The rows that failed, as in the file, with an extra error column (manage-users)",
    request: { params: importParamsSchema },
    responses: { 200: { ...csvFile, description: "A CSV file to fix and import again" }, ...errors(400, 401, 403, 404) },
  }),
};

/** The upload: the raw body, or the `file` (and `mapping`) of a multipart form. */
async function readUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; fileName?: string; mapping?: ImportMapping }> {
  const ct = c.req.header("content-type") ?? "";
  if (isJsonType(ct) || /x-www-form-urlencoded/i.test(ct)) throw badFile("sendFile");
  if (!/^multipart\/form-data/i.test(ct)) return { bytes: new Uint8Array(await c.req.arrayBuffer()) };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badFile("sendFile");
  }
  const file = form.file;
  if (!(file instanceof File)) throw badFile("sendFile");
  let mapping: ImportMapping | undefined;
  if (typeof form.mapping === "string" && form.mapping.trim()) {
    let raw: unknown;
    try {
      raw = JSON.parse(form.mapping);
    } catch {
      raw = null;
    }
    const parsed = importMappingSchema.safeParse(raw);
    if (!parsed.success) throw new DomainError("invalid", "validation_failed", "companyImports:errors.mapping", {}, "mapping");
    mapping = parsed.data;
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name, mapping };
}

export function importRoutes({ imports }: OrganizationRouteDeps & { imports: Imports }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.template, async (c) => {
      const t = (k: string) => translate(`companyImports:template.${k}`, c.get("locale"));
      // one example row, in the reader's language, the way the import reads it
      return c.body(toCsv(IMPORT_TEMPLATE_HEADERS.map(t), [IMPORT_TEMPLATE_HEADERS.map((h) => t(`example.${h}`))]), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${csvFileName(t("fileName"))}"`,
        "cache-control": "no-store",
      });
    })
    .openapi(r.create, async (c) => {
      const entity = await scopeOf(c, "entity");
      const { userId } = scopeOf(c, "user");
      const q = c.req.valid("query");
      const upload = await readUpload(c);
      if (upload.bytes.byteLength > IMPORT_LIMITS.maxBytes) throw tooLarge();
      if (!upload.bytes.byteLength) throw badFile("empty");
      const csv = decodeCsv(upload.bytes);
      const fileName = (q.fileName || upload.fileName || "").slice(0, IMPORT_LIMITS.fileName);
      return c.json(
        await imports.create(entity, userId, {
          csv,
          fileName,
          dryRun: q.dryRun === "true",
          sendInvitations: q.sendInvitations === "true",
          mapping: upload.mapping,
        }),
        202,
      );
    })
    .openapi(r.list, async (c) => c.json(await imports.list(await scopeOf(c, "entity"), c.req.valid("query")), 200))
    .openapi(r.get, async (c) =>
      c.json(await imports.get(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("query"), c.get("locale")), 200),
    )
    .openapi(r.retry, async (c) => {
      const entity = await scopeOf(c, "entity");
      const { userId } = scopeOf(c, "user");
      return c.json(await imports.retry(entity, userId, c.req.valid("param").id, c.req.valid("json")), 202);
    })
    .openapi(r.failedRows, async (c) => {
      const failed = await imports.failedRows(await scopeOf(c, "entity"), c.req.valid("param").id, c.get("locale"));
      const name = csvFileName(failed.fileName.replace(/\.csv$/i, ""), translate("companyImports:failedRows.fileSuffix", c.get("locale")));
      return c.body(toCsv(failed.header, failed.rows), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "no-store",
      });
    });
}

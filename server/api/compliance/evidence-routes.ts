import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  evidenceDetailSchema,
  evidenceLinkParamsSchema,
  evidenceListQuerySchema,
  evidenceListSchema,
  evidenceParamsSchema,
  evidenceUpdateSchema,
  fileEvidenceFieldsSchema,
  linkEvidenceInputSchema,
} from "../../../contract/compliance-evidence.ts";
import { EVIDENCE_FILE_LIMITS } from "../../../contract/compliance-limits.ts";
import { errorSchema } from "../../../contract/errors.ts";
import type { AppEnv } from "../../platform/env.ts";
import { invalidFields } from "../../platform/domain-error.ts";
import { readUpload } from "../../platform/file-body.ts";
import { schemaIssues } from "../../platform/http.ts";
import { body, errors, json, uploadBody } from "../../platform/openapi.ts";
import { manage, tag, view } from "./caller.ts";
import { callerOf } from "./request-caller.ts";
import { fileRequired } from "./errors.ts";
import type { Evidence } from "./evidence.ts";

export const UPLOAD_PATH = "/compliance/evidence";
/** The upload's body ceiling (Area.largeBodies, checked before anything reads the body): the file's limit and room for the multipart wrapping and fields. */
export const UPLOAD_MAX = EVIDENCE_FILE_LIMITS.maxBytes + 64 * 1024;
const MB = EVIDENCE_FILE_LIMITS.maxMegabytes;
const evidence = { "x-resource": "compliance-evidence" } as const;
const binary = { schema: { type: "string" as const, format: "binary" } };
const text = { type: "string" as const };

const r = {
  list: createRoute({
    method: "get",
    path: "/compliance/evidence",
    tags: tag,
    ...view,
    summary:
      "Your entity's evidence library, newest first, searchable and filtered by kind, validity, requirement or unlinked (view-compliance)",
    request: { query: evidenceListQuerySchema },
    responses: { 200: json(evidenceListSchema, "A page of evidence"), ...errors(400, 401, 403) },
  }),
  upload: createRoute({
    method: "post",
    path: UPLOAD_PATH,
    tags: tag,
    ...manage,
    summary: "Upload a file as evidence (manage-compliance)",
    description: `\`multipart/form-data\` with \`file\` and optional \`title\` (the file's name by default), \`description\`, \`validUntil\` (YYYY-MM-DD, the last valid day) and \`requirementIds\` (repeated, or a JSON array) to attach it at once. At most ${MB} MB (413). The type is judged by content: PDF, PNG, JPEG, WebP, DOCX, XLSX, PPTX, ODT, ODS, plain text and CSV; HTML, SVG, XML and anything else is refused with 415, and so is a file whose name says another type than its content (an HTML page named .pdf). Files are stored privately and only downloaded, as attachments, by your entity.`,
    request: uploadBody({
      title: text,
      description: text,
      validUntil: { type: "string", format: "date" },
      requirementIds: { type: "array", items: text },
    }),
    responses: {
      201: json(evidenceDetailSchema, "Stored"),
      ...errors(400, 401, 403),
      413: json(errorSchema, `Larger than ${MB} MB`),
      415: json(errorSchema, "Not a type taken, or disguised as another"),
    },
  }),
  link: createRoute({
    method: "post",
    path: "/compliance/evidence/links",
    tags: tag,
    ...manage,
    summary: "Add a link as evidence (manage-compliance)",
    description:
      "`url` must be http or https, without a user name or password. `requirementIds` attaches it at once (each must be a requirement your entity sees, else 400 naming it).",
    request: body(linkEvidenceInputSchema),
    responses: { 201: json(evidenceDetailSchema, "Stored"), ...errors(400, 401, 403) },
  }),
  get: createRoute({
    method: "get",
    path: "/compliance/evidence/{id}",
    ...evidence,
    tags: tag,
    ...view,
    summary: "A piece of evidence and the requirements it supports (view-compliance)",
    request: { params: evidenceParamsSchema },
    responses: { 200: json(evidenceDetailSchema, "The evidence"), ...errors(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "patch",
    path: "/compliance/evidence/{id}",
    ...evidence,
    tags: tag,
    ...manage,
    summary: "Change a piece of evidence's title, description or validity (manage-compliance)",
    description: "A later `validUntil` renews expired evidence: its requirements count it as valid again.",
    request: { params: evidenceParamsSchema, ...body(evidenceUpdateSchema) },
    responses: { 200: json(evidenceDetailSchema, "The evidence after the change"), ...errors(400, 401, 403, 404) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/compliance/evidence/{id}",
    ...evidence,
    tags: tag,
    ...manage,
    summary: "Delete a piece of evidence (and its file) from every requirement it supports (manage-compliance)",
    request: { params: evidenceParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 403, 404) },
  }),
  download: createRoute({
    method: "get",
    path: "/compliance/evidence/{id}/file",
    ...evidence,
    tags: tag,
    ...view,
    summary: "Download an evidence file (view-compliance)",
    description:
      "Always as an attachment (`Content-Disposition: attachment`), with `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy, never cached by shared caches. A link has no file (404).",
    request: { params: evidenceParamsSchema },
    responses: { 200: { description: "The file", content: { "application/octet-stream": binary } }, ...errors(400, 401, 403, 404) },
  }),
  attach: createRoute({
    method: "put",
    path: "/compliance/evidence/{id}/requirements/{requirementId}",
    ...evidence,
    tags: tag,
    ...manage,
    summary: "Attach evidence to a requirement (manage-compliance)",
    description:
      "One piece of evidence can support any number of requirements, of any framework. Attaching it again changes nothing. An unknown requirement is 404.",
    request: { params: evidenceLinkParamsSchema },
    responses: { 200: json(evidenceDetailSchema, "The evidence with its requirements"), ...errors(400, 401, 403, 404) },
  }),
  detach: createRoute({
    method: "delete",
    path: "/compliance/evidence/{id}/requirements/{requirementId}",
    ...evidence,
    tags: tag,
    ...manage,
    summary: "Detach evidence from a requirement (manage-compliance)",
    request: { params: evidenceLinkParamsSchema },
    responses: { 200: json(evidenceDetailSchema, "The evidence with its requirements"), ...errors(400, 401, 403, 404) },
  }),
};

/** `filename*` in RFC 5987 form, with an ASCII fallback. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function evidenceRoutes(ev: Evidence) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await ev.list(await callerOf(c), c.req.valid("query")), 200))
    .openapi(r.upload, async (c) => {
      const caller = await callerOf(c);
      const upload = await readUpload(c, { rawJson: false, notAFile: fileRequired });
      if (!upload.name && !upload.bytes.length) throw fileRequired();
      const raw = upload.fields;
      let ids: unknown = raw.requirementIds;
      if (typeof ids === "string") {
        try {
          ids = ids.trim().startsWith("[") ? JSON.parse(ids) : [ids];
        } catch {
          ids = [ids];
        }
      }
      const parsed = fileEvidenceFieldsSchema.safeParse({
        title: raw.title || undefined,
        description: raw.description || undefined,
        validUntil: raw.validUntil || undefined,
        requirementIds: ids,
      });
      if (!parsed.success) throw invalidFields(schemaIssues(parsed.error.issues));
      return c.json(await ev.createFile(caller, { bytes: upload.bytes, name: upload.name }, parsed.data), 201);
    })
    .openapi(r.link, async (c) => c.json(await ev.createLink(await callerOf(c), c.req.valid("json")), 201))
    .openapi(r.get, async (c) => c.json(await ev.detail(await callerOf(c), c.req.valid("param").id), 200))
    .openapi(r.update, async (c) => c.json(await ev.update(await callerOf(c), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(r.remove, async (c) => {
      await ev.remove(await callerOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.download, async (c) => {
      const file = await ev.download(await callerOf(c), c.req.valid("param").id);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": disposition(file.fileName),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(r.attach, async (c) => {
      const p = c.req.valid("param");
      return c.json(await ev.attach(await callerOf(c), p.id, p.requirementId), 200);
    })
    .openapi(r.detach, async (c) => {
      const p = c.req.valid("param");
      return c.json(await ev.detach(await callerOf(c), p.id, p.requirementId), 200);
    });
}

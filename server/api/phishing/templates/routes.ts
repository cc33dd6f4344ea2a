import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { createdSchema } from "../../../../contract/common.ts";
import {
  phishingIdParamsSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templatePreviewInputSchema,
  templatePreviewSchema,
  templateSchema,
} from "../../../../contract/phishing.ts";
import { access } from "../../../platform/access.ts";
import { requireUserId } from "../../../platform/auth.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { body, errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { viewerOf } from "../../../platform/viewer.ts";
import type { Templates } from "./service.ts";

const tags = ["Phishing"];
const view = access({ permissions: ["view-phishing"], anyFeature: ["phishing-simulation"] });
const manage = access({ permissions: ["manage-phishing"], anyFeature: ["phishing-simulation"] });
const resource = { "x-resource": "phishing-template" } as const;
const FIELDS =
  'Merge fields: `{{first_name}}`, `{{company}}`, `{{link}}`, `{{report_link}}`. The HTML is sanitised on save: no scripts, event handlers, forms, frames, objects, `javascript:` URLs or outside stylesheets; images only `https:`, `cid:` or `data:image/png`. Mark a red flag in the body with `data-flag="<id>"`, a QR code\'s place with `<img data-qr>`.';

const r = {
  list: createRoute({
    method: "get",
    path: "/phishing/templates",
    tags,
    ...view,
    summary: "The library's templates and your company's, filtered and paginated (view-phishing)",
    description: "The library first, then your company's newest first; names and subjects in your language when the template has it.",
    request: { query: templateListQuerySchema },
    responses: { 200: json(templateListSchema, "A page of templates (25 by default)"), ...errors(400, 401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/phishing/templates",
    tags,
    ...manage,
    summary: "Create a company template, or clone one with `fromId` (manage-phishing)",
    description: `${FIELDS} A \`fromId\` you cannot see answers 404.`,
    request: body(templateInputSchema),
    responses: { 201: json(createdSchema, "Created: its id"), ...errors(400, 401, 403, 404) },
  }),
  get: createRoute({
    method: "get",
    path: "/phishing/templates/{id}",
    ...resource,
    tags,
    ...view,
    summary: "A template with its words in each language (view-phishing)",
    request: { params: phishingIdParamsSchema },
    responses: { 200: json(templateSchema, "The template"), ...errors(400, 401, 403, 404) },
  }),
  replace: createRoute({
    method: "put",
    path: "/phishing/templates/{id}",
    ...resource,
    tags,
    ...manage,
    summary: "Replace a company template (manage-phishing)",
    description: `A full replacement (\`fromId\` is ignored). ${FIELDS} A library template answers 409 \`library_template_read_only\`: clone it to change it.`,
    request: { params: phishingIdParamsSchema, ...body(templateInputSchema) },
    responses: { 200: json(templateSchema, "The template after the change"), ...errors(400, 401, 403, 404, 409) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/phishing/templates/{id}",
    ...resource,
    tags,
    ...manage,
    summary: "Delete a company template: archived when a campaign used it, removed otherwise (manage-phishing)",
    description:
      "An archived template leaves the lists; its campaigns' results keep it. A library template answers 409 `library_template_read_only`.",
    request: { params: phishingIdParamsSchema },
    responses: { 204: { description: "Deleted or archived" }, ...errors(400, 401, 403, 404, 409) },
  }),
  preview: createRoute({
    method: "post",
    path: "/phishing/templates/{id}/preview",
    ...resource,
    tags,
    ...view,
    summary: "The message as a person would get it, with example values (view-phishing)",
    description:
      "Merge fields filled with examples in your language (a first name, your company's name, `#` for links); `content` previews unsaved words (the editor's live preview). `unknownFields` lists the `{{…}}` that are not merge fields. The HTML keeps the red flags' marks and shows a QR code as a `data:` image.",
    request: { params: phishingIdParamsSchema, ...body(templatePreviewInputSchema) },
    responses: { 200: json(templatePreviewSchema, "The rendered message"), ...errors(400, 401, 403, 404) },
  }),
};

export function templateRoutes(templates: Templates) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await templates.list(await scopeOf(c, "entity"), c.req.valid("query"), c.get("locale")), 200))
    .openapi(r.create, async (c) => c.json(await templates.create(await scopeOf(c, "entity"), c.req.valid("json"), requireUserId(c)), 201))
    .openapi(r.get, async (c) => c.json(await templates.get(await scopeOf(c, "entity"), c.req.valid("param").id, c.get("locale")), 200))
    .openapi(r.replace, async (c) =>
      c.json(await templates.replace(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("json"), c.get("locale")), 200),
    )
    .openapi(r.remove, async (c) => {
      await templates.remove(await scopeOf(c, "entity"), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.preview, async (c) => {
      const scope = await scopeOf(c, "entity");
      // the example company is the reader's active one, as their session already holds it
      const viewer = await viewerOf(c);
      const company = viewer.user.userEntities.find((u) => u.entity.id === scope.entityId)?.entity.name ?? "";
      return c.json(
        await templates.preview(scope, c.req.valid("param").id, c.req.valid("json"), { locale: c.get("locale"), company }),
        200,
      );
    });
}

import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { errorSchema } from "../../../contract/errors.ts";
import { UPLOAD_LIMITS } from "../../../contract/upload-rules.ts";
import {
  WHITELABEL_ASSETS,
  whitelabelAssetQuerySchema,
  whitelabelAssetSchema,
  whitelabelCreateSchema,
  whitelabelSchema,
  whitelabelUpdateSchema,
} from "../../../contract/whitelabel.ts";
import { access, can } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { fileBody } from "../../platform/file-body.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Whitelabels } from "./whitelabel.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Whitelabel"];
const see = access({ permissions: ["view-whitelabel"], anyFeature: ["team-management"] });
const change = access({ permissions: ["manage-whitelabel"], anyFeature: ["team-management"] });
const MB = Math.round(UPLOAD_LIMITS.maxBytes / 1024 / 1024);
const tooLarge = () => new DomainError("too_large", "payload_too_large", "uploads:errors.tooLarge", { max: MB });
const sendFile = () => new DomainError("invalid", "invalid_file", "uploads:errors.sendFile");
export const ASSET_UPLOAD_PATH = "/whitelabel/entity/assets";
export const ASSET_UPLOAD_MAX = UPLOAD_LIMITS.maxBytes + 64 * 1024;

const r = {
  read: createRoute({
    method: "get",
    path: "/whitelabel/entity",
    tags: tag,
    ...see,
    summary: "The company's branded site (view-whitelabel)",
    description: "404 with code `no_site` while the company has no site of its own (create one with POST).",
    responses: { 200: json(whitelabelSchema, "The site"), ...errors(401, 403, 404) },
  }),
  create: createRoute({
    method: "post",
    path: "/whitelabel/entity",
    tags: tag,
    ...change,
    summary: "Create the company's own branded site at a sub-domain (manage-whitelabel)",
    description:
      "A new site (tenant) at `{whitelabelSlug}.{BASE_DOMAIN}`, owned by the company. Images are uploaded once the site exists (POST /whitelabel/entity/assets, then PUT). A company has one site: 409 when it already has one, or when the slug is taken.",
    request: body(whitelabelCreateSchema),
    responses: { 201: json(whitelabelSchema, "The new site"), ...errors(400, 401, 403, 404, 409) },
  }),
  update: createRoute({
    method: "put",
    path: "/whitelabel/entity",
    tags: tag,
    ...change,
    summary: "Change the company's site: name, slug, domain, images, colours, links and texts (manage-whitelabel)",
    description:
      'Only what the body names changes (nested objects merge); `null` or `""` puts a value back to its default. Colours are #RRGGBB (§5). A new custom domain waits for its DNS TXT record (see `domain.txt`, then POST /whitelabel/entity/domain/verify). Every page, e-mail, certificate and sitemap of the site shows the change at once.',
    request: body(whitelabelUpdateSchema),
    responses: { 200: json(whitelabelSchema, "The site as saved"), ...errors(400, 401, 403, 404, 409) },
  }),
  verify: createRoute({
    method: "post",
    path: "/whitelabel/entity/domain/verify",
    tags: tag,
    ...change,
    summary: "Check the pending custom domain's DNS TXT record; when it holds the token, the domain serves the site (manage-whitelabel)",
    responses: { 200: json(whitelabelSchema, "The site with its domain proved"), ...errors(400, 401, 403, 404, 409) },
  }),
  asset: createRoute({
    method: "post",
    path: ASSET_UPLOAD_PATH,
    tags: tag,
    ...change,
    middleware: [...change.middleware, ...fileBody(ASSET_UPLOAD_MAX, { notAFile: sendFile, tooLarge })],
    summary: "Upload a logo or the favicon (manage-whitelabel)",
    description: `\`multipart/form-data\` with a \`file\` field (or the raw image as the body) and \`kind\`: ${WHITELABEL_ASSETS.join(", ")}. PNG, JPEG, WebP or SVG (ICO for the favicon), judged by content, at most ${MB} MB. Raster images are resized and stored as PNG; SVG is cleaned of scripts. Put the answer's \`url\` in \`logos\` or \`favicon\` with PUT.`,
    request: {
      query: whitelabelAssetQuerySchema,
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object" as const, properties: { file: { type: "string" as const, format: "binary" } }, required: ["file"] },
          },
          "application/octet-stream": { schema: { type: "string" as const, format: "binary" } },
        },
      },
    },
    responses: {
      201: json(whitelabelAssetSchema, "Stored"),
      ...errors(400, 401, 403, 404),
      413: json(errorSchema, `Larger than ${MB} MB`),
    },
  }),
};

/** The image: a multipart form's `file`, or the raw body. */
async function readImage(c: Context<AppEnv>): Promise<Uint8Array> {
  const ct = c.req.header("content-type") ?? "";
  if (/^application\/(.+\+)?json/i.test(ct) || /x-www-form-urlencoded/i.test(ct)) throw sendFile();
  if (!/^multipart\/form-data/i.test(ct)) return new Uint8Array(await c.req.arrayBuffer());
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw sendFile();
  }
  if (!(form.file instanceof File)) throw sendFile();
  return new Uint8Array(await form.file.arrayBuffer());
}

export function whitelabelRoutes(whitelabels: Whitelabels) {
  const company = async (c: Context<AppEnv>) => {
    const scope = await scopeOf(c, "entity");
    return { scope, canManage: can(await viewerOf(c), "manage-whitelabel") };
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(r.read, async (c) => {
      const { scope, canManage } = await company(c);
      return c.json(await whitelabels.read(scope, canManage), 200);
    })
    .openapi(r.create, async (c) => {
      const { scope } = await company(c);
      const input = c.req.valid("json");
      return c.json(await whitelabels.create(scope, input), 201);
    })
    .openapi(r.update, async (c) => {
      const { scope } = await company(c);
      return c.json(await whitelabels.update(scope, c.req.valid("json")), 200);
    })
    .openapi(r.verify, async (c) => {
      const { scope } = await company(c);
      return c.json(await whitelabels.verifyDomain(scope), 200);
    })
    .openapi(r.asset, async (c) => {
      const { scope } = await company(c);
      const bytes = await readImage(c);
      if (!bytes.length) throw sendFile();
      return c.json(await whitelabels.upload(scope, c.req.valid("query").kind, bytes), 201);
    });
}

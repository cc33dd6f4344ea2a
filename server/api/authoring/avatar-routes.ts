import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  AUTHORING_LIMITS as L,
  avatarInputSchema,
  avatarListQuerySchema,
  avatarListSchema,
  avatarSchema,
  creatorIdParamsSchema,
  voiceListSchema,
  voiceSampleQuerySchema,
  voicesQuerySchema,
} from "../../../contract/authoring.ts";
import { errorSchema } from "../../../contract/errors.ts";
import { access } from "../../platform/access.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { AppEnv } from "../../platform/env.ts";
import { readUpload } from "../../platform/file-body.ts";
import { errorBody } from "../../platform/http.ts";
import { body, errors, json, uploadBody } from "../../platform/openapi.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Avatars, Creator } from "./avatars.ts";
import { sampleOf, ToolsMissing, voicesFor } from "./creator-voices.ts";
import { cropFrom } from "./portrait.ts";
import type { Db } from "../../db/client.ts";

const tag = ["Content creator"];
const feature = { anyFeature: ["create-courses"] } as const;
export const viewCreated = access({ permissions: ["view-created-course"], ...feature });
export const createCourse = access({ permissions: ["create-course"], ...feature });
export const editCreated = access({ permissions: ["edit-created-course"], ...feature });
const avatar = { "x-resource": "creator-avatar" } as const;

/** The portrait upload's path and body ceiling (Area.largeBodies): the file's limit and room for the form around it. */
export const PORTRAIT_PATH = "/creator/avatars/{id}/portrait";
export const PORTRAIT_MAX = L.portraitBytes + 64 * 1024;
export const PORTRAIT_MB = L.portraitBytes / 1024 / 1024;
const MB = PORTRAIT_MB;

/** The viewer in their active entity, as the creator's services take them. */
export async function creatorOf(c: Context<AppEnv>): Promise<Creator> {
  const scope = await scopeOf(c, "entity");
  const v = await viewerOf(c);
  return { scope, userId: v.userId, locale: c.get("locale") };
}

/** A tool the voices need is not installed: 503 with the install command and what is missing. */
export function toolsMissingAnswer(c: Context<AppEnv>, e: ToolsMissing) {
  return c.json({ ...errorBody(c.get("locale"), { code: e.code, messageKey: e.messageKey, vars: e.vars }), missing: e.missing }, 503);
}

/** A 503's body: the error, and the tools to install. */
export const toolsMissingSchema = errorSchema.extend({ missing: z.array(z.string()) });
const missingSchema = toolsMissingSchema;
const r = {
  voices: createRoute({
    method: "get",
    path: "/creator/voices",
    tags: tag,
    ...viewCreated,
    summary: "The voices a presenter can speak a language with (view-created-course)",
    description:
      "espeak-ng's voices for the language (MBROLA ones only when their data is installed), or the speech API's when SPEECH_BASE_URL, SPEECH_API_KEY and SPEECH_MODEL are set (`engine` says which). Without espeak-ng the answer is 503 `video_tool_missing`, naming what to install in `missing`.",
    request: { query: voicesQuerySchema },
    responses: {
      200: json(voiceListSchema, "The voices"),
      ...errors(400, 401, 403),
      503: json(missingSchema, "The speech engine is not installed: `missing` names it, the message says how to install it"),
    },
  }),
  sample: createRoute({
    method: "get",
    path: "/creator/voices/sample",
    tags: tag,
    ...viewCreated,
    summary: "A few words spoken by a voice at a rate, as WAV (view-created-course)",
    description:
      "For the presenter page's “play sample”. A voice the engine does not offer for the language is 400 `unknown_voice`; at most 30 samples a minute per person (429); 503 when espeak-ng is not installed.",
    request: { query: voiceSampleQuerySchema },
    responses: {
      200: { description: "The sample", content: { "audio/wav": { schema: { type: "string", format: "binary" } } } },
      ...errors(400, 401, 403, 429),
      503: json(missingSchema, "The speech engine is not installed"),
    },
  }),
  list: createRoute({
    method: "get",
    path: "/creator/avatars",
    tags: tag,
    ...viewCreated,
    summary: "Your entity's presenters, by name, searchable, with how many courses each presents (view-created-course)",
    request: { query: avatarListQuerySchema },
    responses: { 200: json(avatarListSchema, "A page of presenters"), ...errors(400, 401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/creator/avatars",
    tags: tag,
    ...createCourse,
    summary: "Add a presenter: name, language, a voice per language it narrates, speaking rate (create-course)",
    description:
      "Each voice must be one `GET /api/creator/voices` offers for its language (400 `unknown_voice` at `voices.<lang>`). The portrait is uploaded next.",
    request: body(avatarInputSchema),
    responses: { 201: json(avatarSchema, "The presenter"), ...errors(400, 401, 403) },
  }),
  get: createRoute({
    method: "get",
    path: "/creator/avatars/{id}",
    ...avatar,
    tags: tag,
    ...viewCreated,
    summary: "A presenter (view-created-course)",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(avatarSchema, "The presenter"), ...errors(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "put",
    path: "/creator/avatars/{id}",
    ...avatar,
    tags: tag,
    ...editCreated,
    summary: "Change a presenter's name, language, voices or rate (edit-created-course)",
    description: "Courses it presents speak with the new voices from their next render.",
    request: { params: creatorIdParamsSchema, ...body(avatarInputSchema) },
    responses: { 200: json(avatarSchema, "The presenter"), ...errors(400, 401, 403, 404) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/creator/avatars/{id}",
    ...avatar,
    tags: tag,
    ...editCreated,
    summary: "Delete a presenter no course uses (edit-created-course)",
    description: "A presenter a course names is kept: 409 `avatar_in_use` (choose another presenter on those courses first).",
    request: { params: creatorIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 403, 404, 409) },
  }),
  portrait: createRoute({
    method: "post",
    path: PORTRAIT_PATH,
    ...avatar,
    tags: tag,
    ...editCreated,
    summary: "Upload a presenter's portrait: cropped to a square and resized to 512 × 512 (edit-created-course)",
    description: `\`multipart/form-data\` with \`file\` (PNG, JPEG or WebP, judged by its bytes; at most ${MB} MB, 413) and optional \`cropX\`, \`cropY\`, \`cropSize\`: the square to keep, in the upright picture's pixels (all three or none; none keeps the centre square). Stored as a PNG without metadata; the video draws it beside the slides.`,
    request: {
      params: creatorIdParamsSchema,
      ...uploadBody({ cropX: { type: "string" }, cropY: { type: "string" }, cropSize: { type: "string" } }),
    },
    responses: { 200: json(avatarSchema, "The presenter with its portrait"), ...errors(400, 401, 403, 404, 413) },
  }),
  removePortrait: createRoute({
    method: "delete",
    path: PORTRAIT_PATH,
    ...avatar,
    tags: tag,
    ...editCreated,
    summary: "Remove a presenter's portrait (edit-created-course)",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(avatarSchema, "The presenter without a portrait"), ...errors(400, 401, 403, 404) },
  }),
};

const fileRequired = () => new DomainError("invalid", "file_required", "authoring:portrait.fileRequired", {}, "file");

export function avatarRoutes(d: { avatars: Avatars; db: Db }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.voices, async (c) => {
      try {
        return c.json(await voicesFor(c.req.valid("query").language), 200);
      } catch (e) {
        if (e instanceof ToolsMissing) return toolsMissingAnswer(c, e);
        throw e;
      }
    })
    .openapi(r.sample, async (c) => {
      const caller = await creatorOf(c);
      const q = c.req.valid("query");
      await rateLimit(d.db, `voice-sample:${caller.scope.tenantId}:${caller.userId}`, 30, 60);
      try {
        const wav = await sampleOf(q.language, q.voice, q.rate);
        return c.body(wav as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "audio/wav", "Cache-Control": "private, max-age=3600" });
      } catch (e) {
        if (e instanceof ToolsMissing) return toolsMissingAnswer(c, e);
        throw e;
      }
    })
    .openapi(r.list, async (c) => c.json(await d.avatars.list(await creatorOf(c), c.req.valid("query")), 200))
    .openapi(r.create, async (c) => c.json(await d.avatars.create(await creatorOf(c), c.req.valid("json")), 201))
    .openapi(r.get, async (c) => c.json(await d.avatars.get(await creatorOf(c), c.req.valid("param").id), 200))
    .openapi(r.update, async (c) => c.json(await d.avatars.update(await creatorOf(c), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(r.remove, async (c) => {
      await d.avatars.remove(await creatorOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.portrait, async (c) => {
      const caller = await creatorOf(c);
      const { id } = c.req.valid("param");
      // another entity's presenter is 404 before its upload is read
      await d.avatars.mustFind(caller.scope, id);
      const upload = await readUpload(c, { rawJson: false, notAFile: fileRequired });
      if (!upload.bytes.length && !upload.name) throw fileRequired();
      return c.json(await d.avatars.setPortrait(caller, id, upload.bytes, cropFrom(upload.fields)), 200);
    })
    .openapi(r.removePortrait, async (c) => c.json(await d.avatars.removePortrait(await creatorOf(c), c.req.valid("param").id), 200));
}

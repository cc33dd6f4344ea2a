import { z } from "zod";
import {
  AUTHORING_LIMITS as L,
  BATCH_MODES,
  BATCH_ROW_STATUSES,
  BATCH_STATUSES,
  CREATOR_LANGUAGES,
  CREATOR_STATUSES,
} from "./authoring-limits.ts";
import { pageOf } from "./common.ts";
import { AREAS, ILLUSTRATIONS, LEVELS } from "./course-content.ts";

/**
 * The content creator's API (issue 27, §2 /content-creator): presenters (avatars), course drafts
 * in the library's structure (contract/course-content.ts) in English, Portuguese or both, their
 * narrated-video renders and batches of outlines. A draft holds anything within the limits, so
 * autosave never loses work; publishing and rendering check the library's rules and answer
 * each missing piece at its field.
 */

export * from "./authoring-limits.ts";

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(L.pageSize);
const short = (max: number) => z.string().trim().max(max, { error: "errors:tooLong" });
const language = z.enum(CREATOR_LANGUAGES, { error: "errors:invalidChoice" });

export const creatorIdParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });

// ——— presenters ———

/** The voices a presenter speaks with, one per language it presents in (ids from `GET /creator/voices`). */
const voicesSchema = z
  .object({ en: z.string().trim().min(1).max(100).optional(), pt: z.string().trim().min(1).max(100).optional() })
  .refine((v) => Boolean(v.en || v.pt), { error: "authoring:avatar.voiceRequired", path: ["en"] });

export const avatarInputSchema = z.object({
  name: z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(L.avatarName, { error: "errors:tooLong" }),
  /** The language the presenter is shown under first (its other voice, if any, narrates the other language). */
  language,
  voices: voicesSchema,
  rate: z.number().min(L.minRate).max(L.maxRate).default(L.defaultRate),
});
export type AvatarInput = z.infer<typeof avatarInputSchema>;

export const avatarSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    language,
    voices: z.object({ en: z.string().optional(), pt: z.string().optional() }),
    rate: z.number(),
    /** `/api/files/…` of the square portrait, or null before one is uploaded. */
    portraitUrl: z.string().nullable(),
    /** How many of the entity's courses it presents. */
    courses: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "CreatorAvatar" });
export type Avatar = z.infer<typeof avatarSchema>;
export const avatarListQuerySchema = z.object({ page, limit, search: short(L.search).optional() });
export const avatarListSchema = pageOf(avatarSchema);

export const voicesQuerySchema = z.object({ language });
export const voiceSchema = z.object({ id: z.string(), name: z.string(), language: z.string(), gender: z.string().nullable() });
/** The installed speech engine's voices for a language; `engine` says which engine narrates. */
export const voiceListSchema = z.object({ engine: z.enum(["espeak-ng", "speech-api"]), data: z.array(voiceSchema) });
export const voiceSampleQuerySchema = z.object({
  language,
  voice: z.string().trim().min(1).max(100),
  rate: z.coerce.number().min(L.minRate).max(L.maxRate).default(L.defaultRate),
});

// ——— course drafts ———

const question = z.object({
  prompt: short(L.prompt).default(""),
  options: z.array(short(L.option)).max(L.options).default([]),
  /** Indexes of the right options. */
  correct: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(L.options - 1),
    )
    .max(L.options)
    .default([]),
  multiple: z.boolean().optional(),
  explanation: short(L.explanation).default(""),
});

const step = z.object({
  title: short(L.stepTitle).default(""),
  body: z.array(short(L.paragraph)).max(L.paragraphs).default([]),
  takeaways: z.array(short(L.takeaway)).max(L.takeaways).default([]),
  illustration: z.enum(ILLUSTRATIONS, { error: "errors:invalidChoice" }).nullable().default(null),
  illustrationAlt: short(160).default(""),
});

/** One language of a draft: the library's structure with every field allowed to be unfinished. */
export const draftLanguageSchema = z.object({
  title: short(L.title).default(""),
  summary: short(L.summary).default(""),
  steps: z.array(step).max(L.steps).default([]),
  keyTakeaways: z.array(short(L.takeaway)).max(L.keyTakeaways).default([]),
  questions: z.array(question).max(L.questions).default([]),
  badge: z.object({ name: short(L.badgeName).default(""), description: short(L.badgeDescription).default("") }).default({
    name: "",
    description: "",
  }),
});
export type DraftLanguage = z.infer<typeof draftLanguageSchema>;

/** `POST /api/creator/courses` and the body of `PUT`: a course in the library's structure, unfinished parts allowed. */
export const creatorCourseInputSchema = z.object({
  languages: z
    .array(language)
    .min(1, { error: "authoring:course.languageRequired" })
    .max(2)
    .refine((l) => new Set(l).size === l.length, { error: "errors:invalidValue" }),
  area: z.enum(AREAS, { error: "errors:invalidChoice" }),
  level: z.enum(LEVELS, { error: "errors:invalidChoice" }),
  durationMinutes: z.number().int().min(3).max(8).default(5),
  tags: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, { error: "errors:invalidValue" })
        .max(40),
    )
    .max(6)
    .default([]),
  passingScore: z.number().int().min(50).max(100).default(80),
  badgeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "errors:invalidValue" })
    .default("#2563eb"),
  avatarId: z.uuid({ error: "errors:invalidValue" }).nullable().default(null),
  en: draftLanguageSchema.optional(),
  pt: draftLanguageSchema.optional(),
});
export type CreatorCourseInput = z.infer<typeof creatorCourseInputSchema>;

/** `PUT`: the whole draft and the revision it was read at; another revision since answers 409 `revision_conflict`. */
export const creatorCourseUpdateSchema = creatorCourseInputSchema.extend({ revision: z.number().int().min(0) });

const languageVideo = z.object({
  mp4: z.string(),
  webm: z.string(),
  captions: z.string(),
  poster: z.string(),
  durationSeconds: z.number(),
});
/** The finished video: the first language's files at the top (as integrators script against), each language's below. */
export const creatorVideoSchema = z.object({
  mp4: z.string(),
  webm: z.string(),
  captions: z.object({ en: z.string().optional(), pt: z.string().optional() }),
  durationSeconds: z.number(),
  poster: z.string(),
  languages: z.object({ en: languageVideo.optional(), pt: languageVideo.optional() }),
});

export const creatorErrorSchema = z.object({ code: z.string(), message: z.string() });

/** What stops a draft being published or rendered, each at its field (`en.steps.2.title`), in the viewer's language. */
export const readinessSchema = z.object({
  publish: z.array(z.object({ path: z.string(), message: z.string() })),
  render: z.array(z.object({ path: z.string(), message: z.string() })),
});

export const creatorCourseSchema = creatorCourseInputSchema
  .extend({
    id: z.uuid(),
    revision: z.number().int(),
    status: z.enum(CREATOR_STATUSES),
    progress: z.number().int().min(0).max(100),
    error: creatorErrorSchema.nullable(),
    coverUrl: z.string().nullable(),
    video: creatorVideoSchema.nullable(),
    /** The library course learners see, when published. */
    published: z.object({ courseId: z.uuid(), slug: z.string(), publishedAt: z.iso.datetime() }).nullable(),
    /** A finished video exists and the text was saved since the revision it was rendered from. */
    videoOutdated: z.boolean(),
    /** Published, and the draft was saved since the revision that was published. */
    publishedOutdated: z.boolean(),
    readiness: readinessSchema,
    author: z.object({ id: z.uuid().nullable(), name: z.string() }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "CreatorCourse" });
export type CreatorCourse = z.infer<typeof creatorCourseSchema>;

export const creatorCourseSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  languages: z.array(language),
  area: z.enum(AREAS),
  level: z.enum(LEVELS),
  status: z.enum(CREATOR_STATUSES),
  progress: z.number().int(),
  published: z.boolean(),
  avatarName: z.string().nullable(),
  posterUrl: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type CreatorCourseSummary = z.infer<typeof creatorCourseSummarySchema>;
export const creatorCourseListQuerySchema = z.object({
  page,
  limit,
  search: short(L.search).optional(),
  status: z.enum([...CREATOR_STATUSES, "published"], { error: "errors:invalidChoice" }).optional(),
});
export const creatorCourseListSchema = pageOf(creatorCourseSummarySchema);

/** `GET /api/creator/courses/{id}/status`, as issue 27 names it; also each server-sent event's data. */
export const creatorStatusSchema = z
  .object({
    status: z.enum(CREATOR_STATUSES),
    progress: z.number().int().min(0).max(100),
    error: creatorErrorSchema.nullable(),
    video: creatorVideoSchema.nullable(),
    /** What the machine lacks to render (a tool to install), said before anything is queued. */
    missing: z.array(z.string()),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "CreatorCourseStatus" });
export type CreatorStatusBody = z.infer<typeof creatorStatusSchema>;

/** `POST /creator/courses/draft-from-outline`: a first version of the steps and questions, to edit. */
export const outlineInputSchema = z.object({
  language,
  title: short(L.title).min(5, { error: "errors:tooShort" }),
  outline: short(L.outline).min(20, { error: "errors:tooShort" }),
});
export const outlineDraftSchema = draftLanguageSchema;

// ——— batches ———

export const batchRowErrorSchema = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
export const batchRowSchema = z.object({
  /** The row's line in the file (CSV, header = 1) or its position in the JSON array (from 1). */
  line: z.number().int(),
  title: z.string(),
  status: z.enum(BATCH_ROW_STATUSES),
  courseId: z.uuid().nullable(),
  errors: z.array(batchRowErrorSchema),
});
export const batchSummarySchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mode: z.enum(BATCH_MODES),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  ready: z.number().int(),
  failed: z.number().int(),
  createdAt: z.iso.datetime(),
});
export const batchSchema = batchSummarySchema.extend({ rows: z.array(batchRowSchema) }).meta({ id: "CreatorBatch" });
export type Batch = z.infer<typeof batchSchema>;
/** `POST /creator/courses/batch` answers 202 with the batch: its id and every row's result. */
export const batchCreatedSchema = batchSchema;
export const batchQuerySchema = z.object({ mode: z.enum(BATCH_MODES, { error: "errors:invalidChoice" }).default("draft") });
export const batchListSchema = pageOf(batchSummarySchema);
export const batchListQuerySchema = z.object({ page, limit });

/** `GET /creator/dashboard`: my courses by status, drafts, recent renders with their progress, recent batches. */
export const creatorDashboardSchema = z.object({
  counts: z.record(z.enum([...CREATOR_STATUSES, "published"]), z.number().int()),
  drafts: z.array(creatorCourseSummarySchema),
  renders: z.array(creatorCourseSummarySchema),
  avatars: z.number().int(),
  batches: z.array(batchSummarySchema),
  /** Whether "draft from outline" can write (an OpenAI-compatible endpoint is configured). */
  outlineDrafting: z.boolean(),
});

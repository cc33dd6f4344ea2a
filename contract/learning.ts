import { z } from "zod";
import { AREAS, LEVELS } from "./course-content.ts";

export const courseCardSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    area: z.enum(AREAS),
    level: z.enum(LEVELS),
    durationMinutes: z.number().int(),
    tags: z.array(z.string()),
    free: z.boolean(),
    badgeColor: z.string(),
    coverIllustration: z.string(),
    hasVideo: z.boolean(),
    /** The signed-in learner's state, when there is one. */
    enrollment: z.object({ status: z.string(), progress: z.number().int() }).nullable(),
  })
  .meta({ id: "CourseCard" });

export const courseListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  area: z.enum(AREAS, { error: "errors:invalidChoice" }).optional(),
  level: z.enum(LEVELS, { error: "errors:invalidChoice" }).optional(),
  language: z.enum(["en", "pt"], { error: "errors:invalidChoice" }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});

export const courseListSchema = z.object({ data: z.array(courseCardSchema), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const stepSchema = z.object({ title: z.string(), body: z.array(z.string()), takeaways: z.array(z.string()), illustration: z.string(), illustrationAlt: z.string() });
export const questionSchema = z.object({ prompt: z.string(), options: z.array(z.string()), multiple: z.boolean() }).meta({ id: "ChallengeQuestion", description: "A question as the learner sees it: no answer, no explanation before submitting" });

export const courseDetailSchema = courseCardSchema
  .extend({
    keyTakeaways: z.array(z.string()),
    stepTitles: z.array(z.string()),
    questionCount: z.number().int(),
    passingScore: z.number().int(),
    badge: z.object({ name: z.string(), description: z.string(), color: z.string() }),
    references: z.array(z.string()),
    /** Whether the signed-in learner's plan opens this course. */
    accessible: z.boolean(),
  })
  .meta({ id: "CourseDetail" });

export const enrollmentSchema = z
  .object({
    courseSlug: z.string(),
    status: z.enum(["in-progress", "content-done", "completed"]),
    progress: z.number().int(),
    currentStep: z.number().int(),
    resumePosition: z.number(),
    attempts: z.number().int(),
    bestScore: z.number().int().nullable(),
    startedAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: "Enrollment" });

export const enrollmentContentSchema = z.object({
  enrollment: enrollmentSchema,
  course: courseDetailSchema,
  /** The course video with its captions, when it has one (resume from enrollment.resumePosition). */
  video: z.object({ url: z.string(), captions: z.array(z.object({ lang: z.enum(["en", "pt"]), url: z.string() })) }).nullable(),
  steps: z.array(stepSchema),
  questions: z.array(questionSchema),
});

export const enrollSchema = z.object({ courseSlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "errors:invalidValue" }) });
export const progressSchema = z.object({
  currentStep: z.number().int().min(0).max(50),
  resumePosition: z.number().min(0).max(86_400).optional(),
  /** The learner reached the end of the content. */
  finished: z.boolean().optional(),
});
export const challengeAnswersSchema = z.object({
  answers: z.array(z.array(z.number().int().min(0).max(10)).max(10)).min(1).max(20),
});
export const challengeResultSchema = z
  .object({
    score: z.number().int(),
    passed: z.boolean(),
    passingScore: z.number().int(),
    results: z.array(z.object({ correct: z.boolean(), correctOptions: z.array(z.number().int()), explanation: z.string() })),
    badge: z.object({ name: z.string(), color: z.string() }).nullable(),
    certificateId: z.string().nullable(),
  })
  .meta({ id: "ChallengeResult" });

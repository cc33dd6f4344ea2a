import { z } from "zod";
import { listOf, pageOf } from "./common.ts";
import { AREAS, LEVELS } from "./course-areas.ts";
import { SLUG_PATTERN } from "./field-rules.ts";

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
    /** A cover picture shown instead of the illustration (a tenant's own course may have one), or null. */
    coverImage: z.string().nullable(),
    hasVideo: z.boolean(),
    /** The signed-in learner's state, when there is one. */
    enrollment: z.object({ status: z.string(), progress: z.number().int() }).nullable(),
  })
  .meta({ id: "CourseCard" });
export type CourseCard = z.infer<typeof courseCardSchema>;

export const courseListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  area: z.enum(AREAS, { error: "errors:invalidChoice" }).optional(),
  level: z.enum(LEVELS, { error: "errors:invalidChoice" }).optional(),
  language: z.enum(["en", "pt"], { error: "errors:invalidChoice" }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

export const courseListSchema = pageOf(courseCardSchema);
export type CourseList = z.infer<typeof courseListSchema>;

export const stepSchema = z.object({
  title: z.string(),
  body: z.array(z.string()),
  takeaways: z.array(z.string()),
  illustration: z.string(),
  illustrationAlt: z.string(),
});
export type Step = z.infer<typeof stepSchema>;
/** An option of a question: its stable id (the same in every attempt and language) and its words. */
export const choiceSchema = z.object({ id: z.string(), text: z.string() }).meta({ id: "Choice" });
export type Choice = z.infer<typeof choiceSchema>;
export const questionSchema = z
  .object({
    prompt: z.string(),
    options: z.array(z.string()).describe("The options' words, in this attempt's order (the same order as `choices`)"),
    choices: z
      .array(choiceSchema)
      .describe("The options with their ids, in this attempt's order: shuffled per attempt, the same on every reload of the attempt"),
    multiple: z.boolean().describe("Select all that apply (checkboxes); it says nothing about how many options are right"),
  })
  .meta({ id: "ChallengeQuestion", description: "A question as the learner sees it: no answer, no explanation before submitting" });
export type ChallengeQuestion = z.infer<typeof questionSchema>;

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
export type CourseDetail = z.infer<typeof courseDetailSchema>;
/** A course's page as the signed-in viewer reads it: may they open the course's statistics? */
export const courseViewSchema = courseDetailSchema
  .extend({
    canViewStats: z
      .boolean()
      .describe("Whether the viewer may read GET /training/courses/{slug}/stats (view-reports in a company, or the course's author)"),
  })
  .meta({ id: "CourseView" });
export type CourseView = z.infer<typeof courseViewSchema>;

/** The first steps of a course, open to anyone. */
export const coursePreviewSchema = z.object({ course: courseDetailSchema, steps: z.array(stepSchema), totalSteps: z.number().int() });
export type CoursePreview = z.infer<typeof coursePreviewSchema>;

export const courseStatsSchema = z
  .object({
    courseSlug: z.string(),
    enrollments: z.number().int(),
    completed: z.number().int(),
    completionRate: z.number().int(),
    averageScore: z.number().int().nullable(),
  })
  .meta({ id: "CourseStats" });
export type CourseStats = z.infer<typeof courseStatsSchema>;

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
export type Enrollment = z.infer<typeof enrollmentSchema>;
export type EnrollmentStatus = Enrollment["status"];

/** The answer to enrolling: the enrolment and the course it opens. */
export const enrolledSchema = z.object({ enrollment: enrollmentSchema, course: courseDetailSchema });
export type Enrolled = z.infer<typeof enrolledSchema>;

/** One of the learner's courses with their enrolment in it. */
export const enrolledCourseSchema = z.object({ course: courseCardSchema, enrollment: enrollmentSchema }).meta({ id: "EnrolledCourse" });
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;
export const myEnrollmentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export const myEnrollmentsSchema = pageOf(enrolledCourseSchema);
export type MyEnrollments = z.infer<typeof myEnrollmentsSchema>;

export const enrollmentContentSchema = z.object({
  enrollment: enrollmentSchema,
  course: courseDetailSchema,
  /** The course video with its captions, when it has one (resume from enrollment.resumePosition). */
  video: z.object({ url: z.string(), captions: z.array(z.object({ lang: z.enum(["en", "pt"]), url: z.string() })) }).nullable(),
  steps: z.array(stepSchema),
  questions: z.array(questionSchema),
});
export type EnrollmentContent = z.infer<typeof enrollmentContentSchema>;

export const enrollSchema = z.object({ courseSlug: z.string().regex(SLUG_PATTERN, { error: "errors:invalidValue" }) });
export const progressSchema = z.object({
  currentStep: z.number().int().min(0).max(50),
  resumePosition: z.number().min(0).max(86_400).optional(),
  /** The learner reached the end of the content. */
  finished: z.boolean().optional(),
});
/** A question's answer: the chosen options' ids, or (the older form) their positions in the order this attempt showed. */
export const answerSchema = z.union([z.array(z.string().min(1).max(40)).max(10), z.array(z.number().int().min(0).max(10)).max(10)]);
export const challengeAnswersSchema = z.object({
  answers: z
    .array(answerSchema)
    .min(1)
    .max(20)
    .describe(
      "One entry per question, in the questions' order: the ids of the chosen options (`choices[].id`). Positions are still accepted and count in the order the current attempt shows (options are shuffled per attempt), so send ids.",
    ),
});
export const challengeResultSchema = z
  .object({
    score: z.number().int(),
    passed: z.boolean(),
    passingScore: z.number().int(),
    results: z.array(
      z.object({
        correct: z.boolean(),
        correctOptions: z.array(z.number().int()).describe("Positions of the right options in the order the scored attempt showed"),
        correctOptionIds: z.array(z.string()).describe("Ids of the right options"),
        explanation: z.string(),
      }),
    ),
    badge: z.object({ name: z.string(), color: z.string() }).nullable(),
    certificateId: z.string().nullable(),
  })
  .meta({ id: "ChallengeResult" });
export type ChallengeResult = z.infer<typeof challengeResultSchema>;

export const awardedBadgeSchema = z
  .object({
    courseSlug: z.string(),
    courseTitle: z.string(),
    name: z.string(),
    description: z.string(),
    color: z.string(),
    illustration: z.string(),
    awardedAt: z.string(),
  })
  .meta({ id: "AwardedBadge" });
export type AwardedBadge = z.infer<typeof awardedBadgeSchema>;
export const badgeListSchema = listOf(awardedBadgeSchema);

/** Enrolments, badges and suggestions the training summary shows at most. */
export const SUMMARY_RECENT_ENROLLMENTS = 5;
export const SUMMARY_RECENT_BADGES = 3;
export const SUMMARY_SUGGESTIONS = 3;
export const SUMMARY_ASSIGNED = 6;

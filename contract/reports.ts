import { z } from "zod";
import { pageOf } from "./common.ts";
import { SLUG_PATTERN } from "./field-rules.ts";

// A company's learning reports (§7 GET /entity/ratings, /entity/reports/badges, performance)
// and the course ratings learners give once they complete a course.

export const REPORT_LIMITS = {
  /** Courses per page of the ratings report, and comments shown per course. */
  ratingsPageSize: 10,
  latestComments: 5,
  /** People per page of the badges list. */
  badgesPageSize: 25,
  maxPageSize: 100,
  /** Overdue people listed by the performance report (the total says how many there are). */
  overdueListed: 50,
  /** The longest period the monthly chart covers. */
  maxMonths: 36,
  comment: 1000,
  /** The most rows a downloaded report holds (comments, sign-ins); the newest come first. */
  exportRows: 100_000,
  /** Rows per page of the people-and-courses report. */
  peoplePageSize: 50,
} as const;

/** The export formats of the reports; json is the page's own answer. */
export const REPORT_FORMATS = ["json", "csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const page = z.coerce.number({ error: "errors:invalidValue" }).int().min(1).max(10_000).default(1);
const limitOf = (size: number) =>
  z.coerce.number({ error: "errors:invalidValue" }).int().min(1).max(REPORT_LIMITS.maxPageSize).default(size);
const courseSlug = z.string().regex(SLUG_PATTERN, { error: "errors:notFound" }).max(120);
const format = z.enum(REPORT_FORMATS, { error: "errors:invalidChoice" }).default("json");
const day = z.iso.date({ error: "companyReports:errors.date" });

/** A learner's rating of a course they completed. */
export const courseRatingInputSchema = z.object({
  rating: z
    .number({ error: "companyReports:errors.rating" })
    .int({ error: "companyReports:errors.rating" })
    .min(1, { error: "companyReports:errors.rating" })
    .max(5, { error: "companyReports:errors.rating" }),
  comment: z.string({ error: "errors:invalidValue" }).trim().max(REPORT_LIMITS.comment, { error: "errors:tooLong" }).optional(),
});
export type CourseRatingInput = z.infer<typeof courseRatingInputSchema>;

export const courseRatingSchema = z
  .object({ rating: z.number().int(), comment: z.string().nullable(), updatedAt: z.string() })
  .meta({ id: "CourseRating" });
export type CourseRating = z.infer<typeof courseRatingSchema>;
export const myCourseRatingSchema = z
  .object({
    canRate: z.boolean().describe("Whether the viewer completed the course (only then may they rate it)"),
    rating: courseRatingSchema.nullable(),
  })
  .meta({ id: "MyCourseRating" });
export type MyCourseRating = z.infer<typeof myCourseRatingSchema>;

export const ratingsQuerySchema = z.object({
  courseSlug: courseSlug.optional(),
  page,
  limit: limitOf(REPORT_LIMITS.ratingsPageSize),
  format,
});
export const ratingCommentSchema = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    person: z.object({ id: z.string(), name: z.string() }),
    at: z.string(),
  })
  .meta({ id: "RatingComment" });
export const courseRatingsSchema = z
  .object({
    course: z.object({ slug: z.string(), title: z.string() }),
    average: z.number().describe("Mean rating, one decimal"),
    count: z.number().int(),
    distribution: z.array(z.number().int()).length(5).describe("How many gave 1, 2, 3, 4 and 5 stars"),
    comments: z.array(ratingCommentSchema).describe(`The latest ${REPORT_LIMITS.latestComments} comments, newest first`),
  })
  .meta({ id: "CourseRatings" });
export type CourseRatings = z.infer<typeof courseRatingsSchema>;
export const ratingsReportSchema = pageOf(courseRatingsSchema).meta({ id: "RatingsReport" });
/** What the ratings export holds: every rated course, and every comment (newest first). */
export type RatingsExport = {
  courses: { title: string; slug: string; average: number; count: number; distribution: number[] }[];
  comments: { title: string; name: string; email: string; rating: number; comment: string; at: string }[];
};
export type RatingsReport = z.infer<typeof ratingsReportSchema>;

export const badgesReportQuerySchema = z.object({
  courseSlug: courseSlug.optional(),
  page,
  limit: limitOf(REPORT_LIMITS.badgesPageSize),
  format,
});
export const badgeSummarySchema = z
  .object({ courseSlug: z.string(), title: z.string(), badgeName: z.string(), earned: z.number().int() })
  .meta({ id: "BadgeSummary" });
export const badgeEarnedSchema = z
  .object({
    person: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    courseSlug: z.string(),
    badgeName: z.string(),
    awardedAt: z.string(),
  })
  .meta({ id: "BadgeEarned" });
export type BadgeEarned = z.infer<typeof badgeEarnedSchema>;
export const badgesReportSchema = pageOf(badgeEarnedSchema)
  .extend({ badges: z.array(badgeSummarySchema).describe("Every badge the company's people earned, most earned first") })
  .meta({ id: "BadgesReport" });
export type BadgesReport = z.infer<typeof badgesReportSchema>;

export const performanceQuerySchema = z
  .object({
    groupId: z.uuid({ error: "errors:notFound" }).optional(),
    courseSlug: courseSlug.optional(),
    from: day.optional(),
    to: day.optional(),
    format,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "companyReports:errors.period", path: ["to"] });
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

const rates = {
  enrollments: z.number().int(),
  completed: z.number().int(),
  completionRate: z.number().int().describe("Completed over enrolments, in percent"),
  averageScore: z.number().int().nullable().describe("Mean best score of the completed enrolments; null when none"),
};
export const groupPerformanceSchema = z
  .object({ id: z.string(), name: z.string(), members: z.number().int(), ...rates })
  .meta({ id: "GroupPerformance" });
export const coursePerformanceSchema = z.object({ slug: z.string(), title: z.string(), ...rates }).meta({ id: "CoursePerformance" });
export const overduePersonSchema = z
  .object({
    person: z.object({ id: z.string(), name: z.string() }),
    item: z.object({ kind: z.enum(["course", "program"]), slug: z.string(), title: z.string() }),
    dueAt: z.string(),
  })
  .meta({ id: "OverduePerson" });
export const performanceReportSchema = z
  .object({
    period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
    totals: z.object({ members: z.number().int(), ...rates }),
    byGroup: z.array(groupPerformanceSchema),
    byCourse: z.array(coursePerformanceSchema),
    monthly: z.array(z.object({ month: z.string().describe("YYYY-MM"), completed: z.number().int() })),
    overdue: z.object({ data: z.array(overduePersonSchema), total: z.number().int() }),
  })
  .meta({ id: "PerformanceReport" });
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

/** What a person did of a course, late or not: never opened it, opened it, or completed it (in the current cycle of a yearly assignment). */
export const PERSON_COURSE_STATUSES = ["not-started", "in-progress", "completed"] as const;
export type PersonCourseStatus = (typeof PERSON_COURSE_STATUSES)[number];

export const personCourseQuerySchema = z
  .object({
    groupId: z.uuid({ error: "errors:notFound" }).optional(),
    courseSlug: courseSlug.optional(),
    from: day.optional(),
    to: day.optional(),
    page,
    limit: limitOf(REPORT_LIMITS.peoplePageSize),
    format,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "companyReports:errors.period", path: ["to"] });
export type PersonCourseQuery = z.input<typeof personCourseQuerySchema>;

export const personCourseRowSchema = z
  .object({
    person: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    groups: z.array(z.string()).describe("The names of the company's groups the person is in"),
    course: z.object({ slug: z.string(), title: z.string() }),
    status: z.enum(PERSON_COURSE_STATUSES),
    score: z.number().int().nullable().describe("Best challenge score, 0-100; null before a first attempt"),
    dueAt: z
      .string()
      .nullable()
      .describe(
        "Due date of the most pressing assignment of the course reaching the person (a program's counts for each of its courses); null when none has one",
      ),
    startedAt: z.string().nullable().describe("When the person first opened the course; null when never"),
    completedAt: z.string().nullable().describe("The completion that counts: in the current cycle of a yearly assignment"),
    overdue: z
      .boolean()
      .describe("Not completed and the due date has passed (or a yearly assignment's previous cycle was never completed)"),
    assigned: z.boolean().describe("Whether an assignment of the course (or of a program holding it) reaches the person"),
  })
  .meta({ id: "PersonCourseRow" });
export type PersonCourseRow = z.infer<typeof personCourseRowSchema>;
export const personCourseReportSchema = pageOf(personCourseRowSchema)
  .extend({
    truncated: z
      .boolean()
      .describe(
        `Whether the company has more rows than the ${REPORT_LIMITS.exportRows} a report holds (the first people by name are kept)`,
      ),
  })
  .meta({ id: "PersonCourseReport" });
export type PersonCourseReport = z.infer<typeof personCourseReportSchema>;

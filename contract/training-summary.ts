import { z } from "zod";
import { myAssignmentListSchema } from "./assignments.ts";
import {
  SUMMARY_ASSIGNED,
  SUMMARY_RECENT_BADGES,
  SUMMARY_RECENT_ENROLLMENTS,
  SUMMARY_SUGGESTIONS,
  awardedBadgeSchema,
  courseCardSchema,
  enrolledCourseSchema,
} from "./learning.ts";

// GET /training/summary: the learner's training at a glance, in one read (the dashboard).

export const trainingSummarySchema = z
  .object({
    enrollments: z
      .object({
        total: z.number().int().describe("Enrolments in courses this tenant shows"),
        open: z.number().int().describe("Not completed yet: content to read or a challenge to pass"),
        completed: z.number().int(),
        resume: enrolledCourseSchema.nullable().describe("The open enrolment with the most recent activity, where to continue"),
        recent: z.array(enrolledCourseSchema).describe(`The most recent activity first (${SUMMARY_RECENT_ENROLLMENTS} at most)`),
      })
      .meta({ id: "EnrollmentSummary" }),
    badges: z
      .object({ total: z.number().int(), recent: z.array(awardedBadgeSchema).describe(`Newest first (${SUMMARY_RECENT_BADGES} at most)`) })
      .nullable()
      .describe("Null when the plan has no badges feature"),
    assigned: myAssignmentListSchema.describe(
      `The first page (${SUMMARY_ASSIGNED}) of what the learner's company assigned them, overdue first; empty outside a company`,
    ),
    suggestions: z
      .array(courseCardSchema)
      .describe(
        `Catalogue courses the learner has not started, in catalogue order (${SUMMARY_SUGGESTIONS} at most), within what the plan opens`,
      ),
  })
  .meta({ id: "TrainingSummary" });
export type TrainingSummary = z.infer<typeof trainingSummarySchema>;

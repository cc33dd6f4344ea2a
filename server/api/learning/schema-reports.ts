import { bigint, date, index, integer, pgTable, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, mayBelongTo, ownedBy } from "../../db/columns.ts";
import { courses } from "./schema.ts";
import { entities, groups } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

// Learning's report summaries (the organizations ones are in server/api/organizations/schema.ts).

/**
 * A company's enrolments summed per UTC day, kept by triggers on enrolments, memberships and
 * group members in the same transaction as each write (docs/decisions/0024-report-speed.md), so
 * the performance report sums a few thousand cells instead of a million enrolments. Three slices:
 * per course (group_id null), per group (course_id null) and per group and course. `day` is the
 * day an enrolment started for enrolled/completed/score_sum/scored (of the enrolments started
 * that day: how many, completed, their best scores' sum and how many have one) and the day it was
 * completed for `completions`; the cell whose day is null holds all days. Only active members
 * count; a person in two groups counts in both.
 */
export const reportEnrolmentCells = pgTable(
  "report_enrolment_cells",
  {
    ...ownedBy.entity(whitelabels, entities),
    groupId: mayBelongTo("group_id", groups),
    courseId: mayBelongTo("course_id", courses),
    day: date("day", { mode: "string" }),
    enrolled: integer("enrolled").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    scoreSum: bigint("score_sum", { mode: "number" }).notNull().default(0),
    scored: integer("scored").notNull().default(0),
    completions: integer("completions").notNull().default(0),
  },
  (t) => [
    // a company's or a group's cells: all time (day null) or a range of days, each course or one
    unique("report_enrolment_cells_key").on(t.whitelabelId, t.entityId, t.groupId, t.day, t.courseId).nullsNotDistinct(),
    // every group's cells for all courses (course_id null) or one
    index("report_enrolment_cells_course_idx").on(t.whitelabelId, t.entityId, t.courseId, t.day, t.groupId),
  ],
);

/** Badges a company's active members earned, per course; kept by triggers like the enrolment cells. */
export const reportBadgeCounts = pgTable(
  "report_badge_counts",
  {
    ...ownedBy.entity(whitelabels, entities),
    courseId: belongsTo("course_id", courses),
    earned: integer("earned").notNull().default(0),
  },
  (t) => [uniqueIndex("report_badge_counts_key").on(t.whitelabelId, t.entityId, t.courseId)],
);

/** Ratings by a company's people (active or not), per course: how many of each star; kept by triggers. */
export const reportRatingCounts = pgTable(
  "report_rating_counts",
  {
    ...ownedBy.entity(whitelabels, entities),
    courseId: belongsTo("course_id", courses),
    ratings: integer("ratings").notNull().default(0),
    stars1: integer("stars_1").notNull().default(0),
    stars2: integer("stars_2").notNull().default(0),
    stars3: integer("stars_3").notNull().default(0),
    stars4: integer("stars_4").notNull().default(0),
    stars5: integer("stars_5").notNull().default(0),
  },
  (t) => [uniqueIndex("report_rating_counts_key").on(t.whitelabelId, t.entityId, t.courseId)],
);

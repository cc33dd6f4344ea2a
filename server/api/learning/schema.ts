import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, belongsTo, createdAt, happenedAt, id, mayBelongTo, ownedBy, refersTo, timestamps, updatedAt } from "../../db/columns.ts";
import { entities, groups } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

export type LocalizedText = { en: string; pt: string };
export type CourseStep = { title: string; body: string[]; takeaways: string[]; illustration: string; illustrationAlt: string };
/** A course's narrated video in one language: its files' paths (`/api/files/…`, captions in that language) and length. */
export type CourseVideo = { mp4: string; webm: string; captions: string; poster: string; durationSeconds: number };
/** What the learner sees of a question: never the answer. */
export type QuestionText = { prompt: string; options: string[]; explanation: string; multiple: boolean };

export const areas = pgTable("areas", {
  slug: text("slug").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
  position: integer("position").notNull().default(0),
});

/**
 * A course of the platform library (whitelabel_id null: every tenant sees it) or of one
 * tenant's entity (a creator's or a company's own course).
 */
export const courses = pgTable(
  "courses",
  {
    id: id(),
    slug: text("slug").notNull(),
    whitelabelId: mayBelongTo("whitelabel_id", whitelabels),
    entityId: mayBelongTo("entity_id", entities),
    authorId: refersTo("author_id", users),
    areaSlug: text("area_slug")
      .notNull()
      .references(() => areas.slug),
    level: text("level", { enum: ["beginner", "intermediate", "advanced"] }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    passingScore: integer("passing_score").notNull(),
    /** Part of the free catalogue (basic-training). */
    free: boolean("free").notNull().default(false),
    badgeColor: text("badge_color").notNull(),
    coverIllustration: text("cover_illustration").notNull(),
    /** A cover picture (`/api/files/…`) shown instead of the illustration where the course is shown large or as a card (a creator's course). */
    coverImage: text("cover_image"),
    videoUrl: text("video_url"),
    /** WebVTT caption files by language. */
    captions: jsonb("captions").$type<Partial<Record<"en" | "pt", string>>>().notNull().default({}),
    /** A narrated video per language (a creator's course): learners play their language's, else the other. */
    videos: jsonb("videos").$type<Partial<Record<"en" | "pt", CourseVideo>>>().notNull().default({}),
    /** Correct option indexes per question (the server scores; this never leaves it). */
    answerKey: jsonb("answer_key").$type<number[][]>().notNull(),
    references: jsonb("references").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("courses_library_slug_key")
      .on(t.slug)
      .where(sql`${t.whitelabelId} is null`),
    uniqueIndex("courses_tenant_slug_key")
      .on(t.whitelabelId, t.slug)
      .where(sql`${t.whitelabelId} is not null`),
    index("courses_area_idx").on(t.areaSlug, t.status),
  ],
);

export const courseTranslations = pgTable(
  "course_translations",
  {
    courseId: belongsTo("course_id", courses),
    locale: text("locale", { enum: ["en", "pt"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    steps: jsonb("steps").$type<CourseStep[]>().notNull(),
    keyTakeaways: jsonb("key_takeaways").$type<string[]>().notNull(),
    questions: jsonb("questions").$type<QuestionText[]>().notNull(),
    badgeName: text("badge_name").notNull(),
    badgeDescription: text("badge_description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.locale] })],
);

export const enrollments = pgTable(
  "enrollments",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    courseId: belongsTo("course_id", courses),
    status: text("status", { enum: ["in-progress", "content-done", "completed"] })
      .notNull()
      .default("in-progress"),
    /** 0-100: content steps read (and, at 100, the challenge passed). */
    progress: integer("progress").notNull().default(0),
    currentStep: integer("current_step").notNull().default(0),
    /** Seconds into the video, to resume where the learner left. */
    resumePosition: real("resume_position").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    bestScore: integer("best_score"),
    startedAt: happenedAt("started_at"),
    completedAt: at("completed_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("enrollments_user_course_key").on(t.whitelabelId, t.userId, t.courseId),
    index("enrollments_course_idx").on(t.whitelabelId, t.courseId, t.status),
  ],
);

export const challengeAttempts = pgTable(
  "challenge_attempts",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    enrollmentId: belongsTo("enrollment_id", enrollments),
    answers: jsonb("answers").$type<number[][]>().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("challenge_attempts_enrollment_idx").on(t.whitelabelId, t.enrollmentId)],
);

export const awardedBadges = pgTable(
  "awarded_badges",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    courseId: belongsTo("course_id", courses),
    awardedAt: happenedAt("awarded_at"),
  },
  // the badges report lists a company's badges newest first
  (t) => [
    uniqueIndex("awarded_badges_key").on(t.whitelabelId, t.userId, t.courseId),
    index("awarded_badges_recent_idx").on(t.whitelabelId, t.awardedAt),
  ],
);

/** Certificates stay verifiable after the learner's account is erased (user_id null, name anonymised). */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    verificationCode: text("verification_code").notNull(),
    ...ownedBy.tenant(whitelabels),
    userId: refersTo("user_id", users),
    learnerName: text("learner_name").notNull(),
    courseId: refersTo("course_id", courses),
    titles: jsonb("titles").$type<LocalizedText>().notNull(),
    score: integer("score"),
    issuedAt: happenedAt("issued_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("certificates_code_key").on(t.verificationCode),
    index("certificates_user_idx").on(t.userId),
    uniqueIndex("certificates_user_course_key").on(t.userId, t.courseId),
  ],
);

/** A skill-gap test taken: per-area scores (0-100). */
export const skillGapResults = pgTable(
  "skill_gap_results",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    takenAt: happenedAt("taken_at"),
  },
  (t) => [index("skill_gap_results_user_idx").on(t.whitelabelId, t.userId, t.takenAt)],
);

/** An ordered set of courses: from the library (whitelabel null) or made by a company (entity). */
export const programs = pgTable(
  "programs",
  {
    id: id(),
    slug: text("slug").notNull(),
    whitelabelId: mayBelongTo("whitelabel_id", whitelabels),
    entityId: mayBelongTo("entity_id", entities),
    createdBy: refersTo("created_by", users),
    titles: jsonb("titles").$type<LocalizedText>().notNull(),
    descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("programs_library_slug_key")
      .on(t.slug)
      .where(sql`${t.whitelabelId} is null`),
    index("programs_entity_idx").on(t.entityId),
  ],
);

export const programCourses = pgTable(
  "program_courses",
  {
    programId: belongsTo("program_id", programs),
    courseId: belongsTo("course_id", courses),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.courseId] })],
);

export const programEnrollments = pgTable(
  "program_enrollments",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    programId: belongsTo("program_id", programs),
    startedAt: happenedAt("started_at"),
    completedAt: at("completed_at"),
  },
  (t) => [uniqueIndex("program_enrollments_key").on(t.whitelabelId, t.userId, t.programId)],
);

/**
 * A course or a program a company asks of one member or of a group (whose people, present and
 * future, all owe it), with an optional due date and a yearly recurrence (annual refresher).
 * A yearly assignment's current cycle runs from `cycle_start` (null in the first cycle: any
 * completion counts) to `due_at`; when `due_at` passes, the next cycle starts there and is due
 * a year later (docs/decisions/0021-assignments.md).
 */
export const assignments = pgTable(
  "assignments",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    courseId: mayBelongTo("course_id", courses),
    programId: mayBelongTo("program_id", programs),
    /** The member it is assigned to, or null when it is a group's. */
    userId: mayBelongTo("user_id", users),
    groupId: mayBelongTo("group_id", groups),
    dueAt: at("due_at"),
    recurrence: text("recurrence", { enum: ["none", "yearly"] })
      .notNull()
      .default("none"),
    cycle: integer("cycle").notNull().default(1),
    cycleStart: at("cycle_start"),
    /** Where the previous cycle started (null: the first cycle, where any completion counted). */
    previousCycleStart: at("previous_cycle_start"),
    createdBy: refersTo("created_by", users),
    ...timestamps(),
  },
  (t) => [
    check("assignments_one_item", sql`(${t.courseId} is null) <> (${t.programId} is null)`),
    check("assignments_one_target", sql`(${t.userId} is null) <> (${t.groupId} is null)`),
    // one assignment of a thing to a target: assigning it again changes the due date
    uniqueIndex("assignments_target_item_key").on(
      t.whitelabelId,
      t.entityId,
      sql`coalesce(${t.courseId}, ${t.programId})`,
      sql`coalesce(${t.userId}, ${t.groupId})`,
    ),
    index("assignments_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    index("assignments_group_idx").on(t.whitelabelId, t.groupId),
    index("assignments_user_idx").on(t.whitelabelId, t.userId),
    index("assignments_due_idx").on(t.dueAt),
  ],
);

/**
 * E-mails about assignments already sent: a reminder, an overdue notice or a manager's digest
 * is claimed here by its key before it goes, so a sweep run twice (or on two instances)
 * never sends it twice.
 */
export const assignmentNotices = pgTable(
  "assignment_notices",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    assignmentId: mayBelongTo("assignment_id", assignments),
    userId: belongsTo("user_id", users),
    /** What was sent and for which cycle, e.g. `due-7:<due date>`, `overdue:<since>:<week>`, `digest:<week>`. */
    key: text("key").notNull(),
    sentAt: happenedAt("sent_at"),
  },
  (t) => [
    uniqueIndex("assignment_notices_key").on(t.whitelabelId, t.userId, t.key),
    index("assignment_notices_assignment_idx").on(t.whitelabelId, t.assignmentId),
  ],
);

/**
 * A learner's rating of a course they completed (1-5 stars, an optional comment), one per person
 * and course: rating again replaces it. The report reads a tenant's ratings per course, newest first.
 */
export const courseRatings = pgTable(
  "course_ratings",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    courseId: belongsTo("course_id", courses),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    ...timestamps(),
  },
  (t) => [
    check("course_ratings_rating", sql`${t.rating} between 1 and 5`),
    check("course_ratings_comment", sql`char_length(${t.comment}) <= 1000`),
    uniqueIndex("course_ratings_user_course_key").on(t.whitelabelId, t.userId, t.courseId),
    index("course_ratings_course_idx").on(t.whitelabelId, t.courseId, t.updatedAt),
  ],
);

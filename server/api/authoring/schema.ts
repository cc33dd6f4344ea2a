import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, real, text } from "drizzle-orm/pg-core";
import {
  BATCH_MODES,
  BATCH_STATUSES,
  CREATOR_STATUSES,
  type BatchRowStatus,
  type CreatorLanguage,
} from "../../../contract/authoring-limits.ts";
import type { DraftLanguage } from "../../../contract/authoring.ts";
import { at, createdAt, id, ownedBy, refersTo, timestamps } from "../../db/columns.ts";
import { users } from "../identity/schema.ts";
import { courses } from "../learning/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * The content creator (issue 27): an entity's presenters, its course drafts with their renders,
 * and batches of outlines. A draft is the creator's working copy; publishing writes it to the
 * library tables (learning's `courses`, the tenant's own course) which learners read.
 */

export const creatorAvatars = pgTable(
  "creator_avatars",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    name: text("name").notNull(),
    language: text("language", { enum: ["en", "pt"] }).notNull(),
    /** The speech engine's voice id per language it presents in. */
    voices: jsonb("voices").$type<Partial<Record<CreatorLanguage, string>>>().notNull(),
    /** A multiplier of 175 words a minute. */
    rate: real("rate").notNull().default(1),
    /** Storage key of the square portrait (PNG), or null. */
    portraitKey: text("portrait_key"),
    createdBy: refersTo("created_by", users),
    ...timestamps(),
  },
  (t) => [index("creator_avatars_entity_idx").on(t.whitelabelId, t.entityId, t.name)],
);

/** One outline of a batch file: its line, what it became, and its errors by column. */
export type BatchRow = {
  line: number;
  title: string;
  status: BatchRowStatus;
  courseId: string | null;
  errors: { line: number; column: string; key: string; vars?: Record<string, string | number> }[];
};

export const creatorBatches = pgTable(
  "creator_batches",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    createdBy: refersTo("created_by", users),
    fileName: text("file_name").notNull(),
    format: text("format", { enum: ["csv", "json"] }).notNull(),
    mode: text("mode", { enum: BATCH_MODES }).notNull(),
    status: text("status", { enum: BATCH_STATUSES }).notNull().default("running"),
    rows: jsonb("rows").$type<BatchRow[]>().notNull(),
    /** When the person who sent it was told by e-mail that it finished (a long batch only). */
    notifiedAt: at("notified_at"),
    createdAt: createdAt(),
    finishedAt: at("finished_at"),
  },
  (t) => [index("creator_batches_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt)],
);

/** A language's rendered files (storage keys) and length. */
export type RenderedLanguage = { mp4: string; webm: string; captions: string; poster: string; durationSeconds: number };

export const creatorCourses = pgTable(
  "creator_courses",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    authorId: refersTo("author_id", users),
    languages: jsonb("languages").$type<CreatorLanguage[]>().notNull(),
    area: text("area").notNull(),
    level: text("level", { enum: ["beginner", "intermediate", "advanced"] }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(5),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    passingScore: integer("passing_score").notNull().default(80),
    badgeColor: text("badge_color").notNull(),
    avatarId: refersTo("avatar_id", creatorAvatars),
    coverKey: text("cover_key"),
    /** The text of each language, as the author left it (unfinished parts allowed). */
    content: jsonb("content").$type<Partial<Record<CreatorLanguage, DraftLanguage>>>().notNull(),
    /** Bumped on every save: a save naming an older revision is a conflict (two tabs). */
    revision: integer("revision").notNull().default(0),
    status: text("status", { enum: CREATOR_STATUSES }).notNull().default("draft"),
    progress: integer("progress").notNull().default(0),
    /** Why the last render failed: its code and catalog key's variables, worded when read. */
    error: jsonb("error").$type<{ code: string; key: string; vars?: Record<string, string | number> }>(),
    /** The revision the files below were rendered from, and the files per language. */
    renderedRevision: integer("rendered_revision"),
    video: jsonb("video").$type<Partial<Record<CreatorLanguage, RenderedLanguage>>>(),
    /** The library course it was published as (the tenant's own), kept when unpublished so republishing updates it. */
    courseId: refersTo("course_id", courses),
    /** When it was last published, and the library course's slug then; null while unpublished. */
    publishedAt: at("published_at"),
    publishedSlug: text("published_slug"),
    /** The draft's revision when it was last published: a later save means learners see an older text. */
    publishedRevision: integer("published_revision"),
    batchId: refersTo("batch_id", creatorBatches),
    ...timestamps(),
  },
  (t) => [
    index("creator_courses_entity_idx").on(t.whitelabelId, t.entityId, t.updatedAt),
    index("creator_courses_status_idx").on(t.whitelabelId, t.entityId, t.status),
    index("creator_courses_batch_idx")
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
  ],
);

import { and, eq, inArray } from "drizzle-orm";
import type { CreatorCourse, CreatorCourseInput, CreatorCourseSummary, DraftLanguage } from "../../../contract/authoring.ts";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Tx } from "../../db/client.ts";
import { scoped, userScope, type EntityScope } from "../../platform/scope.ts";
import { filePath } from "../../platform/storage.ts";
import { people } from "../identity/index.ts";
import { readinessOf, wordReadiness, type ReadinessAvatar } from "./readiness.ts";
import { errorOf, videoOf, type CourseRow } from "./render-status.ts";
import { creatorAvatars } from "./schema.ts";

// A creator course as the API answers it: the draft as written, its render, its publication,
// and what stops it being published or rendered, in the reader's language.

export type { CourseRow };

/** The draft's own fields, as they are stored from an input (both languages' text kept, whichever are chosen). */
export function draftFields(input: CreatorCourseInput) {
  const content: Partial<Record<CreatorLanguage, DraftLanguage>> = {};
  if (input.en) content.en = input.en;
  if (input.pt) content.pt = input.pt;
  return {
    languages: input.languages,
    area: input.area,
    level: input.level,
    durationMinutes: input.durationMinutes,
    tags: input.tags,
    passingScore: input.passingScore,
    badgeColor: input.badgeColor,
    avatarId: input.avatarId,
    content,
  };
}

/** The title a list shows: the first chosen language's, else any. */
export function titleOf(row: Pick<CourseRow, "languages" | "content">) {
  for (const l of [...row.languages, "en", "pt"] as CreatorLanguage[]) {
    const title = row.content[l]?.title.trim();
    if (title) return title;
  }
  return "";
}

/** The presenter a draft names, found in the draft's entity only. */
export async function presenterOf(db: Tx, scope: EntityScope, avatarId: string | null) {
  if (!avatarId) return null;
  const [a] = await db
    .select({ id: creatorAvatars.id, name: creatorAvatars.name, voices: creatorAvatars.voices })
    .from(creatorAvatars)
    .where(and(scoped.entity(creatorAvatars, scope), eq(creatorAvatars.id, avatarId)));
  return a ?? null;
}

export const readinessDraft = (row: Pick<CourseRow, "languages" | "avatarId" | "content">) => ({
  languages: row.languages,
  avatarId: row.avatarId,
  content: row.content,
});

export async function courseView(db: Tx, scope: EntityScope, row: CourseRow, locale: Locale): Promise<CreatorCourse> {
  const avatar: ReadinessAvatar = await presenterOf(db, scope, row.avatarId);
  const author = row.authorId ? await people.find(db, userScope(scope, row.authorId)) : undefined;
  const video = videoOf(row);
  return {
    id: row.id,
    revision: row.revision,
    languages: row.languages,
    area: row.area as CreatorCourse["area"],
    level: row.level,
    durationMinutes: row.durationMinutes,
    tags: row.tags,
    passingScore: row.passingScore,
    badgeColor: row.badgeColor,
    avatarId: row.avatarId,
    ...(row.content.en ? { en: row.content.en } : {}),
    ...(row.content.pt ? { pt: row.content.pt } : {}),
    status: row.status,
    progress: row.progress,
    error: errorOf(row, locale),
    coverUrl: row.coverKey ? filePath(row.coverKey) : null,
    video,
    published:
      row.courseId && row.publishedAt && row.publishedSlug
        ? { courseId: row.courseId, slug: row.publishedSlug, publishedAt: row.publishedAt.toISOString() }
        : null,
    videoOutdated: !!video && row.renderedRevision !== null && row.revision > row.renderedRevision,
    publishedOutdated:
      // a publication from before the revision was recorded is not claimed to be stale
      !!row.publishedAt && row.publishedRevision !== null && row.revision > row.publishedRevision,
    readiness: wordReadiness(readinessOf(readinessDraft(row), avatar), locale),
    author: { id: author?.id ?? null, name: author?.name ?? "" },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of drafts as lists show them, with their presenters' names read at once. */
export async function summaries(db: Tx, scope: EntityScope, rows: CourseRow[]): Promise<CreatorCourseSummary[]> {
  const ids = [...new Set(rows.map((r) => r.avatarId).filter((id): id is string => !!id))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: creatorAvatars.id, name: creatorAvatars.name })
            .from(creatorAvatars)
            .where(and(scoped.entity(creatorAvatars, scope), inArray(creatorAvatars.id, ids)))
        ).map((a) => [a.id, a.name])
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    title: titleOf(r),
    languages: r.languages,
    area: r.area as CreatorCourseSummary["area"],
    level: r.level,
    status: r.status,
    progress: r.progress,
    published: !!r.publishedAt,
    avatarName: r.avatarId ? (names.get(r.avatarId) ?? null) : null,
    posterUrl: videoOf(r)?.poster ?? (r.coverKey ? filePath(r.coverKey) : null),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

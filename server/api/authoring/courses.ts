import { and, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  CreatorCourse,
  CreatorCourseInput,
  creatorCourseListQuerySchema,
  creatorCourseUpdateSchema,
} from "../../../contract/authoring.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { Creator } from "./avatars.ts";
import { courseView, draftFields, presenterOf, summaries, type CourseRow } from "./course-view.ts";
import type { AuthoringDeps } from "./deps.ts";
import { creatorCourses } from "./schema.ts";
import { storedKeys } from "./stored-files.ts";

/**
 * An entity's course drafts (issue 27): written and saved in any state (autosave never loses
 * work), each save naming the revision it was read at so two tabs never overwrite each other.
 * A save while a render is under way is taken: the render keeps the revision it started from.
 */

export const courseNotFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const avatarNotFound = () => new DomainError("invalid", "avatar_not_found", "authoringServer:errors.avatarNotFound", {}, "avatarId");
const revisionConflict = (revision: number) =>
  new DomainError("conflict", "revision_conflict", "authoringServer:errors.revisionConflict", { revision });

export const theCourse = (scope: EntityScope, id: string) => and(scoped.entity(creatorCourses, scope), eq(creatorCourses.id, id));

/** The title either language has, for the list's search. */
const titles = sql`coalesce(${creatorCourses.content}->'en'->>'title', '') || ' ' || coalesce(${creatorCourses.content}->'pt'->>'title', '')`;

export function createCourses(d: Pick<AuthoringDeps, "db" | "storage" | "library">) {
  async function mustFind(scope: EntityScope, id: string): Promise<CourseRow> {
    const [row] = await d.db.select().from(creatorCourses).where(theCourse(scope, id));
    if (!row) throw courseNotFound();
    return row;
  }

  /** A presenter named by a draft must be one of the entity's (another entity's id is refused at the field, as unknown). */
  async function checkPresenter(scope: EntityScope, avatarId: string | null) {
    if (avatarId && !(await presenterOf(d.db, scope, avatarId))) throw avatarNotFound();
  }

  return {
    mustFind,

    async list(caller: Creator, q: z.output<typeof creatorCourseListQuerySchema>) {
      const where = and(
        scoped.entity(creatorCourses, caller.scope),
        q.search ? sql`${titles} ilike ${containing(q.search)}` : undefined,
        q.status === "published" ? isNotNull(creatorCourses.publishedAt) : q.status ? eq(creatorCourses.status, q.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        d.db
          .select()
          .from(creatorCourses)
          .where(where)
          .orderBy(desc(creatorCourses.updatedAt), desc(creatorCourses.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        d.db.select({ n: count() }).from(creatorCourses).where(where),
      ]);
      return { data: await summaries(d.db, caller.scope, rows), page: q.page, limit: q.limit, total: total!.n };
    },

    async create(caller: Creator, input: CreatorCourseInput) {
      await checkPresenter(caller.scope, input.avatarId);
      const [row] = await d.db
        .insert(creatorCourses)
        .values({ ...draftFields(input), whitelabelId: caller.scope.tenantId, entityId: caller.scope.entityId, authorId: caller.userId })
        .returning({ id: creatorCourses.id });
      return { id: row!.id };
    },

    async get(caller: Creator, id: string): Promise<CreatorCourse> {
      return courseView(d.db, caller.scope, await mustFind(caller.scope, id), caller.locale);
    },

    /** The whole draft, if nobody saved it since `revision`; the revision goes up by one. */
    async update(caller: Creator, id: string, input: z.output<typeof creatorCourseUpdateSchema>): Promise<CreatorCourse> {
      const current = await mustFind(caller.scope, id);
      await checkPresenter(caller.scope, input.avatarId);
      const [row] = await d.db
        .update(creatorCourses)
        .set({ ...draftFields(input), revision: sql`${creatorCourses.revision} + 1`, updatedAt: new Date() })
        .where(and(theCourse(caller.scope, id), eq(creatorCourses.revision, input.revision)))
        .returning();
      if (!row) throw revisionConflict(current.revision);
      return courseView(d.db, caller.scope, row, caller.locale);
    },

    /**
     * The draft, its library course (deleted, or only hidden when learners enrolled) and its
     * files (those no other draft of the tenant shares, as keys are made from the bytes).
     */
    async remove(caller: Creator, id: string) {
      const row = await mustFind(caller.scope, id);
      const kept = await d.db.transaction(async (tx) => {
        const libraryKept = row.courseId ? await d.library.remove(tx, caller.scope, row.courseId) : false;
        await tx.delete(creatorCourses).where(theCourse(caller.scope, id));
        return libraryKept;
      });
      const keys = storedKeys(row, { video: !kept });
      if (!keys.length) return;
      const others = await d.db
        .select({ cover: creatorCourses.coverKey, video: creatorCourses.video })
        .from(creatorCourses)
        .where(and(scoped.tenant(creatorCourses, caller.scope), ne(creatorCourses.id, id)));
      const shared = new Set(others.flatMap((o) => storedKeys({ coverKey: o.cover, video: o.video }, { video: true })));
      await Promise.all(keys.filter((k) => !shared.has(k)).map((k) => d.storage.delete(k)));
    },
  };
}
export type Courses = ReturnType<typeof createCourses>;

import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../contract/constants.ts";
import type { programInputSchema } from "../../../contract/programs.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses, enrollments, programCourses, programEnrollments, programs } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { platformOrScoped, scoped, userScope } from "../../platform/scope.ts";
import { canAccess } from "./course-access.ts";
import { inLanguageOrOnly, visibleCourses } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

type Viewer = { userId: string; entityId: string | null; features: readonly string[]; canManage: boolean };
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/** Programs (§2): the library's, and those a company makes with custom-programs. */
export function createPrograms(db: Db) {
  /** Library programs, and the viewer's own entity's (none for a viewer without an entity). */
  const visible = ({ tenantId }: TenantScope, entityId: string | null) =>
    entityId ? platformOrScoped.entity(programs, { tenantId, entityId }) : isNull(programs.whitelabelId);

  async function view({ tenantId }: TenantScope, p: typeof programs.$inferSelect, locale: Locale, v: Viewer) {
    const rows = await db
      .select({ c: courses, t: courseTranslations, pos: programCourses.position })
      .from(programCourses)
      .innerJoin(courses, eq(courses.id, programCourses.courseId))
      .innerJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), inLanguageOrOnly(locale)))
      // a program shows only the courses this tenant can see (never a draft, never another tenant's)
      .where(and(eq(programCourses.programId, p.id), visibleCourses({ tenantId })))
      .orderBy(asc(programCourses.position));
    const ids = rows.map((r) => r.c.id);
    const me = userScope({ tenantId }, v.userId);
    const mine = ids.length
      ? await db
          .select()
          .from(enrollments)
          .where(and(scoped.user(enrollments, me), inArray(enrollments.courseId, ids)))
      : [];
    const byCourse = new Map(mine.map((e) => [e.courseId, e]));
    const [pe] = await db
      .select()
      .from(programEnrollments)
      .where(and(scoped.user(programEnrollments, me), eq(programEnrollments.programId, p.id)));
    const list = rows.map((r) => ({
      slug: r.c.slug,
      title: r.t.title,
      durationMinutes: r.c.durationMinutes,
      coverIllustration: r.c.coverIllustration,
      status: byCourse.get(r.c.id)?.status ?? null,
      progress: byCourse.get(r.c.id)?.progress ?? 0,
    }));
    return {
      id: p.id,
      slug: p.slug,
      title: p.titles[locale],
      description: p.descriptions[locale],
      owner: p.whitelabelId ? ("company" as const) : ("library" as const),
      editable: !!p.entityId && p.entityId === v.entityId && v.canManage && v.features.includes("custom-programs"),
      courses: list,
      totalMinutes: list.reduce((s, c) => s + c.durationMinutes, 0),
      enrolled: !!pe,
      progress: list.length ? Math.round(list.reduce((s, c) => s + c.progress, 0) / list.length) : 0,
    };
  }

  async function find({ tenantId }: TenantScope, id: string, v: Viewer) {
    const [p] = await db
      .select()
      .from(programs)
      .where(and(eq(programs.id, id), visible({ tenantId }, v.entityId)));
    if (!p) throw notFound();
    return p;
  }

  async function courseIds({ tenantId }: TenantScope, slugs: string[]) {
    const rows = await db
      .select({ id: courses.id, slug: courses.slug })
      .from(courses)
      .where(and(visibleCourses({ tenantId }), inArray(courses.slug, slugs)));
    const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
    const missing = slugs.filter((s) => !bySlug.has(s));
    if (missing.length) throw new DomainError("invalid", "unknown_courses", "errors:unknownCourses", { slugs: missing.join(", ") });
    return [...new Set(slugs)].map((s) => bySlug.get(s)!);
  }

  /** The policy: company programs are made and edited by their company's managers, on a plan with custom-programs. */
  const canEdit = (v: Viewer) => v.features.includes("custom-programs") && v.canManage && !!v.entityId;

  /** A company program is made and changed in its maker's company (who may, the routes' access rules say). */
  function makersEntity(v: Viewer): string {
    if (!v.entityId) throw notFound();
    return v.entityId;
  }

  return {
    canEdit,
    async list({ tenantId }: TenantScope, locale: Locale, v: Viewer) {
      const rows = await db.select().from(programs).where(visible({ tenantId }, v.entityId)).orderBy(asc(programs.createdAt));
      return Promise.all(rows.map((p) => view({ tenantId }, p, locale, v)));
    },
    async get({ tenantId }: TenantScope, id: string, locale: Locale, v: Viewer) {
      return view({ tenantId }, await find({ tenantId }, id, v), locale, v);
    },
    async create({ tenantId }: TenantScope, locale: Locale, v: Viewer, input: z.infer<typeof programInputSchema>) {
      const entityId = makersEntity(v);
      const ids = await courseIds({ tenantId }, input.courses);
      const id = await db.transaction(async (tx) => {
        const [p] = await tx
          .insert(programs)
          .values({
            slug: `p-${randomBytes(5).toString("hex")}`,
            whitelabelId: tenantId,
            entityId,
            createdBy: v.userId,
            titles: input.titles,
            descriptions: input.descriptions,
          })
          .returning();
        await tx.insert(programCourses).values(ids.map((courseId, position) => ({ programId: p!.id, courseId, position })));
        return p!.id;
      });
      return this.get({ tenantId }, id, locale, v);
    },
    async update({ tenantId }: TenantScope, id: string, locale: Locale, v: Viewer, input: z.infer<typeof programInputSchema>) {
      const p = await find({ tenantId }, id, v);
      if (p.entityId !== makersEntity(v)) throw notFound();
      const ids = await courseIds({ tenantId }, input.courses);
      await db.transaction(async (tx) => {
        await tx
          .update(programs)
          .set({ titles: input.titles, descriptions: input.descriptions, updatedAt: new Date() })
          .where(
            and(
              p.entityId ? scoped.entity(programs, { tenantId, entityId: p.entityId }) : scoped.tenant(programs, { tenantId }),
              eq(programs.id, p.id),
            ),
          );
        await tx.delete(programCourses).where(eq(programCourses.programId, p.id));
        await tx.insert(programCourses).values(ids.map((courseId, position) => ({ programId: p.id, courseId, position })));
      });
      return this.get({ tenantId }, id, locale, v);
    },
    /** Enrols in the program and in each of its courses the plan opens, in one transaction. */
    async enroll({ tenantId }: TenantScope, id: string, locale: Locale, v: Viewer) {
      const p = await find({ tenantId }, id, v);
      const rows = await db
        .select({ c: courses })
        .from(programCourses)
        .innerJoin(courses, eq(courses.id, programCourses.courseId))
        .where(and(eq(programCourses.programId, p.id), visibleCourses({ tenantId })));
      const open = rows.filter((r) => canAccess(v.features, r.c));
      if (!open.length) throw new DomainError("plan_required", "plan_required", "errors:planRequired");
      await db.transaction(async (tx) => {
        await tx.insert(programEnrollments).values({ whitelabelId: tenantId, userId: v.userId, programId: p.id }).onConflictDoNothing();
        await tx
          .insert(enrollments)
          .values(open.map((r) => ({ whitelabelId: tenantId, userId: v.userId, courseId: r.c.id })))
          .onConflictDoNothing();
      });
      return this.get({ tenantId }, id, locale, v);
    },
  };
}
export type Programs = ReturnType<typeof createPrograms>;

import { and, eq, inArray } from "drizzle-orm";
import { localizePath } from "../../../contract/locale.ts";
import type { GroupCourseRow } from "../../../contract/groups.ts";
import { GROUP_COURSE_STATUSES, type GroupCourseStatus } from "../../../contract/group-limits.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { enrollments } from "../../db/schema/index.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Mailer } from "../../platform/mail.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { SLICE, slices } from "../../platform/slices.ts";
import type { Site } from "../../platform/site.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import type { Assignments } from "./assignments.ts";
import { findVisibleCourse, translation } from "./queries.ts";

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const localeOf = (languageCode: string): Locale => (languageCode === "pt-BR" ? "pt" : "en");

type Person = { id: string; name: string; email: string; languageCode: string; emailPreferences: Record<string, boolean | undefined> };
type Row = GroupCourseRow & { person: Person };

/**
 * How a company's group does in one course, from its people's enrolments: not started (no
 * enrolment), in progress (enrolled, challenge not passed yet), completed, or overdue on an
 * assignment of the course. A group of any size: its people are named `slice` at a time in a
 * statement (PostgreSQL binds at most 65,535 parameters; tests make the slice small).
 */
export function createGroupProgress(db: Db, orgs: Organizations, mailer: Mailer, assignments: Pick<Assignments, "overdueIn">, opts: { slice?: number } = {}) {
  const slice = opts.slice ?? SLICE;
  async function load(scope: EntityScope, groupId: string, courseSlug: string, locale: Locale) {
    const group = await orgs.findGroup(scope, groupId);
    if (!group) throw notFound();
    const course = await findVisibleCourse(db, scope.tenantId, courseSlug);
    if (!course) throw notFound();
    const ids = (await orgs.groupMemberIds(scope, groupId)) ?? [];
    const enrolled = (some: string[]) =>
      db
        .select({ userId: enrollments.userId, status: enrollments.status, bestScore: enrollments.bestScore, completedAt: enrollments.completedAt })
        .from(enrollments)
        .where(and(scoped(enrollments, { tenantId: scope.tenantId }), eq(enrollments.courseId, course.id), inArray(enrollments.userId, some)));
    const [persons, rows, text, overdue] = await Promise.all([
      people.findMany(db, scope.tenantId, ids, slice),
      Promise.all(slices(ids, slice).map(enrolled)).then((parts) => parts.flat()),
      translation(db, course.id, locale),
      assignments.overdueIn(scope, course.id, ids, new Date(), slice),
    ]);
    const byUser = new Map(rows.map((e) => [e.userId, e]));
    // an assignment past its due date and not completed in its cycle outranks the enrolment's own status
    const statusOf = (userId: string, e: (typeof rows)[number] | undefined): GroupCourseStatus =>
      overdue.has(userId) ? "overdue" : !e ? "not-started" : e.status === "completed" ? "completed" : "in-progress";
    const list: Row[] = persons
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
      .map((p) => {
        const e = byUser.get(p.id);
        return {
          userId: p.id,
          name: p.name,
          email: p.email,
          status: statusOf(p.id, e),
          score: e?.bestScore ?? null,
          completedAt: e?.status === "completed" ? (e.completedAt?.toISOString() ?? null) : null,
          person: p as Person,
        };
      });
    return { group: { id: group.id, name: group.name }, course: { id: course.id, slug: course.slug, title: text.title, durationMinutes: course.durationMinutes }, rows: list };
  }

  const strip = ({ person: _person, ...row }: Row): GroupCourseRow => row;

  return {
    /** The group's people with their status in the course, filtered by status; `page` of `limit` or every row. */
    async status(scope: EntityScope, groupId: string, courseSlug: string, locale: Locale, q: { status?: GroupCourseStatus; page: number; limit: number }) {
      const { group, course, rows } = await load(scope, groupId, courseSlug, locale);
      const counts = Object.fromEntries(GROUP_COURSE_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length])) as Record<GroupCourseStatus, number>;
      const matching = q.status ? rows.filter((r) => r.status === q.status) : rows;
      return {
        group,
        course: { slug: course.slug, title: course.title },
        counts,
        all: matching.map(strip),
        data: matching.slice((q.page - 1) * q.limit, q.page * q.limit).map(strip),
        page: q.page,
        limit: q.limit,
        total: matching.length,
      };
    },

    /**
     * E-mails the group's people who have not completed the course, each in their language,
     * under the tenant's brand, with a link to the course, except those who turned course
     * reminders off. Answers how many were e-mailed.
     */
    async remind(site: Site, scope: EntityScope, sender: { name: string }, groupId: string, courseSlug: string) {
      const { course, rows } = await load(scope, groupId, courseSlug, site.locale);
      const entity = await orgs.getEntity(scope.tenantId, scope.entityId);
      const due = rows.filter((r) => r.status !== "completed" && r.person.emailPreferences.courseReminders !== false);
      const titles = new Map<Locale, string>();
      for (const r of due) {
        const locale = localeOf(r.person.languageCode);
        if (!titles.has(locale)) titles.set(locale, (await translation(db, course.id, locale)).title);
        await mailer.send({
          tenantId: site.tenantId,
          brand: site.brand,
          to: r.email,
          locale,
          template: "course-reminder",
          vars: {
            userName: r.name,
            senderName: sender.name,
            entityName: entity?.name ?? "",
            courseTitle: titles.get(locale)!,
            minutes: course.durationMinutes,
            actionUrl: `${site.origin}${localizePath(`/training/courses/${course.slug}`, locale)}`,
          },
        });
      }
      return { sent: due.length };
    },
  };
}
export type GroupProgress = ReturnType<typeof createGroupProgress>;

import { and, eq, inArray, sql } from "drizzle-orm";
import { localizePath } from "../../../contract/locale.ts";
import type { GroupCourseRow } from "../../../contract/groups.ts";
import { COURSE_REMINDER_COOLDOWN_MINUTES, GROUP_COURSE_STATUSES, type GroupCourseStatus } from "../../../contract/group-limits.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { assignmentNotices, enrollments } from "./schema.ts";
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
 * How a company's group does in one course: not started (never opened it: no enrolment), in
 * progress (opened, challenge not passed yet), completed, or overdue on an assignment of the
 * course. Someone an assignment reaches (theirs, a group's, a program's holding the course)
 * stands as in its current cycle, so a yearly refresher counts this year's completion only.
 * A group of any size: its people are named `slice` at a time in a statement (PostgreSQL binds
 * at most 65,535 parameters; tests make the slice small).
 */
export function createGroupProgress(
  db: Db,
  orgs: Organizations,
  mailer: Mailer,
  assignments: Pick<Assignments, "standings">,
  opts: { slice?: number } = {},
) {
  const slice = opts.slice ?? SLICE;
  async function load(scope: EntityScope, groupId: string, courseSlug: string, locale: Locale) {
    const group = await orgs.findGroup(scope, groupId);
    if (!group) throw notFound();
    const course = await findVisibleCourse(db, scope, courseSlug);
    if (!course) throw notFound();
    const ids = (await orgs.groupMemberIds(scope, groupId)) ?? [];
    const enrolled = (some: string[]) =>
      db
        .select({
          userId: enrollments.userId,
          status: enrollments.status,
          bestScore: enrollments.bestScore,
          completedAt: enrollments.completedAt,
        })
        .from(enrollments)
        .where(and(scoped.tenant(enrollments, scope), eq(enrollments.courseId, course.id), inArray(enrollments.userId, some)));
    const [persons, rows, text, standings] = await Promise.all([
      people.findMany(db, scope, ids, slice),
      Promise.all(slices(ids, slice).map(enrolled)).then((parts) => parts.flat()),
      translation(db, course.id, locale),
      assignments.standings.of(scope, ids, new Date(), { courseId: course.id, slice }),
    ]);
    const byUser = new Map(rows.map((e) => [e.userId, e]));
    // an assignment past its due date and not completed in its cycle outranks what the person did
    const statusOf = (userId: string, e: (typeof rows)[number] | undefined): GroupCourseStatus => {
      const s = standings.get(`${userId}:${course.id}`);
      if (s) return s.overdue ? "overdue" : s.status;
      return !e ? "not-started" : e.status === "completed" ? "completed" : "in-progress";
    };
    const list: Row[] = persons
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
      .map((p) => {
        const e = byUser.get(p.id);
        const status = statusOf(p.id, e);
        const completedAt = standings.get(`${p.id}:${course.id}`)?.completedAt ?? e?.completedAt ?? null;
        return {
          userId: p.id,
          name: p.name,
          email: p.email,
          status,
          score: e?.bestScore ?? null,
          completedAt: status === "completed" ? (completedAt?.toISOString() ?? null) : null,
          person: p as Person,
        };
      });
    return {
      group: { id: group.id, name: group.name },
      course: { id: course.id, slug: course.slug, title: text.title, durationMinutes: course.durationMinutes },
      rows: list,
    };
  }

  const strip = ({ person: _person, ...row }: Row): GroupCourseRow => row;

  return {
    /** The group's people with their status in the course, filtered by status; `page` of `limit` or every row. */
    async status(
      scope: EntityScope,
      groupId: string,
      courseSlug: string,
      locale: Locale,
      q: { status?: GroupCourseStatus; page: number; limit: number },
    ) {
      const { group, course, rows } = await load(scope, groupId, courseSlug, locale);
      const counts = Object.fromEntries(GROUP_COURSE_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length])) as Record<
        GroupCourseStatus,
        number
      >;
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
     * reminders off and those reminded of it in the last hour: each person is claimed in one
     * upsert, so two requests at once (a double click) e-mail them once. Answers how many were
     * e-mailed and how many were left out as reminded lately.
     */
    async remind(site: Site, scope: EntityScope, sender: { name: string }, groupId: string, courseSlug: string, now = new Date()) {
      const { course, rows } = await load(scope, groupId, courseSlug, site.locale);
      const entity = await orgs.getEntity(scope);
      const due = rows.filter((r) => r.status !== "completed" && r.person.emailPreferences.courseReminders !== false);
      const claimed = new Set<string>();
      const key = `course-reminder:${course.id}`;
      const cutoff = new Date(now.getTime() - COURSE_REMINDER_COOLDOWN_MINUTES * 60_000);
      for (const some of slices(due, 5_000)) {
        const won = await db
          .insert(assignmentNotices)
          .values(some.map((r) => ({ whitelabelId: scope.tenantId, entityId: scope.entityId, userId: r.userId, key, sentAt: now })))
          .onConflictDoUpdate({
            target: [assignmentNotices.whitelabelId, assignmentNotices.userId, assignmentNotices.key],
            set: { sentAt: sql`excluded.sent_at`, entityId: sql`excluded.entity_id` },
            setWhere: sql`${assignmentNotices.sentAt} <= ${cutoff.toISOString()}::timestamptz`,
          })
          .returning({ userId: assignmentNotices.userId });
        for (const w of won) claimed.add(w.userId);
      }
      const titles = new Map<Locale, string>();
      for (const r of due) {
        if (!claimed.has(r.userId)) continue;
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
      return { sent: claimed.size, recentlyReminded: due.length - claimed.size };
    },
  };
}
export type GroupProgress = ReturnType<typeof createGroupProgress>;

import { and, eq, gte, isNotNull, lte, or } from "drizzle-orm";
import { ASSIGNMENT_REMINDER_DAYS } from "../../../contract/assignments.ts";
import type { Brand } from "../../../contract/brand.ts";
import type { Locale } from "../../../contract/constants.ts";
import { emailPreferenceOn } from "../../../contract/field-rules.ts";
import { intlLocale, localizePath } from "../../../contract/locale.ts";
import type { Db } from "../../db/client.ts";
import { assignmentNotices, assignments } from "./schema.ts";
import type { Mailer, MailTemplate } from "../../platform/mail.ts";
import { allTenants, scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { DAY, WEEK, currentCycle } from "./assignment-cycle.ts";
import type { AssignmentRow, Evaluated } from "./assignment-progress.ts";
import type { Assignments } from "./assignments.ts";
import { isoWeekStart } from "./team-stats.ts";
import type { TenantScope } from "../../platform/scope.ts";

/** After the first overdue notice, one a week at most, and no more than this many in all for a cycle. */
export const OVERDUE_NOTICES = 4;
const DIGEST_LINES = 10;
const localeOf = (languageCode: string): Locale => (languageCode === "pt-BR" ? "pt" : "en");
const dateIn = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale, "en-GB"), { dateStyle: "long", timeZone: "UTC" }).format(d);
type Person = Awaited<ReturnType<typeof people.findMany>>[number];

/**
 * The e-mails assignments send, from jobs: reminders before the due date, overdue notices, and
 * the managers' weekly digest. Each is claimed in `assignment_notices` by a key naming what it
 * is about (assignment, cycle, kind) before it is sent, so running a sweep twice sends nothing
 * twice; people who turned the kind off are skipped. `now` is the job's clock.
 */
export function createAssignmentNotices(
  db: Db,
  orgs: Organizations,
  assignments_: Assignments,
  deps: { mailer: Mailer; tenancy: TenancyService },
) {
  const sites = new Map<string, { brand: Brand; origin: string } | null>();
  async function siteOf({ tenantId }: TenantScope) {
    if (!sites.has(tenantId)) {
      const row = await deps.tenancy.byId(tenantId);
      const origin = row ? deps.tenancy.tenantOrigin(row.whitelabelSlug) : "";
      sites.set(tenantId, row ? { brand: deps.tenancy.brand(row, origin), origin } : null);
    }
    return sites.get(tenantId);
  }

  /** Claims a notice; false when it was sent already. */
  async function claim(scope: EntityScope, userId: string, key: string, assignmentId: string | null, now: Date) {
    const made = await db
      .insert(assignmentNotices)
      .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, assignmentId, userId, key, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: assignmentNotices.id });
    return made.length > 0;
  }

  async function send(scope: EntityScope, p: Person, template: MailTemplate, vars: Record<string, string | number>) {
    const site = await siteOf(scope);
    if (!site) return;
    await deps.mailer.send({
      tenantId: scope.tenantId,
      brand: site.brand,
      to: p.email,
      locale: localeOf(p.languageCode),
      template,
      vars: { userName: p.name, ...vars },
    });
  }

  /** Entities with assignments the sweep must look at: due within a week, past due, or in a later yearly cycle. */
  async function dueSoon(now: Date) {
    return db
      .select()
      .from(assignments)
      .where(
        and(
          allTenants("assignment reminders: assignments due soon or recurring on every tenant"),
          isNotNull(assignments.dueAt),
          or(
            lte(assignments.dueAt, new Date(now.getTime() + Math.max(...ASSIGNMENT_REMINDER_DAYS) * DAY)),
            gte(assignments.cycle, 2),
            eq(assignments.recurrence, "yearly"),
          ),
        ),
      );
  }

  const byEntity = (rows: AssignmentRow[]) => {
    const out = new Map<string, AssignmentRow[]>();
    for (const r of rows) out.set(`${r.whitelabelId}|${r.entityId}`, [...(out.get(`${r.whitelabelId}|${r.entityId}`) ?? []), r]);
    return [...out].map(([key, list]) => ({ scope: { tenantId: key.split("|")[0]!, entityId: key.split("|")[1]! }, list }));
  };

  async function titlesOf(scope: EntityScope, rows: AssignmentRow[]) {
    const [en, pt] = await Promise.all([assignments_.progress.items(scope, rows, "en"), assignments_.progress.items(scope, rows, "pt")]);
    return { en, pt };
  }

  return {
    /**
     * The hourly sweep: yearly assignments whose due date passed move to their next cycle;
     * people who have not completed get the reminder of 7 and 1 days before, or the overdue
     * notice (once, then weekly, at most OVERDUE_NOTICES times a cycle).
     */
    async sweep(now = new Date()) {
      let sent = 0;
      const rows = await dueSoon(now);
      for (const r of rows) {
        const c = currentCycle(r, now);
        if (c.cycle !== r.cycle)
          await db
            .update(assignments)
            .set({ cycle: c.cycle, cycleStart: c.cycleStart, previousCycleStart: c.previousCycleStart, dueAt: c.dueAt, updatedAt: now })
            .where(
              and(
                scoped.entity(assignments, { tenantId: r.whitelabelId, entityId: r.entityId }),
                eq(assignments.id, r.id),
                eq(assignments.cycle, r.cycle),
              ),
            );
      }
      for (const { scope, list } of byEntity(rows)) {
        const entity = await orgs.getEntity(scope);
        const evaluated = await assignments_.progress.evaluate(scope, list, now);
        const persons = new Map(
          (await people.findMany(db, scope, [...new Set(evaluated.flatMap((e) => e.people.map((p) => p.userId)))])).map((p) => [p.id, p]),
        );
        const titles = await titlesOf(scope, list);
        const told = new Set<string>();
        for (const e of evaluated) {
          const itemId = (e.row.courseId ?? e.row.programId)!;
          for (const s of e.people) {
            const p = persons.get(s.userId);
            if (!p || s.status === "completed" || !emailPreferenceOn(p.emailPreferences, "assignmentReminders")) continue;
            let key: string | null = null;
            let template: MailTemplate = "assignment-reminder";
            if (s.overdueSince) {
              const week = Math.floor((now.getTime() - s.overdueSince.getTime()) / WEEK);
              if (week < OVERDUE_NOTICES) key = `overdue:${e.row.id}:${s.overdueSince.toISOString()}:${week}`;
              template = "assignment-overdue";
            } else if (e.cycle.dueAt) {
              const days = (e.cycle.dueAt.getTime() - now.getTime()) / DAY;
              const window = [...ASSIGNMENT_REMINDER_DAYS].sort((a, b) => a - b).find((d) => days <= d);
              if (window !== undefined) key = `due-${window}:${e.row.id}:${e.cycle.dueAt.toISOString()}`;
            }
            // one e-mail per person and course, even when a group's and their own assignment both ask it
            if (!key || told.has(`${s.userId}:${itemId}`)) continue;
            if (!(await claim(scope, s.userId, key, e.row.id, now))) continue;
            told.add(`${s.userId}:${itemId}`);
            const locale = localeOf(p.languageCode);
            const item = titles[locale].get(itemId);
            const due = s.overdueSince ?? e.cycle.dueAt!;
            await send(scope, p, template, {
              entityName: entity?.name ?? "",
              courseTitle: item?.title ?? "",
              dueDate: dateIn(due, locale),
              days: Math.max(1, Math.ceil((due.getTime() - now.getTime()) / DAY)),
              actionUrl: `${(await siteOf(scope))?.origin ?? ""}${localizePath(item?.kind === "program" ? `/training/programs/${itemId}` : `/training/courses/${item?.slug ?? ""}`, locale)}`,
            });
            sent++;
          }
        }
      }
      return { sent };
    },

    /**
     * The managers' weekly digest (people with view-reports who keep team activity e-mails on):
     * who is overdue and what was completed in the last 7 days, for companies with assignments.
     * Sent once per ISO week; nothing when there is nothing to tell.
     */
    async digest(now = new Date()) {
      let sent = 0;
      const week = isoWeekStart(now);
      const since = now.getTime() - WEEK;
      const rows = await db.select().from(assignments).where(allTenants("weekly digest: every entity's assignments"));
      for (const { scope, list } of byEntity(rows)) {
        const evaluated: Evaluated[] = await assignments_.progress.evaluate(scope, list, now);
        const overdue = evaluated.flatMap((e) => e.people.filter((p) => p.status === "overdue").map((p) => ({ e, userId: p.userId })));
        const completed = evaluated.flatMap((e) =>
          e.people.filter((p) => p.completedAt && p.completedAt.getTime() >= since).map((p) => ({ e, userId: p.userId })),
        );
        if (!overdue.length && !completed.length) continue;
        const managers = await orgs.memberIdsWithPermission(db, scope, "view-reports");
        const persons = new Map(
          (
            await people.findMany(db, scope, [
              ...new Set([...managers, ...overdue.map((o) => o.userId), ...completed.map((o) => o.userId)]),
            ])
          ).map((p) => [p.id, p]),
        );
        const titles = await titlesOf(scope, list);
        const entity = await orgs.getEntity(scope);
        const origin = (await siteOf(scope))?.origin ?? "";
        for (const id of managers) {
          const m = persons.get(id);
          if (!m || !emailPreferenceOn(m.emailPreferences, "teamActivity")) continue;
          if (!(await claim(scope, id, `digest:${week}`, null, now))) continue;
          const locale = localeOf(m.languageCode);
          const line = (o: { e: Evaluated; userId: string }) =>
            `• ${persons.get(o.userId)?.name || persons.get(o.userId)?.email || ""} — ${titles[locale].get((o.e.row.courseId ?? o.e.row.programId)!)?.title ?? ""}`;
          const lines = (list_: { e: Evaluated; userId: string }[]) =>
            list_.length
              ? [
                  ...list_.slice(0, DIGEST_LINES).map(line),
                  ...(list_.length > DIGEST_LINES ? [`+ ${list_.length - DIGEST_LINES}`] : []),
                ].join("\n")
              : "—";
          await send(scope, m, "assignment-digest", {
            entityName: entity?.name ?? "",
            overdueCount: overdue.length,
            completedCount: completed.length,
            overdueList: lines(overdue),
            completedList: lines(completed),
            actionUrl: `${origin}${localizePath("/my-company", locale)}`,
          });
          sent++;
        }
      }
      return { sent };
    },
  };
}
export type AssignmentNotices = ReturnType<typeof createAssignmentNotices>;

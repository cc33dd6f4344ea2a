import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cycle } from "./assignment-cycle.ts";
import { currentCycle, standing } from "./assignment-cycle.ts";
import {
  assignmentNotices,
  assignments,
  challengeAttempts,
  courses,
  enrollments,
  programCourses,
  programEnrollments,
  programs,
} from "./schema.ts";
import { entities, userEntities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { cookiesFrom, lastCode, mailsTo, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededTenant } from "../../test/seeded-tenant.ts";
import { passCourse } from "../../test/learning-helpers.ts";
import { createOrganizations } from "../organizations/service.ts";
import { createAssignmentNotices } from "./assignment-notices.ts";
import { createAssignments } from "./assignments.ts";
import { isoWeekStart } from "./team-stats.ts";

const ACME = "acme.localhost:3000";
const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
type Counts = { assigned: number; completed: number; overdue: number; inProgress: number; notStarted: number };
type View = {
  id: string;
  item: { kind: string; slug: string; title: string };
  target: { kind: string; id: string; name: string };
  dueAt: string | null;
  recurrence: string;
  cycle: number;
  counts: Counts;
};
type Mine = {
  data: { id: string; item: { slug: string }; dueAt: string | null; status: string; completedAt: string | null }[];
  total: number;
};

describe("an assignment's cycles", () => {
  const base: Cycle = {
    dueAt: new Date("2026-03-31T23:59:59Z"),
    recurrence: "yearly",
    cycle: 1,
    cycleStart: null,
    previousCycleStart: null,
  };
  it("starts the next yearly cycle at the due date, due a year later, as many times as years went by", () => {
    expect(currentCycle(base, new Date("2026-03-01T00:00:00Z"))).toBe(base);
    const later = currentCycle(base, new Date("2027-06-01T00:00:00Z"));
    expect(later).toMatchObject({
      cycle: 3,
      cycleStart: new Date("2027-03-31T23:59:59Z"),
      previousCycleStart: new Date("2026-03-31T23:59:59Z"),
      dueAt: new Date("2028-03-31T23:59:59Z"),
    });
    expect(currentCycle({ ...base, recurrence: "none" }, new Date("2027-06-01T00:00:00Z")).cycle).toBe(1);
  });
  it("counts a completion for the cycle it falls in, and carries an unfinished cycle over as overdue", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const second = currentCycle(base, now);
    const before = new Date("2026-01-10T00:00:00Z");
    // completed in the first cycle: must do it again, but is not late yet
    expect(standing(second, { activityAt: before, lastCompletion: before, completedAt: before }, now).status).toBe("not-started");
    const after = new Date("2026-05-01T00:00:00Z");
    expect(standing(second, { activityAt: after, lastCompletion: after, completedAt: after }, now).status).toBe("completed");
    // never completed the first cycle: overdue since its due date
    expect(standing(second, { activityAt: after, lastCompletion: null, completedAt: null }, now)).toMatchObject({
      status: "overdue",
      overdueSince: base.dueAt,
    });
    const once: Cycle = { ...base, recurrence: "none" };
    expect(standing(once, undefined, now).status).toBe("overdue");
    expect(standing(once, { activityAt: before, lastCompletion: null, completedAt: null }, new Date("2026-02-01T00:00:00Z")).status).toBe(
      "in-progress",
    );
  });
});

describe.each(BACKENDS)("assignments on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let learnerId: string;
  let noraId: string;
  let otto: string;
  let entityId: string;
  let groupId: string;
  let otherGroupId: string;
  let otherTenantGroup: string;
  let notices: ReturnType<typeof createAssignmentNotices>;
  const at = (cookie: string, init: RequestInit = {}) => ({ ...withCookie(cookie, init), host: ACME });
  const post = (body: unknown, cookie = manager) => t.req("/api/entity/assignments", at(cookie, jsonBody(body)));
  const list = async (query = "", cookie = manager) => {
    const res = await t.req(`/api/entity/assignments${query}`, at(cookie));
    expect(res.status).toBe(200);
    return (await res.json()) as { data: View[]; total: number; canManage: boolean };
  };
  const mine = async (cookie = learner) => (await (await t.req("/api/training/assignments", at(cookie))).json()) as Mine;
  const enrolled = async (userId: string, slug: string) =>
    (
      await t.database.db
        .select({ id: enrollments.id })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(and(eq(enrollments.userId, userId), eq(courses.slug, slug)))
    ).length > 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    const { tenantId: acmeId, idOf } = await seededTenant(t, "acme");
    const managerId = await idOf("manager@acme.test");
    learnerId = await idOf("learner@acme.test");
    [{ entityId }] = (await db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .where(eq(userEntities.userId, managerId))) as [{ entityId: string }];
    const [nora] = await db
      .insert(users)
      .values({ whitelabelId: acmeId, email: "nora@acme.test", name: "Nora Nunes", completedProfile: true, languageCode: "pt-BR" })
      .returning();
    noraId = nora!.id;
    await db.insert(userEntities).values({ whitelabelId: acmeId, userId: noraId, entityId });
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    otto = await signIn(t, "individual@skill5.test");
    const g = await t.req("/api/entity/groups", at(manager, jsonBody({ name: "Sales" })));
    groupId = ((await g.json()) as { id: string }).id;
    await t.req(`/api/entity/groups/${groupId}/members`, at(manager, jsonBody({ userIds: [learnerId] })));
    const g2 = await t.req("/api/entity/groups", at(manager, jsonBody({ name: "Finance" })));
    otherGroupId = ((await g2.json()) as { id: string }).id;
    // a group of another tenant's company
    const [ind] = await db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "individual@skill5.test"));
    await db
      .update(entities)
      .set({
        features: [
          ...(await db.select().from(entities).where(eq(entities.id, ind!.entityId)))[0]!.features,
          "team-management",
          "department-assignment",
        ],
      })
      .where(eq(entities.id, ind!.entityId));
    const og = await t.req("/api/entity/groups", withCookie(otto, jsonBody({ name: "Elsewhere" })));
    otherTenantGroup = ((await og.json()) as { id: string }).id;
    const orgs = createOrganizations(db);
    notices = createAssignmentNotices(db, orgs, createAssignments(db, orgs), { mailer: t.services.mailer, tenancy: t.services.tenancy });
  });
  afterAll(() => t.close());

  it("assigns a course to a member with a due date: not a start, they see it as not started until they open it", async () => {
    const res = await post({ courseSlug: "passwords-and-passphrases", memberIds: [learnerId], dueAt: day(20) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { created: number; updated: number; people: number; data: View[] };
    expect(body).toMatchObject({ created: 1, updated: 0, people: 1 });
    expect(body.data[0]).toMatchObject({
      item: { kind: "course", slug: "passwords-and-passphrases" },
      target: { kind: "member", id: learnerId, name: "Lucas Pereira" },
      recurrence: "none",
      cycle: 1,
    });
    expect(body.data[0]!.counts).toEqual({ assigned: 1, completed: 0, overdue: 0, inProgress: 0, notStarted: 1 });
    expect(await enrolled(learnerId, "passwords-and-passphrases")).toBe(false);
    const m = await mine();
    expect(m.data.find((a) => a.item.slug === "passwords-and-passphrases")).toMatchObject({
      status: "not-started",
      dueAt: `${day(20)}T23:59:59.999Z`,
    });
    // their own course list holds what they opened, not what they were asked to
    const courses = (await (await t.req("/api/enrollments", at(learner))).json()) as { data: { course: { slug: string } }[] };
    expect(courses.data.map((c) => c.course.slug)).not.toContain("passwords-and-passphrases");
    // opening it starts it
    expect((await t.req("/api/enrollments", at(learner, jsonBody({ courseSlug: "passwords-and-passphrases" })))).status).toBe(201);
    expect((await mine()).data.find((a) => a.item.slug === "passwords-and-passphrases")!.status).toBe("in-progress");
    expect((await list(`?memberId=${learnerId}&courseSlug=passwords-and-passphrases`)).data[0]!.counts).toMatchObject({
      inProgress: 1,
      notStarted: 0,
    });
    // assigning it again changes the due date instead of adding a second assignment
    const again = (await (await post({ courseSlug: "passwords-and-passphrases", memberIds: [learnerId], dueAt: day(25) })).json()) as {
      created: number;
      updated: number;
    };
    expect(again).toMatchObject({ created: 0, updated: 1 });
  });

  it("assigns to a group: it reaches its people now and whoever joins later, all not started, in every count", async () => {
    const report = async () =>
      (await (await t.req("/api/entity/reports/performance?courseSlug=multi-factor-authentication", at(manager))).json()) as {
        totals: { enrollments: number };
      };
    const overview = async () =>
      (await (await t.req("/api/entity/reports/overview", at(manager))).json()) as {
        enrollments: number;
        inProgress: number;
        recent: { course: { slug: string } }[];
      };
    const before = await overview();
    const res = await post({ courseSlug: "multi-factor-authentication", groupIds: [groupId], dueAt: day(10) });
    expect(res.status).toBe(201);
    expect(await enrolled(learnerId, "multi-factor-authentication")).toBe(false);
    await t.req(`/api/entity/groups/${groupId}/members`, at(manager, jsonBody({ userIds: [noraId] })));
    expect(await enrolled(noraId, "multi-factor-authentication")).toBe(false);
    const page = await list(`?groupId=${groupId}`);
    expect(page.canManage).toBe(true);
    expect(page.data.map((a) => [a.target.name, a.item.slug, a.counts.assigned, a.counts.notStarted, a.counts.inProgress])).toEqual([
      ["Sales", "multi-factor-authentication", 2, 2, 0],
    ]);
    // nobody counts as started: the group's course page, the report, the overview
    const status = (await (
      await t.req(`/api/entity/groups/${groupId}/courses/multi-factor-authentication/status`, at(manager))
    ).json()) as { counts: Record<string, number> };
    expect(status.counts).toEqual({ "not-started": 2, "in-progress": 0, completed: 0, overdue: 0 });
    expect((await report()).totals.enrollments).toBe(0);
    const after = await overview();
    expect([after.enrollments, after.inProgress]).toEqual([before.enrollments, before.inProgress]);
    expect(after.recent.some((r) => r.course.slug === "multi-factor-authentication")).toBe(false);
    // a member's list holds their own and their groups' assignments, counted for them alone
    const forNora = await list(`?memberId=${noraId}`);
    expect(forNora.data.map((a) => a.counts.assigned)).toEqual([1]);
  });

  it("reaches someone who accepts an invitation into a group with the group's assignments, not started", async () => {
    await t.req("/api/entity/invitations", at(manager, jsonBody({ emails: ["bruna@example.com"], role: "member", groupIds: [groupId] })));
    const token = (await mailsTo(t, "bruna@example.com", "invitation")).at(-1)!.text.match(/\/invitation\/([A-Za-z0-9_-]{43})/)![1]!;
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({
        accountType: "individual",
        name: "Bruna Alves",
        email: "bruna@example.com",
        captchaPayload: await solveCaptcha(t, ACME),
      }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const bruna = cookiesFrom(
      await t.req("/api/auth/confirm-sign-up", {
        ...jsonBody({ session, email: "bruna@example.com", otp: await lastCode(t, "bruna@example.com") }),
        host: ACME,
      }),
    );
    expect((await t.req(`/api/invitations/${token}/accept`, at(bruna, { method: "POST" }))).status).toBe(200);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "bruna@example.com"));
    expect(await enrolled(row!.id, "multi-factor-authentication")).toBe(false);
    expect((await mine(bruna)).data).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ slug: "multi-factor-authentication" }), status: "not-started" }),
    ]);
  });

  it("assigns a program: nobody is enrolled in it or its courses, each of which shows as not started on the group's course page", async () => {
    const db = t.database.db;
    const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
    const res = await post({ programId: program!.id, memberIds: [noraId] });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: View[]; people: number };
    expect(body.data[0]!.item.kind).toBe("program");
    expect(body.data[0]!.counts).toMatchObject({ assigned: 1, notStarted: 1, inProgress: 0 });
    expect(body.people).toBe(1);
    expect(await db.select().from(programEnrollments).where(eq(programEnrollments.userId, noraId))).toEqual([]);
    const [first] = await db
      .select({ slug: courses.slug })
      .from(programCourses)
      .innerJoin(courses, eq(courses.id, programCourses.courseId))
      .where(eq(programCourses.programId, program!.id))
      .orderBy(programCourses.position)
      .limit(1);
    expect(await enrolled(noraId, first!.slug)).toBe(false);
    const status = (await (await t.req(`/api/entity/groups/${groupId}/courses/${first!.slug}/status`, at(manager))).json()) as {
      data: { userId: string; status: string }[];
    };
    expect(status.data.find((r) => r.userId === noraId)?.status).toBe("not-started");
  });

  it("counts everyone an assignment reaches once, those who had started it too", async () => {
    // Lucas started the course before it was assigned to a group of two
    expect((await t.req("/api/enrollments", at(learner, jsonBody({ courseSlug: "safe-browsing-and-downloads" })))).status).toBe(201);
    await t.req(`/api/entity/groups/${otherGroupId}/members`, at(manager, jsonBody({ userIds: [learnerId, noraId] })));
    const res = await post({ courseSlug: "safe-browsing-and-downloads", groupIds: [otherGroupId], memberIds: [noraId] });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { people: number }).people).toBe(2);
    const status = (await (
      await t.req(`/api/entity/groups/${otherGroupId}/courses/safe-browsing-and-downloads/status`, at(manager))
    ).json()) as { counts: Record<string, number> };
    expect(status.counts).toMatchObject({ "not-started": 1, "in-progress": 1 });
  });

  it("needs department-assignment to assign to groups (403 plan_required); members still can be", async () => {
    const [corp] = await t.database.db.select().from(entities).where(eq(entities.id, entityId));
    await t.database.db
      .update(entities)
      .set({ features: corp!.features.filter((f) => f !== "department-assignment") })
      .where(eq(entities.id, entityId));
    try {
      const res = await post({ courseSlug: "phishing-essentials", groupIds: [groupId] });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("plan_required");
      expect((await post({ courseSlug: "phishing-essentials", memberIds: [noraId] })).status).toBe(201);
    } finally {
      await t.database.db.update(entities).set({ features: corp!.features }).where(eq(entities.id, entityId));
    }
  });

  it("reports overdue people once the due date passes, in the list, the group's course status, the overview and the learner's view", async () => {
    const [a] = await t.database.db.select().from(assignments).where(eq(assignments.groupId, groupId));
    await t.database.db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(assignments.id, a!.id));
    const page = await list("?status=overdue");
    // Lucas, Nora, and Bruna who joined through her invitation
    expect(page.data.map((x) => [x.item.slug, x.counts.overdue])).toEqual([["multi-factor-authentication", 3]]);
    const status = (await (
      await t.req(`/api/entity/groups/${groupId}/courses/multi-factor-authentication/status`, at(manager))
    ).json()) as { counts: Record<string, number> };
    expect(status.counts.overdue).toBe(3);
    const overview = (await (await t.req("/api/entity/reports/overview", at(manager))).json()) as { overdue: number };
    expect(overview.overdue).toBe(3);
    expect((await mine()).data[0]).toMatchObject({ item: { slug: "multi-factor-authentication" }, status: "overdue" });
    // completing it ends the overdue
    expect((await passCourse(t, learner, "multi-factor-authentication", ACME)).passed).toBe(true);
    expect((await mine()).data.find((x) => x.item.slug === "multi-factor-authentication")!.status).toBe("completed");
    expect((await list(`?groupId=${groupId}`)).data[0]!.counts).toMatchObject({ completed: 1, overdue: 2 });
  });

  it("a yearly assignment asks again after its due date: a completion from the previous cycle no longer counts", async () => {
    expect((await passCourse(t, learner, "public-wifi-and-travel", ACME)).passed).toBe(true);
    const res = await post({ courseSlug: "public-wifi-and-travel", memberIds: [learnerId], dueAt: day(30), recurrence: "yearly" });
    const { data } = (await res.json()) as { data: View[] };
    expect(data[0]!.counts.completed).toBe(1);
    // the due date passed a day ago, after the learner completed it: the second cycle runs to a year after it
    const due = new Date(Date.now() - DAY);
    const db = t.database.db;
    await db.update(assignments).set({ dueAt: due }).where(eq(assignments.id, data[0]!.id));
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, "public-wifi-and-travel"));
    const [e] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learnerId), eq(enrollments.courseId, course!.id)));
    const longAgo = new Date(Date.now() - 5 * DAY);
    await db.update(enrollments).set({ completedAt: longAgo, updatedAt: longAgo }).where(eq(enrollments.id, e!.id));
    await db.update(challengeAttempts).set({ createdAt: longAgo }).where(eq(challengeAttempts.enrollmentId, e!.id));
    const [view] = (await list(`?courseSlug=public-wifi-and-travel`)).data;
    expect(view).toMatchObject({ cycle: 2, recurrence: "yearly" });
    expect(new Date(view!.dueAt!).getUTCFullYear()).toBe(due.getUTCFullYear() + 1);
    expect(view!.counts).toMatchObject({ completed: 0, notStarted: 1, overdue: 0 });
    // the group's course page agrees: last year's completion does not count for this cycle
    const statusOf = async () =>
      (
        (await (await t.req(`/api/entity/groups/${groupId}/courses/public-wifi-and-travel/status`, at(manager))).json()) as {
          data: { userId: string; status: string; completedAt: string | null }[];
        }
      ).data.find((r) => r.userId === learnerId);
    expect(await statusOf()).toMatchObject({ status: "not-started", completedAt: null });
    // taking the challenge again completes the new cycle
    expect((await passCourse(t, learner, "public-wifi-and-travel", ACME)).passed).toBe(true);
    expect((await list(`?courseSlug=public-wifi-and-travel`)).data[0]!.counts.completed).toBe(1);
    expect((await statusOf())!.status).toBe("completed");
  });

  it("sends reminders before the due date and overdue notices once each, in the person's language, respecting preferences", async () => {
    const db = t.database.db;
    const dueAt = new Date(Date.now() + 30 * DAY);
    const res = await post({ courseSlug: "device-and-mobile-security", memberIds: [learnerId, noraId], dueAt: dueAt.toISOString() });
    expect(res.status).toBe(201);
    const count = async (to: string, template: string) =>
      (await mailsTo(t, to, template)).filter((m) => m.text.includes("device-and-mobile-security")).length;
    const sweep = (offsetMs: number) => notices.sweep(new Date(dueAt.getTime() + offsetMs));

    await sweep(-3 * DAY);
    const first = await mailsTo(t, "learner@acme.test", "assignment-reminder");
    expect(first.at(-1)!.subject).toContain(
      `is due on ${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(dueAt)}`,
    );
    const nora = await mailsTo(t, "nora@acme.test", "assignment-reminder");
    expect(nora.length).toBeGreaterThan(0);
    expect(nora.at(-1)!.subject).toMatch(/vence em/);
    const before = await count("learner@acme.test", "assignment-reminder");
    await sweep(-3 * DAY + 3600_000);
    expect(await count("learner@acme.test", "assignment-reminder")).toBe(before);
    await sweep(-12 * 3600_000);
    expect(await count("learner@acme.test", "assignment-reminder")).toBe(before + 1);

    // Nora turns assignment reminders off: nothing more for her
    await db
      .update(users)
      .set({ emailPreferences: { assignmentReminders: false } })
      .where(eq(users.id, noraId));
    const noraBefore = (await mailsTo(t, "nora@acme.test")).length;
    await sweep(3600_000);
    expect(await count("learner@acme.test", "assignment-overdue")).toBe(1);
    await sweep(2 * 3600_000);
    expect(await count("learner@acme.test", "assignment-overdue")).toBe(1);
    await sweep(8 * DAY);
    expect(await count("learner@acme.test", "assignment-overdue")).toBe(2);
    expect((await mailsTo(t, "nora@acme.test")).length).toBe(noraBefore);
    expect(
      (await db.select().from(assignmentNotices).where(eq(assignmentNotices.userId, noraId))).every((n) => !n.key.startsWith("overdue")),
    ).toBe(true);
  });

  it("sends the managers a weekly digest of overdue people and completions, once a week", async () => {
    const now = new Date();
    const { sent } = await notices.digest(now);
    expect(sent).toBeGreaterThan(0);
    const [digest] = await mailsTo(t, "manager@acme.test", "assignment-digest");
    // in the manager's language
    expect(digest!.subject).toMatch(/Acme Corporation (this week|nesta semana)/);
    expect(digest!.text).toMatch(/Nora Nunes/);
    // an hour later, or the week's last second when the week ends sooner (a run late on a Sunday)
    const weekEnd = Date.parse(`${isoWeekStart(now)}T00:00:00Z`) + 7 * 86_400_000 - 1000;
    expect((await notices.digest(new Date(Math.min(now.getTime() + 3600_000, weekEnd)))).sent).toBe(0);
    expect(await mailsTo(t, "manager@acme.test", "assignment-digest")).toHaveLength(1);
  });

  it("changes the due date and recurrence, and removes an assignment keeping the enrolments", async () => {
    const [a] = (await list(`?memberId=${noraId}&courseSlug=phishing-essentials`)).data;
    // Nora opened the course
    const [course] = await t.database.db
      .select({ id: courses.id, whitelabelId: courses.whitelabelId })
      .from(courses)
      .where(eq(courses.slug, "phishing-essentials"));
    const [nora] = await t.database.db.select({ tenant: users.whitelabelId }).from(users).where(eq(users.id, noraId));
    await t.database.db
      .insert(enrollments)
      .values({ whitelabelId: nora!.tenant, userId: noraId, courseId: course!.id })
      .onConflictDoNothing();
    const patched = await t.req(
      `/api/entity/assignments/${a!.id}`,
      at(manager, { ...jsonBody({ dueAt: day(60), recurrence: "yearly" }), method: "PATCH" }),
    );
    expect(patched.status).toBe(200);
    expect((await patched.json()) as View).toMatchObject({ recurrence: "yearly", dueAt: `${day(60)}T23:59:59.999Z` });
    expect((await t.req(`/api/entity/assignments/${a!.id}`, at(manager, { method: "DELETE" }))).status).toBe(204);
    expect(await enrolled(noraId, "phishing-essentials")).toBe(true);
    expect((await t.req(`/api/entity/assignments/${a!.id}`, at(manager, { method: "DELETE" }))).status).toBe(404);
  });

  it("refuses bad input with 400 and a field", async () => {
    const bad = async (body: unknown, field: string) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(field);
    };
    await bad({ memberIds: [learnerId] }, "courseSlug");
    await bad({ courseSlug: "phishing-essentials" }, "memberIds");
    await bad({ courseSlug: "phishing-essentials", memberIds: [learnerId], dueAt: "31/12/2030" }, "dueAt");
    await bad({ courseSlug: "phishing-essentials", memberIds: [learnerId], dueAt: day(-2) }, "dueAt");
    await bad({ courseSlug: "phishing-essentials", memberIds: [learnerId], recurrence: "yearly" }, "dueAt");
    await bad({ courseSlug: "no-such-course", memberIds: [learnerId] }, "courseSlug");
    await bad({ courseSlug: "phishing-essentials", groupIds: [otherTenantGroup] }, "groupIds");
    expect((await t.req("/api/entity/assignments?status=late", at(manager))).status).toBe(400);
    const [a] = (await list()).data;
    const patch = await t.req(`/api/entity/assignments/${a!.id}`, at(manager, { ...jsonBody({}), method: "PATCH" }));
    expect(patch.status).toBe(400);
  });

  it("answers 401 to anonymous callers, 403 to a learner, 404 for another company's assignment", async () => {
    const [a] = (await list()).data;
    expect((await t.req("/api/entity/assignments", { host: ACME })).status).toBe(401);
    expect((await t.req("/api/training/assignments", { host: ACME })).status).toBe(401);
    expect(
      (await t.req("/api/entity/assignments", { ...jsonBody({ courseSlug: "phishing-essentials", memberIds: [learnerId] }), host: ACME }))
        .status,
    ).toBe(401);
    expect((await post({ courseSlug: "phishing-essentials", memberIds: [learnerId] }, learner)).status).toBe(403);
    expect((await t.req("/api/entity/assignments", at(learner))).status).toBe(403);
    expect((await t.req(`/api/entity/assignments/${a!.id}`, at(learner, { method: "DELETE" }))).status).toBe(403);
    const other = (init: RequestInit) => t.req(`/api/entity/assignments/${a!.id}`, withCookie(otto, init));
    expect((await other({ ...jsonBody({ dueAt: day(5) }), method: "PATCH" })).status).toBe(404);
    expect((await other({ method: "DELETE" })).status).toBe(404);
    expect((await t.req("/api/entity/assignments", withCookie(otto))).status).toBe(200);
    expect(((await (await t.req("/api/entity/assignments", withCookie(otto))).json()) as { total: number }).total).toBe(0);
    expect((await t.req(`/api/entity/assignments?groupId=${otherGroupId}`, withCookie(otto))).status).toBe(200);
  });
});

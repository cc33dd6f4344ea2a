import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentNotices, courses } from "./schema.ts";
import { entities, userEntities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { mailsTo, signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededTenant } from "../../test/seeded-tenant.ts";
import { passCourse } from "../../test/learning-helpers.ts";
import { createOrganizations } from "../organizations/service.ts";
import { createAssignments } from "./assignments.ts";
import { createGroupProgress } from "./group-progress.ts";

const ACME = "acme.localhost:3000";
const COURSE = "phishing-essentials";
type Row = { userId: string; name: string; email: string; status: string; score: number | null; completedAt: string | null };
type Status = {
  data: Row[];
  page: number;
  limit: number;
  total: number;
  counts: Record<string, number>;
  course: { slug: string; title: string };
  group: { name: string };
  canRemind: boolean;
};

describe.each(BACKENDS)("a group's progress in a course on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let groupId: string;
  let managerId: string;
  const at = (cookie: string, init: RequestInit = {}) => ({ ...withCookie(cookie, init), host: ACME });
  const statusOf = async (query = "", cookie = manager, locale = "en") => {
    const res = await t.req(
      `/api/entity/groups/${groupId}/courses/${COURSE}/status${query}`,
      at(cookie, { headers: { "x-locale": locale } }),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as Status;
  };
  const courseRow = async () => (await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, COURSE)))[0];
  const remind = (cookie = manager, id = groupId, slug = COURSE) =>
    t.req(`/api/entity/groups/${id}/courses/${slug}/remind`, at(cookie, { method: "POST" }));

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    const { tenantId: acmeId, idOf } = await seededTenant(t, "acme");
    managerId = await idOf("manager@acme.test");
    const learnerId = await idOf("learner@acme.test");
    const [corp] = await db.select().from(userEntities).where(eq(userEntities.userId, managerId));
    // a third colleague whose name a spreadsheet would take for a formula
    const [nora] = await db
      .insert(users)
      .values({ whitelabelId: acmeId, email: "nora@acme.test", name: "=Nora Nunes", completedProfile: true })
      .returning();
    await db.insert(userEntities).values({ whitelabelId: acmeId, userId: nora!.id, entityId: corp!.entityId });

    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    const g = await t.req("/api/entity/groups", at(manager, jsonBody({ name: "Sales, Brazil" })));
    groupId = ((await g.json()) as { id: string }).id;
    await t.req(`/api/entity/groups/${groupId}/members`, at(manager, jsonBody({ userIds: [managerId, learnerId, nora!.id] })));
    expect((await passCourse(t, learner, COURSE, ACME)).passed).toBe(true);
    // the manager started the course without finishing it
    await t.req("/api/enrollments", at(manager, jsonBody({ courseSlug: COURSE })));
  });
  afterAll(() => t.close());

  it("lists every person of the group with their status, score and completion, by name, filtered and paged", async () => {
    const all = await statusOf();
    expect(all).toMatchObject({
      total: 3,
      page: 1,
      limit: 25,
      canRemind: true,
      group: { name: "Sales, Brazil" },
      course: { slug: COURSE },
    });
    expect(all.counts).toEqual({ "not-started": 1, "in-progress": 1, completed: 1, overdue: 0 });
    expect(all.data.map((r) => [r.name, r.status])).toEqual([
      ["=Nora Nunes", "not-started"],
      ["Lucas Pereira", "completed"],
      ["Marina Costa", "in-progress"],
    ]);
    const lucas = all.data[1]!;
    expect(lucas.score).toBe(100);
    expect(lucas.completedAt).not.toBeNull();
    expect(all.data[2]!.completedAt).toBeNull();

    const completed = await statusOf("?status=completed");
    expect(completed.data.map((r) => r.email)).toEqual(["learner@acme.test"]);
    expect(completed.total).toBe(1);
    const second = await statusOf("?page=2&limit=2");
    expect(second.data.map((r) => r.name)).toEqual(["Marina Costa"]);
    expect((await statusOf("?status=overdue")).data).toEqual([]);
    expect((await statusOf("", manager, "pt")).course.title).not.toBe(all.course.title);
  });

  it("exports the filtered rows as a UTF-8 CSV a spreadsheet opens safely", async () => {
    const res = await t.req(
      `/api/entity/groups/${groupId}/courses/${COURSE}/status?format=csv&limit=1`,
      at(manager, { headers: { "x-locale": "pt" } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="sales-brazil-${COURSE}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    // every row, not one page; headers and statuses in the caller's language
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe("Nome,E-mail,Situação,Nota,Concluído em");
    expect(lines[1]).toBe("'=Nora Nunes,nora@acme.test,Não iniciado,,");
    expect(lines[2]).toMatch(/^Lucas Pereira,learner@acme\.test,Concluído,100,\d{4}-/);
    const onlyDone = await (
      await t.req(`/api/entity/groups/${groupId}/courses/${COURSE}/status?format=csv&status=completed`, at(manager))
    ).text();
    expect(onlyDone.trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("e-mails a reminder to those who have not completed, in their language, respecting their preferences, once an hour each, within a limit", async () => {
    // a double click: two requests at once e-mail each person once
    const both = await Promise.all([remind(), remind()]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const answers = (await Promise.all(both.map((r) => r.json()))) as { sent: number; recentlyReminded: number }[];
    expect(answers.reduce((n, a) => n + a.sent, 0)).toBe(2);
    expect(answers.map((a) => a.sent + a.recentlyReminded)).toEqual([2, 2]);
    const [toNora, ...more] = await mailsTo(t, "nora@acme.test", "course-reminder");
    expect(more).toEqual([]);
    expect(toNora!.subject).toMatch(/^Reminder: complete/);
    expect(toNora!.text).toContain("Marina Costa");
    expect(toNora!.text).toContain(`/training/courses/${COURSE}`);
    expect(toNora!.html).toContain("Open the course");
    // the manager reads Portuguese: her link opens the course in Portuguese
    const [toMarina] = await mailsTo(t, "manager@acme.test", "course-reminder");
    expect(toMarina!.subject).toMatch(/^Lembrete: conclua/);
    expect(toMarina!.text).toContain(`/pt/training/courses/${COURSE}`);
    expect(await mailsTo(t, "learner@acme.test", "course-reminder")).toEqual([]);
    expect(await mailsTo(t, "manager@acme.test", "course-reminder")).toHaveLength(1);

    // asked again within the hour: nobody is e-mailed twice
    expect(await (await remind()).json()).toEqual({ sent: 0, recentlyReminded: 2 });
    await t.database.db
      .update(users)
      .set({ emailPreferences: { courseReminders: false } })
      .where(eq(users.id, managerId));
    expect(await (await remind()).json()).toEqual({ sent: 0, recentlyReminded: 1 });
    // an hour later Nora may be reminded again; the manager turned reminders off
    await t.database.db
      .update(assignmentNotices)
      .set({ sentAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(assignmentNotices.key, `course-reminder:${(await courseRow())!.id}`));
    expect(await (await remind()).json()).toEqual({ sent: 1, recentlyReminded: 0 });
    expect(await mailsTo(t, "nora@acme.test", "course-reminder")).toHaveLength(2);
    expect(await mailsTo(t, "manager@acme.test", "course-reminder")).toHaveLength(1);

    const limited = await remind();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });

  it("answers 400 for a bad filter or format, 401 anonymous, 403 to a member, 404 for an unknown course or another company's group", async () => {
    for (const q of ["?status=late", "?format=xml", "?limit=500", "?page=-1"]) {
      const res = await t.req(`/api/entity/groups/${groupId}/courses/${COURSE}/status${q}`, at(manager));
      expect(res.status, q).toBe(400);
    }
    expect((await t.req(`/api/entity/groups/${groupId}/courses/Bad_Slug/status`, at(manager))).status).toBe(400);
    expect((await t.req(`/api/entity/groups/${groupId}/courses/${COURSE}/status`, { host: ACME })).status).toBe(401);
    expect((await t.req(`/api/entity/groups/${groupId}/courses/${COURSE}/remind`, { method: "POST", host: ACME })).status).toBe(401);
    expect((await t.req(`/api/entity/groups/${groupId}/courses/${COURSE}/status`, at(learner))).status).toBe(403);
    expect((await remind(learner)).status).toBe(403);
    expect((await t.req(`/api/entity/groups/${groupId}/courses/no-such-course/status`, at(manager))).status).toBe(404);
    expect((await remind(manager, groupId, "no-such-course")).status).toBe(404);
    expect((await t.req(`/api/entity/groups/00000000-0000-4000-8000-000000000000/courses/${COURSE}/status`, at(manager))).status).toBe(404);

    const outsider = await signIn(t, "individual@skill5.test");
    const [own] = await t.database.db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "individual@skill5.test"));
    await t.database.db
      .update(entities)
      .set({ features: ["team-management"] })
      .where(eq(entities.id, own!.entityId));
    expect((await t.req(`/api/entity/groups/${groupId}/courses/${COURSE}/status`, withCookie(outsider))).status).toBe(404);
    expect((await t.req(`/api/entity/groups/${groupId}/courses/${COURSE}/remind`, withCookie(outsider, { method: "POST" }))).status).toBe(
      404,
    );
  });

  // a group past 65,535 people cannot be bound one parameter each: the same answers read a slice at a time
  it("reads a group in slices of people and answers the same as in one piece, overdue assignments included", async () => {
    const db = t.database.db;
    const ids = (await statusOf()).data.map((r) => r.userId);
    const nora = (await statusOf()).data.find((r) => r.email === "nora@acme.test")!.userId;
    const [link] = await db.select().from(userEntities).where(eq(userEntities.userId, managerId));
    const scope = { tenantId: link!.whitelabelId, entityId: link!.entityId };
    // the group's own assignment, one for Nora alone, and one reaching the manager through another group
    const night = ((await (await t.req("/api/entity/groups", at(manager, jsonBody({ name: "Night shift" })))).json()) as { id: string }).id;
    await t.req(`/api/entity/groups/${night}/members`, at(manager, jsonBody({ userIds: [managerId] })));
    for (const body of [
      { courseSlug: COURSE, groupIds: [groupId], dueAt: "2099-01-31" },
      { courseSlug: COURSE, memberIds: [nora], dueAt: "2098-06-30" },
      { courseSlug: COURSE, groupIds: [night], dueAt: "2097-01-31" },
    ]) {
      expect((await t.req("/api/entity/assignments", at(manager, jsonBody(body)))).status).toBeLessThan(300);
    }

    const orgs = createOrganizations(db);
    const assignments = createAssignments(db, orgs);
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, COURSE));
    const named: number[] = [];
    const stop = t.onQuery((_sql, params) => named.push(params.filter((p) => ids.includes(p as string)).length));
    const sliced = await createGroupProgress(db, orgs, t.services.mailer, assignments, { slice: 1 }).status(scope, groupId, COURSE, "en", {
      page: 1,
      limit: 25,
    });
    const overdueBy = async (now: string, slice?: number) =>
      [...(await assignments.standings.of(scope, ids, new Date(now), { courseId: course!.id, slice })).entries()]
        .filter(([, s]) => s.overdue)
        .map(([key]) => key.split(":")[0])
        .sort();
    const slicedOverdue = await Promise.all(["2097-06-01", "2098-12-01", "2100-01-01"].map((d) => overdueBy(d, 1)));
    stop();
    // no statement named more than one of the group's people
    expect(Math.max(...named)).toBe(1);

    const whole = await createGroupProgress(db, orgs, t.services.mailer, assignments).status(scope, groupId, COURSE, "en", {
      page: 1,
      limit: 25,
    });
    expect(sliced).toEqual(whole);
    expect(sliced.data).toEqual((await statusOf()).data);
    // the learner completed the course; the manager is late through the night shift first, Nora on her own due date next
    expect(slicedOverdue).toEqual([[managerId], [managerId, nora].sort(), [managerId, nora].sort()]);
    expect(await Promise.all(["2097-06-01", "2098-12-01", "2100-01-01"].map((d) => overdueBy(d)))).toEqual(slicedOverdue);
  });
});

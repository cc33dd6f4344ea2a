import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TeamOverview } from "../../../contract/company.ts";
import { courses, enrollments } from "./schema.ts";
import { entities, userEntities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { isoWeekStart, lastWeekStarts } from "./team-stats.ts";

const ACME = "acme.localhost:3000";
const DAY = 86_400_000;

describe("ISO weeks", () => {
  it("start on Monday, UTC", () => {
    expect(isoWeekStart(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-23");
    expect(isoWeekStart(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23");
    expect(isoWeekStart(new Date("2026-11-22T23:59:59Z"))).toBe("2026-11-16");
    expect(isoWeekStart(new Date("2027-01-01T12:00:00Z"))).toBe("2026-12-28");
  });
  it("lists the last weeks oldest first, the current one last", () => {
    const weeks = lastWeekStarts(new Date("2026-11-25T10:00:00Z"), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe("2026-11-23");
    expect(weeks[0]).toBe("2026-09-07");
  });
});

describe.each(BACKENDS)("GET /entity/reports/overview on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  const overview = async (cookie: string, headers: Record<string, string> = {}) =>
    t.req("/api/entity/reports/overview", { host: ACME, headers: { cookie, ...headers } });
  const enrol = async (cookie: string, courseSlug: string, host = ACME) => {
    const res = await t.req("/api/enrollments", { ...withCookie(cookie, jsonBody({ courseSlug })), host });
    expect([200, 201]).toContain(res.status);
  };
  const complete = async (email: string, slug: string, at: Date) => {
    const [person] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [course] = await t.database.db.select().from(courses).where(eq(courses.slug, slug));
    await t.database.db
      .update(enrollments)
      .set({ status: "completed", progress: 100, bestScore: 90, completedAt: at })
      .where(and(eq(enrollments.userId, person!.id), eq(enrollments.courseId, course!.id)));
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(() => t.close());

  it("starts empty: no enrolments, a zero rate and twelve empty weeks", async () => {
    const res = await overview(manager);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TeamOverview;
    expect(body).toMatchObject({
      activeMembers: 2,
      enrollments: 0,
      completed: 0,
      completionRate: 0,
      inProgress: 0,
      completedLast30Days: 0,
      overdue: 0,
      recent: [],
    });
    expect(body.weekly).toHaveLength(12);
    expect(body.weekly.every((w) => w.completed === 0)).toBe(true);
    expect(body.weekly.at(-1)!.weekStart).toBe(isoWeekStart(new Date()));
  });

  it("counts the company's enrolments, completions per week and the latest activity with names and titles", async () => {
    await enrol(learner, "phishing-essentials");
    await enrol(learner, "passwords-and-passphrases");
    await enrol(manager, "time-management-essentials");
    await complete("learner@acme.test", "phishing-essentials", new Date());
    await complete("manager@acme.test", "time-management-essentials", new Date(Date.now() - 40 * DAY));
    // another tenant's learning never reaches Acme's numbers
    const individual = await signIn(t, "individual@skill5.test");
    await enrol(individual, "phishing-essentials", "localhost:3000");
    await complete("individual@skill5.test", "phishing-essentials", new Date());

    const body = (await (await overview(manager)).json()) as TeamOverview;
    expect(body).toMatchObject({ enrollments: 3, completed: 2, completionRate: 67, inProgress: 1, completedLast30Days: 1, overdue: 0 });
    expect(body.weekly.at(-1)!.completed).toBe(1);
    expect(body.weekly.find((w) => w.weekStart === isoWeekStart(new Date(Date.now() - 40 * DAY)))?.completed).toBe(1);
    expect(body.weekly.reduce((n, w) => n + w.completed, 0)).toBe(2);
    expect(body.recent[0]).toMatchObject({ kind: "completed", person: { name: "Lucas Pereira" }, course: { slug: "phishing-essentials" } });
    expect(body.recent.map((a) => a.person.name)).not.toContain("Ivan Silva");
    expect(body.recent.filter((a) => a.kind === "started")).toHaveLength(3);
    const times = body.recent.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const pt = (await (await overview(manager, { "x-locale": "pt" })).json()) as TeamOverview;
    const en = body.recent.find((a) => a.course.slug === "phishing-essentials")!.course.title;
    expect(pt.recent.find((a) => a.course.slug === "phishing-essentials")!.course.title).not.toBe(en);
  });

  it("leaves deactivated members out of the numbers", async () => {
    const [lucas] = await t.database.db.select().from(users).where(eq(users.email, "learner@acme.test"));
    const mine = eq(userEntities.userId, lucas!.id);
    await t.database.db.update(userEntities).set({ status: "deactivated" }).where(mine);
    try {
      const body = (await (await overview(manager)).json()) as TeamOverview;
      expect(body).toMatchObject({ activeMembers: 1, enrollments: 1, completed: 1 });
      expect(body.recent.map((a) => a.person.name)).not.toContain("Lucas Pereira");
    } finally {
      await t.database.db.update(userEntities).set({ status: "active" }).where(mine);
    }
  });

  it("answers 403 to a member without view-reports, and plan_required without team-management", async () => {
    const res = await overview(learner);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    const [acme] = await t.database.db.select().from(entities).where(eq(entities.name, "Acme Corporation"));
    await t.database.db
      .update(entities)
      .set({ features: ["training"] })
      .where(eq(entities.id, acme!.id));
    try {
      const plan = await overview(manager);
      expect(plan.status).toBe(403);
      expect(((await plan.json()) as { error: { code: string } }).error.code).toBe("plan_required");
    } finally {
      await t.database.db.update(entities).set({ features: acme!.features }).where(eq(entities.id, acme!.id));
    }
  });

  it("answers 401 to a visitor and to another tenant's session", async () => {
    expect((await t.req("/api/entity/reports/overview", { host: ACME })).status).toBe(401);
    expect((await t.req("/api/entity/reports/overview", withCookie(manager))).status).toBe(401);
  });

  it("takes no input: a query string is ignored, never a 400 or 500", async () => {
    const res = await t.req("/api/entity/reports/overview?weeks=abc&page=-1", { host: ACME, headers: { cookie: manager } });
    expect(res.status).toBe(200);
  });
});

describe.each(BACKENDS)("the course page's link to its statistics on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const view = async (cookie: string | null, host = ACME) =>
    (await (await t.req("/api/training/courses/phishing-essentials", { host, headers: cookie ? { cookie } : {} })).json()) as {
      slug: string;
      canViewStats: boolean;
    };

  it("is open to a company's report readers and the course's author, closed to learners, individuals and visitors", async () => {
    expect((await view(await signIn(t, "manager@acme.test", ACME))).canViewStats).toBe(true);
    expect((await view(await signIn(t, "learner@acme.test", ACME))).canViewStats).toBe(false);
    expect((await view(null)).canViewStats).toBe(false);
    const creator = await signIn(t, "creator@skill5.test");
    expect((await view(creator, "localhost:3000")).canViewStats).toBe(false);
    const [camila] = await t.database.db.select().from(users).where(eq(users.email, "creator@skill5.test"));
    const [course] = await t.database.db.select().from(courses).where(eq(courses.slug, "phishing-essentials"));
    await t.database.db
      .update(courses)
      .set({ authorId: camila!.id })
      .where(inArray(courses.id, [course!.id]));
    try {
      expect((await view(creator, "localhost:3000")).canViewStats).toBe(true);
    } finally {
      await t.database.db.update(courses).set({ authorId: course!.authorId }).where(eq(courses.id, course!.id));
    }
  });
});

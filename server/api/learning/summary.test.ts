import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrainingSummary } from "../../../contract/training-summary.ts";
import { courses, enrollments } from "./schema.ts";
import { entities, userEntities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { passCourse } from "../../test/learning-helpers.ts";

type List = { data: { slug: string; title: string; free: boolean }[] };
const ACME = "acme.localhost:3000";
const FULL = ["training", "basic-training", "badges"];
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe.each(BACKENDS)("training summary (GET /api/training/summary) on %s", (backend) => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let entityId: string;
  const summary = async (c = cookie, init: RequestInit & { host?: string } = {}) => {
    const res = await t.req("/api/training/summary", withCookie(c, init));
    expect(res.status).toBe(200);
    return (await res.json()) as TrainingSummary;
  };
  const catalogue = async (headers: Record<string, string> = {}) =>
    ((await (await t.req("/api/training/courses?limit=48", withCookie(cookie, { headers }))).json()) as List).data;

  beforeAll(async () => {
    t = await startTestApp(backend);
    cookie = await signIn(t, "individual@skill5.test");
    const [u] = await t.database.db.select().from(users).where(eq(users.email, "individual@skill5.test"));
    userId = u!.id;
    entityId = (await t.database.db.select().from(userEntities).where(eq(userEntities.userId, userId)))[0]!.entityId;
    // a paid plan: the whole catalogue and badges
    await t.database.db
      .update(entities)
      .set({ features: [...FULL] })
      .where(eq(entities.id, entityId));
  });
  afterAll(() => t.close());

  it("is for signed-in learners only", async () => {
    const res = await t.req("/api/training/summary");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  });

  it("shows a new learner nothing to count or resume, and the catalogue's first three courses to start", async () => {
    const s = await summary();
    expect(s.enrollments).toEqual({ total: 0, open: 0, completed: 0, resume: null, recent: [] });
    expect(s.badges).toEqual({ total: 0, recent: [] });
    expect(s.assigned).toMatchObject({ data: [], total: 0 });
    expect(s.suggestions.map((c) => c.slug)).toEqual((await catalogue()).slice(0, 3).map((c) => c.slug));
    expect(s.suggestions.every((c) => c.enrollment === null)).toBe(true);
  });

  it("follows the plan: no badges without the feature, and only free courses suggested on basic training", async () => {
    await t.database.db
      .update(entities)
      .set({ features: ["basic-training"] })
      .where(eq(entities.id, entityId));
    const s = await summary();
    expect(s.badges).toBeNull();
    expect(s.suggestions.length).toBeGreaterThan(0);
    expect(s.suggestions.every((c) => c.free)).toBe(true);
    expect(s.suggestions.map((c) => c.slug)).toEqual((await catalogue()).slice(0, 3).map((c) => c.slug));
    await t.database.db
      .update(entities)
      .set({ features: [...FULL] })
      .where(eq(entities.id, entityId));
    expect((await summary()).suggestions.some((c) => !c.free)).toBe(true);
  });

  it("counts every enrolment, resumes the latest open one even behind five completed, and suggests only courses not started", async () => {
    const slugs = (await catalogue()).slice(0, 7).map((c) => c.slug);
    for (const courseSlug of slugs)
      expect((await t.req("/api/enrollments", withCookie(cookie, jsonBody({ courseSlug })))).status).toBe(201);
    // the first is the oldest activity and the only one still open
    const ids = await t.database.db.select({ id: courses.id, slug: courses.slug }).from(courses).where(inArray(courses.slug, slugs));
    for (const [i, slug] of slugs.entries()) {
      const courseId = ids.find((c) => c.slug === slug)!.id;
      await t.database.db
        .update(enrollments)
        .set({
          updatedAt: new Date(Date.now() - (10 - i) * 60_000),
          ...(i === 0
            ? { status: "content-done" as const, progress: 80 }
            : { status: "completed" as const, progress: 100, completedAt: new Date() }),
        })
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    }
    const s = await summary();
    expect(s.enrollments).toMatchObject({ total: 7, open: 1, completed: 6 });
    expect(s.enrollments.recent.map((e) => e.course.slug)).toEqual(slugs.slice(2).reverse());
    expect(s.enrollments.resume).toMatchObject({ course: { slug: slugs[0] }, enrollment: { status: "content-done", progress: 80 } });
    const notStarted = (await catalogue()).map((c) => c.slug).filter((slug) => !slugs.includes(slug));
    expect(s.suggestions.map((c) => c.slug)).toEqual(notStarted.slice(0, 3));
    // once the learner opens another course, that one is where to continue
    const next = notStarted[0]!;
    await t.req("/api/enrollments", withCookie(cookie, jsonBody({ courseSlug: next })));
    const after = await summary();
    expect(after.enrollments).toMatchObject({
      total: 8,
      open: 2,
      resume: { course: { slug: next }, enrollment: { status: "in-progress" } },
    });
    expect(after.suggestions.map((c) => c.slug)).not.toContain(next);
  });

  it("shows the newest badges and their count, in the learner's language", async () => {
    const slug = (await catalogue()).find((c) => !c.free)!.slug;
    expect((await passCourse(t, cookie, slug)).passed).toBe(true);
    const s = await summary();
    expect(s.badges!.total).toBe(1);
    expect(s.badges!.recent[0]).toMatchObject({ courseSlug: slug });
    const pt = await summary(cookie, { headers: { "x-locale": "pt" } });
    const ptTitles = new Map((await catalogue({ "x-locale": "pt" })).map((c) => [c.slug, c.title]));
    expect(pt.badges!.recent[0]!.courseTitle).toBe(ptTitles.get(slug));
    expect(pt.suggestions.map((c) => c.title)).toEqual(pt.suggestions.map((c) => ptTitles.get(c.slug)));
    expect(pt.suggestions[0]!.title).not.toBe((await summary()).suggestions[0]!.title);
  });

  it("lists what the learner's company assigned, as GET /training/assignments does, and nothing of another tenant", async () => {
    const manager = await signIn(t, "manager@acme.test", ACME);
    const learner = await signIn(t, "learner@acme.test", ACME);
    const [acme] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [l] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, "learner@acme.test"), eq(users.whitelabelId, acme!.id)));
    const assigned = await t.req("/api/entity/assignments", {
      ...withCookie(manager, jsonBody({ courseSlug: "passwords-and-passphrases", memberIds: [l!.id], dueAt: day(20) })),
      host: ACME,
    });
    expect(assigned.status).toBe(201);
    const s = await summary(learner, { host: ACME });
    const mine = await (await t.req("/api/training/assignments?limit=6", { ...withCookie(learner), host: ACME })).json();
    expect(s.assigned).toEqual(mine);
    // assigned is not started: it is in what they were asked, not in what they opened
    expect(s.assigned.data[0]).toMatchObject({
      item: { kind: "course", slug: "passwords-and-passphrases" },
      status: "not-started",
      dueAt: expect.any(String),
    });
    expect(s.enrollments.recent.map((r) => r.course.slug)).not.toContain("passwords-and-passphrases");
    // the learner's session is Acme's: on the default tenant it is no session at all
    expect((await t.req("/api/training/summary", withCookie(learner))).status).toBe(401);
  });
});

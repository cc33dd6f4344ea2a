import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awardedBadges, courses, enrollments } from "./schema.ts";
import { entities, groupMembers, userEntities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { passCourse } from "../../test/learning-helpers.ts";
import { summaryDrift, summarySizes } from "../../test/report-recount.ts";

const ACME = "acme.localhost:3000";
const DAY = 86_400_000;

// The report summaries (members, enrolment cells, badges, ratings, access counts) are kept by
// triggers on every write; after each step of a mixed sequence of writes, through the API and
// straight to the tables, they must equal a recount from scratch.
describe.each(BACKENDS)("report summaries on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let tenantId: string;
  let entityId: string;
  const db = () => t.database.db;
  const at = (cookie: string, init: RequestInit = {}) => ({ ...withCookie(cookie, init), host: ACME });
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const courseId = async (slug: string) => (await db().select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
  const agrees = async (step: string) => expect(await summaryDrift(db()), step).toEqual({});

  beforeAll(async () => {
    t = await startTestApp(backend);
    const [acme] = await db().select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    tenantId = acme!.id;
    [{ entityId }] = (await db().select({ entityId: entities.id }).from(entities).where(eq(entities.name, "Acme Corporation"))) as [
      { entityId: string },
    ];
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(() => t.close());

  it("agree with a recount after enrolments, completions, groups, assignments, ratings, deactivation, removal, erasure and deletions", async () => {
    await agrees("seeded");
    const learnerId = await idOf("learner@acme.test");
    const managerId = await idOf("manager@acme.test");

    // learning: enrol, read, pass (enrolment insert and updates, challenge, badge); a second course started
    expect((await passCourse(t, learner, "phishing-essentials", ACME)).passed).toBe(true);
    await t.req("/api/enrollments", at(learner, jsonBody({ courseSlug: "passwords-and-passphrases" })));
    await t.req("/api/enrollments", at(manager, jsonBody({ courseSlug: "time-management-essentials" })));
    await agrees("enrolled and passed");
    // a completion and score set straight in the table, then moved to another day
    const managerCourse = and(eq(enrollments.userId, managerId), eq(enrollments.courseId, await courseId("time-management-essentials")));
    await db()
      .update(enrollments)
      .set({ status: "completed", progress: 100, bestScore: 70, completedAt: new Date(Date.now() - 40 * DAY) })
      .where(managerCourse);
    await db()
      .update(enrollments)
      .set({ startedAt: new Date(Date.now() - 60 * DAY), completedAt: new Date(Date.now() - 39 * DAY), bestScore: 90 })
      .where(managerCourse);
    // progress that changes no number
    await db().update(enrollments).set({ progress: 55, currentStep: 2 }).where(eq(enrollments.userId, learnerId));
    await agrees("completion written directly");

    // groups: people join (a group's assignment enrols nobody), one is counted in two groups
    const group = async (name: string) =>
      ((await (await t.req("/api/entity/groups", at(manager, jsonBody({ name })))).json()) as { id: string }).id;
    const sales = await group("Sales");
    const finance = await group("Finance");
    expect((await t.req(`/api/entity/groups/${sales}/members`, at(manager, jsonBody({ userIds: [learnerId, managerId] })))).status).toBe(
      200,
    );
    await t.req(`/api/entity/groups/${finance}/members`, at(manager, jsonBody({ userIds: [learnerId] })));
    await agrees("groups joined");
    const assigned = await t.req(
      "/api/entity/assignments",
      at(
        manager,
        jsonBody({
          courseSlug: "passwords-and-passphrases",
          groupIds: [sales],
          dueAt: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
        }),
      ),
    );
    expect(assigned.status).toBe(201);
    await agrees("group assigned a course");

    // ratings: rated, rated again (an upsert), rated by the manager
    const rate = (cookie: string, slug: string, rating: number) =>
      t.req(`/api/training/courses/${slug}/rating`, at(cookie, { ...jsonBody({ rating }), method: "PUT" }));
    expect((await rate(learner, "phishing-essentials", 2)).status).toBe(200);
    await rate(learner, "phishing-essentials", 5);
    await rate(manager, "time-management-essentials", 3);
    await agrees("rated");

    // a member deactivated, then back; someone leaves a group
    expect((await t.req(`/api/entity/members/${learnerId}/deactivate`, at(manager, { method: "POST" }))).status).toBe(204);
    await agrees("deactivated");
    expect((await t.req(`/api/entity/members/${learnerId}/reactivate`, at(manager, { method: "POST" }))).status).toBe(204);
    await agrees("reactivated");
    expect((await t.req(`/api/entity/groups/${finance}/members/${learnerId}`, at(manager, { method: "DELETE" }))).status).toBe(204);
    await agrees("left a group");
    // moved from one group to another in place, and back
    const membership = (groupId: string) => and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, managerId));
    await db().update(groupMembers).set({ groupId: finance }).where(membership(sales));
    await agrees("moved to another group");
    await db().update(groupMembers).set({ groupId: sales }).where(membership(finance));
    await agrees("moved back");

    // people added as an import does, set-based: accounts, memberships, a group, enrolments and badges in bulk
    const added = await db()
      .insert(users)
      .values([1, 2, 3].map((i) => ({ whitelabelId: tenantId, email: `bulk${i}@acme.test`, name: `Bulk ${i}` })))
      .returning({ id: users.id });
    await db()
      .insert(userEntities)
      .values(added.map((u) => ({ whitelabelId: tenantId, userId: u.id, entityId })));
    await db()
      .insert(groupMembers)
      .values(added.map((u) => ({ whitelabelId: tenantId, entityId, groupId: sales, userId: u.id })));
    const phishing = await courseId("phishing-essentials");
    await db()
      .insert(enrollments)
      .values(
        added.map((u, i) => ({
          whitelabelId: tenantId,
          userId: u.id,
          courseId: phishing,
          status: i ? ("completed" as const) : ("in-progress" as const),
          bestScore: i ? 80 + i : null,
          completedAt: i ? new Date() : null,
        })),
      );
    await db()
      .insert(awardedBadges)
      .values(added.slice(1).map((u) => ({ whitelabelId: tenantId, userId: u.id, courseId: phishing })));
    await agrees("bulk writes");
    // and taken away again: an enrolment and a badge deleted, a membership deleted straight
    await db().delete(enrollments).where(eq(enrollments.userId, added[2]!.id));
    await db().delete(awardedBadges).where(eq(awardedBadges.userId, added[1]!.id));
    await db().delete(userEntities).where(eq(userEntities.userId, added[0]!.id));
    await agrees("bulk deletions");

    // a member removed from the company (their group rows and membership go)
    expect((await t.req(`/api/entity/members/${added[1]!.id}`, at(manager, { method: "DELETE" }))).status).toBe(204);
    await agrees("member removed");
    // a group deleted (its people and cells go with it)
    expect((await t.req(`/api/entity/groups/${finance}`, at(manager, { method: "DELETE" }))).status).toBe(204);
    await agrees("group deleted");

    // another tenant's learner: never in Acme's numbers, kept in their own entity's
    const other = await signIn(t, "individual@skill5.test");
    await passCourse(t, other, "phishing-essentials");
    await agrees("another tenant");

    // a course deleted: its enrolments, badges and ratings go by cascade
    await db().delete(courses).where(eq(courses.slug, "time-management-essentials"));
    await agrees("course deleted");

    // the learner erases their account (access records anonymised, everything else cascades)
    expect((await t.req("/api/user", at(learner, { method: "DELETE" }))).status).toBe(204);
    await agrees("account erased");

    // a sign-in recorded, a company deleted with everything in it
    await signIn(t, "manager@acme.test", ACME);
    await agrees("signed in");
    const sizes = await summarySizes(db());
    expect(sizes.cells).toBeGreaterThan(0);
    expect(sizes.access).toBeGreaterThan(0);
    await db().delete(entities).where(eq(entities.id, entityId));
    await agrees("company deleted");
    const left = await db().execute(sql`select count(*)::int as n from report_enrolment_cells where entity_id = ${entityId}::uuid`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LtiContextList, LtiRosterSync } from "../../../../contract/lti.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody } from "../../../test/harness.ts";
import { users } from "../../identity/schema.ts";
import { entities, userEntities } from "../../organizations/schema.ts";
import { ltiAccounts, ltiContextMembers, ltiRegistrations, ltiRosterSyncs } from "../schema.ts";
import { MEMBERSHIP_SCOPE } from "./roster-fetch.ts";
import { ACME, GLOBEX, INSTRUCTOR_ROLE, LEARNER_ROLE, startLtiTestApp, type ApiError, type LtiTestApp } from "./lti-test-app.ts";

// "Sync members from the LMS" (NRPS 2.0) against the emulated LMS: its course's members over three
// pages become people of the company with their roles; a second sync updates them, never twice.

describe.each(BACKENDS)("LTI roster sync and contexts on %s", (backend) => {
  let a: LtiTestApp;
  let context: string;
  const reg = () => `/entity/lti/registrations/${a.registrationId}`;

  beforeAll(async () => {
    a = await startLtiTestApp(backend);
    // Marina launched the tool from her LMS course as its instructor: the context and its memberships URL are known
    ({ contextRowId: context } = await a.launch("manager@acme.test", {
      user: { name: "Marina Costa", roles: [INSTRUCTOR_ROLE] },
      message: "LtiResourceLinkRequest",
    }));
    a.platform.addMembers("course-1", [
      { sub: "m-ana", name: "Ana Souza", email: "ana@lms.test" },
      { sub: "m-bruno", givenName: "Bruno", familyName: "Lima", email: "bruno@lms.test", roles: [INSTRUCTOR_ROLE] },
      { sub: "m-lucas", name: "Lucas Pereira", email: "learner@acme.test", roles: [LEARNER_ROLE] },
      { sub: "m-dora", name: "Dora" },
      { sub: "m-edu", name: "Edu Alves", email: "edu@lms.test", status: "Inactive" },
    ]);
  }, 60_000);
  afterAll(() => a.close());

  const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 50 });
  async function sync(): Promise<LtiRosterSync> {
    const res = await a.post(a.manager, `${reg()}/roster-syncs`);
    expect(res.status, await res.clone().text()).toBe(200);
    const queued = (await res.json()) as LtiRosterSync;
    expect(queued).toMatchObject({ status: "queued", added: 0, updated: 0, finishedAt: null });
    return until(async () => {
      const s = (await (await a.api(a.manager, `${reg()}/roster-syncs/${queued.id}`)).json()) as LtiRosterSync;
      if (s.status === "queued" || s.status === "running") throw new Error(`sync is ${s.status}`);
      return s;
    });
  }
  const db = () => a.t.database.db;
  const person = async (sub: string) => {
    const [row] = await db()
      .select({ id: users.id, name: users.name, email: users.email })
      .from(ltiAccounts)
      .innerJoin(users, eq(users.id, ltiAccounts.userId))
      .where(and(eq(ltiAccounts.issuer, a.platform.issuer), eq(ltiAccounts.subject, sub)));
    return row;
  };
  const roleOf = async (userId: string) =>
    (
      await db()
        .select()
        .from(ltiContextMembers)
        .where(and(eq(ltiContextMembers.contextRowId, context), eq(ltiContextMembers.userId, userId)))
    )[0];

  it("makes the LMS course's members people of the company, over every page, with their roles", async () => {
    const done = await sync();
    expect(done).toMatchObject({ status: "done", contexts: 1, contextsDone: 1, added: 4, error: null });
    expect(done.updated).toBeGreaterThanOrEqual(1); // Lucas, a member already, gets his role in the course
    expect(done.finishedAt).not.toBeNull();
    expect(a.platform.tokensIssued()).toContainEqual({ clientId: a.platform.clientId, scope: MEMBERSHIP_SCOPE });

    const ana = (await person("m-ana"))!;
    const bruno = (await person("m-bruno"))!;
    const dora = (await person("m-dora"))!;
    const edu = (await person("m-edu"))!;
    const lucas = (await person("m-lucas"))!;
    expect(ana).toMatchObject({ name: "Ana Souza", email: "ana@lms.test" });
    expect(bruno.name).toBe("Bruno Lima");
    expect(dora.email).toMatch(/\.invalid$/);
    expect(lucas.email).toBe("learner@acme.test"); // linked by e-mail, being a member of the company already
    const members = await db()
      .select({ userId: userEntities.userId })
      .from(userEntities)
      .where(and(eq(userEntities.entityId, a.acme.entityId), inArray(userEntities.userId, [ana.id, bruno.id, dora.id, edu.id])));
    expect(members).toHaveLength(4);
    expect(await roleOf(bruno.id)).toMatchObject({ role: "instructor", active: true });
    expect(await roleOf(ana.id)).toMatchObject({ role: "learner", active: true });
    expect(await roleOf(edu.id)).toMatchObject({ role: "learner", active: false });
    expect(await roleOf(lucas.id)).toMatchObject({ role: "learner", active: true });
  });

  it("updates names and roles on a second sync without making anyone twice, and lists the context's counts", async () => {
    const [{ n: accountsBefore }] = (await db().select({ n: count() }).from(ltiAccounts)) as [{ n: number }];
    const [{ n: usersBefore }] = (await db().select({ n: count() }).from(users)) as [{ n: number }];
    a.platform.addMembers("course-1", [
      { sub: "m-ana", name: "Ana Souza Lima", email: "ana@lms.test" },
      { sub: "m-bruno", givenName: "Bruno", familyName: "Lima", email: "bruno@lms.test", roles: [LEARNER_ROLE] },
    ]);
    const done = await sync();
    expect(done).toMatchObject({ status: "done", added: 0, updated: 2, error: null });
    expect((await person("m-ana"))!.name).toBe("Ana Souza Lima");
    expect(await roleOf((await person("m-bruno"))!.id)).toMatchObject({ role: "learner" });
    expect((await db().select({ n: count() }).from(ltiAccounts))[0]!.n).toBe(accountsBefore);
    expect((await db().select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);

    const res = await a.api(a.manager, `${reg()}/contexts`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as LtiContextList;
    expect(list.total).toBe(1);
    // learners: Ana, Bruno, Lucas, Dora (Edu is inactive); instructor: Marina
    expect(list.data[0]).toMatchObject({
      contextId: "course-1",
      title: "Security 101",
      label: "SEC101",
      learners: 4,
      instructors: 1,
      rosterAvailable: true,
    });
    expect(list.data[0]!.lastSyncedAt).not.toBeNull();
  });

  it("answers 409 while a sync runs, and when no context of the registration offers its members", async () => {
    const [running] = await db()
      .insert(ltiRosterSyncs)
      .values({ whitelabelId: a.acme.tenantId, entityId: a.acme.entityId, registrationId: a.registrationId, status: "running" })
      .returning();
    const busy = await a.post(a.manager, `${reg()}/roster-syncs`, undefined, { locale: "en" });
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as ApiError).error).toMatchObject({
      code: "lti_sync_running",
      message: expect.stringContaining("already running"),
    });
    await db().delete(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, running!.id));

    const other = await a.t.req("/api/entity/lti/registrations", {
      ...withCookie(a.manager, jsonBody({ ...a.platform.registration(), clientId: "no-roster" })),
      host: ACME,
    });
    const { id } = (await other.json()) as { id: string };
    const none = await a.post(a.manager, `/entity/lti/registrations/${id}/roster-syncs`, undefined, { locale: "pt" });
    expect(none.status).toBe(409);
    expect(((await none.json()) as ApiError).error).toMatchObject({
      code: "lti_roster_unavailable",
      message: expect.stringContaining("LMS"),
    });
    expect((await db().select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.registrationId, id))).length).toBe(0);
  });

  it("answers 404 for another entity's or tenant's registration on every route, and 403 without manage-lti", async () => {
    const [entity] = await db().insert(entities).values({ whitelabelId: a.acme.tenantId, type: "company", name: "Other Co" }).returning();
    const [theirs] = await db()
      .insert(ltiRegistrations)
      .values({ whitelabelId: a.acme.tenantId, entityId: entity!.id, ...a.platform.registration(), clientId: "theirs" })
      .returning();
    const [theirSync] = await db()
      .insert(ltiRosterSyncs)
      .values({ whitelabelId: a.acme.tenantId, entityId: entity!.id, registrationId: theirs!.id, status: "done" })
      .returning();
    const [mine] = await db().select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.registrationId, a.registrationId)).limit(1);
    const at = `/entity/lti/registrations/${theirs!.id}`;
    const reads = [`${at}/contexts`, `${at}/grades`, `${at}/roster-syncs/${theirSync!.id}`, `${reg()}/roster-syncs/${theirSync!.id}`];
    for (const path of reads) expect((await a.api(a.manager, path)).status, path).toBe(404);
    expect((await a.post(a.manager, `${at}/roster-syncs`)).status).toBe(404);
    // another registration's sync under ours, and ours under theirs
    expect((await a.api(a.manager, `${at}/roster-syncs/${mine!.id}`)).status).toBe(404);

    const globex = await signIn(a.t, "manager@globex.test", GLOBEX);
    for (const path of [`${reg()}/contexts`, `${reg()}/roster-syncs/${mine!.id}`])
      expect((await a.api(globex, path, { host: GLOBEX })).status, path).toBe(404);
    expect((await a.post(globex, `${reg()}/roster-syncs`, undefined, { host: GLOBEX })).status).toBe(404);

    const learner = await signIn(a.t, "learner@acme.test", ACME);
    expect((await a.api(learner, `${reg()}/contexts`)).status).toBe(403);
    expect((await a.post(learner, `${reg()}/roster-syncs`)).status).toBe(403);
    expect((await a.api(learner, `${reg()}/roster-syncs/${mine!.id}`)).status).toBe(403);
    expect((await a.api(a.manager, `${reg()}/contexts?limit=0`)).status).toBe(400);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntityInfo } from "../../../contract/company.ts";
import { entities, entryRequests, invitations, userEntities, userEntityRoles } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";
const DAY = 86_400_000;

describe.each(BACKENDS)("GET /entity/info on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let acme: typeof entities.$inferSelect;
  const info = async (cookie: string, query = "", host = ACME) => t.req(`/api/entity/info${query}`, { ...withCookie(cookie), host });

  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    acme = (await t.database.db.select().from(entities).where(eq(entities.name, "Acme Corporation")))[0]!;
  });
  afterAll(() => t.close());

  it("tells a company owner their company, its seats and members, and their role in manager mode", async () => {
    const res = await info(manager);
    expect(res.status).toBe(200);
    const body = (await res.json()) as EntityInfo;
    expect(body).toMatchObject({ id: acme.id, name: "Acme Corporation", type: "company", domain: "acme.test", domainVerified: true });
    expect(body.features).toContain("team-management");
    // extra-members lifts the seat limit
    expect(body.seats).toEqual({ limit: null, used: 2, available: null });
    expect(body.members).toEqual({ active: 2, invited: 0, awaitingApproval: 0, deactivated: 0 });
    expect(body.viewer).toMatchObject({ role: "owner", managerMode: true });
    expect(body.viewer.permissions).toContain("manage-users");
  });

  it("counts seats against the limit: active members and open invitations; not deactivated people, expired invitations or requests", async () => {
    const [lucas] = await t.database.db.select().from(users).where(eq(users.email, "learner@acme.test"));
    const db = t.database.db;
    await db
      .update(entities)
      .set({ seatLimit: 5, features: acme.features.filter((f) => f !== "extra-members") })
      .where(eq(entities.id, acme.id));
    const base = { whitelabelId: acme.whitelabelId, entityId: acme.id, tokenHash: "" };
    await db.insert(invitations).values([
      { ...base, email: "open@acme.test", tokenHash: "overview-open", expiresAt: new Date(Date.now() + 7 * DAY) },
      { ...base, email: "late@acme.test", tokenHash: "overview-late", expiresAt: new Date(Date.now() - DAY) },
      { ...base, email: "gone@acme.test", tokenHash: "overview-gone", status: "revoked", expiresAt: new Date(Date.now() + DAY) },
    ]);
    await db
      .update(userEntities)
      .set({ status: "deactivated", deactivatedAt: new Date() })
      .where(and(eq(userEntities.userId, lucas!.id), eq(userEntities.entityId, acme.id)));
    const [applicant] = await db
      .insert(users)
      .values({ whitelabelId: acme.whitelabelId, email: "applicant@acme.test", name: "Ana Lima", completedProfile: true })
      .returning();
    await db.insert(entryRequests).values({ whitelabelId: acme.whitelabelId, entityId: acme.id, userId: applicant!.id });
    try {
      const body = (await (await info(manager)).json()) as EntityInfo;
      expect(body.members).toEqual({ active: 1, invited: 1, awaitingApproval: 1, deactivated: 1 });
      expect(body.seats).toEqual({ limit: 5, used: 2, available: 3 });
      // a full company has nothing available, never a negative number
      await db.update(entities).set({ seatLimit: 1 }).where(eq(entities.id, acme.id));
      expect(((await (await info(manager)).json()) as EntityInfo).seats).toEqual({ limit: 1, used: 2, available: 0 });
    } finally {
      await db.update(entities).set({ seatLimit: acme.seatLimit, features: acme.features }).where(eq(entities.id, acme.id));
      await db.delete(invitations).where(eq(invitations.entityId, acme.id));
      await db.delete(entryRequests).where(eq(entryRequests.userId, applicant!.id));
      await db.delete(users).where(eq(users.id, applicant!.id));
      await db.update(userEntities).set({ status: "active", deactivatedAt: null }).where(eq(userEntities.userId, lucas!.id));
    }
  });

  it("answers as user mode sees it: no counts with userMode=true, and managerMode follows the switch", async () => {
    const asUser = (await (await info(manager, "?userMode=true")).json()) as EntityInfo;
    expect(asUser).toMatchObject({ id: acme.id, seats: null, members: null, viewer: { role: "owner" } });
    const switched = (await (await info(`${manager}; manager_mode=off`)).json()) as EntityInfo;
    expect(switched.viewer.managerMode).toBe(false);
    expect(((await (await info(manager, "?userMode=false")).json()) as EntityInfo).members?.active).toBe(2);
  });

  it("lets a member read their company without its headcount", async () => {
    const res = await info(learner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as EntityInfo;
    expect(body).toMatchObject({ name: "Acme Corporation", seats: null, members: null, viewer: { role: "member", managerMode: false } });
  });

  it("keeps the counts for companies with team-management", async () => {
    await t.database.db
      .update(entities)
      .set({ features: ["training"] })
      .where(eq(entities.id, acme.id));
    try {
      const body = (await (await info(manager)).json()) as EntityInfo;
      expect(body).toMatchObject({ seats: null, members: null, features: ["training"] });
    } finally {
      await t.database.db.update(entities).set({ features: acme.features }).where(eq(entities.id, acme.id));
    }
  });

  it("refuses a userMode that is not true or false with a translated 400", async () => {
    const res = await t.req("/api/entity/info?userMode=maybe", {
      ...withCookie(manager),
      host: ACME,
      headers: { cookie: manager, "x-locale": "pt" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.issues[0]).toMatchObject({ path: "userMode" });
    expect(body.error.issues[0]!.message).not.toMatch(/^errors:/);
  });

  it("answers 401 to a visitor", async () => {
    const res = await t.req("/api/entity/info", { host: ACME });
    expect(res.status).toBe(401);
  });

  it("shows each person their own entity only: another tenant's people never see Acme", async () => {
    const individual = await signIn(t, "individual@skill5.test");
    const body = (await (await info(individual, "", "localhost:3000")).json()) as EntityInfo;
    expect(body.type).toBe("individual");
    expect(body.id).not.toBe(acme.id);
    // an Acme session means nothing on another tenant's host
    expect((await info(manager, "", "localhost:3000")).status).toBe(401);
  });

  it("answers 404 to someone without an entity yet", async () => {
    const [lucas] = await t.database.db.select().from(users).where(eq(users.email, "learner@acme.test"));
    await t.database.db.update(users).set({ activeEntityId: null }).where(eq(users.id, lucas!.id));
    const memberships = await t.database.db.select().from(userEntities).where(eq(userEntities.userId, lucas!.id));
    const roles = await t.database.db.select().from(userEntityRoles).where(eq(userEntityRoles.userEntityId, memberships[0]!.id));
    await t.database.db.delete(userEntities).where(eq(userEntities.userId, lucas!.id));
    try {
      expect((await info(learner)).status).toBe(404);
    } finally {
      await t.database.db.insert(userEntities).values(memberships);
      await t.database.db.insert(userEntityRoles).values(roles);
      await t.database.db.update(users).set({ activeEntityId: acme.id }).where(eq(users.id, lucas!.id));
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities, userEntities } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededTenant } from "../../test/seeded-tenant.ts";
import { addMember } from "./queries.ts";

const ACME = "acme.localhost:3000";
type Group = { id: string; name: string; memberCount: number; createdAt: string; canManage?: boolean };
type Page<T> = { data: T[]; page: number; limit: number; total: number };
type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

describe.each(BACKENDS)("a company's groups on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let outsider: string;
  let viewer: string;
  let learnerId: string;
  let managerId: string;
  let formerId: string;
  let strangerId: string;

  const at = (cookie: string, init: RequestInit = {}) => ({ ...withCookie(cookie, init), host: ACME });
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    t.req(`/api${path}`, at(cookie, body === undefined ? { method } : { ...jsonBody(body), method }));
  const create = async (name: string) => {
    const res = await send(manager, "POST", "/entity/groups", { name });
    expect(res.status).toBe(201);
    return (await res.json()) as Group;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    const { tenantId: acmeId, idOf } = await seededTenant(t, "acme");
    learnerId = await idOf("learner@acme.test");
    managerId = await idOf("manager@acme.test");
    const [corp] = await db.select().from(userEntities).where(eq(userEntities.userId, managerId));
    // a deactivated member of Acme, and a person of the tenant in no company
    const [former] = await db
      .insert(users)
      .values({ whitelabelId: acmeId, email: "former@acme.test", name: "Fábio Former", completedProfile: true })
      .returning();
    await db
      .insert(userEntities)
      .values({ whitelabelId: acmeId, userId: former!.id, entityId: corp!.entityId, status: "deactivated", deactivatedAt: new Date() });
    formerId = former!.id;
    const [stranger] = await db
      .insert(users)
      .values({ whitelabelId: acmeId, email: "stranger@elsewhere.test", name: "Sara Stranger" })
      .returning();
    strangerId = stranger!.id;
    expect((await db.select().from(entities).where(eq(entities.id, corp!.entityId)))[0]!.features).toContain("team-management");
    // a reports viewer of Acme: reads groups, changes nothing
    const [rita] = await db
      .insert(users)
      .values({ whitelabelId: acmeId, email: "rita@acme.test", name: "Rita Reports", completedProfile: true, isManager: true })
      .returning();
    await addMember(db, { tenantId: acmeId, userId: rita!.id }, corp!.entityId, ["reports-viewer"]);
    manager = await signIn(t, "manager@acme.test", ACME);
    viewer = await signIn(t, "rita@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    // someone of another tenant holding every permission and the feature: only tenancy can refuse them
    outsider = await signIn(t, "individual@skill5.test");
    const [own] = await db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "individual@skill5.test"));
    await db
      .update(entities)
      .set({ features: ["team-management"] })
      .where(eq(entities.id, own!.entityId));
  });
  afterAll(() => t.close());

  it("creates, lists by name with counts, searches, pages, renames and deletes groups", async () => {
    const sales = await create("  Sales  ");
    expect(sales).toMatchObject({ name: "Sales", memberCount: 0 });
    await create("engineering");
    await create("Customer Success");

    const list = (await (await send(manager, "GET", "/entity/groups")).json()) as Page<Group>;
    expect(list).toMatchObject({ page: 1, limit: 25, total: 3 });
    expect(list.data.map((g) => g.name)).toEqual(["Customer Success", "engineering", "Sales"]);

    const searched = (await (await send(manager, "GET", "/entity/groups?search=ENG")).json()) as Page<Group>;
    expect(searched.data.map((g) => g.name)).toEqual(["engineering"]);
    const second = (await (await send(manager, "GET", "/entity/groups?page=2&limit=2")).json()) as Page<Group>;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.data.map((g) => g.name)).toEqual(["Sales"]);

    const renamed = await send(manager, "PATCH", `/entity/groups/${sales.id}`, { name: "Sales & Marketing" });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Group).name).toBe("Sales & Marketing");
    // renaming to its own name in another case is not a clash with itself
    expect((await send(manager, "PATCH", `/entity/groups/${sales.id}`, { name: "SALES & MARKETING" })).status).toBe(200);

    const detail = (await (await send(manager, "GET", `/entity/groups/${sales.id}`)).json()) as Group;
    expect(detail).toMatchObject({ id: sales.id, name: "SALES & MARKETING", memberCount: 0, canManage: true });

    expect((await send(manager, "DELETE", `/entity/groups/${sales.id}`)).status).toBe(204);
    expect((await send(manager, "GET", `/entity/groups/${sales.id}`)).status).toBe(404);
    expect((await send(manager, "DELETE", `/entity/groups/${sales.id}`)).status).toBe(404);
  });

  it("refuses a name the company already uses, in any case, with a translated message naming it", async () => {
    const g = await create("Finance");
    const dup = await t.req("/api/entity/groups", at(manager, jsonBody({ name: "FINANCE" }, { "x-locale": "pt" })));
    expect(dup.status).toBe(409);
    const body = (await dup.json()) as ApiError;
    expect(body.error.code).toBe("group_name_taken");
    expect(body.error.message).toContain("“FINANCE”");
    expect(body.error.message).toContain("Já existe um grupo");
    expect(body.error.issues?.[0]?.path).toBe("name");
    const other = await create("Legal");
    const clash = await send(manager, "PATCH", `/entity/groups/${other.id}`, { name: "finance" });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as ApiError).error.message).toMatch(/A group named “finance” already exists/);
    expect(g.id).not.toBe(other.id);
  });

  it("maps a race lost on the unique index to the same 409, never a 500", async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(manager, "POST", "/entity/groups", { name: "Race" })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
  });

  it("answers 400 with a translated message for a missing, blank or too long name and bad paging", async () => {
    for (const body of [{}, { name: "   " }, { name: "x".repeat(81) }, { name: 5 }]) {
      const res = await send(manager, "POST", "/entity/groups", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = (await res.json()) as ApiError;
      expect(err.error.issues?.[0]?.path).toBe("name");
      expect(err.error.issues?.[0]?.message).toMatch(/required|at most 80|not valid/);
    }
    expect((await send(manager, "GET", "/entity/groups?limit=101")).status).toBe(400);
    expect((await send(manager, "GET", "/entity/groups?page=0")).status).toBe(400);
    expect((await send(manager, "GET", "/entity/groups/not-a-uuid")).status).toBe(400);
  });

  it("adds only the company's active members, idempotently, lists them by name and removes them", async () => {
    const g = await create("Support");
    const refused = await send(manager, "POST", `/entity/groups/${g.id}/members`, { userIds: [learnerId, formerId, strangerId] });
    expect(refused.status).toBe(400);
    const err = (await refused.json()) as ApiError;
    expect(err.error.code).toBe("not_company_members");
    expect(err.error.message).toContain("former@acme.test");
    expect(err.error.message).toContain("stranger@elsewhere.test");
    expect(err.error.message).not.toContain("learner@acme.test");

    const candidates = (await (await send(manager, "GET", `/entity/groups/${g.id}/candidates`)).json()) as {
      data: { userId: string; name: string }[];
    };
    expect(candidates.data.map((c) => c.name)).toEqual(["Lucas Pereira", "Marina Costa", "Rita Reports"]);
    expect(
      ((await (await send(manager, "GET", `/entity/groups/${g.id}/candidates?search=MARINA`)).json()) as { data: unknown[] }).data,
    ).toHaveLength(1);

    const added = await send(manager, "POST", `/entity/groups/${g.id}/members`, { userIds: [learnerId, managerId, learnerId] });
    expect(await added.json()).toEqual({ added: 2 });
    expect(await (await send(manager, "POST", `/entity/groups/${g.id}/members`, { userIds: [learnerId] })).json()).toEqual({ added: 0 });
    expect(
      ((await (await send(manager, "GET", `/entity/groups/${g.id}/candidates`)).json()) as { data: { name: string }[] }).data.map(
        (c) => c.name,
      ),
    ).toEqual(["Rita Reports"]);

    const members = (await (await send(manager, "GET", `/entity/groups/${g.id}/members`)).json()) as Page<{
      userId: string;
      name: string;
      email: string;
    }>;
    expect(members).toMatchObject({ total: 2, page: 1, limit: 25 });
    expect(members.data.map((m) => m.name)).toEqual(["Lucas Pereira", "Marina Costa"]);
    const searched = (await (await send(manager, "GET", `/entity/groups/${g.id}/members?search=learner@`)).json()) as Page<{
      email: string;
    }>;
    expect(searched.data.map((m) => m.email)).toEqual(["learner@acme.test"]);
    expect(((await (await send(manager, "GET", `/entity/groups/${g.id}`)).json()) as Group).memberCount).toBe(2);

    expect((await send(manager, "DELETE", `/entity/groups/${g.id}/members/${managerId}`)).status).toBe(204);
    expect((await send(manager, "DELETE", `/entity/groups/${g.id}/members/${managerId}`)).status).toBe(204);
    const after = (await (await send(manager, "GET", `/entity/groups/${g.id}/members`)).json()) as Page<{ userId: string }>;
    expect(after.data.map((m) => m.userId)).toEqual([learnerId]);

    for (const body of [{ userIds: [] }, { userIds: ["nope"] }, {}, { userIds: Array.from({ length: 501 }, () => learnerId) }]) {
      expect((await send(manager, "POST", `/entity/groups/${g.id}/members`, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it("lets a reports viewer read but not change; a member gets 403 and an anonymous caller 401", async () => {
    const g = await create("Readers");
    for (const [method, path, body] of [
      ["GET", "/entity/groups"],
      ["POST", "/entity/groups", { name: "Nope" }],
      ["GET", `/entity/groups/${g.id}`],
      ["PATCH", `/entity/groups/${g.id}`, { name: "Nope" }],
      ["DELETE", `/entity/groups/${g.id}`],
      ["GET", `/entity/groups/${g.id}/members`],
      ["POST", `/entity/groups/${g.id}/members`, { userIds: [learnerId] }],
      ["DELETE", `/entity/groups/${g.id}/members/${learnerId}`],
      ["GET", `/entity/groups/${g.id}/candidates`],
    ] as [string, string, unknown?][]) {
      const forbidden = await send(learner, method, path, body);
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(((await forbidden.json()) as ApiError).error.code).toBe("forbidden");
      const anonymous = await t.req(`/api${path}`, { ...(body === undefined ? {} : jsonBody(body)), method, host: ACME });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const read = await send(viewer, method, path, body);
      expect(read.status, `reports viewer: ${method} ${path}`).toBe(method === "GET" && !path.endsWith("/candidates") ? 200 : 403);
    }
    expect(((await (await send(viewer, "GET", `/entity/groups/${g.id}`)).json()) as Group).canManage).toBe(false);
  });

  it("answers 404 for another company's group, never revealing it", async () => {
    const g = await create("Acme only");
    for (const [method, path, body] of [
      ["GET", `/entity/groups/${g.id}`],
      ["PATCH", `/entity/groups/${g.id}`, { name: "Taken over" }],
      ["DELETE", `/entity/groups/${g.id}`],
      ["GET", `/entity/groups/${g.id}/members`],
      ["POST", `/entity/groups/${g.id}/members`, { userIds: [learnerId] }],
      ["DELETE", `/entity/groups/${g.id}/members/${learnerId}`],
      ["GET", `/entity/groups/${g.id}/candidates`],
    ] as [string, string, unknown?][]) {
      const res = await t.req(`/api${path}`, withCookie(outsider, body === undefined ? { method } : { ...jsonBody(body), method }));
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const theirs = (await (await t.req("/api/entity/groups", withCookie(outsider))).json()) as Page<Group>;
    expect(theirs.data.map((x) => x.id)).not.toContain(g.id);
    expect(((await (await send(manager, "GET", `/entity/groups/${g.id}`)).json()) as Group).name).toBe("Acme only");
  });
});

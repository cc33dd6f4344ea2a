import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities, groups, invitations, userEntities } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { cookiesFrom, lastCode, mailsTo, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";
type Row = {
  id: string;
  kind: string;
  name: string | null;
  email: string;
  role: string | null;
  status: string;
  groups: { id: string; name: string }[];
};
type Page = {
  data: Row[];
  total: number;
  page: number;
  limit: number;
  seats: { used: number; limit: number | null };
  canManage: boolean;
  assignableRoles: string[];
};
type Detail = {
  id: string;
  role: string;
  status: string;
  isSelf: boolean;
  canChange: Record<string, boolean>;
  assignableRoles: string[];
  recentAccess: unknown[];
  groups: { name: string }[];
};

describe.each(BACKENDS)("a company's members, invitations and roles on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let acmeCorp: string;
  let learnerId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    const [row] = await t.database.db.select().from(entities).where(eq(entities.domain, "acme.test"));
    acmeCorp = row!.id;
    learnerId = (await t.database.db.select().from(users).where(eq(users.email, "learner@acme.test")))[0]!.id;
  });
  afterAll(() => t.close());

  const at = (cookie: string, init: RequestInit = {}) => ({ ...withCookie(cookie, init), host: ACME });
  const get = async <T>(path: string, cookie: string) => {
    const res = await t.req(`/api${path}`, at(cookie));
    expect(res.status, `${path}: ${res.status}`).toBe(200);
    return (await res.json()) as T;
  };
  const send = (path: string, cookie: string, method: string, body?: unknown) =>
    t.req(`/api${path}`, at(cookie, body === undefined ? { method } : { ...jsonBody(body), method }));
  /** The token of the newest invitation link mailed to an address. */
  const tokenMailedTo = async (email: string) => {
    const mails = await mailsTo(t, email, "invitation");
    return mails.at(-1)?.text.match(/\/invitation\/([A-Za-z0-9_-]{43})/)?.[1] ?? null;
  };
  /** Signs a new person up on Acme (an individual account), answering their session cookie. */
  async function signUp(email: string, name: string) {
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name, email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const confirmed = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }),
      host: ACME,
    });
    expect(confirmed.status).toBe(200);
    return cookiesFrom(confirmed);
  }

  it("lists everyone with their role and status, searched, sorted and paged by the server", async () => {
    const all = await get<Page>("/entity/members", manager);
    expect(all).toMatchObject({ page: 1, limit: 25, canManage: true, assignableRoles: ["member", "reports-viewer", "manager", "owner"] });
    expect(all.data.map((r) => [r.email, r.role, r.status])).toEqual(
      expect.arrayContaining([
        ["learner@acme.test", "member", "active"],
        ["manager@acme.test", "owner", "active"],
      ]),
    );
    expect((await get<Page>("/entity/members?search=lucas", manager)).data.map((r) => r.email)).toEqual(["learner@acme.test"]);
    // % and _ are taken literally
    expect((await get<Page>("/entity/members?search=%25", manager)).total).toBe(0);
    expect((await get<Page>("/entity/members?role=owner", manager)).data.map((r) => r.email)).toEqual(["manager@acme.test"]);
    const byName = await get<Page>("/entity/members?sort=-name&limit=1", manager);
    expect(byName.data).toHaveLength(1);
    expect(byName.data[0]!.name).toBe("Marina Costa");
    expect(byName.total).toBe(all.total);
    expect((await get<Page>("/entity/members?sort=name&limit=1&page=2", manager)).data[0]!.name).toBe("Marina Costa");
  });

  it("refuses a malformed query, a visitor and a member without view-users", async () => {
    for (const q of ["limit=101", "sort=age", "status=gone", "group=not-a-uuid", "page=0"]) {
      const res = await t.req(`/api/entity/members?${q}`, at(manager));
      expect(res.status, q).toBe(400);
    }
    expect((await t.req("/api/entity/members", { host: ACME })).status).toBe(401);
    expect((await t.req("/api/entity/members", at(learner))).status).toBe(403);
    expect((await t.req(`/api/entity/members/${learnerId}`, at(learner))).status).toBe(403);
    expect((await t.req(`/api/entity/members/${learnerId}/learning`, at(learner))).status).toBe(403);
  });

  it("invites a pasted list: names the bad addresses, reports members, resends open ones, mails a link in the chosen language", async () => {
    const bad = await send("/entity/invitations", manager, "POST", {
      emails: ["ok@example.com", "not-an-address", "also@bad"],
      role: "member",
    });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { code: string; message: string; issues: { path: string; message: string }[] } };
    expect(badBody.error.code).toBe("invalid_emails");
    expect(badBody.error.issues[0]!.path).toBe("emails");
    expect(badBody.error.message).toContain("not-an-address");
    expect(badBody.error.message).toContain("also@bad");
    expect((await send("/entity/invitations", manager, "POST", { emails: [], role: "member" })).status).toBe(400);
    expect((await send("/entity/invitations", manager, "POST", { emails: ["a@example.com"], role: "boss" })).status).toBe(400);

    const res = await send("/entity/invitations", manager, "POST", {
      emails: ["Ana@Example.com", "ana@example.com ", "learner@acme.test"],
      role: "reports-viewer",
      languageCode: "pt-BR",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ invited: ["ana@example.com"], alreadyMembers: ["learner@acme.test"], resent: [] });
    const [mail] = await mailsTo(t, "ana@example.com", "invitation");
    expect(mail!.subject).toContain("convidou você");
    expect(mail!.text).toMatch(/\/pt\/invitation\/[A-Za-z0-9_-]{43}/);
    const [stored] = await t.database.db.select().from(invitations).where(eq(invitations.email, "ana@example.com"));
    // only the token's hash is kept
    expect(mail!.text).not.toContain(stored!.tokenHash);

    const again = await send("/entity/invitations", manager, "POST", { emails: ["ana@example.com"], role: "member" });
    expect(await again.json()).toEqual({ invited: [], alreadyMembers: [], resent: ["ana@example.com"] });
    const invited = await get<Page>("/entity/members?status=invited", manager);
    expect(invited.data).toEqual([
      expect.objectContaining({ kind: "invitation", email: "ana@example.com", role: "member", status: "invited", name: null }),
    ]);
  });

  it("refuses invitations beyond the seats, saying how many are left; extra-members lifts the cap", async () => {
    const db = t.database.db;
    const [before] = await db.select().from(entities).where(eq(entities.id, acmeCorp));
    const { seats } = await get<Page>("/entity/members", manager);
    await db
      .update(entities)
      .set({ seatLimit: seats.used + 1, features: before!.features.filter((f) => f !== "extra-members") })
      .where(eq(entities.id, acmeCorp));
    try {
      const res = await send("/entity/invitations", manager, "POST", { emails: ["one@example.com", "two@example.com"], role: "member" });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("seat_limit");
      expect(body.error.message).toContain("1 of");
      expect((await get<Page>("/entity/members", manager)).seats.limit).toBe(seats.used + 1);
    } finally {
      await db.update(entities).set({ seatLimit: before!.seatLimit, features: before!.features }).where(eq(entities.id, acmeCorp));
    }
    expect(
      (await send("/entity/invitations", manager, "POST", { emails: ["one@example.com", "two@example.com"], role: "member" })).status,
    ).toBe(200);
  });

  it("lets the invited address alone accept, with the invited role and groups, once", async () => {
    const [acme] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [group] = await t.database.db.insert(groups).values({ whitelabelId: acme!.id, entityId: acmeCorp, name: "Sales" }).returning();
    expect(
      (
        await send("/entity/invitations", manager, "POST", {
          emails: ["bruno@example.com"],
          role: "manager",
          groupIds: ["00000000-0000-4000-8000-000000000000"],
        })
      ).status,
    ).toBe(400);
    expect(
      (await send("/entity/invitations", manager, "POST", { emails: ["bruno@example.com"], role: "manager", groupIds: [group!.id] }))
        .status,
    ).toBe(200);
    const token = (await tokenMailedTo("bruno@example.com"))!;

    const view = await t.req(`/api/public/invitations/${token}`, { host: ACME });
    expect(await view.json()).toMatchObject({
      companyName: "Acme Corporation",
      email: "bruno@example.com",
      role: "manager",
      status: "valid",
    });
    expect((await t.req(`/api/public/invitations/${token}`)).status).toBe(404);
    expect((await t.req(`/api/public/invitations/${"x".repeat(43)}`, { host: ACME })).status).toBe(404);
    expect((await t.req("/api/public/invitations/short", { host: ACME })).status).toBe(400);

    expect((await t.req(`/api/invitations/${token}/accept`, { method: "POST", host: ACME })).status).toBe(401);
    const wrong = await t.req(`/api/invitations/${token}/accept`, at(learner, { method: "POST" }));
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("invitation_other_address");

    const bruno = await signUp("bruno@example.com", "Bruno Lima");
    const accepted = await t.req(`/api/invitations/${token}/accept`, at(bruno, { method: "POST" }));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ companyName: "Acme Corporation", role: "manager" });
    expect((await t.req(`/api/invitations/${token}/accept`, at(bruno, { method: "POST" }))).status).toBe(200);
    const me = (await (await t.req("/api/auth/me", at(bruno))).json()) as {
      isManager: boolean;
      completedProfile: boolean;
      permissions: string[];
    };
    expect(me).toMatchObject({ isManager: true, completedProfile: true });
    expect(me.permissions).toContain("manage-users");
    expect((await (await t.req(`/api/public/invitations/${token}`, { host: ACME })).json()) as { status: string }).toMatchObject({
      status: "accepted",
    });

    const rows = (await get<Page>("/entity/members?search=bruno", manager)).data;
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "member",
        name: "Bruno Lima",
        role: "manager",
        status: "active",
        groups: [{ id: group!.id, name: "Sales" }],
      }),
    ]);
    expect((await get<Page>(`/entity/members?group=${group!.id}`, manager)).data.map((r) => r.email)).toEqual(["bruno@example.com"]);
  });

  it("resends with a new link and revokes an open invitation; other companies' invitations do not exist", async () => {
    await send("/entity/invitations", manager, "POST", { emails: ["carla@example.com"], role: "member" });
    const first = await tokenMailedTo("carla@example.com");
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, "carla@example.com"));
    // just sent: sending it again now would only kill the link on its way
    const early = await send(`/entity/invitations/${row!.id}/resend`, manager, "POST");
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "invitation_just_sent",
      message: expect.stringContaining("carla@example.com"),
    });
    expect(await tokenMailedTo("carla@example.com")).toBe(first);
    // minutes later, a double click: one e-mail, one new link
    await t.database.db
      .update(invitations)
      .set({ sentAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(invitations.id, row!.id));
    const mailsBefore = (await mailsTo(t, "carla@example.com", "invitation")).length;
    const both = await Promise.all([
      send(`/entity/invitations/${row!.id}/resend`, manager, "POST"),
      send(`/entity/invitations/${row!.id}/resend`, manager, "POST"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([204, 409]);
    expect((await mailsTo(t, "carla@example.com", "invitation")).length).toBe(mailsBefore + 1);
    const second = await tokenMailedTo("carla@example.com");
    expect(second).not.toBe(first);
    expect((await t.req(`/api/public/invitations/${first}`, { host: ACME })).status).toBe(404);
    expect((await send(`/entity/invitations/${row!.id}/resend`, learner, "POST")).status).toBe(403);
    expect((await send(`/entity/invitations/not-a-uuid`, manager, "DELETE")).status).toBe(400);
    const individual = await signIn(t, "individual@skill5.test");
    expect((await t.req(`/api/entity/invitations/${row!.id}`, withCookie(individual, { method: "DELETE" }))).status).toBe(403);

    expect((await send(`/entity/invitations/${row!.id}`, manager, "DELETE")).status).toBe(204);
    expect(((await (await t.req(`/api/public/invitations/${second}`, { host: ACME })).json()) as { status: string }).status).toBe(
      "revoked",
    );
    expect((await send(`/entity/invitations/${row!.id}`, manager, "DELETE")).status).toBe(409);
    expect((await get<Page>("/entity/members?status=invited&search=carla", manager)).total).toBe(0);
  });

  it("sends again every open invitation the list's filters show, in the background, each with a new link; expired ones must fit in the seats", async () => {
    const db = t.database.db;
    await send("/entity/invitations", manager, "POST", { emails: ["bulk1@example.com", "bulk2@example.com"], role: "reports-viewer" });
    const first = await tokenMailedTo("bulk1@example.com");
    const anaMails = (await mailsTo(t, "ana@example.com", "invitation")).length;
    const mailsOf = async (email: string) => (await mailsTo(t, email, "invitation")).length;

    // the reports viewers the list shows: the same two
    expect((await get<Page>("/entity/members?status=invited&role=reports-viewer", manager)).total).toBe(2);
    const res = await send("/entity/invitations/resend", manager, "POST", { role: "reports-viewer" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ count: 2 });
    await expect.poll(() => mailsOf("bulk1@example.com"), { timeout: 20_000, interval: 100 }).toBe(2);
    await expect.poll(() => mailsOf("bulk2@example.com"), { timeout: 20_000, interval: 100 }).toBe(2);
    const second = await tokenMailedTo("bulk1@example.com");
    expect(second).not.toBe(first);
    expect((await t.req(`/api/public/invitations/${first}`, { host: ACME })).status).toBe(404);
    expect((await t.req(`/api/public/invitations/${second}`, { host: ACME })).status).toBe(200);
    // another role's invitation was left alone
    const [ana] = await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.email, "ana@example.com"), eq(invitations.status, "pending")));
    expect(ana!.mailingId).toBeNull();
    expect(await mailsOf("ana@example.com")).toBe(anaMails);

    expect(await (await send("/entity/invitations/resend", manager, "POST", { search: "bulk2" })).json()).toEqual({ count: 1 });
    await expect.poll(() => mailsOf("bulk2@example.com"), { timeout: 20_000, interval: 100 }).toBe(3);
    expect(await mailsOf("bulk1@example.com")).toBe(2);
    expect(await (await send("/entity/invitations/resend", manager, "POST", { search: "nobody-here" })).json()).toEqual({ count: 0 });

    // an expired invitation sent again takes its seat back: with no seat left, nothing is sent
    const [before] = await db.select().from(entities).where(eq(entities.id, acmeCorp));
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "bulk1@example.com"));
    const { seats } = await get<Page>("/entity/members", manager);
    await db
      .update(entities)
      .set({ seatLimit: seats.used, features: before!.features.filter((f) => f !== "extra-members") })
      .where(eq(entities.id, acmeCorp));
    try {
      const full = await send("/entity/invitations/resend", manager, "POST", {});
      expect(full.status).toBe(409);
      expect(((await full.json()) as { error: { code: string } }).error.code).toBe("seat_limit");
      const [bulk1] = await db.select().from(invitations).where(eq(invitations.email, "bulk1@example.com"));
      expect(bulk1).toMatchObject({ mailingId: null });
      expect(bulk1!.expiresAt.getTime()).toBeLessThan(Date.now());
    } finally {
      await db.update(entities).set({ seatLimit: before!.seatLimit, features: before!.features }).where(eq(entities.id, acmeCorp));
    }

    for (const body of [{ role: "boss" }, { group: "not-a-uuid" }, { search: "x".repeat(200) }])
      expect((await send("/entity/invitations/resend", manager, "POST", body)).status, JSON.stringify(body)).toBe(400);
    expect((await t.req("/api/entity/invitations/resend", { ...jsonBody({}), host: ACME })).status).toBe(401);
    expect((await send("/entity/invitations/resend", learner, "POST", {})).status).toBe(403);
    // another company's manager reaches only their own (none): Acme's are not sent
    const individual = await signIn(t, "individual@skill5.test");
    const [own] = await db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "individual@skill5.test"));
    const [theirs] = await db.select().from(entities).where(eq(entities.id, own!.entityId));
    await db
      .update(entities)
      .set({ features: ["team-management"] })
      .where(eq(entities.id, own!.entityId));
    try {
      const other = await t.req("/api/entity/invitations/resend", withCookie(individual, jsonBody({})));
      expect(other.status).toBe(202);
      expect(await other.json()).toEqual({ count: 0 });
    } finally {
      await db.update(entities).set({ features: theirs!.features }).where(eq(entities.id, own!.entityId));
    }
    // five an hour per company
    expect((await send("/entity/invitations/resend", manager, "POST", { search: "nobody-here" })).status).toBe(202);
    expect((await send("/entity/invitations/resend", manager, "POST", { search: "nobody-here" })).status).toBe(429);
  });

  it("shows a member with what the viewer may change, and their learning", async () => {
    const d = await get<Detail>(`/entity/members/${learnerId}`, manager);
    expect(d).toMatchObject({
      id: learnerId,
      role: "member",
      status: "active",
      isSelf: false,
      canChange: { role: true, deactivate: true, reactivate: false, remove: true },
    });
    expect(d.assignableRoles).toContain("owner");
    const self = await get<Detail>(
      `/entity/members/${(await t.database.db.select().from(users).where(eq(users.email, "manager@acme.test")))[0]!.id}`,
      manager,
    );
    expect(self).toMatchObject({ isSelf: true, canChange: { role: false, deactivate: false, reactivate: false, remove: false } });
    expect(self.recentAccess.length).toBeGreaterThan(0);

    const learning = await get<{ enrollments: unknown[]; badges: { count: number }; certificates: unknown[] }>(
      `/entity/members/${learnerId}/learning`,
      manager,
    );
    expect(learning.badges.count).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(learning.enrollments)).toBe(true);

    // someone of another company, or nobody: not found
    const [other] = await t.database.db.select().from(users).where(eq(users.email, "individual@skill5.test"));
    for (const path of [
      `/entity/members/${other!.id}`,
      `/entity/members/${other!.id}/learning`,
      "/entity/members/00000000-0000-4000-8000-000000000000",
    ]) {
      expect((await t.req(`/api${path}`, at(manager))).status, path).toBe(404);
    }
    expect((await t.req("/api/entity/members/not-a-uuid", at(manager))).status).toBe(400);
  });

  it("changes roles within the manager's reach and never leaves the company without an owner", async () => {
    const ownerId = (await t.database.db.select().from(users).where(eq(users.email, "manager@acme.test")))[0]!.id;
    expect((await send(`/entity/members/${learnerId}/role`, manager, "PUT", { role: "boss" })).status).toBe(400);
    expect((await send(`/entity/members/${ownerId}/role`, manager, "PUT", { role: "member" })).status).toBe(403);
    expect((await send(`/entity/members/${learnerId}/role`, learner, "PUT", { role: "owner" })).status).toBe(403);
    expect((await send(`/entity/members/${learnerId}/role`, manager, "PUT", { role: "manager" })).status).toBe(204);
    expect((await get<Detail>(`/entity/members/${learnerId}`, manager)).role).toBe("manager");

    // now a manager, the learner may not make owners nor touch the owner
    learner = await signIn(t, "learner@acme.test", ACME);
    const seen = await get<Page>("/entity/members", learner);
    expect(seen.assignableRoles).toEqual(["member", "reports-viewer", "manager"]);
    const bruno = (await get<Page>("/entity/members?search=bruno", learner)).data[0]!;
    const refused = await send(`/entity/members/${bruno.id}/role`, learner, "PUT", { role: "owner" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("role_not_allowed");
    expect((await get<Detail>(`/entity/members/${ownerId}`, learner)).canChange).toEqual({
      role: false,
      deactivate: false,
      reactivate: false,
      remove: false,
    });
    expect((await send(`/entity/members/${ownerId}/deactivate`, learner, "POST")).status).toBe(403);

    // a second owner makes the first one changeable; the last one is not
    expect((await send(`/entity/members/${learnerId}/role`, manager, "PUT", { role: "owner" })).status).toBe(204);
    expect((await get<Detail>(`/entity/members/${ownerId}`, (learner = await signIn(t, "learner@acme.test", ACME)))).canChange.role).toBe(
      true,
    );
    expect((await send(`/entity/members/${learnerId}/role`, manager, "PUT", { role: "member" })).status).toBe(204);
    // the only owner left could only step down themselves, which nobody may do to their own role
    const last = await send(`/entity/members/${ownerId}/role`, manager, "PUT", { role: "manager" });
    expect(last.status).toBe(403);
    expect(((await last.json()) as { error: { code: string } }).error.code).toBe("own_membership");
    expect((await send(`/entity/members/${ownerId}/deactivate`, manager, "POST")).status).toBe(403);
  });

  it("deactivates (the seat frees, the company closes to them), reactivates and removes", async () => {
    learner = await signIn(t, "learner@acme.test", ACME);
    const before = (await get<Page>("/entity/members", manager)).seats.used;
    expect((await send(`/entity/members/${learnerId}/deactivate`, manager, "POST")).status).toBe(204);
    expect((await get<Page>("/entity/members", manager)).seats.used).toBe(before - 1);
    expect((await get<Page>("/entity/members?status=deactivated", manager)).data.map((r) => r.email)).toEqual(["learner@acme.test"]);
    const me = (await (await t.req("/api/auth/me", at(learner))).json()) as {
      userEntities: { entity: { id: string } }[];
      permissions: string[];
    };
    expect(me.userEntities.map((u) => u.entity.id)).not.toContain(acmeCorp);
    expect((await t.req("/api/entity", at(learner))).status).toBe(404);
    expect((await get<Detail>(`/entity/members/${learnerId}`, manager)).canChange).toMatchObject({ deactivate: false, reactivate: true });

    expect((await send(`/entity/members/${learnerId}/reactivate`, manager, "POST")).status).toBe(204);
    expect((await (await t.req("/api/entity", at(learner))).json()) as { id: string }).toMatchObject({ id: acmeCorp });

    const bruno = (await get<Page>("/entity/members?search=bruno", manager)).data[0]!;
    expect((await send(`/entity/members/${bruno.id}`, learner, "DELETE")).status).toBe(403);
    expect((await send(`/entity/members/${bruno.id}`, manager, "DELETE")).status).toBe(204);
    expect((await t.req(`/api/entity/members/${bruno.id}`, at(manager))).status).toBe(404);
    expect((await get<Page>("/entity/members?search=bruno", manager)).total).toBe(0);
    const [stillThere] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, "bruno@example.com")));
    expect(stillThere).toBeDefined();
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LtiLaunchSession } from "../../../contract/lti.ts";
import { users } from "../identity/schema.ts";
import { userEntities } from "../organizations/schema.ts";
import { BACKENDS, jsonBody } from "../../test/harness.ts";
import { seededTenant } from "../../test/seeded-tenant.ts";
import { ACME, COURSE, INSTRUCTOR, ORIGIN, startLaunchKit, type LaunchKit } from "./launch/launch-test-kit.ts";
import { createOrganizations } from "../organizations/index.ts";
import { linkPerson, setContextRole, upsertContext } from "./launch/people.ts";
import { ltiAccounts, ltiContextMembers, ltiContexts, ltiLaunches, ltiRegistrations } from "./schema.ts";

// A launch from the emulated LMS over real HTTP: the login initiation, the platform's
// authorization, the callback, the person, context and launch it writes, and the framed
// player's session from the launch token.

describe.each(BACKENDS)("LTI launch on %s", (backend) => {
  let k: LaunchKit;
  beforeAll(async () => {
    k = await startLaunchKit(backend);
  });
  afterAll(() => k.close());
  const db = () => k.t.database.db;

  it("logs in, launches a learner into the course, and gives the framed player a session as them", async () => {
    const user = { sub: "learner-1", name: "Lea Learner", email: "lea@school.example" };
    const { res, cookie } = await k.login({ user });
    expect(res.status).toBe(302);
    const auth = new URL(res.headers.get("location")!);
    expect(auth.origin + auth.pathname).toBe(`${k.platform.url}/auth`);
    const q = Object.fromEntries(auth.searchParams);
    expect(q).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: k.platform.clientId,
      redirect_uri: `${ORIGIN}/lti-auth-callback`,
      login_hint: "learner-1",
    });
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.lti_message_hint).toBeTruthy();
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`lti-state-${q.state}=`))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https:");

    const form = await k.platform.authorize(auth.href);
    const answer = await k.callback(form.fields, cookie);
    expect(answer.status, await answer.clone().text()).toBe(303);
    const location = answer.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^/training/lti/courses/${COURSE}\\?launch=[A-Za-z0-9_-]{43}$`));

    const [person] = await db().select().from(users).where(eq(users.email, "lea@school.example"));
    expect(person).toMatchObject({ name: "Lea Learner", completedProfile: true, isManager: false });
    const [reg] = await db().select().from(ltiRegistrations).where(eq(ltiRegistrations.id, k.registrationId));
    expect(reg!.lastLaunchAt).not.toBeNull();
    const [account] = await db().select().from(ltiAccounts).where(eq(ltiAccounts.subject, "learner-1"));
    expect(account).toMatchObject({ userId: person!.id, issuer: k.platform.issuer, registrationId: k.registrationId });
    expect(account!.lastLaunchAt).not.toBeNull();
    const [membership] = await db()
      .select()
      .from(userEntities)
      .where(and(eq(userEntities.userId, person!.id), eq(userEntities.entityId, reg!.entityId)));
    expect(membership?.status).toBe("active");
    const [context] = await db().select().from(ltiContexts).where(eq(ltiContexts.registrationId, k.registrationId));
    expect(context).toMatchObject({ contextId: "course-1", title: "Security 101", label: "SEC101" });
    expect(context!.membershipsUrl).toBe(`${k.platform.url}/contexts/course-1/memberships`);
    expect(context!.lineItemsUrl).toBe(`${k.platform.url}/contexts/course-1/lineitems`);
    const [role] = await db().select().from(ltiContextMembers).where(eq(ltiContextMembers.userId, person!.id));
    expect(role).toMatchObject({ contextRowId: context!.id, role: "learner", active: true });
    const [launch] = await db().select().from(ltiLaunches).where(eq(ltiLaunches.userId, person!.id));
    expect(launch).toMatchObject({ courseSlug: COURSE, role: "learner", messageType: "LtiResourceLinkRequest", resourceLinkId: "rl-1" });
    expect(launch!.lineItemUrl).toContain(`${k.platform.url}/contexts/course-1/lineitems/`);
    expect(launch!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(launch!.tokenHash).not.toContain(k.tokenOf(location));

    // the framed player's session, cookie-free
    const session = await k.t.req("/api/public/lti/launch-session", { ...jsonBody({ launch: k.tokenOf(location) }), host: ACME });
    expect(session.status, await session.clone().text()).toBe(200);
    expect(session.headers.getSetCookie()).toEqual([]);
    const s = (await session.json()) as LtiLaunchSession;
    expect(s.user).toEqual({ id: person!.id, name: "Lea Learner" });
    expect(s.launch).toMatchObject({
      messageType: "LtiResourceLinkRequest",
      role: "learner",
      courseSlug: COURSE,
      contextTitle: "Security 101",
      platformName: "Emulated LMS",
      returnUrl: `${k.platform.url}/return`,
      gradesBack: true,
    });
    expect(s.accessExpiresAt).toBeGreaterThan(Date.now());
    const course = await k.t.req(`/api/training/courses/${COURSE}`, { host: ACME, headers: { authorization: `Bearer ${s.accessToken}` } });
    expect(course.status).toBe(200);
    const me = await k.t.req("/api/auth/me", { host: ACME, headers: { authorization: `Bearer ${s.accessToken}` } });
    expect(((await me.json()) as { id: string }).id).toBe(person!.id);

    // the same person again: the same user, a new launch
    const before = await k.counts();
    const again = await k.launch({ user: { ...user, name: "Lea M. Learner" } });
    expect(again.res.status).toBe(303);
    const after = await k.counts();
    expect(after).toEqual({ ...before, launches: before.launches + 1 });
    const [renamed] = await db().select().from(users).where(eq(users.id, person!.id));
    expect(renamed!.name).toBe("Lea M. Learner");
  });

  it("answers launch-session 400 launchExpired for an unknown or expired token, and on another tenant's host", async () => {
    const bad = await k.t.req("/api/public/lti/launch-session", { ...jsonBody({ launch: "x".repeat(43) }), host: ACME });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("launch_expired");
    const { location } = await k.launch({ user: { sub: "learner-expiring" } });
    const token = k.tokenOf(location);
    const elsewhere = await k.t.req("/api/public/lti/launch-session", { ...jsonBody({ launch: token }), host: "globex.localhost:3000" });
    expect(elsewhere.status).toBe(400);
    await db()
      .update(ltiLaunches)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await k.t.req("/api/public/lti/launch-session", { ...jsonBody({ launch: token }, { "x-locale": "pt" }), host: ACME });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(/expir/i);
  });

  it("maps Instructor to the instructor role, opens the picker for deep linking, and follows a Portuguese locale", async () => {
    const teacher = await k.launch({ user: { sub: "teacher-1", name: "Tia Teacher", roles: [INSTRUCTOR] } });
    expect(teacher.location).toMatch(/^\/training\/lti\/courses\//);
    const [t1] = await db().select().from(ltiAccounts).where(eq(ltiAccounts.subject, "teacher-1"));
    const [role] = await db().select().from(ltiContextMembers).where(eq(ltiContextMembers.userId, t1!.userId));
    expect(role!.role).toBe("instructor");
    // no e-mail shared: a placeholder nobody can be mailed at
    const [teacherRow] = await db().select().from(users).where(eq(users.id, t1!.userId));
    expect(teacherRow!.email).toMatch(/@lms\.invalid$/);

    const dl = await k.launch({ user: { sub: "teacher-1", roles: [INSTRUCTOR] }, message: "LtiDeepLinkingRequest" });
    expect(dl.location).toMatch(/^\/training\/lti\/deep-linking\?launch=/);
    const [picked] = await db().select().from(ltiLaunches).where(eq(ltiLaunches.messageType, "LtiDeepLinkingRequest"));
    expect(picked).toMatchObject({ courseSlug: null, role: "instructor", lineItemUrl: null });
    expect(picked!.deepLinking).toMatchObject({
      returnUrl: `${k.platform.url}/deep-link-return`,
      data: "emu-dl-data",
      acceptMultiple: true,
    });

    const pt = await k.launch({ user: { sub: "aluno-1", name: "Ana" }, locale: "pt-BR" });
    expect(pt.location).toMatch(new RegExp(`^/pt/training/lti/courses/${COURSE}\\?launch=`));
    const [ana] = await db().select().from(users).where(eq(users.name, "Ana"));
    expect(ana!.languageCode).toBe("pt-BR");
  });

  it("opens the course a custom claim names, and links by e-mail only a member of the company", async () => {
    const custom = await k.launch({ user: { sub: "custom-1" }, targetLinkUri: `${ORIGIN}/lti`, custom: { course: COURSE } });
    expect(custom.location).toMatch(new RegExp(`^/training/lti/courses/${COURSE}\\?`));

    // Acme's own learner: the platform's person is them
    const [own] = await db().select().from(users).where(eq(users.email, "learner@acme.test"));
    await k.launch({ user: { sub: "acme-learner", email: "learner@acme.test" } });
    const [linked] = await db().select().from(ltiAccounts).where(eq(ltiAccounts.subject, "acme-learner"));
    expect(linked!.userId).toBe(own!.id);
    // someone of the tenant outside the company is never taken over: a new person, at a placeholder address
    const { tenantId } = await seededTenant(k.t, "acme");
    const [outsider] = await db().insert(users).values({ whitelabelId: tenantId, email: "out@elsewhere.example", name: "Out" }).returning();
    await k.launch({ user: { sub: "outsider-1", name: "Not Out", email: "OUT@elsewhere.example" } });
    const [separate] = await db().select().from(ltiAccounts).where(eq(ltiAccounts.subject, "outsider-1"));
    expect(separate!.userId).not.toBe(outsider!.id);
    const [made] = await db().select().from(users).where(eq(users.id, separate!.userId));
    expect(made).toMatchObject({ name: "Not Out" });
    expect(made!.email).toMatch(/@lms\.invalid$/);
    const [untouched] = await db().select().from(users).where(eq(users.id, outsider!.id));
    expect(untouched!.name).toBe("Out");
  });

  it("still launches after the platform rotated its keys (its JWKS fetched again for the new kid)", async () => {
    expect((await k.launch({ user: { sub: "before-rotation" } })).location).toMatch(/\?launch=/);
    await k.platform.rotateKeys();
    expect((await k.launch({ user: { sub: "after-rotation" } })).location).toMatch(/\?launch=/);
  });

  it("tells what linking a platform's person did, and whether their context role changed (as a roster sync reads it)", async () => {
    const [reg] = await db().select().from(ltiRegistrations).where(eq(ltiRegistrations.id, k.registrationId));
    const ref = { tenantId: reg!.whitelabelId, entityId: reg!.entityId, registrationId: reg!.id, issuer: reg!.issuer };
    const orgs = createOrganizations(db());
    const rita = { subject: "roster-1", givenName: "Rita", familyName: "Roster" };
    const out = await db().transaction(async (tx) => {
      const first = await linkPerson(tx, ref, rita, orgs);
      const second = await linkPerson(tx, ref, rita, orgs);
      const renamed = await linkPerson(tx, ref, { subject: "roster-1", name: "Rita R." }, orgs);
      const context = await upsertContext(tx, ref, { id: "course-roster", title: "Roster" }, {});
      const roles = [
        await setContextRole(tx, ref, context.id, first.userId, "learner"),
        await setContextRole(tx, ref, context.id, first.userId, "learner"),
        await setContextRole(tx, ref, context.id, first.userId, "instructor"),
        await setContextRole(tx, ref, context.id, first.userId, "instructor", false),
      ];
      return { first, second, renamed, roles };
    });
    expect(out.first).toMatchObject({ created: true, joined: true, changed: false });
    expect(out.second).toEqual({ userId: out.first.userId, created: false, joined: false, changed: false });
    expect(out.renamed).toEqual({ userId: out.first.userId, created: false, joined: false, changed: true });
    expect(out.roles).toEqual(["added", "same", "updated", "updated"]);
    const [row] = await db().select().from(users).where(eq(users.id, out.first.userId));
    expect(row).toMatchObject({ name: "Rita R.", activeEntityId: reg!.entityId });
    expect(row!.email).toMatch(/^lti-[0-9a-f]{32}@lms\.invalid$/);
  });
});

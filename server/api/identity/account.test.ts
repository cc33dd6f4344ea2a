import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, lastCode, mailsTo, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
type Me = {
  id: string;
  isManager: boolean;
  pendingApproval: boolean;
  completedProfile: boolean;
  permissions: string[];
  features: string[];
  languageCode: string;
  interactionFlag: string[];
  userEntities: { entity: { name: string; type: string } }[];
};
const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("sign-up, profile and account on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  async function signUp(body: Record<string, unknown>, host = ACME, headers: Record<string, string> = {}) {
    const res = await t.req("/api/auth/sign-up", { ...jsonBody({ ...body, captchaPayload: await solveCaptcha(t, host) }, headers), host });
    expect(res.status).toBe(200);
    const { session } = (await res.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email: body.email, otp: await lastCode(t, body.email as string), skillGapData: { security: 0.6 } }),
      host,
    });
    return confirm;
  }
  const me = async (cookie: string, host = ACME) => (await (await t.req("/api/auth/me", { ...withCookie(cookie), host })).json()) as Me;

  it("signs up an individual in one go: account, own entity, features, referral and campaign kept", async () => {
    const res = await signUp({ accountType: "individual", name: "Bia Lima", email: "bia@example.com" }, ACME, {
      cookie: "ref_code=FRIEND1; utm_params=%7B%22utm_source%22%3A%22news%22%7D",
    });
    expect(res.status).toBe(200);
    const user = await me(cookiesFrom(res));
    expect(user).toMatchObject({
      isManager: true,
      completedProfile: true,
      pendingApproval: false,
      userEntities: [{ entity: { type: "individual", name: "Bia Lima" } }],
    });
    expect(user.permissions).toEqual(expect.arrayContaining(["base-user", "view-reports"]));
    // a new account is on the free plan: its features, no more (docs/billing-plans.md)
    expect(user.features).toEqual(["basic-training", "badges", "certificates", "progress-tracking"]);
    const mail = (await mailsTo(t, "bia@example.com", "otp-sign-up"))[0]!;
    expect(mail.subject).toMatch(/^Your Acme Academy confirmation code: \d{6}$/);
    expect(mail.html).toContain("/brand/acme/logo-horizontal.svg");
  });

  it("does not reveal an existing address at sign-up: its owner is e-mailed instead", async () => {
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name: "X", email: "manager@acme.test", captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    expect(res.status).toBe(200);
    expect(await mailsTo(t, "manager@acme.test", "account-exists")).toHaveLength(1);
    const { session } = (await res.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email: "manager@acme.test", otp: "123456" }),
      host: ACME,
    });
    expect(confirm.status).toBe(400);
  });

  it("names each bad sign-up field in Portuguese", async () => {
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "robot", name: "", email: "x@", phoneNumber: "abc", captchaPayload: "x" }, { "x-locale": "pt" }),
      host: ACME,
    });
    expect(res.status).toBe(400);
    const issues = Object.fromEntries(((await res.json()) as Err).error.issues!.map((i) => [i.path, i.message]));
    expect(issues).toMatchObject({
      accountType: "Escolha uma das opções.",
      name: "Este campo é obrigatório.",
      email: "Informe um endereço de e-mail válido.",
      phoneNumber: expect.stringContaining("telefone"),
    });
  });

  it("lets an employee ask to join the company of their e-mail domain; a manager approves; both are e-mailed", async () => {
    const res = await signUp({ accountType: "company", name: "Rui Alves", email: "rui@acme.test", organization: "Acme" });
    let cookie = cookiesFrom(res);
    expect(await me(cookie)).toMatchObject({ completedProfile: false, userEntities: [] });
    const search = await t.req("/api/entity/search-domain", { ...jsonBody({ domain: "acme.test" }, { cookie }), host: ACME });
    expect(await search.json()).toEqual({ exists: true, entityName: "Acme Corporation" });
    const profile = await t.req("/api/auth/profile", {
      ...jsonBody(
        { name: "Rui Alves", email: "rui@acme.test", accountType: "company", domain: "acme.test", domainOption: "join" },
        { cookie },
      ),
      host: ACME,
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: Me }).user).toMatchObject({ pendingApproval: true, permissions: [], features: [] });
    const [request] = await mailsTo(t, "manager@acme.test", "entry-request");
    // the manager reads Portuguese (their language), whatever the applicant's
    expect(request!.subject).toBe("Rui Alves pediu para entrar em Acme Corporation em Acme Academy");

    // a member without manage-users may not see or decide requests
    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await t.req("/api/entity/entry-requests", { ...withCookie(learner), host: ACME })).status).toBe(403);

    const manager = await signIn(t, "manager@acme.test", ACME);
    const list = (await (await t.req("/api/entity/entry-requests", { ...withCookie(manager), host: ACME })).json()) as {
      data: { id: string; userEmail: string }[];
    };
    expect(list.data.map((r) => r.userEmail)).toEqual(["rui@acme.test"]);
    const id = list.data[0]!.id;
    // an individual manager elsewhere cannot touch it: it does not exist for them
    const individual = await signIn(t, "individual@skill5.test");
    expect((await t.req(`/api/entity/entry-requests/${id}/approve`, withCookie(individual, { method: "POST" }))).status).toBe(404);
    const approve = await t.req(`/api/entity/entry-requests/${id}/approve`, { ...withCookie(manager, { method: "POST" }), host: ACME });
    expect(approve.status).toBe(204);
    cookie = cookiesFrom(res);
    expect(await me(cookie)).toMatchObject({ pendingApproval: false, userEntities: [{ entity: { name: "Acme Corporation" } }] });
    expect((await me(cookie)).permissions).toEqual(["access", "base-user"]);
    expect(await mailsTo(t, "rui@acme.test", "entry-approved")).toHaveLength(1);
  });

  it("reports sign-ins to a manager with view-reports, 8 a page, searchable", async () => {
    await signIn(t, "learner@acme.test", ACME);
    const manager = await signIn(t, "manager@acme.test", ACME);
    const res = await t.req("/api/entity/reports/access-activities?searchQuery=lucas", { ...withCookie(manager), host: ACME });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { data: { userEmail: string; kind: string }[]; limit: number; total: number };
    expect(page.limit).toBe(8);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((a) => a.userEmail === "learner@acme.test" && a.kind === "sign-in")).toBe(true);
    // a search for "%" or "_" looks for those characters, not for everyone
    for (const term of ["%25", "_"]) {
      const wild = (await (
        await t.req(`/api/entity/reports/access-activities?searchQuery=${term}`, { ...withCookie(manager), host: ACME })
      ).json()) as { total: number };
      expect(wild.total).toBe(0);
    }
    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await t.req("/api/entity/reports/access-activities", { ...withCookie(learner), host: ACME })).status).toBe(403);
    expect((await t.req("/api/entity/reports/access-activities", { host: ACME })).status).toBe(401);
  });

  it("changes language, e-mail preferences and interaction flags, with clear errors", async () => {
    const cookie = await signIn(t, "individual@skill5.test");
    const lang = await t.req("/api/user/switch-language", withCookie(cookie, jsonBody({ language: "pt-BR" })));
    expect(((await lang.json()) as Me).languageCode).toBe("pt-BR");
    expect(lang.headers.getSetCookie().join()).toContain("i18n_locale=pt");
    const bad = await t.req("/api/user/email-preferences", withCookie(cookie, jsonBody({ emailPreferences: { spam: true } })));
    expect(bad.status).toBe(400);
    const ok = await t.req("/api/user/email-preferences", withCookie(cookie, jsonBody({ emailPreferences: { weeklySummary: false } })));
    expect(((await ok.json()) as { emailPreferences: Record<string, boolean> }).emailPreferences).toEqual({ weeklySummary: false });
    await t.req("/api/user/update-interaction-flag", withCookie(cookie, jsonBody({ flag: "tour-individual" })));
    await t.req("/api/user/update-interaction-flag", withCookie(cookie, jsonBody({ flag: "tour-individual" })));
    expect((await me(cookie, "localhost:3000")).interactionFlag).toEqual(["tour-individual"]);
    const removed = await t.req(
      "/api/user/remove-interaction-flag",
      withCookie(cookie, { ...jsonBody({ flag: "tour-individual" }), method: "DELETE" }),
    );
    expect(((await removed.json()) as Me).interactionFlag).toEqual([]);
    expect((await t.req("/api/user/switch-language", jsonBody({ language: "pt-BR" }))).status).toBe(401);
  });

  it("delivers notifications from a manager, privately to each recipient", async () => {
    const manager = await signIn(t, "manager@acme.test", ACME);
    // Bia signed up on Acme as an individual: same tenant, not the manager's company, so not reachable
    const sent = await t.req("/api/notification/send-notifications", {
      ...withCookie(manager, jsonBody({ emails: ["learner@acme.test", "bia@example.com"], slug: "training-reminder" })),
      host: ACME,
    });
    expect(await sent.json()).toEqual({ sent: 1 });
    const learner = await signIn(t, "learner@acme.test", ACME);
    const learnerId = (await me(learner)).id;
    const list = (await (
      await t.req(`/api/notification/user/${learnerId}?page=1&size=10`, { ...withCookie(learner), host: ACME })
    ).json()) as { notificationsNotRead: number; data: { id: string; title: string }[] };
    expect(list.notificationsNotRead).toBe(1);
    expect(list.data[0]!.title).toBe("A reminder from Marina Costa");
    expect((await t.req(`/api/notification/user/${learnerId}`, { ...withCookie(manager), host: ACME })).status).toBe(404);
    expect(
      (
        await t.req(`/api/notification/read/${list.data[0]!.id}`, {
          ...withCookie(manager, { ...jsonBody({ id: list.data[0]!.id, isRead: true }), method: "PUT" }),
          host: ACME,
        })
      ).status,
    ).toBe(404);
    const read = await t.req(`/api/notification/read/${list.data[0]!.id}`, {
      ...withCookie(learner, { ...jsonBody({ id: list.data[0]!.id, isRead: true }), method: "PUT" }),
      host: ACME,
    });
    expect(read.status).toBe(204);
    const after = (await (await t.req(`/api/notification/user/${learnerId}`, { ...withCookie(learner), host: ACME })).json()) as {
      notificationsNotRead: number;
    };
    expect(after.notificationsNotRead).toBe(0);
    expect(
      (
        await t.req("/api/notification/send-notifications", {
          ...withCookie(learner, jsonBody({ emails: ["manager@acme.test"], slug: "welcome" })),
          host: ACME,
        })
      ).status,
    ).toBe(403);
  });

  it("deletes an account for good (204) and the session with it", async () => {
    const res = await signUp({ accountType: "individual", name: "Temp User", email: "temp@example.com" });
    const cookie = cookiesFrom(res);
    const del = await t.req("/api/user", { ...withCookie(cookie, { method: "DELETE" }), host: ACME });
    expect(del.status).toBe(204);
    expect((await t.req("/api/auth/me", { ...withCookie(cookie), host: ACME })).status).toBe(401);
    const again = await t.req("/api/auth/sign-in", {
      ...jsonBody({ email: "temp@example.com", captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    expect(again.status).toBe(200);
    expect(await mailsTo(t, "temp@example.com", "otp-sign-in")).toHaveLength(0);
  });
});

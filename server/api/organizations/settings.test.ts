import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";
type Settings = {
  name: string;
  domain: string | null;
  domainStatus: { domain: string | null; verified: boolean };
  allowedDomains: string[];
  joinPolicy: string;
  seatLimit: number | null;
  roles: { slug: string; permissions: string[] }[];
  canManage: boolean;
};
type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
type Me = { pendingApproval: boolean; pendingEntry: { entityName: string } | null; userEntities: { entity: { name: string } }[] };

describe.each(BACKENDS)("a company's settings on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(() => t.close());

  const at = (cookie: string, init: RequestInit = {}, host = ACME) => ({ ...withCookie(cookie, init), host });
  const read = (cookie: string, host = ACME) => t.req("/api/entity/settings", at(cookie, {}, host));
  const save = (cookie: string, body: unknown, host = ACME, headers: Record<string, string> = {}) =>
    t.req(
      "/api/entity/settings",
      at(cookie, { ...jsonBody(body), method: "PUT", headers: { ...jsonBody(body).headers, ...headers } }, host),
    );
  const valid = { name: "Acme Corporation", allowedDomains: [] as string[], joinPolicy: "approval" };

  /** A confirmed company sign-up that has not completed the profile yet. */
  async function signUpCompany(email: string, name: string) {
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "company", name, email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }),
      host: ACME,
    });
    expect(confirm.status).toBe(200);
    return cookiesFrom(confirm);
  }
  const completeProfile = async (cookie: string, email: string, name: string) => {
    const res = await t.req("/api/auth/profile", {
      ...jsonBody({ name, email, accountType: "company", domainOption: "join" }, { cookie }),
      host: ACME,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { user: Me }).user;
  };

  it("shows the company's name, verified domain, join policy, seats and what each named role may do", async () => {
    const res = await read(manager);
    expect(res.status).toBe(200);
    const s = (await res.json()) as Settings;
    expect(s).toMatchObject({
      name: "Acme Corporation",
      domain: "acme.test",
      domainStatus: { domain: "acme.test", verified: true },
      allowedDomains: [],
      joinPolicy: "approval",
      canManage: true,
    });
    expect(s.roles.map((r) => r.slug)).toEqual(["member", "reports-viewer", "manager", "owner"]);
    expect(s.roles[0]!.permissions).toEqual(["access", "base-user"]);
    expect(s.roles[3]!.permissions).toContain("manage-billing");
  });

  it("refuses anonymous callers (401) and learners (403), reading or writing", async () => {
    expect((await t.req("/api/entity/settings", { host: ACME })).status).toBe(401);
    expect((await t.req("/api/entity/settings", { ...jsonBody(valid), method: "PUT", host: ACME })).status).toBe(401);
    expect((await read(learner)).status).toBe(403);
    expect((await save(learner, valid)).status).toBe(403);
  });

  it("an individual account has no company settings (404)", async () => {
    const individual = await signIn(t, "individual@skill5.test");
    expect([403, 404]).toContain((await read(individual, "localhost:3000")).status);
  });

  it("validates the input with translated messages that name the domain at fault (400)", async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, name: "" }, "name"],
      [{ ...valid, name: "x".repeat(121) }, "name"],
      [{ ...valid, joinPolicy: "sometimes" }, "joinPolicy"],
      [{ ...valid, allowedDomains: Array.from({ length: 21 }, (_, i) => `d${i}.example`) }, "allowedDomains"],
      [{ name: "Acme" }, "allowedDomains"],
    ];
    for (const [body, field] of cases) {
      const res = await save(manager, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Err).error.issues?.map((i) => i.path)).toContain(field);
    }
    const bad = await save(manager, { ...valid, allowedDomains: ["acme-labs.example", "not a domain"] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Err).error.message).toContain("not a domain");
    const free = await save(manager, { ...valid, allowedDomains: ["Gmail.com"] }, ACME, { "accept-language": "pt" });
    expect(free.status).toBe(400);
    const err = ((await free.json()) as Err).error;
    expect(err.code).toBe("domain_free_mail");
    expect(err.message).toContain("gmail.com");
    // a public suffix is everyone's domain, read by the public suffix list
    const suffix = await save(manager, { ...valid, allowedDomains: ["acme-labs.example", "com.br"] }, ACME, { "accept-language": "pt" });
    expect(suffix.status).toBe(400);
    const suffixErr = ((await suffix.json()) as Err).error;
    expect(suffixErr.code).toBe("domain_public_suffix");
    expect(suffixErr.message).toContain('"com.br" é um sufixo público');
    expect(suffixErr.issues?.map((i) => i.path)).toContain("allowedDomains.1");
    // nothing was written
    expect(((await (await read(manager)).json()) as Settings).allowedDomains).toEqual([]);
  });

  it("renames the company and keeps allowed domains lower-cased, once each", async () => {
    const res = await save(manager, {
      name: "  Acme Corp  ",
      allowedDomains: ["Acme-Labs.example", "@acme-labs.example", "acme.test"],
      joinPolicy: "approval",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Acme Corp", allowedDomains: ["acme-labs.example"] });
    expect((await save(manager, valid)).status).toBe(200);
  });

  it("treats a sign-up from an allowed domain like one from the verified domain, and keeps each domain to one company", async () => {
    expect((await save(manager, { ...valid, allowedDomains: ["acme-partners.example"] })).status).toBe(200);
    const cookie = await signUpCompany("paula@acme-partners.example", "Paula Partner");
    const user = await completeProfile(cookie, "paula@acme-partners.example", "Paula Partner");
    expect(user).toMatchObject({ pendingApproval: true, pendingEntry: { entityName: "Acme Corporation" } });
    // another company of the tenant cannot take the domain
    const founder = await signUpCompany("founder@rival.example", "Rita Rival");
    const rival = await t.req("/api/auth/profile", {
      ...jsonBody({ name: "Rita Rival", email: "founder@rival.example", accountType: "company", entityName: "Rival" }, { cookie: founder }),
      host: ACME,
    });
    expect(rival.status).toBe(200);
    const taken = await save(founder, { name: "Rival", allowedDomains: ["acme-partners.example"], joinPolicy: "approval" });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Err).error.message).toContain("acme-partners.example");
    expect((await save(founder, { name: "Rival", allowedDomains: ["acme.test"], joinPolicy: "approval" })).status).toBe(409);
    // nor claim it as its own domain
    expect(
      (await t.req("/api/entity/domain", at(founder, { ...jsonBody({ domain: "acme-partners.example" }), method: "PUT" }))).status,
    ).toBe(409);
    expect((await save(manager, valid)).status).toBe(200);
  });

  it("sends a message the manager wrote (title, message, optional link) to the selected people of the company", async () => {
    const send = (cookie: string, body: unknown) => t.req("/api/notification/send-notifications", at(cookie, jsonBody(body)));
    const ok = await send(manager, {
      emails: ["learner@acme.test", "stranger@example.com"],
      slug: "message",
      title: "Quarterly training",
      message: "Please finish the phishing course.",
      link: "/training",
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ sent: 1 });
    const missing = await send(manager, { emails: ["learner@acme.test"], slug: "message", title: "" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Err).error.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(["title", "message"]));
    for (const link of ["//evil.example", "javascript:alert(1)", "http://plain.example"]) {
      expect((await send(manager, { emails: ["learner@acme.test"], slug: "message", title: "T", message: "M", link })).status, link).toBe(
        400,
      );
    }
    expect((await send(learner, { emails: ["manager@acme.test"], slug: "message", title: "T", message: "M" })).status).toBe(403);
  });

  it("with the automatic join policy, a same-domain sign-up is an active member at once", async () => {
    const s = await save(manager, { ...valid, joinPolicy: "automatic" });
    expect(s.status).toBe(200);
    expect(((await s.json()) as Settings).joinPolicy).toBe("automatic");
    const cookie = await signUpCompany("nina@acme.test", "Nina Newcomer");
    const user = await completeProfile(cookie, "nina@acme.test", "Nina Newcomer");
    expect(user).toMatchObject({ pendingApproval: false, pendingEntry: null, userEntities: [{ entity: { name: "Acme Corporation" } }] });
    const list = (await (await t.req("/api/entity/members?search=nina", at(manager))).json()) as {
      data: { email: string; role: string; status: string }[];
    };
    expect(list.data).toEqual([expect.objectContaining({ email: "nina@acme.test", role: "member", status: "active" })]);
    expect((await save(manager, valid)).status).toBe(200);
  });
});

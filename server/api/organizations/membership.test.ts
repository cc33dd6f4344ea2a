import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

type Me = {
  pendingApproval: boolean;
  permissions: string[];
  features: string[];
  pendingEntry: { entityName: string } | null;
  userEntities: { entity: { name: string } }[];
};
type Err = { error: { code: string; message: string } };
const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("company domains and entry requests on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startTestApp(backend, { DNS_SERVERS: dns.address });
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  /** A company sign-up, confirmed: the session of someone who has not completed the profile. */
  async function signUpCompany(email: string, name: string, host = ACME) {
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "company", name, email, captchaPayload: await solveCaptcha(t, host) }),
      host,
    });
    const { session } = (await start.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email, otp: await lastCode(t, email) }), host });
    expect(confirm.status).toBe(200);
    return cookiesFrom(confirm);
  }
  const profile = (cookie: string, body: Record<string, unknown>, host = ACME) =>
    t.req("/api/auth/profile", { ...jsonBody(body, { cookie }), host });
  const me = async (cookie: string, host = ACME) => (await (await t.req("/api/auth/me", { ...withCookie(cookie), host })).json()) as Me;

  it("takes the domain from the verified address: nobody claims or joins a company through another domain", async () => {
    const outsider = await signUpCompany("outsider@other.test", "Olga Outsider");
    // naming Acme's domain from another address is refused, and nothing is written
    const claim = await profile(outsider, {
      name: "Olga Outsider",
      email: "outsider@other.test",
      accountType: "company",
      domain: "acme.test",
      domainOption: "join",
    });
    expect(claim.status).toBe(400);
    expect(((await claim.json()) as Err).error.code).toBe("domain_not_yours");
    expect(await me(outsider)).toMatchObject({ pendingApproval: false, userEntities: [], pendingEntry: null });
    // nor can anyone list companies by domain
    const search = await t.req("/api/entity/search-domain", { ...jsonBody({ domain: "acme.test" }, { cookie: outsider }), host: ACME });
    expect(search.status).toBe(400);
    const own = await t.req("/api/entity/search-domain", { ...jsonBody({ domain: "other.test" }, { cookie: outsider }), host: ACME });
    expect(await own.json()).toEqual({ exists: false, entityName: null });
  });

  it("lets the first verified address of a company domain found the company; later colleagues ask to join it", async () => {
    const founder = await signUpCompany("ceo@bigcorp.test", "Bruna CEO");
    const created = await profile(founder, { name: "Bruna CEO", email: "ceo@bigcorp.test", accountType: "company", entityName: "BigCorp" });
    expect(created.status).toBe(200);
    const status = await t.req("/api/entity/domain", { ...withCookie(founder), host: ACME });
    expect(await status.json()).toMatchObject({ domain: "bigcorp.test", verified: true, verification: "first-address", txt: null });

    const colleague = await signUpCompany("dev@bigcorp.test", "Davi Dev");
    const search = await t.req("/api/entity/search-domain", { ...jsonBody({ domain: "bigcorp.test" }, { cookie: colleague }), host: ACME });
    expect(await search.json()).toEqual({ exists: true, entityName: "BigCorp" });
    const join = await profile(colleague, { name: "Davi Dev", email: "dev@bigcorp.test", accountType: "company", domainOption: "join" });
    expect(((await join.json()) as { user: Me }).user).toMatchObject({
      pendingApproval: true,
      userEntities: [],
      pendingEntry: { entityName: "BigCorp" },
    });
  });

  it("never files free-mail addresses under a company", async () => {
    const first = await signUpCompany("someone@gmail.com", "Gil Gmail");
    const res = await profile(first, {
      name: "Gil Gmail",
      email: "someone@gmail.com",
      accountType: "company",
      entityName: "Gil Consulting",
    });
    expect(res.status).toBe(200);
    expect(await (await t.req("/api/entity/domain", { ...withCookie(first), host: ACME })).json()).toMatchObject({
      domain: null,
      verified: false,
    });
    const second = await signUpCompany("other@gmail.com", "Gabi Gmail");
    const search = await t.req("/api/entity/search-domain", { ...jsonBody({ domain: "gmail.com" }, { cookie: second }), host: ACME });
    expect(await search.json()).toEqual({ exists: false, entityName: null });
    const joined = await profile(second, {
      name: "Gabi Gmail",
      email: "other@gmail.com",
      accountType: "company",
      entityName: "Gabi Studio",
      domainOption: "join",
    });
    expect(((await joined.json()) as { user: Me }).user).toMatchObject({
      pendingApproval: false,
      userEntities: [{ entity: { name: "Gabi Studio" } }],
    });
    // a manager cannot name a free-mail domain as the company's either
    const claim = await t.req("/api/entity/domain", {
      ...withCookie(first, { ...jsonBody({ domain: "gmail.com" }), method: "PUT" }),
      host: ACME,
    });
    expect(claim.status).toBe(400);
    expect(((await claim.json()) as Err).error.code).toBe("domain_free_mail");
    // nor a public suffix, which is everyone's (read by the public suffix list)
    const suffix = await t.req("/api/entity/domain", {
      ...withCookie(first, { ...jsonBody({ domain: "com.br" }, { "x-locale": "pt" }), method: "PUT" }),
      host: ACME,
    });
    expect(suffix.status).toBe(400);
    expect(((await suffix.json()) as Err).error).toMatchObject({
      code: "domain_public_suffix",
      message: expect.stringContaining("com.br é um sufixo público"),
    });
  });

  it("proves a domain with a DNS TXT record", async () => {
    const founder = await signUpCompany("owner@gmail.com", "Otto Owner");
    await profile(founder, { name: "Otto Owner", email: "owner@gmail.com", accountType: "company", entityName: "Otto Labs" });
    const put = await t.req("/api/entity/domain", {
      ...withCookie(founder, { ...jsonBody({ domain: "OttoLabs.test" }), method: "PUT" }),
      host: ACME,
    });
    const claimed = (await put.json()) as { domain: string; verified: boolean; txt: { name: string; value: string } };
    expect(claimed).toMatchObject({ domain: "ottolabs.test", verified: false, txt: { name: "_skill5-verification.ottolabs.test" } });
    expect(claimed.txt.value).toMatch(/^skill5-domain-verification=[\w-]{20,}$/);

    const early = await t.req("/api/entity/domain/verify", { ...withCookie(founder, { method: "POST" }), host: ACME });
    expect(early.status).toBe(409);
    expect(((await early.json()) as Err).error.message).toContain("_skill5-verification.ottolabs.test");

    dns.txt.set("_skill5-verification.ottolabs.test", ["v=spf1 -all", claimed.txt.value]);
    const verified = await t.req("/api/entity/domain/verify", { ...withCookie(founder, { method: "POST" }), host: ACME });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ domain: "ottolabs.test", verified: true, verification: "dns-txt", txt: null });

    // the domain is now this company's: another company cannot name it
    const rival = await signUpCompany("rival@rival.test", "Rita Rival");
    await profile(rival, { name: "Rita Rival", email: "rival@rival.test", accountType: "company", entityName: "Rival" });
    const taken = await t.req("/api/entity/domain", {
      ...withCookie(rival, { ...jsonBody({ domain: "ottolabs.test" }), method: "PUT" }),
      host: ACME,
    });
    expect(taken.status).toBe(409);
    // a member without manage-users sees none of it
    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await t.req("/api/entity/domain", { ...withCookie(learner), host: ACME })).status).toBe(403);
  });

  it("keeps a person waiting for approval out of the company: they see and count as nothing", async () => {
    const applicant = await signUpCompany("wait@acme.test", "Wanda Waiting");
    await profile(applicant, { name: "Wanda Waiting", email: "wait@acme.test", accountType: "company", domainOption: "join" });
    expect(await me(applicant)).toMatchObject({
      pendingApproval: true,
      permissions: [],
      features: [],
      userEntities: [],
      pendingEntry: { entityName: "Acme Corporation" },
    });
    // nothing of the company is theirs yet
    expect((await t.req("/api/entity", { ...withCookie(applicant), host: ACME })).status).toBe(404);
    const programs = (await (await t.req("/api/training/programs", { ...withCookie(applicant), host: ACME })).json()) as {
      data: { owner: string }[];
    };
    expect(programs.data.every((p) => p.owner !== "company")).toBe(true);
    // and the company's manager cannot reach them as a member
    const manager = await signIn(t, "manager@acme.test", ACME);
    const sent = await t.req("/api/notification/send-notifications", {
      ...withCookie(manager, jsonBody({ emails: ["wait@acme.test"], slug: "training-reminder" })),
      host: ACME,
    });
    expect(await sent.json()).toEqual({ sent: 0 });

    // two managers deciding at once: exactly one decision applies
    const list = (await (await t.req("/api/entity/entry-requests", { ...withCookie(manager), host: ACME })).json()) as {
      data: { id: string; userEmail: string }[];
    };
    const id = list.data.find((r) => r.userEmail === "wait@acme.test")!.id;
    const [a, b] = await Promise.all([
      t.req(`/api/entity/entry-requests/${id}/approve`, { ...withCookie(manager, { method: "POST" }), host: ACME }),
      t.req(`/api/entity/entry-requests/${id}/reject`, { ...withCookie(manager, { method: "POST" }), host: ACME }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 404]);
    const after = await me(applicant);
    expect(after.pendingApproval).toBe(false);
    expect(after.userEntities.length === 1).toBe(a.status === 204);
  });
});

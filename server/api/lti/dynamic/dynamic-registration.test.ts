import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LtiDynamicRegistrationResult, LtiRegistration, LtiRegistrationLink } from "../../../../contract/lti.ts";
import { LTI_SCOPES, LTI_TIMING } from "../../../../contract/lti.ts";
import { cookiesFrom, signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startLtiPlatform, type LtiPlatform } from "../../../test/lti-platform.ts";
import { seededPerson } from "../../../test/seeded-tenant.ts";
import { ltiRegistrationLinks, ltiRegistrations } from "../schema.ts";
import { LINK_SWEEP_QUEUE } from "./index.ts";

// Dynamic registration against a real LTI platform (the emulator on loopback): a manager's URL,
// the LMS's registration window's call, and every way it is refused with nothing written.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
const TOOL_CONFIG = "https://purl.imsglobal.org/spec/lti-tool-configuration";
type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** A loopback port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe.each(BACKENDS)("LTI dynamic registration on %s", (backend) => {
  let t: TestApp;
  let platform: LtiPlatform;
  let manager: string;

  beforeAll(async () => {
    t = await startTestApp(backend, { OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true" });
    platform = await startLtiPlatform();
    manager = await signIn(t, "manager@acme.test", ACME);
  });
  afterAll(async () => {
    await platform?.close();
    await t?.close();
  });

  const makeLink = async (opts: { cookie?: string; locale?: string } = {}) => {
    const headers: Record<string, string> = opts.locale ? { "x-locale": opts.locale } : {};
    const res = await t.req("/api/entity/lti/registration-links", {
      ...withCookie(opts.cookie ?? manager, { method: "POST", headers }),
      host: ACME,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as LtiRegistrationLink;
  };
  /** What the LMS's window hands the page: our token and the platform's parameters, from the URL it opened. */
  const paramsOf = (opened: string) => {
    const u = new URL(opened);
    return {
      token: u.searchParams.get("t") ?? "",
      openidConfiguration: u.searchParams.get("openid_configuration") ?? "",
      registrationToken: u.searchParams.get("registration_token") ?? undefined,
    };
  };
  /** The page's call, as the LMS's window makes it: no session. */
  const register = (body: Record<string, unknown>, opts: { host?: string; locale?: string } = {}) =>
    t.req("/api/public/lti/dynamic-registration", {
      ...jsonBody(body, opts.locale ? { "x-locale": opts.locale } : {}),
      host: opts.host ?? ACME,
    });
  const registrationCount = async () => (await t.database.db.select({ id: ltiRegistrations.id }).from(ltiRegistrations)).length;
  const expectRefused = async (res: Response, code: string) => {
    const body = (await res.json()) as ApiError;
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.error.code).toBe(code);
    return body.error;
  };

  it("registers the tool at the platform from a manager's URL, as a registration of the manager's entity", async () => {
    const link = await makeLink();
    expect(link.url).toMatch(/^http:\/\/acme\.localhost:3000\/lti\/register\?t=[A-Za-z0-9_-]{43}$/);
    const left = Date.parse(link.expiresAt) - Date.now();
    expect(left).toBeGreaterThan((LTI_TIMING.registrationUrlSeconds - 60) * 1000);
    expect(left).toBeLessThanOrEqual(LTI_TIMING.registrationUrlSeconds * 1000);

    const opened = platform.dynamicRegistrationUrl(link.url);
    const params = paramsOf(opened);
    expect(params.registrationToken).toBe(platform.registrationToken);
    const res = await register(params);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as LtiDynamicRegistrationResult;
    const recorded = platform.dynamicRegistrations().at(-1)!;
    expect(result).toEqual({
      registrationId: expect.any(String),
      name: `Emulator (${new URL(platform.url).host})`,
      issuer: platform.issuer,
      clientId: recorded.clientId,
      deploymentIds: [recorded.deploymentId],
    });

    // the manager's entity holds it, with the platform's URLs from its configuration
    const [row] = await t.database.db.select().from(ltiRegistrations).where(eq(ltiRegistrations.id, result.registrationId));
    expect(row!.entityId).toBe((await seededPerson(t, "manager@acme.test")).entityId);
    const read = await t.req(`/api/entity/lti/registrations/${result.registrationId}`, { ...withCookie(manager), host: ACME });
    expect((await read.json()) as LtiRegistration).toMatchObject({
      issuer: platform.issuer,
      clientId: recorded.clientId,
      deploymentIds: [recorded.deploymentId],
      authLoginUrl: `${platform.url}/auth`,
      authTokenUrl: `${platform.url}/token`,
      keysetUrl: `${platform.url}/jwks`,
    });

    // the platform was told the tool's URLs on the tenant's host
    const origin = "http://acme.localhost:3000";
    expect(recorded.body).toMatchObject({
      application_type: "web",
      response_types: ["id_token"],
      grant_types: ["implicit", "client_credentials"],
      initiate_login_uri: `${origin}/lti`,
      redirect_uris: [`${origin}/lti-auth-callback`],
      jwks_uri: `${origin}/api/public/lti/jwks.json`,
      token_endpoint_auth_method: "private_key_jwt",
      scope: LTI_SCOPES.join(" "),
      client_name: expect.any(String),
    });
    const tool = recorded.body[TOOL_CONFIG] as {
      domain: string;
      target_link_uri: string;
      messages: { type: string; target_link_uri: string }[];
    };
    expect(tool.domain).toBe("acme.localhost:3000");
    expect(tool.target_link_uri).toBe(`${origin}/lti-auth-callback`);
    expect(tool.messages.map((m) => [m.type, m.target_link_uri])).toEqual([
      ["LtiDeepLinkingRequest", `${origin}/lti-auth-callback`],
      ["LtiResourceLinkRequest", `${origin}/lti-auth-callback`],
    ]);

    // the link is spent, and says by whom
    const [spent] = await t.database.db
      .select()
      .from(ltiRegistrationLinks)
      .where(eq(ltiRegistrationLinks.registrationId, result.registrationId));
    expect(spent!.usedAt).not.toBeNull();
    const before = await registrationCount();
    const asked = platform.dynamicRegistrations().length;
    const again = await expectRefused(await register(params), "registration_link_invalid");
    expect(again.message).toContain("not valid or has expired");
    expect(await registrationCount()).toBe(before);
    expect(platform.dynamicRegistrations().length).toBe(asked);
  });

  it("makes the URL in the manager's language, and only for a manager", async () => {
    expect((await makeLink({ locale: "pt" })).url).toMatch(/^http:\/\/acme\.localhost:3000\/pt\/lti\/register\?t=/);
    expect((await t.req("/api/entity/lti/registration-links", { method: "POST", host: ACME })).status).toBe(401);
    const learner = await signIn(t, "learner@acme.test", ACME);
    const res = await t.req("/api/entity/lti/registration-links", { ...withCookie(learner, { method: "POST" }), host: ACME });
    expect(res.status).toBe(403);
  });

  it("refuses an expired link, another tenant's link and a malformed one, without asking the platform", async () => {
    const before = await registrationCount();
    const asked = platform.dynamicRegistrations().length;
    const expired = paramsOf(platform.dynamicRegistrationUrl((await makeLink()).url));
    await t.database.db
      .update(ltiRegistrationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ltiRegistrationLinks.tokenHash, createHash("sha256").update(expired.token).digest("hex")));
    const pt = await expectRefused(await register(expired, { locale: "pt" }), "registration_link_invalid");
    expect(pt.message).toContain("não é válido ou expirou");

    const fresh = paramsOf(platform.dynamicRegistrationUrl((await makeLink()).url));
    await expectRefused(await register(fresh, { host: GLOBEX }), "registration_link_invalid");

    const malformed = await register({ ...fresh, token: "short", openidConfiguration: "ftp://lms.example/config" });
    expect(malformed.status).toBe(400);
    const issues = ((await malformed.json()) as ApiError).error.issues!.map((i) => i.path);
    expect(issues).toEqual(expect.arrayContaining(["token", "openidConfiguration"]));

    expect(await registrationCount()).toBe(before);
    expect(platform.dynamicRegistrations().length).toBe(asked);
  });

  it("says the platform refused a wrong registration token, and the link still works afterwards", async () => {
    const before = await registrationCount();
    const params = paramsOf(platform.dynamicRegistrationUrl((await makeLink()).url));
    const refused = await expectRefused(await register({ ...params, registrationToken: "not-the-platforms" }), "platform_refused");
    expect(refused.message).toMatch(/^The LMS refused the request: HTTP 401/);
    expect(refused.message).toContain("invalid_token");
    const pt = await expectRefused(await register({ ...params, registrationToken: undefined }, { locale: "pt" }), "platform_refused");
    expect(pt.message).toMatch(/^O LMS recusou o pedido: HTTP 401/);
    expect(await registrationCount()).toBe(before);

    expect((await register(params)).status).toBe(200);
    expect(await registrationCount()).toBe(before + 1);
  });

  it("says the platform cannot be reached at a closed port, and refuses a configuration whose issuer does not begin its URL", async () => {
    const before = await registrationCount();
    const params = paramsOf(platform.dynamicRegistrationUrl((await makeLink()).url));
    const port = await closedPort();
    const down = await expectRefused(
      await register({ ...params, openidConfiguration: `http://127.0.0.1:${port}/.well-known/openid-configuration` }),
      "platform_unreachable",
    );
    expect(down.message).toContain("could not be reached");

    // the same platform under another name: its issuer (127.0.0.1) does not vouch for localhost
    const other = new URL(params.openidConfiguration);
    other.hostname = "localhost";
    const mismatch = await expectRefused(await register({ ...params, openidConfiguration: other.toString() }), "platform_config_invalid");
    expect(mismatch.message).toContain("issuer");

    expect(await registrationCount()).toBe(before);
    expect((await register(params)).status).toBe(200);
  });
  it("lets the LMS launch a course with the registration it made", async () => {
    const params = paramsOf(platform.dynamicRegistrationUrl((await makeLink()).url));
    const res = await register(params);
    expect(res.status, await res.clone().text()).toBe(200);
    const { clientId } = (await res.json()) as LtiDynamicRegistrationResult;
    const origin = "http://acme.localhost:3000";
    const prep = platform.prepareLaunch({
      clientId,
      user: { sub: "dyn-learner-1", name: "Dyn Learner", email: "dyn.learner@lms.example" },
      targetLinkUri: `${origin}/training/lti/courses/phishing-essentials`,
      toolLoginUrl: `${origin}/lti`,
    });
    const login = new URL(prep.url);
    const started = await t.req(`${login.pathname}${login.search}`, { host: ACME });
    expect(started.status, await started.clone().text()).toBe(302);
    const form = await platform.authorize(started.headers.get("location")!);
    const landed = await t.req("/lti-auth-callback", {
      method: "POST",
      host: ACME,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.url, cookie: cookiesFrom(started) },
      body: new URLSearchParams(form.fields).toString(),
    });
    expect(landed.status, await landed.clone().text()).toBe(303);
    expect(landed.headers.get("location")).toMatch(/\/training\/lti\/courses\/phishing-essentials\?launch=[A-Za-z0-9_-]+/);
  });
  it("forgets unused links a day after they expired, and keeps spent ones", async () => {
    const hash = (url: string) => createHash("sha256").update(new URL(url).searchParams.get("t")!).digest("hex");
    const stale = hash((await makeLink()).url);
    const fresh = hash((await makeLink()).url);
    const now = new Date(Date.now() + (LTI_TIMING.registrationUrlSeconds + 86_400 + 60) * 1000);
    await t.database.db
      .update(ltiRegistrationLinks)
      .set({ expiresAt: new Date(Date.now() + LTI_TIMING.registrationUrlSeconds * 1000 + 86_400_000 * 3) })
      .where(eq(ltiRegistrationLinks.tokenHash, fresh));
    const spentBefore = (await t.database.db.select().from(ltiRegistrationLinks)).filter((l) => l.usedAt).length;
    const lti = t.services.areas.find((a) => a.name === "lti")!;
    await lti.jobs!.find((j) => j.queue === LINK_SWEEP_QUEUE)!.work({ now: now.toISOString() });
    const left = await t.database.db.select().from(ltiRegistrationLinks);
    expect(left.map((l) => l.tokenHash)).not.toContain(stale);
    expect(left.map((l) => l.tokenHash)).toContain(fresh);
    expect(left.filter((l) => l.usedAt).length).toBe(spentBefore);
    expect(spentBefore).toBeGreaterThan(0);
  });
});

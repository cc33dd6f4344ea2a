import { eq } from "drizzle-orm";
import { compactVerify, createLocalJWKSet, jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LtiRegistration, LtiRegistrationList, LtiToolConfig } from "../../../contract/lti.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { loadSecret } from "../../platform/secrets.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { createToolKeys, RETIRED_KEY_LIFETIME_MS, type ToolKeys } from "./keys.ts";
import { ltiKeys, ltiRegistrations } from "./schema.ts";

// An entity's LTI platform registrations through the API, the tool's values on the tenant's host,
// and the tool's keys: published, verifiable, rotated with the old key kept for its hour.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const input = (over: Record<string, unknown> = {}) => ({
  name: "Moodle",
  issuer: "https://moodle.example.edu",
  clientId: "client-1",
  deploymentIds: ["dep-1", "dep-2"],
  authLoginUrl: "https://moodle.example.edu/mod/lti/auth.php",
  authTokenUrl: "https://moodle.example.edu/mod/lti/token.php",
  keysetUrl: "https://moodle.example.edu/mod/lti/certs.php",
  ...over,
});

describe.each(BACKENDS)("LTI registrations, tool config and keys on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let keys: ToolKeys;

  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    keys = createToolKeys(t.database.db, await loadSecret(t.database.db, "session-signing-key"));
  });
  afterAll(() => t.close());

  const call = (cookie: string, path: string, init: RequestInit & { host?: string; locale?: string } = {}) => {
    const { locale, host = ACME, ...rest } = init;
    const headers = { ...(rest.headers as Record<string, string>), ...(locale ? { "x-locale": locale } : {}) };
    return t.req(`/api${path}`, { ...withCookie(cookie, { ...rest, headers }), host });
  };
  const send = (path: string, method: string, body?: unknown, opts: { locale?: string; cookie?: string; host?: string } = {}) =>
    call(opts.cookie ?? manager, path, { ...(body === undefined ? {} : jsonBody(body)), method, locale: opts.locale, host: opts.host });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await send("/entity/lti/registrations", "POST", input(over));
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  it("creates, lists, reads, replaces and deletes a registration", async () => {
    const id = await create();
    const read = (await (await call(manager, `/entity/lti/registrations/${id}`)).json()) as LtiRegistration;
    expect(read).toMatchObject({ ...input(), id, lastLaunchAt: null });
    expect(Date.parse(read.createdAt)).not.toBeNaN();

    const other = await create({ name: undefined, issuer: "http://localhost:8081", clientId: "emulator" });
    const list = (await (await call(manager, "/entity/lti/registrations?limit=1&page=2")).json()) as LtiRegistrationList;
    expect(list).toMatchObject({ page: 2, limit: 1 });
    expect(list.total).toBeGreaterThanOrEqual(2);
    const all = (await (await call(manager, "/entity/lti/registrations")).json()) as LtiRegistrationList;
    expect(all.data.find((r) => r.id === other)?.name).toBe("localhost:8081");

    const replaced = await send(`/entity/lti/registrations/${id}`, "PUT", input({ name: "Canvas", deploymentIds: ["only"] }));
    expect(replaced.status).toBe(200);
    expect((await replaced.json()) as LtiRegistration).toMatchObject({ id, name: "Canvas", deploymentIds: ["only"] });

    expect((await send(`/entity/lti/registrations/${id}`, "DELETE")).status).toBe(204);
    expect((await call(manager, `/entity/lti/registrations/${id}`)).status).toBe(404);
    expect((await send(`/entity/lti/registrations/${id}`, "DELETE")).status).toBe(404);
    expect((await send(`/entity/lti/registrations/${other}`, "DELETE")).status).toBe(204);
  });

  it("refuses bad URLs, deployment ids and client ids at their fields, in English and Portuguese, writing nothing", async () => {
    const before = (await t.database.db.select().from(ltiRegistrations)).length;
    const bad = input({
      issuer: "http://moodle.example.edu",
      authLoginUrl: "ftp://x.example",
      keysetUrl: "https://user:pw@x.example/jwks",
      clientId: "",
      deploymentIds: ["a", "a"],
    });
    const en = await send("/entity/lti/registrations", "POST", bad);
    expect(en.status).toBe(400);
    const enIssues = ((await en.json()) as ApiError).error.issues!;
    expect(enIssues).toEqual(
      expect.arrayContaining([
        { path: "issuer", message: expect.stringContaining("https://") },
        { path: "authLoginUrl", message: expect.stringContaining("https://") },
        { path: "keysetUrl", message: expect.stringContaining("user name") },
        { path: "clientId", message: "This field is required." },
        { path: "deploymentIds", message: "Each deployment id may appear only once." },
      ]),
    );
    const pt = await send("/entity/lti/registrations", "POST", { ...bad, deploymentIds: [] }, { locale: "pt" });
    expect(pt.status).toBe(400);
    const ptIssues = ((await pt.json()) as ApiError).error.issues!;
    expect(ptIssues).toEqual(
      expect.arrayContaining([
        { path: "issuer", message: expect.stringContaining("só para localhost") },
        { path: "deploymentIds", message: "Adicione pelo menos um ID de implantação do LMS." },
      ]),
    );
    expect((await t.database.db.select().from(ltiRegistrations)).length).toBe(before);
  });

  it("answers 409 for the same issuer and client id twice in a tenant, on creation and on replacement", async () => {
    const a = await create({ clientId: "dup" });
    const b = await create({ clientId: "dup-2" });
    const again = await send("/entity/lti/registrations", "POST", input({ clientId: "dup" }), { locale: "pt" });
    expect(again.status).toBe(409);
    const body = (await again.json()) as ApiError;
    expect(body.error.code).toBe("lti_registration_exists");
    expect(body.error.message).toContain("já está cadastrada");
    const clash = await send(`/entity/lti/registrations/${b}`, "PUT", input({ clientId: "dup" }));
    expect(clash.status).toBe(409);
    expect(((await (await call(manager, `/entity/lti/registrations/${b}`)).json()) as LtiRegistration).clientId).toBe("dup-2");
    // the same platform in another tenant is another registration
    const globex = await signIn(t, "manager@globex.test", GLOBEX);
    expect((await send("/entity/lti/registrations", "POST", input({ clientId: "dup" }), { cookie: globex, host: GLOBEX })).status).toBe(
      201,
    );
    await Promise.all([a, b].map((id) => send(`/entity/lti/registrations/${id}`, "DELETE")));
  });

  it("answers 404 for another tenant's or entity's registration, and 403 to a learner", async () => {
    const id = await create({ clientId: "private" });
    const globex = await signIn(t, "manager@globex.test", GLOBEX);
    for (const [method, body] of [["GET"], ["PUT", input({ clientId: "x" })], ["DELETE"]] as const)
      expect((await send(`/entity/lti/registrations/${id}`, method, body, { cookie: globex, host: GLOBEX })).status).toBe(404);

    // another entity of Acme's tenant
    const [acme] = await t.database.db.select({ id: whitelabels.id }).from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [entity] = await t.database.db
      .insert(entities)
      .values({ whitelabelId: acme!.id, type: "company", name: "Other Co" })
      .returning({ id: entities.id });
    const [theirs] = await t.database.db
      .insert(ltiRegistrations)
      .values({ whitelabelId: acme!.id, entityId: entity!.id, ...input({ clientId: "theirs" }) } as typeof ltiRegistrations.$inferInsert)
      .returning({ id: ltiRegistrations.id });
    expect((await call(manager, `/entity/lti/registrations/${theirs!.id}`)).status).toBe(404);
    expect((await send(`/entity/lti/registrations/${theirs!.id}`, "DELETE")).status).toBe(404);
    const list = (await (await call(manager, "/entity/lti/registrations")).json()) as LtiRegistrationList;
    expect(list.data.map((r) => r.id)).not.toContain(theirs!.id);

    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await call(learner, "/entity/lti/registrations")).status).toBe(403);
    expect((await send("/entity/lti/registrations", "POST", input({ clientId: "learner" }), { cookie: learner })).status).toBe(403);
    await send(`/entity/lti/registrations/${id}`, "DELETE");
  });

  it("gives the tool's values on the requesting tenant's host, in the caller's language", async () => {
    const res = await t.req("/api/public/lti/config", { host: ACME, headers: { "x-locale": "pt" } });
    expect(res.status).toBe(200);
    const config = (await res.json()) as LtiToolConfig;
    expect(config).toMatchObject({
      loginUrl: "http://acme.localhost:3000/lti",
      redirectUrl: "http://acme.localhost:3000/lti-auth-callback",
      launchUrl: "http://acme.localhost:3000/lti-auth-callback",
      deepLinkingUrl: "http://acme.localhost:3000/lti-auth-callback",
      jwksUrl: "http://acme.localhost:3000/api/public/lti/jwks.json",
      domain: "acme.localhost:3000",
    });
    expect(config.title).toMatch(/^Treinamentos /);
    expect(config.scopes).toContain("https://purl.imsglobal.org/spec/lti-ags/scope/score");
    expect(config.scopes).toContain("https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly");
    const globex = (await (await t.req("/api/public/lti/config", { host: GLOBEX })).json()) as LtiToolConfig;
    expect(globex.jwksUrl).toBe("http://globex.localhost:3000/api/public/lti/jwks.json");
  });

  it("publishes the key that verifies what the current key signs, and keeps a rotated key until it expires", async () => {
    const res = await t.req("/api/public/lti/jwks.json", { host: ACME });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const published = (await res.json()) as { keys: { kid: string; alg: string; use: string; kty: string; d?: string }[] };
    const key = await keys.currentKey();
    expect(published.keys).toContainEqual(expect.objectContaining({ kid: key.kid, alg: "RS256", use: "sig", kty: "RSA" }));
    expect(published.keys.every((k) => k.d === undefined)).toBe(true);

    const jwt = await new SignJWT({ nonce: "n" })
      .setProtectedHeader({ alg: "RS256", kid: key.kid })
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key.privateKey);
    const verified = await jwtVerify(jwt, createLocalJWKSet(published as never));
    expect(verified.payload.nonce).toBe("n");
    // a second call finds the same key
    expect((await keys.currentKey()).kid).toBe(key.kid);

    const now = new Date(Date.now() + 1000);
    await keys.rotate(now);
    const next = await keys.currentKey();
    expect(next.kid).not.toBe(key.kid);
    const during = await keys.jwks(new Date(now.getTime() + RETIRED_KEY_LIFETIME_MS - 1000));
    expect(during.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([key.kid, next.kid]));
    await compactVerify(jwt, createLocalJWKSet(during as never));
    const after = await keys.jwks(new Date(now.getTime() + RETIRED_KEY_LIFETIME_MS + 1000));
    expect(after.keys.map((k) => k.kid)).toEqual([next.kid]);
    await expect(compactVerify(jwt, createLocalJWKSet(after as never))).rejects.toThrow();

    // at most one current key; a 90-day-old key is rotated by the hourly job, a young one is not
    expect(await keys.rotateIfOld(new Date(now.getTime() + 60_000))).toBe(false);
    expect(await keys.rotateIfOld(new Date(now.getTime() + 91 * 24 * 3600 * 1000))).toBe(true);
    const current = await t.database.db.select().from(ltiKeys).where(eq(ltiKeys.kid, next.kid));
    expect(current[0]!.retiredAt).not.toBeNull();
    // the private key is sealed at rest
    expect(current[0]!.privateKey).not.toContain("PRIVATE KEY");
  });
});

import { connect, type Server } from "node:net";
import { createServer as createTlsServer } from "node:tls";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSecret } from "../../../platform/secrets.ts";
import { judgeAddress, type AddressRule } from "../../../platform/outbound.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startSmtpSink, type SmtpSink } from "../../../test/smtp-sink.ts";
import { createTestCa } from "../../../test/test-ca.ts";
import { entities } from "../../organizations/schema.ts";
import { phishingCampaigns, phishingSendingProfiles } from "../schema.ts";
import { smtpPasswords, trustMailServerAuthority } from "./smtp.ts";

// A company's sending profiles through the API: kept with the password sealed and never answered,
// tried with a test e-mail that reaches a real SMTP server (over TLS, with a login), failures
// answered as the server said them, hosts on private addresses refused before any connection.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
const PASSWORD = "s3cret-Pass";
type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
type Profile = { id: string; hasPassword: boolean; lastTest: { ok: boolean; message: string | null } | null } & Record<string, unknown>;

// the tests' peers are on loopback; every other address is judged as in production
const rule: AddressRule = (address) => (address === "127.0.0.1" ? { allowed: true } : judgeAddress(address));

describe.each(BACKENDS)("phishing sending profiles' API on %s", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;
  let tlsFront: Server;
  let tlsPort: number;
  let upgrading: SMTPServer;
  let upgradingPort: number;
  const upgraded: { from: string; to: string; secure: boolean; user: string }[] = [];
  let manager: string;

  beforeAll(async () => {
    // the sink speaks plain SMTP with a login; a TLS front on loopback (certificate from the
    // tests' own authority, for 127.0.0.1) passes each connection through to it
    sink = await startSmtpSink({ auth: { user: "mailer", pass: PASSWORD } });
    const ca = createTestCa();
    const leaf = ca.issue(["127.0.0.1"]);
    trustMailServerAuthority(ca.cert);
    tlsFront = createTlsServer({ key: leaf.key, cert: leaf.cert }, (socket) => {
      const upstream = connect(sink.port, "127.0.0.1");
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    await new Promise<void>((resolve) => tlsFront.listen(0, "127.0.0.1", resolve));
    tlsPort = (tlsFront.address() as { port: number }).port;
    // a server that offers STARTTLS (the same certificate) and takes the login only once upgraded
    upgrading = new SMTPServer({
      key: leaf.key,
      cert: leaf.cert,
      logger: false,
      onAuth: (auth, _session, cb) =>
        auth.username === "mailer" && auth.password === PASSWORD ? cb(null, { user: auth.username }) : cb(new Error("Invalid login")),
      onData(stream, session, cb) {
        stream.resume();
        stream.on("end", () => {
          const [to] = session.envelope.rcptTo;
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          upgraded.push({ from, to: to!.address, secure: session.secure, user: String(session.user) });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => upgrading.listen(0, "127.0.0.1", resolve));
    upgradingPort = (upgrading.server.address() as { port: number }).port;
    t = await startTestApp(backend, {}, { outboundRules: { phishing: rule } });
    manager = await signIn(t, "manager@acme.test", ACME);
  });
  afterAll(async () => {
    trustMailServerAuthority(null);
    await t.close();
    await new Promise<void>((resolve) => tlsFront.close(() => resolve()));
    await new Promise<void>((resolve) => upgrading.close(() => resolve()));
    await sink.close();
  });

  const call = (path: string, opts: { method?: string; body?: unknown; cookie?: string | null; host?: string; locale?: string } = {}) => {
    const headers: Record<string, string> = opts.locale ? { "x-locale": opts.locale } : {};
    const init =
      opts.body === undefined
        ? { method: opts.method ?? "GET", headers }
        : { ...jsonBody(opts.body, headers), method: opts.method ?? "POST" };
    const cookie = opts.cookie === undefined ? manager : opts.cookie;
    return t.req(`/api${path}`, { ...(cookie ? withCookie(cookie, init) : init), host: opts.host ?? ACME });
  };
  const input = (over: Record<string, unknown> = {}) => ({
    name: "Acme relay",
    host: "127.0.0.1",
    port: tlsPort,
    security: "tls",
    username: "mailer",
    password: PASSWORD,
    fromAddress: "alerts@acme.test",
    ratePerMinute: 120,
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call("/phishing/sending-profiles", { body: input(over) });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(phishingSendingProfiles).where(eq(phishingSendingProfiles.id, id)))[0]!;

  it("adds, lists, reads, replaces and deletes a profile, never answering the password and keeping it sealed", async () => {
    const id = await create();
    const listRes = await call("/phishing/sending-profiles");
    const listText = await listRes.text();
    expect(listRes.status).toBe(200);
    expect(listText).not.toContain(PASSWORD);
    const list = JSON.parse(listText) as { data: Profile[]; platform: { configured: boolean; ratePerMinute: number } };
    expect(list.data.find((p) => p.id === id)).toMatchObject({ name: "Acme relay", hasPassword: true, username: "mailer", lastTest: null });
    expect(list.data.find((p) => p.id === id)).not.toHaveProperty("password");
    expect(list.platform).toEqual({ configured: false, fromAddress: null, ratePerMinute: 600 });

    const row = await stored(id);
    expect(row.password).toMatch(/^v1\./);
    expect(row.password).not.toContain(PASSWORD);
    expect(smtpPasswords(await loadSecret(t.database.db, "session-signing-key")).open(row.password!)).toBe(PASSWORD);

    // a password left out keeps the stored one
    const replaced = await call(`/phishing/sending-profiles/${id}`, {
      method: "PUT",
      body: input({ name: "Relay 2", password: undefined }),
    });
    expect(replaced.status).toBe(200);
    const after = (await replaced.json()) as Profile;
    expect(after).toMatchObject({ id, name: "Relay 2", hasPassword: true, ratePerMinute: 120 });
    expect((await stored(id)).password).toBe(row.password);

    const read = await call(`/phishing/sending-profiles/${id}`);
    expect(await read.text()).not.toContain(PASSWORD);

    expect((await call(`/phishing/sending-profiles/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`/phishing/sending-profiles/${id}`)).status).toBe(404);
  });

  it("sends a test e-mail over TLS with the login that arrives from the profile's address, and keeps the result", async () => {
    const id = await create({ password: undefined, username: "mailer" });
    // the password given on a replace is the one logged in with
    await call(`/phishing/sending-profiles/${id}`, { method: "PUT", body: input() });
    const before = sink.messages.length;
    const res = await call(`/phishing/sending-profiles/${id}/test`, { body: { to: "learner@acme.test" } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    await sink.waitFor(before + 1);
    const mail = sink.to("learner@acme.test").at(-1)!;
    expect(mail.from).toBe("alerts@acme.test");
    expect(mail.headers.from).toContain("alerts@acme.test");
    expect(mail.subject).toContain("Acme relay");
    const profile = (await (await call(`/phishing/sending-profiles/${id}`)).json()) as Profile;
    expect(profile.lastTest).toMatchObject({ ok: true });
    // renamed: still the same server, the result stays; another sender: to be tested again
    const renamed = await call(`/phishing/sending-profiles/${id}`, {
      method: "PUT",
      body: input({ name: "Acme relay", password: undefined }),
    });
    expect(((await renamed.json()) as Profile).lastTest).toMatchObject({ ok: true });
    const moved = await call(`/phishing/sending-profiles/${id}`, {
      method: "PUT",
      body: input({ fromAddress: "it@acme.test", password: undefined }),
    });
    expect(((await moved.json()) as Profile).lastTest).toBeNull();

    // the manager's own address is always a fine recipient, in Portuguese too
    const own = await call(`/phishing/sending-profiles/${id}/test`, { body: { to: "manager@acme.test" }, locale: "pt" });
    expect(((await own.json()) as { ok: boolean }).ok).toBe(true);
    expect(sink.to("manager@acme.test").at(-1)!.subject).toContain("E-mail de teste");
  });

  it("upgrades with STARTTLS before logging in and sending", async () => {
    const id = await create({ port: upgradingPort, security: "starttls" });
    const res = await call(`/phishing/sending-profiles/${id}/test`, { body: { to: "learner@acme.test" } });
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    expect(upgraded.at(-1)).toEqual({ from: "alerts@acme.test", to: "learner@acme.test", secure: true, user: "mailer" });
  });

  it("answers a refused login or a server without STARTTLS as a failed test, with the server's words, not an error", async () => {
    const wrong = await create({ password: "not-it" });
    const before = sink.messages.length;
    const res = await call(`/phishing/sending-profiles/${wrong}/test`, { body: { to: "learner@acme.test" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/535|Invalid username or password/);
    expect((await stored(wrong)).lastTestOk).toBe(false);

    // STARTTLS required, and the plain server does not offer it: nothing is sent in the clear
    const plain = await create({ port: sink.port, security: "starttls" });
    const res2 = await call(`/phishing/sending-profiles/${plain}/test`, { body: { to: "learner@acme.test" } });
    expect(res2.status).toBe(200);
    expect(((await res2.json()) as { ok: boolean }).ok).toBe(false);
    expect(sink.messages.length).toBe(before);
  });

  it("refuses a host on a private address before connecting, and a test recipient outside the company", async () => {
    const inside = await create({ host: "10.0.0.1", port: 25 });
    const res = await call(`/phishing/sending-profiles/${inside}/test`, { body: { to: "learner@acme.test" } });
    expect(res.status).toBe(400);
    const err = (await res.json()) as ApiError;
    expect(err.error.code).toBe("smtp_host_refused");
    expect(err.error.message).toContain("10.0.0.1");
    expect((await stored(inside)).lastTestAt).toBeNull();

    const id = await create();
    const outsider = await call(`/phishing/sending-profiles/${id}/test`, { body: { to: "someone@elsewhere.test" }, locale: "pt" });
    expect(outsider.status).toBe(400);
    const refused = (await outsider.json()) as ApiError;
    expect(refused.error.code).toBe("test_recipient_refused");
    expect(refused.error.message).toContain("domínios verificados");
  });

  it("refuses a profile in use by a scheduled campaign, and deletes it once the campaign is done", async () => {
    const id = await create();
    const row = await stored(id);
    const now = Date.now();
    const [campaign] = await t.database.db
      .insert(phishingCampaigns)
      .values({
        whitelabelId: row.whitelabelId,
        entityId: row.entityId,
        name: "Spring",
        status: "scheduled",
        templateIds: [],
        windowStart: new Date(now + 86_400_000),
        windowEnd: new Date(now + 2 * 86_400_000),
        businessHours: false,
        timeZone: "UTC",
        countUntil: new Date(now + 30 * 86_400_000),
        sendingProfileId: id,
      })
      .returning({ id: phishingCampaigns.id });
    const res = await call(`/phishing/sending-profiles/${id}`, { method: "DELETE" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ApiError).error.code).toBe("profile_in_use");
    await t.database.db.update(phishingCampaigns).set({ status: "completed" }).where(eq(phishingCampaigns.id, campaign!.id));
    expect((await call(`/phishing/sending-profiles/${id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("validates at each field in English and Portuguese, writing nothing", async () => {
    const count = async () => (await t.database.db.select().from(phishingSendingProfiles)).length;
    const before = await count();
    const bad = input({ host: "smtp..bad", port: 0, security: "none", fromAddress: "nope", ratePerMinute: 0 });
    const en = await call("/phishing/sending-profiles", { body: bad });
    expect(en.status).toBe(400);
    expect(((await en.json()) as ApiError).error.issues).toEqual(
      expect.arrayContaining([
        { path: "host", message: "Enter the server's host name, such as smtp.example.com." },
        { path: "port", message: "Enter a port from 1 to 65535." },
        { path: "security", message: "Choose TLS or STARTTLS." },
        { path: "ratePerMinute", message: "Enter from 1 to 6,000 messages per minute." },
        expect.objectContaining({ path: "fromAddress" }),
      ]),
    );
    const pt = await call("/phishing/sending-profiles", { body: bad, locale: "pt" });
    const ptIssues = ((await pt.json()) as ApiError).error.issues!;
    expect(ptIssues.find((i) => i.path === "port")?.message).not.toBe("Enter a port from 1 to 65535.");
    expect(await count()).toBe(before);
  });

  it("answers 401 without a session, 403 to a learner, 404 to another tenant's manager", async () => {
    const id = await create();
    expect((await call("/phishing/sending-profiles", { cookie: null })).status).toBe(401);
    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await call("/phishing/sending-profiles", { cookie: learner })).status).toBe(403);
    expect((await call("/phishing/sending-profiles", { cookie: learner, body: input() })).status).toBe(403);
    // another tenant's company that may run simulations too: still not its profile
    const [other] = await t.database.db.select().from(entities).where(eq(entities.name, "Globex Corporation"));
    if (!other!.features.includes("phishing-simulation"))
      await t.database.db
        .update(entities)
        .set({ features: [...other!.features, "phishing-simulation"] })
        .where(eq(entities.id, other!.id));
    const globex = await signIn(t, "manager@globex.test", GLOBEX);
    const there = { cookie: globex, host: GLOBEX };
    expect((await call(`/phishing/sending-profiles/${id}`, there)).status).toBe(404);
    expect((await call(`/phishing/sending-profiles/${id}`, { ...there, method: "PUT", body: input() })).status).toBe(404);
    expect((await call(`/phishing/sending-profiles/${id}/test`, { ...there, body: { to: "manager@globex.test" } })).status).toBe(404);
    expect((await call(`/phishing/sending-profiles/${id}`, { ...there, method: "DELETE" })).status).toBe(404);
    expect((await stored(id)).name).toBe("Acme relay");
  });
});

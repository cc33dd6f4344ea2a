import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { mailboxSchema, reviewListSchema } from "../../../../contract/phishing.ts";
import { mailsTo, signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startImapServer, type ImapServer } from "../../../test/imap-server.ts";
import { phishingEvents, phishingMailboxes, phishingRecipients } from "../schema.ts";
import { forwardAsAttachment, forwardInline, loopbackRule, realSuspicious, runningCampaign, simulation } from "./fixtures.ts";

// The reporting mailbox read over IMAP from a real Dovecot: forwarded simulations matched to
// their person and thanked once, real suspicious messages queued for review, failures said.

const ACME = "acme.localhost:3000";
const REPORT = "report-phishing@acme.test";
type Mailbox = z.infer<typeof mailboxSchema>;
type ReviewList = z.infer<typeof reviewListSchema>;

describe.each(BACKENDS)("the reporting mailbox on %s", (backend) => {
  let t: TestApp;
  let imap: ImapServer;
  let manager: string;
  let learner: string;

  beforeAll(async () => {
    [t, imap] = await Promise.all([startTestApp(backend, {}, { outboundRules: { phishing: loopbackRule } }), startImapServer()]);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(async () => {
    await t?.close();
    await imap?.close();
  });

  const call = (path: string, method = "GET", body?: unknown, cookie: string | null = manager, locale?: string) => {
    const init = body === undefined ? { method } : { ...jsonBody(body, locale ? { "x-locale": locale } : {}), method };
    return t.req(`/api${path}`, cookie ? { ...withCookie(cookie, init), host: ACME } : { ...init, host: ACME });
  };
  const settings = (over: Record<string, unknown> = {}) => ({
    host: imap.host,
    port: imap.port,
    security: "starttls",
    username: imap.user,
    password: imap.password,
    folder: "INBOX",
    reportAddress: REPORT,
    enabled: true,
    ...over,
  });
  const poll = async () => {
    const res = await call("/phishing/mailbox/poll", "POST");
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { sent: number }).sent;
  };

  it("keeps the settings with the password sealed and never answered, and refuses a private host or another's rights", async () => {
    const empty = (await (await call("/phishing/mailbox")).json()) as Mailbox;
    expect(empty).toEqual({ own: null, platform: { configured: false, reportAddress: null } });

    const saved = await call("/phishing/mailbox", "PUT", settings());
    expect(saved.status, await saved.clone().text()).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(imap.password);
    expect((JSON.parse(text) as Mailbox).own).toMatchObject({
      host: "127.0.0.1",
      hasPassword: true,
      reportAddress: REPORT,
      lastError: null,
    });
    const [row] = await t.database.db.select().from(phishingMailboxes).where(eq(phishingMailboxes.reportAddress, REPORT));
    expect(row!.password).toMatch(/^v1\./);

    const refused = await call("/phishing/mailbox", "PUT", settings({ host: "10.1.2.3" }), manager, "pt");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("endereço de rede privado");
    const badMail = await call("/phishing/mailbox", "PUT", settings({ reportAddress: "not an address" }));
    expect(badMail.status).toBe(400);

    expect((await call("/phishing/mailbox", "PUT", settings(), learner)).status).toBe(403);
    expect((await call("/phishing/mailbox", "GET", undefined, null)).status).toBe(401);
    expect((await call("/phishing/mailbox/poll", "POST", undefined, learner)).status).toBe(403);
  });

  it("matches forwarded simulations (attached and inline) to their people, thanks each once, and queues a real one for review", async () => {
    await call("/phishing/mailbox", "PUT", settings());
    await poll(); // whatever an earlier test left is read first
    const c = await runningCampaign(t, "manager@acme.test", ["alice.report@acme.test", "bob.report@acme.test", "carol.report@acme.test"]);
    const alice = c.recipients["alice.report@acme.test"]!;
    const bob = c.recipients["bob.report@acme.test"]!;
    const carol = c.recipients["carol.report@acme.test"]!;
    const reportedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 30 * 60_000);
    const attached = forwardAsAttachment(alice.email, REPORT, simulation(alice.email, alice.token, c.sentAt), reportedAt);
    await imap.append(attached);
    await imap.append(forwardInline(bob.email, REPORT, bob.token, reportedAt));
    await imap.append(realSuspicious(carol.email, REPORT, reportedAt, "<invoice-4471@crooks.test>"));
    expect(await poll()).toBe(3);

    const people = await t.database.db.select().from(phishingRecipients).where(eq(phishingRecipients.campaignId, c.campaignId));
    const byEmail = Object.fromEntries(people.map((p) => [p.email, p]));
    expect(byEmail[alice.email]).toMatchObject({ reportedAt, reportSource: "mailbox" });
    expect(byEmail[bob.email]).toMatchObject({ reportedAt, reportSource: "mailbox" });
    expect(byEmail[carol.email]!.reportedAt).toBeNull();
    expect(await mailsTo(t, alice.email, "phishingReportThanks")).toHaveLength(1);
    expect(await mailsTo(t, bob.email, "phishingReportThanks")).toHaveLength(1);
    expect((await mailsTo(t, alice.email, "phishingReportThanks"))[0]!.subject).toBe("Thank you for reporting that message");

    const queue = (await (await call("/phishing/review?status=new")).json()) as ReviewList;
    const item = queue.data.find((i) => i.subject === "Invoice 4471 overdue");
    expect(item).toMatchObject({ from: "billing@invoices-crooks.test", reporter: carol.email, status: "new" });
    expect(item!.excerpt).toContain("Pay today");
    expect(queue.data.some((i) => i.subject.includes("password expires"))).toBe(false);

    // nothing new: nothing read; the same messages delivered again: recorded and thanked once, queued once
    expect(await poll()).toBe(0);
    await imap.append(attached);
    await imap.append(realSuspicious(carol.email, REPORT, reportedAt, "<invoice-4471@crooks.test>"));
    expect(await poll()).toBe(2);
    expect(await mailsTo(t, alice.email, "phishingReportThanks")).toHaveLength(1);
    const reported = await t.database.db
      .select()
      .from(phishingEvents)
      .where(and(eq(phishingEvents.recipientId, alice.id), eq(phishingEvents.kind, "reported")));
    expect(reported).toHaveLength(1);
    const again = (await (await call("/phishing/review")).json()) as ReviewList;
    expect(again.data.filter((i) => i.subject === "Invoice 4471 overdue")).toHaveLength(1);

    // a manager's decision
    const decided = await call(`/phishing/review/${item!.id}`, "PUT", { status: "malicious" });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ id: item!.id, status: "malicious", reviewedAt: expect.any(String) });
    expect((await call(`/phishing/review/${item!.id}`, "PUT", { status: "later" })).status).toBe(400);
    expect((await call(`/phishing/review/${item!.id}`, "PUT", { status: "safe" }, learner)).status).toBe(403);
    expect((await call("/phishing/review?status=malicious")).status).toBe(200);
    const globex = await signIn(t, "manager@globex.test", "globex.localhost:3000");
    const foreign = await t.req(`/api/phishing/review/${item!.id}`, {
      ...withCookie(globex, { ...jsonBody({ status: "safe" }), method: "PUT" }),
      host: "globex.localhost:3000",
    });
    expect([403, 404]).toContain(foreign.status);
  });

  it("says why a read failed, keeps it as the last error, and reads again once fixed", async () => {
    await call("/phishing/mailbox", "PUT", settings({ password: "wrong-password" }));
    const failed = await call("/phishing/mailbox/poll", "POST");
    expect(failed.status).toBe(422);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toContain("refused the user name or password");
    const after = (await (await call("/phishing/mailbox")).json()) as Mailbox;
    expect(after.own).toMatchObject({ lastError: "auth", lastPolledAt: expect.any(String) });

    await call("/phishing/mailbox", "PUT", settings({ password: "" }));
    expect((await call("/phishing/mailbox")).status).toBe(200);
    await call("/phishing/mailbox", "PUT", settings());
    expect(await poll()).toBeGreaterThanOrEqual(0);
    expect(((await (await call("/phishing/mailbox")).json()) as Mailbox).own!.lastError).toBeNull();

    expect((await call("/phishing/mailbox", "DELETE")).status).toBe(204);
    expect((await call("/phishing/mailbox", "DELETE")).status).toBe(404);
    expect((await call("/phishing/mailbox/poll", "POST")).status).toBe(404);
  });
});

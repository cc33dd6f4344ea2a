import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../platform/config.ts";
import { startJobs } from "../../../platform/jobs.ts";
import { createLogger } from "../../../platform/logger.ts";
import { createServices } from "../../../services.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startSmtpSink, type SmtpSink } from "../../../test/smtp-sink.ts";
import { phishingCampaigns, phishingRecipients } from "../schema.ts";
import { STALE_CLAIM_MS } from "./sender.ts";
import { companyOf, members, template } from "../test/campaign-fixtures.ts";

// Two hundred people over a short window, sent in steps by one process, then by a new one on the
// same database after the first died with messages claimed and unsent: everyone gets exactly one.

const ACME = "acme.localhost:3000";
const MINUTE = 60_000;
const PEOPLE = 200;
const ENV = { PHISHING_SMTP_URL: "", PHISHING_FROM_DOMAIN: "mail.sim.test", PHISHING_RATE_PER_MINUTE: "60" };

describe.each(BACKENDS)("a campaign of 200 people, restarted in the middle, on %s", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;
  let dataDir: string;
  let second: { services: Awaited<ReturnType<typeof createServices>>; stop: () => Promise<void> } | null = null;

  beforeAll(async () => {
    sink = await startSmtpSink();
    second = null;
    ENV.PHISHING_SMTP_URL = sink.url;
    t = await startTestApp(backend, ENV);
    dataDir = await mkdtemp(path.join(tmpdir(), "skill5-phishing-restart-"));
  });
  afterAll(async () => {
    await second?.stop();
    await t.close();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A new process on the same database: its own job queue, services and sender (as server/main.ts builds them). */
  async function restart() {
    const logger = createLogger("silent");
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: dataDir,
      ...ENV,
    } as NodeJS.ProcessEnv);
    const jobs = await startJobs(t.database, logger);
    const services = await createServices({ config, database: t.database, logger, jobs });
    return { services, stop: () => jobs.stop({ graceful: false, wait: true }) };
  }

  it("sends each person exactly one message, with the header and their own token, across a restart", async () => {
    const db = t.database.db;
    const company = await companyOf(db);
    const templates = [await template(db, company, "Payslip"), await template(db, company, "Shared file")];
    const people = Array.from({ length: PEOPLE }, (_, i) => ({ email: `person${i}.bulk@acme.test`, name: `Person ${i}`, pt: i % 3 === 0 }));
    const { groupId } = await members(db, company, people, "Everyone (bulk)");

    const manager = await signIn(t, "manager@acme.test", ACME);
    // a window hours ahead: the steps below say when "now" is, no background job runs first
    const start = Date.now() + 3 * 60 * MINUTE;
    const res = await t.req("/api/phishing/campaigns", {
      ...withCookie(
        manager,
        jsonBody({
          name: "Everyone",
          templateIds: templates,
          groupIds: [groupId],
          window: {
            start: new Date(start).toISOString(),
            end: new Date(start + 10 * MINUTE).toISOString(),
            businessHours: false,
            timeZone: "UTC",
          },
        }),
      ),
      host: ACME,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const scheduled = await t.req(`/api/phishing/campaigns/${id}/schedule`, { ...withCookie(manager, { method: "POST" }), host: ACME });
    expect(scheduled.status).toBe(200);
    const rows = await db.select().from(phishingRecipients).where(eq(phishingRecipients.campaignId, id));
    // both templates were drawn (colleagues get different messages)
    expect(new Set(rows.map((r) => r.templateId)).size).toBe(2);

    // the first process, after the window: two steps of at most its rate (60 a minute) each
    const first = t.services.phishing.campaigns;
    expect(await first.sendDue(new Date(start + 11 * MINUTE))).toBe(60);
    expect(await first.sendDue(new Date(start + 12 * MINUTE))).toBe(60);
    // it then claims 30 more and dies before sending them
    const dying = new Date(start + 13 * MINUTE);
    await db.execute(
      sql`update ${phishingRecipients} set claimed_at = ${dying.toISOString()}::timestamptz where id in (select id from ${phishingRecipients} where ${phishingRecipients.campaignId} = ${id} and sent_at is null order by send_at limit 30)`,
    );
    expect((await db.select().from(phishingCampaigns).where(eq(phishingCampaigns.id, id)))[0]!.status).toBe("sending");

    // a new process on the same database
    second = await restart();
    const sender = second.services.phishing.campaigns;
    // before the claim is stale, the dead process's 30 are left alone
    const soon = await sender.sendDue(new Date(dying.getTime() + MINUTE));
    expect(soon).toBe(50);
    let total = 120 + soon;
    for (let step = 2; total < PEOPLE && step < 20; step++)
      total += await sender.sendDue(new Date(dying.getTime() + STALE_CLAIM_MS + step * MINUTE));
    expect(total).toBe(PEOPLE);
    expect(await sender.sendDue(new Date(start + 60 * MINUTE))).toBe(0);

    await sink.waitFor(PEOPLE);
    const byAddress = new Map<string, number>();
    for (const m of sink.messages) for (const to of m.to) byAddress.set(to, (byAddress.get(to) ?? 0) + 1);
    expect(byAddress.size).toBe(PEOPLE);
    expect([...byAddress.values()].every((n) => n === 1)).toBe(true);
    const tokens = new Map(rows.map((r) => [r.email, r.token]));
    for (const m of sink.messages) {
      const token = tokens.get(m.to[0]!)!;
      expect(m.headers["x-skill5-simulation"]).toBe(token);
      expect(m.html).toContain(`/s/${token}`);
    }
    const left = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(phishingRecipients)
      .where(and(eq(phishingRecipients.campaignId, id), isNull(phishingRecipients.sentAt)));
    expect(left[0]!.n).toBe(0);
    expect((await db.select().from(phishingCampaigns).where(eq(phishingCampaigns.id, id)))[0]!.status).toBe("running");
  });
});

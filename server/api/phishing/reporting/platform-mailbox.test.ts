import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo } from "../../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startImapServer, type ImapServer } from "../../../test/imap-server.ts";
import { phishingRecipients, phishingReviewItems } from "../schema.ts";
import { forwardAsAttachment, realSuspicious, runningCampaign, simulation } from "./fixtures.ts";

// The platform's reporting mailbox (PHISHING_IMAP_URL), read by the area's minute job: a
// forwarded simulation of any company is matched; a real report is filed under the company of
// the reporter's verified domain, or dropped. Once is enough here (IMAP is not the backend's).

const REPORT = "report@platform.test";

describe(`the platform's reporting mailbox on ${BACKENDS[0]}`, () => {
  let t: TestApp;
  let imap: ImapServer;

  beforeAll(async () => {
    imap = await startImapServer({ user: "platform", password: "platform-secret" });
    t = await startTestApp(BACKENDS[0]!, {
      PHISHING_IMAP_URL: `imap://platform:platform-secret@127.0.0.1:${imap.port}/INBOX`,
      PHISHING_REPORT_ADDRESS: REPORT,
    });
  });
  afterAll(async () => {
    await t?.close();
    await imap?.close();
  });

  it("matches a forwarded simulation, files a real report under the reporter's company and drops a stranger's", async () => {
    const c = await runningCampaign(t, "manager@acme.test", ["jo.platform@acme.test"]);
    const jo = c.recipients["jo.platform@acme.test"]!;
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 5 * 60_000);
    await imap.append(forwardAsAttachment(jo.email, REPORT, simulation(jo.email, jo.token, c.sentAt), at));
    // the stranger's before the colleague's: once the colleague's is filed, the stranger's was read
    await imap.append(realSuspicious("someone@elsewhere.test", REPORT, at, "<real-2@crooks.test>"));
    await imap.append(realSuspicious("kim.platform@acme.test", REPORT, at, "<real-1@crooks.test>"));

    // the hourly tick sends the mailbox job (as the process does at start)
    await t.services.tickAreaJobs();
    await expect
      .poll(async () => (await t.database.db.select().from(phishingRecipients).where(eq(phishingRecipients.id, jo.id)))[0]!.reportedAt, {
        timeout: 30_000,
        interval: 200,
      })
      .toEqual(at);
    await expect.poll(async () => (await mailsTo(t, jo.email, "phishingReportThanks")).length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => t.database.db.select().from(phishingReviewItems).where(eq(phishingReviewItems.messageId, "<real-1@crooks.test>")), {
        timeout: 10_000,
      })
      .toHaveLength(1);
    const [filed] = await t.database.db.select().from(phishingReviewItems).where(eq(phishingReviewItems.messageId, "<real-1@crooks.test>"));
    expect(filed).toMatchObject({ entityId: c.scope.entityId, reporter: "kim.platform@acme.test" });
    expect(
      await t.database.db.select().from(phishingReviewItems).where(eq(phishingReviewItems.messageId, "<real-2@crooks.test>")),
    ).toHaveLength(0);
  });
});

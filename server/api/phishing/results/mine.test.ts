import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { mySimulationsSchema } from "../../../../contract/phishing.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { campaign, companyTemplate, person } from "../test/results-fixtures.ts";

// A learner's own simulations: only once each campaign has ended, and only their own.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
type Mine = z.infer<typeof mySimulationsSchema>;

describe.each(BACKENDS)("a learner's own phishing simulations on %s", (backend) => {
  let t: TestApp;
  let learner: string;
  let manager: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    const [M, L] = [await person(db, "manager@acme.test"), await person(db, "learner@acme.test")];
    const tpl = await companyTemplate(db, M, "Parcel fee");
    const me = { email: "learner@acme.test", userId: L.userId };
    ids.done = await campaign(db, M, { name: "Done", templateId: tpl, startedDaysAgo: 30, people: [{ ...me, click: 3 }] });
    ids.counted = await campaign(db, M, {
      name: "Counting over",
      templateId: tpl,
      startedDaysAgo: 20,
      status: "running",
      countUntilDaysAgo: 2,
      people: [{ ...me, report: 4 }],
    });
    ids.running = await campaign(db, M, {
      name: "Running",
      templateId: tpl,
      startedDaysAgo: 2,
      status: "running",
      people: [{ ...me, click: 1 }],
    });
    ids.others = await campaign(db, M, {
      name: "Others only",
      templateId: tpl,
      startedDaysAgo: 25,
      people: [{ email: "manager@acme.test", userId: M.userId, click: 2 }],
    });
    learner = await signIn(t, "learner@acme.test", ACME);
    manager = await signIn(t, "manager@acme.test", ACME);
  });
  afterAll(() => t.close());

  const mine = async (cookie: string, host = ACME) => {
    const res = await t.req("/api/phishing/mine", { ...withCookie(cookie), host });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Mine;
  };

  it("lists the ended simulations sent to me, newest first, with how I did and the red flags", async () => {
    const { data } = await mine(learner);
    const ours = data.filter((d) => Object.values(ids).includes(d.campaignId));
    // "Done" completed a day ago; "Counting over" stopped counting two days ago
    expect(ours.map((d) => d.campaignId)).toEqual([ids.done, ids.counted]);
    expect(ours[1]).toMatchObject({ outcome: "reported", subject: "Parcel fee: act now", senderName: "IT desk" });
    expect(ours[1]!.reportedAt).not.toBeNull();
    expect(ours[0]).toMatchObject({ outcome: "clicked", reportedAt: null });
    expect(ours[0]!.redFlags.map((f) => f.title)).toEqual(["Look-alike sender"]);
  });

  it("never shows a running campaign, nor anyone else's", async () => {
    const learnerIds = (await mine(learner)).data.map((d) => d.campaignId);
    expect(learnerIds).not.toContain(ids.running);
    expect(learnerIds).not.toContain(ids.others);
    const managerIds = (await mine(manager)).data.map((d) => d.campaignId);
    expect(managerIds).toContain(ids.others);
    expect(managerIds).not.toContain(ids.done);
  });

  it("answers 401 without a session and 403 where the company lacks phishing simulation", async () => {
    expect((await t.req("/api/phishing/mine", { host: ACME })).status).toBe(401);
    const globex = await signIn(t, "manager@globex.test", GLOBEX);
    expect((await t.req("/api/phishing/mine", { ...withCookie(globex), host: GLOBEX })).status).toBe(403);
  });
});

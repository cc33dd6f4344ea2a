import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequirementDetail } from "../../../../contract/compliance.ts";
import type { PhishingStats } from "../../../../contract/phishing.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { campaign, companyTemplate, group, person, type Person } from "../test/results-fixtures.ts";

// The figures a manager reads: phish-prone and report rates over a period, per campaign, per
// group (membership now), the repeat clickers and the latest campaign that compliance shows.

const ACME = "acme.localhost:3000";
const DAY = 86_400_000;

describe.each(BACKENDS)("phishing figures on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let M: Person;
  let L: Person;
  let sales: string;
  let globexGroup: string;
  const recent = new Date(Date.now() - 10 * DAY).toISOString();

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    [M, L] = [await person(db, "manager@acme.test"), await person(db, "learner@acme.test")];
    const tpl = await companyTemplate(db, M);
    const x = (n: number) => `person${n}@acme.test`;
    await campaign(db, M, {
      name: "First check",
      templateId: tpl,
      startedDaysAgo: 8,
      people: [
        { email: "learner@acme.test", userId: L.userId, click: 5, device: "mobile" },
        { email: "manager@acme.test", userId: M.userId, report: 10 },
        { email: x(1), click: 3, submit: 4 },
        { email: x(2), bounced: true },
        { email: x(3) },
      ],
    });
    await campaign(db, M, {
      name: "Second check",
      templateId: tpl,
      startedDaysAgo: 4,
      people: [
        { email: "learner@acme.test", userId: L.userId, click: 20 },
        { email: "manager@acme.test", userId: M.userId, report: 2 },
        { email: x(1) },
        { email: x(3), report: 30 },
      ],
    });
    // a draft never counts
    await campaign(db, M, { name: "Draft", templateId: tpl, startedDaysAgo: 3, status: "draft", people: [{ email: x(1) }] });
    sales = await group(db, M, "Sales", [L.userId]);
    const G = await person(db, "manager@globex.test");
    globexGroup = await group(db, G, "Globex people", [G.userId]);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(() => t.close());

  const get = (path: string, cookie = manager) => t.req(`/api${path}`, { ...withCookie(cookie), host: ACME });
  const stats = async (query: string) => {
    const res = await get(`/phishing/stats?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PhishingStats;
  };

  it("answers the period's rates, each campaign oldest first, the groups and the repeat clickers", async () => {
    const s = await stats(`from=${encodeURIComponent(recent)}`);
    expect(s).toMatchObject({ delivered: 8, failed: 3, reported: 3, phishProne: 37.5, reportRate: 37.5 });
    expect(s.campaigns.map((c) => [c.name, c.delivered, c.phishProne, c.reportRate])).toEqual([
      ["First check", 4, 50, 25],
      ["Second check", 4, 25, 50],
    ]);
    expect(s.groups).toEqual([{ id: sales, name: "Sales", delivered: 2, phishProne: 100, reportRate: 0 }]);
    expect(s.repeatClickers).toEqual([{ userId: L.userId, name: expect.any(String), email: "learner@acme.test", failures: 2 }]);
    expect(s.latest).toMatchObject({ name: "Second check", phishProne: 25, reportRate: 50 });
  });

  it("narrows every figure to a group's members, and a period to its campaigns", async () => {
    const s = await stats(`groupId=${sales}&from=${encodeURIComponent(recent)}`);
    expect(s).toMatchObject({ delivered: 2, failed: 2, reported: 0, phishProne: 100, reportRate: 0 });
    expect(s.campaigns.map((c) => c.phishProne)).toEqual([100, 100]);
    expect(s.repeatClickers.map((p) => p.email)).toEqual(["learner@acme.test"]);
    const later = await stats(`from=${encodeURIComponent(new Date(Date.now() - 6 * DAY).toISOString())}`);
    expect(later.campaigns.map((c) => c.name)).toEqual(["Second check"]);
    expect(later.repeatClickers).toEqual([]);
  });

  it("refuses another company's group (404), bad input (400), no session (401) and a learner (403)", async () => {
    expect((await get(`/phishing/stats?groupId=${globexGroup}`)).status).toBe(404);
    expect((await get(`/phishing/stats?groupId=not-a-uuid`)).status).toBe(400);
    expect((await get(`/phishing/stats?from=yesterday`)).status).toBe(400);
    expect((await t.req("/api/phishing/stats", { host: ACME })).status).toBe(401);
    expect((await get("/phishing/stats", learner)).status).toBe(403);
  });

  it("shows the latest simulation beside training completion on the awareness requirement", async () => {
    const res = await get("/compliance/requirements/iso-27001-2022:A.6.3");
    expect(res.status, await res.clone().text()).toBe(200);
    const detail = (await res.json()) as RequirementDetail;
    const training = detail.automaticEvidence.find((e) => e.kind === "security-training")!;
    expect(training.phishing).toMatchObject({ campaignName: "Second check", phishProne: 25, reportRate: 50 });
    expect(Date.parse(training.phishing!.at)).not.toBeNaN();
  });
});

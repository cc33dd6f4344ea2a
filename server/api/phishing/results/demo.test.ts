import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhishingStats } from "../../../../contract/phishing.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { seedPhishingDemo } from "../seed/demo.ts";

// The demo: Acme's one finished campaign, with figures worth showing, seeded once.

const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("the phishing demo on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
  });
  afterAll(() => t.close());

  const stats = async () => (await (await t.req("/api/phishing/stats", { ...withCookie(manager), host: ACME })).json()) as PhishingStats;

  it("gives Acme a completed campaign where the learner clicked and the manager reported, once", async () => {
    const before = await stats();
    expect(before.campaigns.map((c) => c.name)).toEqual(["Quarterly awareness check"]);
    expect(before).toMatchObject({ delivered: 2, failed: 1, reported: 1, phishProne: 50, reportRate: 50 });
    expect(before.latest).toMatchObject({ name: "Quarterly awareness check" });
    await t.database.db.transaction((tx) => seedPhishingDemo(tx));
    expect((await stats()).campaigns).toHaveLength(1);
  });

  it("shows the learner their simulation once it has ended", async () => {
    const learner = await signIn(t, "learner@acme.test", ACME);
    const mine = (await (await t.req("/api/phishing/mine", { ...withCookie(learner), host: ACME })).json()) as {
      data: { outcome: string; redFlags: unknown[] }[];
    };
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]!.outcome).toBe("clicked");
    expect(mine.data[0]!.redFlags.length).toBeGreaterThan(0);
  });
});

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Landing } from "../../../../contract/phishing.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { simulationFixture } from "./test-fixture.ts";

// The landing page's API: what the teachable moment shows, per stage, to whoever holds the token.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

describe.each(BACKENDS)("phishing landing page API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const landing = (token: string, host = ACME) => t.req(`/api/public/phishing/landing/${token}`, { host });

  it("shows the lesson: the message with the person's own name, its red flags and the course, assigned once they clicked", async () => {
    const f = await simulationFixture(t);
    const res = await landing(f.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const before = (await res.json()) as Landing;
    expect(before).toMatchObject({ landingPageId: "lesson", stage: "lesson", language: "en", assigned: null });
    expect(before.message.senderName).toBe("IT Service Desk");
    expect(before.message.subject).toBe("Your password expires today");
    expect(before.message.from).toMatch(/^IT Service Desk <it-desk@[^>]+>$/);
    expect(before.message.html).toContain("Hi Lena");
    expect(before.message.html).toContain('data-flag="urgency"');
    expect(before.message.redFlags.map((r) => r.id)).toEqual(["sender", "link", "urgency"]);
    expect(before.course).toMatchObject({ slug: "phishing-essentials", url: "/training/courses/phishing-essentials" });
    expect(before.course!.title.length).toBeGreaterThan(0);

    await t.req(`/s/${f.token}`, { host: ACME, headers: { "user-agent": CHROME }, redirect: "manual" });
    const after = (await (await landing(f.token)).json()) as Landing;
    expect(after.assigned?.title).toBe(before.course!.title);
    const due = Date.parse(after.assigned!.dueAt) - Date.now();
    expect(due).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(due).toBeLessThan(7.1 * 24 * 3600_000);
  });

  it("shows the fake sign-in first for a credential landing page, then the lesson once something was submitted", async () => {
    const f = await simulationFixture(t, { landing: "sign-in-then-lesson", language: "pt" });
    const first = (await (await landing(f.token)).json()) as Landing;
    expect(first).toMatchObject({ landingPageId: "sign-in-then-lesson", stage: "sign-in", language: "pt" });
    expect(first.course?.url).toBe("/pt/training/courses/phishing-essentials");
    await t.req(`/s/${f.token}/submit`, { host: ACME, method: "POST", redirect: "manual" });
    const then = (await (await landing(f.token)).json()) as Landing;
    expect(then.stage).toBe("lesson");
    expect(then.assigned).not.toBeNull();
  });

  it("answers an unknown, a malformed and another tenant's token with the same 404", async () => {
    const f = await simulationFixture(t);
    const answers = await Promise.all(
      [landing(randomBytes(16).toString("base64url")), landing("not-a-token"), landing(f.token, GLOBEX)].map(async (p) => {
        const res = await p;
        return { status: res.status, body: await res.json() };
      }),
    );
    for (const a of answers) expect(a).toEqual({ status: 404, body: { error: { code: "not_found", message: expect.any(String) } } });
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

type Question = { id: string; area: string; options: string[] };
type Result = { scores: Record<string, number>; recommended: { slug: string; area: string }[]; saved: boolean; takenAt: string };

describe.each(BACKENDS)("skill-gap test on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("asks questions across the areas without answers, scores per area and recommends from the weakest", async () => {
    const res = await t.req("/api/skill-gap/questions", { headers: { "x-locale": "pt" } });
    const raw = await res.text();
    expect(raw).not.toMatch(/correct|explanation|answerKey/);
    const { data } = JSON.parse(raw) as { data: Question[] };
    expect(new Set(data.map((q) => q.area))).toEqual(new Set(["cybersecurity", "privacy-compliance", "professional-skills"]));
    // every answer wrong: 0 everywhere, courses recommended
    const wrongAll = Object.fromEntries(data.map((q) => [q.id, [q.options.length]]));
    const anon = (await (await t.req("/api/skill-gap/score", jsonBody({ answers: wrongAll }))).json()) as Result;
    expect(anon.saved).toBe(false);
    expect(Object.values(anon.scores).every((s) => s === 0)).toBe(true);
    expect(anon.recommended.length).toBe(3);
    expect((await t.req("/api/skill-gap/score", jsonBody({ answers: {} }))).status).toBe(400);
  });

  it("keeps an anonymous result through sign-up and stores a signed-in user's results over time", async () => {
    const skillGapData = { scores: { cybersecurity: 33, "professional-skills": 100 }, takenAt: "2026-11-20T10:00:00.000Z" };
    const start = await t.req("/api/auth/sign-up", jsonBody({ accountType: "individual", name: "Gabi Gap", email: "gabi@example.com", captchaPayload: await solveCaptcha(t) }));
    const { session } = (await start.json()) as { session: string };
    const confirmed = await t.req("/api/auth/confirm-sign-up", jsonBody({ session, email: "gabi@example.com", otp: await lastCode(t, "gabi@example.com"), skillGapData }));
    expect(confirmed.status).toBe(200);
    const cookie = cookiesFrom(confirmed);
    const history = (await (await t.req("/api/skill-gap/results", withCookie(cookie))).json()) as { data: { scores: Record<string, number>; takenAt: string }[] };
    expect(history.data).toEqual([skillGapData]);

    const { data } = (await (await t.req("/api/skill-gap/questions")).json()) as { data: Question[] };
    const scored = (await (await t.req("/api/skill-gap/score", withCookie(cookie, jsonBody({ answers: Object.fromEntries(data.map((q) => [q.id, [0]])) })))).json()) as Result;
    expect(scored.saved).toBe(true);
    const after = (await (await t.req("/api/skill-gap/results", withCookie(cookie))).json()) as { data: unknown[] };
    expect(after.data).toHaveLength(2);
    const other = await signIn(t, "individual@skill5.test");
    expect(((await (await t.req("/api/skill-gap/results", withCookie(other))).json()) as { data: unknown[] }).data).toEqual([]);
  });
});

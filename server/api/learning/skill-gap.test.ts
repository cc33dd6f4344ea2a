import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKILL_GAP_TOPICS } from "../../../contract/skill-gap-topics.ts";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { SKILL_GAP_BANK } from "./skill-gap-bank/index.ts";

type Question = {
  id: string;
  area: string;
  topic: string;
  prompt: string;
  options: string[];
  choices: { id: string; text: string }[];
  multiple: boolean;
};
type Sitting = { data: Question[]; sitting: string };
type Result = {
  scores: Record<string, number>;
  areas: { area: string; score: number; answered: number; correct: number; confidence: string }[];
  topics: { topic: string; area: string; score: number; answered: number; correct: number }[];
  recommended: { slug: string; area: string; topic: string | null }[];
  saved: boolean;
  takenAt: string;
};

/** The ids of an item's right options as a sitting serves them, found by their words (what the author wrote). */
function right(q: Question, locale: "en" | "pt" = "en") {
  const item = SKILL_GAP_BANK.find((i) => i.id === q.id)!;
  return item.correct.map((k) => q.choices.find((c) => c.text === item[locale].options[k])!.id);
}
const wrong = (q: Question) => [q.choices.find((c) => !right(q).includes(c.id))!.id];

describe.each(BACKENDS)("skill-gap test on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const sitting = async (query = "", locale = "en") =>
    (await (await t.req(`/api/skill-gap/questions${query}`, { headers: { "x-locale": locale } })).json()) as Sitting;

  it("draws every area and topic in a sitting, without answers, the same again on reload", async () => {
    const res = await t.req("/api/skill-gap/questions", { headers: { "x-locale": "pt" } });
    const raw = await res.text();
    expect(raw).not.toMatch(/correct|explanation|answerKey/);
    const first = JSON.parse(raw) as Sitting;
    expect(first.data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(first.data.map((q) => q.id)).size).toBe(first.data.length);
    for (const area of ["cybersecurity", "privacy-compliance", "professional-skills"])
      expect(first.data.filter((q) => q.area === area).length).toBeGreaterThanOrEqual(4);
    expect(new Set(first.data.map((q) => q.topic))).toEqual(new Set(SKILL_GAP_TOPICS.map((x) => x.id)));
    // written in Portuguese for the test, words and ids together
    const item = SKILL_GAP_BANK.find((i) => i.id === first.data[0]!.id)!;
    expect(first.data[0]!.prompt).toBe(item.pt.prompt);
    for (const q of first.data) expect(q.options).toEqual(q.choices.map((c) => c.text));

    // a reload names the sitting and sees it again; a new sitting is drawn anew
    const again = await sitting(`?sitting=${first.sitting}`, "pt");
    expect(again).toEqual(first);
    const others = await Promise.all([1, 2, 3].map(() => sitting("", "pt")));
    const orderOf = (s: Sitting) => s.data.map((q) => `${q.id}:${q.choices.map((c) => c.id).join(",")}`).join("|");
    expect(new Set([first, ...others].map((s) => s.sitting)).size).toBe(4);
    expect(new Set([first, ...others].map(orderOf)).size).toBeGreaterThan(1);
    // the same item keeps its option ids in every sitting and language
    const inEnglish = await sitting(`?sitting=${first.sitting}`);
    expect(inEnglish.data.map((q) => q.choices.map((c) => c.id))).toEqual(first.data.map((q) => q.choices.map((c) => c.id)));
    expect((await t.req("/api/skill-gap/questions?sitting=no%20such%20thing")).status).toBe(400);
  });

  it("scores each area with a confidence note and recommends the courses of the weakest topics", async () => {
    const s = await sitting();
    // privacy all wrong, phishing wrong, everything else right
    const answers = Object.fromEntries(
      s.data.map((q) => [q.id, q.area === "privacy-compliance" || q.topic === "phishing" ? wrong(q) : right(q)]),
    );
    const result = (await (await t.req("/api/skill-gap/score", jsonBody({ answers, sitting: s.sitting }))).json()) as Result;
    const cyber = s.data.filter((q) => q.area === "cybersecurity");
    const phishing = cyber.filter((q) => q.topic === "phishing").length;
    expect(result.scores).toEqual({
      cybersecurity: Math.round((100 * (cyber.length - phishing)) / cyber.length),
      "privacy-compliance": 0,
      "professional-skills": 100,
    });
    expect(result.areas.map((a) => [a.area, a.answered, a.confidence])).toEqual([
      ["cybersecurity", cyber.length, "moderate"],
      ["privacy-compliance", s.data.filter((q) => q.area === "privacy-compliance").length, "moderate"],
      ["professional-skills", s.data.filter((q) => q.area === "professional-skills").length, "moderate"],
    ]);
    // weakest topics first: privacy's (its area weakest), then phishing
    expect(result.topics.slice(0, 4).map((x) => x.topic)).toEqual(["personal-data", "data-rights", "data-incidents", "phishing"]);
    expect(result.topics.slice(4).every((x) => x.score === 100)).toBe(true);
    expect(result.recommended.map((r) => [r.slug, r.topic])).toEqual([
      ["data-protection-lgpd-gdpr", "personal-data"],
      ["lgpd-for-data-handlers", "data-rights"],
      ["reporting-security-incidents", "data-incidents"],
    ]);
    expect(result.saved).toBe(false);

    // positions count in the sitting's order, and only with it
    const positions = Object.fromEntries(s.data.map((q) => [q.id, answers[q.id]!.map((id) => q.choices.findIndex((c) => c.id === id))]));
    const byPosition = (await (await t.req("/api/skill-gap/score", jsonBody({ answers: positions, sitting: s.sitting }))).json()) as Result;
    expect(byPosition.scores).toEqual(result.scores);
    const noSitting = await t.req("/api/skill-gap/score", jsonBody({ answers: positions }, { "x-locale": "pt" }));
    expect(noSitting.status).toBe(400);
    expect(((await noSitting.json()) as { error: { message: string } }).error.message).toBe(
      "Respostas dadas por posição precisam da rodada do teste em que foram mostradas.",
    );
    const unknown = await t.req("/api/skill-gap/score", jsonBody({ answers: { [s.data[0]!.id]: ["o-nothing"] } }));
    expect(unknown.status).toBe(400);
    expect((await t.req("/api/skill-gap/score", jsonBody({ answers: {} }))).status).toBe(400);
    expect((await t.req("/api/skill-gap/score", jsonBody({ answers: { "no-such-item": ["o1"] } }))).status).toBe(400);

    // a few answers only indicate: the area says so, the others are not measured
    const few = s.data.filter((q) => q.area === "professional-skills").slice(0, 3);
    const partial = (await (
      await t.req("/api/skill-gap/score", jsonBody({ answers: Object.fromEntries(few.map((q) => [q.id, right(q)])) }))
    ).json()) as Result;
    expect(partial.scores).toEqual({ "professional-skills": 100 });
    expect(partial.areas).toEqual([{ area: "professional-skills", score: 100, answered: 3, correct: 3, confidence: "indicative" }]);
    expect(partial.recommended).toEqual([]);
  });

  it("keeps an anonymous result through sign-up and stores a signed-in user's results over time", async () => {
    const skillGapData = { scores: { cybersecurity: 33, "professional-skills": 100 }, takenAt: "2026-11-20T10:00:00.000Z" };
    const start = await t.req(
      "/api/auth/sign-up",
      jsonBody({ accountType: "individual", name: "Gabi Gap", email: "gabi@example.com", captchaPayload: await solveCaptcha(t) }),
    );
    const { session } = (await start.json()) as { session: string };
    const confirmed = await t.req(
      "/api/auth/confirm-sign-up",
      jsonBody({ session, email: "gabi@example.com", otp: await lastCode(t, "gabi@example.com"), skillGapData }),
    );
    expect(confirmed.status).toBe(200);
    const cookie = cookiesFrom(confirmed);
    const history = (await (await t.req("/api/skill-gap/results", withCookie(cookie))).json()) as {
      data: { scores: Record<string, number>; takenAt: string }[];
    };
    expect(history.data).toEqual([skillGapData]);

    const { data } = await sitting();
    const scored = (await (
      await t.req("/api/skill-gap/score", withCookie(cookie, jsonBody({ answers: Object.fromEntries(data.map((q) => [q.id, right(q)])) })))
    ).json()) as Result;
    expect(scored.saved).toBe(true);
    expect(scored.scores).toEqual({ cybersecurity: 100, "privacy-compliance": 100, "professional-skills": 100 });
    expect(scored.recommended).toEqual([]);
    const after = (await (await t.req("/api/skill-gap/results", withCookie(cookie))).json()) as {
      data: { scores: Record<string, number> }[];
    };
    expect(after.data).toHaveLength(2);
    expect(after.data[0]!.scores).toEqual(scored.scores);
    const other = await signIn(t, "individual@skill5.test");
    expect(((await (await t.req("/api/skill-gap/results", withCookie(other))).json()) as { data: unknown[] }).data).toEqual([]);
  });
});

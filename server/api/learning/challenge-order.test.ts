import { eq } from "drizzle-orm";
import { isMultiple, type CourseContent } from "../../../contract/course-content.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseTranslations, courses } from "./schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import safeBrowsing from "./seed/content/safe-browsing-and-downloads.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { rightChoices, type ServedQuestion } from "../../test/learning-helpers.ts";

type Result = { score: number; passed: boolean; results: { correct: boolean; correctOptions: number[]; correctOptionIds: string[] }[] };
const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("challenge attempts on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  /** Takes a course's challenge in three attempts with the same choices: new orders, the same score. */
  async function takeThrice(cookie: string, slug: string, host: string, tenantId: string | null) {
    const req = (path: string, init: RequestInit = {}) => t.req(path, { ...withCookie(cookie, init), host });
    expect((await req("/api/enrollments", jsonBody({ courseSlug: slug }))).status).toBe(201);
    const read = async () => (await (await req(`/api/enrollments/${slug}`)).json()) as { steps: unknown[]; questions: ServedQuestion[] };
    const { steps } = await read();
    await req(`/api/enrollments/${slug}/progress`, { ...jsonBody({ currentStep: steps.length - 1, finished: true }), method: "PUT" });
    const order = (qs: ServedQuestion[]) => qs.map((q) => q.choices.map((c) => c.id));

    const first = (await read()).questions;
    // a reload shows the attempt as it was; the words follow their ids
    expect(order((await read()).questions)).toEqual(order(first));
    for (const q of first) expect(q.options).toEqual(q.choices.map((c) => c.text));
    const right = await rightChoices(t, slug, first, tenantId);
    // the first question answered wrong, the rest right
    const chosen = right.map((ids, i) => (i === 0 ? [first[0]!.choices.find((c) => !ids.includes(c.id))!.id] : ids));
    const expected = Math.round((100 * (right.length - 1)) / right.length);

    const one = (await (await req(`/api/enrollments/${slug}/challenge`, jsonBody({ answers: chosen }))).json()) as Result;
    expect(one.score).toBe(expected);
    expect(one.results.map((r) => r.correct)).toEqual(right.map((_, i) => i !== 0));
    expect(one.results.map((r) => r.correctOptionIds)).toEqual(right);
    // positions in the result are where the right options stood in the attempt just scored
    one.results.forEach((r, i) => expect(r.correctOptions.map((p) => first[i]!.choices[p]!.id)).toEqual(right[i]));

    const second = (await read()).questions;
    expect(order(second)).not.toEqual(order(first));
    expect(order(second).map((ids) => [...ids].sort())).toEqual(order(first).map((ids) => [...ids].sort()));
    const two = (await (await req(`/api/enrollments/${slug}/challenge`, jsonBody({ answers: chosen }))).json()) as Result;
    expect(two.score).toBe(one.score);
    expect(two.results.map((r) => [r.correct, r.correctOptionIds])).toEqual(one.results.map((r) => [r.correct, r.correctOptionIds]));
    two.results.forEach((r, i) => expect(r.correctOptions.map((p) => second[i]!.choices[p]!.id)).toEqual(right[i]));

    // the older form, positions, counts in the order the current attempt shows
    const third = (await read()).questions;
    const positions = chosen.map((ids, i) => ids.map((id) => third[i]!.choices.findIndex((c) => c.id === id)));
    const three = (await (await req(`/api/enrollments/${slug}/challenge`, jsonBody({ answers: positions }))).json()) as Result;
    expect(three.score).toBe(one.score);

    // an id that is not an option of the question is refused, in the learner's language
    const bad = await req(
      `/api/enrollments/${slug}/challenge`,
      jsonBody({ answers: chosen.map((ids, i) => (i === 1 ? ["o-not-an-option"] : ids)) }, { "x-locale": "pt" }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "A pergunta 2 não tem essa opção. Recarregue o desafio e responda de novo.",
    );
    const mine = (await (await req("/api/enrollments")).json()) as {
      data: { course: { slug: string }; enrollment: { attempts: number } }[];
    };
    expect(mine.data.find((d) => d.course.slug === slug)!.enrollment.attempts).toBe(3);
  }

  it("shows a library course's options in a new order per attempt, stable on reload, and scores by option id", async () => {
    await takeThrice(await signIn(t, "individual@skill5.test"), "phishing-essentials", "localhost:3000", null);
  });

  it('asks "select all" with checkboxes even when a single option is right, so the control tells nothing', async () => {
    const cookie = await signIn(t, "individual@skill5.test");
    const slug = "safe-browsing-and-downloads";
    const course: CourseContent = safeBrowsing;
    expect((await t.req("/api/enrollments", withCookie(cookie, jsonBody({ courseSlug: slug })))).status).toBe(201);
    const { questions } = (await (await t.req(`/api/enrollments/${slug}`, withCookie(cookie))).json()) as { questions: ServedQuestion[] };
    expect(questions.map((q) => q.multiple)).toEqual(course.en.challenge.questions.map((q) => isMultiple(q)));
    const single = course.en.challenge.questions.findIndex((q) => isMultiple(q) && q.correct.length === 1);
    expect(single).toBeGreaterThanOrEqual(0);
    expect(questions[single]!.multiple).toBe(true);
  });

  it("gives a company's own course the same treatment", async () => {
    const [acme] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [lib] = await t.database.db.select().from(courses).where(eq(courses.slug, "passwords-and-passphrases"));
    const [own] = await t.database.db
      .insert(courses)
      .values({ ...lib!, id: undefined, slug: "acme-password-policy", whitelabelId: acme!.id, createdAt: undefined, updatedAt: undefined })
      .returning();
    const texts = await t.database.db.select().from(courseTranslations).where(eq(courseTranslations.courseId, lib!.id));
    await t.database.db.insert(courseTranslations).values(texts.map((tr) => ({ ...tr, courseId: own!.id })));
    await takeThrice(await signIn(t, "learner@acme.test", ACME), "acme-password-policy", ACME, acme!.id);
  });
});

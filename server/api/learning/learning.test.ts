import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseTranslations, courses } from "./schema.ts";
import { entities, userEntities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { rightChoices, type ServedQuestion } from "../../test/learning-helpers.ts";

type Card = { slug: string; title: string; free: boolean; area: string; enrollment: { status: string; progress: number } | null };
type List = { data: Card[]; total: number; page: number; limit: number };
const FREE = "phishing-essentials";
const PAID = "multi-factor-authentication";

describe.each(BACKENDS)("training API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("lists the library to anyone, searchable, filterable and paginated, in either language", async () => {
    const all = (await (await t.req("/api/training/courses?limit=48")).json()) as List;
    expect(all.total).toBeGreaterThanOrEqual(16);
    expect(new Set(all.data.map((c) => c.area))).toEqual(new Set(["cybersecurity", "privacy-compliance", "professional-skills"]));
    const page2 = (await (await t.req("/api/training/courses?limit=5&page=2")).json()) as List;
    expect(page2.data).toHaveLength(5);
    expect(page2.data[0]!.slug).toBe(all.data[5]!.slug);
    const found = (await (await t.req("/api/training/courses?search=phishing")).json()) as List;
    expect(found.data.map((c) => c.slug)).toContain(FREE);
    expect(found.data.find((c) => c.slug === FREE)).toMatchObject({ hasVideo: true });
    const pt = (await (await t.req(`/api/training/courses?language=pt&area=professional-skills`)).json()) as List;
    expect(pt.data.length).toBeGreaterThanOrEqual(4);
    expect(pt.data.every((c) => c.area === "professional-skills")).toBe(true);
    const bad = await t.req("/api/training/courses?area=cooking", { headers: { "x-locale": "pt" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: { message: string }[] } }).error.issues[0]!.message).toBe("Escolha uma das opções.");
  });

  it("describes a course publicly without ever revealing answers, and hides another tenant's courses", async () => {
    const res = await t.req(`/api/training/courses/${FREE}`, { headers: { "x-locale": "pt" } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/"correct|answerKey|explanation/);
    expect(JSON.parse(text)).toMatchObject({ slug: FREE, free: true, accessible: false, questionCount: expect.any(Number) });
    const [acme] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [lib] = await t.database.db.select().from(courses).where(eq(courses.slug, FREE));
    const [own] = await t.database.db
      .insert(courses)
      .values({ ...lib!, id: undefined, slug: "acme-forklift-safety", whitelabelId: acme!.id, createdAt: undefined, updatedAt: undefined })
      .returning();
    const translations = await t.database.db.select().from(courseTranslations).where(eq(courseTranslations.courseId, lib!.id));
    await t.database.db
      .insert(courseTranslations)
      .values(translations.map((tr) => ({ ...tr, courseId: own!.id, title: `Acme: ${tr.title}` })));
    const mineRes = await t.req("/api/training/courses/acme-forklift-safety", { host: "acme.localhost:3000" });
    expect(mineRes.status).toBe(200);
    expect(((await mineRes.json()) as { title: string }).title).toMatch(/^Acme: /);
    // elsewhere it does not exist, not even in the catalogue
    expect((await t.req("/api/training/courses/acme-forklift-safety")).status).toBe(404);
    const elsewhere = (await (await t.req("/api/training/courses?search=Acme:&limit=48")).json()) as List;
    expect(elsewhere.data.map((c) => c.slug)).not.toContain("acme-forklift-safety");
    expect((await t.req("/api/training/courses/no-such-course")).status).toBe(404);
  });

  it("opens only the free catalogue to a basic-training plan, and refuses the rest", async () => {
    const cookie = await signIn(t, "individual@skill5.test");
    const [u] = await t.database.db.select().from(users).where(eq(users.email, "individual@skill5.test"));
    const [link] = await t.database.db.select().from(userEntities).where(eq(userEntities.userId, u!.id));
    await t.database.db
      .update(entities)
      .set({ features: ["basic-training", "badges"] })
      .where(eq(entities.id, link!.entityId));
    const list = (await (await t.req("/api/training/courses?limit=48", withCookie(cookie))).json()) as List;
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((c) => c.free)).toBe(true);
    const refused = await t.req("/api/enrollments", withCookie(cookie, jsonBody({ courseSlug: PAID })));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("plan_required");
    expect((await t.req("/api/enrollments", withCookie(cookie, jsonBody({ courseSlug: FREE })))).status).toBe(201);
    // without the badges feature, badges and certificates are refused by the API too
    await t.database.db
      .update(entities)
      .set({ features: ["basic-training"] })
      .where(eq(entities.id, link!.entityId));
    expect((await t.req("/api/badges", withCookie(cookie))).status).toBe(403);
    expect((await t.req("/api/certificates", withCookie(cookie))).status).toBe(403);
    expect((await t.req(`/api/badges/${FREE}/credential`, withCookie(cookie))).status).toBe(403);
  });

  it("takes a learner from enrolment through a failed and a passed challenge to a badge and a certificate", async () => {
    const cookie = await signIn(t, "creator@skill5.test");
    const enrolled = await t.req("/api/enrollments", withCookie(cookie, jsonBody({ courseSlug: PAID })));
    expect(enrolled.status).toBe(201);
    expect((await t.req("/api/enrollments", withCookie(cookie, jsonBody({ courseSlug: PAID })))).status).toBe(200);

    const content = await t.req(`/api/enrollments/${PAID}`, withCookie(cookie));
    const raw = await content.text();
    expect(raw).not.toMatch(/"correct|explanation|answerKey/);
    const { steps, questions } = JSON.parse(raw) as { steps: unknown[]; questions: { options: string[] }[] };
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeGreaterThanOrEqual(5);

    const early = await t.req(`/api/enrollments/${PAID}/challenge`, withCookie(cookie, jsonBody({ answers: questions.map(() => [0]) })));
    expect(early.status).toBe(409);

    const mid = (await (
      await t.req(`/api/enrollments/${PAID}/progress`, withCookie(cookie, { ...jsonBody({ currentStep: 1 }), method: "PUT" }))
    ).json()) as { progress: number; currentStep: number };
    expect(mid).toMatchObject({ currentStep: 1 });
    expect(mid.progress).toBeGreaterThan(0);
    const done = (await (
      await t.req(
        `/api/enrollments/${PAID}/progress`,
        withCookie(cookie, { ...jsonBody({ currentStep: steps.length - 1, finished: true }), method: "PUT" }),
      )
    ).json()) as { status: string; progress: number };
    expect(done).toMatchObject({ status: "content-done", progress: 80 });

    const served = (await (await t.req(`/api/enrollments/${PAID}`, withCookie(cookie))).json()) as { questions: ServedQuestion[] };
    const answers = await rightChoices(t, PAID, served.questions);
    const wrong = answers.map((k, i) => (i < 3 ? [served.questions[i]!.choices.find((c) => !k.includes(c.id))!.id] : k));
    const failed = (await (await t.req(`/api/enrollments/${PAID}/challenge`, withCookie(cookie, jsonBody({ answers: wrong })))).json()) as {
      passed: boolean;
      score: number;
      results: { correct: boolean; correctOptions: number[]; correctOptionIds: string[]; explanation: string }[];
      certificateId: string | null;
    };
    expect(failed.passed).toBe(false);
    expect(failed.certificateId).toBeNull();
    expect(failed.results[0]).toMatchObject({ correct: false, correctOptionIds: answers[0] });
    expect(failed.results[0]!.explanation.length).toBeGreaterThan(20);

    const wrongCount = await t.req(`/api/enrollments/${PAID}/challenge`, withCookie(cookie, jsonBody({ answers: [[0]] })));
    expect(wrongCount.status).toBe(400);

    // the next attempt shows another order; the same options by id still score
    const next = (await (await t.req(`/api/enrollments/${PAID}`, withCookie(cookie))).json()) as { questions: ServedQuestion[] };
    expect(next.questions.map((q) => q.choices.map((c) => c.id).sort())).toEqual(
      served.questions.map((q) => q.choices.map((c) => c.id).sort()),
    );
    const passed = (await (await t.req(`/api/enrollments/${PAID}/challenge`, withCookie(cookie, jsonBody({ answers })))).json()) as {
      passed: boolean;
      score: number;
      badge: { name: string };
      certificateId: string;
    };
    expect(passed).toMatchObject({ passed: true, score: 100 });
    expect(passed.badge.name.length).toBeGreaterThan(2);
    expect(passed.certificateId).toMatch(/^[0-9a-f-]{36}$/);
    const mine = (await (await t.req("/api/enrollments", withCookie(cookie))).json()) as {
      data: { enrollment: { status: string; progress: number; attempts: number; bestScore: number } }[];
    };
    expect(mine.data[0]!.enrollment).toMatchObject({ status: "completed", progress: 100, attempts: 2, bestScore: 100 });
    // anyone can verify the certificate, and download it as a real PDF
    const verify = await t.req(`/api/public/certificates/${passed.certificateId}`, { headers: { "x-locale": "pt" } });
    expect(await verify.json()).toMatchObject({
      status: "valid",
      learnerName: "Camila Rocha",
      score: 100,
      verificationCode: expect.stringMatching(/^[0-9A-Z]{10}$/),
    });
    const pdf = await t.req(`/api/public/certificates/${passed.certificateId}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(5000);
    // on another tenant it does not exist
    expect((await t.req(`/api/public/certificates/${passed.certificateId}`, { host: "acme.localhost:3000" })).status).toBe(404);
    expect((await t.req("/api/public/certificates/not-a-uuid")).status).toBe(400);
    const badges = (await (await t.req("/api/badges", withCookie(cookie))).json()) as { data: { courseSlug: string; name: string }[] };
    expect(badges.data).toEqual([expect.objectContaining({ courseSlug: PAID, name: passed.badge.name })]);
    const mineCerts = (await (await t.req("/api/certificates", withCookie(cookie))).json()) as {
      data: { id: string; courseSlug: string }[];
    };
    expect(mineCerts.data).toContainEqual(expect.objectContaining({ id: passed.certificateId, courseSlug: PAID }));
    // another tenant's learner cannot see this enrolment; its manager's statistics do not count it
    const acme = await signIn(t, "learner@acme.test", "acme.localhost:3000");
    expect((await t.req(`/api/enrollments/${PAID}`, { ...withCookie(acme), host: "acme.localhost:3000" })).status).toBe(404);
    const own = (await (await t.req(`/api/training/courses/${PAID}/stats`, withCookie(cookie))).json()) as Record<string, number>;
    expect(own).toMatchObject({ enrollments: 1, completed: 1, completionRate: 100, averageScore: 100 });
    const manager = await signIn(t, "manager@acme.test", "acme.localhost:3000");
    const acmeStats = (await (
      await t.req(`/api/training/courses/${PAID}/stats`, { ...withCookie(manager), host: "acme.localhost:3000" })
    ).json()) as Record<string, number>;
    expect(acmeStats).toMatchObject({ enrollments: 0, completionRate: 0, averageScore: null });
    expect((await t.req(`/api/training/courses/${PAID}/stats`, { ...withCookie(acme), host: "acme.localhost:3000" })).status).toBe(403);
    // erasing the account keeps the certificate verifiable, without the name
    expect((await t.req("/api/user", withCookie(cookie, { method: "DELETE" }))).status).toBe(204);
    expect(await (await t.req(`/api/public/certificates/${passed.certificateId}`)).json()).toMatchObject({
      status: "valid",
      learnerName: "—",
    });
  });
});

import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../identity/schema.ts";
import { userEntities } from "../organizations/schema.ts";
import type { AssistantAsker, AssistantSource } from "../area.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededTenant } from "../../test/seeded-tenant.ts";
import { trimAtSentence } from "./assistant-search.ts";
import { assignments, awardedBadges, courseTranslations, courses, enrollments } from "./schema.ts";
import { createTenantCourses, type TenantCourseText } from "./tenant-courses.ts";

const FULL = ["training", "basic-training", "badges"];
const DAY = 86_400_000;

const ownText: TenantCourseText = {
  title: "Quokka Vault Handling",
  summary: "How Acme's staff open and close the quokka vault safely.",
  steps: [
    {
      title: "Opening the quokka vault",
      body: ["The quokka vault opens only with two keyholders present. Each keyholder checks the seal before turning the key."],
      takeaways: ["Two keyholders, always."],
      illustration: "",
      illustrationAlt: "",
    },
  ],
  keyTakeaways: ["The quokka vault needs two keyholders."],
  questions: [{ prompt: "Who opens the vault?", options: ["One person", "Two keyholders"], explanation: "", multiple: false }],
  badgeName: "Vault keeper",
  badgeDescription: "Handles the vault.",
};

describe.each(BACKENDS)("Nova's source (%s)", (backend) => {
  let t: TestApp;
  let nova: AssistantSource;
  let acme: { tenantId: string; entityId: string };
  let globexTenant: string;
  let ownSlug: string;

  const asker = (over: Partial<AssistantAsker> & { userId: string }): AssistantAsker => ({
    tenantId: acme.tenantId,
    entityId: acme.entityId,
    locale: "en",
    permissions: [],
    features: FULL,
    ...over,
  });
  /** A new member of Acme's company, with nothing done yet. */
  const newMember = async (email: string) => {
    const [u] = await t.database.db
      .insert(users)
      .values({ whitelabelId: acme.tenantId, email, name: email.split("@")[0]!, completedProfile: true, languageCode: "en-US" })
      .returning({ id: users.id });
    await t.database.db.insert(userEntities).values({ whitelabelId: acme.tenantId, userId: u!.id, entityId: acme.entityId });
    return u!.id;
  };
  const libraryCourse = async (slug: string) => {
    const [c] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.slug, slug), isNull(courses.whitelabelId)));
    return c!.id;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const learning = t.services.areas.find((a) => a.name === "learning")!;
    nova = learning.assistantSources!.find((s) => s.assistant === "nova")!;
    const a = await seededTenant(t, "acme");
    const managerId = await a.idOf("manager@acme.test");
    const [link] = await t.database.db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .where(eq(userEntities.userId, managerId));
    acme = { tenantId: a.tenantId, entityId: link!.entityId };
    globexTenant = (await seededTenant(t, "globex")).tenantId;
    // Acme's own course, written in English only
    const published = await createTenantCourses().publish(t.database.db, acme, null, {
      authorId: managerId,
      areaSlug: "cybersecurity",
      level: "beginner",
      durationMinutes: 5,
      tags: [],
      passingScore: 80,
      badgeColor: "#123456",
      coverIllustration: "phishing-hook",
      coverImage: null,
      answerKey: [[1]],
      texts: { en: ownText },
      videos: {},
    });
    ownSlug = published.slug;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds a phishing course's step for an English question, with its key and the course's page", async () => {
    const userId = await newMember("eva@acme.test");
    const found = await nova.search(asker({ userId }), { text: "How do I recognise a phishing email?", limit: 5 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    const step = found.find((p) => /^course:phishing-essentials:step:\d+$/.test(p.key));
    expect(step).toMatchObject({
      kind: "course-step",
      url: expect.stringMatching(/^\/training\/courses\/phishing-essentials\/watch\?step=\d+$/),
    });
    expect(step!.title).toMatch(/^Phishing Essentials: Spot the Hook Before You Click — /);
    expect(step!.text.length).toBeGreaterThan(50);
    expect(step!.text.length).toBeLessThanOrEqual(601);
    // best first
    expect(found.map((p) => p.score)).toEqual([...found.map((p) => p.score)].sort((x, y) => y - x));
  });

  it("answers a Portuguese question from the Portuguese text", async () => {
    const userId = await newMember("rita@acme.test");
    const found = await nova.search(asker({ userId, locale: "pt" }), { text: "Como reconhecer um e-mail de phishing?", limit: 5 });
    const step = found.find((p) => p.key.startsWith("course:phishing-essentials"));
    expect(step).toBeDefined();
    const [pt] = await t.database.db
      .select({ title: courseTranslations.title })
      .from(courseTranslations)
      .where(and(eq(courseTranslations.courseId, await libraryCourse("phishing-essentials")), eq(courseTranslations.locale, "pt")));
    expect(step!.title.startsWith(pt!.title)).toBe(true);
  });

  it("finds a company's own course for its people and never for another company's", async () => {
    const userId = await newMember("otto@acme.test");
    const mine = await nova.search(asker({ userId }), { text: "how is the quokka vault opened?", limit: 5 });
    expect(mine.map((p) => p.key)).toEqual(expect.arrayContaining([`course:${ownSlug}`, `course:${ownSlug}:step:1`]));
    expect(mine.find((p) => p.key === `course:${ownSlug}:step:1`)).toMatchObject({
      title: "Quokka Vault Handling — Opening the quokka vault",
      url: `/training/courses/${ownSlug}/watch?step=1`,
    });
    // an Acme learner reading in Portuguese still gets the course written only in English
    const inPt = await nova.search(asker({ userId, locale: "pt" }), { text: "quokka vault", limit: 5 });
    expect(inPt.map((p) => p.key)).toContain(`course:${ownSlug}`);
    const globex = (await seededTenant(t, "globex")).idOf("manager@globex.test");
    const theirs = await nova.search(asker({ tenantId: globexTenant, entityId: null, userId: await globex }), {
      text: "how is the quokka vault opened?",
      limit: 5,
    });
    expect(theirs.filter((p) => p.key.startsWith(`course:${ownSlug}`))).toEqual([]);
  });

  it("leaves out the courses the asker's plan does not open", async () => {
    const [paid] = await t.database.db
      .select({ slug: courses.slug, title: courseTranslations.title })
      .from(courses)
      .innerJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, "en")))
      .where(and(isNull(courses.whitelabelId), eq(courses.free, false), eq(courses.status, "published")))
      .orderBy(courses.slug)
      .limit(1);
    expect(paid).toBeDefined();
    const userId = await newMember("bea@acme.test");
    const full = await nova.search(asker({ userId }), { text: paid!.title, limit: 5 });
    expect(full.map((p) => p.key)).toContain(`course:${paid!.slug}`);
    const basic = await nova.search(asker({ userId, features: ["basic-training"] }), { text: paid!.title, limit: 10 });
    expect(basic.filter((p) => p.key.startsWith(`course:${paid!.slug}`))).toEqual([]);
  });

  it("finds nothing in a question of stop words, and searches quickly over the library", async () => {
    const userId = await newMember("ian@acme.test");
    expect(await nova.search(asker({ userId }), { text: "what is the", limit: 5 })).toEqual([]);
    // signs, addresses and operators are words or nothing, never an error
    for (const text of ["www.example.com (a*b)?", 'the "fake invoice" -scam', "|| & ! <-> :*", "\\1 [x] $^"])
      expect(Array.isArray(await nova.search(asker({ userId }), { text, limit: 3 }))).toBe(true);
    const questions = [
      "How do I spot a phishing e-mail?",
      "What makes a strong password?",
      "ransomware backups",
      "multi-factor authentication",
    ];
    const started = performance.now();
    for (const text of questions) expect((await nova.search(asker({ userId }), { text, limit: 5 })).length).toBeGreaterThan(0);
    const each = (performance.now() - started) / questions.length;
    console.info(`nova search (${backend}): ${each.toFixed(1)} ms a question`);
    expect(each).toBeLessThan(1000);
  });

  it("tells an assigned learner their next course, its due date and their assignments", async () => {
    const userId = await newMember("ana@acme.test");
    const courseId = await libraryCourse("phishing-essentials");
    const due = new Date(Date.now() + 3 * DAY);
    await t.database.db.insert(assignments).values({ whitelabelId: acme.tenantId, entityId: acme.entityId, courseId, userId, dueAt: due });
    const facts = await nova.facts!(asker({ userId }), { text: "What should I study next?" });
    const next = facts.find((p) => p.key === "fact:next-course");
    expect(next).toMatchObject({ kind: "progress", title: "Your next course", url: "/training/courses/phishing-essentials" });
    expect(next!.text).toContain("Phishing Essentials");
    expect(next!.text).toContain(String(due.getUTCFullYear()));
    expect(facts.find((p) => p.key === "fact:assignments")).toBeUndefined();
    const pt = await nova.facts!(asker({ userId, locale: "pt" }), { text: "Qual é o prazo das minhas atribuições?" });
    expect(pt.map((p) => p.key)).toEqual(["fact:assignments"]);
    expect(pt[0]!.text).toMatch(/^Atribuições em aberto: 1 \(atrasadas: 0\)\./);
    const suggested = await nova.suggestions!(asker({ userId }), "/dashboard");
    expect(suggested).toContain("What should I study next?");
    expect(suggested.some((s) => s.startsWith("When is Phishing Essentials"))).toBe(true);
    expect(suggested.length).toBeLessThanOrEqual(3);
  });

  it("tells a learner the course they are in the middle of, and their badges", async () => {
    const userId = await newMember("leo@acme.test");
    const courseId = await libraryCourse("phishing-essentials");
    await t.database.db
      .insert(enrollments)
      .values({ whitelabelId: acme.tenantId, userId, courseId, status: "in-progress", progress: 40, currentStep: 1 });
    await t.database.db
      .insert(awardedBadges)
      .values({ whitelabelId: acme.tenantId, userId, courseId: await libraryCourse("multi-factor-authentication") });
    const facts = await nova.facts!(asker({ userId }), { text: "Which courses are in progress? And my badges?" });
    expect(facts.map((p) => p.key).sort()).toEqual(["fact:badges", "fact:in-progress"]);
    expect(facts.find((p) => p.key === "fact:in-progress")!.text).toMatch(
      /^Courses in progress: 1\. Phishing Essentials.*\(40% done, step 2 of \d+\)/,
    );
    expect(facts.find((p) => p.key === "fact:badges")!.text).toMatch(/^Badges earned: 1\./);
    // with nothing assigned, the course begun is the next one
    const next = await nova.facts!(asker({ userId, locale: "pt" }), { text: "o que devo estudar agora?" });
    expect(next[0]).toMatchObject({ key: "fact:next-course", title: "Seu próximo curso", url: "/training/courses/phishing-essentials" });
    expect(next[0]!.text).toContain("40%");
    // the training page suggests facts, below any passage a question finds
    const onPage = await nova.facts!(asker({ userId }), { text: "passwords", page: "/pt/training" });
    expect(onPage.map((p) => p.key).sort()).toEqual(["fact:in-progress", "fact:next-course"]);
    expect(Math.max(...onPage.map((p) => p.score))).toBeLessThan(0.1);
    // a plan without badges tells none
    expect(await nova.facts!(asker({ userId, features: ["training"] }), { text: "my badges" })).toEqual([]);
  });

  it("suggests a fresh learner a course to start", async () => {
    const userId = await newMember("max@acme.test");
    const [next] = await nova.facts!(asker({ userId }), { text: "what next?" });
    expect(next).toMatchObject({ key: "fact:next-course" });
    expect(next!.text).toMatch(/^Study this next: /);
    expect(next!.url).toMatch(/^\/training\/courses\/[a-z0-9-]+$/);
  });
});

describe("a passage's text", () => {
  it("is cut at a sentence's end", () => {
    const text = `${"A short sentence. ".repeat(50)}`;
    const cut = trimAtSentence(text, 100);
    expect(cut.endsWith(".")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(trimAtSentence("word ".repeat(200), 50)).toMatch(/^(word ){8,}word…$|^(word ?)+…$/);
    expect(trimAtSentence("  Short.  ")).toBe("Short.");
  });
});

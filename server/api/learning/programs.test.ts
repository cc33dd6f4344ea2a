import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "./schema.ts";
import { loadLibraryContent } from "./seed/library.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

type Program = {
  id: string;
  slug: string;
  title: string;
  owner: string;
  editable: boolean;
  enrolled: boolean;
  courses: { slug: string; title: string; status: string | null }[];
  totalMinutes: number;
};
const ACME = "acme.localhost:3000";
const input = {
  titles: { en: "Acme onboarding", pt: "Integração Acme" },
  descriptions: { en: "What every new Acme colleague takes in week one.", pt: "O que todo novo colega da Acme faz na primeira semana." },
  courses: ["phishing-essentials", "time-management-essentials"],
};

// the two newer library programs, as server/api/learning/seed/library.ts declares them
const SEEDED = [
  {
    slug: "security-awareness-new-hires",
    titles: { en: "Security awareness for new hires", pt: "Conscientização em segurança para novos colaboradores" },
    courses: [
      "phishing-essentials",
      "passwords-and-passphrases",
      "multi-factor-authentication",
      "data-classification-and-handling",
      "physical-security-and-clean-desk",
      "generative-ai-at-work",
      "reporting-security-incidents",
    ],
  },
  {
    slug: "annual-security-refresher",
    titles: { en: "Annual security refresher", pt: "Reciclagem anual em segurança" },
    courses: [
      "business-email-compromise",
      "vishing-and-callback-phishing",
      "everyday-scams-in-brazil",
      "identity-theft-and-sim-swap",
      "social-media-and-oversharing",
      "ai-scams-and-deepfakes",
      "insider-risk",
    ],
  },
] as const;

describe.each(BACKENDS)("programs on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("lists the library's programs with their courses in order, in the learner's language", async () => {
    const cookie = await signIn(t, "individual@skill5.test");
    const { data } = (await (await t.req("/api/training/programs", withCookie(cookie, { headers: { "x-locale": "pt" } }))).json()) as {
      data: Program[];
    };
    const essentials = data.find((p) => p.slug === "security-awareness-essentials")!;
    expect(essentials).toMatchObject({
      title: "Fundamentos de conscientização em segurança",
      owner: "library",
      editable: false,
      enrolled: false,
    });
    expect(essentials.courses.map((c) => c.slug).slice(0, 2)).toEqual(["phishing-essentials", "passwords-and-passphrases"]);
    expect(essentials.totalMinutes).toBeGreaterThanOrEqual(30);
    const enrolled = (await (
      await t.req(`/api/training/programs/${essentials.id}/enroll`, withCookie(cookie, { method: "POST" }))
    ).json()) as Program;
    expect(enrolled.enrolled).toBe(true);
    // on the free plan, the program's free courses are started; the others wait for a plan that opens them
    const started = enrolled.courses.filter((c) => c.status === "in-progress").map((c) => c.slug);
    expect(started).toEqual(expect.arrayContaining(["phishing-essentials", "passwords-and-passphrases"]));
    expect(started.length).toBeLessThan(enrolled.courses.length);
    expect(enrolled.courses.every((c) => c.status === "in-progress" || c.status === null)).toBe(true);
    // a plan with the whole library (Acme's Enterprise) starts every one of them
    const acmeLearner = await signIn(t, "learner@acme.test", ACME);
    const all = (await (
      await t.req(`/api/training/programs/${essentials.id}/enroll`, { ...withCookie(acmeLearner, { method: "POST" }), host: ACME })
    ).json()) as Program;
    expect(all.courses.every((c) => c.status === "in-progress")).toBe(true);
  });

  it("seeds the new-hire and annual refresher programs with their published library courses, in both languages", async () => {
    const library = new Map((await loadLibraryContent()).map((c) => [c.slug, c]));
    const cookie = await signIn(t, "individual@skill5.test");
    for (const locale of ["en", "pt"] as const) {
      const { data } = (await (await t.req("/api/training/programs", withCookie(cookie, { headers: { "x-locale": locale } }))).json()) as {
        data: Program[];
      };
      for (const seeded of SEEDED) {
        const program = data.find((p) => p.slug === seeded.slug);
        expect(program, `${seeded.slug} (${locale})`).toMatchObject({ title: seeded.titles[locale], owner: "library", editable: false });
        // every declared course, in the declared order, each under its own title in this language
        expect(program!.courses.map((c) => c.slug)).toEqual([...seeded.courses]);
        expect(program!.courses.map((c) => c.title)).toEqual(seeded.courses.map((slug) => library.get(slug)![locale].title));
      }
    }
    // the English and Portuguese titles differ, so neither language fell back to the other
    for (const c of SEEDED.flatMap((p) => p.courses)) expect(library.get(c)!.pt.title, c).not.toBe(library.get(c)!.en.title);
    // each is a published course of the library (no tenant's copy standing in for it)
    const slugs = [...new Set(SEEDED.flatMap((p) => p.courses))];
    const rows = await t.database.db
      .select({ slug: courses.slug, status: courses.status })
      .from(courses)
      .where(and(isNull(courses.whitelabelId), inArray(courses.slug, slugs)));
    expect(rows.map((r) => r.slug).sort()).toEqual([...slugs].sort());
    expect(rows.every((r) => r.status === "published")).toBe(true);
  });

  it("lets a company manager with custom-programs create and edit one, visible only to their company", async () => {
    const manager = await signIn(t, "manager@acme.test", ACME);
    // the server says who may create: the UI shows its buttons from this answer
    expect(
      ((await (await t.req("/api/training/programs", { ...withCookie(manager), host: ACME })).json()) as { canCreate: boolean }).canCreate,
    ).toBe(true);
    const bad = await t.req("/api/training/programs", {
      ...withCookie(manager, jsonBody({ ...input, courses: ["no-such-course"] })),
      host: ACME,
    });
    expect(bad.status).toBe(400);
    const created = await t.req("/api/training/programs", { ...withCookie(manager, jsonBody(input)), host: ACME });
    expect(created.status).toBe(201);
    const p = (await created.json()) as Program;
    expect(p).toMatchObject({ owner: "company", editable: true });
    const edited = (await (
      await t.req(`/api/training/programs/${p.id}`, {
        ...withCookie(manager, { ...jsonBody({ ...input, courses: ["time-management-essentials"] }), method: "PUT" }),
        host: ACME,
      })
    ).json()) as Program;
    expect(edited.courses.map((c) => c.slug)).toEqual(["time-management-essentials"]);

    const learner = await signIn(t, "learner@acme.test", ACME);
    expect(
      ((await (await t.req("/api/training/programs", { ...withCookie(learner), host: ACME })).json()) as { canCreate: boolean }).canCreate,
    ).toBe(false);
    expect((await t.req(`/api/training/programs/${p.id}`, { ...withCookie(learner), host: ACME })).status).toBe(200);
    expect((await t.req("/api/training/programs", { ...withCookie(learner, jsonBody(input)), host: ACME })).status).toBe(403);
    // people of other entities, on this tenant or another, do not see it at all
    const individual = await signIn(t, "individual@skill5.test");
    expect((await t.req(`/api/training/programs/${p.id}`, withCookie(individual))).status).toBe(404);
    expect(
      (await t.req(`/api/training/programs/${p.id}`, { ...withCookie(individual, { ...jsonBody(input), method: "PUT" }) })).status,
    ).toBe(403);
  });

  it("never opens a draft course through a program", async () => {
    await t.database.db.update(courses).set({ status: "draft" }).where(eq(courses.slug, "passwords-and-passphrases"));
    try {
      const cookie = await signIn(t, "creator@skill5.test");
      const { data } = (await (await t.req("/api/training/programs", withCookie(cookie))).json()) as { data: Program[] };
      const essentials = data.find((p) => p.slug === "security-awareness-essentials")!;
      expect(essentials.courses.map((c) => c.slug)).not.toContain("passwords-and-passphrases");
      const enrolled = (await (
        await t.req(`/api/training/programs/${essentials.id}/enroll`, withCookie(cookie, { method: "POST" }))
      ).json()) as Program;
      expect(enrolled.courses.map((c) => c.slug)).not.toContain("passwords-and-passphrases");
      const mine = (await (await t.req("/api/enrollments", withCookie(cookie))).json()) as { data: { course: { slug: string } }[] };
      expect(JSON.stringify(mine)).not.toContain("passwords-and-passphrases");
      expect(enrolled.courses.length).toBeGreaterThan(0);
    } finally {
      await t.database.db.update(courses).set({ status: "published" }).where(eq(courses.slug, "passwords-and-passphrases"));
    }
  });
});

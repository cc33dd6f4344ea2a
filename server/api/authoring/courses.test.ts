import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorCourse, CreatorCourseInput } from "../../../contract/authoring.ts";
import { userEntities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { users } from "../identity/schema.ts";
import { creatorCourses } from "./schema.ts";
import { completeCourse, completeLanguage } from "./test/drafts.ts";

// Course drafts through the API as the editor uses them: written in any state, saved with the
// revision they were read at, published to the tenant's library (its learners find it at once,
// nobody else does) and unpublished; other tenants' drafts are not there at all.

const ACME = "acme.localhost:3000";
type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

describe.each(BACKENDS)("the creator's course drafts on %s", (backend) => {
  let t: TestApp;
  let creator: string;
  let learner: string;
  let acmeLearner: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    [creator, learner, acmeLearner] = await Promise.all([
      signIn(t, "creator@skill5.test"),
      signIn(t, "individual@skill5.test"),
      signIn(t, "learner@acme.test", ACME),
    ]);
  });
  afterAll(() => t.close());

  const call = (cookie: string, path: string, init: RequestInit & { host?: string; locale?: string } = {}) => {
    const { locale, ...rest } = init;
    const headers = { ...(rest.headers as Record<string, string>), ...(locale ? { "x-locale": locale } : {}) };
    return t.req(`/api${path}`, withCookie(cookie, { ...rest, headers }));
  };
  const send = (path: string, method: string, body?: unknown, locale?: string) =>
    call(creator, path, { ...(body === undefined ? {} : jsonBody(body)), method, locale });
  const create = async (input: Partial<CreatorCourseInput> = {}) => {
    const res = await send("/creator/courses", "POST", completeCourse(input));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const read = async (id: string, locale?: string) => {
    const res = await call(creator, `/creator/courses/${id}`, { locale });
    expect(res.status).toBe(200);
    return (await res.json()) as CreatorCourse;
  };
  const save = (c: CreatorCourse, change: Partial<CreatorCourseInput> = {}, locale?: string) => {
    const { id, revision, languages, area, level, durationMinutes, tags, passingScore, badgeColor, avatarId, en, pt } = c;
    const body = { revision, languages, area, level, durationMinutes, tags, passingScore, badgeColor, avatarId, en, pt, ...change };
    return send(`/creator/courses/${id}`, "PUT", body, locale);
  };
  /** The catalogue's courses whose title or summary holds `search`, as a learner of `host` reads it. */
  const catalogue = async (cookie: string, search: string, host?: string) => {
    const res = await call(cookie, `/training/courses?limit=48&search=${encodeURIComponent(search)}`, { host });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { slug: string; title: string; coverImage: string | null }[] }).data;
  };

  it("creates a draft in any state, reads it back with what publishing and rendering still need, and lists it", async () => {
    const res = await send("/creator/courses", "POST", { languages: ["en"], area: "cybersecurity", level: "beginner" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const c = await read(id);
    expect(c).toMatchObject({ id, revision: 0, status: "draft", progress: 0, published: null, video: null, coverUrl: null });
    expect(c.author.name).toBe("Camila Rocha");
    expect(c.readiness.publish).toContainEqual({ path: "en.title", message: "Fill this in." });
    expect(c.readiness.render).toContainEqual({ path: "avatarId", message: "Choose a presenter to narrate the video." });
    const pt = await read(id, "pt");
    expect(pt.readiness.publish).toContainEqual({ path: "en.title", message: "Preencha este campo." });

    const other = await create({ en: completeLanguage("en", "Tidy Inbox Habits") });
    const list = await call(creator, "/creator/courses?search=inbox%20habits");
    expect(((await list.json()) as { data: { id: string; title: string }[] }).data).toEqual([
      expect.objectContaining({ id: other, title: "Tidy Inbox Habits" }),
    ]);
    const drafts = (await (await call(creator, "/creator/courses?status=draft&limit=100")).json()) as { data: { id: string }[] };
    expect(drafts.data.map((d) => d.id)).toEqual(expect.arrayContaining([id, other]));
  });

  it("saves with the revision it was read at, and answers a stale one with a conflict that says so", async () => {
    const id = await create();
    const first = await read(id);
    const saved = await save(first, { passingScore: 70 });
    expect(saved.status).toBe(200);
    expect((await saved.json()) as CreatorCourse).toMatchObject({ revision: 1, passingScore: 70 });
    // the other tab still holds revision 0
    const stale = await save(first, { passingScore: 90 });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as ApiError;
    expect(body.error.code).toBe("revision_conflict");
    expect(body.error.message).toMatch(/changed in another tab or by someone else/);
    expect((await read(id)).passingScore).toBe(70);
    const pt = await save(first, {}, "pt");
    expect(((await pt.json()) as ApiError).error.message).toMatch(/alterado em outra aba/);
  });

  it("takes a save while a render is under way, which keeps rendering the revision it started from", async () => {
    const id = await create();
    await t.database.db
      .update(creatorCourses)
      .set({ status: "rendering", progress: 40, renderedRevision: 0 })
      .where(eq(creatorCourses.id, id));
    const res = await save(await read(id), { level: "advanced" });
    expect(res.status).toBe(200);
    expect((await res.json()) as CreatorCourse).toMatchObject({ revision: 1, level: "advanced", status: "rendering", progress: 40 });
    const [row] = await t.database.db.select().from(creatorCourses).where(eq(creatorCourses.id, id));
    expect(row!.renderedRevision).toBe(0);
  });

  it("refuses what does not fit a draft at its field, and a presenter that is not the entity's", async () => {
    const c = await read(await create());
    const long = await save(c, { en: { ...c.en!, steps: [{ ...c.en!.steps[0]!, title: "x".repeat(200) }] } });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ApiError).error.issues?.map((i) => i.path)).toContain("en.steps.0.title");
    const stranger = await save(c, { avatarId: "00000000-0000-4000-8000-000000000000" });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as ApiError).error).toMatchObject({ code: "avatar_not_found" });
  });

  it("refuses to publish an unfinished course, with each problem at its field", async () => {
    const en = completeLanguage("en");
    en.steps[0]!.title = "";
    en.questions[1]!.correct = [0, 1];
    en.questions[1]!.multiple = false;
    const id = await create({ languages: ["en"], en, pt: undefined });
    const res = await send(`/creator/courses/${id}/publish`, "POST");
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiError;
    expect(body.error.code).toBe("not_ready");
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "en.steps.0.title", message: "Fill this in." },
        { path: "en.questions.1.correct", message: expect.stringMatching(/exactly one right option/) },
      ]),
    );
    expect((await read(id)).published).toBeNull();
  });

  it("publishes to the tenant's library: its learners find it and its page, another tenant's do not; unpublishing hides it", async () => {
    const id = await create();
    const res = await send(`/creator/courses/${id}/publish`, "POST");
    expect(res.status).toBe(200);
    const published = ((await res.json()) as CreatorCourse).published!;
    expect(published.slug).toBe("spotting-phishing-messages");
    expect((await catalogue(learner, "Spotting Phishing")).map((c) => c.slug)).toContain(published.slug);
    const page = await call(learner, `/training/courses/${published.slug}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ title: "Spotting Phishing Messages", questionCount: 5 });
    const pt = await call(learner, `/training/courses/${published.slug}`, { locale: "pt" });
    expect(((await pt.json()) as { title: string }).title).toBe("Como Reconhecer Mensagens de Phishing");
    expect((await catalogue(acmeLearner, "Spotting Phishing", ACME)).map((c) => c.slug)).not.toContain(published.slug);
    expect((await call(acmeLearner, `/training/courses/${published.slug}`, { host: ACME })).status).toBe(404);

    // a learner takes it, then it is unpublished: gone from the catalogue, the enrolment kept
    expect((await call(learner, "/enrollments", jsonBody({ courseSlug: published.slug }))).status).toBeLessThan(300);
    const off = await send(`/creator/courses/${id}/unpublish`, "POST");
    expect(off.status).toBe(200);
    expect(((await off.json()) as CreatorCourse).published).toBeNull();
    expect((await catalogue(learner, "Spotting Phishing")).map((c) => c.slug)).not.toContain(published.slug);
    expect((await send(`/creator/courses/${id}/unpublish`, "POST")).status).toBe(409);

    // publishing again brings back the same course
    const again = await send(`/creator/courses/${id}/publish`, "POST");
    expect(((await again.json()) as CreatorCourse).published).toMatchObject({ courseId: published.courseId, slug: published.slug });
  });

  it("says when the draft changed since it was published, until it is published again", async () => {
    const id = await create({ en: completeLanguage("en", "Locking Your Screen") });
    expect(await read(id)).toMatchObject({ published: null, publishedOutdated: false, videoOutdated: false });
    const first = await send(`/creator/courses/${id}/publish`, "POST");
    expect(first.status).toBe(200);
    expect((await first.json()) as CreatorCourse).toMatchObject({ publishedOutdated: false });
    expect((await save(await read(id), { passingScore: 70 })).status).toBe(200);
    expect(await read(id)).toMatchObject({ revision: 1, publishedOutdated: true, videoOutdated: false });
    const again = await send(`/creator/courses/${id}/publish`, "POST");
    expect(again.status).toBe(200);
    expect((await again.json()) as CreatorCourse).toMatchObject({ revision: 1, publishedOutdated: false });
    expect((await read(id)).publishedOutdated).toBe(false);
  });

  it("says when the text changed since the video was rendered", async () => {
    const id = await create({ en: completeLanguage("en", "Rendered Then Edited") });
    const en = { mp4: "t/x/v/en.mp4", webm: "t/x/v/en.webm", captions: "t/x/v/en.vtt", poster: "t/x/v/en.jpg", durationSeconds: 60 };
    await t.database.db
      .update(creatorCourses)
      .set({ status: "ready", progress: 100, renderedRevision: 0, video: { en } })
      .where(eq(creatorCourses.id, id));
    expect((await read(id)).videoOutdated).toBe(false);
    expect((await save(await read(id), { passingScore: 70 })).status).toBe(200);
    expect(await read(id)).toMatchObject({ revision: 1, videoOutdated: true, publishedOutdated: false });
    // gone again, so the dashboard's count of ready courses is not this test's
    expect((await send(`/creator/courses/${id}`, "DELETE")).status).toBeLessThan(300);
  });

  it("publishes a course written in Portuguese only, which learners reading English see in Portuguese", async () => {
    const pt = completeLanguage("pt", "Senhas Fortes no Dia a Dia");
    const id = await create({ languages: ["pt"], en: undefined, pt });
    const res = await send(`/creator/courses/${id}/publish`, "POST");
    expect(res.status).toBe(200);
    const { slug } = ((await res.json()) as CreatorCourse).published!;
    expect(slug).toBe("senhas-fortes-no-dia-a-dia");
    const inEnglish = (await catalogue(learner, "Senhas Fortes")).find((c) => c.slug === slug);
    expect(inEnglish?.title).toBe("Senhas Fortes no Dia a Dia");
    // enrolled, it is among the learner's courses in English too
    expect((await call(learner, "/enrollments", jsonBody({ courseSlug: slug }))).status).toBeLessThan(300);
    const mine = (await (await call(learner, "/enrollments?limit=50", { locale: "en" })).json()) as {
      data: { course: { slug: string; title: string } }[];
    };
    expect(mine.data.find((e) => e.course.slug === slug)?.course.title).toBe("Senhas Fortes no Dia a Dia");
  });

  it("gives two courses of the same title published at once slugs of their own", async () => {
    const twin = () => create({ languages: ["en"], en: completeLanguage("en", "Twin Course Title"), pt: undefined });
    const ids = [await twin(), await twin()];
    const answers = await Promise.all(ids.map((id) => send(`/creator/courses/${id}/publish`, "POST")));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const slugs = await Promise.all(answers.map(async (r) => ((await r.json()) as CreatorCourse).published!.slug));
    expect(new Set(slugs).size).toBe(2);
    expect(slugs.every((s) => s.startsWith("twin-course-title"))).toBe(true);
  });

  it("plays the rendered video in the learner's language, with that narration's captions", async () => {
    const id = await create({
      en: completeLanguage("en", "Narrated Phishing Basics"),
      pt: completeLanguage("pt", "Phishing Narrado Básico"),
    });
    const files = (l: string) => ({
      mp4: `t/x/creator-video/${l}.mp4`,
      webm: `t/x/creator-video/${l}.webm`,
      captions: `t/x/creator-video/${l}.vtt`,
      poster: `t/x/creator-video/${l}.jpg`,
      durationSeconds: 60,
    });
    await t.database.db
      .update(creatorCourses)
      .set({ status: "ready", progress: 100, video: { en: files("en"), pt: files("pt") } })
      .where(eq(creatorCourses.id, id));
    const { slug } = ((await (await send(`/creator/courses/${id}/publish`, "POST")).json()) as CreatorCourse).published!;
    expect((await call(learner, "/enrollments", jsonBody({ courseSlug: slug }))).status).toBeLessThan(300);
    const watch = async (locale: string) =>
      ((await (await call(learner, `/enrollments/${slug}`, { locale })).json()) as { video: { url: string; captions: unknown[] } }).video;
    expect(await watch("en")).toEqual({
      url: "/api/files/t/x/creator-video/en.mp4",
      captions: [{ lang: "en", url: "/api/files/t/x/creator-video/en.vtt" }],
    });
    expect(await watch("pt")).toEqual({
      url: "/api/files/t/x/creator-video/pt.mp4",
      captions: [{ lang: "pt", url: "/api/files/t/x/creator-video/pt.vtt" }],
    });
  });

  it("takes a cover image, cut to 16:9 and stored as a JPEG, and refuses what is not an image", async () => {
    const id = await create();
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
      return call(creator, `/creator/courses/${id}/cover`, { method: "POST", body: form });
    };
    const res = await upload(new Uint8Array(png), "cover.png");
    expect(res.status).toBe(200);
    const { coverUrl } = (await res.json()) as CreatorCourse;
    expect(coverUrl).toMatch(/^\/api\/files\/t\/.+\/creator-covers\/[0-9a-f]{20}\.jpg$/);
    const file = await t.req(coverUrl!, withCookie(creator));
    expect(file.status).toBe(200);
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1280, height: 720 });

    const text = await upload(new TextEncoder().encode("not an image at all"), "cover.png");
    expect(text.status).toBe(400);
    expect(((await text.json()) as ApiError).error).toMatchObject({
      code: "unsupported_image",
      message: "The cover must be a PNG, JPEG or WebP image.",
    });
    const removed = await call(creator, `/creator/courses/${id}/cover`, { method: "DELETE" });
    expect(((await removed.json()) as CreatorCourse).coverUrl).toBeNull();
    expect((await t.req(coverUrl!, withCookie(creator))).status).toBe(404);

    // published, the course's card shows it to learners; removing it from the draft leaves theirs in place
    const again = ((await (await upload(new Uint8Array(png), "cover.png")).json()) as CreatorCourse).coverUrl;
    await save(await read(id), { en: completeLanguage("en", "Covered Phishing Course"), languages: ["en"] });
    expect((await send(`/creator/courses/${id}/publish`, "POST")).status).toBe(200);
    const card = await catalogue(learner, "Covered Phishing");
    expect(card).toEqual([expect.objectContaining({ title: "Covered Phishing Course", coverImage: again })]);
    await call(creator, `/creator/courses/${id}/cover`, { method: "DELETE" });
    expect((await t.req(again!, withCookie(learner))).status).toBe(200);
  });

  it("deletes a draft with its published course", async () => {
    const id = await create({ en: completeLanguage("en", "A Course To Delete"), languages: ["en"], pt: undefined });
    const { slug } = ((await (await send(`/creator/courses/${id}/publish`, "POST")).json()) as CreatorCourse).published!;
    expect((await send(`/creator/courses/${id}`, "DELETE")).status).toBe(204);
    expect((await call(creator, `/creator/courses/${id}`)).status).toBe(404);
    expect((await call(learner, `/training/courses/${slug}`)).status).toBe(404);
  });

  it("answers another tenant's draft with 404 and refuses people without the creator's permissions", async () => {
    const [acme] = await t.database.db.select({ id: whitelabels.id }).from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [member] = await t.database.db
      .select({ entityId: userEntities.entityId, userId: users.id })
      .from(users)
      .innerJoin(userEntities, eq(userEntities.userId, users.id))
      .where(eq(users.email, "manager@acme.test"));
    const [theirs] = await t.database.db
      .insert(creatorCourses)
      .values({
        whitelabelId: acme!.id,
        entityId: member!.entityId,
        authorId: member!.userId,
        languages: ["en"],
        area: "cybersecurity",
        level: "beginner",
        badgeColor: "#2563eb",
        content: { en: completeLanguage("en") },
      })
      .returning({ id: creatorCourses.id });
    const id = theirs!.id;
    expect((await call(creator, `/creator/courses/${id}`)).status).toBe(404);
    expect((await send(`/creator/courses/${id}`, "PUT", { ...completeCourse(), revision: 0 })).status).toBe(404);
    expect((await send(`/creator/courses/${id}/publish`, "POST")).status).toBe(404);
    expect((await send(`/creator/courses/${id}`, "DELETE")).status).toBe(404);
    expect((await t.database.db.select().from(creatorCourses).where(eq(creatorCourses.id, id))).length).toBe(1);

    for (const [cookie, host] of [
      [learner, undefined],
      [acmeLearner, ACME],
    ] as const) {
      expect((await call(cookie, "/creator/courses", { host })).status).toBe(403);
      expect((await call(cookie, "/creator/courses", { host, ...jsonBody(completeCourse()) })).status).toBe(403);
      expect((await call(cookie, "/creator/dashboard", { host })).status).toBe(403);
    }
    expect((await t.req("/api/creator/courses")).status).toBe(401);
  });

  it("shows the dashboard: courses counted by status and published, the latest drafts, and whether outlines can be drafted", async () => {
    const res = await call(creator, "/creator/dashboard");
    expect(res.status).toBe(200);
    const d = (await res.json()) as {
      counts: Record<string, number>;
      drafts: { id: string }[];
      outlineDrafting: boolean;
      avatars: number;
      batches: unknown[];
    };
    const all = (await (await call(creator, "/creator/courses?limit=100")).json()) as { total: number; data: { published: boolean }[] };
    const { published, ...byStatus } = d.counts;
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(all.total);
    expect(d.counts.ready).toBe(1);
    expect(published).toBe(all.data.filter((c) => c.published).length);
    expect(d.drafts.length).toBe(Math.min(5, all.total));
    expect(d.outlineDrafting).toBe(false);
    expect(d.avatars).toBeGreaterThanOrEqual(0);
  });
});

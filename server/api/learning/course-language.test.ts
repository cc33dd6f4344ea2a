import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseTranslations, courses } from "./schema.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(BACKENDS)("a course in the visitor's language (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const titleIn = async (slug: string, language: string) => {
    const res = await t.req(`/api/training/courses/${slug}`, { headers: { "accept-language": language } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { title: string }).title;
  };

  it("is read in the language asked for, and in the other one where the course has only that", async () => {
    const [course] = await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, "phishing-essentials"));
    const rows = await t.database.db
      .select({ locale: courseTranslations.locale, title: courseTranslations.title })
      .from(courseTranslations)
      .where(eq(courseTranslations.courseId, course!.id));
    const title = Object.fromEntries(rows.map((r) => [r.locale, r.title]));
    expect(await titleIn("phishing-essentials", "en")).toBe(title.en);
    expect(await titleIn("phishing-essentials", "pt-BR")).toBe(title.pt);
    await t.database.db
      .delete(courseTranslations)
      .where(and(eq(courseTranslations.courseId, course!.id), eq(courseTranslations.locale, "en")));
    expect(await titleIn("phishing-essentials", "en")).toBe(title.pt);
  });
});

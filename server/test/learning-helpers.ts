import { and, eq, isNull } from "drizzle-orm";
import { courseTranslations, courses } from "../api/learning/schema.ts";
import { withCookie } from "./auth-helpers.ts";
import { jsonBody, type TestApp } from "./harness.ts";

export type ServedQuestion = { prompt: string; options: string[]; choices: { id: string; text: string }[]; multiple: boolean };

/**
 * The ids of the right options of each question as the learner was served them, found by their
 * words in the course's stored text and answer key (what an author knows, not what the API tells).
 */
export async function rightChoices(t: TestApp, slug: string, served: ServedQuestion[], tenantId: string | null = null) {
  const [c] = await t.database.db
    .select({ id: courses.id, key: courses.answerKey })
    .from(courses)
    .where(and(eq(courses.slug, slug), tenantId ? eq(courses.whitelabelId, tenantId) : isNull(courses.whitelabelId)));
  const texts = await t.database.db.select().from(courseTranslations).where(eq(courseTranslations.courseId, c!.id));
  // served in the learner's language, whichever it is
  const words = (i: number, o: number) => texts.map((tr) => tr.questions[i]!.options[o]);
  return c!.key.map((k, i) => k.map((o) => served[i]!.choices.find((ch) => words(i, o).includes(ch.text))!.id));
}

/** Enrols, reads to the end and passes a course's challenge through the API, as a learner does. */
export async function passCourse(t: TestApp, cookie: string, slug: string, host = "localhost:3000") {
  const req = (path: string, init: RequestInit = {}) => t.req(path, { ...withCookie(cookie, init), host });
  await req("/api/enrollments", jsonBody({ courseSlug: slug }));
  const { steps } = (await (await req(`/api/enrollments/${slug}`)).json()) as { steps: unknown[] };
  await req(`/api/enrollments/${slug}/progress`, { ...jsonBody({ currentStep: steps.length - 1, finished: true }), method: "PUT" });
  const { questions } = (await (await req(`/api/enrollments/${slug}`)).json()) as { questions: ServedQuestion[] };
  const res = await req(`/api/enrollments/${slug}/challenge`, jsonBody({ answers: await rightChoices(t, slug, questions) }));
  return (await res.json()) as { passed: boolean; certificateId: string };
}

import { eq } from "drizzle-orm";
import { courses } from "../db/schema/index.ts";
import { withCookie } from "./auth-helpers.ts";
import { jsonBody, type TestApp } from "./harness.ts";

/** Enrols, reads to the end and passes a course's challenge through the API, as a learner does. */
export async function passCourse(t: TestApp, cookie: string, slug: string, host = "localhost:3000") {
  const req = (path: string, init: RequestInit = {}) => t.req(path, { ...withCookie(cookie, init), host });
  await req("/api/enrollments", jsonBody({ courseSlug: slug }));
  const { steps } = (await (await req(`/api/enrollments/${slug}`)).json()) as { steps: unknown[] };
  await req(`/api/enrollments/${slug}/progress`, { ...jsonBody({ currentStep: steps.length - 1, finished: true }), method: "PUT" });
  const [c] = await t.database.db.select({ key: courses.answerKey }).from(courses).where(eq(courses.slug, slug));
  const res = await req(`/api/enrollments/${slug}/challenge`, jsonBody({ answers: c!.key }));
  return (await res.json()) as { passed: boolean; certificateId: string };
}

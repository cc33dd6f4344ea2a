import { data, redirect, type LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import { appContext } from "../../../contract/app-context.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { challengeResultSchema, courseCardSchema, courseDetailSchema, enrollmentContentSchema, enrollmentSchema } from "../../../contract/learning.ts";
import { localeFromPath, localizePath } from "../../../contract/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";

export type EnrollmentContent = z.infer<typeof enrollmentContentSchema>;
export type Enrollment = z.infer<typeof enrollmentSchema>;
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export type CourseCardData = z.infer<typeof courseCardSchema>;
export type ChallengeResult = z.infer<typeof challengeResultSchema>;
export type EnrollmentStatus = Enrollment["status"];

/** The API as a loader sees it: in-process, in the page's language. */
export function pageApi({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">) {
  const locale: Locale = localeFromPath(new URL(request.url).pathname);
  const api = context.get(appContext).api;
  return { locale, get: (path: string) => api(path, { headers: { "x-locale": locale } }) };
}

/** A failed API answer as the page's error: 404 is "Page Not Found", anything else its own status. */
export function failWith(res: Response): never {
  if (res.status === 404) throw data("validation", { status: 404 });
  throw data(null, { status: res.status });
}

/**
 * The learner's enrolled course (steps and questions without answers) for a page under
 * a course slug. A plan that does not open the course (403) goes to the course page,
 * which explains it; not enrolled (404) does too when `notEnrolled` is "redirect".
 */
export async function loadEnrollment(args: Pick<LoaderFunctionArgs, "context" | "request" | "params">, notEnrolled: "redirect" | "404" = "404") {
  assertValidParams(args.params);
  const slug = args.params.slug!;
  const { locale, get } = pageApi(args);
  const res = await get(`/api/enrollments/${slug}`);
  const coursePage = localizePath(`/training/courses/${slug}`, locale);
  if (res.status === 403 || (res.status === 404 && notEnrolled === "redirect")) throw redirect(coursePage);
  if (!res.ok) failWith(res);
  return { locale, slug, ...((await res.json()) as EnrollmentContent) };
}

/** Where a learner continues an enrolment: the content, the challenge, or the overview once done. */
export function continuePath(slug: string, status: EnrollmentStatus) {
  if (status === "in-progress") return `/training/courses/${slug}/watch`;
  if (status === "content-done") return `/enrollments/${slug}/challenge`;
  return `/enrollments/${slug}`;
}

/** Dates render the same on the server and in the browser (no hydration drift across time zones). */
export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === "pt" ? "pt-BR" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

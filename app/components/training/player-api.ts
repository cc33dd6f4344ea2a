import type { LoaderFunctionArgs } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import type { EnrollmentStatus } from "../../../contract/learning.ts";
import { intlLocale, localizePath } from "../../../contract/locale.ts";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import { dateTimeFormat } from "../../lib/intl.ts";

/**
 * The learner's enrolled course (steps and questions without answers) for a page under
 * a course slug. A plan that does not open the course (403) goes to the course page,
 * which explains it; not enrolled (404) does too when `notEnrolled` is "redirect".
 */
export async function loadEnrollment(
  args: Pick<LoaderFunctionArgs, "context" | "request" | "params">,
  notEnrolled: "redirect" | "404" = "404",
) {
  assertValidParams(args.params);
  const slug = args.params.slug!;
  const { locale, get } = loaderApi(args);
  const res = await get("/enrollments/{slug}", { params: { slug } });
  const coursePage = localizePath(`/training/courses/${slug}`, locale);
  if (res.status === 403 || (res.status === 404 && notEnrolled === "redirect")) throw redirect(coursePage);
  return { locale, slug, ...orThrow(res) };
}

/** Where a learner continues an enrolment: the content, the challenge, or the overview once done. */
export function continuePath(slug: string, status: EnrollmentStatus) {
  if (status === "in-progress") return `/training/courses/${slug}/watch`;
  if (status === "content-done") return `/enrollments/${slug}/challenge`;
  return `/enrollments/${slug}`;
}

/** Dates render the same on the server and in the browser (no hydration drift across time zones). */
export function formatDate(iso: string, language: string) {
  return dateTimeFormat(intlLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

import type { LoaderFunctionArgs } from "react-router";
import { appContext } from "../../../contract/app-context.ts";
import type { Locale } from "../../../contract/constants.ts";
import { localeFromPath } from "../../../contract/locale.ts";
import type { AwardedBadge, CourseCardData, EnrollmentItem, EnrollmentPage, LearnerCertificate } from "./types.ts";

/** The API's largest page of enrolments, and how many pages a summary reads at most. */
const ENROLLMENT_PAGE = 50;
const MAX_PAGES = 10;

/**
 * The learner's data for the overview loaders, asked in the page's language.
 * Each call answers null when the API does not, so a page can show what it has.
 */
export function overviewApi({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">) {
  const locale: Locale = localeFromPath(new URL(request.url).pathname);
  const api = context.get(appContext).api;

  async function get<T>(path: string): Promise<T | null> {
    const res = await api(path, { headers: { "x-locale": locale } });
    return res.ok ? ((await res.json()) as T) : null;
  }

  return {
    locale,
    /** Every enrolment, most recent activity first. */
    async enrollments(): Promise<EnrollmentItem[] | null> {
      const all: EnrollmentItem[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const res = await get<EnrollmentPage>(`/api/enrollments?page=${page}&limit=${ENROLLMENT_PAGE}`);
        if (!res) return page === 1 ? null : all;
        all.push(...res.data);
        if (all.length >= res.total || res.data.length < ENROLLMENT_PAGE) break;
      }
      return all;
    },
    async badges(): Promise<AwardedBadge[] | null> {
      return (await get<{ data: AwardedBadge[] }>("/api/badges"))?.data ?? null;
    },
    async certificates(): Promise<LearnerCertificate[] | null> {
      return (await get<{ data: LearnerCertificate[] }>("/api/certificates"))?.data ?? null;
    },
    async courses(limit: number): Promise<CourseCardData[] | null> {
      return (await get<{ data: CourseCardData[] }>(`/api/training/courses?limit=${limit}`))?.data ?? null;
    },
  };
}

/** Enrolments still open: content to read or a challenge to pass. */
export const isOpen = (e: EnrollmentItem) => e.enrollment.status !== "completed";

/** Where an open enrolment continues: the content, or the challenge once the content is done. */
export const continuePath = ({ enrollment, course }: EnrollmentItem) =>
  enrollment.status === "content-done" ? `/enrollments/${course.slug}/challenge` : `/training/courses/${course.slug}/watch`;

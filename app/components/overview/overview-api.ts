import type { LoaderFunctionArgs } from "react-router";
import type { AwardedBadge, CourseCard, EnrolledCourse } from "../../../contract/learning.ts";
import type { Certificate } from "../../../contract/certificates.ts";
import { loaderApi } from "../../lib/api-client.ts";

/** The API's largest page of enrolments, and how many pages a summary reads at most. */
const ENROLLMENT_PAGE = 50;
const MAX_PAGES = 10;

/**
 * The learner's data for the overview loaders, asked in the page's language.
 * Each call answers null when the API does not, so a page can show what it has.
 */
export function overviewApi(args: Pick<LoaderFunctionArgs, "context" | "request">) {
  const api = loaderApi(args);
  return {
    locale: api.locale,
    /** Every enrolment, most recent activity first. */
    async enrollments(): Promise<EnrolledCourse[] | null> {
      const all: EnrolledCourse[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const res = await api.get("/enrollments", { query: { page, limit: ENROLLMENT_PAGE } });
        if (!res.ok) return page === 1 ? null : all;
        all.push(...res.data.data);
        if (all.length >= res.data.total || res.data.data.length < ENROLLMENT_PAGE) break;
      }
      return all;
    },
    async badges(): Promise<AwardedBadge[] | null> {
      const res = await api.get("/badges");
      return res.ok ? res.data.data : null;
    },
    async certificates(): Promise<Certificate[] | null> {
      const res = await api.get("/certificates");
      return res.ok ? res.data.data : null;
    },
    async courses(limit: number): Promise<CourseCard[] | null> {
      const res = await api.get("/training/courses", { query: { limit } });
      return res.ok ? res.data.data : null;
    },
  };
}

/** Where an open enrolment continues: the content, or the challenge once the content is done. */
export const continuePath = ({ enrollment, course }: EnrolledCourse) =>
  enrollment.status === "content-done" ? `/enrollments/${course.slug}/challenge` : `/training/courses/${course.slug}/watch`;

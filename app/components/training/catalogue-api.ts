import { AREAS, type Area, isArea, isLevel, type Level } from "../../../contract/course-areas.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { CourseCard, CourseListQuery } from "../../../contract/learning.ts";
import { type Api, orThrow } from "../../lib/api-client.ts";

/** Courses per page of the catalogue. */
export const PAGE_SIZE = 12;
const LANGUAGES = ["en", "pt"] as const;
const isLanguage = (v: unknown): v is Locale => (LANGUAGES as readonly unknown[]).includes(v);

/** What the catalogue's URL asks for; values the API would refuse are dropped, not passed on. */
export interface CatalogueQuery {
  search: string;
  area: Area | "";
  level: Level | "";
  language: Locale | "";
  page: number;
}

export function readQuery(url: URL): CatalogueQuery {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "1", 10);
  const area = p.get("area");
  const level = p.get("level");
  const language = p.get("language");
  return {
    search: (p.get("search") ?? "").trim().slice(0, 100),
    area: isArea(area) ? area : "",
    level: isLevel(level) ? level : "",
    language: isLanguage(language) ? language : "",
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), 1000) : 1,
  };
}

/** One page of the catalogue (the API leaves out what the query leaves empty). */
export async function loadCourses(api: Api, q: Partial<CatalogueQuery>, limit = PAGE_SIZE) {
  const query: Partial<CourseListQuery> = {
    search: q.search,
    area: q.area || undefined,
    level: q.level || undefined,
    language: q.language || undefined,
    page: q.page ?? 1,
    limit,
  };
  return orThrow(await api.get("/training/courses", { query }));
}

/** Each area's first courses and how many it has (for the learner's plan, in the page's language). */
export async function loadAreas(api: Api, perArea = 1) {
  const lists = await Promise.all(AREAS.map((area) => loadCourses(api, { area }, perArea)));
  return AREAS.map((area, i) => ({ area, total: lists[i]!.total, courses: lists[i]!.data }));
}

/** Where a learner picks up an enrolled course: the content, or the challenge once the content is done. */
export function resumePath(slug: string, status: string): string {
  return status === "content-done" ? `/enrollments/${slug}/challenge` : `/training/courses/${slug}/watch`;
}

/** The share image of a course page (the Seo component makes it absolute). */
export const coverImage = (course: Pick<CourseCard, "coverIllustration">) => `/illustrations/${course.coverIllustration}.svg`;

const trainingCatalogs = import.meta.glob<{ areas: Record<Area, string>; catalogue: { areaDescriptions: Record<Area, string> } }>(
  "../../../contract/i18n/*/product/training.json",
  { import: "default" },
);

/** An area's name and description in a language, for a loader's `seo` (the page itself uses t()). */
export async function areaSeo(locale: Locale, area: Area) {
  const catalog = await trainingCatalogs[`../../../contract/i18n/${locale}/product/training.json`]!();
  return { title: catalog.areas[area], description: catalog.catalogue.areaDescriptions[area] };
}

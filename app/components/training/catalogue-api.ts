import { data } from "react-router";
import type { z } from "zod";
import type { AppLoadContext } from "../../../contract/app-context.ts";
import { AREAS, LEVELS } from "../../../contract/course-content.ts";
import type { Locale } from "../../../contract/constants.ts";
import { localeFromPath } from "../../../contract/locale.ts";
import type { courseDetailSchema, courseListSchema, enrollmentSchema, stepSchema } from "../../../contract/learning.ts";
import type { CourseCardData } from "./course-card.tsx";

export type Area = (typeof AREAS)[number];
export type Level = (typeof LEVELS)[number];
export type CourseList = z.infer<typeof courseListSchema>;
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export type Enrollment = z.infer<typeof enrollmentSchema>;
export type Step = z.infer<typeof stepSchema>;
export type CoursePreview = { course: CourseDetail; steps: Step[]; totalSteps: number };
export type MyEnrollments = { data: { course: CourseCardData; enrollment: Enrollment }[]; total: number };

/** Courses per page of the catalogue. */
export const PAGE_SIZE = 12;
const LANGUAGES = ["en", "pt"] as const;

export const isArea = (v: unknown): v is Area => (AREAS as readonly unknown[]).includes(v);
const isLevel = (v: unknown): v is Level => (LEVELS as readonly unknown[]).includes(v);
const isLanguage = (v: unknown): v is Locale => (LANGUAGES as readonly unknown[]).includes(v);

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/**
 * GET from the API in-process, in the page's language. A 404 renders the not-found page;
 * any other failure is thrown with its status for the error boundary.
 */
export async function apiGet<T>(app: AppLoadContext, request: Request, path: string): Promise<T> {
  const res = await app.api(path, { headers: { "x-locale": requestLocale(request) } });
  if (res.status === 404) throw data("validation", { status: 404 });
  if (!res.ok) throw data("api", { status: res.status });
  return (await res.json()) as T;
}

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

/** The API path of one page of the catalogue. */
export function listPath(q: Partial<CatalogueQuery>, limit = PAGE_SIZE): string {
  const params = new URLSearchParams();
  for (const key of ["search", "area", "level", "language"] as const) if (q[key]) params.set(key, q[key]);
  params.set("page", String(q.page ?? 1));
  params.set("limit", String(limit));
  return `/api/training/courses?${params}`;
}

/** Each area's first courses and how many it has (for the learner's plan, in the page's language). */
export async function loadAreas(app: AppLoadContext, request: Request, perArea = 1) {
  const lists = await Promise.all(AREAS.map((area) => apiGet<CourseList>(app, request, listPath({ area }, perArea))));
  return AREAS.map((area, i) => ({ area, total: lists[i]!.total, courses: lists[i]!.data }));
}

/** Where a learner picks up an enrolled course: the content, or the challenge once the content is done. */
export function resumePath(slug: string, status: string): string {
  return status === "content-done" ? `/enrollments/${slug}/challenge` : `/training/courses/${slug}/watch`;
}

/** The share image of a course page (the Seo component makes it absolute). */
export const coverImage = (course: Pick<CourseCardData, "coverIllustration">) => `/illustrations/${course.coverIllustration}.svg`;

const trainingCatalogs = import.meta.glob<{ areas: Record<Area, string>; catalogue: { areaDescriptions: Record<Area, string> } }>("../../i18n/*/training.json", { import: "default" });

/** An area's name and description in a language, for a loader's `seo` (the page itself uses t()). */
export async function areaSeo(locale: Locale, area: Area) {
  const catalog = await trainingCatalogs[`../../i18n/${locale}/training.json`]!();
  return { title: catalog.areas[area], description: catalog.catalogue.areaDescriptions[area] };
}

import type { LoaderFunctionArgs } from "react-router";
import { AUTHORING_LIMITS as L, CREATOR_STATUSES, type CreatorLanguage, type CreatorStatus } from "../../../contract/authoring-limits.ts";
import { loaderApi, orThrow } from "../../lib/api-client.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;

/** A failed read: 404 (and the API's 400 for a malformed id) is "Page Not Found"; anything else keeps its status. */
const NOT_FOUND = [400, 404];

/** What the list can be narrowed to: a render's status, or the courses learners can see. */
export type CourseFilter = CreatorStatus | "published";
export const COURSE_FILTERS: readonly CourseFilter[] = [...CREATOR_STATUSES, "published"];
const isFilter = (v: string | null): v is CourseFilter => !!v && (COURSE_FILTERS as readonly string[]).includes(v);

/** A page number from the query: a bad value is the first page. */
function pageFrom(params: URLSearchParams) {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The entity's courses, a page at a time, with the search and status filter from the page's address. */
export async function loadCourses(args: Args) {
  const params = new URL(args.request.url).searchParams;
  const search = params.get("search")?.trim().slice(0, L.search) || undefined;
  const raw = params.get("status");
  const status = isFilter(raw) ? raw : undefined;
  const list = orThrow(
    await loaderApi(args).get("/creator/courses", { query: { page: pageFrom(params), limit: L.pageSize, search, status } }),
  );
  return { list, search: search ?? "", status: status ?? "" };
}

/** The presenters a new course can be given (the first hundred, by the API's order). */
export async function loadPresenters(args: Args) {
  const avatars = orThrow(await loaderApi(args).get("/creator/avatars", { query: { page: 1, limit: 100 } }));
  return { avatars: avatars.data.map((a) => ({ id: a.id, name: a.name, language: a.language })) };
}

/** One course of the entity with its readiness and, for the overview, its presenter's name. */
export async function loadCourse(args: Args, id: string) {
  const api = loaderApi(args);
  const course = orThrow(await api.get("/creator/courses/{id}", { params: { id } }), NOT_FOUND);
  const avatar = course.avatarId ? await api.get("/creator/avatars/{id}", { params: { id: course.avatarId } }) : null;
  return { course, presenter: avatar?.ok ? { name: avatar.data.name, portraitUrl: avatar.data.portraitUrl } : null };
}

/** A course and its render's status (with what the server lacks to render). */
export async function loadStatus(args: Args, id: string) {
  const api = loaderApi(args);
  const [course, status] = await Promise.all([
    api.get("/creator/courses/{id}", { params: { id } }),
    api.get("/creator/courses/{id}/status", { params: { id } }),
  ]);
  return { course: orThrow(course, NOT_FOUND), status: orThrow(status, NOT_FOUND) };
}

type Titled = { languages: readonly CreatorLanguage[]; en?: { title: string }; pt?: { title: string } };

/** The language a course is shown in first: the page's when the course has it, else its first. */
export function courseLanguage(course: Pick<Titled, "languages">, locale: string): CreatorLanguage {
  const wanted = locale === "pt" ? "pt" : "en";
  return course.languages.includes(wanted) ? wanted : (course.languages[0] ?? "en");
}

/** The course's title in the page's language when it has one, else in its other language; empty while unnamed. */
export function courseTitle(course: Titled, locale: string): string {
  const first = courseLanguage(course, locale);
  const other = first === "en" ? "pt" : "en";
  return course[first]?.title.trim() || course[other]?.title.trim() || "";
}

import type { LoaderFunctionArgs } from "react-router";
import { redirect } from "../../../lib/redirect.ts";
import { GROUP_COURSE_STATUSES, type GroupCourseStatus } from "../../../../contract/group-limits.ts";
import { localizePath } from "../../../../contract/locale.ts";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;

/** A failed read: 404 (and the API's 400 for a malformed id) is "Page Not Found"; anything else keeps its status. */
const NOT_FOUND = [400, 404];

/** The page and search of a list, from the page's query (bad values fall back to the first page, no search). */
export function listQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get("page"));
  const search = params.get("search")?.trim().slice(0, 100) || undefined;
  return { page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1, search };
}

export async function loadGroups(args: Args) {
  const q = listQuery(args.request);
  return { list: orThrow(await loaderApi(args).get("/entity/groups", { query: q }), NOT_FOUND), search: q.search ?? "" };
}

/** A group with a page of its people; `?course=` (the course picker without script) opens that course's page. */
export async function loadGroup(args: Args, groupId: string) {
  const api = loaderApi(args);
  const course = new URL(args.request.url).searchParams.get("course");
  if (course && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(course))
    throw redirect(localizePath(`/my-company/groups/${groupId}/course/${course}`, api.locale));
  const q = listQuery(args.request);
  const group = orThrow(await api.get("/entity/groups/{groupId}", { params: { groupId } }), NOT_FOUND);
  const members = orThrow(await api.get("/entity/groups/{groupId}/members", { params: { groupId }, query: q }), NOT_FOUND);
  return { group, members, search: q.search ?? "" };
}

/** The status of the group's people in a course, filtered and paged as the page's query says. */
export async function loadCourseStatus(args: Args, groupId: string, courseSlug: string) {
  const params = new URL(args.request.url).searchParams;
  const raw = params.get("status");
  const status = (GROUP_COURSE_STATUSES as readonly string[]).includes(raw ?? "") ? (raw as GroupCourseStatus) : undefined;
  const { page } = listQuery(args.request);
  const report = orThrow(
    await loaderApi(args).get("/entity/groups/{groupId}/courses/{courseSlug}/status", {
      params: { groupId, courseSlug },
      query: { status, page },
    }),
    NOT_FOUND,
  );
  return { report, status: (status ?? "") as GroupCourseStatus | "" };
}

import type { LoaderFunctionArgs } from "react-router";
import { MEMBER_SORTS, MEMBER_STATUSES, type MemberSort, type MemberStatus } from "../../../../contract/member-rules.ts";
import { COMPANY_ROLES, type CompanyRole } from "../../../../contract/features.ts";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;

/** A failed read: 404 (and the API's 400 for a malformed id) is "Page Not Found"; anything else keeps its status. */
const NOT_FOUND = [400, 404];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? "") ? (v as T) : undefined;

/** The list's filters as the page's query has them; a value the API would refuse is left out (the first page, no filter). */
export function memberQuery(request: Request) {
  const p = new URL(request.url).searchParams;
  const page = Number(p.get("page"));
  const group = p.get("group") ?? "";
  return {
    search: p.get("search")?.trim().slice(0, 100) || undefined,
    role: oneOf<CompanyRole>(COMPANY_ROLES, p.get("role")),
    group: UUID.test(group) ? group : undefined,
    status: oneOf<MemberStatus>(MEMBER_STATUSES, p.get("status")),
    sort: oneOf<MemberSort>(MEMBER_SORTS, p.get("sort")) ?? "name",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
export type MemberFilters = ReturnType<typeof memberQuery>;

/**
 * The page of people, the company (for its name), its groups (for the filter and the invitation
 * form), and how many open invitations the filters show ("resend all" sends those).
 */
export async function loadMembers(args: Args) {
  const api = loaderApi(args);
  const q = memberQuery(args.request);
  // with the list filtered to invitations, its total is the count; another status shows none
  const countInvited = !q.status ? api.get("/entity/members", { query: { ...q, status: "invited", page: 1, limit: 1 } }) : null;
  const [list, entity, groups, invited] = await Promise.all([
    api.get("/entity/members", { query: q }),
    api.get("/entity"),
    api.get("/entity/groups", { query: { limit: 100 } }),
    countInvited,
  ]);
  const page = orThrow(list, NOT_FOUND);
  return {
    list: page,
    companyName: entity.ok ? entity.data.name : "",
    groups: groups.ok ? groups.data.data.map((g) => ({ id: g.id, name: g.name })) : [],
    filters: q,
    pendingInvitations: q.status === "invited" ? page.total : invited?.ok ? invited.data.total : 0,
  };
}

/** A member of the company and what they learnt; an unknown or another company's id is Page Not Found. */
export async function loadMember(args: Args, memberId: string) {
  const api = loaderApi(args);
  const [member, learning] = await Promise.all([
    api.get("/entity/members/{memberId}", { params: { memberId } }),
    api.get("/entity/members/{memberId}/learning", { params: { memberId } }),
  ]);
  return { member: orThrow(member, NOT_FOUND), learning: learning.ok ? learning.data : null };
}

import type { Api } from "../../../lib/api-client.ts";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";
import { sessionContext } from "../../../guards/session-context.ts";
import { NOT_FOUND, pageFrom, type LoaderArgs } from "../evidence/evidence-api.ts";

/** Lines of the audit trail a page shows. */
export const AUDIT_PAGE_SIZE = 10;
/** Members the owner field offers at once; a bigger company searches. */
export const MEMBER_OPTIONS = 100;

export type MemberOption = { id: string; name: string; email: string };

/** The entity's active members by name, when the viewer may list them (else null: the field offers themself). */
export async function memberOptions(api: Pick<Api, "get">, search?: string): Promise<{ data: MemberOption[]; total: number } | null> {
  const res = await api.get("/entity/members", {
    query: { status: "active", sort: "name", limit: MEMBER_OPTIONS, search: search || undefined },
  });
  if (!res.ok) return null;
  return {
    data: res.data.data.filter((m) => m.kind === "member").map((m) => ({ id: m.id, name: m.name ?? m.email, email: m.email })),
    total: res.data.total,
  };
}

/** "/compliance/requirements/{id}": the requirement, a page of its audit trail, and who may own it. */
export async function loadRequirement(args: LoaderArgs, id: string) {
  const api = loaderApi(args);
  const auditPage = pageFrom(new URL(args.request.url).searchParams, "auditPage");
  const [detail, audit] = await Promise.all([
    api.get("/compliance/requirements/{id}", { params: { id } }),
    api.get("/compliance/audit", { query: { requirement: id, page: auditPage, limit: AUDIT_PAGE_SIZE } }),
  ]);
  const requirement = orThrow(detail, NOT_FOUND);
  const user = args.context.get(sessionContext).user;
  const members = requirement.canManage ? await memberOptions(api) : null;
  return {
    requirement,
    audit: orThrow(audit, NOT_FOUND),
    members,
    me: user ? { id: user.id, name: user.name || user.email, email: user.email } : null,
  };
}
export type RequirementPageData = Awaited<ReturnType<typeof loadRequirement>>;

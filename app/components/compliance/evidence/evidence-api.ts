import type { LoaderFunctionArgs } from "react-router";
import {
  COMPLIANCE_LIMITS,
  EVIDENCE_KINDS,
  EVIDENCE_STATES,
  type EvidenceKind,
  type EvidenceState,
} from "../../../../contract/compliance-limits.ts";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";

export type LoaderArgs = Pick<LoaderFunctionArgs, "context" | "request">;

/** A failed read: 404 (and the API's 400 for a malformed id) is "Page Not Found"; anything else keeps its status. */
export const NOT_FOUND = [400, 404];

/** A page number from the query: a bad value is the first page. */
export function pageFrom(params: URLSearchParams, name = "page") {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** The library's filters as the page's address holds them; anything not understood is left out. */
export function libraryFilters(params: URLSearchParams) {
  return {
    search: params.get("search")?.trim().slice(0, COMPLIANCE_LIMITS.search) || undefined,
    kind: oneOf<EvidenceKind>(EVIDENCE_KINDS, params.get("kind")),
    state: oneOf<EvidenceState>(EVIDENCE_STATES, params.get("state")),
    unlinked: params.get("unlinked") === "true" ? ("true" as const) : undefined,
    requirement: params.get("requirement")?.trim().slice(0, 120) || undefined,
  };
}
export type LibraryFilters = ReturnType<typeof libraryFilters>;

/** "/compliance/evidence": a page of the library with its filters, and the requirement it is narrowed to. */
export async function loadLibrary(args: LoaderArgs) {
  const api = loaderApi(args);
  const params = new URL(args.request.url).searchParams;
  const filters = libraryFilters(params);
  const read = () => api.get("/compliance/evidence", { query: { ...filters, page: pageFrom(params), limit: COMPLIANCE_LIMITS.pageSize } });
  let [list, requirement] = await Promise.all([
    read(),
    filters.requirement ? api.get("/compliance/requirements/{id}", { params: { id: filters.requirement } }) : null,
  ]);
  // an address edited by hand that names no requirement: the library without that filter
  if (!list.ok && list.status === 400 && filters.requirement) {
    filters.requirement = undefined;
    requirement = null;
    list = await read();
  }
  return {
    list: orThrow(list, NOT_FOUND),
    filters,
    requirement: requirement?.ok
      ? { id: requirement.data.id, code: requirement.data.code, title: requirement.data.title, framework: requirement.data.framework.name }
      : null,
  };
}

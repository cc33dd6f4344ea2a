import type { TreeGroup, TreeRequirement } from "../../../../contract/compliance.ts";
import type { AutomaticEvidenceKind } from "../../../../contract/compliance-frameworks.ts";
import { COMPLIANCE_LIMITS, REQUIREMENT_STATUSES, type RequirementStatus } from "../../../../contract/compliance-limits.ts";

// A framework's tree as its page draws it: each requirement cut down to what a row shows (the
// API's mappings carry every linked requirement's title; the page only counts them), and the
// filters the page's address carries, applied on the server so only what matches is sent.

/** A requirement as a row of the tree shows it; `status` null: the framework is not adopted. */
export interface TreeRow {
  id: string;
  code: string;
  title: string;
  status: RequirementStatus | null;
  ownerId: string | null;
  dueDate: string | null;
  reviewDate: string | null;
  evidenceCount: number;
  validEvidenceCount: number;
  /** Kinds of evidence the product gathers by itself for this requirement. */
  automaticKinds: AutomaticEvidenceKind[];
  /** That automatic evidence is current. */
  automaticCurrent: boolean;
  evidenced: boolean;
  /** A reason why it needs no evidence is recorded. */
  noEvidenceNeeded: boolean;
  ready: boolean;
  needsReview: boolean;
  coveredByMapping: boolean;
  overdue: boolean;
  reviewOverdue: boolean;
  mappings: number;
}

export interface TreeSection {
  code: string;
  title: string;
  groups: TreeSection[];
  rows: TreeRow[];
  /** Requirements under it, nested groups included, before filtering. */
  total: number;
}

/** "me": the viewer; "none": nobody yet; otherwise a member's user id. */
export type OwnerFilter = "me" | "none" | (string & {});

export interface TreeFilters {
  q: string;
  status: RequirementStatus | null;
  overdue: boolean;
  missingEvidence: boolean;
  owner: OwnerFilter | null;
}

export const NO_FILTERS: TreeFilters = { q: "", status: null, overdue: false, missingEvidence: false, owner: null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const on = (v: string | null) => v === "1" || v === "true" || v === "on";

/** The filters in a page address; a value the page does not know is no filter. */
export function parseFilters(params: URLSearchParams): TreeFilters {
  const status = params.get("status");
  const owner = params.get("owner");
  return {
    q: (params.get("q") ?? "").trim().slice(0, COMPLIANCE_LIMITS.search),
    status: (REQUIREMENT_STATUSES as readonly string[]).includes(status ?? "") ? (status as RequirementStatus) : null,
    overdue: on(params.get("overdue")),
    missingEvidence: on(params.get("evidence") === "missing" ? "1" : null),
    owner: owner === "me" || owner === "none" || (owner && UUID.test(owner)) ? owner.toLowerCase() : null,
  };
}

/** The filters that can apply: a framework not adopted has no states, so only the text search does. */
export function applicableFilters(f: TreeFilters, adopted: boolean): TreeFilters {
  return adopted ? f : { ...NO_FILTERS, q: f.q };
}

export const isFiltering = (f: TreeFilters) => !!(f.q || f.status || f.overdue || f.missingEvidence || f.owner);

function slimRow(r: TreeRequirement): TreeRow {
  const s = r.state;
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    status: s?.status ?? null,
    ownerId: s?.ownerId ?? null,
    dueDate: s?.dueDate ?? null,
    reviewDate: s?.reviewDate ?? null,
    evidenceCount: s?.evidenceCount ?? 0,
    validEvidenceCount: s?.validEvidenceCount ?? 0,
    automaticKinds: r.automaticEvidence,
    automaticCurrent: s?.automaticEvidence ?? false,
    evidenced: s?.evidenced ?? false,
    noEvidenceNeeded: s?.noEvidenceNeeded ?? false,
    ready: s?.ready ?? false,
    needsReview: s?.needsReview ?? false,
    coveredByMapping: s?.coveredByMapping ?? false,
    overdue: s?.overdue ?? false,
    reviewOverdue: s?.reviewOverdue ?? false,
    mappings: r.mappings.length,
  };
}

/** The API's tree as the page draws it. */
export function slimTree(groups: readonly TreeGroup[]): TreeSection[] {
  return groups.map((g) => {
    const inner = slimTree(g.groups);
    return {
      code: g.code,
      title: g.title,
      groups: inner,
      rows: g.requirements.map(slimRow),
      total: g.requirements.length + inner.reduce((n, x) => n + x.total, 0),
    };
  });
}

export type RequirementFlag = "overdue" | "awaitingEvidence" | "noEvidenceNeeded" | "needsReview" | "reviewOverdue" | "coveredByMapping";
export type RowFlagState = Pick<
  TreeRow,
  "status" | "ready" | "evidenced" | "noEvidenceNeeded" | "needsReview" | "overdue" | "reviewOverdue" | "coveredByMapping"
>;

/** The flags a row raises: "implemented" without valid evidence is not ready yet, and a ready one without evidence says none is needed. */
export function rowFlags(r: RowFlagState): Record<RequirementFlag, boolean> {
  const implemented = r.status === "implemented";
  return {
    overdue: r.overdue,
    awaitingEvidence: implemented && !r.ready && !r.needsReview,
    noEvidenceNeeded: implemented && r.ready && !r.evidenced && r.noEvidenceNeeded,
    needsReview: r.needsReview,
    reviewOverdue: r.reviewOverdue,
    coveredByMapping: r.coveredByMapping,
  };
}

/** Lower case without accents, so "Proteção" is found by "protecao". */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Whether a row passes every filter; `viewerId` answers "mine". */
export function rowMatches(r: TreeRow, f: TreeFilters, viewerId: string | null): boolean {
  if (f.q) {
    const q = fold(f.q);
    if (!fold(r.code).includes(q) && !fold(r.title).includes(q)) return false;
  }
  if (f.status && r.status !== f.status) return false;
  if (f.overdue && !r.overdue) return false;
  if (f.missingEvidence && (r.status === null || r.status === "not_applicable" || r.evidenced || r.noEvidenceNeeded)) return false;
  if (f.owner === "me" && (!viewerId || r.ownerId !== viewerId)) return false;
  if (f.owner === "none" && r.ownerId !== null) return false;
  if (f.owner && f.owner !== "me" && f.owner !== "none" && r.ownerId?.toLowerCase() !== f.owner) return false;
  return true;
}

/** The tree with only the rows that match, and the groups that still hold some; `shown` counts the rows kept. */
export function filterTree(
  sections: readonly TreeSection[],
  f: TreeFilters,
  viewerId: string | null,
): { sections: TreeSection[]; shown: number } {
  let shown = 0;
  const walk = (list: readonly TreeSection[]): TreeSection[] =>
    list.flatMap((s) => {
      const rows = s.rows.filter((r) => rowMatches(r, f, viewerId));
      const groups = walk(s.groups);
      shown += rows.length;
      return rows.length || groups.length ? [{ ...s, rows, groups }] : [];
    });
  const kept = walk(sections);
  return { sections: kept, shown };
}

/** Every owner named in the tree, once each. */
export function ownerIdsOf(sections: readonly TreeSection[]): string[] {
  const out = new Set<string>();
  const walk = (list: readonly TreeSection[]) => {
    for (const s of list) {
      for (const r of s.rows) if (r.ownerId) out.add(r.ownerId);
      walk(s.groups);
    }
  };
  walk(sections);
  return [...out];
}

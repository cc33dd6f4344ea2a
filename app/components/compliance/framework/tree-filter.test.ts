import { describe, expect, it } from "vitest";
import type { RequirementState, TreeGroup } from "../../../../contract/compliance.ts";
import { NO_FILTERS, applicableFilters, filterTree, isFiltering, ownerIdsOf, parseFilters, rowFlags, slimTree } from "./tree-filter.ts";

const ME = "11111111-1111-4111-8111-111111111111";
const ANA = "22222222-2222-4222-8222-222222222222";

const state = (over: Partial<RequirementState>): RequirementState => ({
  status: "not_started",
  ownerId: null,
  dueDate: null,
  reviewDate: null,
  evidenceCount: 0,
  validEvidenceCount: 0,
  automaticEvidence: false,
  evidenced: false,
  noEvidenceNeeded: false,
  ready: false,
  needsReview: false,
  coveredByMapping: false,
  overdue: false,
  reviewOverdue: false,
  ...over,
});
const req = (code: string, title: string, s: Partial<RequirementState> | null) => ({
  id: `nist-csf-2.0:${code}`,
  code,
  title,
  mappings: [
    { id: "iso-27001-2022:A.5.1", framework: "iso-27001-2022", code: "A.5.1", title: "Policies", source: "nist-olir" as const, note: null },
  ],
  automaticEvidence: [],
  state: s ? state(s) : null,
});

/** A small CSF: function → category → subcategories. */
const tree = (adopted: boolean): TreeGroup[] => [
  {
    code: "GV",
    title: "Govern",
    description: null,
    requirements: [],
    groups: [
      {
        code: "GV.OC",
        title: "Organizational context",
        description: null,
        groups: [],
        requirements: [
          req("GV.OC-01", "Mission is understood", adopted ? { status: "implemented", ownerId: ME, evidenced: true, ready: true } : null),
          req("GV.OC-02", "Proteção de stakeholders", adopted ? { status: "in_progress", ownerId: ANA, overdue: true } : null),
        ],
      },
    ],
  },
  {
    code: "PR",
    title: "Protect",
    description: null,
    groups: [],
    requirements: [
      req("PR.AT-01", "Awareness training", adopted ? { status: "not_applicable" } : null),
      req("PR.AT-02", "Specialized training", adopted ? { status: "not_started" } : null),
    ],
  },
];
const codes = (sections: ReturnType<typeof slimTree>): string[] =>
  sections.flatMap((s) => [...s.rows.map((r) => r.code), ...codes(s.groups)]);

describe("a framework tree's filters", () => {
  it("reads the address's filters and drops values it does not know", () => {
    expect(parseFilters(new URLSearchParams("q=%20access%20&status=implemented&overdue=1&evidence=missing&owner=me"))).toEqual({
      q: "access",
      status: "implemented",
      overdue: true,
      missingEvidence: true,
      owner: "me",
    });
    expect(parseFilters(new URLSearchParams("status=done&overdue=maybe&evidence=all&owner=robert'); drop"))).toEqual(NO_FILTERS);
    expect(parseFilters(new URLSearchParams(`owner=${ANA.toUpperCase()}`)).owner).toBe(ANA);
    expect(parseFilters(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
    expect(isFiltering(NO_FILTERS)).toBe(false);
  });

  it("cuts each requirement to what a row shows, counting the requirements under each group", () => {
    const slim = slimTree(tree(true));
    expect(slim.map((s) => [s.code, s.total])).toEqual([
      ["GV", 2],
      ["PR", 2],
    ]);
    expect(slim[0]!.groups[0]!.rows[0]).toMatchObject({
      id: "nist-csf-2.0:GV.OC-01",
      status: "implemented",
      ownerId: ME,
      ready: true,
      mappings: 1,
    });
    expect(slimTree(tree(false))[1]!.rows[0]).toMatchObject({ status: null, ownerId: null, mappings: 1 });
  });

  it("keeps the matching rows and the groups that still hold some", () => {
    const slim = slimTree(tree(true));
    const by = (query: string) => filterTree(slim, parseFilters(new URLSearchParams(query)), ME);
    expect(codes(by("").sections)).toEqual(["GV.OC-01", "GV.OC-02", "PR.AT-01", "PR.AT-02"]);
    expect(by("status=implemented")).toMatchObject({ shown: 1 });
    expect(by("status=implemented").sections.map((s) => s.code)).toEqual(["GV"]);
    expect(codes(by("overdue=1").sections)).toEqual(["GV.OC-02"]);
    // not applicable needs no evidence; ready ones have it
    expect(codes(by("evidence=missing").sections)).toEqual(["GV.OC-02", "PR.AT-02"]);
    expect(codes(by("owner=me").sections)).toEqual(["GV.OC-01"]);
    expect(codes(by(`owner=${ANA}`).sections)).toEqual(["GV.OC-02"]);
    expect(codes(by("owner=none").sections)).toEqual(["PR.AT-01", "PR.AT-02"]);
    // text over code and title, without regard to case or accents
    expect(codes(by("q=pr.at").sections)).toEqual(["PR.AT-01", "PR.AT-02"]);
    expect(codes(by("q=PROTECAO").sections)).toEqual(["GV.OC-02"]);
    expect(by("q=nothing-like-this")).toEqual({ sections: [], shown: 0 });
  });

  it("counts an implemented requirement without evidence as missing it, unless a reason says none is needed", () => {
    const implemented = (code: string, s: Partial<RequirementState>) => req(code, code, { status: "implemented", ...s });
    const slim = slimTree([
      {
        code: "G",
        title: "G",
        description: null,
        groups: [],
        requirements: [
          implemented("A", {}),
          implemented("B", { noEvidenceNeeded: true, ready: true }),
          implemented("C", { evidenced: true, ready: true }),
        ],
      },
    ]);
    expect(codes(filterTree(slim, parseFilters(new URLSearchParams("evidence=missing")), ME).sections)).toEqual(["A"]);
    expect(rowFlags(slim[0]!.rows[0]!)).toMatchObject({ awaitingEvidence: true, noEvidenceNeeded: false });
    expect(rowFlags(slim[0]!.rows[1]!)).toMatchObject({ awaitingEvidence: false, noEvidenceNeeded: true });
    expect(rowFlags(slim[0]!.rows[2]!)).toMatchObject({ awaitingEvidence: false, noEvidenceNeeded: false });
  });

  it("finds nobody's work for a viewer it does not know, and lists every owner once", () => {
    const slim = slimTree(tree(true));
    expect(filterTree(slim, { ...NO_FILTERS, owner: "me" }, null).shown).toBe(0);
    expect(ownerIdsOf(slim).sort()).toEqual([ME, ANA].sort());
  });

  it("applies only the text search to a framework not adopted", () => {
    const f = parseFilters(new URLSearchParams("q=training&status=implemented&overdue=1"));
    expect(applicableFilters(f, false)).toEqual({ ...NO_FILTERS, q: "training" });
    expect(codes(filterTree(slimTree(tree(false)), applicableFilters(f, false), ME).sections)).toEqual(["PR.AT-01", "PR.AT-02"]);
    expect(applicableFilters(f, true)).toEqual(f);
  });
});

import { describe, expect, it } from "vitest";
import {
  AUTOMATIC_EVIDENCE_KINDS,
  SHIPPED_FRAMEWORK_SLUGS,
  frameworkGroups,
  frameworkRequirements,
  type Framework,
  type FrameworkMapping,
} from "../../../../contract/compliance-frameworks.ts";
import { catalogProblems, mappingsOf, shippedCatalog, shippedFramework, shippedFrameworkSummaries, shippedRequirement } from "./catalog.ts";

// The frameworks and mappings the product ships, read from their files as the server reads them.

const { frameworks, mappings } = shippedCatalog();
const framework = (slug: string) => {
  const f = shippedFramework(slug);
  if (!f) throw new Error(`${slug} is not shipped`);
  return f;
};
const codesOf = (f: Framework) => frameworkRequirements(f).map((r) => r.code);

describe("the shipped frameworks", () => {
  it("are the five of the issue, each with its requirement count", () => {
    expect(shippedFrameworkSummaries().map((s) => s.slug)).toEqual(["nist-csf-2.0", "iso-27001-2022", "lgpd", "gdpr", "anpd-small-agents"]);
    expect(Object.fromEntries(shippedFrameworkSummaries().map((s) => [s.slug, s.requirementCount]))).toMatchObject({
      "nist-csf-2.0": 106,
      "iso-27001-2022": 93,
    });
    expect([...SHIPPED_FRAMEWORK_SLUGS]).toEqual(frameworks.map((f) => f.slug));
  });

  it("NIST CSF 2.0: 6 functions, 22 categories, 106 subcategories, coded as NIST publishes them", () => {
    const csf = framework("nist-csf-2.0");
    const groups = frameworkGroups(csf);
    const functions = groups.filter((g) => g.depth === 1).map((g) => g.group);
    const categories = groups.filter((g) => g.depth === 2).map((g) => g.group);
    expect(functions.map((g) => g.code)).toEqual(["GV", "ID", "PR", "DE", "RS", "RC"]);
    expect(functions.map((g) => g.title.en)).toEqual(["Govern", "Identify", "Protect", "Detect", "Respond", "Recover"]);
    expect(categories).toHaveLength(22);
    expect(categories.map((g) => g.code)).toContain("GV.OC");
    expect(frameworkRequirements(csf)).toHaveLength(106);
    // per function, as CSF 2.0 counts them
    expect(functions.map((f) => frameworkRequirements({ groups: [f] }).length)).toEqual([31, 21, 22, 11, 13, 8]);
    const ocOne = frameworkRequirements(csf).find((r) => r.code === "GV.OC-01")!;
    expect(ocOne.id).toBe("nist-csf-2.0:GV.OC-01");
    expect(ocOne.title.en).toBe("The organizational mission is understood and informs cybersecurity risk management");
    for (const r of frameworkRequirements(csf)) expect(r.code).toMatch(/^(GV|ID|PR|DE|RS|RC)\.[A-Z]{2}-\d{2}$/);
  });

  it("NIST CSF 2.0 leaves out what CSF 2.0 withdrew from CSF 1.1", () => {
    const codes = codesOf(framework("nist-csf-2.0"));
    for (const withdrawn of ["ID.AM-06", "ID.BE-01", "PR.AC-01", "PR.IP-04", "DE.CM-08", "RS.RP-01"])
      expect(codes).not.toContain(withdrawn);
    for (const current of ["ID.RA-07", "ID.RA-10", "PR.IR-04", "PR.DS-10", "RC.CO-04"]) expect(codes).toContain(current);
  });

  it("NIST CSF 2.0 carries NIST's implementation examples with their Portuguese translation", () => {
    const requirements = frameworkRequirements(framework("nist-csf-2.0"));
    const examples = requirements.flatMap((r) => r.examples ?? []);
    expect(examples).toHaveLength(363);
    for (const e of examples) {
      expect(e.text.en.trim()).not.toBe("");
      expect(e.text.pt.trim()).not.toBe("");
    }
    expect(requirements.find((r) => r.code === "PR.AA-03")!.examples!.map((e) => e.text.en)).toContain(
      "Require multifactor authentication",
    );
  });

  it("ISO/IEC 27001:2022 Annex A: 93 controls in four themes, 37 + 8 + 14 + 34, numbered A.5.1 to A.8.34", () => {
    const iso = framework("iso-27001-2022");
    expect(iso.groups.map((g) => g.code)).toEqual(["A.5", "A.6", "A.7", "A.8"]);
    expect(iso.groups.map((g) => g.requirements.length)).toEqual([37, 8, 14, 34]);
    expect(frameworkRequirements(iso)).toHaveLength(93);
    for (const g of iso.groups) {
      expect(g.requirements.map((r) => r.code)).toEqual(g.requirements.map((_, i) => `${g.code}.${i + 1}`));
    }
    expect(codesOf(iso)[0]).toBe("A.5.1");
    expect(codesOf(iso).at(-1)).toBe("A.8.34");
  });

  it("LGPD, GDPR and the ANPD checklist cite their articles on every requirement, quoting the law in its own language", () => {
    for (const [slug, language] of [
      ["lgpd", "pt"],
      ["gdpr", "en"],
      ["anpd-small-agents", "pt"],
    ] as const) {
      const requirements = frameworkRequirements(framework(slug));
      expect(requirements.length).toBeGreaterThanOrEqual(slug === "anpd-small-agents" ? 8 : 30);
      for (const r of requirements) {
        expect(r.citations?.length, `${r.id} cites nothing`).toBeGreaterThan(0);
        for (const c of r.citations!) if (c.quote) expect(c.quote.language, r.id).toBe(language);
      }
    }
    const lgpd = codesOf(framework("lgpd"));
    for (const code of [
      "LGPD art. 37",
      "LGPD art. 41",
      "LGPD art. 46",
      "LGPD art. 48",
      "LGPD art. 38",
      "LGPD art. 33",
      "LGPD art. 7",
      "LGPD art. 18, I–II",
    ])
      expect(lgpd).toContain(code);
    const gdpr = codesOf(framework("gdpr"));
    for (const code of [
      "GDPR art. 30",
      "GDPR art. 32",
      "GDPR art. 33",
      "GDPR art. 35",
      "GDPR art. 37",
      "GDPR art. 6",
      "GDPR arts. 44–49",
      "GDPR art. 15",
    ])
      expect(gdpr).toContain(code);
    const anpd = codesOf(framework("anpd-small-agents"));
    for (const code of ["Res. 2/2022, art. 9º", "Res. 2/2022, art. 11", "Res. 2/2022, art. 13"]) expect(anpd).toContain(code);
  });

  it("gives every requirement, group and framework its texts in English and Portuguese", () => {
    for (const f of frameworks) {
      for (const t of [f.name, f.description, f.licence]) expect([t.en.trim(), t.pt.trim()]).not.toContain("");
      expect(f.source).toMatch(/^https:\/\//);
      expect(f.languages).toBeUndefined();
      for (const { group } of frameworkGroups(f))
        expect([group.title.en.trim(), group.title.pt.trim()], `${f.slug} ${group.code}`).not.toContain("");
      for (const r of frameworkRequirements(f)) {
        expect([r.title.en.trim(), r.title.pt.trim()], r.id).not.toContain("");
        expect(r.guidance, `${r.id} has no guidance`).toBeDefined();
        expect([r.guidance!.en.trim(), r.guidance!.pt.trim()], r.id).not.toContain("");
        // the Portuguese is a translation, not the English text again
        expect(r.guidance!.pt, r.id).not.toBe(r.guidance!.en);
        expect(r.title.pt, r.id).not.toBe(r.title.en);
      }
    }
  });

  it("gives every requirement an id unique across frameworks, made of its framework's slug", () => {
    const ids = frameworks.flatMap((f) => frameworkRequirements(f).map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of frameworks) for (const r of frameworkRequirements(f)) expect(r.id.startsWith(`${f.slug}:`)).toBe(true);
    expect(catalogProblems(frameworks, mappings)).toEqual([]);
  });
});

describe("the evidence the product gathers by itself", () => {
  const marks = (id: string) => frameworks.flatMap((f) => frameworkRequirements(f)).find((r) => r.id === id)?.automaticEvidence ?? [];

  it("marks training completion on the awareness and training requirements", () => {
    for (const id of [
      "nist-csf-2.0:PR.AT-01",
      "nist-csf-2.0:PR.AT-02",
      "iso-27001-2022:A.6.3",
      "lgpd:art-41-2-iii",
      "lgpd:art-50",
      "lgpd:art-46",
      "gdpr:art-39",
      "gdpr:art-32-4",
    ]) {
      expect(marks(id), id).toContain("security-training");
    }
  });

  it("marks the scanners' results on the controls they test", () => {
    expect(marks("iso-27001-2022:A.8.24")).toContain("scanner-tls");
    expect(marks("iso-27001-2022:A.8.9")).toContain("scanner-headers");
    expect(marks("iso-27001-2022:A.8.8")).toContain("scanner-exposure");
    expect(marks("iso-27001-2022:A.5.14")).toContain("scanner-email");
    expect(marks("nist-csf-2.0:PR.DS-02")).toEqual(expect.arrayContaining(["scanner-tls", "scanner-email"]));
    expect(marks("nist-csf-2.0:PR.PS-01")).toContain("scanner-headers");
    expect(marks("nist-csf-2.0:ID.RA-01")).toContain("scanner-exposure");
    const used = new Set(frameworks.flatMap((f) => frameworkRequirements(f).flatMap((r) => r.automaticEvidence ?? [])));
    expect([...used].sort()).toEqual([...AUTOMATIC_EVIDENCE_KINDS].sort());
  });
});

describe("the mappings between frameworks", () => {
  it("link requirements that exist, in different frameworks, each once and with its source", () => {
    const ids = new Set(frameworks.flatMap((f) => frameworkRequirements(f).map((r) => r.id)));
    expect(mappings.length).toBeGreaterThan(250);
    for (const m of mappings) {
      expect(ids.has(m.from), m.from).toBe(true);
      expect(ids.has(m.to), m.to).toBe(true);
      expect(m.from.split(":")[0]).not.toBe(m.to.split(":")[0]);
      expect(m.source).toBe("skill5");
    }
  });

  it("cover CSF ↔ ISO, LGPD ↔ GDPR and the privacy laws' security and training duties ↔ CSF and ISO", () => {
    const pairs = (a: string, b: string) =>
      mappings.filter((m) => [m.from, m.to].some((x) => x.startsWith(`${a}:`)) && [m.from, m.to].some((x) => x.startsWith(`${b}:`)));
    expect(pairs("nist-csf-2.0", "iso-27001-2022").length).toBeGreaterThan(150);
    expect(pairs("lgpd", "gdpr").length).toBeGreaterThan(35);
    expect(mappingsOf("lgpd:art-37").map((m) => m.requirementId)).toEqual(
      expect.arrayContaining(["gdpr:art-30", "nist-csf-2.0:ID.AM-07", "iso-27001-2022:A.5.9"]),
    );
    expect(mappingsOf("iso-27001-2022:A.6.3").map((m) => m.requirementId)).toEqual(
      expect.arrayContaining(["nist-csf-2.0:PR.AT-01", "nist-csf-2.0:PR.AT-02", "lgpd:art-50", "gdpr:art-39"]),
    );
    expect(mappingsOf("lgpd:art-48").find((m) => m.requirementId === "gdpr:art-33")?.note?.pt).toMatch(/três dias úteis/);
    expect(shippedRequirement("gdpr:art-33")).toMatchObject({ framework: "gdpr", code: "GDPR art. 33" });
    expect(shippedRequirement("gdpr:art-99")).toBeUndefined();
  });

  it("are checked: a link to a requirement that does not exist, or listed twice, is a problem", () => {
    const bad: FrameworkMapping[] = [
      { from: "nist-csf-2.0:PR.AT-01", to: "iso-27001-2022:A.9.9", source: "skill5" },
      { from: "iso-27001-2022:A.6.3", to: "nist-csf-2.0:PR.AT-01", source: "skill5" },
    ];
    expect(catalogProblems(frameworks, [...mappings, ...bad])).toEqual([
      "mapping nist-csf-2.0:PR.AT-01 → iso-27001-2022:A.9.9: iso-27001-2022:A.9.9 does not exist",
      "mapping iso-27001-2022:A.6.3 → nist-csf-2.0:PR.AT-01: listed twice",
    ]);
    const iso = framework("iso-27001-2022");
    const twice = { ...iso, groups: [...iso.groups, { ...iso.groups[0]!, code: "A.5b" }] };
    expect(catalogProblems([twice], [])).toContain("iso-27001-2022:A.5.1: the id is used twice");
  });
});

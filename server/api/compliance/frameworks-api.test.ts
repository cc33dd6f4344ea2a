import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adoption, FrameworkSummary, FrameworkTree } from "../../../contract/compliance.ts";
import { FRAMEWORK_IMPORT_LIMITS } from "../../../contract/compliance-framework-import.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import {
  ACME,
  GLOBEX,
  complianceClient,
  complianceUser,
  entityOf,
  importJson,
  importedExists,
  type ApiError,
  type ComplianceClient,
  withoutComplianceWork,
} from "./test/compliance-helpers.ts";

// The frameworks an entity sees, their trees, imports and adoptions, through the API as a
// manager, a member without compliance rights, a visitor and another tenant's manager use it.

describe.each(BACKENDS)("compliance frameworks and adoptions on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  let learner: ComplianceClient;
  let globex: ComplianceClient;
  let visitor: ComplianceClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Acme as it was before the demo's assessment: these tests adopt and assess from nothing
    await withoutComplianceWork(t, "manager@acme.test");
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    learner = await complianceUser(t, "learner@acme.test", ACME);
    globex = await complianceUser(t, "manager@globex.test", GLOBEX, { grantFeature: true });
    visitor = complianceClient(t, "", ACME);
  });
  afterAll(() => t.close());

  it("lists the five shipped frameworks with their requirement counts, names in the viewer's language", async () => {
    const list = await manager.json<FrameworkSummary[]>(manager.get("/compliance/frameworks"));
    expect(list.map((f) => [f.slug, f.requirementCount, f.origin, f.adopted])).toEqual([
      ["nist-csf-2.0", 106, "shipped", false],
      ["iso-27001-2022", 93, "shipped", false],
      ["lgpd", 36, "shipped", false],
      ["gdpr", 37, "shipped", false],
      ["anpd-small-agents", 10, "shipped", false],
    ]);
    const inPt = (await (await manager.call("/compliance/frameworks", { headers: { "x-locale": "pt" } })).json()) as FrameworkSummary[];
    expect(inPt.find((f) => f.slug === "lgpd")!.name).not.toBe(list.find((f) => f.slug === "lgpd")!.name);
  });

  it("answers a framework's tree as the framework nests it, with codes as published and mappings", async () => {
    const csf = await manager.json<FrameworkTree>(manager.get("/compliance/frameworks/nist-csf-2.0"));
    expect(csf.groups.map((g) => g.code)).toEqual(["GV", "ID", "PR", "DE", "RS", "RC"]);
    const oc = csf.groups[0]!.groups.find((g) => g.code === "GV.OC")!;
    expect(oc.requirements[0]).toMatchObject({ id: "nist-csf-2.0:GV.OC-01", code: "GV.OC-01", state: null });
    expect(csf.adopted).toBe(false);
    expect(csf.readiness).toBeNull();
    const iso = await manager.json<FrameworkTree>(manager.get("/compliance/frameworks/iso-27001-2022"));
    expect(iso.groups.map((g) => [g.code, g.requirements.length])).toEqual([
      ["A.5", 37],
      ["A.6", 8],
      ["A.7", 14],
      ["A.8", 34],
    ]);
    const a63 = iso.groups[1]!.requirements.find((r) => r.code === "A.6.3")!;
    expect(a63.automaticEvidence).toContain("security-training");
    expect(a63.mappings.some((m) => m.framework === "nist-csf-2.0" && m.code.startsWith("PR.AT"))).toBe(true);
    expect((await manager.get("/compliance/frameworks/no-such-framework")).status).toBe(404);
  });

  it("adopts a framework once, lists it with readiness per top-level group, and unadopts it", async () => {
    const adopted = await manager.json<Adoption>(manager.post("/compliance/adoptions", { slug: "iso-27001-2022" }), 201);
    expect(adopted).toMatchObject({
      slug: "iso-27001-2022",
      version: "2022",
      origin: "shipped",
      requirementCount: 93,
      readiness: { applicable: 93, ready: 0, percent: 0 },
    });
    expect(adopted.groups.map((g) => [g.code, g.applicable])).toEqual([
      ["A.5", 37],
      ["A.6", 8],
      ["A.7", 14],
      ["A.8", 34],
    ]);
    expect(adopted.adoptedBy?.name).toBe("Marina Costa");
    const again = await manager.post("/compliance/adoptions", { slug: "iso-27001-2022" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).error.code).toBe("framework_already_adopted");
    expect((await manager.post("/compliance/adoptions", { slug: "no-such-framework" })).status).toBe(404);

    const list = await manager.json<{ data: Adoption[]; canManage: boolean }>(manager.get("/compliance/adoptions"));
    expect(list.data.map((a) => a.slug)).toEqual(["iso-27001-2022"]);
    expect(list.canManage).toBe(true);
    const tree = await manager.json<FrameworkTree>(manager.get("/compliance/frameworks/iso-27001-2022"));
    expect(tree.adopted).toBe(true);
    expect(tree.groups[0]!.requirements[0]!.state).toMatchObject({ status: "not_started", ready: false });

    expect((await manager.del("/compliance/adoptions/iso-27001-2022")).status).toBe(204);
    expect((await manager.del("/compliance/adoptions/iso-27001-2022")).status).toBe(404);
    expect((await manager.json<{ data: Adoption[] }>(manager.get("/compliance/adoptions"))).data).toEqual([]);
  });

  it("imports a framework from JSON and from CSV, refuses a bad file with every problem named, and deletes an import not adopted", async () => {
    const res = await manager.upload("/compliance/frameworks", { bytes: importJson("acme-suppliers"), name: "acme.json" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ slug: "acme-suppliers", requirementCount: 2, origin: "imported" });
    const list = await manager.json<FrameworkSummary[]>(manager.get("/compliance/frameworks"));
    expect(list.at(-1)).toMatchObject({ slug: "acme-suppliers", name: "Acme supplier controls", requirementCount: 2 });
    expect((await manager.upload("/compliance/frameworks", { bytes: importJson("acme-suppliers"), name: "acme.json" })).status).toBe(409);

    const csv =
      "type,code,parent,title_en,title_pt\ngroup,HR,,People,Pessoas\nrequirement,HR-1,HR,Background checks,Verificação de antecedentes\n";
    const details = JSON.stringify({
      slug: "acme-hr",
      name: { en: "Acme HR" },
      version: "1",
      publisher: "Acme",
      licence: { en: "Internal." },
    });
    const fromCsv = await manager.upload("/compliance/frameworks", { bytes: csv, name: "hr.csv", type: "text/csv" }, { details });
    expect(fromCsv.status).toBe(201);

    const bad = await manager.call("/compliance/frameworks", {
      method: "POST",
      headers: { "content-type": "text/csv", "x-locale": "pt" },
      body: "type,code,parent\nrequirement,X-1,NOPE\n",
    });
    expect(bad.status).toBe(400);
    const refused = (await bad.json()) as ApiError;
    expect(refused.error.code).toBe("framework_invalid");
    expect(refused.error.message).toMatch(/Nada foi importado/);
    expect(refused.error.issues!.length).toBeGreaterThan(0);

    const reserved = await manager.upload("/compliance/frameworks", { bytes: importJson("lgpd"), name: "lgpd.json" });
    expect(((await reserved.json()) as ApiError).error.issues!.map((i) => i.path)).toContain("slug");

    await manager.post("/compliance/adoptions", { slug: "acme-hr" });
    expect((await manager.del("/compliance/frameworks/acme-hr")).status).toBe(409);
    await manager.del("/compliance/adoptions/acme-hr");
    expect((await manager.del("/compliance/frameworks/acme-hr")).status).toBe(204);
    expect((await manager.del("/compliance/frameworks/iso-27001-2022")).status).toBe(404);
  });

  it("refuses at once a CSV file filled with more rows than any framework holds", async () => {
    const started = performance.now();
    const body = `type,code,parent,title_en\n${"a\n".repeat((FRAMEWORK_IMPORT_LIMITS.maxBytes - 100) / 2)}`;
    const res = await manager.call("/compliance/frameworks", {
      method: "POST",
      headers: { "content-type": "text/csv", "x-locale": "pt" },
      body,
    });
    expect(res.status).toBe(400);
    const refused = (await res.json()) as ApiError;
    expect(refused.error.issues!.map((i) => i.message)).toContain(
      "O arquivo tem mais de 2500 linhas: um framework comporta no máximo 2000 requisitos e 500 grupos, uma linha para cada.",
    );
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("refuses at once, in English and Portuguese, a JSON file of long lists or deep nesting that no framework can be", async () => {
    /** The file as the import page posts it (multipart), read in the given language; the problems as the manager reads them. */
    const refusal = async (json: string, locale: "en" | "pt") => {
      const started = performance.now();
      const form = new FormData();
      form.append("file", new Blob([json], { type: "application/json" }), "framework.json");
      const res = await manager.call("/compliance/frameworks", { method: "POST", headers: { "x-locale": locale }, body: form });
      expect(res.status).toBe(400);
      const refused = (await res.json()) as ApiError;
      expect(refused.error.code).toBe("framework_invalid");
      expect(performance.now() - started).toBeLessThan(5000);
      return refused.error.issues!.map((i) => i.message);
    };
    const group = (extra: object) => ({ code: "SUP", title: { en: "Suppliers" }, ...extra });
    const details = JSON.parse(importJson("acme-long")) as Record<string, unknown>;

    // ~0.3 MB of bad elements: zod used to overflow the stack gathering their issues
    const badElements = JSON.stringify({ ...details, groups: [group({ requirements: Array(150_000).fill(1) })] });
    expect(await refusal(badElements, "en")).toEqual(["The framework has 150000 requirements; at most 2000 can be imported."]);
    expect(await refusal(badElements, "pt")).toEqual(["O framework tem 150000 requisitos; é possível importar no máximo 2000."]);

    const wellFormed = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `R-${i}`, title: { en: `Control ${i}` } }));
    expect(await refusal(JSON.stringify({ ...details, groups: [group({ requirements: wellFormed(2001) })] }), "pt")).toEqual([
      "O framework tem 2001 requisitos; é possível importar no máximo 2000.",
    ]);
    const manyGroups = JSON.stringify({
      ...details,
      groups: Array.from({ length: 10_000 }, (_, i) => ({ code: `G-${i}`, title: { en: "Group" } })),
    });
    expect(await refusal(manyGroups, "en")).toEqual(["The framework has 10000 groups; at most 500 can be imported."]);

    // a list of bad elements within the limits: the first 50 problems listed, the rest counted
    const res = await manager.upload("/compliance/frameworks", {
      bytes: JSON.stringify({ ...details, groups: [group({ requirements: Array(2000).fill(1) })] }),
      name: "framework.json",
    });
    const refused = (await res.json()) as ApiError;
    expect([res.status, refused.error.issues!.length]).toEqual([400, FRAMEWORK_IMPORT_LIMITS.maxIssues]);
    expect(refused.error.issues![0]).toMatchObject({ path: "groups.0.requirements.0", message: "This value is not valid." });
    expect(refused.error.message).toMatch(/2000/);

    // 100,000 levels: JSON.parse takes them, the checks that follow must not recurse into them
    const deepArrays = `{"groups":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    expect(await refusal(deepArrays, "pt")).toContain("Este valor não é válido.");
    // groups in groups as deep as 2 MB allows (40,000 levels)
    const deepGroups = `{"groups":[${'{"code":"G","title":{"en":"G"},"groups":['.repeat(40_000)}${"]}".repeat(40_000)}]}`;
    expect(await refusal(deepGroups, "en")).toEqual(["The group G is nested too deep. Groups can nest at most 4 levels."]);
    expect(await refusal(deepGroups, "pt")).toEqual(["O grupo G está aninhado fundo demais. Os grupos podem ter no máximo 4 níveis."]);
    expect(await importedExists(t, "acme-long", (await entityOf(t, "manager@acme.test")).entityId)).toBe(false);
  });

  it("keeps another tenant's imported framework out of sight: 404 for its tree, adoption, trend and deletion", async () => {
    const acme = await entityOf(t, "manager@acme.test");
    expect(await importedExists(t, "acme-suppliers", acme.entityId)).toBe(true);
    expect((await globex.get("/compliance/frameworks")).status).toBe(200);
    expect((await globex.json<FrameworkSummary[]>(globex.get("/compliance/frameworks"))).map((f) => f.slug)).not.toContain(
      "acme-suppliers",
    );
    expect((await globex.get("/compliance/frameworks/acme-suppliers")).status).toBe(404);
    expect((await globex.post("/compliance/adoptions", { slug: "acme-suppliers" })).status).toBe(404);
    expect((await globex.del("/compliance/frameworks/acme-suppliers")).status).toBe(404);
    await manager.post("/compliance/adoptions", { slug: "acme-suppliers" });
    expect((await globex.get("/compliance/adoptions/acme-suppliers/trend")).status).toBe(404);
    expect((await globex.del("/compliance/adoptions/acme-suppliers")).status).toBe(404);
    expect((await manager.get("/compliance/adoptions/acme-suppliers/trend")).status).toBe(200);
  });

  it("answers 401 to a visitor and 403 to a member without compliance rights, on every operation here", async () => {
    const ops: [string, string, unknown?][] = [
      ["GET", "/compliance/frameworks"],
      ["GET", "/compliance/frameworks/iso-27001-2022"],
      ["POST", "/compliance/frameworks", {}],
      ["DELETE", "/compliance/frameworks/acme-suppliers"],
      ["GET", "/compliance/adoptions"],
      ["POST", "/compliance/adoptions", { slug: "gdpr" }],
      ["DELETE", "/compliance/adoptions/acme-suppliers"],
      ["GET", "/compliance/adoptions/acme-suppliers/trend"],
    ];
    for (const [method, path, body] of ops) {
      const send = (c: ComplianceClient) => (method === "GET" ? c.get(path) : method === "DELETE" ? c.del(path) : c.post(path, body));
      expect((await send(visitor)).status, `${method} ${path}`).toBe(401);
      const res = await send(learner);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as ApiError).error.code).toBe("forbidden");
    }
  });
});

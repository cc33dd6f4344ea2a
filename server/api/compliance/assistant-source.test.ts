import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantAsker, AssistantSource } from "../area.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededPerson } from "../../test/seeded-tenant.ts";
import { complianceEvidence, complianceEvidenceLinks } from "./schema.ts";

const A824_EN = "What evidence does ISO A.8.24 need and do we have it?";
const A824_PT = "Que evidência a ISO A.8.24 exige e nós temos?";
const A824 = "requirement:iso-27001-2022:A.8.24";

describe.each(BACKENDS)("Xen's source, on %s", (backend) => {
  let t: TestApp;
  let xen: AssistantSource;
  let acme: AssistantAsker;
  let acmeEvidence: string;
  let globexEvidence: string;

  async function evidence(scope: { tenantId: string; entityId: string }, title: string, description: string) {
    const [row] = await t.database.db
      .insert(complianceEvidence)
      .values({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        kind: "link",
        title,
        description,
        url: "https://docs.example.com/keys",
      })
      .returning({ id: complianceEvidence.id });
    await t.database.db
      .insert(complianceEvidenceLinks)
      .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, evidenceId: row!.id, requirementId: "iso-27001-2022:A.8.24" });
    return row!.id;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    xen = t.services.areas.flatMap((a) => a.assistantSources ?? []).find((s) => s.assistant === "xen")!;
    const me = await seededPerson(t, "manager@acme.test");
    acme = { ...me, locale: "en", permissions: ["base-user", "view-compliance"], features: ["compliance"] };
    globexEvidence = await evidence(
      await seededPerson(t, "manager@globex.test"),
      "Globex zebra key ledger",
      "Every zebra key Globex holds.",
    );
  });
  afterAll(() => t.close());

  it.each([
    ["en", A824_EN],
    ["pt", A824_PT],
  ] as const)(
    "%s: puts ISO A.8.24 first, with Xen's words on its evidence, and says whether the company has any",
    async (locale, question) => {
      const found = await xen.search({ ...acme, locale }, { text: question, limit: 5 });
      expect(found[0]).toMatchObject({ key: A824, kind: "requirement", url: "/compliance/requirements/iso-27001-2022%3AA.8.24" });
      expect(found[0]!.text).toContain(locale === "pt" ? "O que conta como evidência" : "What counts as evidence");
      const facts = await xen.facts!({ ...acme, locale }, { text: question });
      const missing = facts.find((p) => p.key === "fact:missing-evidence")!;
      expect(missing.text.split("\n")[0]).toMatch(/^A\.8\.24 /);
    },
  );

  it.each([
    ["en", "A customer wants to take his data to a competitor. Do we have to provide it?", "requirement:lgpd:art-18-v"],
    ["pt", "Um cliente quer levar os dados dele para um concorrente. Temos que fornecer?", "requirement:lgpd:art-18-v"],
  ] as const)("%s: a word few requirements hold outweighs words most of them share", async (locale, question, key) => {
    const found = await xen.search({ ...acme, locale }, { text: question, limit: 5 });
    expect(
      found.slice(0, 3).map((p) => p.key),
      found.map((p) => p.key).join(),
    ).toContain(key);
  });

  it("finds the company's own evidence, says it is linked, and never another tenant's", async () => {
    acmeEvidence = await evidence(acme as never, "Zebra key register", "The register of Acme's zebra keys and who holds them.");
    const found = await xen.search(acme, { text: "zebra key ledger register", limit: 10 });
    expect(found.map((p) => p.key)).toContain(`evidence:${acmeEvidence}`);
    expect(found.map((p) => p.key)).not.toContain(`evidence:${globexEvidence}`);
    expect(JSON.stringify(found)).not.toContain("Globex");
    const facts = await xen.facts!(acme, { text: A824_EN });
    expect(facts.find((p) => p.key === "fact:missing-evidence")!.text).toContain("Zebra key register");
    expect(JSON.stringify(facts)).not.toContain("Globex");
    expect(await xen.search({ ...acme, permissions: ["base-user"] }, { text: A824_EN, limit: 5 })).toEqual([]);
    expect(await xen.search({ ...acme, features: [] }, { text: A824_EN, limit: 5 })).toEqual([]);
  });

  it("states readiness, what is overdue (with owners, personal) and what lacks evidence for the demo", async () => {
    const facts = await xen.facts!(acme, { text: "What is overdue, and how ready are we?" });
    const overdue = facts.find((p) => p.key === "fact:overdue")!;
    expect(overdue).toMatchObject({ score: 10, personal: true, url: expect.stringMatching(/^\/compliance\/requirements\//) });
    expect(overdue.text.split("\n")).toHaveLength(4);
    expect(overdue.text).toMatch(/owner [A-Z]/);
    const ready = facts.find((p) => p.key === "fact:readiness")!;
    expect(ready.text).toMatch(/ISO\/IEC 27001:2022 Annex A: \d+% ready/);
    expect(ready.text).toMatch(/LGPD.*: \d+% ready/);
    const pt = await xen.facts!({ ...acme, locale: "pt" }, { text: "Quais requisitos estão atrasados?" });
    expect(pt.map((p) => p.key)).toEqual(["fact:overdue"]);
    expect(pt[0]!.text).toContain("responsável");
    const onPage = await xen.facts!(acme, { text: "hello", page: "/compliance/evidence" });
    expect(onPage.map((p) => p.score)).toEqual([0.01, 0.01, 0.01]);
    expect(onPage.find((p) => p.key === "fact:missing-evidence")!.text.length).toBeGreaterThan(20);
  });

  it("suggests questions from what is overdue and what lacks evidence", async () => {
    const asks = await xen.suggestions!({ ...acme, locale: "pt" }, "/compliance");
    expect(asks[0]).toContain("atrasado");
    expect(asks).toHaveLength(3);
  });

  it("searches fast on the seeded data: the best of three runs of each question, logged, median under 100 ms even on a busy shared machine (idle: well under 50)", async () => {
    await xen.search(acme, { text: A824_EN, limit: 5 });
    await xen.search({ ...acme, locale: "pt" }, { text: A824_PT, limit: 5 });
    const best: number[] = [];
    for (const [locale, q] of [
      ["en", A824_EN],
      ["pt", A824_PT],
      ["en", "access control policy"],
      ["pt", "dados pessoais encarregado"],
    ] as const) {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        expect((await xen.search({ ...acme, locale }, { text: q, limit: 5 })).length).toBeGreaterThan(0);
        runs.push(performance.now() - start);
      }
      best.push(Math.min(...runs));
    }
    console.info(`Xen search on ${backend}: ${best.map((x) => x.toFixed(1)).join(", ")} ms`);
    const median = best.toSorted((x, y) => x - y)[Math.floor(best.length / 2)]!;
    expect(median).toBeLessThan(100);
  });
});

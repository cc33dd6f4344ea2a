import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanCategoryResult } from "../../../contract/scanner-results.ts";
import type { AssistantAsker, AssistantSource } from "../area.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededPerson } from "../../test/seeded-tenant.ts";
import { scans, websites } from "./schema.ts";

const DMARC_EN = "What does this DMARC failure mean and how do I fix it on my provider?";
const DMARC_PT = "O que significa essa falha de DMARC e como eu corrijo no meu provedor?";

/** An e-mail category whose DMARC record is missing. */
const noDmarc = (domain: string): ScanCategoryResult[] => [
  {
    key: "email",
    grade: "F",
    score: 0,
    tests: [
      {
        id: "dmarc-record",
        result: "fail",
        scoreModifier: -30,
        evidence: { name: `_dmarc.${domain}`, records: [] },
        summary: { key: "email.dmarcRecord.missing", vars: { domain } },
        recommendation: { key: "email.dmarcRecord.fix.missing", vars: { domain, record: "v=DMARC1; p=none" } },
      },
    ],
  },
];

describe.each(BACKENDS)("Iris's source, on %s", (backend) => {
  let t: TestApp;
  let iris: AssistantSource;
  let acme: AssistantAsker;
  let acmeScan: string;
  let globexScan: string;

  async function siteWithFailingScan(scope: { tenantId: string; entityId: string }, host: string) {
    const [site] = await t.database.db
      .insert(websites)
      .values({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        url: `https://${host}`,
        host,
        displayHost: host,
        verificationToken: `tok-${host}`,
      })
      .returning({ id: websites.id });
    const [scan] = await t.database.db
      .insert(scans)
      .values({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        websiteId: site!.id,
        url: `https://${host}`,
        host,
        trigger: "manual",
        status: "done",
        plan: ["email"],
        categories: noDmarc(host),
        grade: "F",
        score: 0,
        progress: 1,
        finishedAt: new Date(),
      })
      .returning({ id: scans.id });
    return scan!.id;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    iris = t.services.areas.flatMap((a) => a.assistantSources ?? []).find((s) => s.assistant === "iris")!;
    const me = await seededPerson(t, "manager@acme.test");
    acme = { ...me, locale: "en", permissions: ["base-user", "view-scanners"], features: ["scanners"] };
    const globex = await seededPerson(t, "manager@globex.test");
    acmeScan = await siteWithFailingScan(me, "mail.acme.test");
    globexScan = await siteWithFailingScan(globex, "mail.globex.test");
  });
  afterAll(() => t.close());

  it.each([
    ["en", DMARC_EN],
    ["pt", DMARC_PT],
  ] as const)("%s: finds the DMARC guidance in the top three, and the entity's own DMARC finding", async (locale, question) => {
    const found = await iris.search({ ...acme, locale }, { text: question, limit: 5 });
    const keys = found.map((p) => p.key);
    expect(
      keys.slice(0, 3).some((k) => k === "guidance:dmarc-record" || k === "guidance:dmarc-policy"),
      keys.join(),
    ).toBe(true);
    const guidance = found.find((p) => p.key === "guidance:dmarc-record")!;
    expect(guidance).toMatchObject({ kind: "guidance", url: expect.stringMatching(/^\/scanners/) });
    expect(guidance.text).toContain(locale === "pt" ? "DMARC" : "DMARC tells receivers");
    expect(keys).toContain(`finding:${acmeScan}:dmarc-record`);
    const finding = found.find((p) => p.key === `finding:${acmeScan}:dmarc-record`)!;
    expect(finding.url).toBe(`/scanners/scans/${acmeScan}#test-email-dmarc-record`);
    expect(finding.text).toContain("mail.acme.test");
    expect(keys.some((k) => k.includes(globexScan))).toBe(false);
    expect(JSON.stringify(found)).not.toContain("globex");
  });

  it.each([
    ["en", "The /.git folder is reachable on our web server. What should we do?", "guidance:git-config"],
    [
      "pt",
      "Endereços completos das páginas podem vazar para outros sites quando visitantes clicam nos nossos links?",
      "guidance:referrer-policy",
    ],
    ["pt", "Quais cipher suites o servidor deve oferecer e o que é forward secrecy?", "guidance:cipher-suites"],
  ] as const)("%s: a word few checks hold outweighs words most of them share: %s", async (locale, question, key) => {
    const found = await iris.search({ ...acme, locale }, { text: question, limit: 5 });
    expect(
      found.slice(0, 3).map((p) => p.key),
      found.map((p) => p.key).join(),
    ).toContain(key);
  });

  it("never reads another entity's findings, and nothing without the right or the feature", async () => {
    const found = await iris.search(acme, { text: "mail.globex.test dmarc", limit: 20 });
    expect(found.length).toBeGreaterThan(0);
    expect(JSON.stringify(found)).not.toContain("globex");
    expect(await iris.search({ ...acme, permissions: ["base-user"] }, { text: DMARC_EN, limit: 5 })).toEqual([]);
    expect(await iris.search({ ...acme, features: [] }, { text: DMARC_EN, limit: 5 })).toEqual([]);
    expect(await iris.facts!({ ...acme, entityId: null }, { text: "what should I fix?" })).toEqual([]);
  });

  it("states the open failures and the sites when asked, in both languages", async () => {
    // a question about one failure asks for its guidance, not for the list
    expect(await iris.facts!(acme, { text: DMARC_EN })).toEqual([]);
    const [failures] = await iris.facts!(acme, { text: "What should I fix first?" });
    expect(failures).toMatchObject({ key: "fact:open-failures", score: 10 });
    expect(failures!.text).toContain("mail.acme.test: DMARC record (failed)");
    const pt = await iris.facts!({ ...acme, locale: "pt" }, { text: "Qual a nota dos meus sites?" });
    expect(pt.map((p) => p.key)).toEqual(["fact:sites"]);
    expect(pt[0]!.text).toMatch(/www\.acme\.test: nota A/);
    expect(pt[0]!.text).toContain("mail.acme.test: nota F");
    // on a scanners page both come, last
    const onPage = await iris.facts!(acme, { text: "hello", page: "/pt/scanners/websites/x" });
    expect(onPage.map((p) => [p.key, p.score])).toEqual([
      ["fact:open-failures", 0.01],
      ["fact:sites", 0.01],
    ]);
    expect(await iris.facts!(acme, { text: "hello", page: "/training" })).toEqual([]);
  });

  it("suggests questions about the entity's latest failures", async () => {
    const asks = await iris.suggestions!(acme, "/scanners");
    expect(asks[0]).toContain("DMARC record");
    expect(asks[0]).toContain("mail.acme.test");
    expect(asks.length).toBeLessThanOrEqual(3);
  });

  it("searches fast on the seeded data: the best of three runs of each question, logged, median under 100 ms even on a busy shared machine (idle: well under 50)", async () => {
    await iris.search(acme, { text: DMARC_EN, limit: 5 });
    const best: number[] = [];
    for (const q of [DMARC_EN, DMARC_PT, "content security policy", "certificate expiry renew"]) {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        expect((await iris.search(acme, { text: q, limit: 5 })).length).toBeGreaterThan(0);
        runs.push(performance.now() - start);
      }
      best.push(Math.min(...runs));
    }
    console.info(`Iris search on ${backend}: ${best.map((x) => x.toFixed(1)).join(", ")} ms`);
    const median = best.toSorted((x, y) => x - y)[Math.floor(best.length / 2)]!;
    expect(median).toBeLessThan(100);
  });
});

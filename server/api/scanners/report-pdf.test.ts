import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebsiteList } from "../../../contract/scanners.ts";
import { entities } from "../organizations/schema.ts";
import { scans, websites } from "./schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { readPdf } from "../../test/pdf-text.ts";

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";

describe.each(BACKENDS)("a scan's report as a PDF, on %s", (backend) => {
  let t: TestApp;
  let marina: string;
  let site: WebsiteList["data"][number];
  const get = (cookie: string, path: string, host = ACME, headers: Record<string, string> = {}) =>
    t.req(`/api${path}`, { ...withCookie(cookie, { headers }), host });

  beforeAll(async () => {
    t = await startTestApp(backend);
    marina = await signIn(t, "manager@acme.test", ACME);
    const list = (await (await get(marina, "/entity/websites")).json()) as WebsiteList;
    site = list.data.find((w) => w.host === "www.acme.test")!;
  });
  afterAll(() => t.close());

  it("opens in English: a cover with the grade, the categories and Iris's summary, then a page per category with its tests", async () => {
    const res = await get(marina, `/scans/${site.latestScan!.id}/report.pdf?locale=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="scan-www\.acme\.test-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.title).toBe("Security scan of www.acme.test");
    // the cover, then headers, e-mail and exposure (the demo's scans run those three)
    expect(pdf.pages).toBeGreaterThanOrEqual(4);
    const [cover, ...rest] = pdf.text;
    expect(cover).toContain("Security scan of www.acme.test");
    expect(cover).toContain("Overall grade");
    expect(cover).toContain(`Score ${site.latestScan!.score}`);
    expect(cover).toContain("Iris's summary");
    expect(cover).toContain(`Your site gets ${site.latestScan!.grade}.`);
    expect(cover).toContain("1. Content Security Policy (CSP) (HTTP headers)");
    const body = rest.join("\n");
    for (const text of [
      "HTTP headers",
      "E-mail",
      "HSTS is set for six months or more.",
      "Why it matters and how to fix it",
      "Iris says:",
      "DMARC record",
      "Exposure",
      "security.txt",
      "Pass",
      "Warning",
    ])
      expect(body).toContain(text);
    expect(pdf.text.at(-1)).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it("prints the policy its recommendation speaks of, and lists a category's findings in the order of Iris's summary", async () => {
    const row = await siteRow();
    const finding = (id: string, result: "fail" | "pass", points: number, found: string, fix: string | null) => ({
      id,
      result,
      scoreModifier: points,
      evidence: null,
      summary: { key: `headers.${id}.found.${found}` },
      recommendation: fix ? { key: `headers.${id}.fix.${fix}` } : null,
    });
    // in the checks' order CSP comes first, but a missing HSTS costs more: both lists put HSTS first
    const headers = {
      key: "headers" as const,
      grade: "F" as const,
      score: 20,
      tests: [
        finding("content-security-policy", "fail", -20, "notImplemented", "implement"),
        finding("cookies", "pass", 0, "notFound", null),
        finding("strict-transport-security", "fail", -25, "notImplemented", "add"),
      ],
    };
    const [crafted] = await t.database.db
      .insert(scans)
      .values({
        whitelabelId: row.whitelabelId,
        entityId: row.entityId,
        websiteId: site.id,
        url: site.url,
        host: site.host,
        trigger: "manual",
        status: "done",
        plan: ["headers"],
        categories: [headers],
        grade: "F",
        score: 20,
        startedAt: new Date(),
        finishedAt: new Date(Date.now() - 365 * 86_400_000),
      })
      .returning({ id: scans.id });
    const pdf = await readPdf(new Uint8Array(await (await get(marina, `/scans/${crafted!.id}/report.pdf?locale=en`)).arrayBuffer()));
    const [cover, ...rest] = pdf.text;
    const body = rest.join("\n");
    expect(cover).toContain("1. HTTP Strict Transport Security (HSTS) (HTTP headers)");
    expect(cover).toContain("2. Content Security Policy (CSP) (HTTP headers)");
    expect(body.indexOf("HTTP Strict Transport Security (HSTS)")).toBeLessThan(body.indexOf("Content Security Policy (CSP)"));
    // "Start with a policy like the one below": the one below, for each server
    expect(body).toContain("Start with a policy like the one below");
    expect(body).toContain("How to set it on your server:");
    expect(body).toContain(`add_header Content-Security-Policy "default-src 'self'; object-src 'none'`);
    expect(body).toContain("Header always set Content-Security-Policy");
    await t.database.db.delete(scans).where(eq(scans.id, crafted!.id));
  });

  it("says a scan that never reached the site could not reach it, why and what to check, with no grade and no findings", async () => {
    const row = await siteRow();
    const [away] = await t.database.db
      .insert(scans)
      .values({
        whitelabelId: row.whitelabelId,
        entityId: row.entityId,
        websiteId: site.id,
        url: site.url,
        host: site.host,
        trigger: "manual",
        status: "done",
        plan: ["headers"],
        categories: [],
        unreachable: { reason: "timeout", detail: "no connection within 5000 ms" },
        startedAt: new Date(),
        finishedAt: new Date(Date.now() - 365 * 86_400_000),
      })
      .returning({ id: scans.id });
    for (const [locale, says] of [
      [
        "en",
        [
          "We could not reach www.acme.test",
          "it did not answer in time (no connection within 5000 ms)",
          "What to check",
          "This scan has no grade and no score",
          "No score",
        ],
      ],
      [
        "pt",
        [
          "Não conseguimos acessar www.acme.test",
          "o site não respondeu a tempo",
          "O que verificar",
          "Esta análise não tem nota nem pontuação",
        ],
      ],
    ] as const) {
      const pdf = await readPdf(new Uint8Array(await (await get(marina, `/scans/${away!.id}/report.pdf?locale=${locale}`)).arrayBuffer()));
      expect(pdf.pages).toBe(1);
      for (const text of says) expect(pdf.text[0]).toContain(text);
      for (const text of ["Nothing failed", "Nada falhou", "Iris's summary", "Resumo da Iris"]) expect(pdf.text[0]).not.toContain(text);
    }
    await t.database.db.delete(scans).where(eq(scans.id, away!.id));
  });

  it("opens in Portuguese, with its accents, in the viewer's language when none is asked for", async () => {
    const res = await get(marina, `/scans/${site.latestScan!.id}/report.pdf`, ACME, { "x-locale": "pt" });
    expect(res.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.title).toBe("Análise de segurança de www.acme.test");
    const all = pdf.text.join("\n");
    for (const text of [
      "Análise de segurança de www.acme.test",
      "Nota geral",
      "Resumo da Iris",
      `Seu site recebe nota ${site.latestScan!.grade}.`,
      "Cabeçalhos HTTP",
      "Iris explica:",
      "Por que importa e como corrigir",
      "Aprovado",
      "Registro DMARC",
    ]) {
      expect(all).toContain(text);
    }
    expect(all).not.toContain("Overall grade");
  });

  it("is refused without a session (401), without the scanners permission (403), for another tenant's scan (404), for a malformed id or language (400), and while the scan runs (409)", async () => {
    const id = site.latestScan!.id;
    expect((await t.req(`/api/scans/${id}/report.pdf`, { host: ACME })).status).toBe(401);
    const lucas = await signIn(t, "learner@acme.test", ACME);
    expect((await get(lucas, `/scans/${id}/report.pdf`)).status).toBe(403);
    // Globex's manager may use the scanners on his own entity (its plan does not include them: given here)
    const [globex] = await t.database.db.select().from(entities).where(eq(entities.name, "Globex Corporation"));
    await t.database.db
      .update(entities)
      .set({ features: [...globex!.features, "scanners"] })
      .where(eq(entities.id, globex!.id));
    const gabriela = await signIn(t, "manager@globex.test", GLOBEX);
    expect((await get(gabriela, "/entity/websites", GLOBEX)).status).toBe(200);
    const other = await get(gabriela, `/scans/${id}/report.pdf`, GLOBEX);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await get(marina, "/scans/not-a-scan/report.pdf")).status).toBe(400);
    expect((await get(marina, `/scans/${id}/report.pdf?locale=fr`)).status).toBe(400);

    const [running] = await t.database.db
      .insert(scans)
      .values({
        whitelabelId: (await siteRow()).whitelabelId,
        entityId: (await siteRow()).entityId,
        websiteId: site.id,
        url: site.url,
        host: site.host,
        trigger: "manual",
        status: "running",
        plan: ["headers"],
      })
      .returning({ id: scans.id });
    const refused = await get(marina, `/scans/${running!.id}/report.pdf`, ACME, { "x-locale": "pt" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "scan_unfinished",
        message: "Esta análise ainda não terminou: o relatório pode ser baixado quando ela for concluída.",
      },
    });
    await t.database.db.delete(scans).where(eq(scans.id, running!.id));
  });

  const siteRow = async () =>
    (
      await t.database.db
        .select()
        .from(websites)
        .where(and(eq(websites.id, site.id)))
    )[0]!;
});

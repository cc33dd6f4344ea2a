import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebsiteList } from "../../../contract/scanners.ts";
import { entities, scans, websites } from "../../db/schema/index.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { readPdf } from "../../test/pdf-text.ts";

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";

describe.each(BACKENDS)("a scan's report as a PDF, on %s", (backend) => {
  let t: TestApp;
  let marina: string;
  let site: WebsiteList["data"][number];
  const get = (cookie: string, path: string, host = ACME, headers: Record<string, string> = {}) => t.req(`/api${path}`, { ...withCookie(cookie, { headers }), host });

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
    for (const text of ["HTTP headers", "E-mail", "HSTS is set for six months or more.", "Why it matters and how to fix it", "Iris says:", "DMARC record", "Exposure", "security.txt", "Pass", "Warning"]) expect(body).toContain(text);
    expect(pdf.text.at(-1)).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it("opens in Portuguese, with its accents, in the viewer's language when none is asked for", async () => {
    const res = await get(marina, `/scans/${site.latestScan!.id}/report.pdf`, ACME, { "x-locale": "pt" });
    expect(res.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.title).toBe("Análise de segurança de www.acme.test");
    const all = pdf.text.join("\n");
    for (const text of ["Análise de segurança de www.acme.test", "Nota geral", "Resumo da Iris", `Seu site recebe nota ${site.latestScan!.grade}.`, "Cabeçalhos HTTP", "Iris explica:", "Por que importa e como corrigir", "Aprovado", "Registro DMARC"]) {
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
    await t.database.db.update(entities).set({ features: [...globex!.features, "scanners"] }).where(eq(entities.id, globex!.id));
    const gabriela = await signIn(t, "manager@globex.test", GLOBEX);
    expect((await get(gabriela, "/entity/websites", GLOBEX)).status).toBe(200);
    const other = await get(gabriela, `/scans/${id}/report.pdf`, GLOBEX);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await get(marina, "/scans/not-a-scan/report.pdf")).status).toBe(400);
    expect((await get(marina, `/scans/${id}/report.pdf?locale=fr`)).status).toBe(400);

    const [running] = await t.database.db
      .insert(scans)
      .values({ whitelabelId: (await siteRow()).whitelabelId, entityId: (await siteRow()).entityId, websiteId: site.id, url: site.url, host: site.host, trigger: "manual", status: "running", plan: ["headers"] })
      .returning({ id: scans.id });
    const refused = await get(marina, `/scans/${running!.id}/report.pdf`, ACME, { "x-locale": "pt" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "scan_unfinished", message: "Esta análise ainda não terminou: o relatório pode ser baixado quando ela for concluída." } });
    await t.database.db.delete(scans).where(eq(scans.id, running!.id));
  });

  const siteRow = async () => (await t.database.db.select().from(websites).where(and(eq(websites.id, site.id))))[0]!;
});

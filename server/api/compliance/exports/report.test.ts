import { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLIANCE_EXPORTS } from "../../../../contract/compliance-exports.ts";
import { FILE_OPERATIONS } from "../../../areas.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import {
  ACME,
  GLOBEX,
  complianceClient,
  complianceUser,
  importJson,
  type ApiError,
  type ComplianceClient,
} from "../test/compliance-helpers.ts";
import { adopt, auditLines, download } from "../test/export-helpers.ts";
import { readPdf } from "../../../test/pdf-text.ts";
import { createApi } from "../../app.ts";
import { dayOf } from "../readiness.ts";

// The compliance report of an adopted framework (issue 12 §6): a PDF under the tenant's brand,
// with readiness, the trend, what needs attention, automatic evidence and every requirement.

const ISO = "iso-27001-2022";
const PATH = COMPLIANCE_EXPORTS.report.path;
const PDF = "application/pdf";
const DAY = 86_400_000;

/** The raw drawing operators of a PDF's first page (to see the colours it paints with). */
async function firstPage(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const ops = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString("latin1"))
    .join("\n");
  return { ops, author: pdf.getAuthor(), images: page.node.Resources()?.get(PDFName.of("XObject")) };
}

describe.each(BACKENDS)("the compliance report on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    await adopt(manager, ISO);
    const set = (code: string, body: Record<string, unknown>) =>
      manager.json(manager.patch(`/compliance/requirements/${ISO}:${code}`, body));
    await set("A.5.1", { status: "implemented" });
    await set("A.5.2", { status: "in_progress", dueDate: "2020-01-31", notes: null });
    await set("A.5.3", { status: "implemented", reviewDate: null });
    await set("A.5.4", { status: "in_progress", reviewDate: "2021-06-30", dueDate: null });
    const link = (title: string, validUntil: string, codes: string[]) =>
      manager.json(
        manager.post("/compliance/evidence/links", {
          title,
          url: "https://intranet.acme.test/evidence",
          validUntil,
          requirementIds: codes.map((c) => `${ISO}:${c}`),
        }),
        201,
      );
    await link("Board-approved policy", "2099-12-31", ["A.5.1"]);
    await link("Segregation matrix 2019", "2019-12-31", ["A.5.3"]);
    await link("Supplier certificate", dayOf(new Date(), 10), ["A.5.5", "A.5.6"]);
    await link("Penetration test summary", dayOf(new Date(), 45), ["A.5.7"]);
    // a point of the trend recorded three weeks ago by the hourly job
    await t.services.compliance.hourly(new Date(Date.now() - 21 * DAY));
  });
  afterAll(() => t.close());

  it("opens with a cover in the tenant's brand and tells readiness, the trend, what needs attention, the automatic evidence and every requirement", async () => {
    const before = await auditLines(t);
    const started = performance.now();
    const bytes = await download(
      manager.get(`${PATH}?framework=${ISO}`),
      PDF,
      /^compliance-report-iso-27001-2022-acme-corporation-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const took = performance.now() - started;
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe("Compliance report");
    const [cover, ...rest] = pdf.text;
    for (const text of [
      "Compliance report",
      "ISO/IEC 27001:2022 Annex A",
      "Acme Corporation",
      "Prepared by: Marina Costa",
      "Readiness",
      "By group",
      "A.5 Organisational controls",
      "A.8 Technological controls",
    ])
      expect(cover).toContain(text);
    expect(cover!.replace(/\s+/g, " ")).toMatch(
      /\d+ of \d+ applicable requirements are implemented with valid evidence \(or a recorded reason why they need none\)\./,
    );
    // the tenant's name, primary colour (#b42318) and logo
    const page = await firstPage(bytes);
    expect(page.author).toBe("Acme Academy");
    expect(page.ops).toContain(`${180 / 255} ${35 / 255} ${24 / 255} rg`);
    expect(page.images).toBeDefined();
    expect(page.ops).toMatch(/\/Image-\d+ Do/);

    const body = rest.join("\n");
    for (const text of [
      "Readiness trend",
      "Readiness went from",
      "Overdue (",
      "A.5.2",
      "Needs review (",
      "All its evidence expired",
      "Review date passed",
      "Supplier certificate",
      "A.5.5, A.5.6",
      "Evidence gathered automatically",
      "Security-awareness training:",
      "www.acme.test",
      "All requirements (93)",
      "A.8.34",
      `Page ${pdf.pages} of ${pdf.pages}`,
    ]) {
      expect(body).toContain(text);
    }
    expect(body).toMatch(/Evidence expiring within 30 days \([1-9]\d*\)/);
    // evidence that runs beyond the 30 days is not "expiring"
    expect(body).not.toContain("Penetration test summary");
    expect(await auditLines(t)).toBe(before);
    expect(took).toBeLessThan(3000);
  });

  it("speaks Portuguese, with its accents", async () => {
    const pdf = await readPdf(
      await download(manager.get(`${PATH}?framework=${ISO}&locale=pt`), PDF, /^relatorio-de-conformidade-iso-27001-2022-acme-corporation-/),
    );
    expect(pdf.title).toBe("Relatório de conformidade");
    const all = pdf.text.join("\n");
    for (const text of [
      "Relatório de conformidade",
      "ISO/IEC 27001:2022 Anexo A",
      "Prontidão",
      "Por grupo",
      "Controles organizacionais",
      "Evolução da prontidão",
      "Atrasados (",
      "Precisam de revisão (",
      "Evidências que vencem em até 30 dias (",
      "Evidências coletadas automaticamente",
      "Todos os requisitos (93)",
      `Página 1 de ${pdf.pages}`,
    ]) {
      expect(all).toContain(text);
    }
    expect(all).not.toContain("Readiness");
  });

  it("reports on a framework the company imported, and on no other company's", async () => {
    await manager.json(manager.upload("/compliance/frameworks", { bytes: importJson("acme-suppliers"), name: "a.json" }), 201);
    const notYet = await manager.get(`${PATH}?framework=acme-suppliers`);
    expect(notYet.status).toBe(409);
    expect(((await notYet.json()) as ApiError).error).toMatchObject({
      code: "framework_not_adopted",
      message: "Adopt Acme supplier controls before exporting its compliance report.",
    });
    await adopt(manager, "acme-suppliers");
    const own = await readPdf(
      await download(manager.get(`${PATH}?framework=acme-suppliers`), PDF, /^compliance-report-acme-suppliers-acme-corporation-/),
    );
    expect(own.text.join("\n")).toContain("All requirements (2)");

    const globex = await complianceUser(t, "manager@globex.test", GLOBEX, { grantFeature: true });
    const hidden = await globex.get(`${PATH}?framework=acme-suppliers`);
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as ApiError).error.code).toBe("not_found");
    expect((await globex.get(`${PATH}?framework=${ISO}`)).status).toBe(409);
  });

  it("answers 400 without a framework or with a malformed one, 404 for an unknown one, 401 and 403 to those who may not read it", async () => {
    expect((await manager.get(PATH)).status).toBe(400);
    expect((await manager.get(`${PATH}?framework=Not%20a%20slug`)).status).toBe(400);
    expect((await manager.get(`${PATH}?framework=${ISO}&locale=de`)).status).toBe(400);
    expect((await manager.get(`${PATH}?framework=no-such-framework`)).status).toBe(404);
    expect((await complianceClient(t, "", ACME).get(`${PATH}?framework=${ISO}`)).status).toBe(401);
    expect((await (await complianceUser(t, "learner@acme.test", ACME)).get(`${PATH}?framework=${ISO}`)).status).toBe(403);
  });

  it("declares the very query schemas and content types the contract's download table names", () => {
    const routes = new Map<string, { request?: { query?: unknown }; responses: Record<string, { content?: Record<string, unknown> }> }>();
    for (const d of createApi(t.services).openAPIRegistry.definitions)
      if (d.type === "route") routes.set(`${d.route.method.toUpperCase()} ${d.route.path}`, d.route as never);
    // the other areas' downloads (phishing's exports) are held to their routes by their own tests
    const ours = Object.entries(FILE_OPERATIONS).filter(([key]) => key.startsWith("GET /compliance/"));
    expect(ours.map(([key]) => key).sort()).toEqual(
      Object.values(COMPLIANCE_EXPORTS)
        .map((e) => `GET ${e.path}`)
        .sort(),
    );
    for (const [key, op] of ours) {
      const route = routes.get(key);
      expect(route, key).toBeDefined();
      expect(route!.request?.query === op.query, `${key} query`).toBe(true);
      expect(Object.keys(route!.responses["200"]!.content!)).toEqual([op.contentType]);
    }
  });
});

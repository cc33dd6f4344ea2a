import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLIANCE_EXPORTS } from "../../../../contract/compliance-exports.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { ACME, GLOBEX, complianceClient, complianceUser, type ApiError, type ComplianceClient } from "../test/compliance-helpers.ts";
import { adopt, auditLines, download, readXlsx, tableOf, userId } from "../test/export-helpers.ts";
import { readPdf } from "../../../test/pdf-text.ts";

// The Statement of Applicability of ISO/IEC 27001 (issue 12 §6): every Annex A control, whether
// it applies and why, its status, owner, evidence and last change, as XLSX and as a PDF.

const ISO = "iso-27001-2022";
const XLSX = COMPLIANCE_EXPORTS.soaXlsx.contentType;
const NA_WHY = "Acme develops no software and outsources none: the products it sells are bought in.";

describe.each(BACKENDS)("the Statement of Applicability on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    await adopt(manager, ISO);
    const lucas = await userId(t, "learner@acme.test");
    const set = (code: string, body: Record<string, unknown>) =>
      manager.json(manager.patch(`/compliance/requirements/${ISO}:${code}`, body));
    await set("A.5.1", {
      status: "implemented",
      ownerId: lucas,
      notes: "Approved by the board in March.",
      reviewDate: null,
      dueDate: null,
    });
    await set("A.8.30", { status: "not_applicable", justification: NA_WHY });
    await set("A.5.2", { status: "in_progress", dueDate: "2020-01-31", notes: null });
    await set("A.5.3", { status: "not_started", notes: '=HYPERLINK("http://evil.example") stays words', dueDate: null });
    await manager.json(
      manager.post("/compliance/evidence/links", {
        title: "Information security policy",
        url: "https://intranet.acme.test/policies/security",
        validUntil: "2099-12-31",
        requirementIds: [`${ISO}:A.5.1`],
      }),
      201,
    );
    await manager.json(
      manager.post("/compliance/evidence/links", {
        title: "Old access review",
        url: "https://intranet.acme.test/reviews/2019",
        validUntil: "2019-06-30",
        requirementIds: [`${ISO}:A.5.1`],
      }),
      201,
    );
  });
  afterAll(() => t.close());

  it("downloads as a workbook: header block, frozen headers with filters, and every Annex A control with why it applies or not", async () => {
    const before = await auditLines(t);
    const started = performance.now();
    const bytes = await download(
      manager.get(COMPLIANCE_EXPORTS.soaXlsx.path),
      XLSX,
      /^statement-of-applicability-acme-corporation-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const took = performance.now() - started;
    const book = await readXlsx(bytes);
    const sheet = book.getWorksheet("Statement of Applicability")!;
    expect(sheet.getCell("A1").value).toBe("Statement of Applicability · ISO/IEC 27001:2022 Annex A");
    const facts = Object.fromEntries([2, 3, 4, 5, 6].map((r) => [String(sheet.getCell(r, 1).value), String(sheet.getCell(r, 2).value)]));
    expect(facts).toMatchObject({ Company: "Acme Corporation", "Prepared by": "Marina Costa" });
    expect(facts.Framework).toBe("ISO/IEC 27001:2022 Annex A (version 2022)");
    expect(facts.Date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(facts.Summary).toMatch(/^93 controls — applicable: \d+, not applicable: [1-9]\d*, implemented: [1-9]\d*\.$/);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 8 });
    expect(sheet.autoFilter).toBeTruthy();

    const { header, rows } = tableOf(sheet, 8);
    expect(header).toEqual([
      "Control",
      "Theme",
      "Control title",
      "Applicable",
      "Justification",
      "Implementation status",
      "Owner",
      "Evidence",
      "Last change",
      "Changed by",
    ]);
    expect(rows).toHaveLength(93);
    expect(rows[0]!.Control).toBe("A.5.1");
    expect(rows.at(-1)!.Control).toBe("A.8.34");
    const row = (code: string) => rows.find((r) => r.Control === code)!;
    expect(row("A.5.1")).toMatchObject({
      Theme: expect.stringMatching(/^A\.5 /),
      Applicable: "Yes",
      Justification: "Applies; implemented. Approved by the board in March.",
      "Implementation status": "Implemented",
      Owner: "Lucas Pereira",
      "Changed by": "Marina Costa",
    });
    // (the demo may keep evidence of its own there too)
    expect(row("A.5.1").Evidence!.split("\n")).toEqual(
      expect.arrayContaining(["Information security policy (valid until Dec 31, 2099)", "Old access review (expired on Jun 30, 2019)"]),
    );
    expect(row("A.5.1")["Last change"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row("A.8.30")).toMatchObject({ Applicable: "No", Justification: NA_WHY, "Implementation status": "Not applicable" });
    expect(row("A.5.2")).toMatchObject({
      Applicable: "Yes",
      Justification: "Applies; being implemented.",
      "Implementation status": "In progress (overdue)",
    });
    // a note that looks like a formula stays words
    const a53 = sheet.getRow(8 + rows.findIndex((r) => r.Control === "A.5.3") + 1).getCell(5);
    expect(a53.formula).toBeUndefined();
    expect(a53.value).toBe('Applies; not started yet. =HYPERLINK("http://evil.example") stays words');
    // reading writes nothing, not even to the audit trail; made well within a second or so
    expect(await auditLines(t)).toBe(before);
    expect(took).toBeLessThan(3000);
  });

  it("speaks Portuguese when the page does, in the sheet, its columns and its file name", async () => {
    const bytes = await download(
      manager.get(`${COMPLIANCE_EXPORTS.soaXlsx.path}?locale=pt`),
      XLSX,
      /^declaracao-de-aplicabilidade-acme-corporation-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const sheet = (await readXlsx(bytes)).getWorksheet("Declaração de Aplicabilidade")!;
    const { header, rows } = tableOf(sheet, 8);
    expect(header.slice(0, 6)).toEqual([
      "Controle",
      "Tema",
      "Título do controle",
      "Aplicável",
      "Justificativa",
      "Situação da implementação",
    ]);
    expect(rows.find((r) => r.Controle === "A.5.1")).toMatchObject({
      Aplicável: "Sim",
      Justificativa: "Aplica-se; implementado. Approved by the board in March.",
      "Situação da implementação": "Implementado",
    });
    expect(rows.find((r) => r.Controle === "A.5.1")!.Evidências).toContain("Information security policy (válida até 31 de dez. de 2099)");
    expect(rows.find((r) => r.Controle === "A.8.30")).toMatchObject({ Aplicável: "Não", "Situação da implementação": "Não aplicável" });
    expect(rows.find((r) => r.Controle === "A.5.2")!["Situação da implementação"]).toBe("Em andamento (atrasado)");
  });

  it("downloads as a PDF under the tenant's brand, in English and in Portuguese", async () => {
    const en = await readPdf(
      await download(
        manager.get(COMPLIANCE_EXPORTS.soaPdf.path),
        "application/pdf",
        /^statement-of-applicability-acme-corporation-\d{4}-\d{2}-\d{2}\.pdf$/,
      ),
    );
    expect(en.title).toBe("Statement of Applicability");
    expect(en.pages).toBeGreaterThan(3);
    const all = en.text.join("\n");
    for (const text of [
      "Acme Academy · Statement of Applicability",
      "Company: Acme Corporation",
      "Prepared by: Marina Costa",
      "A.5 Organisational controls",
      "A.5.1",
      "Applies; implemented. Approved by the board",
      "Lucas Pereira",
      "Information security policy (valid until",
      "Control",
      "Justification",
      "A.8.34",
      `Page ${en.pages} of ${en.pages}`,
    ]) {
      expect(all).toContain(text);
    }
    expect(all).toContain("Acme develops no software");
    // the column headers come again on every page of the table
    expect(en.text.slice(1).every((page) => page.includes("Justification") && page.includes("Last change"))).toBe(true);

    const pt = await readPdf(
      await download(manager.get(`${COMPLIANCE_EXPORTS.soaPdf.path}?locale=pt`), "application/pdf", /^declaracao-de-aplicabilidade-/),
    );
    expect(pt.title).toBe("Declaração de Aplicabilidade");
    const todo = pt.text.join("\n");
    for (const text of [
      "Empresa: Acme Corporation",
      "Preparado por: Marina Costa",
      "Justificativa",
      "Aplica-se; implementado.",
      "Não aplicável",
      "Em andamento",
      "(atrasado)",
      `Página 1 de ${pt.pages}`,
    ])
      expect(todo).toContain(text);
  });

  it("answers 409 with a translated message until ISO/IEC 27001 is adopted, 400 for an unknown language, 401 and 403 to those who may not read it", async () => {
    const globex = await complianceUser(t, "manager@globex.test", GLOBEX, { grantFeature: true, locale: "pt" });
    for (const path of [COMPLIANCE_EXPORTS.soaXlsx.path, COMPLIANCE_EXPORTS.soaPdf.path]) {
      const refused = await globex.get(path);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ApiError).error).toMatchObject({
        code: "framework_not_adopted",
        message: "Adote a ISO/IEC 27001:2022 antes de exportar a Declaração de Aplicabilidade.",
      });
      expect((await manager.get(`${path}?locale=fr`)).status).toBe(400);
      expect((await complianceClient(t, "", ACME).get(path)).status).toBe(401);
      const learner = await complianceUser(t, "learner@acme.test", ACME);
      expect((await learner.get(path)).status).toBe(403);
    }
  });
});

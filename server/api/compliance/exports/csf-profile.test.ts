import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLIANCE_EXPORTS } from "../../../../contract/compliance-exports.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import {
  ACME,
  GLOBEX,
  complianceClient,
  complianceUser,
  type ApiError,
  type ComplianceClient,
  withoutComplianceWork,
} from "../test/compliance-helpers.ts";
import { adopt, auditLines, download, readXlsx, tableOf } from "../test/export-helpers.ts";
import { dayOf } from "../readiness.ts";

// The NIST CSF 2.0 profile (issue 12 §6): per subcategory the current state and the target
// derived from the assessment, the gap and its priority; a summary per function.

const CSF = "nist-csf-2.0";
const PATH = COMPLIANCE_EXPORTS.csfProfile.path;
const XLSX = COMPLIANCE_EXPORTS.csfProfile.contentType;
const NA_WHY = "Acme has no critical suppliers of its own mission.";

describe.each(BACKENDS)("the CSF 2.0 profile on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // from an assessment of its own, not the demo's
    await withoutComplianceWork(t, "manager@acme.test");
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    await adopt(manager, CSF);
    const set = (code: string, body: Record<string, unknown>) =>
      manager.json(manager.patch(`/compliance/requirements/${CSF}:${code}`, body));
    await set("GV.OC-01", { status: "implemented", notes: "Mission statement reviewed yearly." });
    await set("GV.OC-02", { status: "in_progress", dueDate: "2020-03-31" });
    await set("GV.OC-03", { status: "in_progress", dueDate: dayOf(new Date(), 5) });
    await set("GV.OC-04", { status: "not_applicable", justification: NA_WHY });
    await set("GV.OC-05", { status: "not_started", dueDate: null });
    await manager.json(
      manager.post("/compliance/evidence/links", {
        title: "Mission statement",
        url: "https://intranet.acme.test/mission",
        requirementIds: [`${CSF}:GV.OC-01`],
      }),
      201,
    );
  });
  afterAll(() => t.close());

  it("summarises each function (current against target) and lists every subcategory with its current and target state, gap and priority", async () => {
    const before = await auditLines(t);
    const started = performance.now();
    const book = await readXlsx(await download(manager.get(PATH), XLSX, /^csf-profile-acme-corporation-\d{4}-\d{2}-\d{2}\.xlsx$/));
    const took = performance.now() - started;
    expect(book.worksheets.map((s) => s.name)).toEqual(["Summary by function", "Profile"]);

    const summary = tableOf(book.getWorksheet("Summary by function")!, 8);
    expect(summary.header).toEqual([
      "Function",
      "Applicable",
      "Not applicable",
      "Implemented",
      "Implemented with valid evidence",
      "Gaps",
      "Current",
      "Target",
    ]);
    expect(summary.rows.map((r) => r.Function)).toEqual([
      "GV Govern",
      "ID Identify",
      "PR Protect",
      "DE Detect",
      "RS Respond",
      "RC Recover",
      "All functions",
    ]);
    const govern = summary.rows[0]!;
    expect(govern).toMatchObject({
      Applicable: "30",
      "Not applicable": "1",
      Implemented: "1",
      "Implemented with valid evidence": "1",
      Gaps: "29",
      Current: "0.03",
      Target: "1",
    });
    expect(summary.rows.at(-1)).toMatchObject({ Applicable: "105", "Not applicable": "1" });
    expect(book.getWorksheet("Summary by function")!.getRow(9).getCell(7).numFmt).toBe("0%");

    const profile = book.getWorksheet("Profile")!;
    expect(profile.views[0]).toMatchObject({ state: "frozen", ySplit: 8 });
    const { header, rows } = tableOf(profile, 8);
    expect(header).toEqual([
      "Function",
      "Category",
      "Subcategory",
      "Subcategory text (NIST)",
      "Current status",
      "Evidence",
      "Automatic evidence",
      "Target status",
      "Target date",
      "Priority",
      "Gap",
      "Notes",
    ]);
    expect(rows).toHaveLength(106);
    const row = (code: string) => rows.find((r) => r.Subcategory === code)!;
    expect(row("GV.OC-01")).toMatchObject({
      Function: "GV Govern",
      Category: "GV.OC Organizational Context",
      "Subcategory text (NIST)": "The organizational mission is understood and informs cybersecurity risk management",
      "Current status": "Implemented",
      Evidence: "Mission statement (no end date)",
      "Target status": "Implemented",
      "Target date": null,
      Priority: null,
      Gap: "No",
      Notes: "Mission statement reviewed yearly.",
    });
    expect(row("GV.OC-02")).toMatchObject({
      "Current status": "In progress (overdue)",
      "Target status": "Implemented",
      "Target date": "2020-03-31",
      Priority: "High",
      Gap: "Yes",
    });
    expect(row("GV.OC-03")).toMatchObject({ "Current status": "In progress", Priority: "Medium", Gap: "Yes" });
    expect(row("GV.OC-04")).toMatchObject({
      "Current status": "Not applicable",
      "Target status": "Not applicable",
      Priority: null,
      Gap: "No",
      Notes: NA_WHY,
    });
    expect(row("GV.OC-05")).toMatchObject({ "Current status": "Not started", Priority: "Low", Gap: "Yes" });
    // the evidence the product gathers: training completions and the demo site's scans
    expect(row("PR.AT-01")["Automatic evidence"]).toMatch(/completed security-awareness training in the last 365 days$/);
    const scans = row("ID.RA-01")["Automatic evidence"]!.split("\n");
    expect(scans.map((line) => line.split(":")[0])).toEqual(["Exposure", "TLS", "HTTP security headers"]);
    expect(scans[0]).toMatch(/^Exposure: grade A\+ for www\.acme\.test \([A-Z][a-z]{2} \d{1,2}, \d{4}\)$/);
    expect(await auditLines(t)).toBe(before);
    expect(took).toBeLessThan(3000);
  });

  it("speaks Portuguese when asked", async () => {
    const book = await readXlsx(
      await download(manager.get(`${PATH}?locale=pt`), XLSX, /^perfil-csf-acme-corporation-\d{4}-\d{2}-\d{2}\.xlsx$/),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(["Resumo por função", "Perfil"]);
    const { rows } = tableOf(book.getWorksheet("Perfil")!, 8);
    expect(rows.find((r) => r.Subcategoria === "GV.OC-02")).toMatchObject({
      Função: "GV Governar",
      "Situação atual": "Em andamento (atrasado)",
      "Situação alvo": "Implementado",
      Prioridade: "Alta",
      Lacuna: "Sim",
    });
    expect(tableOf(book.getWorksheet("Resumo por função")!, 8).rows.at(-1)!.Função).toBe("Todas as funções");
  });

  it("answers 409 until CSF 2.0 is adopted, and 401 and 403 to those who may not read it", async () => {
    const globex = await complianceUser(t, "manager@globex.test", GLOBEX, { grantFeature: true, locale: "en" });
    const refused = await globex.get(PATH);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ApiError).error).toMatchObject({
      code: "framework_not_adopted",
      message: "Adopt NIST CSF 2.0 before exporting its profile.",
    });
    expect((await complianceClient(t, "", ACME).get(PATH)).status).toBe(401);
    expect((await (await complianceUser(t, "learner@acme.test", ACME)).get(PATH)).status).toBe(403);
  });
});

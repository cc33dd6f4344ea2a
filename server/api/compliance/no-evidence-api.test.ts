import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEvent } from "../../../contract/compliance-evidence.ts";
import { COMPLIANCE_EXPORTS } from "../../../contract/compliance-exports.ts";
import type { Adoption, FrameworkTree, RequirementDetail, RequirementState } from "../../../contract/compliance.ts";
import { scans, websites } from "../scanners/schema.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { download, readXlsx, tableOf } from "./test/export-helpers.ts";
import { ACME, complianceUser, entityOf, type ApiError, type ComplianceClient, withoutComplianceWork } from "./test/compliance-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { passCourse } from "../../test/learning-helpers.ts";
import { readPdf } from "../../test/pdf-text.ts";

// Issue 25 item 16: "Implemented" is never "Ready" on its own. A requirement is ready with valid
// evidence — uploaded, linked, or gathered by the product when it shows the control working — or
// with a recorded reason why it needs none; the requirement, the framework, the dashboard, the
// exports and the trend all say the same.

const ISO = "iso-27001-2022";
const A51 = `${ISO}:A.5.1`;
const A63 = `${ISO}:A.6.3`;
const A89 = `${ISO}:A.8.9`;
const A824 = `${ISO}:A.8.24`;
const REASON = "The board approves this policy in its minutes; the minutes are the control itself.";
type Page<T> = { data: T[]; total: number };

describe.each(BACKENDS)("readiness without evidence on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  let pt: ComplianceClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await withoutComplianceWork(t, "manager@acme.test");
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    pt = await complianceUser(t, "manager@acme.test", ACME, { locale: "pt" });
    await manager.json(manager.post("/compliance/adoptions", { slug: ISO }), 201);
  });
  afterAll(() => t.close());

  const detail = (id: string, c = manager) => c.json<RequirementDetail>(c.get(`/compliance/requirements/${id}`));
  const treeState = async (id: string) => {
    const tree = await manager.json<FrameworkTree>(manager.get(`/compliance/frameworks/${ISO}`));
    const all = tree.groups.flatMap((g) => [...g.requirements, ...g.groups.flatMap((x) => x.requirements)]);
    return { readiness: tree.readiness!, state: all.find((r) => r.id === id)!.state as RequirementState };
  };
  const dashboard = async () =>
    (await manager.json<{ data: Adoption[] }>(manager.get("/compliance/adoptions"))).data.find((a) => a.slug === ISO)!.readiness;
  const soaRow = async (code: string) => {
    const book = await readXlsx(
      await download(manager.get(COMPLIANCE_EXPORTS.soaXlsx.path), COMPLIANCE_EXPORTS.soaXlsx.contentType, /\.xlsx$/),
    );
    return tableOf(book.getWorksheet("Statement of Applicability")!, 8).rows.find((r) => r.Control === code)!;
  };
  const report = async () =>
    (
      await readPdf(await download(manager.get(`${COMPLIANCE_EXPORTS.report.path}?framework=${ISO}`), "application/pdf", /\.pdf$/))
    ).text.join("\n");
  const todaysPoint = async () => {
    await t.services.compliance.hourly(new Date());
    return (await manager.json<{ points: { ready: number }[] }>(manager.get(`/compliance/adoptions/${ISO}/trend`))).points.at(-1)!;
  };

  it("shows a requirement marked implemented without evidence as not ready on the requirement, the framework, the dashboard, the exports and the trend", async () => {
    const implemented = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A51}`, { status: "implemented" }));
    expect(implemented.state).toMatchObject({ status: "implemented", evidenced: false, noEvidenceNeeded: false, ready: false });
    expect(implemented.noEvidence).toBeNull();
    const tree = await treeState(A51);
    expect(tree.state).toMatchObject({ status: "implemented", ready: false });
    expect(tree.readiness).toMatchObject({ implemented: 1, ready: 0, percent: 0 });
    expect(await dashboard()).toMatchObject({ implemented: 1, ready: 0, percent: 0 });
    expect(await soaRow("A.5.1")).toMatchObject({ "Implementation status": "Implemented (no valid evidence yet)" });
    expect(await report()).toContain("0 of 93 applicable requirements are implemented with valid evidence");
    expect(await todaysPoint()).toMatchObject({ ready: 0 });
    // the list of what lacks evidence keeps it
    const list = await manager.json<Page<{ id: string; state: RequirementState }>>(
      manager.get(`/compliance/requirements?framework=${ISO}&status=implemented`),
    );
    expect(list.data.map((r) => [r.id, r.state.ready])).toEqual([[A51, false]]);
  });

  it("makes it ready with a reason why it needs no evidence, shown with who and when, exported and in the audit trail", async () => {
    const waived = await manager.json<RequirementDetail>(
      manager.patch(`/compliance/requirements/${A51}`, { noEvidenceReason: `  ${REASON}  ` }),
    );
    expect(waived.state).toMatchObject({
      status: "implemented",
      evidenced: false,
      noEvidenceNeeded: true,
      ready: true,
      needsReview: false,
    });
    expect(waived.noEvidence).toEqual({ reason: REASON, by: { id: expect.any(String), name: "Marina Costa" }, at: expect.any(String) });
    expect(Date.now() - Date.parse(waived.noEvidence!.at)).toBeLessThan(60_000);

    expect((await treeState(A51)).readiness).toMatchObject({ ready: 1, percent: 1 });
    expect(await dashboard()).toMatchObject({ ready: 1, percent: 1 });
    expect(await todaysPoint()).toMatchObject({ ready: 1 });
    const row = await soaRow("A.5.1");
    expect(row["Implementation status"]).toBe("Implemented (no evidence needed)");
    expect(row.Evidence).toMatch(
      new RegExp(
        `^No evidence needed: ${REASON.replace(/[.;]/g, "\\$&")} \\(recorded by Marina Costa on [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\)$`,
      ),
    );
    const pdf = await report();
    expect(pdf).toContain("Ready with no evidence needed (1)");
    expect(pdf.replace(/\s+/g, " ")).toContain(
      "1 of 93 applicable requirements are implemented with valid evidence (or a recorded reason why they need none).",
    );

    const trail = await manager.json<Page<AuditEvent>>(manager.get(`/compliance/audit?requirement=${encodeURIComponent(A51)}`));
    expect(trail.data[0]).toMatchObject({
      action: "noEvidence",
      from: null,
      to: REASON,
      actor: { name: "Marina Costa" },
      text: `A.5.1: marked as needing no evidence: “${REASON}”.`,
    });
    const inPt = await pt.json<Page<AuditEvent>>(pt.get(`/compliance/audit?requirement=${encodeURIComponent(A51)}`));
    expect(inPt.data[0]!.text).toBe(`A.5.1: marcado como sem necessidade de evidência: “${REASON}”.`);
  });

  it("needs evidence again once the reason is cleared, and refuses a reason that is too long", async () => {
    const long = await manager.patch(`/compliance/requirements/${A51}`, { noEvidenceReason: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ApiError).error.issues?.[0]?.path).toMatch(/noEvidenceReason$/);

    const cleared = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A51}`, { noEvidenceReason: "   " }));
    expect(cleared.state).toMatchObject({ noEvidenceNeeded: false, ready: false });
    expect(cleared.noEvidence).toBeNull();
    const trail = await manager.json<Page<AuditEvent>>(manager.get(`/compliance/audit?requirement=${encodeURIComponent(A51)}`));
    expect(trail.data[0]).toMatchObject({
      action: "noEvidence",
      from: REASON,
      to: null,
      text: `A.5.1: needs evidence again (the reason “${REASON}” was removed).`,
    });
    expect(await dashboard()).toMatchObject({ ready: 0 });
  });

  it("counts training as evidence only once most members are trained, not after one learner's course", async () => {
    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await passCourse(t, learner, "phishing-essentials", ACME)).passed).toBe(true);
    const one = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A63}`, { status: "implemented" }));
    const training = one.automaticEvidence.find((e) => e.kind === "security-training")!;
    expect(training.training).toMatchObject({ trained: 1, minPercent: 80 });
    expect(training.training!.percent).toBeLessThan(80);
    expect(training.current).toBe(false);
    expect(one.state).toMatchObject({ automaticEvidence: false, ready: false });

    // the company's other member completes a security course too: now the figure shows a programme
    const marina = await signIn(t, "manager@acme.test", ACME);
    expect((await passCourse(t, marina, "phishing-essentials", ACME)).passed).toBe(true);
    const all = await detail(A63);
    expect(all.automaticEvidence[0]).toMatchObject({ current: true, training: { members: 2, trained: 2, percent: 100 } });
    expect(all.state).toMatchObject({ automaticEvidence: true, ready: true, evidenceCount: 0 });
  });

  it("counts a scan category as evidence only with a passing grade", async () => {
    const { tenantId, entityId } = await entityOf(t, "manager@acme.test");
    const [site] = await t.database.db
      .select()
      .from(websites)
      .where(and(eq(websites.whitelabelId, tenantId), eq(websites.entityId, entityId)));
    expect(site).toBeDefined();
    // the site's newest scan: strong TLS, headers graded F
    const summary = {
      categories: [
        { key: "tls" as const, grade: "A" as const, score: 95 },
        { key: "headers" as const, grade: "F" as const, score: 10 },
      ],
      failures: 6,
      warnings: 1,
    };
    const later = new Date(Date.now() + 60_000);
    await t.database.db.insert(scans).values({
      whitelabelId: tenantId,
      entityId,
      websiteId: site!.id,
      url: site!.url,
      host: site!.host,
      trigger: "manual",
      status: "done",
      grade: "C",
      score: 50,
      summary,
      startedAt: later,
      finishedAt: later,
    });

    const headers = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A89}`, { status: "implemented" }));
    const scan = headers.automaticEvidence.find((e) => e.kind === "scanner-headers")!;
    expect(scan.scans.find((s) => s.websiteId === site!.id)).toMatchObject({ grade: "F", current: true, passing: false });
    expect(scan.current).toBe(false);
    expect(headers.state).toMatchObject({ automaticEvidence: false, ready: false });
    const tls = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A824}`, { status: "implemented" }));
    expect(tls.automaticEvidence.find((e) => e.kind === "scanner-tls")!.scans.find((s) => s.websiteId === site!.id)).toMatchObject({
      grade: "A",
      passing: true,
    });
    expect(tls.state).toMatchObject({ automaticEvidence: true, ready: true });
    // the exports say why the headers do not count
    expect((await soaRow("A.8.9")).Evidence).toContain("it counts as evidence from grade C-");
  });
});

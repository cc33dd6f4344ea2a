import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AutomaticEvidence, EvidenceDetail } from "../../../contract/compliance-evidence.ts";
import type { Adoption, FrameworkTree, RequirementDetail } from "../../../contract/compliance.ts";
import { scans } from "../scanners/schema.ts";
import { userEntities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { passCourse } from "../../test/learning-helpers.ts";
import { ACME, complianceUser, type ComplianceClient, withoutComplianceWork } from "./test/compliance-helpers.ts";

// Progress that travels: an implemented, evidenced control shows in the frameworks it maps to,
// and the evidence the product gathers by itself — training completions and scan grades —
// shows on the requirements marked for it as soon as the data changes.

const A63 = "iso-27001-2022:A.6.3";
const A824 = "iso-27001-2022:A.8.24";
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

describe.each(BACKENDS)("mapping propagation and automatic evidence on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Acme as it was before the demo's assessment: these tests adopt and assess from nothing
    await withoutComplianceWork(t, "manager@acme.test");
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    await manager.json(manager.post("/compliance/adoptions", { slug: "iso-27001-2022" }), 201);
    await manager.json(manager.post("/compliance/adoptions", { slug: "nist-csf-2.0" }), 201);
  });
  afterAll(() => t.close());

  const training = (r: RequirementDetail) => r.automaticEvidence.find((e) => e.kind === "security-training")!.training!;

  it("shows a control implemented with an uploaded file as coverage in the mapped CSF subcategories", async () => {
    const iso = await manager.json<RequirementDetail>(manager.get("/compliance/requirements/iso-27001-2022:A.5.24"));
    const mapped = iso.mappings.filter((m) => m.framework === "nist-csf-2.0");
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped[0]).toMatchObject({ adopted: true, state: { coveredByMapping: false } });

    await manager.json<EvidenceDetail>(
      manager.upload(
        "/compliance/evidence",
        { bytes: PDF, name: "ir-plan.pdf" },
        { requirementIds: "iso-27001-2022:A.5.24", validUntil: "2099-01-01" },
      ),
      201,
    );
    const done = await manager.json<RequirementDetail>(
      manager.patch("/compliance/requirements/iso-27001-2022:A.5.24", { status: "implemented" }),
    );
    expect(done.state).toMatchObject({ ready: true });
    expect(done.mappings.filter((m) => m.framework === "nist-csf-2.0").every((m) => m.state?.coveredByMapping)).toBe(true);

    const csf = await manager.json<FrameworkTree>(manager.get("/compliance/frameworks/nist-csf-2.0"));
    const states = csf.groups.flatMap((g) => g.groups.flatMap((c) => c.requirements)).filter((r) => mapped.some((m) => m.id === r.id));
    expect(states.every((r) => r.state?.coveredByMapping && !r.state.ready)).toBe(true);
    expect(csf.readiness).toMatchObject({ ready: 0, coveredByMapping: mapped.length });
    expect(csf.readiness!.coveragePercent).toBe(Math.floor((100 * mapped.length) / 106));
    const adoptions = await manager.json<{ data: Adoption[] }>(manager.get("/compliance/adoptions"));
    expect(adoptions.data.find((a) => a.slug === "iso-27001-2022")!.readiness).toMatchObject({ ready: 1, percent: 1 });
  });

  it("moves A.6.3's live training figure when a learner completes a security-awareness course", async () => {
    const before = training(await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A63}`)));
    expect(before.windowDays).toBe(365);
    const [acme] = await t.database.db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "learner@acme.test"));
    expect(before.members).toBe(
      (await t.database.db.select().from(userEntities).where(eq(userEntities.entityId, acme!.entityId))).filter(
        (m) => m.status === "active",
      ).length,
    );

    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await passCourse(t, learner, "phishing-essentials", ACME)).passed).toBe(true);

    const detail = await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A63}`));
    const after = training(detail);
    expect(after.trained).toBe(before.trained + 1);
    expect(after.percent).toBe(Math.floor((100 * after.trained) / after.members));
    // one learner of the company trained is a figure, not yet evidence of a programme (issue 25)
    expect(after).toMatchObject({ minPercent: 80, trained: 1 });
    expect(after.percent).toBeLessThan(80);
    expect(detail.automaticEvidence[0]!.current).toBe(false);
    const implemented = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A63}`, { status: "implemented" }));
    expect(implemented.state).toMatchObject({ automaticEvidence: false, ready: false, evidenceCount: 0 });
  });

  it("attaches the latest finished scan's grade to the matching requirements, with the report's path", async () => {
    const before = await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A824}`));
    const seeded = before.automaticEvidence.find((e) => e.kind === "scanner-tls")!.scans.length;

    const site = (await (
      await t.req("/api/entity/websites", {
        ...{ ...jsonBody({ url: "shop.acme-example.com" }) },
        headers: { "content-type": "application/json", cookie: await signIn(t, "manager@acme.test", ACME) },
        host: ACME,
      })
    ).json()) as { id: string; url: string; host: string };
    const [acme] = await t.database.db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "manager@acme.test"));
    const [tenant] = await t.database.db.select({ id: users.whitelabelId }).from(users).where(eq(users.email, "manager@acme.test"));
    const summary = {
      categories: [
        { key: "tls" as const, grade: "A" as const, score: 95 },
        { key: "headers" as const, grade: "C" as const, score: 60 },
        { key: "exposure" as const, grade: null, score: null },
      ],
      failures: 1,
      warnings: 2,
    };
    const [scan] = await t.database.db
      .insert(scans)
      .values({
        whitelabelId: tenant!.id,
        entityId: acme!.entityId,
        websiteId: site.id,
        url: site.url,
        host: site.host,
        trigger: "manual",
        status: "done",
        grade: "B",
        score: 80,
        summary,
        finishedAt: new Date(),
        startedAt: new Date(),
      })
      .returning({ id: scans.id });

    const detail = await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A824}`));
    const tls = detail.automaticEvidence.find((e) => e.kind === "scanner-tls") as AutomaticEvidence;
    expect(tls.current).toBe(true);
    expect(tls.scans).toHaveLength(seeded + 1);
    expect(tls.scans.find((s) => s.websiteId === site.id)).toEqual({
      scanId: scan!.id,
      websiteId: site.id,
      host: "shop.acme-example.com",
      category: "tls",
      grade: "A",
      finishedAt: expect.any(String),
      current: true,
      passing: true,
      reportPath: `/scanners/scans/${scan!.id}`,
    });
    const inPt = (await (
      await manager.call(`/compliance/requirements/${A824}`, { headers: { "x-locale": "pt" } })
    ).json()) as RequirementDetail;
    expect(inPt.automaticEvidence.find((e) => e.kind === "scanner-tls")!.scans.find((s) => s.websiteId === site.id)!.reportPath).toBe(
      `/pt/scanners/scans/${scan!.id}`,
    );
    // a category the scan could not grade is no evidence
    const a88 = await manager.json<RequirementDetail>(manager.get("/compliance/requirements/iso-27001-2022:A.8.8"));
    expect(a88.automaticEvidence.find((e) => e.kind === "scanner-exposure")!.scans.map((s) => s.websiteId)).not.toContain(site.id);
    expect(a88.automaticEvidence.find((e) => e.kind === "scanner-headers")).toBeUndefined();
    const a89 = await manager.json<RequirementDetail>(manager.get("/compliance/requirements/iso-27001-2022:A.8.9"));
    expect(a89.automaticEvidence.find((e) => e.kind === "scanner-headers")!.scans.find((s) => s.websiteId === site.id)!.grade).toBe("C");
  });
});

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEvent } from "../../../contract/compliance-evidence.ts";
import type { RequirementDetail } from "../../../contract/compliance.ts";
import { complianceAuditEvents, complianceRequirementStatuses } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import {
  ACME,
  GLOBEX,
  complianceClient,
  complianceUser,
  importJson,
  type ApiError,
  type ComplianceClient,
  withoutComplianceWork,
} from "./test/compliance-helpers.ts";

// A requirement's assessment: its status rules, owner and dates, and the audit trail they leave.

const A51 = "iso-27001-2022:A.5.1";
type Page<T> = { data: T[]; page: number; limit: number; total: number };

describe.each(BACKENDS)("compliance requirements on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  let learner: ComplianceClient;
  let globex: ComplianceClient;
  let learnerId: string;
  let globexManagerId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Acme as it was before the demo's assessment: these tests adopt and assess from nothing
    await withoutComplianceWork(t, "manager@acme.test");
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    learner = await complianceUser(t, "learner@acme.test", ACME);
    globex = await complianceUser(t, "manager@globex.test", GLOBEX, { grantFeature: true });
    const id = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    learnerId = await id("learner@acme.test");
    globexManagerId = await id("manager@globex.test");
  });
  afterAll(() => t.close());

  const statusRows = async () => (await t.database.db.select({ n: count() }).from(complianceRequirementStatuses))[0]!.n;

  it("shows a requirement of a framework not adopted, and refuses to assess it until it is adopted", async () => {
    const detail = await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A51}`));
    expect(detail).toMatchObject({
      id: A51,
      code: "A.5.1",
      framework: { slug: "iso-27001-2022", adopted: false },
      state: { status: "not_started" },
      owner: null,
      canManage: true,
    });
    expect(detail.path).toEqual([{ code: "A.5", title: expect.any(String) }]);
    expect(detail.guidance).toEqual(expect.any(String));
    // Xen explains it in the viewer's language
    expect(detail.xen).toEqual({ asks: expect.any(String), evidence: expect.any(String), minimum: expect.any(String) });
    const inPortuguese = await manager.json<RequirementDetail>(
      manager.call(`/compliance/requirements/${A51}`, { headers: { "x-locale": "pt" } }),
    );
    expect(inPortuguese.xen?.asks).not.toBe(detail.xen?.asks);
    const refused = await manager.patch(`/compliance/requirements/${A51}`, { status: "in_progress" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ApiError).error.code).toBe("framework_not_adopted");
    expect(await statusRows()).toBe(0);
    await manager.json(manager.post("/compliance/adoptions", { slug: "iso-27001-2022" }), 201);
  });

  it("sets status, owner, dates and notes, each change a line of the audit trail", async () => {
    const updated = await manager.json<RequirementDetail>(
      manager.patch(`/compliance/requirements/${A51}`, {
        status: "in_progress",
        ownerId: learnerId,
        dueDate: "2030-03-31",
        reviewDate: "2031-03-31",
        notes: "Draft the policy.",
      }),
    );
    expect(updated.state).toMatchObject({ status: "in_progress", ownerId: learnerId, dueDate: "2030-03-31", reviewDate: "2031-03-31" });
    expect(updated).toMatchObject({
      notes: "Draft the policy.",
      owner: { id: learnerId, name: "Lucas Pereira" },
      updatedBy: { name: "Marina Costa" },
    });

    const trail = await manager.json<Page<AuditEvent>>(manager.get(`/compliance/audit?requirement=${encodeURIComponent(A51)}`));
    expect(trail.data.map((e) => e.action).sort()).toEqual(["dueDate", "notes", "owner", "reviewDate", "status"]);
    const status = trail.data.find((e) => e.action === "status")!;
    expect(status).toMatchObject({
      from: "not_started",
      to: "in_progress",
      actor: { name: "Marina Costa" },
      text: "A.5.1: status changed from Not started to In progress.",
    });
    expect(trail.data.find((e) => e.action === "owner")!.text).toBe("A.5.1: owner changed from none to Lucas Pereira.");
    // dates read as the reader writes them (issue 25), the value itself stays a day
    expect(trail.data.find((e) => e.action === "dueDate")).toMatchObject({
      to: "2030-03-31",
      text: "A.5.1: due date changed from none to Mar 31, 2030.",
    });
    const inPt = (await (
      await manager.call(`/compliance/audit?requirement=${encodeURIComponent(A51)}`, { headers: { "x-locale": "pt" } })
    ).json()) as Page<AuditEvent>;
    expect(inPt.data.find((e) => e.action === "reviewDate")!.text).toBe(
      "A.5.1: data de revisão alterada de nenhum para 31 de mar. de 2031.",
    );

    // the same values again change nothing and write nothing
    const before = trail.total;
    await manager.json(manager.patch(`/compliance/requirements/${A51}`, { status: "in_progress", notes: "Draft the policy." }));
    expect((await manager.json<Page<AuditEvent>>(manager.get("/compliance/audit"))).total).toBe(before + 1 /* adopted */);
  });

  it("needs a justification for not applicable, and clears it when the requirement applies again", async () => {
    const missing = await manager.call(`/compliance/requirements/${A51}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", "x-locale": "pt" },
      body: JSON.stringify({ status: "not_applicable" }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ApiError).error).toMatchObject({
      code: "justification_required",
      issues: [{ path: "justification", message: "Explique por que este requisito não se aplica." }],
    });
    const blank = await manager.patch(`/compliance/requirements/${A51}`, { status: "not_applicable", justification: "   " });
    expect(blank.status).toBe(400);
    // nothing was written by the refusals
    expect((await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A51}`))).state.status).toBe("in_progress");

    const na = await manager.json<RequirementDetail>(
      manager.patch(`/compliance/requirements/${A51}`, { status: "not_applicable", justification: "We keep no paper records." }),
    );
    expect(na).toMatchObject({ state: { status: "not_applicable" }, justification: "We keep no paper records." });
    const back = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A51}`, { status: "implemented" }));
    expect(back).toMatchObject({ state: { status: "implemented", ready: false, evidenced: false }, justification: null });
  });

  it("takes only a member of the entity as owner, and answers 400 for bad values", async () => {
    const outsider = await manager.patch(`/compliance/requirements/${A51}`, { ownerId: globexManagerId });
    expect(outsider.status).toBe(400);
    expect(((await outsider.json()) as ApiError).error).toMatchObject({ code: "owner_not_member", issues: [{ path: "ownerId" }] });
    for (const body of [{ status: "done" }, { dueDate: "31/03/2030" }, { notes: "x".repeat(4001) }, { ownerId: "someone" }]) {
      expect((await manager.patch(`/compliance/requirements/${A51}`, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const cleared = await manager.json<RequirementDetail>(
      manager.patch(`/compliance/requirements/${A51}`, { ownerId: null, dueDate: null }),
    );
    expect(cleared.state).toMatchObject({ ownerId: null, dueDate: null });
  });

  it("answers 404 for an unknown requirement and for another tenant's imported one", async () => {
    expect((await manager.get("/compliance/requirements/iso-27001-2022:A.9.99")).status).toBe(404);
    expect((await manager.patch("/compliance/requirements/iso-27001-2022:A.9.99", { status: "implemented" })).status).toBe(404);
    await manager.json(manager.upload("/compliance/frameworks", { bytes: importJson("acme-private"), name: "a.json" }), 201);
    await manager.json(manager.post("/compliance/adoptions", { slug: "acme-private" }), 201);
    // an imported framework has no Xen explanation
    expect(await manager.json<RequirementDetail>(manager.get("/compliance/requirements/acme-private:SUP-1"))).toMatchObject({
      id: "acme-private:SUP-1",
      xen: null,
    });
    expect((await globex.get("/compliance/requirements/acme-private:SUP-1")).status).toBe(404);
    expect((await globex.patch("/compliance/requirements/acme-private:SUP-1", { status: "implemented" })).status).toBe(404);
    // Globex's trail never shows Acme's lines
    expect((await globex.json<Page<AuditEvent>>(globex.get("/compliance/audit"))).total).toBe(0);
  });

  it("pages the audit trail newest first and filters the requirement list by what is due", async () => {
    const trail = await manager.json<Page<AuditEvent>>(manager.get("/compliance/audit?limit=2"));
    expect(trail.data).toHaveLength(2);
    expect(trail.total).toBe((await t.database.db.select({ n: count() }).from(complianceAuditEvents))[0]!.n);
    const second = await manager.json<Page<AuditEvent>>(manager.get("/compliance/audit?limit=2&page=2"));
    expect(second.data[0]!.at <= trail.data[1]!.at).toBe(true);

    await manager.json(manager.patch("/compliance/requirements/iso-27001-2022:A.5.2", { status: "in_progress", dueDate: "2020-01-01" }));
    const overdue = await manager.json<Page<{ id: string; state: { overdue: boolean } }>>(
      manager.get("/compliance/requirements?due=overdue"),
    );
    expect(overdue.data.map((r) => r.id)).toEqual(["iso-27001-2022:A.5.2"]);
    const implemented = await manager.json<Page<{ id: string }>>(
      manager.get("/compliance/requirements?framework=iso-27001-2022&status=implemented"),
    );
    expect(implemented.data.map((r) => r.id)).toEqual([A51]);
    expect((await manager.json<Page<unknown>>(manager.get("/compliance/requirements?framework=iso-27001-2022"))).total).toBe(93);
  });

  it("answers 401 to a visitor and 403 to a member without compliance rights", async () => {
    const visitor = complianceClient(t, "", ACME);
    for (const c of [visitor, learner]) {
      const expected = c === visitor ? 401 : 403;
      expect((await c.get(`/compliance/requirements/${A51}`)).status).toBe(expected);
      expect((await c.patch(`/compliance/requirements/${A51}`, { status: "implemented" })).status).toBe(expected);
      expect((await c.get("/compliance/requirements")).status).toBe(expected);
      expect((await c.get("/compliance/audit")).status).toBe(expected);
    }
  });
});

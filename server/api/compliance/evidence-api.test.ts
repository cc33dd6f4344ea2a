import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EvidenceDetail, EvidenceSummary } from "../../../contract/compliance-evidence.ts";
import type { RequirementDetail } from "../../../contract/compliance.ts";
import { complianceEvidence } from "./schema.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import {
  ACME,
  GLOBEX,
  complianceClient,
  complianceUser,
  type ApiError,
  type ComplianceClient,
  withoutComplianceWork,
} from "./test/compliance-helpers.ts";

// The evidence library: files judged by content and kept private, links, attaching one piece of
// evidence to several requirements, downloads as attachments, and another tenant kept out.

const A524 = "iso-27001-2022:A.5.24";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
type Page<T> = { data: T[]; total: number };

describe.each(BACKENDS)("compliance evidence on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  let learner: ComplianceClient;
  let globex: ComplianceClient;
  let policy: EvidenceDetail;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Acme as it was before the demo's assessment: these tests adopt and assess from nothing
    await withoutComplianceWork(t, "manager@acme.test");
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    learner = await complianceUser(t, "learner@acme.test", ACME);
    globex = await complianceUser(t, "manager@globex.test", GLOBEX, { grantFeature: true });
    await manager.json(manager.post("/compliance/adoptions", { slug: "iso-27001-2022" }), 201);
  });
  afterAll(() => t.close());

  it("stores an uploaded PDF privately, attached at once to requirements, and offers it only as an attachment", async () => {
    policy = await manager.json<EvidenceDetail>(
      manager.upload(
        "/compliance/evidence",
        { bytes: PDF, name: "Incident response plan.pdf", type: "application/pdf" },
        { validUntil: "2099-12-31", requirementIds: [A524, "nist-csf-2.0:RS.MA-01"] },
      ),
      201,
    );
    expect(policy).toMatchObject({
      kind: "file",
      title: "Incident response plan",
      fileName: "Incident response plan.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.byteLength,
      state: "valid",
      requirementCount: 2,
    });
    expect(policy.requirements.map((r) => r.id).sort()).toEqual([A524, "nist-csf-2.0:RS.MA-01"].sort());

    const file = await manager.get(`/compliance/evidence/${policy.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Incident response plan.pdf"; filename*=UTF-8''Incident%20response%20plan.pdf`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    // the public files route never serves it, whatever key is guessed
    const [row] = await t.database.db
      .select({ key: complianceEvidence.storageKey })
      .from(complianceEvidence)
      .where(eq(complianceEvidence.id, policy.id));
    expect(row!.key).toMatch(/^c\//);
    expect((await t.req(`/api/files/${row!.key}`, { host: ACME })).status).toBe(404);

    const req = await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A524}`));
    expect(req.evidence.map((e) => e.id)).toEqual([policy.id]);
    expect(req.state).toMatchObject({ evidenceCount: 1, validEvidenceCount: 1, evidenced: true });
  });

  it("refuses oversized files with 413 and disguised or unsupported ones with 415, storing nothing", async () => {
    const before = (await manager.json<Page<EvidenceSummary>>(manager.get("/compliance/evidence"))).total;
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await manager.upload("/compliance/evidence", { bytes: big, name: "big.pdf" });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as ApiError).error.message).toBe(
      "The file is larger than 10 MB. Upload a smaller file, or link to where it is kept.",
    );

    const html = await manager.call("/compliance/evidence", {
      method: "POST",
      headers: { "x-locale": "pt" },
      body: (() => {
        const f = new FormData();
        f.append("file", new Blob(["<!doctype html><script>alert(1)</script>"], { type: "application/pdf" }), "report.pdf");
        return f;
      })(),
    });
    expect(html.status).toBe(415);
    expect(((await html.json()) as ApiError).error).toMatchObject({
      code: "file_markup",
      message:
        "Páginas da web, arquivos SVG e XML não são aceitos como evidência. Salve a página em PDF ou adicione o endereço dela como link.",
    });

    const pdfAsPng = await manager.upload("/compliance/evidence", { bytes: PDF, name: "photo.png", type: "image/png" });
    expect(pdfAsPng.status).toBe(415);
    expect(((await pdfAsPng.json()) as ApiError).error).toMatchObject({
      code: "file_disguised",
      message: "The file is named .png but its content is a PDF file. Give it the right name and upload it again.",
    });
    expect((await manager.upload("/compliance/evidence", { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0]), name: "tool.exe" })).status).toBe(
      415,
    );
    expect(
      (await manager.upload("/compliance/evidence", { bytes: "<svg xmlns='http://www.w3.org/2000/svg'/>", name: "logo.svg" })).status,
    ).toBe(415);
    expect((await manager.upload("/compliance/evidence", { bytes: new Uint8Array(), name: "empty.txt" })).status).toBe(400);
    expect((await manager.post("/compliance/evidence", { title: "not a file" })).status).toBe(400);
    expect(
      (await manager.upload("/compliance/evidence", { bytes: PNG, name: "x.png" }, { requirementIds: ["iso-27001-2022:A.99"] })).status,
    ).toBe(400);
    expect((await manager.json<Page<EvidenceSummary>>(manager.get("/compliance/evidence"))).total).toBe(before);
  });

  it("adds links as evidence (http or https only) and filters the library", async () => {
    const bad = await manager.post("/compliance/evidence/links", { title: "Script", url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).error.issues).toEqual([{ path: "url", message: expect.stringContaining("https://") }]);
    expect((await manager.post("/compliance/evidence/links", { title: "Creds", url: "https://user:pw@wiki.acme.test/x" })).status).toBe(
      400,
    );
    const link = await manager.json<EvidenceDetail>(
      manager.post("/compliance/evidence/links", {
        title: "Access review minutes",
        url: "https://wiki.acme.test/access-review",
        validUntil: "2020-06-30",
      }),
      201,
    );
    expect(link).toMatchObject({ kind: "link", url: "https://wiki.acme.test/access-review", state: "expired", requirementCount: 0 });
    expect((await manager.get(`/compliance/evidence/${link.id}/file`)).status).toBe(404);

    const expired = await manager.json<Page<EvidenceSummary>>(manager.get("/compliance/evidence?state=expired"));
    expect(expired.data.map((e) => e.id)).toEqual([link.id]);
    expect((await manager.json<Page<EvidenceSummary>>(manager.get("/compliance/evidence?unlinked=true"))).data.map((e) => e.id)).toEqual([
      link.id,
    ]);
    expect(
      (await manager.json<Page<EvidenceSummary>>(manager.get(`/compliance/evidence?requirement=${encodeURIComponent(A524)}`))).data.map(
        (e) => e.id,
      ),
    ).toEqual([policy.id]);
    expect((await manager.json<Page<EvidenceSummary>>(manager.get("/compliance/evidence?search=incident"))).data.map((e) => e.id)).toEqual([
      policy.id,
    ]);
    expect((await manager.json<Page<EvidenceSummary>>(manager.get("/compliance/evidence?kind=link"))).total).toBe(1);

    // renewed: valid again
    const renewed = await manager.json<EvidenceDetail>(
      manager.patch(`/compliance/evidence/${link.id}`, { validUntil: "2099-01-01", title: "Access review minutes 2025" }),
    );
    expect(renewed).toMatchObject({ state: "valid", title: "Access review minutes 2025" });
  });

  it("attaches one piece of evidence to many requirements, detaches it, and deletes it with its file", async () => {
    const A515 = "iso-27001-2022:A.5.15";
    const attached = await manager.json<EvidenceDetail>(
      manager.put(`/compliance/evidence/${policy.id}/requirements/${encodeURIComponent(A515)}`),
    );
    expect(attached.requirements.map((r) => r.id)).toContain(A515);
    // again: nothing changes
    expect(
      (await manager.json<EvidenceDetail>(manager.put(`/compliance/evidence/${policy.id}/requirements/${A515}`))).requirementCount,
    ).toBe(3);
    expect((await manager.put(`/compliance/evidence/${policy.id}/requirements/iso-27001-2022:A.0.0`)).status).toBe(404);
    const detached = await manager.json<EvidenceDetail>(manager.del(`/compliance/evidence/${policy.id}/requirements/${A515}`));
    expect(detached.requirements.map((r) => r.id)).not.toContain(A515);
    expect((await manager.del(`/compliance/evidence/${policy.id}/requirements/${A515}`)).status).toBe(404);

    const trail = await manager.json<Page<{ action: string; text: string }>>(
      manager.get(`/compliance/audit?requirement=${encodeURIComponent(A515)}`),
    );
    expect(trail.data.map((e) => e.action)).toEqual(["evidenceDetached", "evidenceAttached"]);
    expect(trail.data[1]!.text).toBe("A.5.15: evidence “Incident response plan” attached.");

    const [row] = await t.database.db
      .select({ key: complianceEvidence.storageKey })
      .from(complianceEvidence)
      .where(eq(complianceEvidence.id, policy.id));
    expect(await t.services.storage.get(row!.key!)).toBeDefined();
    expect((await manager.del(`/compliance/evidence/${policy.id}`)).status).toBe(204);
    expect(await t.services.storage.get(row!.key!)).toBeUndefined();
    expect((await manager.get(`/compliance/evidence/${policy.id}`)).status).toBe(404);
    const req = await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A524}`));
    expect(req.evidence).toEqual([]);
  });

  it("answers 404 for another tenant's evidence, 401 to a visitor and 403 to a member without compliance rights", async () => {
    const mine = await manager.json<EvidenceDetail>(
      manager.upload("/compliance/evidence", { bytes: PNG, name: "diagram.png" }, { requirementIds: A524 }),
      201,
    );
    const visitor = complianceClient(t, "", ACME);
    const paths = (id: string) => [
      ["GET", `/compliance/evidence/${id}`],
      ["PATCH", `/compliance/evidence/${id}`],
      ["GET", `/compliance/evidence/${id}/file`],
      ["PUT", `/compliance/evidence/${id}/requirements/${A524}`],
      ["DELETE", `/compliance/evidence/${id}/requirements/${A524}`],
      ["DELETE", `/compliance/evidence/${id}`],
    ];
    const send = (c: ComplianceClient, method: string, path: string) =>
      method === "GET"
        ? c.get(path)
        : method === "PATCH"
          ? c.patch(path, { title: "Taken" })
          : method === "PUT"
            ? c.put(path)
            : c.del(path);
    for (const [method, path] of paths(mine.id)) {
      expect((await send(globex, method!, path!)).status, `globex ${method} ${path}`).toBe(404);
      expect((await send(visitor, method!, path!)).status, `visitor ${method} ${path}`).toBe(401);
      expect((await send(learner, method!, path!)).status, `learner ${method} ${path}`).toBe(403);
    }
    for (const c of [visitor, learner]) {
      const expected = c === visitor ? 401 : 403;
      expect((await c.get("/compliance/evidence")).status).toBe(expected);
      expect((await c.upload("/compliance/evidence", { bytes: PNG, name: "x.png" })).status).toBe(expected);
      expect((await c.post("/compliance/evidence/links", { title: "x", url: "https://example.com" })).status).toBe(expected);
    }
    expect((await globex.json<Page<EvidenceSummary>>(globex.get("/compliance/evidence"))).total).toBe(0);
    expect((await manager.get(`/compliance/evidence/${mine.id}`)).status).toBe(200);
  });
});

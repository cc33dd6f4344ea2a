import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEvent, EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import type { Adoption, RequirementDetail, RequirementState } from "../../../../contract/compliance.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { readPdf } from "../../../test/pdf-text.ts";
import {
  complianceAdoptions,
  complianceAuditEvents,
  complianceEvidence,
  complianceEvidenceLinks,
  complianceReadinessSnapshots,
  complianceRequirementStatuses,
} from "../schema.ts";
import { seed } from "../../../db/seed/index.ts";

const ACME = "acme.localhost:3000";
const ISO = "iso-27001-2022";
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Page<T> = { data: T[]; total: number };
type ListItem = { id: string; code: string; owner: { name: string } | null; state: RequirementState };
type Trend = { points: { day: string; percent: number; ready: number; applicable: number; needsReview: number }[] };

describe.each(BACKENDS)("the compliance demo, on %s", (backend) => {
  let t: TestApp;
  let marina: string;
  const get = async (path: string) => {
    const res = await t.req(`/api${path}`, { ...withCookie(marina, { headers: { "x-locale": "en" } }), host: ACME });
    expect(res.status, path).toBe(200);
    return res;
  };
  const json = async <T>(path: string) => (await (await get(path)).json()) as T;
  const adoptions = async () => (await json<{ data: Adoption[] }>("/compliance/adoptions")).data;

  beforeAll(async () => {
    t = await startTestApp(backend);
    marina = await signIn(t, "manager@acme.test", ACME);
  });
  afterAll(() => t.close());

  it("gives Acme's manager the compliance product with ISO/IEC 27001 and LGPD adopted and part-way done", async () => {
    const me = await json<{ features: string[]; permissions: string[] }>("/auth/me");
    expect(me.features).toContain("compliance");
    expect(me.permissions).toEqual(expect.arrayContaining(["view-compliance", "manage-compliance"]));

    const [iso, lgpd] = await adoptions();
    expect(iso).toMatchObject({ slug: ISO, adoptedBy: { name: "Marina Costa" }, overdue: 3, dueSoon: 4 });
    expect(lgpd).toMatchObject({ slug: "lgpd", adoptedBy: { name: "Marina Costa" }, overdue: 1, dueSoon: 2 });
    // about 40 % of ISO's applicable controls ready (five scoped out), about half of LGPD
    expect(iso!.readiness).toMatchObject({ applicable: 88, notApplicable: 5, implemented: 36, ready: 35, needsReview: 1, percent: 39 });
    expect(lgpd!.readiness).toMatchObject({ applicable: 35, notApplicable: 1, implemented: 18, ready: 18, needsReview: 0, percent: 51 });
    for (const a of [iso!, lgpd!]) expect(a.readiness.percent > 0 && a.readiness.percent < 100).toBe(true);
    expect(new Date(iso!.adoptedAt).getTime()).toBeLessThan(Date.now() - 80 * 86_400_000);
  });

  it("lists what is late with its owner, and scopes out controls with a reason", async () => {
    const overdue = await json<Page<ListItem>>(`/compliance/requirements?framework=${ISO}&due=overdue`);
    expect(overdue.data.map((r) => r.code)).toEqual(["A.5.29", "A.5.9", "A.8.7"]);
    expect(overdue.data.map((r) => r.owner?.name)).toEqual(["Marina Costa", "Lucas Pereira", "Marina Costa"]);
    expect(overdue.data.every((r) => r.state.status === "in_progress" && r.state.dueDate! < day())).toBe(true);

    const outOfScope = await json<RequirementDetail>(`/compliance/requirements/${ISO}:A.8.28`);
    expect(outOfScope.state.status).toBe("not_applicable");
    expect(outOfScope.justification).toMatch(/writes no software/);
    // the controls the website's weekly scans evidence are ready without a file
    const headers = await json<RequirementDetail>(`/compliance/requirements/${ISO}:A.8.9`);
    expect(headers.state).toMatchObject({ status: "implemented", ready: true, automaticEvidence: true, evidenceCount: 0 });
  });

  it("keeps files and links as evidence, one supporting both frameworks, one expired so its control needs review", async () => {
    const library = await json<Page<EvidenceSummary>>("/compliance/evidence?limit=100");
    expect(library.total).toBe(9);
    expect(
      library.data
        .filter((e) => e.kind === "file")
        .map((e) => e.fileName)
        .sort(),
    ).toEqual([
      "confidentiality-agreement-template.pdf",
      "incident-response-plan.pdf",
      "information-security-policy-v3.pdf",
      "record-of-processing-activities.pdf",
    ]);
    expect(library.data.every((e) => e.validUntil !== null && e.requirementCount > 0)).toBe(true);

    const policy = library.data.find((e) => e.title === "Information security policy v3")!;
    const file = await get(`/compliance/evidence/${policy.id}/file`);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const pdf = await readPdf(new Uint8Array(await file.arrayBuffer()));
    expect(pdf.text.join("\n")).toContain("Multi-factor authentication is required");
    const supports = await json<{ requirements: { framework: string }[] }>(`/compliance/evidence/${policy.id}`);
    expect(new Set(supports.requirements.map((r) => r.framework))).toEqual(new Set([ISO, "lgpd"]));

    const expired = await json<Page<EvidenceSummary>>("/compliance/evidence?state=expired");
    expect(expired.data.map((e) => e.title)).toEqual(["Backup restore test report"]);
    const backups = await json<RequirementDetail>(`/compliance/requirements/${ISO}:A.8.13`);
    expect(backups.state).toMatchObject({ status: "implemented", needsReview: true, ready: false });
    const needsReview = await json<Page<ListItem>>("/compliance/requirements?due=needsReview");
    expect(needsReview.data.map((r) => r.id)).toEqual([`${ISO}:A.8.13`]);
    // the product recorded the expiry in the control's trail, as the hourly job does
    const trail = await json<Page<AuditEvent>>(`/compliance/audit?requirement=${encodeURIComponent(`${ISO}:A.8.13`)}`);
    expect(trail.data[0]).toMatchObject({ action: "evidenceExpired", actor: null, from: "Backup restore test report" });
  });

  it("keeps the trail of who did what, from adoption to today", async () => {
    const trail = await json<Page<AuditEvent>>(`/compliance/audit?requirement=${encodeURIComponent(`${ISO}:A.5.1`)}&limit=100`);
    const line = (action: string, to: unknown) => trail.data.find((e) => e.action === action && (to === undefined || e.to === to))!;
    expect(trail.data).toHaveLength(7);
    const started = line("status", "in_progress");
    const attached = line("evidenceAttached", "Information security policy v3");
    const implemented = line("status", "implemented");
    expect(started).toMatchObject({ from: "not_started", actor: { name: "Marina Costa" } });
    expect(line("owner", undefined).at).toBe(started.at);
    expect(line("dueDate", undefined).at).toBe(started.at);
    expect(implemented).toMatchObject({ from: "in_progress" });
    expect(line("reviewDate", day(302)).at).toBe(implemented.at);
    expect(line("notes", undefined).to).toContain("Version 3");
    expect(started.at < attached.at && attached.at < implemented.at).toBe(true);

    const { total } = await json<Page<AuditEvent>>("/compliance/audit?framework=lgpd&limit=1");
    const oldest = await json<Page<AuditEvent>>(`/compliance/audit?framework=lgpd&limit=1&page=${total}`);
    expect(oldest.data[0]).toMatchObject({ action: "adopted", actor: { name: "Marina Costa" } });
  });

  it("shows a readiness trend over the twelve weeks since adoption, rising to today's figure", async () => {
    const [iso, lgpd] = await adoptions();
    for (const [adoption, days] of [
      [iso!, 85],
      [lgpd!, 78],
    ] as const) {
      const { points } = await json<Trend>(`/compliance/adoptions/${adoption.slug}/trend`);
      expect(points).toHaveLength(days);
      expect(points.at(-1)).toMatchObject({
        day: day(),
        percent: adoption.readiness.percent,
        ready: adoption.readiness.ready,
        applicable: adoption.readiness.applicable,
      });
      expect(points[0]!.percent).toBe(0);
      expect(points[Math.floor(days / 2)]!.percent).toBeGreaterThan(0);
      expect(points[Math.floor(days / 2)]!.percent).toBeLessThan(adoption.readiness.percent);
    }
  });

  it("leaves the hourly job nothing to catch up on, and adds nothing when seeded again", async () => {
    const db = t.database.db;
    const tables = [
      complianceAdoptions,
      complianceRequirementStatuses,
      complianceAuditEvents,
      complianceEvidence,
      complianceEvidenceLinks,
      complianceReadinessSnapshots,
    ];
    const counts = async () => Promise.all(tables.map(async (table) => (await db.select().from(table)).length));
    const before = await counts();
    const [isoBefore] = await adoptions();

    // the expiry and the reminders of past due dates are on record already; today's point stays as it is
    const ran = await t.services.compliance.hourly(new Date());
    expect(ran).toMatchObject({ expired: 0, reminded: 0 });
    const { points } = await json<Trend>(`/compliance/adoptions/${ISO}/trend`);
    expect(points.at(-1)).toMatchObject({ day: day(), percent: isoBefore!.readiness.percent, needsReview: 1 });

    await seed(db, { productSlug: "shield", storage: t.services.storage });
    expect(await counts()).toEqual(before);
    expect((await adoptions())[0]!.readiness).toEqual(isoBefore!.readiness);
  });
});

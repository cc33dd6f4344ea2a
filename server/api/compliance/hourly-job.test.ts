import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EvidenceDetail } from "../../../contract/compliance-evidence.ts";
import type { RequirementDetail } from "../../../contract/compliance.ts";
import { users } from "../identity/schema.ts";
import { mailsTo, signIn } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { ACME, complianceClient, complianceUser, type ComplianceClient, withoutComplianceWork } from "./test/compliance-helpers.ts";

// The hourly job: reminders to owners once per due or review date, in their language and only
// if they want them; expired evidence recorded once and its requirement needing review; and
// today's readiness as a point of the trend.

const A51 = "iso-27001-2022:A.5.1";
const A52 = "iso-27001-2022:A.5.2";
const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

describe.each(BACKENDS)("the compliance hourly job on %s", (backend) => {
  let t: TestApp;
  let manager: ComplianceClient;
  let learnerId: string;
  let managerId: string;
  const now = new Date();
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Acme as it was before the demo's assessment: these tests adopt and assess from nothing
    await withoutComplianceWork(t, "manager@acme.test");
    manager = await complianceUser(t, "manager@acme.test", ACME, { locale: "en" });
    const id = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    learnerId = await id("learner@acme.test");
    managerId = await id("manager@acme.test");
    await manager.json(manager.post("/compliance/adoptions", { slug: "iso-27001-2022" }), 201);
  });
  afterAll(() => t.close());

  const reminders = (email: string) => mailsTo(t, email, "compliance-reminder");

  it("reminds an owner once when a due date comes, and again for a new date", async () => {
    await manager.json(
      manager.patch(`/compliance/requirements/${A51}`, {
        status: "in_progress",
        ownerId: learnerId,
        dueDate: day(new Date(now.getTime() + 2 * DAY)),
      }),
    );
    expect((await t.services.compliance.hourly(now)).reminded).toBe(0);
    expect(await reminders("learner@acme.test")).toHaveLength(0);

    const dueDay = new Date(now.getTime() + 2 * DAY + 3_600_000);
    expect((await t.services.compliance.hourly(dueDay)).reminded).toBe(1);
    expect((await t.services.compliance.hourly(new Date(dueDay.getTime() + 3_600_000))).reminded).toBe(0);
    const [mail] = await reminders("learner@acme.test");
    expect(mail!.subject).toBe("Compliance: 1 requirement of Acme Corporation needs your attention");
    expect(mail!.text).toContain("A.5.1");
    expect(mail!.text).toContain(`/compliance/requirements/${encodeURIComponent(A51)}`);

    // a new due date is a new event; an implemented requirement is not reminded of its due date
    await manager.json(manager.patch(`/compliance/requirements/${A51}`, { dueDate: day(new Date(now.getTime() + 5 * DAY)) }));
    await manager.json(manager.patch(`/compliance/requirements/${A52}`, { status: "implemented", ownerId: learnerId, dueDate: day(now) }));
    expect((await t.services.compliance.hourly(new Date(now.getTime() + 6 * DAY))).reminded).toBe(1);
    expect(await reminders("learner@acme.test")).toHaveLength(2);
  });

  it("reminds of a review date in the owner's language, and respects the owner's e-mail preference", async () => {
    await manager.json(
      manager.patch(`/compliance/requirements/${A52}`, { ownerId: managerId, reviewDate: day(new Date(now.getTime() + 10 * DAY)) }),
    );
    expect((await t.services.compliance.hourly(new Date(now.getTime() + 10 * DAY))).reminded).toBe(1);
    const [mail] = await reminders("manager@acme.test");
    // Marina reads Portuguese
    expect(mail!.subject).toBe("Conformidade: 1 requisito da Acme Corporation precisa da sua atenção");
    expect(mail!.text).toContain("revisão prevista para");

    const lucas = complianceClient(t, await signIn(t, "learner@acme.test", ACME), ACME);
    expect((await lucas.call("/user/email-preferences", jsonBody({ emailPreferences: { complianceReminders: false } }))).status).toBe(200);
    await manager.json(manager.patch(`/compliance/requirements/${A51}`, { dueDate: day(new Date(now.getTime() + 12 * DAY)) }));
    expect((await t.services.compliance.hourly(new Date(now.getTime() + 12 * DAY))).reminded).toBe(0);
    expect(await reminders("learner@acme.test")).toHaveLength(2);
    // and that date is spent: turning reminders back on does not send it late
    expect((await lucas.call("/user/email-preferences", jsonBody({ emailPreferences: { complianceReminders: true } }))).status).toBe(200);
    expect((await t.services.compliance.hourly(new Date(now.getTime() + 12 * DAY + 3_600_000))).reminded).toBe(0);
  });

  it("records expired evidence once in the trail, and its requirement needs review until it is renewed", async () => {
    const A55 = "iso-27001-2022:A.5.5";
    const ev = await manager.json<EvidenceDetail>(
      manager.post("/compliance/evidence/links", {
        title: "Authority contacts",
        url: "https://wiki.acme.test/contacts",
        validUntil: day(new Date(now.getTime() + DAY)),
        requirementIds: [A55],
      }),
      201,
    );
    const ready = await manager.json<RequirementDetail>(manager.patch(`/compliance/requirements/${A55}`, { status: "implemented" }));
    expect(ready.state).toMatchObject({ ready: true, needsReview: false });
    expect((await t.services.compliance.hourly(now)).expired).toBe(0);

    // the end date moved into the past (as if time passed): needs review at once, recorded by the job once
    await manager.json(manager.patch(`/compliance/evidence/${ev.id}`, { validUntil: day(new Date(now.getTime() - DAY)) }));
    const stale = await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A55}`));
    expect(stale.state).toMatchObject({ status: "implemented", ready: false, needsReview: true, validEvidenceCount: 0 });
    expect(stale.evidence[0]!.state).toBe("expired");
    expect((await t.services.compliance.hourly(now)).expired).toBe(1);
    expect((await t.services.compliance.hourly(now)).expired).toBe(0);
    const trail = await manager.json<{ data: { action: string; actor: unknown; text: string }[] }>(
      manager.get(`/compliance/audit?requirement=${encodeURIComponent(A55)}`),
    );
    const expired = trail.data.filter((e) => e.action === "evidenceExpired");
    expect(expired).toEqual([expect.objectContaining({ actor: null, text: expect.stringContaining("needs review") })]);
    expect((await manager.json<{ total: number }>(manager.get("/compliance/requirements?due=needsReview"))).total).toBe(1);

    await manager.json(manager.patch(`/compliance/evidence/${ev.id}`, { validUntil: "2099-01-01" }));
    expect((await manager.json<RequirementDetail>(manager.get(`/compliance/requirements/${A55}`))).state).toMatchObject({
      ready: true,
      needsReview: false,
    });
  });

  it("writes today's readiness as a point of the trend, rewriting the day rather than adding to it (days ahead, which the tests drove, are not shown)", async () => {
    expect((await t.services.compliance.hourly(now)).snapshotted).toBe(1);
    await t.services.compliance.hourly(new Date(now.getTime() + 60_000));
    const trend = await manager.json<{ points: { day: string; percent: number; ready: number; applicable: number }[] }>(
      manager.get("/compliance/adoptions/iso-27001-2022/trend?days=7"),
    );
    // A.5.5 is implemented with valid evidence; A.5.2 is implemented without any
    expect(trend.points).toEqual([{ day: day(now), percent: 1, ready: 1, applicable: 93, coveredByMapping: 0, needsReview: 0 }]);
  });
});

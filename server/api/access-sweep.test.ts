import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../contract/constants.ts";
import { billingCustomers, billingInvoices } from "./billing/schema.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { scans } from "./scanners/schema.ts";
import { notifications } from "./notifications/schema.ts";
import { certificates, courseTranslations, courses } from "./learning/schema.ts";
import { entities, entryRequests, invitations, userEntities } from "./organizations/schema.ts";
import { users } from "./identity/schema.ts";
import { whitelabels } from "./tenancy/schema.ts";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../test/auth-helpers.ts";
import { uploadKey } from "../platform/storage.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../test/harness.ts";
import { type FuzzOperation, type OpenApiDocument, operations } from "../test/malformed-requests.ts";

const ACME = "acme.localhost:3000";
const SAMPLE: Record<string, string> = { decision: "approve", slug: "phishing-essentials", id: "00000000-0000-4000-8000-000000000000", userId: "00000000-0000-4000-8000-000000000000" };
/** Resources that are public by design: anyone may read them on any tenant. */
const PUBLIC_BY_DESIGN = new Set(["tenant-public"]);

const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(values[p] ?? SAMPLE[p] ?? "x"));

describe.each(BACKENDS)("every operation's access rule on %s", (backend) => {
  let t: TestApp;
  let ops: FuzzOperation[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    ops = operations((await (await t.req("/api/openapi.json")).json()) as OpenApiDocument);
  });
  afterAll(() => t.close());

  async function call(op: FuzzOperation, cookie: string, host: string, values: Record<string, string> = {}) {
    const res = await t.req(`/api${fill(op.path, values)}`, {
      method: op.method,
      host,
      headers: { cookie, "content-type": "application/json" },
      body: op.method === "GET" || op.method === "HEAD" ? undefined : (op.validBody ?? "{}"),
    });
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    return { status: res.status, code: body?.error?.code };
  }

  it("answers 403 to a member who lacks a permission the operation declares, before reading the request", async () => {
    // learner@acme.test holds only access and base-user (what every member holds; the referral
    // programme's calls need base-user, and their own test refuses someone without it)
    const gated = ops.filter((o) => o.permissions.some((p) => p !== "access" && p !== "base-user"));
    expect(gated.length).toBeGreaterThan(5);
    const learner = await signIn(t, "learner@acme.test", ACME);
    const wrong: string[] = [];
    for (const op of gated) {
      const r = await call(op, learner, ACME);
      if (r.status !== 403 || r.code !== "forbidden") wrong.push(`${op.method} ${op.path} (needs ${op.permissions.join(", ")}) → ${r.status} ${r.code ?? ""}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 plan_required when the entity has none of the features the operation declares", async () => {
    const gated = ops.filter((o) => o.features.length);
    expect(gated.length).toBeGreaterThan(5);
    const cookie = await signIn(t, "individual@skill5.test");
    const entityId = await entityOf("individual@skill5.test");
    const [before] = await t.database.db.select({ features: entities.features }).from(entities).where(eq(entities.id, entityId));
    await t.database.db.update(entities).set({ features: [] }).where(eq(entities.id, entityId));
    try {
      const wrong: string[] = [];
      for (const op of gated) {
        const r = await call(op, cookie, "localhost:3000");
        if (r.status !== 403 || r.code !== "plan_required") wrong.push(`${op.method} ${op.path} (needs one of ${op.features.join(", ")}) → ${r.status} ${r.code ?? ""}`);
      }
      expect(wrong).toEqual([]);
    } finally {
      await t.database.db.update(entities).set({ features: before!.features }).where(eq(entities.id, entityId));
    }
  });

  it("answers 404 for another tenant's ids, to someone who holds every permission and feature", async () => {
    const withParams = ops.filter((o) => /\{\w+\}/.test(o.path));
    const undeclared = withParams.filter((o) => !o.resource).map((o) => `${o.method} ${o.path}`);
    // every operation that takes an id names what kind of thing it is, so it is swept here
    expect(undeclared).toEqual([]);

    const ids = await acmeFixtures();
    const kinds = new Set(withParams.map((o) => o.resource!));
    const missing = [...kinds].filter((k) => !PUBLIC_BY_DESIGN.has(k) && !(k in ids));
    expect(missing).toEqual([]);

    const cookie = await signIn(t, "individual@skill5.test");
    const entityId = await entityOf("individual@skill5.test");
    await t.database.db.update(entities).set({ features: [...FEATURES] }).where(eq(entities.id, entityId));
    const wrong: string[] = [];
    const swept = withParams.filter((o) => !PUBLIC_BY_DESIGN.has(o.resource!));
    expect(swept.length).toBeGreaterThanOrEqual(16);
    for (const op of swept) {
      const values = Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, p]) => [p!, p === "decision" ? "approve" : ids[op.resource!]!]));
      const r = await call(op, cookie, "localhost:3000", values);
      if (r.status !== 404) wrong.push(`${op.method} ${fill(op.path, values)} → ${r.status} ${r.code ?? ""}`);
    }
    expect(wrong).toEqual([]);

    // the same ids are real on their own tenant
    const acmeLearner = await signIn(t, "learner@acme.test", ACME);
    expect((await t.req(`/api/training/programs/${ids.program}`, { ...withCookie(acmeLearner), host: ACME })).status).toBe(200);
    expect((await t.req(`/api/training/courses/${ids.course}`, { host: ACME })).status).toBe(200);
    expect((await t.req(`/api/public/certificates/${ids.certificate}`, { host: ACME })).status).toBe(200);
    expect((await t.req(`/api/files/${ids.file}`, { host: ACME })).status).toBe(200);
  });

  async function entityOf(email: string) {
    const [row] = await t.database.db.select({ id: userEntities.entityId }).from(userEntities).innerJoin(users, eq(users.id, userEntities.userId)).where(eq(users.email, email));
    return row!.id;
  }

  /** One thing of each kind that belongs to Acme, made through the API where the API makes it. */
  async function acmeFixtures(): Promise<Record<string, string>> {
    const db = t.database.db;
    const [acme] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [learner] = await db.select().from(users).where(and(eq(users.email, "learner@acme.test"), eq(users.whitelabelId, acme!.id)));
    const manager = await signIn(t, "manager@acme.test", ACME);

    await t.req("/api/notification/send-notifications", { ...withCookie(manager, jsonBody({ emails: ["learner@acme.test"], slug: "training-reminder" })), host: ACME });
    const [note] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, learner!.id));

    const program = await t.req("/api/training/programs", {
      ...withCookie(manager, jsonBody({ titles: { en: "Acme only", pt: "Só Acme" }, descriptions: { en: "For Acme people.", pt: "Para o pessoal da Acme." }, courses: ["phishing-essentials"] })),
      host: ACME,
    });
    const programId = ((await program.json()) as { id: string }).id;

    const start = await t.req("/api/auth/sign-up", { ...jsonBody({ accountType: "company", name: "Nina New", email: "nina@acme.test", captchaPayload: await solveCaptcha(t, ACME) }), host: ACME });
    const { session } = (await start.json()) as { session: string };
    const confirmed = await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email: "nina@acme.test", otp: await lastCode(t, "nina@acme.test") }), host: ACME });
    await t.req("/api/auth/profile", { ...jsonBody({ name: "Nina New", email: "nina@acme.test", accountType: "company", domainOption: "join" }, { cookie: cookiesFrom(confirmed) }), host: ACME });
    const [request] = await db.select({ id: entryRequests.id }).from(entryRequests).where(eq(entryRequests.status, "pending"));

    // a course of Acme's own (the authoring area will make these through the API)
    const [library] = await db.select().from(courses).where(eq(courses.slug, "phishing-essentials"));
    const courseId = randomUUID();
    await db.insert(courses).values({ ...library!, id: courseId, slug: "acme-only-course", whitelabelId: acme!.id });
    const texts = await db.select().from(courseTranslations).where(eq(courseTranslations.courseId, library!.id));
    await db.insert(courseTranslations).values(texts.map((x) => ({ ...x, courseId })));

    const [cert] = await db
      .insert(certificates)
      .values({ verificationCode: randomUUID(), whitelabelId: acme!.id, userId: learner!.id, learnerName: learner!.name, courseId, titles: { en: "Acme only", pt: "Só Acme" }, score: 100 })
      .returning({ id: certificates.id });

    const group = await t.req("/api/entity/groups", { ...withCookie(manager, jsonBody({ name: "Acme only group" })), host: ACME });
    const groupId = ((await group.json()) as { id: string }).id;
    const assigned = await t.req("/api/entity/assignments", { ...withCookie(manager, jsonBody({ courseSlug: "phishing-essentials", groupIds: [groupId] })), host: ACME });
    const assignmentId = ((await assigned.json()) as { data: { id: string }[] }).data[0]!.id;

    // an open invitation of Acme's, and the token its link carries
    await t.req("/api/entity/invitations", { ...withCookie(manager, jsonBody({ emails: ["invitee@example.com"], role: "member" })), host: ACME });
    const [invited] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.email, "invitee@example.com"));
    const [mail] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.to, "invitee@example.com"), eq(mailOutbox.template, "invitation")));
    const token = mail!.text.match(/\/invitation\/([A-Za-z0-9_-]{43})/)![1]!;

    // an import of Acme's people
    const imported = await t.req("/api/entity/imports?dryRun=true", { ...withCookie(manager, { method: "POST", headers: { "content-type": "text/csv" }, body: "name,email\nIan Import,ian@example.com\n" }), host: ACME });
    const importId = ((await imported.json()) as { id: string }).id;

    // a file Acme uploaded (the whitelabel area stores logos this way)
    const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
    const fileKey = uploadKey(acme!.id, "whitelabel", logo, "png");
    await t.services.storage.put(fileKey, logo, "image/png");

    // Acme's manager's place in the referral programme, and the code their link carries
    const affiliate = (await (await t.req("/api/affiliate", { ...withCookie(manager), host: ACME })).json()) as { id: string; code: string };

    // Acme's billing: the customer and paid invoice of its Enterprise plan (seeded), and a checkout it started
    const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.whitelabelId, acme!.id));
    const [invoice] = await db.select({ id: billingInvoices.id }).from(billingInvoices).where(eq(billingInvoices.customerId, customer!.id));
    const checkout = await t.req(`/api/payment-gateway/checkout/${customer!.id}`, { ...withCookie(manager, jsonBody({ priceLookupKey: "shield-scanners-month" })), host: ACME });
    const checkoutSession = (await checkout.json()) as { id: string };

    // an Acme website (adding one fetches nothing), a scan of it, and a public scan asked for on Acme's site
    // (both written here: running a scan would fetch, and these tests send no traffic)
    const website = (await (await t.req("/api/entity/websites", { ...withCookie(manager, jsonBody({ url: "sweep.acme-example.com" })), host: ACME })).json()) as { id: string; url: string; host: string };
    const [acmeEntity] = await db.select({ entityId: userEntities.entityId }).from(userEntities).where(eq(userEntities.userId, learner!.id));
    const [scan, publicScan] = await db
      .insert(scans)
      .values([
        { whitelabelId: acme!.id, entityId: acmeEntity!.entityId, websiteId: website.id, url: website.url, host: website.host, trigger: "manual", status: "done" },
        { whitelabelId: acme!.id, url: website.url, host: website.host, trigger: "public", status: "done", tokenHash: "0".repeat(64) },
      ])
      .returning({ id: scans.id });

    // Acme's own compliance framework (imported and adopted), one of its requirements, and a piece of evidence
    const framework = new FormData();
    framework.append("file", new Blob([JSON.stringify({ slug: "acme-sweep-controls", name: { en: "Acme controls" }, version: "1", publisher: "Acme", licence: { en: "Internal." }, groups: [{ code: "G", title: { en: "Group" }, requirements: [{ code: "C-1", title: { en: "Control" } }] }] })]), "controls.json");
    expect((await t.req("/api/compliance/frameworks", { ...withCookie(manager, { method: "POST", body: framework }), host: ACME })).status).toBe(201);
    expect((await t.req("/api/compliance/adoptions", { ...withCookie(manager, jsonBody({ slug: "acme-sweep-controls" })), host: ACME })).status).toBe(201);
    const evidence = await t.req("/api/compliance/evidence/links", { ...withCookie(manager, jsonBody({ title: "Acme only", url: "https://wiki.acme.test/x", requirementIds: ["acme-sweep-controls:C-1"] })), host: ACME });
    const evidenceId = ((await evidence.json()) as { id: string }).id;

    return { "compliance-framework": "acme-sweep-controls", "compliance-requirement": "acme-sweep-controls:C-1", "compliance-evidence": evidenceId, website: website.id, scan: scan!.id, "public-scan": publicScan!.id, "billing-customer": customer!.id, "billing-entity": customer!.entityId, invoice: invoice!.id, "checkout-session": checkoutSession.id, affiliate: affiliate.id, "referral-code": affiliate.code, file: fileKey, import: importId, invitation: invited!.id, "invitation-token": token, group: groupId, assignment: assignmentId, user: learner!.id, notification: note!.id, program: programId, "entry-request": request!.id, tenant: "acme", course: "acme-only-course", certificate: cert!.id };
  }
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../contract/constants.ts";
import { entities, userEntities } from "./organizations/schema.ts";
import { users } from "./identity/schema.ts";
import { whitelabels } from "./tenancy/schema.ts";
import { signIn, withCookie } from "../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../test/harness.ts";
import { type FuzzOperation, type OpenApiDocument, operations } from "../test/malformed-requests.ts";
import type { SweepFixture, SweepFixtures } from "../test/sweep-fixtures.ts";

// each area's fixtures, beside its code (server/api/<area>/sweep-fixtures.ts): no list here names the areas
const AREA_FIXTURES = Object.values(import.meta.glob<SweepFixtures>("./*/sweep-fixtures.ts", { eager: true, import: "sweepFixtures" }));

const ACME = "acme.localhost:3000";
const SAMPLE: Record<string, string> = {
  decision: "approve",
  slug: "phishing-essentials",
  id: "00000000-0000-4000-8000-000000000000",
  userId: "00000000-0000-4000-8000-000000000000",
};

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(values[p] ?? SAMPLE[p] ?? "x"));

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
      if (r.status !== 403 || r.code !== "forbidden")
        wrong.push(`${op.method} ${op.path} (needs ${op.permissions.join(", ")}) → ${r.status} ${r.code ?? ""}`);
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
        if (r.status !== 403 || r.code !== "plan_required")
          wrong.push(`${op.method} ${op.path} (needs one of ${op.features.join(", ")}) → ${r.status} ${r.code ?? ""}`);
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

    const made = await acmeFixtures();
    const ids = Object.assign({}, ...made.map((f) => f.ids)) as Record<string, string>;
    // resources that are public by design: anyone may read them on any tenant
    const PUBLIC_BY_DESIGN = new Set(made.flatMap((f) => f.publicByDesign ?? []));
    const kinds = new Set(withParams.map((o) => o.resource!));
    const missing = [...kinds].filter((k) => !PUBLIC_BY_DESIGN.has(k) && !(k in ids));
    expect(missing).toEqual([]);

    const cookie = await signIn(t, "individual@skill5.test");
    const entityId = await entityOf("individual@skill5.test");
    await t.database.db
      .update(entities)
      .set({ features: [...FEATURES] })
      .where(eq(entities.id, entityId));
    const wrong: string[] = [];
    const swept = withParams.filter((o) => !PUBLIC_BY_DESIGN.has(o.resource!));
    expect(swept.length).toBeGreaterThanOrEqual(16);
    for (const op of swept) {
      const values = Object.fromEntries(
        [...op.path.matchAll(/\{(\w+)\}/g)].map(([, p]) => [p!, p === "decision" ? "approve" : ids[op.resource!]!]),
      );
      const r = await call(op, cookie, "localhost:3000", values);
      if (r.status !== 404) wrong.push(`${op.method} ${fill(op.path, values)} → ${r.status} ${r.code ?? ""}`);
    }
    expect(wrong).toEqual([]);

    // the same ids are real on their own tenant
    const acmeLearner = await signIn(t, "learner@acme.test", ACME);
    for (const read of made.flatMap((f) => f.ownTenantReads ?? [])) {
      expect((await t.req(read.path(ids), { ...(read.asLearner ? withCookie(acmeLearner) : {}), host: ACME })).status, read.path(ids)).toBe(
        200,
      );
    }
  });

  async function entityOf(email: string) {
    const [row] = await t.database.db
      .select({ id: userEntities.entityId })
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, email));
    return row!.id;
  }

  /** One thing of each kind that belongs to Acme, made by each area's fixtures (through the API where the API makes it). */
  async function acmeFixtures(): Promise<SweepFixture[]> {
    const db = t.database.db;
    const [acme] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [learner] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, "learner@acme.test"), eq(users.whitelabelId, acme!.id)));
    const [membership] = await db
      .select({ entityId: userEntities.entityId })
      .from(userEntities)
      .where(eq(userEntities.userId, learner!.id));
    const manager = await signIn(t, "manager@acme.test", ACME);
    const ctx = {
      t,
      db,
      host: ACME,
      acme: acme!,
      learner: { id: learner!.id, name: learner!.name, entityId: membership!.entityId },
      manager,
    };
    const made: SweepFixture[] = [];
    for (const fixtures of AREA_FIXTURES) made.push(await fixtures(ctx));
    return made;
  }
});

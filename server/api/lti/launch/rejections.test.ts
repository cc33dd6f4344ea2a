import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities, userEntities } from "../../organizations/schema.ts";
import { BACKENDS } from "../../../test/harness.ts";
import type { EmuTamper } from "../../../test/lti-platform.ts";
import { ltiAccounts, ltiNonces, ltiRegistrations, ltiStates } from "../schema.ts";
import { ORIGIN, startLaunchKit, type LaunchKit } from "./launch-test-kit.ts";

// Each refusal of a login or launch: the browser goes to the callback page with its reason, and
// nothing is written (no user, account, membership, context or launch).

describe.each(BACKENDS)("LTI launch refusals on %s", (backend) => {
  let k: LaunchKit;
  beforeAll(async () => {
    k = await startLaunchKit(backend);
  });
  afterAll(() => k.close());

  const refusedAs = (res: Response, code: string) => {
    expect(res.status, res.headers.get("location") ?? "").toBe(303);
    expect(res.headers.get("location")).toBe(`/lti-auth-callback?error=${code}`);
  };
  /** A launch that must be refused as `code`, writing nothing. */
  async function refused(code: string, launch: Parameters<LaunchKit["launch"]>[0]) {
    const before = await k.counts();
    const { res } = await k.launch(launch);
    refusedAs(res, code);
    expect(await k.counts()).toEqual(before);
  }
  let n = 0;
  const someone = () => ({ sub: `refused-${++n}`, name: "Ray Refused", email: `ray${n}@school.example` });

  const tampered: [string, EmuTamper][] = [
    ["bad_signature", { signWith: "wrong-key" }],
    ["unknown_kid", { signWith: "unknown-kid" }],
    ["wrong_audience", { aud: "someone-else" }],
    ["wrong_audience", { aud: ["emu-client", "other"], azp: "other" }],
    ["expired", { expOffset: -120 }],
    ["expired", { iatOffset: -2 * 3600, expOffset: 300 }],
    ["replayed_nonce", { nonce: "not-the-states-nonce" }],
    ["unknown_deployment", { deploymentId: "another-deployment" }],
    ["wrong_version", { version: "1.1.0" }],
    ["wrong_message_type", { messageType: "LtiSubmissionReviewRequest" }],
    ["missing_claims", { omit: ["sub"] }],
    ["missing_claims", { omit: ["resource_link"] }],
  ];
  it.each(tampered)("refuses %s (%j)", async (code, tamper) => {
    await refused(code, { user: someone(), tamper });
  });

  it("refuses a course that does not exist, and a target on another site", async () => {
    await refused("course_not_found", { user: someone(), targetLinkUri: `${ORIGIN}/training/lti/courses/no-such-course` });
    const before = await k.counts();
    const { res } = await k.login({ user: someone(), targetLinkUri: "https://elsewhere.example/training/lti/courses/x" });
    refusedAs(res, "invalid_login");
    expect(await k.counts()).toEqual(before);
  });

  it("refuses the same id_token twice as a replay, keeping the first launch only", async () => {
    const first = await k.launch({ user: someone() });
    expect(first.res.status).toBe(303);
    expect(first.location).toMatch(/\?launch=/);
    const before = await k.counts();
    refusedAs(await k.callback(first.form.fields, first.cookie), "replayed_nonce");
    expect(await k.counts()).toEqual(before);
  });

  it("refuses an unknown state, and a state without its cookie (cookies blocked); the state is spent", async () => {
    const before = await k.counts();
    const { res, cookie } = await k.login({ user: someone() });
    const form = await k.platform.authorize(res.headers.get("location")!);
    refusedAs(await k.callback({ ...form.fields, state: "no-such-state" }, cookie), "wrong_state");
    refusedAs(await k.callback(form.fields), "cookies_blocked");
    expect(await k.t.database.db.select().from(ltiStates).where(eq(ltiStates.state, form.fields.state!))).toEqual([]);
    // spent: even with its cookie now
    refusedAs(await k.callback(form.fields, cookie), "wrong_state");
    expect(await k.counts()).toEqual(before);
  });

  it("refuses a login from an unknown platform or client, and one without its parameters", async () => {
    const { prep } = await k.login({ user: someone() });
    for (const [name, value] of [
      ["iss", "https://unknown.example"],
      ["client_id", "not-our-client"],
    ]) {
      const url = new URL(prep.url);
      url.searchParams.set(name!, value!);
      refusedAs(await k.t.req(`${url.pathname}${url.search}`, { host: "acme.localhost:3000" }), "unknown_registration");
    }
    const url = new URL(prep.url);
    url.searchParams.delete("login_hint");
    refusedAs(await k.t.req(`${url.pathname}${url.search}`, { host: "acme.localhost:3000" }), "invalid_login");
    // the same platform registered on another tenant's host is not this one's
    const url2 = new URL(prep.url);
    refusedAs(await k.t.req(`${url2.pathname}${url2.search}`, { host: "globex.localhost:3000" }), "invalid_login");
  });

  it("refuses a new learner when the company has no free seat, writing nothing", async () => {
    const [reg] = await k.t.database.db.select().from(ltiRegistrations).where(eq(ltiRegistrations.id, k.registrationId));
    const [company] = await k.t.database.db.select().from(entities).where(eq(entities.id, reg!.entityId));
    // a plan with a cap of one seat (and no extra members): the manager holds it
    await k.t.database.db
      .update(entities)
      .set({ seatLimit: 1, features: company!.features.filter((f) => f !== "extra-members") })
      .where(eq(entities.id, reg!.entityId));
    try {
      await refused("seat_limit", { user: someone() });
    } finally {
      await k.t.database.db
        .update(entities)
        .set({ seatLimit: company!.seatLimit, features: company!.features })
        .where(eq(entities.id, reg!.entityId));
    }
  });

  it("refuses a person whose membership the company turned off, and their launch makes no way back in", async () => {
    const person = someone();
    const first = await k.launch({ user: person });
    expect(first.location).toMatch(/\?launch=/);
    const [account] = await k.t.database.db.select().from(ltiAccounts).where(eq(ltiAccounts.subject, person.sub));
    const [reg] = await k.t.database.db.select().from(ltiRegistrations).where(eq(ltiRegistrations.id, k.registrationId));
    const membership = and(eq(userEntities.userId, account!.userId), eq(userEntities.entityId, reg!.entityId));
    await k.t.database.db.update(userEntities).set({ status: "deactivated" }).where(membership);
    await refused("membership_inactive", { user: person });
    const [still] = await k.t.database.db.select({ status: userEntities.status }).from(userEntities).where(membership);
    expect(still!.status).toBe("deactivated");
  });

  it("removes expired login states and nonces every hour, keeping live ones", async () => {
    const db = k.t.database.db;
    const { res } = await k.login({ user: someone() });
    const live = new URL(res.headers.get("location")!).searchParams.get("state")!;
    await k.launch({ user: someone() });
    const job = k.t.services.areas.find((a) => a.name === "lti")!.jobs!.find((j) => j.queue === "lti-launch-sweep")!;
    await job.work({ now: new Date().toISOString() });
    expect(await db.select().from(ltiStates).where(eq(ltiStates.state, live))).toHaveLength(1);
    expect((await db.select().from(ltiNonces)).length).toBeGreaterThan(0);
    await job.work({ now: new Date(Date.now() + 3 * 3600 * 1000).toISOString() });
    expect(await db.select().from(ltiStates)).toEqual([]);
    expect(await db.select().from(ltiNonces)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../api/identity/schema.ts";
import { signIn } from "../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../test/harness.ts";
import { createReadMemo } from "./read-memo.ts";

describe("the session memo", () => {
  it("remembers an answer for its seconds, never past the answer's own end, and forgets everything on a write", async () => {
    let clock = 1_000_000;
    const memo = createReadMemo(5, () => clock);
    let runs = 0;
    const work = async () => ++runs;
    expect(await Promise.all([memo.remember("a", work), memo.remember("a", work)])).toEqual([1, 1]);
    clock += 4_999;
    expect(await memo.remember("a", work)).toBe(1);
    clock += 2;
    expect(await memo.remember("a", work)).toBe(2);
    // an access token that ends in a second is remembered for that second only
    expect(await memo.remember("token", work, () => clock + 1_000)).toBe(3);
    clock += 999;
    expect(await memo.remember("token", work, () => clock + 1_000)).toBe(3);
    clock += 2;
    expect(await memo.remember("token", work, () => clock + 1_000)).toBe(4);
    memo.forget();
    expect(await memo.remember("a", work)).toBe(5);
  });

  it("does not keep an answer worked out while something was being written, nor a failure", async () => {
    const memo = createReadMemo(5);
    let release!: (n: number) => void;
    const slow = memo.remember("a", () => new Promise<number>((r) => (release = r)));
    memo.forget();
    release(1);
    expect(await slow).toBe(1);
    expect(await memo.remember("a", async () => 2)).toBe(2);
    await expect(memo.remember("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.remember("b", async () => 3)).toBe(3);
  });

  it("with 0 seconds, works every answer out afresh", async () => {
    const memo = createReadMemo(0);
    let runs = 0;
    await memo.remember("a", async () => ++runs);
    expect(await memo.remember("a", async () => ++runs)).toBe(2);
  });
});

describe.each(BACKENDS)("sessions remembered across requests (%s)", (backend) => {
  const ACME = "acme.localhost:3000";
  let t: TestApp;
  let manager: string;
  let learner: string;
  let learnerId: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { SESSION_MEMO_SECONDS: "5" });
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    learnerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "learner@acme.test")))[0]!.id;
  });
  afterAll(() => t.close());

  /** The learner's /auth/me, and how many session and person reads it took. */
  async function me(cookie = learner) {
    const counted = { sessions: 0, people: 0 };
    const stop = t.onQuery((sql) => {
      if (/from "refresh_tokens"/.test(sql) && /"revoked_at" is null/.test(sql)) counted.sessions++;
      if (/^select .* from "users" where/.test(sql)) counted.people++;
    });
    const res = await t.req("/api/auth/me", { host: ACME, headers: { cookie } });
    stop();
    return { status: res.status, body: res.status === 200 ? ((await res.json()) as { permissions: string[] }) : null, ...counted };
  }

  it("checks a session once, then answers from memory until something is written", async () => {
    const first = await me();
    expect(first.status).toBe(200);
    const again = await me();
    expect([again.status, again.sessions, again.people]).toEqual([200, 0, 0]);
    expect(again.body).toEqual(first.body);
  });

  it("a role changed by a manager counts on the member's very next request", async () => {
    const before = await me();
    expect(before.body!.permissions).not.toContain("view-reports");
    const changed = await t.req(`/api/entity/members/${learnerId}/role`, {
      host: ACME,
      method: "PUT",
      headers: { cookie: manager, "content-type": "application/json", origin: `http://${ACME}` },
      body: JSON.stringify({ role: "reports-viewer" }),
    });
    expect(changed.status).toBe(204);
    const after = await me();
    expect(after.body!.permissions).toContain("view-reports");
    expect(after.people).toBeGreaterThan(0);
  });

  it("a visitor's course page is read once, and again after anything is written", async () => {
    const read = async () => {
      let courses = 0;
      const stop = t.onQuery((sql) => void (/from "courses"/.test(sql) && courses++));
      const res = await t.req("/api/training/courses/phishing-essentials", { host: ACME });
      stop();
      return { status: res.status, body: await res.json(), courses };
    };
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.courses).toBeGreaterThan(0);
    const again = await read();
    expect([again.status, again.courses]).toEqual([200, 0]);
    expect(again.body).toEqual(first.body);
    // a signed-in learner reads it as themselves, not from the visitors' copy
    const mine = await t.req("/api/training/courses/phishing-essentials", { host: ACME, headers: { cookie: learner } });
    expect(mine.status).toBe(200);
    const write = await t.req("/api/user/manager-mode", {
      host: ACME,
      ...jsonBody({ enabled: false }, { cookie: manager, origin: `http://${ACME}` }),
    });
    expect(write.status).toBeLessThan(400);
    expect((await read()).courses).toBeGreaterThan(0);
  });

  it("a session signed out elsewhere ends at once", async () => {
    const other = await signIn(t, "learner@acme.test", ACME);
    expect((await me(other)).status).toBe(200);
    expect((await me(other)).sessions).toBe(0);
    const out = await t.req("/api/auth/sign-out", { host: ACME, ...jsonBody({}, { cookie: other, origin: `http://${ACME}` }) });
    expect(out.status).toBeLessThan(400);
    expect((await me(other)).status).toBe(401);
    expect((await me()).status).toBe(200);
  });
});

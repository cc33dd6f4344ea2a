import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LtiGradePost, LtiGradePostList } from "../../../../contract/lti.ts";
import { signIn } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody } from "../../../test/harness.ts";
import { rightChoices, type ServedQuestion } from "../../../test/learning-helpers.ts";
import { ltiGradePosts } from "../schema.ts";
import { SCORE_SCOPE } from "./grades.ts";
import { ACME, GLOBEX, startLtiTestApp, type ApiError, type LtiTestApp } from "./lti-test-app.ts";

// Grades back to the LMS (AGS 2.0): a course completed here is scored on the emulated LMS's line
// item, retried by pg-boss when the LMS fails, and kept in the registration's grade log.

const COURSE = "phishing-essentials";

describe.each(BACKENDS)("LTI grades back to the LMS on %s", (backend) => {
  let a: LtiTestApp;
  let learner: string;
  let framed: string;
  let sub: string;
  let userId: string;

  beforeAll(async () => {
    a = await startLtiTestApp(backend);
    const launched = await a.launch("learner@acme.test");
    ({ sub, userId } = launched);
    framed = await a.bearerOf(launched.token);
    learner = await signIn(a.t, "learner@acme.test", ACME);
  }, 60_000);
  afterAll(() => a.close());

  const log = async (query = "") => {
    const res = await a.api(a.manager, `/entity/lti/registrations/${a.registrationId}/grades${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as LtiGradePostList;
  };
  const gradeRow = async (id: string) => (await a.t.database.db.select().from(ltiGradePosts).where(eq(ltiGradePosts.id, id)))[0]!;
  const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 50 });
  const completed = (score: number) =>
    a.lti.onCourseCompleted!({ tenantId: a.acme.tenantId, userId, courseId: "c", courseSlug: COURSE, score, completedAt: new Date() });
  /** Enrols, reads to the end and passes the challenge in the framed player, with the launch's bearer. */
  async function passFramed(slug: string) {
    const call = (path: string, body?: unknown, method = "POST") =>
      a.api(framed, path, body === undefined ? {} : { ...jsonBody(body), method });
    await call("/enrollments", { courseSlug: slug });
    const { steps } = (await (await call(`/enrollments/${slug}`)).json()) as { steps: unknown[] };
    await call(`/enrollments/${slug}/progress`, { currentStep: steps.length - 1, finished: true }, "PUT");
    const { questions } = (await (await call(`/enrollments/${slug}`)).json()) as { questions: ServedQuestion[] };
    const res = await call(`/enrollments/${slug}/challenge`, { answers: await rightChoices(a.t, slug, questions) });
    return (await res.json()) as { passed: boolean };
  }
  const newest = async () => (await log()).data[0]!;
  /** pg-boss's back-off, passed: the retry the queue holds for a grade is due now. */
  const retryNow = () =>
    until(async () => {
      const moved = await a.t.database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'lti-score' and state = 'retry' returning id`,
      );
      const rows = (moved as unknown as { rows?: unknown[] }).rows ?? (moved as unknown as unknown[]);
      if (!rows.length) throw new Error("no retry waiting yet");
    });

  it("posts the score of a course passed in the framed player to the person's line item, with a token got by a signed client assertion", async () => {
    expect((await passFramed(COURSE)).passed).toBe(true);
    const score = await until(async () => {
      const s = a.platform.scores().find((x) => x.userId === sub);
      if (!s) throw new Error("no score yet");
      return s;
    });
    const [item] = a.platform.lineItems();
    expect(score).toMatchObject({
      lineItem: item!.id,
      scoreGiven: 100,
      scoreMaximum: 100,
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
    });
    expect(Date.parse(score.timestamp)).not.toBeNaN();
    expect(a.platform.tokensIssued()).toContainEqual({ clientId: a.platform.clientId, scope: SCORE_SCOPE });

    const grade = await until(async () => {
      const g = await newest();
      if (g.status !== "sent") throw new Error(`grade is ${g.status}`);
      return g;
    });
    expect(grade).toMatchObject({
      learner: { id: userId, email: "learner@acme.test" },
      courseSlug: COURSE,
      scoreGiven: 100,
      scoreMaximum: 100,
      attempts: 1,
      lastError: null,
    });
    expect(grade.courseTitle).not.toBe(COURSE);
    expect(grade.sentAt).not.toBeNull();
    expect((await log("?status=failed")).data.map((g) => g.id)).not.toContain(grade.id);
  });

  it("tries again with back-off when the LMS fails once, then sends", async () => {
    a.platform.failScores(1);
    const before = a.platform.scores().length;
    await completed(80);
    const first = await until(async () => {
      const g = await newest();
      if (g.attempts < 1) throw new Error("not tried yet");
      return g;
    });
    expect(first).toMatchObject({ scoreGiven: 80, status: "queued", attempts: 1, lastError: expect.stringContaining("HTTP 503") });
    await retryNow();
    const sent = await until(async () => {
      const g = await gradeRow(first.id);
      if (g.status !== "sent") throw new Error(`grade is ${g.status}`);
      return g;
    });
    expect(sent.attempts).toBe(2);
    expect(a.platform.scores().slice(before)).toEqual([expect.objectContaining({ userId: sub, scoreGiven: 80 })]);
  });

  it("marks a grade failed after its last try, and sends it again when a manager retries it", async () => {
    a.platform.failScores(100);
    await completed(70);
    const first = await until(async () => {
      const g = await newest();
      if (g.scoreGiven !== 70 || g.attempts < 1) throw new Error("not tried yet");
      return g;
    });
    // pg-boss's five retries, run at once rather than after their back-off
    const score = a.job("lti-score");
    for (let i = 0; i < 4; i++) await expect(score.work({ id: first.id, tenantId: a.acme.tenantId, from: 0 })).rejects.toThrow(/HTTP 503/);
    await score.work({ id: first.id, tenantId: a.acme.tenantId, from: 0 });
    expect(await gradeRow(first.id)).toMatchObject({ status: "failed", attempts: 6 });
    // a retry pg-boss still holds finds it failed and leaves it
    await score.work({ id: first.id, tenantId: a.acme.tenantId, from: 0 });
    expect((await gradeRow(first.id)).attempts).toBe(6);
    const failed = await log("?status=failed");
    expect(failed.data.map((g) => g.id)).toEqual([first.id]);
    expect(failed.data[0]!.lastError).toMatch(/^HTTP 503/);

    a.platform.failScores(0);
    const retried = await a.post(a.manager, `/entity/lti/registrations/${a.registrationId}/grades/${first.id}/retry`);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect((await retried.json()) as LtiGradePost).toMatchObject({ id: first.id, status: "queued" });
    await until(async () => {
      if ((await gradeRow(first.id)).status !== "sent") throw new Error("not sent yet");
    });
    expect(a.platform.scores().at(-1)).toMatchObject({ userId: sub, scoreGiven: 70 });

    const again = await a.post(a.manager, `/entity/lti/registrations/${a.registrationId}/grades/${first.id}/retry`, undefined, {
      locale: "pt",
    });
    expect(again.status).toBe(409);
    const body = (await again.json()) as ApiError;
    expect(body.error.code).toBe("lti_grade_not_retryable");
    expect(body.error.message).toMatch(/falhou/);
    // every score went with the one token, kept until shortly before it expires
    expect(a.platform.tokensIssued().filter((tk) => tk.scope === SCORE_SCOPE)).toHaveLength(1);
  });

  it("answers 404 to another tenant's manager, 403 to a learner and 400 for an unknown status", async () => {
    const [grade] = await a.t.database.db
      .select()
      .from(ltiGradePosts)
      .where(and(eq(ltiGradePosts.registrationId, a.registrationId)))
      .limit(1);
    const globex = await signIn(a.t, "manager@globex.test", GLOBEX);
    const reg = `/entity/lti/registrations/${a.registrationId}`;
    expect((await a.api(globex, `${reg}/grades`, { host: GLOBEX })).status).toBe(404);
    expect((await a.post(globex, `${reg}/grades/${grade!.id}/retry`, undefined, { host: GLOBEX })).status).toBe(404);
    // a grade under another registration's address
    expect((await a.post(a.manager, `/entity/lti/registrations/${grade!.id}/grades/${grade!.id}/retry`)).status).toBe(404);
    expect((await a.api(learner, `${reg}/grades`)).status).toBe(403);
    expect((await a.post(learner, `${reg}/grades/${grade!.id}/retry`)).status).toBe(403);
    expect((await a.api(a.manager, `${reg}/grades?status=lost`)).status).toBe(400);
    expect((await a.api(a.manager, `${reg}/grades/x`)).status).toBe(404);
  });

  it("keeps the LMS's refusal of the client assertion in the log, without the token's secrets", async () => {
    const reg = `/entity/lti/registrations/${a.registrationId}`;
    const put = await a.api(a.manager, reg, { ...jsonBody({ ...a.platform.registration(), clientId: "stranger" }), method: "PUT" });
    expect(put.status).toBe(200);
    await completed(60);
    const g = await until(async () => {
      const row = await newest();
      if (row.scoreGiven !== 60 || row.attempts < 1) throw new Error("not tried yet");
      return row;
    });
    expect(g).toMatchObject({ status: "queued", lastError: "token: invalid_client" });
    expect(a.platform.scores().some((sc) => sc.scoreGiven === 60)).toBe(false);
  });
});

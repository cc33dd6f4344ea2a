import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { LtiGradePost, LtiGradePostList } from "../../../../contract/lti.ts";
import type { Locale } from "../../../../contract/constants.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { totalOf, totalRows } from "../../../platform/page-total.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import type { CourseCompleted } from "../../area.ts";
import { people } from "../../identity/index.ts";
import type { LtiContext } from "../part.ts";
import { PlatformError } from "../platform-http.ts";
import { ltiAccounts, ltiGradePosts, ltiLaunches } from "../schema.ts";
import { shortText, type ServiceTokens } from "./service-token.ts";

export const SCORE_QUEUE = "lti-score";
export const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
/** Tries of one score before it is marked failed: the first and pg-boss's retries (back-off from 30 s). */
export const SCORE_RETRY = { limit: 5, delaySeconds: 30 } as const;
const MAX_ATTEMPTS = SCORE_RETRY.limit + 1;
const SCORE_MAXIMUM = 100;
/** Answers that asking again will not change: the score is marked failed at once. */
const PERMANENT = new Set([400, 403, 404, 405, 410, 413, 415, 422]);

/** The job's data: the grade, its tenant, and its attempts before this round (a manual retry starts a new round). */
type ScoreJob = { id: string; tenantId: string; from?: number };
type Row = typeof ltiGradePosts.$inferSelect;

/** `<lineitem>/scores`, before any query string (AGS 2.0 §3.4). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/scores`;
  return url.toString();
}

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/**
 * Grades back to the LMS (AGS 2.0): a completed course becomes a score for each line item the
 * person was launched into it from, posted by a job that pg-boss retries with back-off; the
 * registration's grade log reads the rows.
 */
export function createGrades(ctx: LtiContext, tokens: ServiceTokens) {
  const db = ctx.deps.db;
  const enqueue = (job: ScoreJob) =>
    ctx.deps.jobs.send(SCORE_QUEUE, job, { retryLimit: SCORE_RETRY.limit, retryDelay: SCORE_RETRY.delaySeconds, retryBackoff: true });

  async function onCourseCompleted(event: CourseCompleted): Promise<void> {
    const tenant = { tenantId: event.tenantId };
    const launches = await db
      .select()
      .from(ltiLaunches)
      .where(
        and(
          scoped.user(ltiLaunches, { tenantId: event.tenantId, userId: event.userId }),
          eq(ltiLaunches.courseSlug, event.courseSlug),
          isNotNull(ltiLaunches.lineItemUrl),
          sql`${ltiLaunches.agsScopes} @> ${JSON.stringify([SCORE_SCOPE])}::jsonb`,
        ),
      )
      .orderBy(desc(ltiLaunches.createdAt));
    // the newest launch of each line item of each registration
    const seen = new Set<string>();
    const rows = launches.filter((l) => {
      const key = `${l.registrationId}\n${l.lineItemUrl}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
    if (!rows.length) return;
    const score = Math.max(0, Math.min(SCORE_MAXIMUM, Math.round(event.score)));
    const made = await db
      .insert(ltiGradePosts)
      .values(
        rows.map((l) => ({
          whitelabelId: tenant.tenantId,
          entityId: l.entityId,
          registrationId: l.registrationId,
          launchId: l.id,
          userId: event.userId,
          courseSlug: event.courseSlug,
          lineItemUrl: l.lineItemUrl!,
          scoreGiven: score,
          scoreMaximum: SCORE_MAXIMUM,
          createdAt: event.completedAt,
        })),
      )
      .returning({ id: ltiGradePosts.id });
    for (const g of made) await enqueue({ id: g.id, tenantId: tenant.tenantId, from: 0 });
  }

  /** Posts the score; what the platform answered goes into the row. */
  async function post(row: Row, tenantId: string): Promise<{ ok: true } | { ok: false; error: string; permanent: boolean }> {
    const reg = await ctx.registrations.get({ tenantId, entityId: row.entityId }, row.registrationId).catch(() => null);
    if (!reg) return { ok: false, error: "registration removed", permanent: true };
    const [account] = await db
      .select({ subject: ltiAccounts.subject })
      .from(ltiAccounts)
      .where(and(scoped.user(ltiAccounts, { tenantId, userId: row.userId }), eq(ltiAccounts.issuer, reg.issuer)))
      .orderBy(sql`${ltiAccounts.lastLaunchAt} desc nulls last`)
      .limit(1);
    if (!account) return { ok: false, error: "no account of this person at the platform", permanent: true };
    const client = { id: reg.id, clientId: reg.clientId, authTokenUrl: reg.authTokenUrl };
    try {
      const token = await tokens.token(client, [SCORE_SCOPE]);
      const res = await ctx.http(scoresUrl(row.lineItemUrl), {
        method: "POST",
        headers: { "content-type": "application/vnd.ims.lis.v1.score+json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          userId: account.subject,
          scoreGiven: row.scoreGiven,
          scoreMaximum: row.scoreMaximum,
          activityProgress: "Completed",
          gradingProgress: "FullyGraded",
          timestamp: new Date().toISOString(),
        }),
      });
      if (res.status >= 200 && res.status < 300) return { ok: true };
      if (res.status === 401) tokens.forget(client, [SCORE_SCOPE]);
      const said = /^\s*\{/.test(res.text) ? errorText(res.text) : "";
      return { ok: false, error: shortText(`HTTP ${res.status}${said ? `: ${said}` : ""}`), permanent: PERMANENT.has(res.status) };
    } catch (err) {
      if (err instanceof PlatformError) return { ok: false, error: shortText(err.message), permanent: false };
      throw err;
    }
  }

  /** The job: one try; a failure before the last is thrown so pg-boss tries again later. */
  async function work(data: unknown): Promise<void> {
    const job = data as ScoreJob;
    const where = and(scoped.tenant(ltiGradePosts, { tenantId: job.tenantId }), eq(ltiGradePosts.id, job.id));
    const [row] = await db.select().from(ltiGradePosts).where(where);
    if (!row || row.status !== "queued") return;
    const result = await post(row, job.tenantId);
    const attempts = row.attempts + 1;
    if (result.ok) {
      await db.update(ltiGradePosts).set({ status: "sent", attempts, sentAt: new Date(), updatedAt: new Date() }).where(where);
      return;
    }
    const last = result.permanent || attempts - (job.from ?? 0) >= MAX_ATTEMPTS;
    await db
      .update(ltiGradePosts)
      .set({ status: last ? "failed" : "queued", attempts, lastError: result.error, updatedAt: new Date() })
      .where(where);
    if (!last) throw new Error(`LTI score not sent (${result.error})`);
  }

  async function view(scope: EntityScope, rows: Row[], locale: Locale): Promise<LtiGradePost[]> {
    const persons = new Map(
      (
        await people.findMany(
          db,
          scope,
          rows.map((r) => r.userId),
        )
      ).map((p) => [p.id, p]),
    );
    const titles = new Map<string, string>();
    for (const slug of new Set(rows.map((r) => r.courseSlug))) {
      const course = await ctx.deps.learning.catalogue.course(scope, slug, locale, null).catch(() => null);
      titles.set(slug, course?.title ?? slug);
    }
    return rows.map((r) => {
      const p = persons.get(r.userId);
      return {
        id: r.id,
        learner: { id: r.userId, name: p?.name ?? "", email: p?.email ?? "" },
        courseSlug: r.courseSlug,
        courseTitle: titles.get(r.courseSlug) ?? r.courseSlug,
        scoreGiven: r.scoreGiven,
        scoreMaximum: r.scoreMaximum,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      };
    });
  }

  return {
    onCourseCompleted,
    work,

    /** The registration's grade log, newest first. */
    async list(
      scope: EntityScope,
      registrationId: string,
      q: { page: number; limit: number; status?: Row["status"] },
      locale: Locale,
    ): Promise<LtiGradePostList> {
      await ctx.registrations.get(scope, registrationId);
      const where = and(
        scoped.entity(ltiGradePosts, scope),
        eq(ltiGradePosts.registrationId, registrationId),
        q.status ? eq(ltiGradePosts.status, q.status) : undefined,
      );
      const rows = await db
        .select({ row: ltiGradePosts, total: totalRows })
        .from(ltiGradePosts)
        .where(where)
        .orderBy(desc(ltiGradePosts.createdAt), desc(ltiGradePosts.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const total = await totalOf(rows, q.page, async () => (await db.select({ n: count() }).from(ltiGradePosts).where(where))[0]!.n);
      return {
        data: await view(
          scope,
          rows.map((r) => r.row),
          locale,
        ),
        page: q.page,
        limit: q.limit,
        total,
      };
    },

    /** A failed score queued again (a new round of tries); anything else is 409. */
    async retry(scope: EntityScope, registrationId: string, gradeId: string, locale: Locale): Promise<LtiGradePost> {
      const mine = and(
        scoped.entity(ltiGradePosts, scope),
        eq(ltiGradePosts.registrationId, registrationId),
        eq(ltiGradePosts.id, gradeId),
      );
      const [row] = await db.select().from(ltiGradePosts).where(mine);
      if (!row) throw notFound();
      const [queued] = await db
        .update(ltiGradePosts)
        .set({ status: "queued", updatedAt: new Date() })
        .where(and(mine, eq(ltiGradePosts.status, "failed")))
        .returning();
      if (!queued) throw new DomainError("conflict", "lti_grade_not_retryable", "lti:errors.gradeNotRetryable");
      await enqueue({ id: queued.id, tenantId: scope.tenantId, from: queued.attempts });
      return (await view(scope, [queued], locale))[0]!;
    },
  };
}
export type Grades = ReturnType<typeof createGrades>;

/** The `error` (and its description) of a platform's JSON answer, if it has one. */
function errorText(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; error_description?: unknown; message?: unknown };
    const parts = [body.error, body.error_description ?? body.message].filter((p): p is string => typeof p === "string");
    return parts.join(": ");
  } catch {
    return "";
  }
}

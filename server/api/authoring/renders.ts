import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, lt, notInArray } from "drizzle-orm";
import { RENDERING_STATUSES, type CreatorLanguage } from "../../../contract/authoring-limits.ts";
import type { CreatorStatusBody, DraftLanguage } from "../../../contract/authoring.ts";
import type { Locale } from "../../../contract/constants.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import { allTenants, scoped, type EntityScope } from "../../platform/scope.ts";
import { uploadKey } from "../../platform/storage.ts";
import { ToolsMissing, toolsOrThrow } from "./creator-voices.ts";
import { RENDER_QUEUE, type AuthoringDeps } from "./deps.ts";
import { renderIssues } from "./readiness.ts";
import { renderMissing, statusOf, type CourseRow } from "./render-status.ts";
import { creatorAvatars, creatorCourses, type RenderedLanguage } from "./schema.ts";
import { renderCourseVideo, type RenderPhase, type VideoCourseText } from "./video/pipeline.ts";
import { speechApiConfig } from "./video/narration.ts";

// A course's narrated video on pg-boss (issue 27; docs/decisions/0052-narrated-video.md). Asking
// for a render checks the draft and the machine, marks the course "queued" and sends a job; the
// job walks it through "narrating" and "rendering" (progress written about once a second, which
// is also its sign of life), stores each language's MP4, WebM, WebVTT and poster under the tenant
// and marks it "ready" — or "failed" with the reason, worded when read. Retrying is asking again.

/** A render without a sign of life for this long was lost (its process stopped): the hourly sweep fails it. */
export const STALE_AFTER_MS = 15 * 60_000;
/** How often the job writes its progress (and so shows it is alive) at most. */
const PROGRESS_EVERY_MS = 1000;
/** A job quieter than this (a long encode step) still touches the row, so the sweep never takes it for lost. */
const HEARTBEAT_MS = 60_000;

export type RenderJob = { courseId: string; tenantId: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isJob = (data: unknown): data is RenderJob =>
  UUID.test(String((data as RenderJob | null)?.courseId)) && UUID.test(String((data as RenderJob | null)?.tenantId));

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const rendering = inArray(creatorCourses.status, [...RENDERING_STATUSES]);
const FILES: { key: keyof Omit<RenderedLanguage, "durationSeconds">; ext: string; type: string }[] = [
  { key: "mp4", ext: "mp4", type: "video/mp4" },
  { key: "webm", ext: "webm", type: "video/webm" },
  { key: "captions", ext: "vtt", type: "text/vtt" },
  { key: "poster", ext: "jpg", type: "image/jpeg" },
];

/** A draft's language as the pipeline narrates it. */
const videoText = (l: DraftLanguage): VideoCourseText => ({
  title: l.title,
  summary: l.summary,
  steps: l.steps.map((s) => ({
    title: s.title,
    body: s.body.filter((p) => p.trim()),
    takeaways: s.takeaways,
    illustration: s.illustration ?? undefined,
  })),
});

/** A failure as the course keeps it: a DomainError's code and key, anything else as the pipeline's failure with its detail. */
function reasonOf(err: unknown): NonNullable<CourseRow["error"]> {
  if (err instanceof DomainError) return { code: err.code, key: err.messageKey, vars: err.vars };
  return { code: "render_failed", key: "authoring:render.failed", vars: { detail: String((err as Error)?.message ?? err).slice(0, 300) } };
}

export function createRenders(
  d: AuthoringDeps,
  opts: {
    /** A render ended (ready or failed): batches learn when their renders are all done. */
    onFinished?: (courseId: string, batchId: string | null) => Promise<void> | void;
  } = {},
) {
  const theCourse = (scope: EntityScope, id: string) => and(scoped.entity(creatorCourses, scope), eq(creatorCourses.id, id));

  async function mustFind(scope: EntityScope, id: string): Promise<CourseRow> {
    const [row] = await d.db.select().from(creatorCourses).where(theCourse(scope, id));
    if (!row) throw notFound();
    return row;
  }

  async function presenterOf(row: CourseRow) {
    if (!row.avatarId) return null;
    const [avatar] = await d.db
      .select()
      .from(creatorAvatars)
      .where(
        and(scoped.entity(creatorAvatars, { tenantId: row.whitelabelId, entityId: row.entityId }), eq(creatorAvatars.id, row.avatarId)),
      );
    return avatar ?? null;
  }

  async function status(scope: EntityScope, id: string, locale: Locale): Promise<CreatorStatusBody> {
    return statusOf(await mustFind(scope, id), locale);
  }

  /**
   * Queues the course's render: 400 with each readiness issue at its field, 409 `render_in_progress`
   * while one is under way, ToolsMissing (the route's 503) when the machine lacks a tool.
   */
  async function queue(scope: EntityScope, id: string, locale: Locale): Promise<CreatorStatusBody> {
    const row = await mustFind(scope, id);
    if ((RENDERING_STATUSES as readonly string[]).includes(row.status)) throw inProgress();
    const avatar = await presenterOf(row);
    const issues = renderIssues({ languages: row.languages, avatarId: row.avatarId, content: row.content }, avatar);
    if (issues.length)
      throw new DomainError(
        "invalid",
        "not_ready_to_render",
        "authoring:render.notReady",
        {},
        undefined,
        issues.map((i) => ({ path: i.path, message: (l: Locale) => translate(i.key, l, i.vars ?? {}) })),
      );
    const missing = renderMissing();
    if (missing.length) throw new ToolsMissing(missing as ConstructorParameters<typeof ToolsMissing>[0]);
    // two requests at once: only the one that finds it idle queues it
    const [queued] = await d.db
      .update(creatorCourses)
      .set({ status: "queued", progress: 0, error: null, updatedAt: new Date() })
      .where(and(theCourse(scope, id), notInArray(creatorCourses.status, [...RENDERING_STATUSES])))
      .returning();
    if (!queued) throw inProgress();
    await send({ courseId: id, tenantId: scope.tenantId });
    return statusOf(queued, locale);
  }

  const send = (job: RenderJob) => d.jobs.send(RENDER_QUEUE, job, { retryLimit: 0 });
  const inProgress = () => new DomainError("conflict", "render_in_progress", "authoring:render.inProgress");

  /** The queued course, now narrating; null when there is nothing to do (taken, deleted, or no longer queued). */
  async function takeUp(job: RenderJob): Promise<CourseRow | null> {
    const [row] = await d.db
      .update(creatorCourses)
      .set({ status: "narrating", progress: 0, updatedAt: new Date() })
      .where(and(scoped.tenant(creatorCourses, job), eq(creatorCourses.id, job.courseId), eq(creatorCourses.status, "queued")))
      .returning();
    return row ?? null;
  }

  async function run(row: CourseRow) {
    const scope = { tenantId: row.whitelabelId, entityId: row.entityId };
    const mine = and(theCourse(scope, row.id), rendering);
    // espeak-ng is not needed when the speech API narrates
    const tools = toolsOrThrow(speechApiConfig() ? ["ffmpeg", "ffprobe"] : undefined);
    const avatar = await presenterOf(row);
    if (!avatar) throw new DomainError("invalid", "presenter_missing", "authoring:render.presenterMissing");
    const portrait = avatar.portraitKey ? (await d.storage.get(avatar.portraitKey))?.bytes : undefined;
    const tenant = await d.tenancy.byId(row.whitelabelId);
    const colors = tenant
      ? d.tenancy.brand(tenant, d.tenancy.tenantOrigin(tenant.whitelabelSlug)).colors
      : { primary: "#2563eb", accent: "#f59e0b" };

    // progress is written in order, at most once a second (and at each change of phase)
    let writes = Promise.resolve();
    let last = { at: 0, phase: "narrating" as RenderPhase, progress: -1 };
    const write = (patch: Partial<typeof creatorCourses.$inferInsert>) => {
      writes = writes.then(
        async () =>
          void (await d.db
            .update(creatorCourses)
            .set({ ...patch, updatedAt: new Date() })
            .where(mine)),
      );
    };
    const onProgress = (fraction: number, phase: RenderPhase) => {
      const progress = Math.min(99, Math.floor(fraction * 100));
      const now = Date.now();
      if (phase === last.phase && (now - last.at < PROGRESS_EVERY_MS || progress === last.progress)) return;
      last = { at: now, phase, progress };
      write({ status: phase, progress });
    };
    const heartbeat = setInterval(() => write({}), HEARTBEAT_MS);
    const outDir = await mkdtemp(path.join(tmpdir(), "creator-render-"));
    try {
      const languages = row.languages.filter((l) => row.content[l]);
      const course: Partial<Record<CreatorLanguage, VideoCourseText>> = {};
      for (const l of languages) course[l] = videoText(row.content[l]!);
      const { perLanguage } = await renderCourseVideo({
        course,
        languages,
        presenter: { portrait, voice: avatar.voices, rate: avatar.rate },
        colors,
        outDir,
        onProgress,
        tools,
      });
      clearInterval(heartbeat);
      await writes;
      const video: Partial<Record<CreatorLanguage, RenderedLanguage>> = {};
      const stored: string[] = [];
      for (const [lang, files] of Object.entries(perLanguage) as [CreatorLanguage, NonNullable<(typeof perLanguage)[CreatorLanguage]>][]) {
        const keys = {} as Omit<RenderedLanguage, "durationSeconds">;
        for (const f of FILES) {
          const bytes = new Uint8Array(await readFile(files[f.key]));
          const key = uploadKey(scope, "creator-video", bytes, f.ext);
          await d.storage.put(key, bytes, f.type);
          stored.push(key);
          keys[f.key] = key;
        }
        video[lang] = { ...keys, durationSeconds: Math.round(files.durationSeconds * 100) / 100 };
      }
      const done = await d.db
        .update(creatorCourses)
        .set({ status: "ready", progress: 100, error: null, video, renderedRevision: row.revision, updatedAt: new Date() })
        .where(mine)
        .returning({ id: creatorCourses.id });
      // deleted (or its render given up) meanwhile: nothing shows these files
      if (!done.length) await Promise.all(stored.map((k) => d.storage.delete(k)));
    } finally {
      clearInterval(heartbeat);
      await writes.catch(() => undefined);
      await rm(outDir, { recursive: true, force: true });
    }
  }

  async function fail(row: CourseRow, err: unknown) {
    await d.db
      .update(creatorCourses)
      .set({ status: "failed", error: reasonOf(err), updatedAt: new Date() })
      .where(and(scoped.tenant(creatorCourses, { tenantId: row.whitelabelId }), eq(creatorCourses.id, row.id), rendering));
  }

  return {
    queue,
    status,
    /** One job of the queue: a course's render, start to end. */
    async work(data: unknown) {
      if (!isJob(data)) return;
      const row = await takeUp(data);
      if (!row) return;
      try {
        await run(row);
      } catch (err) {
        await fail(row, err);
      }
      await opts.onFinished?.(row.id, row.batchId);
    },
    /**
     * Renders lost by a stopped process: narrating or rendering without a sign of life for
     * STALE_AFTER_MS fail ("interrupted", retry by asking again); queued ones that long are sent
     * again (the job takes up only a queued course, so a duplicate does nothing).
     */
    async sweep(now = new Date()) {
      const stale = new Date(now.getTime() - STALE_AFTER_MS);
      const failed = await d.db
        .update(creatorCourses)
        .set({ status: "failed", error: { code: "render_interrupted", key: "authoring:render.interrupted" }, updatedAt: now })
        .where(
          and(
            allTenants("lost renders: renders without a sign of life on every tenant fail"),
            inArray(creatorCourses.status, ["narrating", "rendering"]),
            lt(creatorCourses.updatedAt, stale),
          ),
        )
        .returning({ id: creatorCourses.id, batchId: creatorCourses.batchId });
      const again = await d.db
        .update(creatorCourses)
        .set({ updatedAt: now })
        .where(
          and(
            allTenants("lost renders: queued renders on every tenant are sent again"),
            eq(creatorCourses.status, "queued"),
            lt(creatorCourses.updatedAt, stale),
          ),
        )
        .returning({ id: creatorCourses.id, tenantId: creatorCourses.whitelabelId });
      for (const r of again) await send({ courseId: r.id, tenantId: r.tenantId });
      for (const r of failed) await opts.onFinished?.(r.id, r.batchId);
      return { failed: failed.length, requeued: again.length };
    },
  };
}
export type Renders = ReturnType<typeof createRenders>;

import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { RENDERING_STATUSES, type Batch, type BatchMode, type CreatorStatus } from "../../../contract/authoring.ts";
import type { Locale } from "../../../contract/constants.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import { allTenants, scoped, type EntityScope } from "../../platform/scope.ts";
import { readBatchFile, type Outline } from "./batch-format.ts";
import { sendBatchDone } from "./batch-mail.ts";
import { checkOutline, type CheckedRow } from "./batch-rows.ts";
import type { AuthoringDeps } from "./deps.ts";
import { renderIssues } from "./readiness.ts";
import { draftFields } from "./course-view.ts";
import { creatorAvatars, creatorBatches, creatorCourses, type BatchRow } from "./schema.ts";

/**
 * Batches of course outlines (issue 27 §4): a file read and every row checked before anything is
 * written; then, in one transaction, the batch with each row's result and a draft per valid row.
 * In render mode each draft's render is queued once the drafts exist; the batch is running until
 * every render it queued has ended, and its sender is e-mailed then (once).
 */

export type BatchCaller = { scope: EntityScope; userId: string; locale: Locale };
/** Queues a draft's render (renders.ts); a draft not ready to render is refused with a DomainError. */
export type QueueRender = (scope: EntityScope, courseId: string, locale: Locale) => Promise<unknown>;

type BatchRecord = typeof creatorBatches.$inferSelect;
type Drafted = { outline: Outline; checked: CheckedRow; presenter: { voices: Partial<Record<"en" | "pt", string>> } | null };

/** A draft's field (readiness.ts's paths) as the outline names it: `en.steps.0.body` → `steps.0.text.en`, `avatarId` → `avatar`. */
function columnOf(path: string): string {
  if (path === "avatarId") return "avatar";
  const step = /^(en|pt)\.steps\.(\d+)\.(title|body)$/.exec(path);
  if (step) return `steps.${step[2]}.${step[3] === "body" ? "text" : "title"}.${step[1]}`;
  const top = /^(en|pt)\.(title|summary|steps)$/.exec(path);
  if (top) return top[2] === "steps" ? `steps.0.title.${top[1]}` : `${top[2]}.${top[1]}`;
  return path;
}
const RENDERING: readonly CreatorStatus[] = RENDERING_STATUSES;

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const theBatch = (scope: EntityScope, id: string) => and(scoped.entity(creatorBatches, scope), eq(creatorBatches.id, id));

/** A row error's words: this catalog's row messages, or another catalog's key as a render's refusal gave it. */
function rowMessage(key: string, vars: Record<string, string | number> = {}, locale: Locale) {
  const named =
    typeof vars.language === "string" ? { ...vars, language: translate(`authoringBatch:language.${vars.language}`, locale) } : vars;
  return translate(key.includes(":") ? key : `authoringBatch:row.${key}`, locale, named);
}

/** The current status of each course of these batches (one query). */
async function courseStatuses(d: AuthoringDeps, scope: EntityScope, batchIds: string[]) {
  if (!batchIds.length) return new Map<string, CreatorStatus>();
  const rows = await d.db
    .select({ id: creatorCourses.id, status: creatorCourses.status })
    .from(creatorCourses)
    .where(and(scoped.entity(creatorCourses, scope), inArray(creatorCourses.batchId, batchIds)));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** A batch as the API shows it: each row with its course's status now, the totals, running until every render it queued ended. */
function present(b: BatchRecord, statuses: Map<string, CreatorStatus>, locale: Locale): Batch {
  const rows = b.rows.map((r) => {
    const status = r.courseId ? (statuses.get(r.courseId) ?? r.status) : "invalid";
    return {
      line: r.line,
      title: r.title,
      status,
      courseId: r.courseId && statuses.has(r.courseId) ? r.courseId : null,
      errors: r.errors.map((e) => ({ line: e.line, column: e.column, message: rowMessage(e.key, e.vars, locale) })),
    };
  });
  const running = b.status === "running" && rows.some((r) => RENDERING.includes(r.status as CreatorStatus));
  return {
    id: b.id,
    fileName: b.fileName,
    mode: b.mode,
    status: running ? "running" : "done",
    total: rows.length,
    valid: b.rows.filter((r) => r.courseId).length,
    invalid: b.rows.filter((r) => !r.courseId).length,
    ready: rows.filter((r) => r.status === "ready").length,
    failed: rows.filter((r) => r.status === "failed").length,
    createdAt: b.createdAt.toISOString(),
    rows,
  };
}

export function createBatches(d: AuthoringDeps, opts: { queue: QueueRender | null }) {
  async function get(caller: BatchCaller, id: string): Promise<Batch> {
    const [b] = await d.db.select().from(creatorBatches).where(theBatch(caller.scope, id)).limit(1);
    if (!b) throw notFound();
    return present(b, await courseStatuses(d, caller.scope, [b.id]), caller.locale);
  }

  /**
   * Every draft's render queued. A draft that cannot render yet (no presenter, a presenter without
   * a voice for a language, a step without text) stays a draft with each reason at its column; a
   * refusal of the queue itself (a tool missing) is told on the row the same way.
   */
  async function queueRenders(caller: BatchCaller, id: string, rows: BatchRow[], drafts: Map<string, Drafted>) {
    for (const row of rows) {
      const draft = row.courseId ? drafts.get(row.courseId) : undefined;
      if (!draft) continue;
      const { input } = draft.checked;
      const avatar = draft.presenter;
      const issues = renderIssues({ languages: input!.languages, avatarId: input!.avatarId, content: input! }, avatar);
      if (issues.length) {
        row.errors.push(
          ...issues.map((i) => ({ line: row.line, column: draft.outline.column(columnOf(i.path)), key: i.key, vars: i.vars })),
        );
        continue;
      }
      try {
        if (!opts.queue) throw new DomainError("conflict", "render_unavailable", "authoringBatch:row.renderUnavailable");
        await opts.queue(caller.scope, row.courseId!, caller.locale);
        row.status = "queued";
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        row.errors.push({ line: row.line, column: "", key: err.messageKey, vars: err.vars });
      }
    }
    const queued = rows.some((r) => r.status === "queued");
    await d.db
      .update(creatorBatches)
      .set(queued ? { rows } : { rows, status: "done", finishedAt: new Date() })
      .where(theBatch(caller.scope, id));
  }

  return {
    get,

    /** `POST /creator/courses/batch`: the file read (400 when it cannot be), every row checked, then written at once. */
    async upload(caller: BatchCaller, file: { bytes: Uint8Array; name: string }, mode: BatchMode): Promise<Batch> {
      const { format, outlines } = readBatchFile(file.bytes);
      const presenters = await d.db
        .select({ id: creatorAvatars.id, name: creatorAvatars.name, voices: creatorAvatars.voices })
        .from(creatorAvatars)
        .where(scoped.entity(creatorAvatars, caller.scope));
      const checked = outlines.map((o) => checkOutline(o, presenters));
      const batchId = randomUUID();
      const rows: BatchRow[] = checked.map((c) => ({
        line: c.line,
        title: c.title,
        status: c.input ? "draft" : "invalid",
        courseId: c.input ? randomUUID() : null,
        errors: c.issues,
      }));
      const drafts = checked.flatMap((c, i) => (c.input ? [{ input: c.input, id: rows[i]!.courseId! }] : []));
      const renders = mode === "render" && drafts.length > 0;
      await d.db.transaction(async (tx) => {
        await tx.insert(creatorBatches).values({
          id: batchId,
          whitelabelId: caller.scope.tenantId,
          entityId: caller.scope.entityId,
          createdBy: caller.userId,
          fileName: (file.name || `batch.${format}`).slice(0, 200),
          format,
          mode,
          status: renders ? "running" : "done",
          finishedAt: renders ? null : new Date(),
          rows,
        });
        if (!drafts.length) return;
        await tx.insert(creatorCourses).values(
          drafts.map(({ id, input }) => ({
            id,
            whitelabelId: caller.scope.tenantId,
            entityId: caller.scope.entityId,
            authorId: caller.userId,
            ...draftFields(input),
            status: "draft" as const,
            batchId,
          })),
        );
      });
      // the drafts exist whatever happens to their renders: a refusal is told on its row
      if (renders) {
        const byCourse = new Map<string, Drafted>();
        checked.forEach((c, i) => {
          const courseId = rows[i]!.courseId;
          const presenter = presenters.find((p) => p.id === c.input?.avatarId) ?? null;
          if (courseId) byCourse.set(courseId, { outline: outlines[i]!, checked: c, presenter });
        });
        await queueRenders(caller, batchId, rows, byCourse);
      }
      return get(caller, batchId);
    },

    /** `GET /creator/batches`: the entity's batches, newest first. */
    async list(caller: BatchCaller, q: { page: number; limit: number }) {
      const where = scoped.entity(creatorBatches, caller.scope);
      const [records, [total]] = await Promise.all([
        d.db
          .select()
          .from(creatorBatches)
          .where(where)
          .orderBy(desc(creatorBatches.createdAt), desc(creatorBatches.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        d.db.select({ n: count() }).from(creatorBatches).where(where),
      ]);
      const statuses = await courseStatuses(
        d,
        caller.scope,
        records.map((b) => b.id),
      );
      const data = records.map((b) => {
        const { rows, ...summary } = present(b, statuses, caller.locale);
        void rows;
        return summary;
      });
      return { data, page: q.page, limit: q.limit, total: total?.n ?? 0 };
    },

    /**
     * A render of a batch's course ended (renders.ts's onFinished): when none of the batch is
     * rendering any more, the batch is done and its sender is e-mailed, once.
     */
    async renderFinished(batchId: string): Promise<void> {
      const [b] = await d.db
        .select()
        .from(creatorBatches)
        .where(and(allTenants("a render job tells the batch its course came from"), eq(creatorBatches.id, batchId)))
        .limit(1);
      if (!b?.entityId || b.mode !== "render") return;
      const scope = { tenantId: b.whitelabelId, entityId: b.entityId };
      const statuses = await courseStatuses(d, scope, [b.id]);
      if ([...statuses.values()].some((s) => RENDERING.includes(s))) return;
      const now = new Date();
      await d.db
        .update(creatorBatches)
        .set({ status: "done", finishedAt: now })
        .where(and(theBatch(scope, b.id), eq(creatorBatches.status, "running")));
      await sendBatchDone(d, scope, b.id, (locale) => present({ ...b, status: "done" }, statuses, locale));
    },
  };
}
export type Batches = ReturnType<typeof createBatches>;

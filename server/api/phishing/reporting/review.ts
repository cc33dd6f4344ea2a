import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { reviewItemSchema, reviewListQuerySchema } from "../../../../contract/phishing.ts";
import type { ReviewStatus } from "../../../../contract/phishing-limits.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import type { PhishingContext } from "../part.ts";
import { phishingReviewItems } from "../schema.ts";

type Row = typeof phishingReviewItems.$inferSelect;
type ReviewItem = z.infer<typeof reviewItemSchema>;

const view = (r: Row): ReviewItem => ({
  id: r.id,
  from: r.fromAddress,
  reporter: r.reporter,
  subject: r.subject,
  receivedAt: r.receivedAt.toISOString(),
  excerpt: r.excerpt,
  status: r.status,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

/** The company's review queue: real suspicious messages its people reported, newest first. */
export function createReviewQueue(ctx: PhishingContext) {
  const { db } = ctx.deps;
  return {
    async list(scope: EntityScope, q: z.infer<typeof reviewListQuerySchema>) {
      const where = and(scoped.entity(phishingReviewItems, scope), q.status ? eq(phishingReviewItems.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(phishingReviewItems)
          .where(where)
          .orderBy(desc(phishingReviewItems.receivedAt), desc(phishingReviewItems.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(phishingReviewItems).where(where),
      ]);
      return { data: rows.map(view), page: q.page, limit: q.limit, total: total?.n ?? 0 };
    },
    /** A manager's decision (back to `new` clears who decided and when). */
    async decide(scope: EntityScope & { userId: string }, id: string, status: ReviewStatus) {
      const decided = status !== "new";
      const [row] = await db
        .update(phishingReviewItems)
        .set({ status, reviewedAt: decided ? new Date() : null, reviewedBy: decided ? scope.userId : null })
        .where(and(scoped.entity(phishingReviewItems, scope), eq(phishingReviewItems.id, id)))
        .returning();
      if (!row) throw new DomainError("not_found", "not_found", "errors:notFound");
      return view(row);
    },
  };
}
export type ReviewQueue = ReturnType<typeof createReviewQueue>;

import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accessActivities } from "./schema.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { createReportCounts } from "./report-counts.ts";

/** An entity's access log: sign-ins and renewals of its people, a page of them or all for a download. */
export function createAccessActivities(db: Db, counts: Pick<ReturnType<typeof createReportCounts>, "accessCount">) {
  return {
    /**
     * Sign-ins and renewals of an entity's people, newest first, searchable by part of a name or
     * an address (trigram indexes); without a search the total is the kept count.
     */
    async accessActivities(entity: EntityScope, q: { filterBy?: string; searchQuery?: string; page: number; limit: number }) {
      const term = q.searchQuery?.trim();
      const kind = q.filterBy === "sign-in" || q.filterBy === "renewal" ? q.filterBy : undefined;
      const conditions = [scoped.entity(accessActivities, entity)];
      if (kind) conditions.push(eq(accessActivities.kind, kind));
      if (term)
        conditions.push(or(ilike(accessActivities.userName, containing(term)), ilike(accessActivities.userEmail, containing(term)))!);
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(accessActivities)
          .where(where)
          .orderBy(desc(accessActivities.createdAt))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        term
          ? db
              .select({ n: count() })
              .from(accessActivities)
              .where(where)
              .then(([r]) => r!.n)
          : counts.accessCount(entity, kind),
      ]);
      return { rows, total };
    },

    /** Every matching activity, newest first, for a download (bounded). */
    async allAccessActivities(entity: EntityScope, q: { filterBy?: string; searchQuery?: string }, max: number) {
      return (await this.accessActivities(entity, { ...q, page: 1, limit: max })).rows;
    },
  };
}

import { and, count, desc, eq, sql } from "drizzle-orm";
import type { LtiContextList } from "../../../../contract/lti.ts";
import { totalOf, totalRows } from "../../../platform/page-total.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import type { LtiContext } from "../part.ts";
import { ltiContextMembers, ltiContexts } from "../schema.ts";

/** A registration's course contexts (the LMS courses that launched the tool), the most recently active first. */
export function createContexts(ctx: LtiContext) {
  const db = ctx.deps.db;
  return {
    async list(scope: EntityScope, registrationId: string, q: { page: number; limit: number }): Promise<LtiContextList> {
      await ctx.registrations.get(scope, registrationId);
      const where = and(scoped.entity(ltiContexts, scope), eq(ltiContexts.registrationId, registrationId));
      // active members of each context, by role
      const role = (r: "learner" | "instructor") => sql<number>`count(*) filter (where ${ltiContextMembers.role} = ${r})`.mapWith(Number);
      const members = db
        .select({
          contextRowId: ltiContextMembers.contextRowId,
          learners: role("learner").as("learners"),
          instructors: role("instructor").as("instructors"),
        })
        .from(ltiContextMembers)
        .where(and(scoped.tenant(ltiContextMembers, scope), eq(ltiContextMembers.active, true)))
        .groupBy(ltiContextMembers.contextRowId)
        .as("members");
      const rows = await db
        .select({
          c: ltiContexts,
          learners: sql<number>`coalesce(${members.learners}, 0)`.mapWith(Number),
          instructors: sql<number>`coalesce(${members.instructors}, 0)`.mapWith(Number),
          total: totalRows,
        })
        .from(ltiContexts)
        .leftJoin(members, eq(members.contextRowId, ltiContexts.id))
        .where(where)
        .orderBy(desc(ltiContexts.updatedAt), desc(ltiContexts.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const total = await totalOf(rows, q.page, async () => (await db.select({ n: count() }).from(ltiContexts).where(where))[0]!.n);
      return {
        data: rows.map(({ c, learners, instructors }) => ({
          id: c.id,
          contextId: c.contextId,
          title: c.title,
          label: c.label,
          learners,
          instructors,
          rosterAvailable: !!c.membershipsUrl,
          lastSyncedAt: c.lastSyncedAt?.toISOString() ?? null,
        })),
        page: q.page,
        limit: q.limit,
        total,
      };
    },
  };
}
export type Contexts = ReturnType<typeof createContexts>;

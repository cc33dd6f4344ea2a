import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { groupMembers, groups, reportAccessCounts, reportMemberCounts, userEntities } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";

/**
 * Counts the reports read instead of counting rows: active members of a company and of each of
 * its groups, sign-ins and renewals per kind. Triggers keep them in the transaction of every
 * write (migration 0013, docs/decisions/0024-report-speed.md).
 */
export function createReportCounts(db: Db) {
  const company = (scope: EntityScope) => scoped.entity(reportMemberCounts, scope);
  return {
    /** The company's active members, or those of one of its groups. */
    async activeMemberCount(scope: EntityScope, groupId?: string) {
      const [row] = await db
        .select({ n: reportMemberCounts.members })
        .from(reportMemberCounts)
        .where(and(company(scope), groupId ? eq(reportMemberCounts.groupId, groupId) : isNull(reportMemberCounts.groupId)));
      return row?.n ?? 0;
    },

    /** The company's groups (or the one named) with their active members, by name. */
    groupsWithMembers: (scope: EntityScope, groupId?: string) =>
      db
        .select({ id: groups.id, name: groups.name, members: sql<number>`coalesce(${reportMemberCounts.members}, 0)`.mapWith(Number) })
        .from(groups)
        .leftJoin(reportMemberCounts, and(eq(reportMemberCounts.groupId, groups.id), company(scope)))
        .where(and(scoped.entity(groups, scope), groupId ? eq(groups.id, groupId) : undefined))
        .orderBy(asc(groups.name)),

    /** Sign-ins and renewals the entity's access report holds, of one kind or both. */
    async accessCount(scope: EntityScope, kind?: "sign-in" | "renewal") {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${reportAccessCounts.n}), 0)`.mapWith(Number) })
        .from(reportAccessCounts)
        .where(and(scoped.entity(reportAccessCounts, scope), kind ? eq(reportAccessCounts.kind, kind) : undefined));
      return row?.n ?? 0;
    },

    /** For each active person of a group, every group of the company they are in (that one too), as (group_id, user_id): a subquery. */
    groupsOfGroupPeople: (scope: EntityScope, groupId: string) => {
      const company = { tenantId: scope.tenantId, entityId: scope.entityId };
      const p = alias(groupMembers, "p");
      // person by person, by index: whether they are active, and their groups (offset 0 keeps each a subquery, not a hash of the whole company)
      return sql`select theirs.group_id, ${p.userId} as user_id from ${groupMembers} as p
        cross join lateral (select 1 from ${userEntities} where ${scoped.entity(userEntities, company)} and ${userEntities.userId} = ${p.userId} and ${userEntities.status} = 'active' offset 0) active
        cross join lateral (select ${groupMembers.groupId} from ${groupMembers} where ${scoped.entity(groupMembers, company)} and ${groupMembers.userId} = ${p.userId} offset 0) theirs
        where ${scoped.entity(p, company)} and ${p.groupId} = ${groupId}`;
    },

    /** The company's active people in groups, (group id, user id), as a subquery another area joins; optionally of some groups only. */
    activeGroupMembers: (scope: EntityScope, groupIds?: string[]) => {
      const company = { tenantId: scope.tenantId, entityId: scope.entityId };
      // whether each one is active, person by person (a group is a small part of a company)
      const active = db
        .select({ userId: userEntities.userId })
        .from(userEntities)
        .where(and(scoped.entity(userEntities, company), eq(userEntities.userId, groupMembers.userId), eq(userEntities.status, "active")))
        .limit(1) // one membership a person at most; keeps it a subquery, probed by index for each person rather than hashed whole
        .as("active");
      return db
        .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
        .from(groupMembers)
        .innerJoinLateral(active, sql`true`)
        .where(and(scoped.entity(groupMembers, company), groupIds ? inArray(groupMembers.groupId, groupIds) : undefined));
    },
  };
}

import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from "drizzle-orm";
import { GROUP_LIMITS } from "../../../contract/group-limits.ts";
import type { Db } from "../../db/client.ts";
import { groupMembers, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { GroupJoinHook } from "../area.ts";
import { people } from "../identity/index.ts";
import { activeMembership, findGroup, groupSummary, notFound, type Page } from "./group-lookup.ts";

/** A group's people: the page of them, adding and taking out, and who could be added. `joined` tells the other areas who joined. */
export function createGroupMembers(db: Db, joined?: GroupJoinHook) {
  const one = (scope: EntityScope, groupId: string) => groupSummary(db, scope, groupId);

  return {
    /** A page of the group's people, by name, searchable by name or e-mail (names come from identity's directory). */
    async members(scope: EntityScope, groupId: string, q: Page & { search?: string }) {
      if (!(await findGroup(db, scope, groupId))) throw notFound();
      const dir = people.directory(db, scope);
      const term = q.search?.trim();
      const where = and(
        scoped.entity(groupMembers, scope),
        eq(groupMembers.groupId, groupId),
        term ? or(ilike(dir.name, containing(term)), ilike(dir.email, containing(term))) : undefined,
      );
      const rows = await db
        .select({ userId: groupMembers.userId, addedAt: groupMembers.createdAt, name: dir.name, email: dir.email })
        .from(groupMembers)
        .innerJoin(userEntities, activeMembership(scope))
        .innerJoin(dir, eq(dir.id, groupMembers.userId))
        .where(where)
        .orderBy(asc(sql`lower(${dir.name})`), asc(dir.email))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db
        .select({ n: count() })
        .from(groupMembers)
        .innerJoin(userEntities, activeMembership(scope))
        .innerJoin(dir, eq(dir.id, groupMembers.userId))
        .where(where);
      return {
        data: rows.map((r) => ({ userId: r.userId, name: r.name, email: r.email, addedAt: r.addedAt.toISOString() })),
        page: q.page,
        limit: q.limit,
        total: total!.n,
      };
    },

    /**
     * Adds the company's active members to the group; adding someone already in it changes
     * nothing. Anyone else (another company's person, a deactivated member, an unknown id)
     * refuses the whole call, naming them.
     */
    async addMembers(scope: EntityScope, groupId: string, userIds: string[]) {
      await one(scope, groupId);
      const wanted = [...new Set(userIds)];
      const active = await db
        .select({ userId: userEntities.userId })
        .from(userEntities)
        .where(and(scoped.entity(userEntities, scope), eq(userEntities.status, "active"), inArray(userEntities.userId, wanted)));
      const ok = new Set(active.map((r) => r.userId));
      const refused = wanted.filter((id) => !ok.has(id));
      if (refused.length) {
        const known = await people.findMany(db, scope, refused);
        const names = refused.map((id) => known.find((p) => p.id === id)?.email ?? id).join(", ");
        throw new DomainError(
          "invalid",
          "not_company_members",
          "companyGroups:errors.notMembers",
          { names, count: refused.length },
          "userIds",
        );
      }
      const inserted = await db
        .insert(groupMembers)
        .values(wanted.map((userId) => ({ whitelabelId: scope.tenantId, entityId: scope.entityId, groupId, userId })))
        .onConflictDoNothing()
        .returning({ userId: groupMembers.userId });
      if (inserted.length && joined)
        await joined(
          db,
          scope,
          groupId,
          inserted.map((r) => r.userId),
        );
      return { added: inserted.length };
    },

    /** Takes the person out of the group (nothing to do when they are not in it). */
    async removeMember(scope: EntityScope, groupId: string, userId: string) {
      await one(scope, groupId);
      await db
        .delete(groupMembers)
        .where(and(scoped.entity(groupMembers, scope), eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    },

    /** Active company members not yet in the group, matching the search, the first few by name. */
    async candidates(scope: EntityScope, groupId: string, search?: string) {
      if (!(await findGroup(db, scope, groupId))) throw notFound();
      const dir = people.directory(db, scope);
      const term = search?.trim();
      const inGroup = db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(scoped.entity(groupMembers, scope), eq(groupMembers.groupId, groupId)));
      const rows = await db
        .select({ userId: userEntities.userId, name: dir.name, email: dir.email })
        .from(userEntities)
        .innerJoin(dir, eq(dir.id, userEntities.userId))
        .where(
          and(
            scoped.entity(userEntities, scope),
            eq(userEntities.status, "active"),
            notInArray(userEntities.userId, inGroup),
            term ? or(ilike(dir.name, containing(term)), ilike(dir.email, containing(term))) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${dir.name})`), asc(dir.email))
        .limit(GROUP_LIMITS.candidates);
      return { data: rows };
    },
  };
}

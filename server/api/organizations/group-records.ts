import { and, asc, count, ilike, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groups } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { groupSummary, groupsWithCounts, notFound, theGroup, type Page } from "./group-lookup.ts";

const nameTaken = (name: string) => new DomainError("conflict", "group_name_taken", "companyGroups:errors.nameTaken", { name }, "name");
const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

/** A company's groups themselves: listing, creating, renaming and deleting them. */
export function createGroupRecords(db: Db) {
  const one = (scope: EntityScope, groupId: string) => groupSummary(db, scope, groupId);

  /** Another group of the company already has this name, whatever its case. */
  async function assertNameFree(scope: EntityScope, name: string, except?: string) {
    const [clash] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(scoped.entity(groups, scope), sql`lower(${groups.name}) = ${name.toLowerCase()}`))
      .limit(1);
    if (clash && clash.id !== except) throw nameTaken(name);
  }

  return {
    get: one,

    async list(scope: EntityScope, q: Page & { search?: string }) {
      const term = q.search?.trim();
      const where = and(scoped.entity(groups, scope), term ? ilike(groups.name, containing(term)) : undefined);
      const rows = await groupsWithCounts(db, scope)
        .where(where)
        .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db.select({ n: count() }).from(groups).where(where);
      return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), page: q.page, limit: q.limit, total: total!.n };
    },

    /** A new group; a name the company already uses (in any case) is refused, the unique index deciding races. */
    async create(scope: EntityScope, name: string) {
      await assertNameFree(scope, name);
      const [row] = await db
        .insert(groups)
        .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, name })
        .returning()
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw nameTaken(name);
          throw err;
        });
      return { id: row!.id, name: row!.name, memberCount: 0, createdAt: row!.createdAt.toISOString() };
    },

    async rename(scope: EntityScope, groupId: string, name: string) {
      await one(scope, groupId);
      await assertNameFree(scope, name, groupId);
      await db
        .update(groups)
        .set({ name, updatedAt: new Date() })
        .where(theGroup(scope, groupId))
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw nameTaken(name);
          throw err;
        });
      return one(scope, groupId);
    },

    /** Deletes the group; its people stay in the company (their group rows go with it). */
    async remove(scope: EntityScope, groupId: string) {
      const gone = await db.delete(groups).where(theGroup(scope, groupId)).returning({ id: groups.id });
      if (!gone.length) throw notFound();
    },
  };
}

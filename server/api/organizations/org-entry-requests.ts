import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { entities, entryRequests } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type EntityScope, type UserScope } from "../../platform/scope.ts";
import { findEntity, type Tx } from "./queries.ts";

/** Requests to join an entity: asking, the pending list, the person's open one, and deciding. */
export function createEntryRequestAccess(db: Db) {
  return {
    /** The person asks to join an entity of their tenant. */
    async createEntryRequest(tx: Tx, person: UserScope, entityId: string) {
      const [row] = await tx.insert(entryRequests).values({ whitelabelId: person.tenantId, entityId, userId: person.userId }).returning();
      return row!;
    },

    async listEntryRequests(scope: EntityScope, page: number, limit: number) {
      const where = and(scoped.entity(entryRequests, scope), eq(entryRequests.status, "pending"));
      const entity = await findEntity(db, scope);
      if (!entity) throw new DomainError("not_found", "not_found", "errors:notFound");
      const rows = await db
        .select()
        .from(entryRequests)
        .where(where)
        .orderBy(desc(entryRequests.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(entryRequests).where(where);
      return { rows, total: total!.n };
    },

    /** The person's open request to join a company of this tenant, with the company's name. */
    async openRequestOf(person: UserScope) {
      const [row] = await db
        .select({ id: entryRequests.id, entityId: entities.id, entityName: entities.name, createdAt: entryRequests.createdAt })
        .from(entryRequests)
        .innerJoin(entities, and(eq(entities.id, entryRequests.entityId), scoped.tenant(entities, person)))
        .where(and(scoped.user(entryRequests, person), eq(entryRequests.status, "pending")))
        .limit(1);
      return row;
    },

    /**
     * Decides a pending request of this entity in one statement: the status is re-checked as it
     * changes, so of two concurrent decisions only one applies. Nothing returned: no such
     * pending request here (another entity's request does not exist for this one).
     */
    async decide(tx: Tx, scope: EntityScope, requestId: string, approve: boolean, deciderId: string) {
      const [row] = await tx
        .update(entryRequests)
        .set({ status: approve ? "approved" : "rejected", decidedBy: deciderId, decidedAt: new Date() })
        .where(and(eq(entryRequests.id, requestId), scoped.entity(entryRequests, scope), eq(entryRequests.status, "pending")))
        .returning();
      return row;
    },
  };
}

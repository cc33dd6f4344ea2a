import type { Db } from "../../db/client.ts";
import { entities } from "./schema.ts";
import type { EntityScope } from "../../platform/scope.ts";
import {
  addMember,
  entityRole,
  findEntity,
  findEntityByDomain,
  insertEntity,
  memberIdsWithPermission,
  theEntity,
  type Tx,
} from "./queries.ts";

/** Entities for the other areas: finding and creating them, and what billing sets on them. */
export function createEntityAccess(db: Db) {
  return {
    insertEntity,
    addMember,
    entityRole,
    findEntity,
    findEntityByDomain,
    memberIdsWithPermission,
    getEntity: (entity: EntityScope) => findEntity(db, entity),

    /**
     * What billing's plans grant an entity (docs/decisions/0028-billing.md): its features and
     * seat cap, set in billing's transaction whenever a subscription changes; a live team plan
     * bought with upgradeAccount makes an individual account a company. Data is never removed.
     */
    async applyPlanGrants(tx: Tx, scope: EntityScope, g: { features: string[]; seatLimit: number | null; becomeCompany: boolean }) {
      await tx
        .update(entities)
        .set({
          features: g.features,
          seatLimit: g.seatLimit,
          ...(g.becomeCompany ? { type: "company" as const } : {}),
          updatedAt: new Date(),
        })
        .where(theEntity(scope));
    },

    /** The gateway's customer id of an entity (§3 Entity.stripeCustomerId). */
    async setCustomerId(tx: Tx, scope: EntityScope, customerId: string) {
      await tx.update(entities).set({ stripeCustomerId: customerId }).where(theEntity(scope));
    },

    /**
     * A company that names `domain` as proved by its founder's verified address; nothing when
     * another company of the tenant owns the domain already (the unique index decides races).
     */
    async insertEntityOwningDomain(tx: Tx, v: typeof entities.$inferInsert & { domain: string }) {
      const [row] = await tx
        .insert(entities)
        .values({ ...v, domainVerifiedAt: new Date(), domainVerification: "first-address" })
        .onConflictDoNothing()
        .returning();
      return row;
    },
  };
}

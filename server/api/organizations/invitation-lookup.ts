import { and, eq } from "drizzle-orm";
import type { PublicInvitation } from "../../../contract/members.ts";
import type { Tx } from "../../db/client.ts";
import { entities, invitations } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type EntityScope, type TenantScope } from "../../platform/scope.ts";
import { hashOf } from "./invitation-mail.ts";

/** Finding an invitation: a company's open one by id, or the one a link's token names. */

export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
export const statusOf = (row: typeof invitations.$inferSelect): PublicInvitation["status"] =>
  row.status === "pending" ? (row.expiresAt.getTime() <= Date.now() ? "expired" : "valid") : row.status;

/** A pending invitation of the entity by id (another entity's does not exist here). */
export async function pendingOf(tx: Tx, entity: EntityScope, id: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(scoped.entity(invitations, entity), eq(invitations.id, id)))
    .limit(1);
  if (!row) throw notFound();
  if (row.status !== "pending") throw new DomainError("conflict", "invitation_closed", `companyMembers:errors.invitation.${row.status}`);
  return row;
}

/** The invitation a link's token names on this tenant. */
export async function byToken(tx: Tx, tenant: TenantScope, token: string) {
  const [row] = await tx
    .select({ invitation: invitations, companyName: entities.name })
    .from(invitations)
    .innerJoin(entities, and(eq(entities.id, invitations.entityId), scoped.tenant(entities, tenant)))
    .where(and(scoped.tenant(invitations, tenant), eq(invitations.tokenHash, hashOf(token))))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

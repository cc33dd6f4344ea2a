import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { COMPANY_ROLES, type CompanyRole } from "../../../contract/features.ts";
import type { Tx } from "../../db/client.ts";
import { accessActivities, entities, groupMembers, groups, invitations, roles, userEntities, userEntityRoles } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { entityRole } from "./queries.ts";
import { highestRole } from "./member-policy.ts";

const COMPANY_ROLE_LIST = sql.join(
  COMPANY_ROLES.map((r) => sql`${r}`),
  sql`, `,
);
const RANK = sql.join([sql`case ${roles.slug}`, ...COMPANY_ROLES.map((r, i) => sql`when ${r} then ${i + 1}`), sql`else 0 end`], sql` `);

/** The member's highest named role, as an expression over user_entities (a row of the list). */
export const roleOfLink = sql<
  string | null
>`(select ${roles.slug} from ${userEntityRoles} inner join ${roles} on ${roles.id} = ${userEntityRoles.roleId} where ${userEntityRoles.userEntityId} = ${userEntities.id} and ${roles.slug} in (${COMPANY_ROLE_LIST}) order by ${RANK} desc limit 1)`;

/** The member's latest sign-in or renewal in the entity, as an expression over user_entities. */
export const lastAccessOf = (entity: EntityScope) =>
  sql<
    Date | string | null
  >`(select max(${accessActivities.createdAt}) from ${accessActivities} where ${scoped.entity(accessActivities, entity)} and ${accessActivities.userId} = ${userEntities.userId})`;

/** An entity's membership row of a person, if any. */
export async function linkOf(tx: Tx, entity: EntityScope, userId: string) {
  const [row] = await tx
    .select()
    .from(userEntities)
    .where(scoped.entityUser(userEntities, { ...entity, userId }))
    .limit(1);
  return row;
}

/** The named role of each membership row. */
export async function rolesOfLinks(tx: Tx, linkIds: string[]) {
  if (!linkIds.length) return new Map<string, CompanyRole>();
  const rows = await tx
    .select({ linkId: userEntityRoles.userEntityId, slug: roles.slug })
    .from(userEntityRoles)
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(inArray(userEntityRoles.userEntityId, linkIds));
  const slugs = new Map<string, string[]>();
  for (const r of rows) slugs.set(r.linkId, [...(slugs.get(r.linkId) ?? []), r.slug]);
  return new Map(linkIds.map((id) => [id, highestRole(slugs.get(id) ?? [])]));
}

/** Gives a membership this named role in place of the named role it had (other roles, e.g. creator, stay). */
export async function setLinkRole(tx: Tx, entityId: string, linkId: string, role: CompanyRole) {
  const named = tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.entityId, entityId), inArray(roles.slug, [...COMPANY_ROLES])));
  await tx.delete(userEntityRoles).where(and(eq(userEntityRoles.userEntityId, linkId), inArray(userEntityRoles.roleId, named)));
  const r = await entityRole(tx, entityId, role);
  await tx.insert(userEntityRoles).values({ userEntityId: linkId, roleId: r.id }).onConflictDoNothing();
}

/** Active members who hold the owner role. */
export async function activeOwnerCount(tx: Tx, entity: EntityScope) {
  const [row] = await tx
    .select({ n: count() })
    .from(userEntities)
    .innerJoin(userEntityRoles, eq(userEntityRoles.userEntityId, userEntities.id))
    .innerJoin(roles, and(eq(roles.id, userEntityRoles.roleId), eq(roles.slug, "owner")))
    .where(and(scoped.entity(userEntities, entity), eq(userEntities.status, "active")));
  return row!.n;
}

/** Seats taken (active members and open, unexpired invitations) and the cap; null is no cap. */
export async function seatsOf(tx: Tx, entity: EntityScope) {
  const scope = { tenantId: entity.tenantId, entityId: entity.entityId };
  const [[members], [open], [company]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(userEntities)
      .where(and(scoped.entity(userEntities, scope), eq(userEntities.status, "active"))),
    tx
      .select({ n: count() })
      .from(invitations)
      .where(and(scoped.entity(invitations, scope), eq(invitations.status, "pending"), gt(invitations.expiresAt, new Date()))),
    tx
      .select({ seatLimit: entities.seatLimit, features: entities.features })
      .from(entities)
      .where(and(scoped.tenant(entities, entity), eq(entities.id, entity.entityId))),
  ]);
  const unlimited = !company || company.seatLimit === null || company.features.includes("extra-members");
  return { used: members!.n + open!.n, limit: unlimited ? null : company.seatLimit };
}

/** The groups of these people in the entity, by person. */
export async function groupsOfUsers(tx: Tx, entity: EntityScope, userIds: string[]) {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!userIds.length) return out;
  const rows = await tx
    .select({ userId: groupMembers.userId, id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), scoped.entity(groups, entity)))
    .where(and(scoped.entity(groupMembers, entity), inArray(groupMembers.userId, userIds)))
    .orderBy(groups.name);
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** The entity's groups among these ids, with their names. */
export async function groupsById(tx: Tx, entity: EntityScope, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(scoped.entity(groups, entity), inArray(groups.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** ISO text of a timestamp however the driver handed it over. */
export const iso = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v).toISOString());

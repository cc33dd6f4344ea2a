import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { PERMISSIONS } from "../../../contract/constants.ts";
import { ROLE_TEMPLATES, type RoleTemplate } from "../../../contract/features.ts";
import type { Db } from "../../db/client.ts";
import { entities, rolePermissions, roles, userEntities, userEntityRoles } from "../../db/schema/index.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** The one tenant predicate for entities: an entity id from outside is only trusted through it. */
export const entityInTenant = (tenantId: string, entityId: string) => and(eq(entities.whitelabelId, tenantId), eq(entities.id, entityId));

export async function insertEntity(tx: Tx, v: typeof entities.$inferInsert) {
  const [row] = await tx.insert(entities).values(v).returning();
  return row!;
}

/** The company on this tenant that has proved it owns `domain`; an unverified claim owns nothing. */
export async function findEntityByDomain(tx: Tx, tenantId: string, domain: string) {
  const [row] = await tx
    .select()
    .from(entities)
    .where(
      and(eq(entities.whitelabelId, tenantId), eq(entities.type, "company"), isNotNull(entities.domainVerifiedAt), sql`lower(${entities.domain}) = ${domain.toLowerCase()}`),
    )
    .limit(1);
  return row;
}

export async function findEntity(tx: Tx, tenantId: string, entityId: string) {
  const [row] = await tx.select().from(entities).where(entityInTenant(tenantId, entityId)).limit(1);
  return row;
}

/** The entity's role for a template, created from the template on first use. */
export async function entityRole(tx: Tx, entityId: string, template: RoleTemplate) {
  const [existing] = await tx.select().from(roles).where(and(eq(roles.entityId, entityId), eq(roles.slug, template))).limit(1);
  if (existing) return existing;
  const t = ROLE_TEMPLATES[template];
  const [role] = await tx.insert(roles).values({ entityId, slug: template, name: t.name }).returning();
  const perms = t.permissions === "all" ? PERMISSIONS : t.permissions;
  await tx.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionSlug: p })));
  return role!;
}

export async function addMember(tx: Tx, userId: string, entityId: string, templates: RoleTemplate[]) {
  const [ue] = await tx.insert(userEntities).values({ userId, entityId }).onConflictDoNothing().returning();
  const link = ue ?? (await tx.select().from(userEntities).where(and(eq(userEntities.userId, userId), eq(userEntities.entityId, entityId))))[0]!;
  for (const t of templates) {
    const role = await entityRole(tx, entityId, t);
    await tx.insert(userEntityRoles).values({ userEntityId: link.id, roleId: role.id }).onConflictDoNothing();
  }
  return link;
}

/** Users of an entity holding a role template (e.g. its managers). */
export async function memberIdsWithRole(tx: Tx, entityId: string, template: RoleTemplate) {
  const rows = await tx
    .select({ userId: userEntities.userId })
    .from(userEntities)
    .innerJoin(userEntityRoles, eq(userEntityRoles.userEntityId, userEntities.id))
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(eq(userEntities.entityId, entityId), eq(roles.slug, template)));
  return rows.map((r) => r.userId);
}

export async function seedRoleTemplates(tx: Tx) {
  for (const [slug, t] of Object.entries(ROLE_TEMPLATES)) {
    const [existing] = await tx.select().from(roles).where(and(isNull(roles.entityId), eq(roles.slug, slug)));
    if (existing) continue;
    const [role] = await tx.insert(roles).values({ entityId: null, slug, name: t.name }).returning();
    const perms = t.permissions === "all" ? PERMISSIONS : t.permissions;
    await tx.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionSlug: p })));
  }
}


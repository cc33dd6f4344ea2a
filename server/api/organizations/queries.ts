import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { PERMISSIONS, type Permission } from "../../../contract/constants.ts";
import { ROLE_TEMPLATES, type RoleTemplate } from "../../../contract/features.ts";
import type { Tx } from "../../db/client.ts";
import { entities, rolePermissions, roles, userEntities, userEntityRoles } from "./schema.ts";
import { scoped, type EntityScope, type TenantScope, type UserScope } from "../../platform/scope.ts";

export type { Tx };

/** The scope's entity in the entities table (an entity's own row is keyed by id): an entity id from outside is only trusted through it. */
export const theEntity = (scope: EntityScope) => and(scoped.tenant(entities, scope), eq(entities.id, scope.entityId));

export async function insertEntity(tx: Tx, v: typeof entities.$inferInsert) {
  const [row] = await tx.insert(entities).values(v).returning();
  return row!;
}

/**
 * Companies that hold one of `domains` (lower case): proved it as theirs, or list it among the
 * domains their people may join from. An unverified claim holds nothing.
 */
export function holdsDomain(domains: string[]) {
  const values = sql.join(
    domains.map((d) => sql`${d}`),
    sql`, `,
  );
  return or(
    and(isNotNull(entities.domainVerifiedAt), sql`lower(${entities.domain}) in (${values})`),
    sql`${entities.allowedDomains} ?| array[${values}]::text[]`,
  );
}

/**
 * The company on this tenant that has proved it owns `domain`, or that lists it among its
 * allowed domains (settings keep one company per domain); an unverified claim owns nothing.
 */
export async function findEntityByDomain(tx: Tx, tenant: TenantScope, domain: string) {
  const [row] = await tx
    .select()
    .from(entities)
    .where(and(scoped.tenant(entities, tenant), eq(entities.type, "company"), holdsDomain([domain.toLowerCase()])))
    .orderBy(sql`${entities.domainVerifiedAt} is null`)
    .limit(1);
  return row;
}

export async function findEntity(tx: Tx, entity: EntityScope) {
  const [row] = await tx.select().from(entities).where(theEntity(entity)).limit(1);
  return row;
}

/** The entity's role for a template, created from the template on first use. */
export async function entityRole(tx: Tx, entityId: string, template: RoleTemplate) {
  const [existing] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.entityId, entityId), eq(roles.slug, template)))
    .limit(1);
  if (existing) return existing;
  const t = ROLE_TEMPLATES[template];
  const [role] = await tx.insert(roles).values({ entityId, slug: template, name: t.name }).returning();
  const perms = t.permissions === "all" ? PERMISSIONS : t.permissions;
  await tx.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionSlug: p })));
  return role!;
}

/** Makes the person a member of an entity of the same tenant, with these roles. */
export async function addMember(tx: Tx, person: UserScope, entityId: string, templates: RoleTemplate[]) {
  const [ue] = await tx
    .insert(userEntities)
    .values({ whitelabelId: person.tenantId, userId: person.userId, entityId })
    .onConflictDoNothing()
    .returning();
  const link =
    ue ??
    (
      await tx
        .select()
        .from(userEntities)
        .where(scoped.entityUser(userEntities, { ...person, entityId }))
    )[0]!;
  for (const t of templates) {
    const role = await entityRole(tx, entityId, t);
    await tx.insert(userEntityRoles).values({ userEntityId: link.id, roleId: role.id }).onConflictDoNothing();
  }
  return link;
}

/** Active members of an entity whose role grants a permission (e.g. who may decide entry requests). */
export async function memberIdsWithPermission(tx: Tx, scope: EntityScope, permission: Permission) {
  const rows = await tx
    .selectDistinct({ userId: userEntities.userId })
    .from(userEntities)
    .innerJoin(userEntityRoles, eq(userEntityRoles.userEntityId, userEntities.id))
    .innerJoin(rolePermissions, and(eq(rolePermissions.roleId, userEntityRoles.roleId), eq(rolePermissions.permissionSlug, permission)))
    .where(and(scoped.entity(userEntities, scope), eq(userEntities.status, "active")));
  return rows.map((r) => r.userId);
}

export async function seedRoleTemplates(tx: Tx) {
  for (const [slug, t] of Object.entries(ROLE_TEMPLATES)) {
    const [existing] = await tx
      .select()
      .from(roles)
      .where(and(isNull(roles.entityId), eq(roles.slug, slug)));
    if (existing) continue;
    const [role] = await tx.insert(roles).values({ entityId: null, slug, name: t.name }).returning();
    const perms = t.permissions === "all" ? PERMISSIONS : t.permissions;
    await tx.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionSlug: p })));
  }
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { entities, entryRequests, federatedIdentities, rolePermissions, roles, userEntities, userEntityRoles, users } from "../../db/schema/index.ts";
import { scoped, type Scope, type UserScope } from "../../platform/scope.ts";
import type { Tx } from "../organizations/service.ts";

export type UserRow = typeof users.$inferSelect;

/** The scope's person in the users table (a user's own row is keyed by id, not user_id). */
export const theUser = (scope: UserScope) => and(scoped(users, { tenantId: scope.tenantId }), eq(users.id, scope.userId));

export async function findUserByEmail(db: Tx, scope: Scope, email: string) {
  const [row] = await db.select().from(users).where(and(scoped(users, { tenantId: scope.tenantId }), sql`lower(${users.email}) = ${email.toLowerCase()}`)).limit(1);
  return row;
}

export async function findUserById(db: Tx, scope: UserScope) {
  const [row] = await db.select().from(users).where(theUser(scope)).limit(1);
  return row;
}

/** The §3 User: memberships with roles and permissions, plus the active entity's permissions and features. */
export async function loadUserView(db: Db, scope: UserScope) {
  const tenant: Scope = { tenantId: scope.tenantId };
  const user = await findUserById(db, scope);
  if (!user) return null;
  const memberships = await db
    .select({ link: userEntities, entity: entities })
    .from(userEntities)
    .innerJoin(entities, and(eq(entities.id, userEntities.entityId), scoped(entities, tenant)))
    .where(scoped(userEntities, scope))
    .orderBy(userEntities.createdAt);
  const links = memberships.map((m) => m.link.id);
  const roleRows = links.length
    ? await db
        .select({ linkId: userEntityRoles.userEntityId, role: roles, permissionSlug: rolePermissions.permissionSlug })
        .from(userEntityRoles)
        .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
        .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
        .where(inArray(userEntityRoles.userEntityId, links))
    : [];
  const [pending] = user.pendingApproval
    ? await db
        .select({ entityName: entities.name, requestedAt: entryRequests.createdAt })
        .from(entryRequests)
        .innerJoin(entities, and(eq(entities.id, entryRequests.entityId), scoped(entities, tenant)))
        .where(and(scoped(entryRequests, scope), eq(entryRequests.status, "pending")))
        .limit(1)
    : [];
  const [fed] = await db.select({ id: federatedIdentities.id }).from(federatedIdentities).where(scoped(federatedIdentities, scope)).limit(1);
  const userEntitiesView = memberships.map((m) => {
    const byRole = new Map<string, { id: string; slug: string; name: string; permissions: { permissionSlug: string }[] }>();
    for (const r of roleRows.filter((x) => x.linkId === m.link.id)) {
      const v = byRole.get(r.role.id) ?? { id: r.role.id, slug: r.role.slug, name: r.role.name, permissions: [] };
      if (r.permissionSlug) v.permissions.push({ permissionSlug: r.permissionSlug });
      byRole.set(r.role.id, v);
    }
    return {
      entity: { id: m.entity.id, name: m.entity.name, type: m.entity.type, features: m.entity.features, stripeCustomerId: m.entity.stripeCustomerId },
      roles: [...byRole.values()],
    };
  });
  const active = userEntitiesView.find((u) => u.entity.id === user.activeEntityId) ?? userEntitiesView[0];
  const permissions = user.pendingApproval ? [] : [...new Set(active?.roles.flatMap((r) => r.permissions.map((p) => p.permissionSlug)) ?? [])];
  return {
    user,
    view: {
      id: user.id,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      isManager: user.isManager,
      pendingApproval: user.pendingApproval,
      completedProfile: user.completedProfile,
      languageCode: user.languageCode,
      interactionFlag: user.interactionFlag,
      emailPreferences: user.emailPreferences,
      isFederated: !!fed,
      userEntities: userEntitiesView,
      pendingEntry: pending ? { entityName: pending.entityName, requestedAt: pending.requestedAt.toISOString() } : null,
      permissions,
      features: user.pendingApproval ? [] : (active?.entity.features ?? []),
    },
    activeEntityId: active?.entity.id ?? null,
  };
}
export type UserView = NonNullable<Awaited<ReturnType<typeof loadUserView>>>["view"];

import { and, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_FEATURES } from "../../../contract/features.ts";
import type { Tx } from "../../db/client.ts";
import { accessActivities, entities, entryRequests, rolePermissions, roles, userEntities, userEntityRoles } from "./schema.ts";
import { scoped, type TenantScope } from "../../platform/scope.ts";
import type { Eraser, MembershipSource, SessionHook, SignUpHook } from "../area.ts";
import { people } from "../identity/index.ts";
import { addMember, insertEntity } from "./queries.ts";

/** The person's entities with their roles and permissions, and their open request to join a company (the §3 User's part). */
export const membershipsOf: MembershipSource = async (db, person, { pendingApproval }) => {
  const tenant: TenantScope = { tenantId: person.tenantId };
  const memberships = await db
    .select({ link: userEntities, entity: entities })
    .from(userEntities)
    .innerJoin(entities, and(eq(entities.id, userEntities.entityId), scoped.tenant(entities, tenant)))
    .where(and(scoped.user(userEntities, person), eq(userEntities.status, "active")))
    .orderBy(userEntities.createdAt);
  const links = memberships.map((m) => m.link.id);
  const [roleRows, [pending]] = await Promise.all([
    links.length
      ? db
          .select({ linkId: userEntityRoles.userEntityId, role: roles, permissionSlug: rolePermissions.permissionSlug })
          .from(userEntityRoles)
          .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
          .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
          .where(inArray(userEntityRoles.userEntityId, links))
      : Promise.resolve([]),
    pendingApproval
      ? db
          .select({ entityName: entities.name, requestedAt: entryRequests.createdAt })
          .from(entryRequests)
          .innerJoin(entities, and(eq(entities.id, entryRequests.entityId), scoped.tenant(entities, tenant)))
          .where(and(scoped.user(entryRequests, person), eq(entryRequests.status, "pending")))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const userEntitiesView = memberships.map((m) => {
    const byRole = new Map<string, { id: string; slug: string; name: string; permissions: { permissionSlug: string }[] }>();
    for (const r of roleRows.filter((x) => x.linkId === m.link.id)) {
      const v = byRole.get(r.role.id) ?? { id: r.role.id, slug: r.role.slug, name: r.role.name, permissions: [] };
      if (r.permissionSlug) v.permissions.push({ permissionSlug: r.permissionSlug });
      byRole.set(r.role.id, v);
    }
    return {
      entity: {
        id: m.entity.id,
        name: m.entity.name,
        type: m.entity.type,
        features: m.entity.features,
        stripeCustomerId: m.entity.stripeCustomerId,
      },
      roles: [...byRole.values()],
    };
  });
  return {
    userEntities: userEntitiesView,
    pendingEntry: pending ? { entityName: pending.entityName, requestedAt: pending.requestedAt.toISOString() } : null,
  };
};

/** An individual sign-up gets an entity of their own, which they manage. */
export const setUpSignUp: SignUpHook = async (tx, person, details) => {
  if (details.accountType !== "individual") return;
  const entity = await insertEntity(tx, {
    whitelabelId: person.tenantId,
    type: "individual",
    name: details.name,
    features: [...DEFAULT_FEATURES.individual],
  });
  await addMember(tx, person, entity.id, ["owner"]);
  await people.setStanding(tx, person, { activeEntityId: entity.id });
};

/** Sign-ins and renewals, kept for the entity's access reports. */
export const recordAccess: SessionHook = async (db, e) => {
  await db.insert(accessActivities).values({
    whitelabelId: e.person.tenantId,
    entityId: e.entityId,
    userId: e.person.userId,
    userName: e.name,
    userEmail: e.email,
    kind: e.kind,
    ip: e.ip,
  });
};

/**
 * Erasure: the person's access records stay for the company, anonymised; the individual
 * entities they had (theirs alone) go with their memberships.
 */
export const eraseMemberships: Eraser = async (tx: Tx, person) => {
  await tx
    .update(accessActivities)
    .set({ userName: sql`'—'`, userEmail: sql`'—'`, ip: null, userId: null })
    .where(scoped.user(accessActivities, person));
  const own = tx.select({ id: userEntities.entityId }).from(userEntities).where(scoped.user(userEntities, person));
  await tx.delete(entities).where(and(scoped.tenant(entities, person), eq(entities.type, "individual"), inArray(entities.id, own)));
  await tx.delete(userEntities).where(scoped.user(userEntities, person));
};

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { federatedIdentities, users } from "./schema.ts";
import { scoped, type TenantScope, type UserScope } from "../../platform/scope.ts";
import { SLICE, inSlices } from "../../platform/slices.ts";
import type { MembershipSource } from "../area.ts";

export type UserRow = typeof users.$inferSelect;

/** The scope's person in the users table (a user's own row is keyed by id, not user_id). */
export const theUser = (scope: UserScope) => and(scoped.tenant(users, scope), eq(users.id, scope.userId));

export async function findUserByEmail(db: Tx, scope: TenantScope, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(scoped.tenant(users, scope), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findUserById(db: Tx, scope: UserScope) {
  const [row] = await db.select().from(users).where(theUser(scope)).limit(1);
  return row;
}

/** The company name a person typed at sign-up (or on the federated sign-up's last step), if any. */
const companyNameOf = (details: Record<string, unknown>) =>
  typeof details.organization === "string" && details.organization.trim() ? details.organization.trim() : null;

/**
 * The §3 User: the person's own fields, plus the memberships the organizations area lends
 * (entities, roles, permissions, an open request) and the active entity's permissions and features.
 */
export async function loadUserView(db: Db, scope: UserScope, memberships: MembershipSource) {
  const user = await findUserById(db, scope);
  if (!user) return null;
  const [{ userEntities, pendingEntry }, [fed]] = await Promise.all([
    memberships(db, scope, { pendingApproval: user.pendingApproval }),
    db.select({ id: federatedIdentities.id }).from(federatedIdentities).where(scoped.user(federatedIdentities, scope)).limit(1),
  ]);
  const active = userEntities.find((u) => u.entity.id === user.activeEntityId) ?? userEntities[0];
  const permissions = user.pendingApproval
    ? []
    : [...new Set(active?.roles.flatMap((r) => r.permissions.map((p) => p.permissionSlug)) ?? [])];
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
      userEntities,
      signUpCompanyName: companyNameOf(user.signUpDetails),
      pendingEntry,
      permissions,
      features: user.pendingApproval ? [] : (active?.entity.features ?? []),
    },
    activeEntityId: active?.entity.id ?? null,
  };
}
export type UserView = NonNullable<Awaited<ReturnType<typeof loadUserView>>>["view"];

/** People of a tenant by id (e.g. the applicants of a page of entry requests, or every person of a group), in no particular order. */
export async function findUsersByIds(db: Tx, { tenantId }: TenantScope, ids: string[], slice = SLICE) {
  if (!ids.length) return [];
  // a group or company of any size: the ids go in slices, below PostgreSQL's parameters a statement
  return inSlices(
    [...new Set(ids)],
    (some) =>
      db
        .select()
        .from(users)
        .where(and(scoped.tenant(users, { tenantId }), inArray(users.id, some))),
    slice,
  );
}

/** What another area may change of a person's standing (their company, role and profile state). */
export type Standing = Partial<Pick<UserRow, "name" | "isManager" | "pendingApproval" | "completedProfile" | "activeEntityId">>;

export async function setStanding(tx: Tx, person: UserScope, standing: Standing) {
  await tx
    .update(users)
    .set({ ...standing, updatedAt: new Date() })
    .where(theUser(person));
}

/** The ids of the tenant's people with these addresses (case-insensitive); unknown addresses are skipped. */
export async function findUserIdsByEmails(db: Tx, { tenantId }: TenantScope, emails: string[]) {
  if (!emails.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        scoped.tenant(users, { tenantId }),
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The tenant's people (id, name, address) as a relation another area joins by id, so a page of
 * its own rows can be searched and sorted by name without reading the users table itself.
 */
export function peopleDirectory(db: Tx, { tenantId }: TenantScope) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(scoped.tenant(users, { tenantId }))
    .as("people");
}

import { PERMISSIONS, type Permission } from "../../../contract/constants.ts";
import { COMPANY_ROLES, ROLE_TEMPLATES, type CompanyRole } from "../../../contract/features.ts";

/** Who acts on a company's people: their id and what their role in the company grants them. */
export type Actor = { userId: string; permissions: readonly Permission[]; features: readonly string[] };

const permissionsOf = (role: CompanyRole): readonly Permission[] => {
  const p = ROLE_TEMPLATES[role].permissions;
  return p === "all" ? PERMISSIONS : p;
};

/** A role is within the actor's reach when it grants nothing the actor lacks (so only an owner makes owners). */
export const within = (actor: Actor, role: CompanyRole) => permissionsOf(role).every((p) => actor.permissions.includes(p));

export const canManage = (actor: Actor) => actor.permissions.includes("manage-users");

/** The roles the actor may give, lowest first. */
export const assignableRoles = (actor: Actor): CompanyRole[] => (canManage(actor) ? COMPANY_ROLES.filter((r) => within(actor, r)) : []);

export type MemberState = { userId: string; role: CompanyRole; status: "active" | "deactivated" };

/**
 * What the actor may do to a member: nothing to themselves, nothing to someone above them, and
 * never leave the company without an active owner. The answer also goes to the UI.
 */
export function memberPolicy(actor: Actor, target: MemberState, activeOwners: number) {
  const lastOwner = target.role === "owner" && target.status === "active" && activeOwners <= 1;
  const base = canManage(actor) && target.userId !== actor.userId && within(actor, target.role);
  return {
    role: base && !lastOwner,
    deactivate: base && target.status === "active" && !lastOwner,
    reactivate: base && target.status === "deactivated",
    remove: base && !lastOwner,
  };
}

/** The highest named role among a member's roles (a member whose roles name none counts as a member). */
export function highestRole(slugs: readonly string[]): CompanyRole {
  let best: CompanyRole = "member";
  for (const s of slugs)
    if ((COMPANY_ROLES as readonly string[]).includes(s) && COMPANY_ROLES.indexOf(s as CompanyRole) > COMPANY_ROLES.indexOf(best))
      best = s as CompanyRole;
  return best;
}

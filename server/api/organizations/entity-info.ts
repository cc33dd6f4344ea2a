import { and, count, eq, gt } from "drizzle-orm";
import type { EntityInfo, MemberCounts, Seats } from "../../../contract/company.ts";
import { COMPANY_ROLES, type CompanyRole } from "../../../contract/features.ts";
import type { User } from "../../../contract/auth.ts";
import { emailDomain } from "../../../contract/email-domains.ts";
import { isFreeMailHost } from "../../../contract/public-suffix.ts";
import type { Db } from "../../db/client.ts";
import { entryRequests, invitations, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type EntityScope, type TenantScope } from "../../platform/scope.ts";
import { findEntity, findEntityByDomain } from "./queries.ts";

/** Who asks, as far as the answer depends on it. */
export type InfoReader = { user: User; managerMode: boolean; withCounts: boolean };

/** The highest named company role the person holds in the entity. */
export function companyRoleOf(user: User, entityId: string): CompanyRole | null {
  const slugs = new Set(user.userEntities.find((m) => m.entity.id === entityId)?.roles.map((r) => r.slug) ?? []);
  return [...COMPANY_ROLES].reverse().find((r) => slugs.has(r)) ?? null;
}

/** Seats: null limit (none set, or the extra-members feature) is unlimited. */
export function seatsOf(entity: { seatLimit: number | null; features: string[] }, counts: Pick<MemberCounts, "active" | "invited">): Seats {
  const limit = entity.features.includes("extra-members") ? null : entity.seatLimit;
  const used = counts.active + counts.invited;
  return { limit, used, available: limit === null ? null : Math.max(0, limit - used) };
}

/** Members by state: active and deactivated memberships, open invitations, pending requests to join. */
async function memberCounts(db: Db, scope: EntityScope): Promise<MemberCounts> {
  const entity = { tenantId: scope.tenantId, entityId: scope.entityId };
  const [byStatus, [invited], [awaiting]] = await Promise.all([
    db
      .select({ status: userEntities.status, n: count() })
      .from(userEntities)
      .where(scoped.entity(userEntities, entity))
      .groupBy(userEntities.status),
    db
      .select({ n: count() })
      .from(invitations)
      .where(and(scoped.entity(invitations, entity), eq(invitations.status, "pending"), gt(invitations.expiresAt, new Date()))),
    db
      .select({ n: count() })
      .from(entryRequests)
      .where(and(scoped.entity(entryRequests, entity), eq(entryRequests.status, "pending"))),
  ]);
  const of = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return { active: of("active"), invited: invited?.n ?? 0, awaitingApproval: awaiting?.n ?? 0, deactivated: of("deactivated") };
}

/**
 * The viewer's active entity as the header and the company overview need it. Seat and member
 * counts only when the reader may have them (team-management, view-users, manager side).
 */
export async function entityInfo(db: Db, scope: EntityScope, reader: InfoReader): Promise<EntityInfo> {
  const e = await findEntity(db, scope);
  if (!e) throw new DomainError("not_found", "not_found", "errors:notFound");
  const members = reader.withCounts ? await memberCounts(db, scope) : null;
  return {
    id: e.id,
    name: e.name,
    type: e.type,
    domain: e.domain,
    domainVerified: !!e.domainVerifiedAt,
    features: e.features,
    seats: members ? seatsOf(e, members) : null,
    members,
    viewer: { role: companyRoleOf(reader.user, e.id), permissions: reader.user.permissions, managerMode: reader.managerMode },
  };
}

/** The viewer's active entity in short: `GET /api/entity`. */
export async function entityCard(db: Db, scope: EntityScope) {
  const e = await findEntity(db, scope);
  if (!e) throw new DomainError("not_found", "not_found", "errors:notFound");
  return { id: e.id, name: e.name, type: e.type, domain: e.domain, features: e.features };
}

/**
 * Whether a company of the tenant proved it owns the domain of the person's own address (a
 * free-mail domain belongs to no company). Only that domain is answered: nobody lists companies
 * by domain.
 */
export async function companyOfOwnDomain(db: Db, tenant: TenantScope, ownEmail: string, domain: string) {
  if (domain !== emailDomain(ownEmail)) throw new DomainError("invalid", "domain_not_yours", "errors:domainNotYours");
  const e = isFreeMailHost(domain) ? undefined : await findEntityByDomain(db, tenant, domain);
  return { exists: !!e, entityName: e?.name ?? null };
}

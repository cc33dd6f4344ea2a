import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * Whose data a query may touch: always one tenant; some reads also one entity of it, one user of
 * it, or both. An id that came from a URL, a header or a body is trusted only once the predicate
 * (`scoped.*`) matched it. A request becomes a scope through `scopeOf` (request-scope.ts) only.
 */
export type TenantScope = { tenantId: string };
/** An entity (company or individual) on a tenant. */
export type EntityScope = TenantScope & { entityId: string };
/** A signed-in person on a tenant. */
export type UserScope = TenantScope & { userId: string };
/** One person's rows inside one entity (a membership, their own join request). */
export type EntityUserScope = EntityScope & UserScope;

/** A table that holds one tenant's rows: it has a whitelabel_id column. */
export type TenantTable = PgTable & { whitelabelId: AnyPgColumn };
/** A tenant table whose rows also belong to one entity. */
export type EntityTable = TenantTable & { entityId: AnyPgColumn };
/** A tenant table whose rows also belong to one user. */
export type UserTable = TenantTable & { userId: AnyPgColumn };

/**
 * The one tenant predicate, in the variant that says what the query narrows by: each variant
 * reads only the fields it names, whatever else the scope object carries, and a table without
 * the column a variant filters is a compile error.
 * - `tenant`: `whitelabel_id = tenantId`
 * - `entity`: that and `entity_id = entityId` (a manager's report, a company's settings)
 * - `user`: that and `user_id = userId` (a learner's own rows)
 * - `entityUser`: all three (one person's membership in one entity)
 */
export const scoped = {
  tenant: (table: TenantTable, scope: TenantScope): SQL => and(eq(table.whitelabelId, scope.tenantId))!,
  entity: (table: EntityTable, scope: EntityScope): SQL => and(eq(table.whitelabelId, scope.tenantId), eq(table.entityId, scope.entityId))!,
  user: (table: UserTable, scope: UserScope): SQL => and(eq(table.whitelabelId, scope.tenantId), eq(table.userId, scope.userId))!,
  entityUser: (table: EntityTable & UserTable, scope: EntityUserScope): SQL =>
    and(eq(table.whitelabelId, scope.tenantId), eq(table.entityId, scope.entityId), eq(table.userId, scope.userId))!,
};

/**
 * For tables where a row without a tenant belongs to the platform and every tenant sees it
 * (library courses and programs, platform-wide redirects): those rows, and the tenant's own
 * (`tenant`) or the entity's own (`entity`).
 */
export const platformOrScoped = {
  tenant: (table: TenantTable, scope: TenantScope): SQL => or(isNull(table.whitelabelId), scoped.tenant(table, scope))!,
  entity: (table: EntityTable, scope: EntityScope): SQL => or(isNull(table.whitelabelId), scoped.entity(table, scope))!,
};

/**
 * Says that a statement reads or writes every tenant's rows on purpose (a job's sweep: due
 * reminders, renewals, retention), and why. Put it among the statement's conditions: it is
 * `true` to the database and a comment the SQL scope test (server/api/tenant-scope.test.ts)
 * reads, which accepts it in a job's statement and refuses it in a request's.
 */
export function allTenants(why: string): SQL {
  return sql.raw(`/* all-tenants: ${why.replace(/[^\w ,.:'()-]/g, " ")} */ true`);
}

/** One person of a tenant: the tenant's scope (only its tenant is read) and the person's id. */
export const userScope = (tenant: TenantScope, userId: string): UserScope => ({ tenantId: tenant.tenantId, userId });

/**
 * The scope of a statement built once (platform/prepared.ts): each execution fills `tenantId`,
 * `entityId` and `userId` with the caller's scope. Ask for the parts the read narrows by and
 * pass the result to the `scoped` variant that names them.
 */
export function preparedScope<K extends "entityId" | "userId">(...parts: K[]): TenantScope & Record<K, string> {
  const scope: Record<string, unknown> = { tenantId: sql.placeholder("tenantId") };
  for (const p of parts) scope[p] = sql.placeholder(p);
  return scope as TenantScope & Record<K, string>;
}

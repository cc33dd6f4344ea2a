import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * Whose data a query may touch: always one tenant; optionally one entity and one user of it.
 * An id that came from a URL, a header or a body is trusted only once this predicate matched it.
 */
export type Scope = { tenantId: string; entityId?: string | null; userId?: string };
/** A signed-in person on a tenant. */
export type UserScope = Scope & { userId: string };
/** An entity (company or individual) on a tenant. */
export type EntityScope = Scope & { entityId: string };

/** A table that holds one tenant's rows: it has a whitelabel_id column. */
export type TenantTable = PgTable & { whitelabelId: AnyPgColumn };

type Optional = Partial<Record<"entityId" | "userId", AnyPgColumn>>;

/**
 * The one tenant predicate: `whitelabel_id = scope.tenantId`, plus `entity_id = scope.entityId`
 * when the scope names an entity and the table has that column, plus `user_id = scope.userId`
 * likewise. Pass only what the query means to narrow by (a manager's report is
 * `{ tenantId, entityId }`, a learner's own rows `{ tenantId, userId }`).
 */
export function scoped(table: TenantTable, scope: Scope): SQL {
  const parts: SQL[] = [eq(table.whitelabelId, scope.tenantId)];
  const cols = table as unknown as Optional;
  if (scope.entityId && cols.entityId) parts.push(eq(cols.entityId, scope.entityId));
  if (scope.userId && cols.userId) parts.push(eq(cols.userId, scope.userId));
  return and(...parts)!;
}

/**
 * For tables where a row without a tenant belongs to the platform and every tenant sees it
 * (library courses and programs, platform-wide redirects): those rows, and the tenant's own.
 */
export function platformOrScoped(table: TenantTable, scope: Scope): SQL {
  return or(isNull(table.whitelabelId), scoped(table, scope))!;
}

export const userScope = (tenantId: string, userId: string): UserScope => ({ tenantId, userId });

/**
 * The scope of a statement built once (platform/prepared.ts): each execution fills `tenantId`,
 * `entityId` and `userId` with the caller's scope. Pass only the parts the read narrows by.
 */
export function preparedScope<K extends "entityId" | "userId">(...parts: K[]): Scope & Record<K, string> {
  const scope: Scope = { tenantId: sql.placeholder("tenantId") as unknown as string };
  for (const p of parts) (scope as Record<string, unknown>)[p] = sql.placeholder(p);
  return scope as Scope & Record<K, string>;
}

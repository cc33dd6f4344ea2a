import { timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Column builders the tables share (the platform's in server/db/schema/, each area's in
 * server/api/<area>/schema*.ts). Each call returns fresh builders, so one helper serves every
 * table. This module names no table: a foreign key's target (tenancy's `whitelabels`,
 * organizations' `entities`, identity's `users`, or a table of the same file) is passed in, so
 * the platform imports no area.
 */

/** A table a foreign key points at, by its `id`. */
type Keyed = { id: AnyPgColumn };

/** A moment, with its time zone (every time the schema keeps is one). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** When something happened: required, now unless given. */
export const happenedAt = (name: string) => at(name).notNull().defaultNow();
export const createdAt = () => happenedAt("created_at");
export const updatedAt = () => happenedAt("updated_at");
/** `created_at` and `updated_at`, both now on insert (spread into the columns). */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The row's id: a random uuid. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/** A row that cannot be without its parent: required, and deleted with it. */
export const belongsTo = (name: string, parent: Keyed) =>
  uuid(name)
    .notNull()
    .references(() => parent.id, { onDelete: "cascade" });
/** A row that may have a parent (null: none, e.g. the platform's own): deleted with it when it has one. */
export const mayBelongTo = (name: string, parent: Keyed) => uuid(name).references(() => parent.id, { onDelete: "cascade" });
/** A row that names another (who did it, what it came from) and outlives it: null once that row is deleted. */
export const refersTo = (name: string, target: Keyed) => uuid(name).references(() => target.id, { onDelete: "set null" });

/** The tenant's row: `whitelabelId`, required, deleted with the tenant. */
const tenantOwned = (whitelabels: Keyed) => ({ whitelabelId: belongsTo("whitelabel_id", whitelabels) });

/**
 * Who owns a row, spread into its columns (`...ownedBy.entity(whitelabels, entities)`): the tenant
 * always, and the entity (company or individual account) or the person; each required, the row
 * deleted with its owner. The tenant scope (server/platform/scope.ts) filters on these columns.
 */
export const ownedBy = {
  /** `whitelabelId`. */
  tenant: tenantOwned,
  /** `whitelabelId`, `entityId`. */
  entity: (whitelabels: Keyed, entities: Keyed) => ({ ...tenantOwned(whitelabels), entityId: belongsTo("entity_id", entities) }),
  /** `whitelabelId`, `userId`. */
  user: (whitelabels: Keyed, users: Keyed) => ({ ...tenantOwned(whitelabels), userId: belongsTo("user_id", users) }),
};

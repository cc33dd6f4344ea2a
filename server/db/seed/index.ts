import type { Db } from "../client.ts";
import { MANIFESTS } from "../../areas.ts";
import type { Storage } from "../../platform/storage.ts";

/**
 * Idempotent: inserts what is missing and never overwrites a tenant an operator has
 * edited, so it is safe on every start. Each area adds its own data with its manifest's seed
 * hook (server/api/<area>/seed/), in the order the areas are listed (server/areas.ts), so an
 * area's demo data may build on the areas' listed before it. `storage` takes demo files as
 * uploads; without it (the benchmarks' databases) the demo data that needs files is left out.
 */
export async function seed(db: Db, opts: { productSlug: string; storage?: Storage }) {
  await db.transaction(async (tx) => {
    for (const area of MANIFESTS) if ("seed" in area) await area.seed(tx, { db, ...opts });
  });
}

import type { Db } from "../client.ts";
import { MANIFESTS } from "../../areas.ts";
import type { Storage } from "../../platform/storage.ts";

/**
 * Idempotent: inserts what is missing and never overwrites a tenant an operator has
 * edited, so it is safe on every start. Each area adds its own data with its manifest's seed
 * hook (server/api/<area>/seed/), in the order the areas are listed (server/areas.ts): the
 * tenants first, the library, the demo companies and people, their plans, the scanner demo
 * and, after it (its scans are the compliance demo's automatic evidence), the compliance demo.
 * `storage` takes the compliance demo's evidence files, as uploads; without it (the benchmarks'
 * databases) the compliance demo is left out.
 */
export async function seed(db: Db, opts: { productSlug: string; storage?: Storage }) {
  await db.transaction(async (tx) => {
    for (const area of MANIFESTS) if ("seed" in area) await area.seed(tx, { db, ...opts });
  });
}

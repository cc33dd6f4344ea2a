import { sql } from "drizzle-orm";
import { PERMISSIONS } from "../../../contract/constants.ts";
import type { Db } from "../client.ts";
import { permissions, redirects, whitelabels } from "../schema/index.ts";
import { tenantSeeds } from "./tenants.ts";

/**
 * Idempotent: inserts what is missing and never overwrites a tenant an operator has
 * edited, so it is safe on every start.
 */
export async function seed(db: Db, opts: { productSlug: string }) {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((slug) => ({ slug })))
      .onConflictDoNothing();
    for (const t of tenantSeeds(opts.productSlug)) {
      await tx.insert(whitelabels).values(t).onConflictDoNothing({ target: whitelabels.whitelabelSlug });
    }
    const [acme] = await tx.select({ id: whitelabels.id }).from(whitelabels).where(sql`${whitelabels.whitelabelSlug} = 'acme'`);
    if (acme) {
      await tx
        .insert(redirects)
        .values({ whitelabelId: acme.id, path: "/academy", target: "/training", status: 302 })
        .onConflictDoNothing({ target: [redirects.whitelabelId, redirects.path], where: sql`whitelabel_id is not null` });
    }
    await tx
      .insert(redirects)
      .values({ whitelabelId: null, path: "/courses", target: "/training/courses", status: 301 })
      .onConflictDoNothing({ target: redirects.path, where: sql`whitelabel_id is null` });
  });
}

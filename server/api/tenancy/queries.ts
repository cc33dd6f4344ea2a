import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { redirects, whitelabels } from "./schema.ts";
import { platformOrScoped } from "../../platform/scope.ts";

export type WhitelabelRow = typeof whitelabels.$inferSelect;

export async function findWhitelabelBySlug(db: Db, slug: string): Promise<WhitelabelRow | undefined> {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, slug)).limit(1);
  return row;
}

export async function findWhitelabelById(db: Db | Tx, id: string): Promise<WhitelabelRow | undefined> {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.id, id)).limit(1);
  return row;
}

export async function findWhitelabelByDomain(db: Db, domain: string): Promise<WhitelabelRow | undefined> {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.domain, domain)).limit(1);
  return row;
}

/** A tenant's own redirect wins over a platform-wide one for the same path. */
export async function findRedirect(db: Db, whitelabelId: string, path: string) {
  const [row] = await db
    .select({ target: redirects.target, status: redirects.status })
    .from(redirects)
    .where(and(eq(redirects.path, path), platformOrScoped.tenant(redirects, { tenantId: whitelabelId })))
    .orderBy(sql`${redirects.whitelabelId} is null`)
    .limit(1);
  return row;
}

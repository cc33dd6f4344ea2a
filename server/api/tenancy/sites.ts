import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { whitelabels } from "./schema.ts";
import type { WhitelabelRow } from "./queries.ts";

/** What an owner may set on a site; the rest (features, layout, beta) is the platform's. */
export type SiteValues = Pick<
  typeof whitelabels.$inferInsert,
  | "whitelabelSlug"
  | "name"
  | "domain"
  | "pendingDomain"
  | "domainToken"
  | "logos"
  | "colors"
  | "favicon"
  | "socials"
  | "settings"
  | "verifiedAt"
  | "features"
>;

/** Writes to the whitelabels table: only tenancy touches it; other areas call these. */
export function createSites(db: Db, onChange: () => void) {
  return {
    async create(tx: Tx, values: SiteValues & { whitelabelSlug: string }): Promise<WhitelabelRow> {
      const [row] = await tx.insert(whitelabels).values(values).returning();
      onChange();
      return row!;
    },
    async update(tx: Tx, id: string, patch: Partial<SiteValues>): Promise<WhitelabelRow | undefined> {
      const [row] = await tx
        .update(whitelabels)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(whitelabels.id, id))
        .returning();
      onChange();
      return row;
    },
    /** A slug another site uses. */
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: whitelabels.id })
        .from(whitelabels)
        .where(and(eq(whitelabels.whitelabelSlug, slug), exceptId ? ne(whitelabels.id, exceptId) : undefined))
        .limit(1);
      return !!row;
    },
    /** A custom domain another site serves (a claim not yet proved takes nothing). */
    async domainTaken(domain: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: whitelabels.id })
        .from(whitelabels)
        .where(and(eq(whitelabels.domain, domain), exceptId ? ne(whitelabels.id, exceptId) : undefined))
        .limit(1);
      return !!row;
    },
  };
}
export type Sites = ReturnType<typeof createSites>;

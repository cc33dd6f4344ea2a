import { sql } from "drizzle-orm";
import type { SeedTransaction } from "../../manifest.ts";
import { phishingTemplates } from "../schema.ts";
import { LIBRARY } from "./library/index.ts";
import { cleanContent } from "./service.ts";

/**
 * The library's templates as platform rows (no tenant), updated in place by slug: seeding again
 * changes nothing but their words. Each row's creation time follows the library's order, which
 * is the order the templates' page lists them in.
 */
export async function seedLibraryTemplates(tx: SeedTransaction) {
  const base = Date.UTC(2026, 0, 1);
  for (const [i, t] of LIBRARY.entries()) {
    await tx
      .insert(phishingTemplates)
      .values({
        whitelabelId: null,
        entityId: null,
        slug: t.slug,
        category: t.category,
        difficulty: t.difficulty,
        landingPageId: t.landingPageId,
        content: cleanContent(t.content),
        createdAt: new Date(base + i * 1000),
      })
      .onConflictDoUpdate({
        target: phishingTemplates.slug,
        set: {
          category: t.category,
          difficulty: t.difficulty,
          landingPageId: t.landingPageId,
          content: cleanContent(t.content),
          createdAt: new Date(base + i * 1000),
          archivedAt: null,
          updatedAt: sql`now()`,
        },
      });
  }
}

import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { phishingTemplates } from "../schema.ts";
import { LIBRARY } from "./library/index.ts";
import { seedLibraryTemplates } from "./seed-library.ts";

// The library's seed: every simulation once, as the platform's (no tenant), put back as the
// library says however often it runs.

describe.each(BACKENDS)("the library's seed on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const library = () => t.database.db.select().from(phishingTemplates).where(isNull(phishingTemplates.whitelabelId));

  it("holds each library template once by slug, restored as the library says when seeded again", async () => {
    expect(LIBRARY.length).toBeGreaterThan(0);
    const first = LIBRARY[0]!;
    // a library row changed by hand (or by an older seed) is put back
    await t.database.db.update(phishingTemplates).set({ difficulty: 9 }).where(eq(phishingTemplates.slug, first.slug));
    await t.database.db.transaction((tx) => seedLibraryTemplates(tx));
    await t.database.db.transaction((tx) => seedLibraryTemplates(tx));
    const rows = (await library()).filter((r) => LIBRARY.some((l) => l.slug === r.slug));
    expect(rows).toHaveLength(LIBRARY.length);
    for (const r of rows) expect(r.entityId).toBeNull();
    expect(rows.find((r) => r.slug === first.slug)).toMatchObject({ difficulty: first.difficulty, category: first.category });
  });
});

// `npm run bench -- --only=imports`: a 50,000-row CSV of people imported into a new company on
// a fresh PostgreSQL database (TEST_DATABASE_URL, as the API tests use), through the import's
// business function (parse, validate, plan, one transaction of set-based writes; a fifth of the
// people have an account already and join, the rest are invited), then the
// same file again (nothing changes). Skipped when no PostgreSQL answers.
import { eq, sql } from "drizzle-orm";
import { entities } from "../server/api/organizations/schema.ts";
import { whitelabels } from "../server/api/tenancy/schema.ts";
import { seed } from "../server/db/seed/index.ts";
import { createImports } from "../server/api/organizations/imports.ts";
import type { Jobs } from "../server/platform/jobs.ts";
import { BACKENDS, scratchDatabase } from "../server/test/harness.ts";

export const IMPORT_BENCH_ROWS = 50_000;

export async function benchImports(rows = IMPORT_BENCH_ROWS) {
  if (!BACKENDS.includes("postgres")) return console.log("(imports skipped: no PostgreSQL at TEST_DATABASE_URL)");
  const scratch = await scratchDatabase("postgres");
  try {
    await scratch.database.migrate();
    const db = scratch.database.db;
    await seed(db, { productSlug: "shield" });
    const [acme] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [company] = await db
      .insert(entities)
      .values({ whitelabelId: acme!.id, type: "company", name: "Bench Corp", features: ["team-management", "import-csv"], seatLimit: null })
      .returning();
    // a fifth of the people already have an account on the tenant: they join at once, the others are invited
    await db.execute(
      sql`insert into users (whitelabel_id, email, name) select ${acme!.id}::uuid, 'person' || i || '@bench-corp.example', 'Old name ' || i from generate_series(0, ${rows - 1}, 5) as i`,
    );
    const roles = ["member", "member", "member", "reports-viewer", "manager"];
    const lines = ["name;email;groups;role;language"];
    for (let i = 0; i < rows; i++)
      lines.push(
        `"Person ${i}, Bench";person${i}@bench-corp.example;Team ${i % 40}|Site ${i % 7};${roles[i % roles.length]};${i % 2 ? "pt" : "en"}`,
      );
    const csv = `\uFEFF${lines.join("\r\n")}\r\n`;
    const imports = createImports(db, { send: async () => null } as unknown as Jobs);
    const scope = { tenantId: acme!.id, entityId: company!.id };
    const time = async () => {
      const { id } = await imports.create(scope, null, { csv, fileName: "bench.csv", dryRun: false });
      const started = performance.now();
      await imports.run(id);
      const seconds = (performance.now() - started) / 1000;
      return { seconds, result: await imports.get(scope, id, { page: 1, limit: 5 }, "en") };
    };
    const first = await time();
    const again = await time();
    console.log(`\nimport of ${rows.toLocaleString("en")} people (PostgreSQL)            seconds`);
    console.log(
      `${"first run".padEnd(48)} ${first.seconds.toFixed(2).padStart(8)}   ${first.result.status}: ${first.result.created} created, ${first.result.failed} failed`,
    );
    console.log(
      `${"same file again".padEnd(48)} ${again.seconds.toFixed(2).padStart(8)}   ${again.result.status}: ${again.result.unchanged} unchanged`,
    );
  } finally {
    await scratch.drop();
  }
}

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Queries in the areas narrow by tenant and entity through one predicate (`scoped.*` in
 * server/platform/scope.ts): a `whitelabel_id` or `entity_id` compared by hand is a second way
 * to say the same thing, and the place where a forgotten or wrong column goes unnoticed. The SQL
 * scope test (tenant-scope.test.ts) sees the statements a journey runs; this one reads every
 * query file, so a hand-made filter on a path no journey takes is caught too.
 */

const API = path.dirname(new URL(import.meta.url).pathname);

/** Where a hand filter is right, each with its reason. An entry nothing matches any more fails the test. */
const ALLOWED: { file: string; match: string; reason: string }[] = [
  ...["organizations/import-plan.ts", "organizations/import-write.ts", "organizations/member-queries.ts", "organizations/queries.ts"].map(
    (file) => ({
      file,
      match: "eq(roles.entityId,",
      reason: "an entity's roles are its child rows, without whitelabel_id: they are reached through the entity, already scoped",
    }),
  ),
  {
    file: "billing/sweep-fixtures.ts",
    match: "eq(billingCustomers.whitelabelId,",
    reason: "the access sweep's fixture finds the seeded tenant's customer; no request runs it",
  },
];

const PATTERNS = [
  // eq(x.whitelabelId, …), eq(x.entityId, …), inArray(x.entityId, …)
  /\b(?:eq|ne|inArray)\(\s*[\w.]+\.(?:whitelabelId|entityId)\s*,/g,
  // sql`… ${x.whitelabelId} = …`
  /\$\{\s*[\w.]+\.(?:whitelabelId|entityId)\s*\}\s*(?:=|in\b)/g,
  // sql`… whitelabel_id = …` written out
  /\b(?:whitelabel_id|entity_id)\s*=/g,
];

/** The hand filters in one file's source (comments left out). */
function handFilters(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return PATTERNS.flatMap((p) => [...code.matchAll(p)].map((m) => m[0].replace(/\s+/g, " ")));
}

/** The area files that query: not tests, test helpers, seeds or table declarations. */
function queryFiles(): string[] {
  return (readdirSync(API, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !/(^|\/)(test|seed)\//.test(f) && !/(^|\/)schema[\w-]*\.ts$/.test(f))
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

describe("queries filter by tenant and entity only through scoped()", () => {
  it("finds a hand-made tenant or entity filter", () => {
    expect(handFilters("db.select().from(scans).where(and(eq(scans.whitelabelId, tenantId), eq(scans.id, id)))")).toEqual([
      "eq(scans.whitelabelId,",
    ]);
    expect(handFilters("sql`update ${users} set x = 1 where ${users.whitelabelId} = ${tenantId}`")).toEqual(["${users.whitelabelId} ="]);
    expect(handFilters("sql`delete from groups where entity_id = ${id}`")).toEqual(["entity_id ="]);
    expect(handFilters("// eq(x.entityId, y) in a comment\nwhere(scoped.entity(groups, scope))")).toEqual([]);
  });

  it("has none in the areas' query files but the reviewed ones", () => {
    const files = queryFiles();
    expect(files).toEqual(expect.arrayContaining(["organizations/queries.ts", "scanners/queries.ts", "learning/assignments.ts"]));
    const used = new Set<(typeof ALLOWED)[number]>();
    const found: string[] = [];
    for (const file of files) {
      for (const match of handFilters(readFileSync(path.join(API, file), "utf8"))) {
        const allowed = ALLOWED.find((a) => a.file === file && a.match === match);
        if (allowed) used.add(allowed);
        else found.push(`${file}: ${match}`);
      }
    }
    expect(found, "filter by tenant or entity through scoped.tenant / .entity / .user / .entityUser (server/platform/scope.ts)").toEqual(
      [],
    );
    expect(
      ALLOWED.filter((a) => !used.has(a)).map((a) => `${a.file}: ${a.match}`),
      "allowed hand filters nothing needs any more",
    ).toEqual([]);
  });
});

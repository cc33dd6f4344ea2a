import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholder, prepared } from "../platform/prepared.ts";
import type { Tx } from "./client.ts";
import { namedStatementClient, pgliteOf } from "./pglite-named.ts";

// A named statement on the embedded database answers exactly what PGlite's own query() answers,
// for every kind of column the product stores, and keeps the database usable after an error.

const pg = new PGlite();
const READ = `select id, name, seats, active, created_at, settings, tags, price, note
  from things where seats >= $1 and (name = any($2) or $3::boolean) order by seats`;
// Drizzle reads timestamps as text and decodes them itself
const DRIZZLE_LIKE = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };

beforeAll(async () => {
  await pg.exec(`
    create table things (id uuid primary key, name text not null, seats int not null, active boolean not null,
      created_at timestamptz not null, settings jsonb, tags text[] not null, price numeric(10,2), note text);
    insert into things values
      ('00000000-0000-4000-8000-000000000001', 'Açaí ☕ "quoted"', 3, true, '2026-01-02T03:04:05Z', '{"a":[1,2],"b":null}', '{x,"y z"}', 12.50, null),
      ('00000000-0000-4000-8000-000000000002', 'Two', 7, false, '2026-02-03T04:05:06Z', null, '{}', null, 'a note'),
      ('00000000-0000-4000-8000-000000000003', 'Three', 11, true, '2026-03-04T05:06:07Z', '[]', '{only}', 0.01, '');
  `);
});
afterAll(() => pg.close());

describe("a named statement on PGlite", () => {
  it("answers the same rows as query(), as objects and as arrays with a caller's parsers", async () => {
    const named = namedStatementClient(pg, "things.read");
    for (const params of [
      [0, ["Two"], true],
      [5, ["Two", "Three"], false],
      [100, [], true],
    ]) {
      expect((await named.query(READ, params)).rows).toEqual((await pg.query(READ, params)).rows);
      expect((await named.query(READ, params, DRIZZLE_LIKE)).rows).toEqual((await pg.query(READ, params, DRIZZLE_LIKE)).rows);
    }
    const [first] = (await named.query<{ name: string; settings: unknown; tags: string[]; created_at: Date }>(READ, [0, [], true])).rows;
    expect(first).toMatchObject({ name: 'Açaí ☕ "quoted"', settings: { a: [1, 2], b: null }, tags: ["x", "y z"], note: null });
    expect(first!.created_at).toEqual(new Date("2026-01-02T03:04:05Z"));
  });

  it("rejects with the database's error and leaves the database answering", async () => {
    const named = namedStatementClient(pg, "things.by-id");
    const text = "select name from things where id = $1";
    await expect(named.query(text, ["not-a-uuid"])).rejects.toMatchObject({ code: "22P02" });
    expect((await named.query<{ name: string }>(text, ["00000000-0000-4000-8000-000000000002"])).rows).toEqual([{ name: "Two" }]);
    expect((await pg.query<{ n: number }>("select count(*)::int as n from things")).rows).toEqual([{ n: 3 }]);
  });

  it("waits for a transaction in progress, as query() does", async () => {
    const named = namedStatementClient(pg, "things.count");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = pg.transaction(async (t) => {
      await t.query("insert into things values ('00000000-0000-4000-8000-000000000004', 'Four', 1, true, now(), null, '{}', null, null)");
      await held;
    });
    const counted = named.query<{ n: number }>("select count(*)::int as n from things");
    release();
    await tx;
    expect((await counted).rows).toEqual([{ n: 4 }]);
    await pg.query("delete from things where name = 'Four'");
  });

  it("serves Drizzle's prepared reads on a PGlite database, and only there", async () => {
    const db = drizzle(pg);
    expect(pgliteOf(db)).toBe(pg);
    expect(pgliteOf({ $client: {} })).toBeNull();
    const read = prepared(db as unknown as Tx, "things.named", (name) =>
      db
        .select({ name: sql<string>`name`, seats: sql<number>`seats` })
        .from(sql`things`)
        .where(sql`seats > ${placeholder<number>("min")}`)
        .orderBy(sql`seats`)
        .prepare(name),
    );
    expect(await read.execute({ min: 5 })).toEqual([
      { name: "Two", seats: 7 },
      { name: "Three", seats: 11 },
    ]);
    expect(await read.execute({ min: 10 })).toEqual([{ name: "Three", seats: 11 }]);
    const statements = await pg.query<{ name: string }>("select name from pg_prepared_statements where name = 'things.named'");
    expect(statements.rows).toEqual([{ name: "things.named" }]);
  });
});

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_URL, admin, postgresReachable } from "../test/postgres-admin.ts";
import { type Database, openDatabase } from "./client.ts";

// Neither database keeps statistics on a small table by itself (PGlite runs no autovacuum;
// PostgreSQL's waits for 50 changed rows), and without them the planner guesses: maintain()
// gives the planner its statistics, and on PGlite also reclaims the dead rows.

type Opened = { database: Database; drop: () => Promise<void> };
const open: Record<string, () => Promise<Opened>> = {
  pglite: async () => ({ database: openDatabase({ dataDir: ":memory:" }), drop: async () => {} }),
  postgres: async () => {
    const name = `skill5_maintain_${randomUUID().replaceAll("-", "")}`;
    await admin((c) => c.query(`create database ${name}`));
    return {
      database: openDatabase({ url: ADMIN_URL.replace(/\/[^/]*$/, `/${name}`), dataDir: ":memory:" }),
      drop: () => admin((c) => c.query(`drop database ${name}`)).then(() => {}),
    };
  },
};
const backends = (await postgresReachable()) ? ["pglite", "postgres"] : ["pglite"];

describe.each(backends)("database maintenance on %s", (backend) => {
  it("gives the planner the statistics of a small table that has just been written", async () => {
    const { database, drop } = await open[backend]!();
    const { db } = database;
    type Facts = { stats: number; tuples: number; dead: number };
    const facts = async () =>
      (
        (await db.execute(sql`select
          (select count(*)::int from pg_stats where tablename = 'things') as stats,
          (select reltuples::int from pg_class where relname = 'things') as tuples,
          (select n_dead_tup::int from pg_stat_user_tables where relname = 'things') as dead`)) as unknown as { rows: Facts[] }
      ).rows[0]!;
    try {
      await db.execute(sql`create table things (id int primary key, kind text not null)`);
      await db.execute(sql`insert into things select i, case when i % 3 = 0 then 'rare' else 'common' end from generate_series(1, 30) i`);
      await db.execute(sql`delete from things where id > 20`);
      expect(await facts()).toMatchObject({ stats: 0, tuples: -1 });
      await database.maintain();
      const after = await facts();
      expect(after).toMatchObject({ stats: 2, tuples: 20 });
      if (backend === "pglite") expect(after.dead).toBe(0);
    } finally {
      await database.close();
      await drop();
    }
  });
});

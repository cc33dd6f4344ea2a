import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger as QueryLogger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectPath } from "../platform/paths.ts";

// No schema is handed to Drizzle: the code writes its queries with the query builder (no
// relational `db.query`), so the client never needs to know every area's tables.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: what a function that may join a caller's transaction takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed SQL migrations (or those of another folder, for migration tests). */
  migrate(folder?: string): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Refreshes the planner's statistics (and, on PGlite, reclaims dead rows): PGlite has no
   * autovacuum, and PostgreSQL's leaves a table of fewer than 50 changed rows (a seeded
   * catalogue) without statistics, so the planner guesses. The server runs it after migrating
   * and seeding, and hourly on PGlite. Decision 0041.
   */
  maintain(): Promise<void>;
  /** How pg-boss reaches this database. */
  jobsConnection(): { connectionString: string } | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };
  close(): Promise<void>;
}

export const migrationsFolder = projectPath("server", "db", "migrations");

/**
 * PostgreSQL when a URL is given, else embedded PGlite under dataDir (":memory:" for none; an
 * in-memory one may start from a dump of another, `loadDataDir`).
 * `logger` sees every statement Drizzle sends (tests record them); none in production.
 */
export function openDatabase(opts: { url?: string; dataDir: string; logger?: QueryLogger; loadDataDir?: Blob }): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    let closing = false;
    // An idle connection the server drops (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on("error", (err) => {
      if (!closing) console.error(JSON.stringify({ level: 50, msg: "idle database connection lost", err: err.message }));
    });
    const db = drizzlePg(pool, { casing: "snake_case", logger: opts.logger });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: (folder = migrationsFolder) => migratePg(db, { migrationsFolder: folder }),
      ping: async () => (await pool.query("select 1")).rowCount === 1,
      maintain: async () => void (await pool.query("analyze")),
      jobsConnection: () => ({ connectionString: opts.url! }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  let client: PGlite;
  // trigram indexes serve searches by part of a name (migration 0013)
  const extensions = { pg_trgm };
  if (opts.dataDir === ":memory:") client = new PGlite({ extensions, loadDataDir: opts.loadDataDir });
  else {
    const dir = path.resolve(opts.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  const db = drizzlePglite(client, { casing: "snake_case", logger: opts.logger });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => (await client.query("select 1 as ok")).rows.length === 1,
    maintain: async () => void (await client.exec("vacuum (analyze)")),
    // pg-boss sends multi-statement scripts without parameters; PGlite runs those with exec()
    jobsConnection: () => ({
      db: {
        executeSql: async (text: string, values?: unknown[]) =>
          values?.length ? { rows: (await client.query(text, values)).rows } : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
      },
    }),
    close: () => client.close(),
  };
}

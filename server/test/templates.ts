import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client.ts";
import { seed } from "../db/seed/index.ts";
import { loadConfig } from "../platform/config.ts";
import { createStorage } from "../platform/storage.ts";
import { ADMIN_URL, admin } from "./postgres-admin.ts";

// Every API test file starts apps on a migrated, seeded database of their own. Migrating and
// seeding once per run, then starting each app from a copy, keeps what the apps see (the same
// migrations, the same seed, the same files) and spares each one the embedded database's
// initdb, the migrations and the seed: about 4 s of the 5.5 an app took on PGlite, 1.5 of 2 on
// PostgreSQL. Built by the vitest global setup (server/test/global-setup.ts).

/** Where a run's templates are: a PGlite dump, a PostgreSQL template database, and the files each seed stored. */
export interface Templates {
  productSlug: string;
  /** The day the seed ran: its demo dates count from it, so a run that passes midnight seeds afresh (`seedDay`). */
  seededOn: string;
  pglite: { dump: string; files: string };
  postgres: { database: string; files: string } | null;
}

/** Today, as the seed's demo dates count days (local calendar day). */
export const seedDay = () => new Date().toDateString();

/** A migrated, seeded database on each backend (PostgreSQL when `withPostgres`), and its files. */
export async function buildTemplates(withPostgres: boolean): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "skill5-test-templates-"));
  const seededOn = seedDay();
  const configFor = (backend: string) =>
    loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: path.join(dir, backend) } as NodeJS.ProcessEnv);
  const seeded = async (backend: string, url?: string) => {
    const config = configFor(backend);
    const database = openDatabase({ url, dataDir: ":memory:" });
    await database.migrate();
    await seed(database.db, { productSlug: config.PRODUCT_SLUG, storage: createStorage(config) });
    await mkdir(path.join(config.DATA_DIR, "files"), { recursive: true });
    return { database, config };
  };

  const lite = await seeded("pglite");
  const dump = path.join(dir, "pglite.tar");
  await writeFile(
    dump,
    Buffer.from(await (await (lite.database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none")).arrayBuffer()),
  );
  await lite.database.close();

  let postgres: Templates["postgres"] = null;
  if (withPostgres) {
    const database = `skill5_test_template_${randomBytes(6).toString("hex")}`;
    await admin((c) => c.query(`create database ${database}`));
    const u = new URL(ADMIN_URL);
    u.pathname = `/${database}`;
    const full = await seeded("postgres", u.toString());
    await full.database.close();
    postgres = { database, files: path.join(dir, "postgres", "files") };
  }
  return {
    templates: { productSlug: lite.config.PRODUCT_SLUG, seededOn, pglite: { dump, files: path.join(dir, "pglite", "files") }, postgres },
    async remove() {
      if (postgres) await admin((c) => c.query(`drop database if exists ${postgres.database} with (force)`));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let dumpRead: Promise<Blob> | undefined;
/** The PGlite dump, read once per test process. */
export const pgliteDump = (templates: Templates) => (dumpRead ??= readFile(templates.pglite.dump).then((b) => new Blob([b])));

import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { onTestFinished } from "vitest";
import { migrationsFolder } from "../db/client.ts";
import { scratchDatabase, type Backend } from "./harness.ts";

/**
 * A copy of the committed migrations up to, not including, `tag`: the schema a database that
 * exists already has, for a test that fills it with data and then migrates it. The caller
 * removes the folder.
 */
export function migrationsBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  for (const e of journal.entries.slice(cut)) rmSync(path.join(dir, `${e.tag}.sql`), { force: true });
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  // a migration file the journal does not name would be run by nothing and mislead the test
  const left = readdirSync(dir).filter((f) => f.endsWith(".sql")).length;
  if (left !== cut) throw new Error(`${left} migration files before ${tag}, the journal names ${cut}`);
  return dir;
}

/**
 * A scratch database on `backend` migrated up to, not including, `tag`, for the test that calls
 * it to fill as an existing database would be, then migrate (`database.migrate()`). `run` runs
 * a script one statement at a time (PGlite prepares each one). Dropped, with its copy of the
 * migrations, when the test ends.
 */
export async function databaseBefore(backend: Backend, tag: string) {
  const before = migrationsBefore(tag);
  const { database, drop } = await scratchDatabase(backend);
  onTestFinished(async () => {
    await drop();
    rmSync(before, { recursive: true, force: true });
  });
  await database.migrate(before);
  const run = async (script: string) => {
    for (const statement of script
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean))
      await database.db.execute(sql.raw(statement));
  };
  return { database, run };
}

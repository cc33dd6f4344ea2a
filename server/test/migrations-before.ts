import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "../db/client.ts";

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
  return dir;
}

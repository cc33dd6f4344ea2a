import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";

// every schema module: the platform's and each area's own (server/api/<area>/schema*.ts)
const schemaModules = import.meta.glob<Record<string, unknown>>(["../db/schema/*.ts", "../api/*/schema*.ts"], { eager: true });

/** Every table of the schema that has a whitelabel_id column: the tables of tenant data. */
export function tenantTables(): string[] {
  return [...new Set(Object.values(schemaModules).flatMap((m) => Object.values(m)))]
    .filter((v): v is PgTable => is(v, PgTable))
    .filter((t) => Object.values(getTableColumns(t)).some((c) => c.name === "whitelabel_id"))
    .map((t) => getTableName(t))
    .sort();
}

const quoted = (name: string) => `"${name}"`;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Tables a statement reads or writes (FROM, JOIN, INSERT INTO, UPDATE, DELETE FROM), as Drizzle writes them. */
export function tablesOf(sql: string): string[] {
  return [...new Set([...sql.matchAll(/\b(?:from|join|into|update)\s+"([a-z0-9_]+)"/gi)].map((m) => m[1]!))];
}

/** The top-level comma-separated items of a parenthesised list starting at `open`, and the index after it. */
function list(sql: string, open: number): { items: string[]; end: number } {
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = open + 1;
  for (let i = open; i < sql.length; i++) {
    const ch = sql[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === "(") depth++;
    else if (ch === ")" && --depth === 0) {
      items.push(sql.slice(start, i).trim());
      return { items, end: i + 1 };
    } else if (ch === "," && depth === 1) {
      items.push(sql.slice(start, i).trim());
      start = i + 1;
    }
  }
  return { items, end: sql.length };
}

/** An INSERT sets whitelabel_id when every row gives it a non-null parameter or literal. */
function insertSetsTenant(sql: string, table: string, params: unknown[]): boolean {
  const m = new RegExp(`\\binsert\\s+into\\s+${esc(quoted(table))}\\s*\\(`, "i").exec(sql);
  if (!m) return false;
  const columns = list(sql, m.index + m[0].length - 1);
  const at = columns.items.indexOf(quoted("whitelabel_id"));
  if (at < 0) return false;
  const rest = sql.slice(columns.end);
  const values = /^\s*values\s*/i.exec(rest);
  if (!values) return false;
  let i = columns.end + values[0].length;
  let rows = 0;
  while (sql[i] === "(") {
    const row = list(sql, i);
    const v = row.items[at] ?? "";
    const param = /^\$(\d+)$/.exec(v);
    if (param ? params[Number(param[1]) - 1] == null : /^(default|null)$/i.test(v)) return false;
    rows++;
    i = row.end;
    while (sql[i] === " " || sql[i] === ",") i++;
  }
  return rows > 0;
}

/**
 * The tenant tables a statement touches without constraining their whitelabel_id. A table is
 * constrained when the statement compares its whitelabel_id with a value (`= $n`, `in (…)`,
 * `is null` for platform rows), joins it on whitelabel_id to a constrained table, or is the
 * target of an INSERT that sets it on every row.
 */
export function unscopedTables(sql: string, params: unknown[], tenant: readonly string[]): string[] {
  const touched = tablesOf(sql).filter((t) => tenant.includes(t));
  const bound = new Set<string>();
  for (const t of touched) {
    const col = `${esc(quoted(t))}\\.${esc(quoted("whitelabel_id"))}`;
    if (new RegExp(`${col}\\s*(?:=\\s*\\$\\d+|in\\s*\\(|is\\s+null)`, "i").test(sql)) bound.add(t);
    if (insertSetsTenant(sql, t, params)) bound.add(t);
  }
  const joins = [...sql.matchAll(/"([a-z0-9_]+)"\."whitelabel_id"\s*=\s*"([a-z0-9_]+)"\."whitelabel_id"/gi)].map(
    (m) => [m[1]!, m[2]!] as const,
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const [a, b] of joins) {
      if (bound.has(a) !== bound.has(b)) {
        bound.add(a).add(b);
        changed = true;
      }
    }
  }
  return touched.filter((t) => !bound.has(t));
}

/** A statement that sweeps every tenant on purpose, marked so by allTenants() (server/platform/scope.ts). */
export const allTenantsMarked = (sql: string) => /\/\* all-tenants: [^*]+ \*\//.test(sql);

import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { namedStatementClient, pgliteOf } from "../db/pglite-named.ts";

// The reads every signed-in page makes (the bell, the learner's lists, the catalogue) are built
// into SQL once per database and then only run with their values. Drizzle builds a statement
// anew on every call, and for these short reads that building cost more CPU than anything
// else the call did but the database's own work; on PostgreSQL the statement is also named,
// so the server parses it once per connection, and on PGlite likewise (server/db/pglite-named.ts,
// decision 0040). Decision 0039.

/** A statement built once; `execute` fills its placeholders. */
export interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

const built = new WeakMap<Tx, Map<string, Prepared<unknown>>>();

/**
 * The statement `name` on this database, built by `build` the first time it is asked for.
 * `name` names one SQL text: a read whose shape varies (optional filters) asks under a name
 * per shape. Values go in as placeholders (`placeholder`, `PREPARED_SCOPE`), never inlined.
 */
export function prepared<R>(db: Tx, name: string, build: (name: string) => Prepared<R>): Prepared<R> {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  let statement = byName.get(name) as Prepared<R> | undefined;
  if (!statement) {
    statement = build(name);
    const pg = pgliteOf(db);
    // Drizzle's PGlite query runs through its `client`: give it one that keeps the statement named
    if (pg && "client" in statement) (statement as { client: unknown }).client = namedStatementClient(pg, name);
    byName.set(name, statement as Prepared<unknown>);
  }
  return statement;
}

/** A value filled at each execution of a prepared statement, typed as the value it stands for. */
export const placeholder = <T = string>(name: string) => sql.placeholder(name) as unknown as T;

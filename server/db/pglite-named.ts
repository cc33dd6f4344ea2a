import { PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";
import { joinBytes } from "../platform/bytes.ts";

// PGlite's query() sends a statement to the embedded database as six calls into it (parse,
// describe the statement, bind, describe the portal, execute, sync); the database parses and
// plans the text each time, and every field of the answer is copied into a buffer of its own
// before it is decoded. A statement asked for under a name (server/platform/prepared.ts) is
// parsed and described once here; each run after that is one call carrying bind, execute and
// sync (its answer taken as raw bytes, never through PGlite's parser), the database keeps its plan (as PostgreSQL does for a named statement on a
// connection), and the rows are decoded straight from the answer. Decision 0040.

const { serialize } = protocol;

/** The part of a PGlite client Drizzle's prepared queries call. */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

interface Described {
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/** The database's error in an answer, as PGlite's own parser reads it (the rare path). */
function errorIn(answer: Uint8Array): Error {
  let found: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!found && message instanceof protocol.messages.DatabaseError) found = message;
  });
  return found ?? new Error("the embedded database refused the statement");
}

/** The data rows of an answer to bind, execute, sync (text format), decoded by column. */
function rowsOf(answer: Uint8Array, decode: ((text: string) => unknown)[], names: string[] | null): unknown[] {
  const buf = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: unknown[] = [];
  let at = 0;
  while (at < buf.length) {
    const code = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    if (code === 0x45 /* E: ErrorResponse */) throw errorIn(answer);
    if (code === 0x44 /* D: DataRow */) {
      const count = buf.readInt16BE(at + 5);
      const row: unknown[] = new Array(count);
      let p = at + 7;
      for (let i = 0; i < count; i++) {
        const len = buf.readInt32BE(p);
        p += 4;
        if (len < 0) row[i] = null;
        else {
          row[i] = decode[i]!(buf.toString("utf8", p, p + len));
          p += len;
        }
      }
      rows.push(names ? Object.fromEntries(names.map((n, i) => [n, row[i]])) : row);
    }
    at = end;
  }
  return rows;
}

/** A client that runs `text` as the named statement `name` on `pg` (the same answers as `pg.query`). */
export function namedStatementClient(pg: PGlite, name: string): QueryClient {
  let described: Described | undefined;
  // Drizzle passes the same options object on every run: the column decoders are made once for it
  let decoders: { for: QueryOptions | undefined; decode: ((text: string) => unknown)[] } | undefined;
  const describe = async (text: string): Promise<Described> => {
    const messages = await pg.execProtocolStream(
      joinBytes([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
    let paramTypes: number[] = [];
    let fields: Described["fields"] = [];
    for (const m of messages) {
      if (m instanceof protocol.messages.ParameterDescriptionMessage) paramTypes = m.dataTypeIDs;
      if (m instanceof protocol.messages.RowDescriptionMessage) fields = m.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
    return { paramTypes, fields };
  };
  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const { paramTypes, fields } = (described ??= await describe(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = options?.serializers?.[paramTypes[i]!] ?? pg.serializers[paramTypes[i]!];
      return write ? write(value) : String(value);
    });
    // execProtocolRaw() would also run every answer through PGlite's protocol parser (a copy of
    // every field); the raw stream hands over the bytes only, a view of the database's memory
    // that is copied before the next call can overwrite it
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(joinBytes([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
      onRawData: (chunk) => void chunks.push(chunk.slice()),
    });
    const answer = chunks.length === 1 ? chunks[0]! : joinBytes(chunks);
    if (!decoders || decoders.for !== options) {
      const decode = fields.map(({ dataTypeID }) => {
        const parse = options?.parsers?.[dataTypeID] ?? pg.parsers[dataTypeID];
        return parse ? (text: string) => parse(text, dataTypeID) : (text: string) => text;
      });
      decoders = { for: options, decode };
    }
    const rows = rowsOf(answer, decoders.decode, options?.rowMode === "array" ? null : fields.map((f) => f.name));
    return { rows: rows as T[], fields, affectedRows: 0 };
  };
  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      await pg.waitReady;
      // the same locks as pg.query(): never inside another caller's transaction, one statement at a time
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options)));
    },
  };
}

/** The PGlite database under a Drizzle database, or null for PostgreSQL and for transactions. */
export function pgliteOf(db: unknown): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

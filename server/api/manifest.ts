import type { Area as Declaration } from "../../contract/area.ts";
import type { FileOperation, OperationTable } from "../../contract/operations.ts";
import type { Db } from "../db/client.ts";
import type { Storage } from "../platform/storage.ts";
import type { Area } from "./area.ts";

/**
 * What a server area adds to the process, declared once in `server/api/<area>/manifest.ts`
 * (docs/decisions/0050-area-manifests.md). `server/areas.ts` lists the manifests and wires them;
 * everything that wants "every area's X" reads it from there, so a new area edits that one list
 * (and the app's, contract/areas/index.ts) plus its own folders:
 * - its tables are `schema.ts` beside it (drizzle-kit, the lint's table owners and the scope
 *   test find them by path, server/api/<area>/schema*.ts);
 * - its routes, jobs, erasure and other hooks are on the `Area` its `create` returns
 *   (server/api/area.ts), and the operations they serve are its `operations` (the contract's table);
 * - the access sweep's fixtures are `sweep-fixtures.ts` beside it (test code, found by path);
 * - its demo data is its `seed` hook, code under its `seed/` folder.
 */
export interface AreaManifest {
  /** The area's folder, the name of the `Area` it builds and of its contract declaration. */
  name: string;
  /** What it declares for the app and the contract too (contract/areas/<area>.ts): permissions, features, grants, pages, catalogs. */
  declaration: Declaration;
  /**
   * Its JSON operations (contract/operations/<area>.ts): the table its declaration carries as a
   * type, here at run time so server/api/operations.test.ts can hold it against the routes.
   */
  operations?: OperationTable;
  /** Its downloads (never JSON: pages link to them), with the query schemas their routes declare. */
  fileOperations?: Readonly<Record<string, FileOperation>>;
  /** Its tables (`import * as tables from "./schema.ts"`), for the tools that want them all. */
  tables?: Record<string, unknown>;
  /** The e-mails it sends, each a template of the mail catalog (mail:<template>.subject, .body). */
  mail?: readonly string[];
  /**
   * Adds the area's demo data to a database, idempotently (safe on every start); the seed runs the
   * hooks in the list's order (server/areas.ts), in one transaction (server/db/seed/index.ts).
   */
  seed?: SeedHook;
  /** Builds the area from the platform's services and what earlier areas lend it. */
  create: (...args: never[]) => { area: Area };
}

/** What a seed hook gets: the database outside the transaction, the product brand's slug, and where uploads go (absent for the benchmarks' databases, which leave out demo files). */
export type SeedContext = { db: Db; productSlug: string; storage?: Storage };
export type SeedTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type SeedHook = (tx: SeedTransaction, ctx: SeedContext) => Promise<void>;

/** Keeps the manifest's own types (its `create`'s parameters and result) for the wiring. */
export function defineManifest<const M extends AreaManifest>(manifest: M): M {
  return manifest;
}

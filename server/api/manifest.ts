import type { Area as Declaration } from "../../contract/area.ts";
import type { Area } from "./area.ts";

/**
 * What a server area adds to the process, declared once in `server/api/<area>/manifest.ts`
 * (docs/decisions/0050-area-manifests.md). `server/areas.ts` lists the manifests and wires them;
 * everything that wants "every area's X" reads it from there, so a new area edits that one list
 * (and the app's, contract/areas/index.ts) plus its own folders:
 * - its tables are `schema.ts` beside it (drizzle-kit, the lint's table owners and the scope
 *   test find them by path, server/api/<area>/schema*.ts);
 * - its routes, jobs, erasure and other hooks are on the `Area` its `create` returns
 *   (server/api/area.ts);
 * - the access sweep's fixtures are `sweep-fixtures.ts` beside it (test code, found by path).
 */
export interface AreaManifest {
  /** The area's folder, the name of the `Area` it builds and of its contract declaration. */
  name: string;
  /** What it declares for the app and the contract too (contract/areas/<area>.ts): permissions, features, grants, pages, catalogs. */
  declaration: Declaration;
  /** Its tables (`import * as tables from "./schema.ts"`), for the tools that want them all. */
  tables?: Record<string, unknown>;
  /** The e-mails it sends, each a template of the mail catalog (mail:<template>.subject, .body). */
  mail?: readonly string[];
  /** Builds the area from the platform's services and what earlier areas lend it. */
  create: (...args: never[]) => { area: Area };
}

/** Keeps the manifest's own types (its `create`'s parameters and result) for the wiring. */
export function defineManifest<const M extends AreaManifest>(manifest: M): M {
  return manifest;
}

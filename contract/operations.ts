import type { z } from "zod";
import type { AREAS } from "./areas/index.ts";

/** What an operation takes and answers; `response: null` is an empty answer (204). */
export interface Operation {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | null;
}

/**
 * An area's JSON operations (paths under /api, as the OpenAPI document names them), each with the
 * very schemas its route declares: `contract/operations/<area>.ts`, named by the area's server
 * manifest (server/api/operations.test.ts holds them against the routes) and carried as a type
 * by its declaration (contract/areas/<area>.ts). That type is an interface extending the table's
 * (`<Area>Operations`): TypeScript reads an interface's members only when asked, so the
 * declarations' types, which `Permission` and `Feature` come from, need not wait for the schemas',
 * some of which name a `Permission` (a plain `typeof` there is a cycle, and `Operations` is `any`).
 */
export type OperationTable = Readonly<Record<string, Operation>>;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * Every JSON operation of the API, assembled from the areas' declarations (contract/areas/index.ts).
 * The app's client (app/lib/api-client.ts) is typed from it and imports it as a type only, so no
 * schema reaches the browser.
 */
export type Operations = { [K in keyof AllOperations]: AllOperations[K] };
type AllOperations = Intersection<NonNullable<(typeof AREAS)[number]["operations"]>>;

/** A download: what it takes and the kind of file it answers (never JSON, so pages link to it). */
export interface FileOperation {
  query?: z.ZodType;
  contentType: string;
}

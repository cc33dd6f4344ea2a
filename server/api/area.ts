import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../platform/env.ts";
import type { UserScope } from "../platform/scope.ts";
import type { Tx } from "./organizations/service.ts";

/** Account erasure (LGPD/GDPR): what an area deletes or anonymises of a person, in the erasure's transaction. */
export type Eraser = (tx: Tx, person: UserScope) => Promise<void>;
/** A confirmed sign-up: what an area takes over from the visitor's anonymous use, in the sign-up's transaction. */
export type SignUpHook = (tx: Tx, person: UserScope, details: { skillGapData?: unknown }) => Promise<void>;

/**
 * A product area as the process sees it: the API routes it serves and the hooks it lends to
 * others. Each area builds its own in `server/api/<area>/index.ts`; `server/services.ts` lists
 * the areas once, and the API mounts whatever they register.
 */
export interface Area {
  name: string;
  routes: OpenAPIHono<AppEnv>[];
  erase?: Eraser;
  onSignUp?: SignUpHook;
}

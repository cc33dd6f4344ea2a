import { and, lt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { allTenants } from "../../../platform/scope.ts";
import { ltiNonces, ltiStates } from "../schema.ts";

/** The hourly job's work: logins never finished (expired states) and nonces past their token's life are removed. */
export async function sweepExpired(db: Db, now: Date) {
  const states = await db
    .delete(ltiStates)
    .where(and(allTenants("expired LTI login states"), lt(ltiStates.expiresAt, now)))
    .returning({ id: ltiStates.id });
  const nonces = await db
    .delete(ltiNonces)
    .where(and(allTenants("LTI nonces whose tokens expired"), lt(ltiNonces.expiresAt, now)))
    .returning({ nonce: ltiNonces.nonce });
  return { states: states.length, nonces: nonces.length };
}

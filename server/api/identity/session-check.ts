import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SessionCheck } from "../../platform/auth.ts";
import { scoped } from "../../platform/scope.ts";
import { refreshTokens } from "./schema.ts";

/** What the API's authenticate() asks of every token with a session: its refresh family was not revoked (signed out). */
export function createSessionCheck(db: Db): SessionCheck {
  return async (tenant, familyId) => {
    const [live] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(scoped.tenant(refreshTokens, tenant), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return !!live;
  };
}

import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { analyticsSalts } from "./schema.ts";

/** The UTC day of an instant, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * One random salt per UTC day, shared by every instance through the database and deleted once
 * the day is over: a visitor's hash of one day cannot be linked to another day's, nor, once the
 * salt is gone, to an address (an IPv4 space is small enough to try every address against a
 * known salt, so the salt is random, never derived from a secret that stays).
 */
export function createVisitorSalts(db: Db) {
  let known: { day: string; salt: string } | null = null;
  return {
    async forDay(day: string): Promise<string> {
      if (known?.day === day) return known.salt;
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
      known = { day, salt: row!.salt };
      return known.salt;
    },
    /** Deletes the salts of the days before `day`. */
    async forgetBefore(day: string) {
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      if (known && known.day < day) known = null;
    },
  };
}
export type VisitorSalts = ReturnType<typeof createVisitorSalts>;

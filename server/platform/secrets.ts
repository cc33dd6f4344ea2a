import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { platformSecrets } from "../db/schema/index.ts";

/**
 * A named secret, generated once and stored in the database so every instance signs and
 * verifies with the same key. An environment value, when given, wins.
 */
export async function loadSecret(db: Db, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  return row!.value;
}

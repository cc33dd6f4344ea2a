import { randomUUID } from "node:crypto";
import { and, desc, gt, isNull, lt, or } from "drizzle-orm";
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey, type JWK } from "jose";
import type { Db } from "../../db/client.ts";
import { sealer } from "../../platform/sealing.ts";
import { ltiKeys } from "./schema.ts";

/** How long a retired key stays published: longer than any token the tool signs lives (minutes). */
export const RETIRED_KEY_LIFETIME_MS = 60 * 60 * 1000;
/** The hourly job rotates a current key older than this. */
export const KEY_ROTATION_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const ALG = "RS256";

/** The key the tool signs with now. */
export type ToolKey = { kid: string; alg: typeof ALG; privateKey: CryptoKey; publicJwk: JWK };
export type Jwks = { keys: JWK[] };

type KeyRow = typeof ltiKeys.$inferSelect;

/** The tool's signing keys (docs/decisions/0055-lti-registrations-and-keys.md): tool-wide, not a tenant's. */
export function createToolKeys(db: Db, secret: string) {
  // the private keys are sealed at rest (server/platform/sealing.ts)
  const sealing = sealer(secret, "skill5-lti", "lti-tool-private-keys");

  async function newKeyRow(): Promise<typeof ltiKeys.$inferInsert> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
    const kid = randomUUID();
    const jwk = await exportJWK(publicKey);
    return {
      kid,
      publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, kid, alg: ALG, use: "sig" },
      privateKey: sealing.seal(await exportPKCS8(privateKey)),
    };
  }

  const current = async () => (await db.select().from(ltiKeys).where(isNull(ltiKeys.retiredAt)).limit(1))[0];

  async function toolKey(row: KeyRow): Promise<ToolKey> {
    return { kid: row.kid, alg: ALG, privateKey: await importPKCS8(sealing.open(row.privateKey), ALG), publicJwk: row.publicJwk };
  }

  return {
    /** The current key; the first call makes one (two processes at once: the unique index on the current key keeps one). */
    async currentKey(): Promise<ToolKey> {
      let row = await current();
      if (!row) {
        await db
          .insert(ltiKeys)
          .values(await newKeyRow())
          .onConflictDoNothing();
        row = await current();
      }
      return toolKey(row!);
    },

    /** The public keys: the current one and the retired ones not yet expired, newest first. */
    async jwks(now = new Date()): Promise<Jwks> {
      const rows = await db
        .select({ jwk: ltiKeys.publicJwk })
        .from(ltiKeys)
        .where(or(isNull(ltiKeys.retiredAt), gt(ltiKeys.expiresAt, now)))
        .orderBy(desc(ltiKeys.createdAt));
      return { keys: rows.map((r) => r.jwk) };
    },

    /** Retires the current key (still published for an hour) and makes a new one; keys long expired are deleted. */
    async rotate(now = new Date()): Promise<void> {
      const next = await newKeyRow();
      await db.transaction(async (tx) => {
        await tx
          .update(ltiKeys)
          .set({ retiredAt: now, expiresAt: new Date(now.getTime() + RETIRED_KEY_LIFETIME_MS) })
          .where(isNull(ltiKeys.retiredAt));
        // a rotation made at the same moment by another process already put its key in
        await tx.insert(ltiKeys).values(next).onConflictDoNothing();
        await tx.delete(ltiKeys).where(and(lt(ltiKeys.expiresAt, new Date(now.getTime() - RETIRED_KEY_LIFETIME_MS))));
      });
    },

    /** The hourly job: a current key older than 90 days is rotated. */
    async rotateIfOld(now = new Date()): Promise<boolean> {
      const row = await current();
      if (!row || now.getTime() - row.createdAt.getTime() < KEY_ROTATION_AGE_MS) return false;
      await this.rotate(now);
      return true;
    },
  };
}
export type ToolKeys = ReturnType<typeof createToolKeys>;

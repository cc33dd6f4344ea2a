import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { lt, sql } from "drizzle-orm";
import { CAPTCHA_MAX_NUMBER } from "../../contract/constants.ts";
import type { Db } from "../db/client.ts";
import { captchaUses } from "../db/schema/index.ts";
import { DomainError } from "./domain-error.ts";
import type { TenantScope } from "./scope.ts";

const TTL_MS = 10 * 60 * 1000;

/**
 * §5 proof-of-work captcha (ALTCHA): challenges signed with a platform key, bound to the tenant
 * that issued them (a signed salt parameter), each solution accepted once.
 */
export function createCaptcha(db: Db, hmacKey: string, maxNumber: number) {
  const maxnumber = Math.min(maxNumber, CAPTCHA_MAX_NUMBER);
  return {
    async challenge({ tenantId }: TenantScope) {
      const c = await createChallenge({ hmacKey, maxnumber, expires: new Date(Date.now() + TTL_MS), params: { t: tenantId } });
      return { algorithm: c.algorithm, challenge: c.challenge, salt: c.salt, maxnumber: c.maxnumber ?? maxnumber, signature: c.signature };
    },
    /** Refuses (invalid: a 400 at the API) unless the payload is a valid, unexpired, unused solution. */
    async verify(payload: string | undefined | null, { tenantId }: TenantScope) {
      if (!payload) throw new DomainError("invalid", "captcha_required", "errors:captchaRequired");
      let decoded: { signature?: string; salt?: string };
      try {
        decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        throw new DomainError("invalid", "captcha_invalid", "errors:captchaInvalid");
      }
      const ok = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!ok || !decoded.signature) throw new DomainError("invalid", "captcha_invalid", "errors:captchaInvalid");
      const params = extractParams(decoded as never);
      // a solution of another tenant's challenge does not count here
      if (params.t !== tenantId) throw new DomainError("invalid", "captcha_invalid", "errors:captchaInvalid");
      const expires = Number(params.expires ?? 0) * 1000 || Date.now() + TTL_MS;
      const inserted = await db
        .insert(captchaUses)
        .values({ signature: decoded.signature, expiresAt: new Date(expires) })
        .onConflictDoNothing()
        .returning({ signature: captchaUses.signature });
      if (!inserted.length) throw new DomainError("invalid", "captcha_replayed", "errors:captchaReplayed");
      if (Math.random() < 0.02) await db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;

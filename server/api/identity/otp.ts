import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { OTP_RESEND_TIMER_SECONDS } from "../../../contract/constants.ts";
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from "../../../contract/session.ts";
import type { Db } from "../../db/client.ts";
import { otpChallenges } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type TenantScope } from "../../platform/scope.ts";

type Purpose = "sign-in" | "sign-up";

/** Six-digit one-time codes: stored as an HMAC, valid 10 minutes, dead after 5 wrong tries. */
export function createOtp(db: Db, secret: string) {
  const hash = (session: string, code: string) => createHmac("sha256", secret).update(`${session}:${code}`).digest();

  return {
    /**
     * Refuses a new code for the same e-mail and purpose within the resend timer (§9: 60 s),
     * unless the last one was already used (someone signing out and straight back in).
     */
    async assertCanSend({ tenantId }: TenantScope, email: string, purpose: Purpose) {
      const [last] = await db
        .select({ createdAt: otpChallenges.createdAt })
        .from(otpChallenges)
        .where(
          and(
            scoped.tenant(otpChallenges, { tenantId }),
            eq(otpChallenges.email, email),
            eq(otpChallenges.purpose, purpose),
            isNull(otpChallenges.consumedAt),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
      if (waited < OTP_RESEND_TIMER_SECONDS) {
        const seconds = Math.ceil(OTP_RESEND_TIMER_SECONDS - waited);
        throw new DomainError("rate_limited", "otp_resend_wait", "errors:otpResendWait", { count: seconds, seconds });
      }
    },

    async issue({ tenantId }: TenantScope, email: string, purpose: Purpose, signUp: Record<string, unknown> | null = null) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const [row] = await db
        .insert(otpChallenges)
        .values({ whitelabelId: tenantId, email, purpose, codeHash: "", signUp, expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000) })
        .returning({ id: otpChallenges.id });
      await db
        .update(otpChallenges)
        .set({ codeHash: hash(row!.id, code).toString("base64") })
        .where(and(scoped.tenant(otpChallenges, { tenantId }), eq(otpChallenges.id, row!.id)));
      return { session: row!.id, code };
    },

    /** The challenge when the code is right; a translated 400 otherwise. Each code works once. */
    async verify({ tenantId }: TenantScope, session: string, email: string, code: string, purpose: Purpose) {
      const [c] = await db
        .select()
        .from(otpChallenges)
        .where(
          and(
            scoped.tenant(otpChallenges, { tenantId }),
            eq(otpChallenges.id, session),
            eq(otpChallenges.email, email),
            eq(otpChallenges.purpose, purpose),
          ),
        )
        .limit(1);
      if (!c || c.consumedAt) throw new DomainError("invalid", "otp_invalid", "errors:otpSessionInvalid");
      if (c.attempts >= OTP_MAX_ATTEMPTS) throw new DomainError("invalid", "otp_locked", "errors:otpLocked");
      if (c.expiresAt.getTime() < Date.now()) throw new DomainError("invalid", "otp_expired", "errors:otpExpired");
      const ok = timingSafeEqual(hash(c.id, code), Buffer.from(c.codeHash, "base64"));
      if (!ok) {
        const [after] = await db
          .update(otpChallenges)
          .set({ attempts: sql`${otpChallenges.attempts} + 1` })
          .where(and(scoped.tenant(otpChallenges, { tenantId }), eq(otpChallenges.id, c.id)))
          .returning({ attempts: otpChallenges.attempts });
        const left = OTP_MAX_ATTEMPTS - after!.attempts;
        if (left <= 0) throw new DomainError("invalid", "otp_locked", "errors:otpLocked");
        throw new DomainError("invalid", "otp_invalid", "errors:otpInvalid", { count: left, attemptsLeft: left });
      }
      const consumed = await db
        .update(otpChallenges)
        .set({ consumedAt: new Date() })
        .where(and(scoped.tenant(otpChallenges, { tenantId }), eq(otpChallenges.id, c.id), sql`${otpChallenges.consumedAt} is null`))
        .returning({ id: otpChallenges.id });
      if (!consumed.length) throw new DomainError("invalid", "otp_invalid", "errors:otpSessionInvalid");
      return c;
    },
  };
}
export type Otp = ReturnType<typeof createOtp>;

import type { Context } from "hono";
import type { z } from "zod";
import { OTP_RESEND_TIMER_SECONDS } from "../../../contract/constants.ts";
import type { confirmSignUpSchema, signInStartSchema, signInVerifySchema, signUpSchema } from "../../../contract/auth.ts";
import { users } from "./schema.ts";
import { clientIp } from "../../platform/client-ip.ts";
import type { AppEnv } from "../../platform/env.ts";
import { HttpError } from "../../platform/http.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { userScope } from "../../platform/scope.ts";
import type { IdentityDeps } from "./deps.ts";
import { findUserByEmail, findUserById, loadUserView, type UserRow } from "./queries.ts";
import { signUpOrigin } from "./sign-up-origin.ts";
import { intlLocale } from "../../../contract/locale.ts";

const WINDOW = 600;

/** E-mail sign-in and sign-up with one-time codes (§4, §7). */
export function createSignIn(d: IdentityDeps) {
  const brandOf = (c: Context<AppEnv>) => d.tenancy.brand(c.get("tenant"), c.get("origin"));

  async function limits(c: Context<AppEnv>, email: string) {
    const tid = c.get("tenant").id;
    // per address across every tenant: a new tenant host is not a new allowance
    await rateLimit(d.db, `otp-ip:${clientIp(c)}`, d.config.OTP_LIMIT_PER_ADDRESS, WINDOW);
    await rateLimit(d.db, `otp-email:${tid}:${email}`, d.config.OTP_LIMIT_PER_EMAIL, WINDOW);
  }

  async function activeEntity(tenantId: string, user: UserRow) {
    return (await loadUserView(d.db, userScope(tenantId, user.id), d.hooks().memberships))?.activeEntityId ?? null;
  }

  return {
    activeEntity,

    async start(c: Context<AppEnv>, body: z.infer<typeof signInStartSchema>) {
      await d.captcha.verify(body.captchaPayload, c.get("tenant").id);
      await limits(c, body.email);
      const tid = c.get("tenant").id;
      await d.otp.assertCanSend(tid, body.email, "sign-in");
      const user = await findUserByEmail(d.db, { tenantId: tid }, body.email);
      // The same answer whether or not the address has an account; only an account gets a code.
      const { session, code } = await d.otp.issue(tid, body.email, "sign-in");
      if (user) {
        await d.mailer.send({ tenantId: tid, brand: brandOf(c), to: user.email, locale: user.languageCode === "pt-BR" ? "pt" : "en", template: "otp-sign-in", vars: { code, minutes: 10 } });
      }
      return { session, resendAfter: OTP_RESEND_TIMER_SECONDS };
    },

    async verify(c: Context<AppEnv>, body: z.infer<typeof signInVerifySchema>) {
      await d.captcha.verify(body.captchaPayload, c.get("tenant").id);
      const tid = c.get("tenant").id;
      await d.otp.verify(tid, body.session, body.email, body.otp, "sign-in");
      const user = await findUserByEmail(d.db, { tenantId: tid }, body.email);
      if (!user) throw new HttpError(400, "otp_invalid", "errors:otpSessionInvalid");
      return d.sessions.start(c, user, body.rememberMe, await activeEntity(tid, user));
    },

    async signUp(c: Context<AppEnv>, body: z.infer<typeof signUpSchema>) {
      await d.captcha.verify(body.captchaPayload, c.get("tenant").id);
      await limits(c, body.email);
      const tid = c.get("tenant").id;
      await d.otp.assertCanSend(tid, body.email, "sign-up");
      const existing = await findUserByEmail(d.db, { tenantId: tid }, body.email);
      const brand = brandOf(c);
      const locale = c.get("locale");
      if (existing) {
        // Never reveal that the address is taken: its owner is told by e-mail instead.
        const { session } = await d.otp.issue(tid, body.email, "sign-up", null);
        await d.mailer.send({ tenantId: tid, brand, to: existing.email, locale, template: "account-exists", vars: { actionUrl: `${c.get("origin")}/auth/sign-in` } });
        return { session, resendAfter: OTP_RESEND_TIMER_SECONDS };
      }
      const { captchaPayload: _omit, ...fields } = body;
      const { session, code } = await d.otp.issue(tid, body.email, "sign-up", {
        ...fields,
        languageCode: intlLocale(locale),
        ...signUpOrigin(c),
      });
      await d.mailer.send({ tenantId: tid, brand, to: body.email, locale, template: "otp-sign-up", vars: { code, minutes: 10 } });
      return { session, resendAfter: OTP_RESEND_TIMER_SECONDS };
    },

    async confirm(c: Context<AppEnv>, body: z.infer<typeof confirmSignUpSchema>) {
      const tid = c.get("tenant").id;
      const challenge = await d.otp.verify(tid, body.session, body.email, body.otp, "sign-up");
      const s = challenge.signUp as (z.infer<typeof signUpSchema> & { languageCode: "en-US" | "pt-BR"; referralCode: string | null; utm: Record<string, string> | null }) | null;
      if (!s) throw new HttpError(400, "otp_invalid", "errors:otpSessionInvalid");
      const created = await d.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, { tenantId: tid }, s.email)) throw new HttpError(409, "email_taken", "errors:emailTaken");
        const individual = s.accountType === "individual";
        const [user] = await tx
          .insert(users)
          .values({
            whitelabelId: tid,
            email: s.email,
            name: s.name,
            phoneNumber: s.phoneNumber ?? null,
            languageCode: s.languageCode,
            isManager: individual,
            completedProfile: individual,
            referralCode: s.referralCode,
            utm: s.utm,
            signUpDetails: { accountType: s.accountType, organization: s.organization ?? null, role: s.role ?? null, website: s.website ?? null, inviteCode: s.inviteCode ?? null, courseId: s.courseId ?? null, skillGapData: body.skillGapData ?? null },
          })
          .returning();
        const person = userScope(tid, user!.id);
        for (const hook of d.hooks().onSignUp) await hook(tx, person, { name: s.name, accountType: s.accountType, skillGapData: body.skillGapData, referralCode: s.referralCode, utm: s.utm });
        return (await findUserById(tx, person))!;
      });
      return d.sessions.start(c, created, false, await activeEntity(tid, created));
    },
  };
}

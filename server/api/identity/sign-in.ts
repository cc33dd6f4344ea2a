import type { z } from "zod";
import { OTP_RESEND_TIMER_SECONDS } from "../../../contract/constants.ts";
import type { confirmSignUpSchema, signInStartSchema, signInVerifySchema, signUpSchema } from "../../../contract/auth.ts";
import { users } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { userScope, type TenantScope } from "../../platform/scope.ts";
import type { IdentityDeps, Visitor } from "./deps.ts";
import { findUserByEmail, findUserById, loadUserView, type UserRow } from "./queries.ts";
import type { SignUpOrigin } from "./sign-up-origin.ts";
import { intlLocale } from "../../../contract/locale.ts";

const WINDOW = 600;

/** E-mail sign-in and sign-up with one-time codes (§4, §7). */
export function createSignIn(d: IdentityDeps) {
  const brandOf = (v: Visitor) => d.tenancy.brand(v.tenant, v.origin);
  const sessionOf = (v: Visitor) => ({ tenantId: v.tenant.id, ip: v.ip });
  const tenantOf = (v: Visitor): TenantScope => ({ tenantId: v.tenant.id });
  const otpInvalid = () => new DomainError("invalid", "otp_invalid", "errors:otpSessionInvalid");

  async function limits(v: Visitor, email: string) {
    const tid = v.tenant.id;
    // per address across every tenant: a new tenant host is not a new allowance
    await rateLimit(d.db, `otp-ip:${v.ip}`, d.config.OTP_LIMIT_PER_ADDRESS, WINDOW);
    await rateLimit(d.db, `otp-email:${tid}:${email}`, d.config.OTP_LIMIT_PER_EMAIL, WINDOW);
  }

  /** The entity a person's session opens in: their active one, else their first. */
  async function activeEntity(tenant: TenantScope, user: UserRow) {
    return (await loadUserView(d.db, userScope(tenant, user.id), d.hooks().memberships))?.activeEntityId ?? null;
  }

  return {
    activeEntity,

    async start(v: Visitor, body: z.infer<typeof signInStartSchema>) {
      const tenant = tenantOf(v);
      await d.captcha.verify(body.captchaPayload, tenant);
      await limits(v, body.email);
      await d.otp.assertCanSend(tenant, body.email, "sign-in");
      const user = await findUserByEmail(d.db, tenant, body.email);
      // The same answer whether or not the address has an account; only an account gets a code.
      const { session, code } = await d.otp.issue(tenant, body.email, "sign-in");
      if (user) {
        await d.mailer.send({
          tenantId: tenant.tenantId,
          brand: brandOf(v),
          to: user.email,
          locale: user.languageCode === "pt-BR" ? "pt" : "en",
          template: "otp-sign-in",
          vars: { code, minutes: 10 },
        });
      }
      return { session, resendAfter: OTP_RESEND_TIMER_SECONDS };
    },

    /** The code checked: a new session (the route writes its cookies). */
    async verify(v: Visitor, body: z.infer<typeof signInVerifySchema>) {
      const tenant = tenantOf(v);
      await d.captcha.verify(body.captchaPayload, tenant);
      await d.otp.verify(tenant, body.session, body.email, body.otp, "sign-in");
      const user = await findUserByEmail(d.db, tenant, body.email);
      if (!user) throw otpInvalid();
      return d.sessions.start(sessionOf(v), user, body.rememberMe, await activeEntity(tenant, user));
    },

    /** `origin`: the referral code and campaign the visitor's browser kept (the route reads them). */
    async signUp(v: Visitor, body: z.infer<typeof signUpSchema>, origin: SignUpOrigin) {
      const tenant = tenantOf(v);
      await d.captcha.verify(body.captchaPayload, tenant);
      await limits(v, body.email);
      await d.otp.assertCanSend(tenant, body.email, "sign-up");
      const existing = await findUserByEmail(d.db, tenant, body.email);
      const brand = brandOf(v);
      const locale = v.locale;
      if (existing) {
        // Never reveal that the address is taken: its owner is told by e-mail instead.
        const { session } = await d.otp.issue(tenant, body.email, "sign-up", null);
        await d.mailer.send({
          tenantId: tenant.tenantId,
          brand,
          to: existing.email,
          locale,
          template: "account-exists",
          vars: { actionUrl: `${v.origin}/auth/sign-in` },
        });
        return { session, resendAfter: OTP_RESEND_TIMER_SECONDS };
      }
      const { captchaPayload: _omit, ...fields } = body;
      const { session, code } = await d.otp.issue(tenant, body.email, "sign-up", {
        ...fields,
        languageCode: intlLocale(locale),
        ...origin,
      });
      await d.mailer.send({
        tenantId: tenant.tenantId,
        brand,
        to: body.email,
        locale,
        template: "otp-sign-up",
        vars: { code, minutes: 10 },
      });
      return { session, resendAfter: OTP_RESEND_TIMER_SECONDS };
    },

    /** The code checked: the account is created and a new session opened (the route writes its cookies). */
    async confirm(v: Visitor, body: z.infer<typeof confirmSignUpSchema>) {
      const tenant = tenantOf(v);
      const challenge = await d.otp.verify(tenant, body.session, body.email, body.otp, "sign-up");
      const s = challenge.signUp as
        | (z.infer<typeof signUpSchema> & {
            languageCode: "en-US" | "pt-BR";
            referralCode: string | null;
            utm: Record<string, string> | null;
          })
        | null;
      if (!s) throw otpInvalid();
      const created = await d.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, tenant, s.email)) throw new DomainError("conflict", "email_taken", "errors:emailTaken");
        const individual = s.accountType === "individual";
        const [user] = await tx
          .insert(users)
          .values({
            whitelabelId: tenant.tenantId,
            email: s.email,
            name: s.name,
            phoneNumber: s.phoneNumber ?? null,
            languageCode: s.languageCode,
            isManager: individual,
            completedProfile: individual,
            referralCode: s.referralCode,
            utm: s.utm,
            signUpDetails: {
              accountType: s.accountType,
              organization: s.organization ?? null,
              role: s.role ?? null,
              website: s.website ?? null,
              inviteCode: s.inviteCode ?? null,
              courseId: s.courseId ?? null,
              skillGapData: body.skillGapData ?? null,
            },
          })
          .returning();
        const person = userScope(tenant, user!.id);
        for (const hook of d.hooks().onSignUp)
          await hook(tx, person, {
            name: s.name,
            accountType: s.accountType,
            skillGapData: body.skillGapData,
            referralCode: s.referralCode,
            utm: s.utm,
          });
        return (await findUserById(tx, person))!;
      });
      return d.sessions.start(sessionOf(v), created, false, await activeEntity(tenant, created));
    },
  };
}

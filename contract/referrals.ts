import { z } from "zod";
import {
  COMMISSION_CURRENCIES,
  COMMISSION_STATUSES,
  REFERRAL_CODE_PATTERN,
  REFERRAL_MAX_PAGE_SIZE,
  REFERRAL_PAGE_SIZE,
  REFERRAL_STATUSES,
} from "./referral-rules.ts";

export * from "./referral-rules.ts";

const invalid = { error: "errors:invalidValue" };

/** The campaign (§3 UTM params) a sign-up came with; only the parameters it had. */
export const utmSchema = z
  .object({
    utm_source: z.string().optional(),
    utm_medium: z.string().optional(),
    utm_campaign: z.string().optional(),
    utm_term: z.string().optional(),
    utm_content: z.string().optional(),
  })
  .meta({ id: "UtmParams" });
export type Utm = z.infer<typeof utmSchema>;

/** What the programme pays, for its public page and terms (the rate is the server's configuration). */
export const referralProgramSchema = z
  .object({
    rate: z.number().describe("The share of a referred customer's first paid invoice the affiliate earns (0.2 is 20 %)"),
    percent: z.number().describe("The same rate in per cent"),
    cookieDays: z.number().int().describe("How long a followed link is remembered for sign-up"),
  })
  .meta({ id: "ReferralProgram" });
export type ReferralProgram = z.infer<typeof referralProgramSchema>;

export const referralCodeParamsSchema = z.object({ code: z.string().regex(REFERRAL_CODE_PATTERN, { error: "errors:notFound" }) });
export const referralCodeSchema = z.object({ code: z.string() }).meta({ id: "ReferralCode" });

/** Earned and reversed totals in one currency, in cents (minor units). */
export const commissionTotalSchema = z
  .object({
    currency: z.enum(COMMISSION_CURRENCIES),
    bonusAmount: z.number().int().describe("Commissions earned and not reversed, in cents"),
    reversedAmount: z.number().int().describe("Commissions reversed by refunds, in cents"),
    count: z.number().int().describe("Earned commissions"),
  })
  .meta({ id: "CommissionTotal" });
export type CommissionTotal = z.infer<typeof commissionTotalSchema>;

/** §3 Affiliate: id, code, commissions (bonusAmount); the link is the base URL with ?ref={code}. */
export const affiliateSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    link: z.string().describe("The tenant's base URL with ?ref={code}"),
    rate: z.number().describe("The rate a commission earned today would have"),
    commissions: z.array(commissionTotalSchema).describe("Totals per currency (none before the first commission)"),
    totalReferrals: z.number().int(),
    totalCommissions: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "Affiliate" });
export type Affiliate = z.infer<typeof affiliateSchema>;

export const affiliateParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });
export const affiliatePageQuerySchema = z.object({
  page: z.coerce.number().int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  limit: z.coerce
    .number()
    .int(invalid)
    .min(1, invalid)
    .max(REFERRAL_MAX_PAGE_SIZE, invalid)
    .default(REFERRAL_PAGE_SIZE)
    .describe(`Rows per page (${REFERRAL_PAGE_SIZE} by default, at most ${REFERRAL_MAX_PAGE_SIZE})`),
});

export const referralSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable().describe("The referred person's name; null once their account was deleted"),
    status: z.enum(REFERRAL_STATUSES),
    utm: utmSchema.nullable().describe("The campaign of the referred sign-up, when it had one"),
    createdAt: z.string(),
    convertedAt: z.string().nullable().describe("When the referred customer's first invoice was paid"),
  })
  .meta({ id: "Referral" });
export type Referral = z.infer<typeof referralSchema>;
/** §3 Referrals response: referrals, totalReferrals (and the page). */
export const referralListSchema = z
  .object({ referrals: z.array(referralSchema), totalReferrals: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "ReferralList" });
export type ReferralList = z.infer<typeof referralListSchema>;

export const commissionSchema = z
  .object({
    id: z.uuid(),
    referralId: z.uuid(),
    name: z.string().nullable().describe("The referred person's name; null once their account was deleted"),
    invoiceAmount: z.number().int().describe("The paid invoice, in cents"),
    bonusAmount: z.number().int().describe("The commission, in cents (rate × invoice, rounded half up to the cent)"),
    currency: z.enum(COMMISSION_CURRENCIES),
    rate: z.number(),
    status: z.enum(COMMISSION_STATUSES),
    earnedAt: z.string(),
    reversedAt: z.string().nullable(),
  })
  .meta({ id: "Commission" });
export type Commission = z.infer<typeof commissionSchema>;
/** §3 Commissions response: commissions, totalCommissions (and the page). */
export const commissionListSchema = z
  .object({ commissions: z.array(commissionSchema), totalCommissions: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "CommissionList" });
export type CommissionList = z.infer<typeof commissionListSchema>;

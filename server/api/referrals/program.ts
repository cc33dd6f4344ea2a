import { REFERRAL_COOKIE_DAYS } from "../../../contract/constants.ts";
import type { ReferralProgram } from "../../../contract/referrals.ts";
import { rateOf, type ReferralDeps } from "./deps.ts";

/** GET /public/referral-program: what the programme pays, as this server is configured. */
export const referralProgram = (d: Pick<ReferralDeps, "rateBasisPoints">) => (): ReferralProgram => ({
  rate: rateOf(d.rateBasisPoints),
  percent: d.rateBasisPoints / 100,
  cookieDays: REFERRAL_COOKIE_DAYS,
});

import type { Db, Tx } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import { basisPoints, type ReferralDeps } from "./deps.ts";
import { findReferralCode } from "./find-referral-code.ts";
import { getAffiliate } from "./get-affiliate.ts";
import { invoicePaid, type InvoicePaid } from "./invoice-paid.ts";
import { invoiceRefunded, type InvoiceRefunded } from "./invoice-refunded.ts";
import { listCommissions } from "./list-commissions.ts";
import { listReferrals } from "./list-referrals.ts";
import { referralProgram } from "./program.ts";
import { recordSignUp } from "./record-sign-up.ts";
import { referralRoutes } from "./routes.ts";
import { signUpsByCampaign } from "./sign-up-campaigns.ts";

/** What billing tells the referral programme, inside its own transaction (docs/decisions/0027-referrals.md). */
export interface ReferralLedger {
  /** A paid invoice of the customer entity: the first paid invoice of a referred customer earns the referrer a
   *  commission (rate × amount, rounded to cents, in the invoice's currency). Idempotent per invoiceId. */
  invoicePaid(tx: Tx, e: InvoicePaid): Promise<void>;
  /** A refund reverses that invoice's commission (status reversed, kept for the record). Idempotent. */
  invoiceRefunded(tx: Tx, e: InvoiceRefunded): Promise<void>;
}

function createReferralService(d: ReferralDeps) {
  return {
    program: referralProgram(d),
    findCode: findReferralCode(d),
    getAffiliate: getAffiliate(d),
    listReferrals: listReferrals(d),
    listCommissions: listCommissions(d),
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;

/**
 * The referral programme: affiliates and their codes, referrals attached at sign-up (with the
 * campaign the person came with), and commissions on referred customers' first paid invoices.
 * Billing reports payments and refunds through `ledger`; analytics reads `signUpsByCampaign`.
 */
export function createReferralsArea(opts: { db: Db; config: Pick<Config, "REFERRAL_COMMISSION_RATE">; orgs: Organizations }) {
  const d: ReferralDeps = { db: opts.db, orgs: opts.orgs, rateBasisPoints: basisPoints(opts.config.REFERRAL_COMMISSION_RATE) };
  const ledger: ReferralLedger = { invoicePaid: invoicePaid(d), invoiceRefunded: invoiceRefunded() };
  const area: Area = { name: "referrals", routes: [referralRoutes(createReferralService(d))], onSignUp: recordSignUp(d) };
  return { ledger, signUpsByCampaign: signUpsByCampaign(d), area };
}
export type { InvoicePaid } from "./invoice-paid.ts";
export type { InvoiceRefunded } from "./invoice-refunded.ts";
export type { SignUpCampaign } from "./sign-up-campaigns.ts";

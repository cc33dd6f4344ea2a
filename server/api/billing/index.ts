import type { Db } from "../../db/client.ts";
import { brandImages } from "../../platform/brand-images.ts";
import type { Config } from "../../platform/config.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import type { ReferralLedger } from "../referrals/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { accountRoutes } from "./account-routes.ts";
import { activePlans } from "./active-plans.ts";
import { checkoutStatus } from "./checkout-status.ts";
import { createCompanyTrial } from "./company-trial.ts";
import { confirmCheckout } from "./confirm-checkout.ts";
import { createCheckout } from "./create-checkout.ts";
import { createCustomer } from "./create-customer.ts";
import type { BillingDeps } from "./deps.ts";
import type { PaymentGateway } from "./gateway.ts";
import { getCustomer } from "./get-customer.ts";
import { invoiceReceipt } from "./invoice-receipt.ts";
import { listInvoices } from "./list-invoices.ts";
import { listSubscriptions } from "./list-subscriptions.ts";
import { createLocalGateway, type LocalGateway } from "./local/gateway.ts";
import { createMirror, type Mirror } from "./mirror.ts";
import { billingOverview } from "./overview.ts";
import { payCheckout } from "./pay-checkout.ts";
import { listPlans, listProducts } from "./plans.ts";
import { previewSeats } from "./preview-seats.ts";
import { createPortalSession } from "./portal-session.ts";
import { paymentRoutes } from "./routes.ts";
import { startTrial } from "./start-trial.ts";
import { createStripeAdapter } from "./stripe/index.ts";
import { createTrialNotices } from "./trial-notices.ts";
import { updateSubscription } from "./update-subscription.ts";
import { upgradeSubscription } from "./upgrade-subscription.ts";
import { validateCoupon } from "./validate-coupon.ts";

/** What a gateway adapter is built from: the mirror it writes through, and the built-in gateway beside it. */
export type GatewayContext = { db: Db; config: Config; mirror: Mirror; product: string; local: LocalGateway };
/** Makes the gateway new customers, checkouts and trials go to (tests pass their own, e.g. Stripe on its emulator). */
export type GatewayFactory = (ctx: GatewayContext) => PaymentGateway;

function createBillingService(d: BillingDeps) {
  const readImage = brandImages("public", d.storage);
  return {
    listPlans: listPlans(d),
    listProducts: listProducts(d),
    activePlans: activePlans(d),
    getCustomer: getCustomer(d),
    createCustomer: createCustomer(d),
    validateCoupon: validateCoupon(d),
    createCheckout: createCheckout(d),
    checkoutStatus: checkoutStatus(d),
    payCheckout: payCheckout(d),
    confirmCheckout: confirmCheckout(d),
    listSubscriptions: listSubscriptions(d),
    updateSubscription: updateSubscription(d),
    upgradeSubscription: upgradeSubscription(d),
    previewSeats: previewSeats(d),
    createPortalSession: createPortalSession(d),
    overview: billingOverview(d),
    listInvoices: listInvoices(d),
    receipt: invoiceReceipt(d, readImage),
    startTrial: startTrial(d),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;

/**
 * Plans, subscriptions, checkout, coupons, invoices and trials (docs/decisions/0028-billing.md).
 * One mirror of the gateway in billing's tables, written by either gateway: Stripe when
 * configured, else the built-in test gateway. Entity features follow the live subscriptions
 * (the mirror re-derives them through organizations); the referral ledger hears of paid
 * invoices. An hourly job renews and ends the built-in gateway's subscriptions and sends the
 * trial reminders; a new company starts on a trial (onEntityCreated).
 */
export function createBillingArea(opts: {
  db: Db;
  config: Config;
  orgs: Organizations;
  mailer: Mailer;
  jobs: Jobs;
  tenancy: TenancyService;
  ledger: ReferralLedger;
  storage: Storage;
  gateway?: GatewayFactory;
}) {
  const { db, config, orgs, tenancy } = opts;
  const product = config.PRODUCT_SLUG;
  const mirror = createMirror({ db, orgs, ledger: opts.ledger, product });
  const local = createLocalGateway({ db, mirror, product, tenancy });
  // Stripe when STRIPE_SECRET_KEY is set, its webhook route with it; else the built-in test gateway
  const stripe = config.STRIPE_SECRET_KEY ? createStripeAdapter({ db, config, mirror, product }) : null;
  const gateway = (opts.gateway ?? ((ctx: GatewayContext) => stripe?.gateway ?? ctx.local))({ db, config, mirror, product, local });
  const seller = { name: config.BILLING_SELLER_NAME, address: config.BILLING_SELLER_ADDRESS, taxId: config.BILLING_SELLER_TAX_ID };
  const d: BillingDeps = {
    db,
    orgs,
    mirror,
    tenancy,
    mailer: opts.mailer,
    jobs: opts.jobs,
    storage: opts.storage,
    product,
    gateway,
    local,
    seller,
  };
  const service = createBillingService(d);
  const trialNotices = createTrialNotices(d);
  const companyTrial = createCompanyTrial(d);
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());

  /** The hourly work at `now`: the built-in gateway's renewals and ends, then the trial reminders. */
  async function hourly(now = new Date()) {
    const renewals = await local.renewDue(now);
    const notices = await trialNotices(now);
    return { ...renewals, reminders: notices.sent };
  }

  const area: Area = {
    name: "billing",
    routes: [paymentRoutes(service), accountRoutes(service, tenancy), ...(stripe ? [stripe.webhook.routes] : [])],
    // a new company starts on a trial of its tenant's team plan
    onEntityCreated: companyTrial.onEntityCreated,
    jobs: [{ queue: "billing-hourly", every: "hour", work: async (data) => void (await hourly(clock(data))) }, companyTrial.job],
  };
  return { area, mirror, gateway, local, hourly, service };
}
export type BillingArea = ReturnType<typeof createBillingArea>;

import { z } from "zod";
import { BILLING_INTERVALS, CURRENCIES, MAX_SEATS, PLAN_KEYS } from "./plans.ts";
import { SUBSCRIPTION_PRODUCTS } from "./constants.ts";

/**
 * The §7 payment calls (/api/payment-gateway/…) and billing's own pages. Subscription, price
 * and invoice objects keep Stripe's field names and units (§3: items.data[0].price.lookup_key,
 * recurring.interval; times in seconds since the epoch; amounts in cents), whichever gateway
 * serves them, so an integrator scripts one shape.
 */

const invalid = { error: "errors:invalidValue" };
const id = z
  .string()
  .min(1, invalid)
  .max(255, invalid)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "errors:notFound" });

export const customerParamsSchema = z.object({ customerId: id });
export const customerIdParamsSchema = z.object({ id });
export const entityParamsSchema = z.object({ entityId: z.uuid({ error: "errors:notFound" }) });
export const sessionParamsSchema = z.object({ sessionId: id });
export const invoiceParamsSchema = z.object({ invoiceId: id });

export const priceSchema = z
  .object({
    id: z.string(),
    lookup_key: z.string().describe("{planId}-{interval}, e.g. skill5-team-month"),
    product: z.enum(SUBSCRIPTION_PRODUCTS),
    plan: z.string().describe("The §6 plan id"),
    currency: z.string().describe("Lower-case ISO code (usd, brl)"),
    unit_amount: z.number().int().describe("Cents per unit (per seat for per-seat plans)"),
    recurring: z.object({ interval: z.enum(BILLING_INTERVALS) }),
  })
  .meta({ id: "Price" });

export const discountSchema = z
  .object({
    promotionCodeId: z.string(),
    code: z.string(),
    percentOff: z.number().nullable(),
    amountOff: z.number().int().nullable().describe("Cents"),
    currency: z.string().nullable(),
    duration: z.enum(["once", "repeating", "forever"]),
    durationInMonths: z.number().int().nullable(),
  })
  .meta({ id: "Discount" });

/** §3 Subscription, as Stripe shapes it. */
export const subscriptionSchema = z
  .object({
    id: z.string(),
    object: z.literal("subscription"),
    customer: z.string(),
    status: z.enum(["incomplete", "trialing", "active", "past_due", "canceled", "unpaid", "incomplete_expired", "paused"]),
    metadata: z.object({ type: z.literal("trial").optional(), entityId: z.string(), plan: z.string() }),
    items: z.object({ data: z.array(z.object({ id: z.string(), quantity: z.number().int(), price: priceSchema })) }),
    current_period_start: z.number().int(),
    current_period_end: z.number().int(),
    cancel_at_period_end: z.boolean(),
    canceled_at: z.number().int().nullable(),
    ended_at: z.number().int().nullable(),
    trial_end: z.number().int().nullable(),
    discount: discountSchema.nullable(),
    created: z.number().int(),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.object({ data: z.array(subscriptionSchema) }).meta({ id: "SubscriptionList" });

/** A plan of the catalogue as the tenant sells it, with its prices. */
export const planSchema = z
  .object({
    id: z.string(),
    key: z.enum(PLAN_KEYS).describe("Names shown to users come from this key (neutral: Free, Team…), never from the id"),
    product: z.enum(SUBSCRIPTION_PRODUCTS),
    perSeat: z.boolean(),
    custom: z.boolean().describe("Quoted by sales: no self-service checkout"),
    features: z.array(z.string()),
    prices: z.array(priceSchema),
  })
  .meta({ id: "Plan" });
export type PlanView = z.infer<typeof planSchema>;
export const planListSchema = z.object({ data: z.array(planSchema) }).meta({ id: "PlanList" });

export const activePlanSchema = z
  .object({
    plan: z.string(),
    key: z.enum(PLAN_KEYS),
    subscriptionId: z.string().nullable().describe("null for the free plan"),
    status: z.string(),
    trial: z.boolean(),
    interval: z.enum(BILLING_INTERVALS).nullable(),
    quantity: z.number().int(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: "ActivePlan" });
export const activePlansSchema = z
  .object({
    entityId: z.uuid(),
    plans: z.array(activePlanSchema),
    features: z.array(z.string()).describe("What the plans grant, the free plan's included"),
  })
  .meta({ id: "ActivePlans" });
export type ActivePlans = z.infer<typeof activePlansSchema>;

export const customerSchema = z
  .object({
    id: z.string(),
    object: z.literal("customer"),
    name: z.string(),
    email: z.string(),
    metadata: z.object({ entityId: z.string() }),
    created: z.number().int(),
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof customerSchema>;

export const customerCreateSchema = z
  .object({
    name: z.string().trim().min(1, { error: "errors:required" }).max(200, invalid),
    email: z.email({ error: "errors:invalidEmail" }).max(254, invalid),
  })
  .meta({ id: "CustomerCreate" });

const codeValue = z.string().trim().min(1, invalid).max(64, invalid);
export const couponValidateSchema = z
  .object({
    promotionCodeId: z.string().trim().max(255, invalid).optional(),
    promotionCodeValue: codeValue.optional(),
    currency: z
      .enum(CURRENCIES, { error: "billing:errors.currency" })
      .optional()
      .describe("The currency the code would be used in: an amount-off code in another currency is refused (400)"),
  })
  .refine((b) => !!(b.promotionCodeId || b.promotionCodeValue), { error: "billing:errors.couponRequired", path: ["promotionCodeValue"] })
  .meta({ id: "CouponValidate" });
export const couponSchema = z
  .object({
    valid: z.literal(true),
    promotionCode: z.object({ id: z.string(), code: z.string() }),
    coupon: z.object({
      name: z.string(),
      percentOff: z.number().nullable(),
      amountOff: z.number().int().nullable(),
      currency: z.string().nullable(),
      duration: z.enum(["once", "repeating", "forever"]),
      durationInMonths: z.number().int().nullable(),
    }),
  })
  .meta({ id: "Coupon" });
export type Coupon = z.infer<typeof couponSchema>;

export const productListSchema = z
  .object({ data: z.array(z.object({ id: z.enum(SUBSCRIPTION_PRODUCTS), plans: z.array(z.string()) })) })
  .meta({ id: "ProductList" });

const seats = z.coerce
  .number({ error: "billing:errors.seats" })
  .int({ error: "billing:errors.seats" })
  .min(1, { error: "billing:errors.seats" })
  .max(MAX_SEATS, { error: "billing:errors.seatsMax" });

export const checkoutSchema = z
  .object({
    priceLookupKey: z.string().trim().min(1, { error: "errors:required" }).max(100, invalid),
    promotionCodeId: z.string().trim().max(255, invalid).optional().nullable(),
    promotionCodeValue: codeValue.optional().nullable(),
    upgradeAccount: z
      .boolean()
      .optional()
      .default(false)
      .describe("Confirms that an individual account becomes a company account when a team plan goes live"),
    quantity: seats.optional().describe("Seats, for per-seat plans (default: the members the company has, at least 1)"),
    currency: z.enum(CURRENCIES, { error: "billing:errors.currency" }).optional().default("USD"),
  })
  .meta({ id: "CheckoutRequest" });
export type CheckoutRequest = z.input<typeof checkoutSchema>;
export const checkoutSessionSchema = z
  .object({ id: z.string(), url: z.string().describe("Where to send the browser: the gateway's checkout page") })
  .meta({ id: "CheckoutSession" });

/** The built-in gateway's checkout page, and the /subscription/active page's wait for it. */
export const checkoutStatusSchema = z
  .object({
    id: z.string(),
    gateway: z.enum(["stripe", "local"]),
    status: z.enum(["open", "requires_action", "complete", "expired"]),
    plan: z.string(),
    key: z.enum(PLAN_KEYS),
    interval: z.enum(BILLING_INTERVALS),
    currency: z.enum(CURRENCIES),
    quantity: z.number().int(),
    unitAmount: z.number().int(),
    subtotal: z.number().int().describe("Cents, before the discount"),
    discount: z.number().int(),
    total: z.number().int().describe("What the first invoice charges, in cents"),
    promotionCode: z.string().nullable(),
    upgradeAccount: z.boolean(),
    lastError: z.string().nullable().describe("Why the last attempt failed, translated"),
    subscriptionId: z.string().nullable(),
    features: z.array(z.string()).describe("Once complete: what the plan switched on"),
    expiresAt: z.string(),
  })
  .meta({ id: "CheckoutStatus" });
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/**
 * The built-in gateway's test cards (Stripe's well-known numbers): one pays, one is declined,
 * one asks for a confirmation step (3-D Secure) first. Any other number is refused.
 */
export const TEST_CARDS = { succeeds: "4242424242424242", declined: "4000000000000002", authenticate: "4000002500003155" } as const;

export const testCardSchema = z
  .object({
    cardNumber: z
      .string()
      .meta({ example: "4242 4242 4242 4242" })
      .transform((s) => s.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, { error: "billing:errors.cardNumber" })),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { error: "billing:errors.expiry" })
      .meta({ example: "12/34" }),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, { error: "billing:errors.cvc" })
      .meta({ example: "123" }),
    name: z.string().trim().min(1, { error: "errors:required" }).max(200, invalid),
  })
  .meta({ id: "TestCard" });
export type TestCard = z.input<typeof testCardSchema>;
/** The confirmation step (3-D Secure) of card 4000 0025 0000 3155: approved, the payment goes through; refused, it is declined. */
export const checkoutConfirmSchema = z.object({ approve: z.boolean({ error: invalid.error }) }).meta({ id: "CheckoutConfirm" });

export const UPDATE_TYPES = ["quantity", "item", "cancel", "resume"] as const;
export const subscriptionUpdateSchema = z
  .object({
    subscriptionId: id,
    item: z
      .string()
      .trim()
      .max(100, invalid)
      .optional()
      .describe("updateType item: the new price lookup key (e.g. monthly to yearly); otherwise the item id, optional"),
    quantity: seats.optional(),
    userEmail: z.email({ error: "errors:invalidEmail" }).optional().describe("Who asked, for the record"),
    updateType: z
      .enum(UPDATE_TYPES, { error: "billing:errors.updateType" })
      .default("quantity")
      .describe("quantity: seats; item: change the price; cancel / resume: at the period end"),
  })
  .refine((b) => b.updateType !== "quantity" || b.quantity !== undefined, { error: "billing:errors.seats", path: ["quantity"] })
  .refine((b) => b.updateType !== "item" || !!b.item, { error: "errors:required", path: ["item"] })
  .meta({ id: "SubscriptionUpdate" });
export const subscriptionUpgradeSchema = z
  .object({
    subscriptionId: id,
    newPlan: z
      .string()
      .trim()
      .min(1, { error: "errors:required" })
      .max(100, invalid)
      .describe("A plan id (keeps the interval) or a price lookup key"),
  })
  .meta({ id: "SubscriptionUpgrade" });

export const trialStartSchema = z
  .object({
    plan: z
      .string()
      .trim()
      .min(1, { error: "errors:required" })
      .max(100, invalid)
      .describe("A per-seat plan id this tenant sells (e.g. skill5-team)"),
    upgradeAccount: z
      .boolean()
      .optional()
      .default(false)
      .describe("As at checkout: an individual account confirms it becomes a company account"),
  })
  .meta({ id: "TrialStart" });

export const invoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable(),
    status: z.enum(["draft", "open", "paid", "void", "uncollectible"]),
    refunded: z.boolean(),
    currency: z.string(),
    subtotal: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    amountPaid: z.number().int(),
    amountRefunded: z.number().int(),
    lines: z.array(
      z.object({
        description: z.string(),
        planId: z.string().nullable(),
        quantity: z.number().int(),
        unitAmount: z.number().int(),
        amount: z.number().int(),
        proration: z.boolean(),
      }),
    ),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
    paymentMethod: z
      .object({
        type: z.string().describe("card, boleto, pix…"),
        brand: z.string().nullable().describe("A card's brand (visa, mastercard…)"),
        last4: z.string().nullable(),
      })
      .nullable()
      .describe("How it was paid, when known"),
    receiptUrl: z.string().describe("Our PDF receipt"),
    hostedUrl: z.string().nullable().describe("The gateway's own page for it, if any"),
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z
  .object({ data: z.array(invoiceSchema), page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: "InvoiceList" });
export type InvoiceList = z.infer<typeof invoiceListSchema>;
export const INVOICE_PAGE_SIZE = 10;
export const invoicePageQuerySchema = z.object({
  page: z.coerce.number({ error: invalid.error }).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  limit: z.coerce.number({ error: invalid.error }).int(invalid).min(1, invalid).max(50, invalid).default(INVOICE_PAGE_SIZE),
});

/** What /subscription shows: the entity's plan, seats, next invoice, and what it may do. */
export const billingOverviewSchema = z
  .object({
    entityId: z.uuid(),
    entityType: z.enum(["individual", "company"]),
    customerId: z.string().nullable(),
    gateway: z.enum(["stripe", "local"]),
    testMode: z.boolean().describe("The built-in test gateway: no real money moves"),
    subscriptions: z.array(subscriptionSchema),
    features: z.array(z.string()),
    seats: z.object({ used: z.number().int(), bought: z.number().int().nullable().describe("null: no cap") }),
    nextInvoice: z
      .object({
        amount: z.number().int().describe("Cents: the lines' total"),
        currency: z.string(),
        date: z.string().describe("When the soonest line renews"),
        subscriptionId: z.string().describe("The soonest line's subscription"),
        lines: z
          .array(
            z.object({
              subscriptionId: z.string(),
              plan: z.string(),
              key: z.enum(PLAN_KEYS).nullable(),
              quantity: z.number().int(),
              amount: z.number().int().describe("Cents: this plan's renewal, its prorations and discount counted"),
              date: z.string(),
            }),
          )
          .describe("Every plan renewing within a day of the soonest, in its currency (each is invoiced on its own)"),
      })
      .nullable()
      .describe("The next charge: the plans renewing together, discounts and pending prorations counted; null when nothing renews"),
    canManage: z.boolean().describe("manage-billing"),
  })
  .meta({ id: "BillingOverview" });
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const portalSessionSchema = z.object({ url: z.string() }).meta({ id: "BillingPortalSession" });

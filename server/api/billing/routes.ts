import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  activePlansSchema,
  couponSchema,
  couponValidateSchema,
  customerCreateSchema,
  customerIdParamsSchema,
  customerParamsSchema,
  customerSchema,
  checkoutSchema,
  checkoutSessionSchema,
  entityParamsSchema,
  planListSchema,
  portalSessionSchema,
  productListSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
  subscriptionUpgradeSchema,
} from "../../../contract/billing.ts";
import { access } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import { callerFrom } from "./caller.ts";
import type { BillingService } from "./index.ts";

const tag = ["Payments"];
const view = access({ permissions: ["view-billing"] });
const manage = access({ permissions: ["manage-billing"] });
const customer = { "x-resource": "billing-customer" } as const;

const r = {
  publicPlans: createRoute({
    method: "get",
    path: "/public/plans",
    tags: tag,
    summary: "The plans this site sells, with their monthly and yearly prices in each currency (for the public pricing page; no sign-in)",
    responses: { 200: json(planListSchema, "The tenant's plans") },
  }),
  subscriptions: createRoute({
    method: "get",
    path: "/payment-gateway/subscriptions/{customerId}",
    ...customer,
    tags: tag,
    ...view,
    summary: "A customer's subscriptions, newest first, as Stripe shapes them (view-billing; only your entity's customer)",
    request: { params: customerParamsSchema },
    responses: { 200: json(subscriptionListSchema, "The subscriptions"), ...errors(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "post",
    path: "/payment-gateway/subscriptions/update",
    tags: tag,
    ...manage,
    summary:
      "Changes a subscription: seats (quantity; never fewer than the company uses), another price of its product (item: a lookup key), cancel at the period end, or resume. Seats and prices prorate onto the next invoice; a new interval starts a new period invoiced at once (manage-billing)",
    request: body(subscriptionUpdateSchema),
    responses: { 200: json(subscriptionSchema, "The subscription after the change"), ...errors(400, 401, 403, 404, 409) },
  }),
  upgrade: createRoute({
    method: "post",
    path: "/payment-gateway/subscriptions/upgrade",
    tags: tag,
    ...manage,
    summary:
      "Moves a subscription to another plan of its product (a plan id keeps the interval; a lookup key names it), prorated (manage-billing)",
    request: body(subscriptionUpgradeSchema),
    responses: { 200: json(subscriptionSchema, "The subscription after the change"), ...errors(400, 401, 403, 404, 409) },
  }),
  plans: createRoute({
    method: "get",
    path: "/payment-gateway/subscriptions/plans",
    tags: tag,
    ...view,
    summary: "The plans this tenant sells, with their prices (view-billing)",
    responses: { 200: json(planListSchema, "The tenant's plans"), ...errors(401, 403) },
  }),
  active: createRoute({
    method: "get",
    path: "/payment-gateway/subscriptions/plans/active/{entityId}",
    "x-resource": "billing-entity",
    tags: tag,
    ...view,
    summary:
      "The entity's plans in force (the free plan and its live subscriptions) and the features they grant (view-billing; only your own entity)",
    request: { params: entityParamsSchema },
    responses: { 200: json(activePlansSchema, "The plans in force"), ...errors(400, 401, 403, 404) },
  }),
  customer: createRoute({
    method: "get",
    path: "/payment-gateway/customer/{id}",
    ...customer,
    tags: tag,
    ...view,
    summary: "A customer of the payment gateway (view-billing; only your entity's)",
    request: { params: customerIdParamsSchema },
    responses: { 200: json(customerSchema, "The customer"), ...errors(400, 401, 403, 404) },
  }),
  createCustomer: createRoute({
    method: "post",
    path: "/payment-gateway/customer/create",
    tags: tag,
    ...manage,
    summary:
      "Your entity's customer at the gateway, made on first use; asking again answers the same customer with the name and e-mail given (manage-billing)",
    request: body(customerCreateSchema),
    responses: { 200: json(customerSchema, "The customer"), ...errors(400, 401, 403) },
  }),
  coupon: createRoute({
    method: "post",
    path: "/payment-gateway/coupon/validate",
    tags: tag,
    ...view,
    summary: "The coupon of a promotion code, by its id or its value (any case), when it can still be used; 400 otherwise (view-billing)",
    request: body(couponValidateSchema),
    responses: { 200: json(couponSchema, "The coupon"), ...errors(400, 401, 403) },
  }),
  products: createRoute({
    method: "get",
    path: "/payment-gateway/products",
    tags: tag,
    ...view,
    summary: "The subscription products (training, scanners, compliance) and the plans of each this tenant sells (view-billing)",
    responses: { 200: json(productListSchema, "The products"), ...errors(401, 403) },
  }),
  checkout: createRoute({
    method: "post",
    path: "/payment-gateway/checkout/{customerId}",
    ...customer,
    tags: tag,
    ...manage,
    summary:
      "A checkout session for a priced plan of this tenant (priceLookupKey), in a currency it has a price in, with a promotion code; per-seat plans for at least the seats the company uses; a team plan for an individual account needs upgradeAccount. Answers where to send the browser (manage-billing)",
    request: { params: customerParamsSchema, ...body(checkoutSchema) },
    responses: { 200: json(checkoutSessionSchema, "The session and its page"), ...errors(400, 401, 403, 404, 409) },
  }),
  portal: createRoute({
    method: "post",
    path: "/payment-gateway/billing/{customerId}/create-session",
    ...customer,
    tags: tag,
    ...manage,
    summary:
      "Where the customer manages cards and invoices: Stripe's Billing Portal, or /subscription on the built-in test gateway (manage-billing)",
    request: { params: customerParamsSchema },
    responses: { 200: json(portalSessionSchema, "The portal's address"), ...errors(400, 401, 403, 404, 409) },
  }),
};

/** The §7 payment calls (/api/payment-gateway/…), the same for either gateway, and the public plans. */
/** The request's caller: the viewer in their active entity, with the language, origin and tenant asked on. */
const callerOf = async (c: Context<AppEnv>) =>
  callerFrom(await scopeOf(c, "entity"), await viewerOf(c), { locale: c.get("locale"), origin: c.get("origin"), tenant: c.get("tenant") });

export function paymentRoutes(s: BillingService) {
  return (
    new OpenAPIHono<AppEnv>()
      .openapi(r.publicPlans, (c) => c.json(s.listPlans(c.get("tenant")), 200))
      .openapi(r.update, async (c) => c.json(await s.updateSubscription(await callerOf(c), c.req.valid("json")), 200))
      .openapi(r.upgrade, async (c) => c.json(await s.upgradeSubscription(await callerOf(c), c.req.valid("json")), 200))
      .openapi(r.plans, (c) => c.json(s.listPlans(c.get("tenant")), 200))
      .openapi(r.active, async (c) => c.json(await s.activePlans(await callerOf(c), c.req.valid("param").entityId), 200))
      // after the fixed paths above: /subscriptions/plans is not a customer's
      .openapi(r.subscriptions, async (c) => c.json(await s.listSubscriptions(await callerOf(c), c.req.valid("param").customerId), 200))
      .openapi(r.customer, async (c) => c.json(await s.getCustomer(await callerOf(c), c.req.valid("param").id), 200))
      .openapi(r.createCustomer, async (c) => c.json(await s.createCustomer(await callerOf(c), c.req.valid("json")), 200))
      .openapi(r.coupon, async (c) => c.json(await s.validateCoupon(c.req.valid("json")), 200))
      .openapi(r.products, (c) => c.json(s.listProducts(c.get("tenant")), 200))
      .openapi(r.checkout, async (c) =>
        c.json(await s.createCheckout(await callerOf(c), c.req.valid("param").customerId, c.req.valid("json")), 200),
      )
      .openapi(r.portal, async (c) => c.json(await s.createPortalSession(await callerOf(c), c.req.valid("param").customerId), 200))
  );
}

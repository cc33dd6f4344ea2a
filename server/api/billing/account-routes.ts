import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  billingOverviewSchema,
  checkoutConfirmSchema,
  checkoutStatusSchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoicePageQuerySchema,
  sessionParamsSchema,
  subscriptionSchema,
  testCardSchema,
  trialStartSchema,
} from "../../../contract/billing.ts";
import { seatsPreviewRequestSchema, seatsPreviewSchema } from "../../../contract/billing-preview.ts";
import { access, can } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import { callerFrom } from "./caller.ts";
import type { BillingService } from "./index.ts";

const tag = ["Payments"];
const view = access({ permissions: ["view-billing"] });
const manage = access({ permissions: ["manage-billing"] });
const session = { "x-resource": "checkout-session" } as const;

const r = {
  overview: createRoute({
    method: "get",
    path: "/payment-gateway/overview",
    tags: tag,
    ...view,
    summary:
      "Your entity's billing at a glance: its subscriptions, features, seats used and bought, the next invoice (seats, discount and pending prorations counted), the gateway, and whether you may change them (view-billing)",
    responses: { 200: json(billingOverviewSchema, "The overview"), ...errors(401, 403) },
  }),
  invoices: createRoute({
    method: "get",
    path: "/payment-gateway/invoices",
    tags: tag,
    ...view,
    summary: "Your entity's invoices, newest first, each with its PDF receipt (view-billing)",
    request: { query: invoicePageQuerySchema },
    responses: { 200: json(invoiceListSchema, "A page of invoices"), ...errors(400, 401, 403) },
  }),
  receipt: createRoute({
    method: "get",
    path: "/payment-gateway/invoices/{invoiceId}/receipt",
    "x-resource": "invoice",
    tags: tag,
    ...view,
    summary: "An invoice's receipt as a PDF, under the site's brand, in your language (view-billing; only your entity's invoices)",
    request: { params: invoiceParamsSchema },
    responses: {
      200: { content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } }, description: "PDF" },
      ...errors(400, 401, 403, 404),
    },
  }),
  preview: createRoute({
    method: "post",
    path: "/payment-gateway/subscriptions/preview",
    tags: tag,
    ...manage,
    summary:
      "What a change of seats would cost before it is made: the price per period before and after, the prorated amount for the rest of this period, and the next invoice. Refused as the change itself would be (fewer seats than used, a trial, a plan not priced per seat) (manage-billing)",
    request: body(seatsPreviewRequestSchema),
    responses: { 200: json(seatsPreviewSchema, "The change's price"), ...errors(400, 401, 403, 404, 409) },
  }),
  trial: createRoute({
    method: "post",
    path: "/payment-gateway/trial",
    tags: tag,
    ...manage,
    summary:
      "Starts a 14-day trial of a per-seat plan without a card (metadata.type = trial); one per entity ever, and not while it pays for a plan of that product (409) (manage-billing)",
    request: body(trialStartSchema),
    responses: { 200: json(subscriptionSchema, "The trial"), ...errors(400, 401, 403, 409) },
  }),
  status: createRoute({
    method: "get",
    path: "/payment-gateway/checkout-sessions/{sessionId}",
    ...session,
    tags: tag,
    ...view,
    summary:
      "A checkout session: what it buys, for how much, its status (open, requires_action, complete, expired), why the last payment failed, and once complete what the plan switched on (view-billing; only your entity's)",
    request: { params: sessionParamsSchema },
    responses: { 200: json(checkoutStatusSchema, "The session"), ...errors(400, 401, 403, 404) },
  }),
  pay: createRoute({
    method: "post",
    path: "/payment-gateway/checkout-sessions/{sessionId}/pay",
    ...session,
    tags: tag,
    ...manage,
    summary:
      "Pays a session of the built-in TEST MODE gateway with a test card: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined (402, nothing changes); 4000 0025 0000 3155 asks for confirmation first (requires_action); other numbers are refused (402). The expiry must be in the future (manage-billing)",
    request: { params: sessionParamsSchema, ...body(testCardSchema) },
    responses: { 200: json(checkoutStatusSchema, "The session after the attempt"), ...errors(400, 401, 402, 403, 404, 409) },
  }),
  confirm: createRoute({
    method: "post",
    path: "/payment-gateway/checkout-sessions/{sessionId}/confirm",
    ...session,
    tags: tag,
    ...manage,
    summary:
      "The confirmation step (3-D Secure) of card 4000 0025 0000 3155: approve pays; refuse declines it like a declined card (402) and the session is open again (manage-billing)",
    request: { params: sessionParamsSchema, ...body(checkoutConfirmSchema) },
    responses: { 200: json(checkoutStatusSchema, "The session, paid"), ...errors(400, 401, 402, 403, 404, 409) },
  }),
};

/** Billing's own calls for /subscription and the built-in gateway's checkout page. */
/** The request's caller: the viewer in their active entity, with the language, origin and tenant asked on. */
const callerOf = async (c: Context<AppEnv>) =>
  callerFrom(await scopeOf(c, "entity"), await viewerOf(c), { locale: c.get("locale"), origin: c.get("origin"), tenant: c.get("tenant") });

export function accountRoutes(s: BillingService, tenancy: TenancyService) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.overview, async (c) => {
      const v = await viewerOf(c);
      return c.json(await s.overview(await callerOf(c), { canManage: can(v, "manage-billing") }), 200);
    })
    .openapi(r.invoices, async (c) => c.json(await s.listInvoices(await callerOf(c), c.req.valid("query")), 200))
    .openapi(r.receipt, async (c) => {
      const caller = await callerOf(c);
      const { bytes, filename } = await s.receipt(caller, c.req.valid("param").invoiceId, tenancy.brand(c.get("tenant"), c.get("origin")));
      return c.body(bytes as never, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(r.preview, async (c) => c.json(await s.previewSeats(await callerOf(c), c.req.valid("json")), 200))
    .openapi(r.trial, async (c) => c.json(await s.startTrial(await callerOf(c), c.req.valid("json")), 200))
    .openapi(r.status, async (c) => c.json(await s.checkoutStatus(await callerOf(c), c.req.valid("param").sessionId), 200))
    .openapi(r.pay, async (c) => c.json(await s.payCheckout(await callerOf(c), c.req.valid("param").sessionId, c.req.valid("json")), 200))
    .openapi(r.confirm, async (c) =>
      c.json(await s.confirmCheckout(await callerOf(c), c.req.valid("param").sessionId, c.req.valid("json").approve), 200),
    );
}

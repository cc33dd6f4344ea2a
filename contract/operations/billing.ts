import type { Operation } from "../operations.ts";
import { seatsPreviewRequestSchema, seatsPreviewSchema } from "../billing-preview.ts";
import {
  activePlansSchema,
  billingOverviewSchema,
  checkoutConfirmSchema,
  checkoutSchema,
  checkoutSessionSchema,
  checkoutStatusSchema,
  couponSchema,
  couponValidateSchema,
  customerCreateSchema,
  customerIdParamsSchema,
  customerParamsSchema,
  customerSchema,
  entityParamsSchema,
  invoiceListSchema,
  invoicePageQuerySchema,
  planListSchema,
  portalSessionSchema,
  productListSchema,
  sessionParamsSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
  subscriptionUpgradeSchema,
  testCardSchema,
  trialStartSchema,
} from "../billing.ts";

/**
 * Billing's JSON operations: plans, subscriptions, checkout, invoices (the §7 payment calls and billing's own). Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const billingOperations = {
  "GET /public/plans": { response: planListSchema },
  "GET /payment-gateway/subscriptions/{customerId}": { params: customerParamsSchema, response: subscriptionListSchema },
  "POST /payment-gateway/subscriptions/update": { body: subscriptionUpdateSchema, response: subscriptionSchema },
  "POST /payment-gateway/subscriptions/upgrade": { body: subscriptionUpgradeSchema, response: subscriptionSchema },
  "POST /payment-gateway/subscriptions/preview": { body: seatsPreviewRequestSchema, response: seatsPreviewSchema },
  "GET /payment-gateway/subscriptions/plans": { response: planListSchema },
  "GET /payment-gateway/subscriptions/plans/active/{entityId}": { params: entityParamsSchema, response: activePlansSchema },
  "GET /payment-gateway/customer/{id}": { params: customerIdParamsSchema, response: customerSchema },
  "POST /payment-gateway/customer/create": { body: customerCreateSchema, response: customerSchema },
  "POST /payment-gateway/coupon/validate": { body: couponValidateSchema, response: couponSchema },
  "GET /payment-gateway/products": { response: productListSchema },
  "POST /payment-gateway/checkout/{customerId}": { params: customerParamsSchema, body: checkoutSchema, response: checkoutSessionSchema },
  "POST /payment-gateway/billing/{customerId}/create-session": { params: customerParamsSchema, response: portalSessionSchema },
  "GET /payment-gateway/overview": { response: billingOverviewSchema },
  "GET /payment-gateway/invoices": { query: invoicePageQuerySchema, response: invoiceListSchema },
  "POST /payment-gateway/trial": { body: trialStartSchema, response: subscriptionSchema },
  "GET /payment-gateway/checkout-sessions/{sessionId}": { params: sessionParamsSchema, response: checkoutStatusSchema },
  "POST /payment-gateway/checkout-sessions/{sessionId}/pay": {
    params: sessionParamsSchema,
    body: testCardSchema,
    response: checkoutStatusSchema,
  },
  "POST /payment-gateway/checkout-sessions/{sessionId}/confirm": {
    params: sessionParamsSchema,
    body: checkoutConfirmSchema,
    response: checkoutStatusSchema,
  },
} as const satisfies Record<string, Operation>;

type Table = typeof billingOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface BillingOperations extends Table {}

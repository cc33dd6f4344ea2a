import { eq } from "drizzle-orm";
import { withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { billingCustomers, billingInvoices } from "./schema.ts";

/** Acme's billing: the customer and paid invoice of its Enterprise plan (seeded), and a checkout it started. */
export const sweepFixtures: SweepFixtures = async ({ t, db, host, acme, manager }) => {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.whitelabelId, acme.id));
  const [invoice] = await db.select({ id: billingInvoices.id }).from(billingInvoices).where(eq(billingInvoices.customerId, customer!.id));
  const checkout = await t.req(`/api/payment-gateway/checkout/${customer!.id}`, {
    ...withCookie(manager, jsonBody({ priceLookupKey: "shield-scanners-month" })),
    host,
  });
  const checkoutSession = (await checkout.json()) as { id: string };
  return {
    ids: {
      "billing-customer": customer!.id,
      "billing-entity": customer!.entityId,
      invoice: invoice!.id,
      "checkout-session": checkoutSession.id,
    },
  };
};

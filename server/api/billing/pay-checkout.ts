import type { CheckoutStatus } from "../../../contract/billing.ts";
import { sessionView } from "./checkout-status.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import type { CardInput } from "./local/pay.ts";

/**
 * POST /checkout-sessions/{sessionId}/pay (the built-in gateway's TEST MODE page): pays with a
 * test card; answers the session, complete or waiting for confirmation. A declined card is 402.
 */
export const payCheckout =
  (d: BillingDeps) =>
  async (caller: Caller, sessionId: string, card: CardInput): Promise<CheckoutStatus> =>
    sessionView(d, await d.local.pay(caller.scope, sessionId, card), caller.locale);

import type { CheckoutStatus } from "../../../contract/billing.ts";
import { sessionView } from "./checkout-status.ts";
import type { BillingDeps, Caller } from "./deps.ts";

/** POST /checkout-sessions/{sessionId}/confirm {approve}: the 3-D Secure step of card 4000 0025 0000 3155; refused, it is declined (402). */
export const confirmCheckout =
  (d: BillingDeps) =>
  async (caller: Caller, sessionId: string, approve: boolean): Promise<CheckoutStatus> =>
    sessionView(d, await d.local.confirm(caller.scope, sessionId, approve), caller.locale);

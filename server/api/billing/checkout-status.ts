import type { CheckoutStatus } from "../../../contract/billing.ts";
import type { Locale } from "../../../contract/constants.ts";
import { parseLookupKey, unitAmountCents, type Currency } from "../../../contract/plans.ts";
import { translate } from "../../platform/i18n.ts";
import { discountOf } from "./amounts.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { findPromotionCodeRow } from "./local/promotion-codes.ts";
import { findSession, type SessionRow } from "./queries.ts";

/** A checkout session as its page and the return page show it: what is bought, for how much, and how it went. */
export async function sessionView(d: BillingDeps, s: SessionRow, locale: Locale, now = new Date()): Promise<CheckoutStatus> {
  const choice = parseLookupKey(s.lookupKey, d.product);
  const currency = s.currency as Currency;
  const unitAmount = (choice && unitAmountCents(choice.plan, currency, choice.interval)) ?? 0;
  const subtotal = unitAmount * s.quantity;
  // the code as it was when chosen (a code used up since still shows on the session it was applied to)
  const promo = s.promotionCodeId
    ? s.gateway === "local"
      ? ((await findPromotionCodeRow(d.db, { id: s.promotionCodeId })) ?? null)
      : d.gateway.name === s.gateway
        ? await d.gateway.findPromotionCode({ id: s.promotionCodeId })
        : null
    : null;
  const discount = discountOf(subtotal, promo, currency);
  const lapsed = (s.status === "open" || s.status === "requires_action") && s.expiresAt <= now;
  return {
    id: s.id,
    gateway: s.gateway,
    status: lapsed ? "expired" : s.status,
    plan: choice?.plan.id ?? s.lookupKey,
    key: choice?.plan.key ?? "free",
    interval: choice?.interval ?? "month",
    currency,
    quantity: s.quantity,
    unitAmount,
    subtotal,
    discount,
    total: subtotal - discount,
    promotionCode: promo?.code ?? null,
    upgradeAccount: s.upgradeAccount,
    lastError: s.lastError ? translate(s.lastError, locale) : null,
    subscriptionId: s.subscriptionId,
    features: s.status === "complete" && choice ? [...choice.plan.features] : [],
    expiresAt: s.expiresAt.toISOString(),
  };
}

/** GET /checkout-sessions/{sessionId}: the caller's entity's session; any other is not found. */
export const checkoutStatus =
  (d: BillingDeps) =>
  async (caller: Caller, sessionId: string): Promise<CheckoutStatus> => {
    const s = await findSession(d.db, caller.scope, sessionId);
    if (!s) throw notFound();
    return sessionView(d, s, caller.locale);
  };

import { and, eq, inArray } from "drizzle-orm";
import { TEST_CARDS } from "../../../../contract/billing.ts";
import { findPlan, parseLookupKey, unitAmountCents, type Currency } from "../../../../contract/plans.ts";
import { billingCheckoutSessions, type PaymentMethod, type SubscriptionDiscount } from "../schema.ts";
import type { Tx } from "../../../db/client.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import { addInterval, periodLine } from "../amounts.ts";
import { conflict, declined, invalid, notFound } from "../errors.ts";
import { findSession, subscriptionsOf, type SessionRow } from "../queries.ts";
import type { LocalGatewayDeps } from "./gateway.ts";
import { findPromotionCodeRow, redeem } from "./promotion-codes.ts";
import { newId, nextVersion, payInvoice, subscriptionState } from "./records.ts";
import type { TenantScope } from "../../../platform/scope.ts";

/** A card as the checkout page sends it (testCardSchema: digits only, MM/YY). */
export type CardInput = { cardNumber: string; expiry: string; cvc: string; name: string };

/** A card as a receipt names it: its brand (from the first digits) and last four digits. */
export function cardMethod(cardNumber: string): PaymentMethod {
  const brand = /^4/.test(cardNumber)
    ? "visa"
    : /^(5[1-5]|2[2-7])/.test(cardNumber)
      ? "mastercard"
      : /^3[47]/.test(cardNumber)
        ? "amex"
        : null;
  return { type: "card", brand, last4: cardNumber.slice(-4) };
}

/** Whether a card's MM/YY expiry is past at `now` (a card is good through the last day of its month). */
export function cardExpired(expiry: string, now: Date) {
  const [mm, yy] = expiry.split("/").map((p) => Number.parseInt(p.trim(), 10)) as [number, number];
  const year = 2000 + yy;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && mm < now.getUTCMonth() + 1);
}

/**
 * Paying a checkout session on the built-in gateway's TEST MODE page. The card decides:
 * 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks for a
 * confirmation (3-D Secure) that /confirm gives or refuses; anything else is refused as not a
 * test card. A refusal changes nothing but the session's last error. Paying does everything
 * in one transaction: the subscription, its paid invoice (and so any referral commission),
 * the coupon's redemption, the features and the account's upgrade.
 */
export function createLocalCheckout(d: LocalGatewayDeps & { prefix: (tenant: TenantScope, tx: Tx) => Promise<string> }) {
  /** The session, payable: this entity's, of this gateway, neither paid nor expired. */
  async function payable(scope: EntityScope, id: string, now: Date) {
    const s = await findSession(d.db, scope, id);
    if (!s || s.gateway !== "local") throw notFound();
    if (s.status === "complete") throw conflict("already_paid", "alreadyPaid");
    if (s.status === "expired" || s.expiresAt <= now) throw conflict("session_expired", "sessionExpired");
    return s;
  }

  /** Records why the last attempt failed (the page shows it); the session stays open. */
  async function refuse(s: SessionRow, key: "cardDeclined" | "testCardsOnly") {
    await d.db
      .update(billingCheckoutSessions)
      .set({ status: "open", lastError: `billing:errors.${key}` })
      .where(
        and(
          scoped.entity(billingCheckoutSessions, { tenantId: s.whitelabelId, entityId: s.entityId }),
          eq(billingCheckoutSessions.id, s.id),
          inArray(billingCheckoutSessions.status, ["open", "requires_action"]),
        ),
      );
    return declined(key);
  }

  async function complete(scope: EntityScope, id: string, now: Date, paymentMethod: PaymentMethod): Promise<SessionRow> {
    return d.db.transaction(async (tx) => {
      const s = await findSession(tx, scope, id, true);
      if (!s || s.gateway !== "local") throw notFound();
      if (s.status === "complete") throw conflict("already_paid", "alreadyPaid");
      const choice = parseLookupKey(s.lookupKey, d.product);
      const unitAmount = choice && unitAmountCents(choice.plan, s.currency as Currency, choice.interval);
      if (!choice || unitAmount == null) throw invalid("unknown_price", "unknownPrice", { key: s.lookupKey }, "priceLookupKey");
      const live = await subscriptionsOf(tx, scope, { liveOnly: true });
      const sameProduct = live.filter((x) => findPlan(x.planId, d.product)?.product === choice.plan.product);
      if (sameProduct.some((x) => !x.trial)) throw conflict("already_subscribed", "alreadySubscribed");

      let discount: SubscriptionDiscount | null = null;
      if (s.promotionCodeId) {
        const promo = await findPromotionCodeRow(tx, { id: s.promotionCodeId });
        if (!promo || !(await redeem(tx, promo.id, now))) throw conflict("coupon_expired", "couponExpired");
        const { id: promotionCodeId, code, percentOff, amountOff, currency, duration, durationInMonths } = promo;
        discount = { promotionCodeId, code, percentOff, amountOff, currency, duration, durationInMonths };
      }
      // the paid plan takes over from the trial of its product, which ends now
      for (const trial of sameProduct.filter((x) => x.trial && x.gateway === "local")) {
        await d.mirror.syncSubscription(
          tx,
          subscriptionState(trial, { status: "canceled", canceledAt: now, endedAt: now, cancelAtPeriodEnd: false }),
        );
      }

      const end = addInterval(now, choice.interval);
      const sub = {
        id: newId("sub"),
        whitelabelId: s.whitelabelId,
        entityId: s.entityId,
        customerId: s.customerId,
        currency: s.currency.toLowerCase(),
      };
      const priced = { planId: choice.plan.id, quantity: s.quantity, unitAmount };
      await payInvoice(tx, d.mirror, sub, {
        lines: [periodLine(priced, now, end)],
        discount,
        periodStart: now,
        periodEnd: end,
        now,
        prefix: await d.prefix({ tenantId: s.whitelabelId }, tx),
        paymentMethod,
      });
      await d.mirror.syncSubscription(tx, {
        ...sub,
        gateway: "local",
        itemId: newId("si"),
        planId: choice.plan.id,
        lookupKey: s.lookupKey,
        interval: choice.interval,
        unitAmount,
        quantity: s.quantity,
        status: "active",
        trial: false,
        trialEnd: null,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        // a coupon for one invoice is spent on this one (Stripe drops it from the subscription too)
        discount: discount?.duration === "once" ? null : discount,
        upgradeAccount: s.upgradeAccount,
        version: nextVersion(),
      });
      const [done] = await tx
        .update(billingCheckoutSessions)
        .set({ status: "complete", subscriptionId: sub.id, lastError: null })
        .where(and(scoped.entity(billingCheckoutSessions, scope), eq(billingCheckoutSessions.id, s.id)))
        .returning();
      return done!;
    });
  }

  return {
    /** POST /checkout-sessions/{id}/pay: the session after the attempt (complete, or waiting for confirmation); a refusal throws 402. */
    async pay(scope: EntityScope, id: string, card: CardInput, now = new Date()): Promise<SessionRow> {
      const s = await payable(scope, id, now);
      if (s.status === "requires_action") throw conflict("action_required", "actionRequired");
      if (cardExpired(card.expiry, now)) throw invalid("card_expired", "cardExpired", {}, "expiry");
      if (card.cardNumber === TEST_CARDS.succeeds) return complete(scope, id, now, cardMethod(card.cardNumber));
      if (card.cardNumber === TEST_CARDS.authenticate) {
        const [row] = await d.db
          .update(billingCheckoutSessions)
          .set({ status: "requires_action", lastError: null })
          .where(
            and(
              scoped.entity(billingCheckoutSessions, scope),
              eq(billingCheckoutSessions.id, s.id),
              eq(billingCheckoutSessions.status, "open"),
            ),
          )
          .returning();
        if (!row) throw conflict("already_paid", "alreadyPaid");
        return row;
      }
      throw await refuse(s, card.cardNumber === TEST_CARDS.declined ? "cardDeclined" : "testCardsOnly");
    },

    /** POST /checkout-sessions/{id}/confirm: the confirmation step; refused, it fails like a declined card. */
    async confirm(scope: EntityScope, id: string, approve: boolean, now = new Date()): Promise<SessionRow> {
      const s = await payable(scope, id, now);
      if (s.status !== "requires_action") throw conflict("no_action_required", "noActionRequired");
      // only the confirmation card asks for this step: it is the card that pays
      if (approve) return complete(scope, id, now, cardMethod(TEST_CARDS.authenticate));
      throw await refuse(s, "cardDeclined");
    },
  };
}

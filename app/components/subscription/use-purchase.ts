import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { BillingOverview, Coupon, PlanView } from "../../../contract/billing.ts";
import { lookupKey, type BillingInterval, type Currency } from "../../../contract/plans.ts";
import { type ApiFailure, issuesByField, useApi } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { useAccountData } from "../account/use-account.ts";
import { shownCurrency } from "../public/pricing-plans.ts";

export type PurchaseErrors = { seats?: string; form?: string };
export type Purchase = {
  plan: PlanView;
  interval: BillingInterval;
  currency: Currency;
  seats: number | null;
  coupon: Coupon | null;
  upgradeAccount: boolean;
};

const FIELDS = ["quantity", "promotionCodeValue", "promotionCodeId", "priceLookupKey", "currency", "plan", "upgradeAccount"] as const;

/**
 * Buying a plan from /subscription/pricing: the entity's customer (made on its first purchase),
 * a checkout session, then the browser goes to the gateway's page (ours in test mode, Stripe's
 * otherwise). A trial of a team plan starts without any of that. Errors stay on the plan's card.
 */
export function usePurchase(overview: BillingOverview) {
  const { t } = useTranslation("subscription");
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { user } = useAccountData();
  const [pending, setPending] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, PurchaseErrors>>({});

  const fail = (planId: string, res: ApiFailure) => {
    const { byField, other } = issuesByField(res.error, FIELDS);
    const seats = byField.quantity;
    const form =
      [
        ...Object.entries(byField)
          .filter(([k]) => k !== "quantity")
          .map(([, m]) => m),
        ...other,
      ][0] || (seats ? undefined : res.error.message || t("purchase.failed"));
    setErrors((e) => ({ ...e, [planId]: { seats, form } }));
    setPending(null);
  };

  async function customerId(): Promise<{ ok: true; id: string } | ApiFailure> {
    if (overview.customerId) return { ok: true, id: overview.customerId };
    const entity = user?.userEntities.find((e) => e.entity.id === overview.entityId)?.entity;
    const name = entity?.type === "company" ? entity.name : (user?.name ?? "");
    const res = await api.post("/payment-gateway/customer/create", {
      body: { name: name || (user?.email ?? ""), email: user?.email ?? "" },
    });
    return res.ok ? { ok: true, id: res.data.id } : res;
  }

  async function checkout(p: Purchase) {
    if (pending) return;
    setPending(p.plan.id);
    setErrors((e) => ({ ...e, [p.plan.id]: {} }));
    const customer = await customerId();
    if (!customer.ok) return fail(p.plan.id, customer);
    const res = await api.post("/payment-gateway/checkout/{customerId}", {
      params: { customerId: customer.id },
      body: {
        priceLookupKey: lookupKey(p.plan.id, p.interval),
        promotionCodeId: p.coupon?.promotionCode.id ?? null,
        upgradeAccount: p.upgradeAccount,
        quantity: p.plan.perSeat && p.seats !== null ? p.seats : undefined,
        currency: shownCurrency(p.plan, p.currency),
      },
    });
    if (!res.ok) return fail(p.plan.id, res);
    // Stripe's page is another site; ours is a page of this app, loaded whole like Stripe's
    window.location.assign(res.data.url);
  }

  async function startTrial(plan: PlanView, upgradeAccount: boolean) {
    if (pending) return;
    setPending(plan.id);
    setErrors((e) => ({ ...e, [plan.id]: {} }));
    const res = await api.post("/payment-gateway/trial", { body: { plan: plan.id, upgradeAccount } });
    if (!res.ok) return fail(plan.id, res);
    setPending(null);
    void navigate(localize(`/subscription?trial=${encodeURIComponent(plan.key)}`));
  }

  return { pending, errors, checkout, startTrial };
}

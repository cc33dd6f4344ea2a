import { Info } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Coupon, PlanView } from "../../../contract/billing.ts";
import { PlanSections, ProductNav } from "../../components/public/pricing-sections.tsx";
import { PlanChoiceControls, usePlanChoice } from "../../components/public/pricing-toggle.tsx";
import { CouponField } from "../../components/subscription/coupon-field.tsx";
import { PlanPurchase } from "../../components/subscription/plan-purchase.tsx";
import { TestModeBadge } from "../../components/subscription/test-mode-badge.tsx";
import { daysLeft, isTrial, liveSubscriptions, planIdOf, planOf } from "../../components/subscription/subscription-state.ts";
import { usePurchase } from "../../components/subscription/use-purchase.ts";
import { Container } from "../../components/ui/container.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/pricing";

/** The entity's billing (plan, seats, customer) and the plans its site sells. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const [overview, plans] = await Promise.all([api.get("/payment-gateway/overview"), api.get("/payment-gateway/subscriptions/plans")]);
  // one clock for the server's render and the browser's (days left in a trial)
  return { overview: orThrow(overview), plans: orThrow(plans).data, now: Date.now() };
}

/**
 * "/subscription/pricing": the plans of /pricing for someone signed in, their current plan
 * marked, with seats, a coupon, a card-free trial of a team plan, and checkout. A checkout
 * abandoned on the gateway's page comes back here with ?canceled=1.
 */
export default function SubscriptionPricing({ loaderData }: Route.ComponentProps) {
  const { overview, plans, now } = loaderData;
  const { t } = useTranslation(["subscription", "pricing"]);
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const choice = usePlanChoice(params);
  const { billing, currency } = choice;
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const purchase = usePurchase(overview);
  const live = liveSubscriptions(overview);
  const liveOf = (planId: string) => live.find((s) => planIdOf(s) === planId);
  const paidOtherOf = (plan: PlanView) =>
    live.find((s) => !isTrial(s) && planIdOf(s) !== plan.id && planOf(plans, s)?.product === plan.product);
  const chosen = params.get("plan");
  const canceled = params.get("canceled") === "1";

  // a plan chosen on /pricing (or before signing up) is the one in view
  useEffect(() => {
    if (chosen) document.querySelector(`[data-plan="${CSS.escape(chosen)}"]`)?.scrollIntoView({ block: "center" });
  }, [chosen]);

  return (
    <div className="pb-16">
      <section aria-labelledby="subscription-pricing-title" className="border-b border-border bg-surface-sunken">
        <Container className="flex flex-col items-center gap-6 py-12 text-center sm:py-16">
          {overview.testMode ? <TestModeBadge /> : null}
          <h1 id="subscription-pricing-title" className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t("pricingPage.title")}
          </h1>
          <p className="max-w-2xl text-muted">{t("pricingPage.lead")}</p>
          {canceled ? (
            <p
              role="status"
              className="flex max-w-2xl items-start gap-2 rounded-xl border border-border bg-surface-raised px-4 py-3 text-left text-sm"
              data-testid="checkout-canceled"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
              {t("pricingPage.canceled")}
            </p>
          ) : null}
          <PlanChoiceControls plans={plans} choice={choice} />
          {overview.canManage ? (
            <CouponField coupon={coupon} currency={currency} onChange={setCoupon} />
          ) : (
            <p className="text-sm text-muted">{t("purchase.askManager")}</p>
          )}
          <ProductNav plans={plans} />
        </Container>
      </section>
      <PlanSections
        plans={plans}
        choice={choice}
        badge={(plan) => {
          const sub = liveOf(plan.id);
          if (sub)
            return isTrial(sub)
              ? t("status.trial", { count: daysLeft(sub.trial_end ?? sub.current_period_end, now) })
              : t("pricingPage.current");
          if (plan.prices.length === 0 && !plan.custom && !live.length) return t("pricingPage.current");
          return plan.id === chosen ? t("pricingPage.chosen") : undefined;
        }}
        action={(plan) => (
          <PlanPurchase
            plan={plan}
            interval={billing}
            currency={currency}
            overview={overview}
            coupon={coupon}
            purchase={purchase}
            current={liveOf(plan.id)}
            changeFrom={plan.custom ? undefined : paidOtherOf(plan)}
          />
        )}
      />
      <Container>
        <p className="mt-12 text-center">
          <LocalizedLink to="/subscription" className="font-medium text-primary-text underline">
            {t("pricingPage.back")}
          </LocalizedLink>
        </p>
      </Container>
    </div>
  );
}

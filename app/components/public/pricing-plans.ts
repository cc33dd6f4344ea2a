import type { PlanView } from "../../../contract/billing.ts";
import { FEATURES, type Feature, type Locale, type SubscriptionProduct } from "../../../contract/constants.ts";
import type { BillingInterval, Currency, PlanKey } from "../../../contract/plans.ts";
import { numberFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

export type Billing = BillingInterval;

// one formatter per language, currency and precision (app/lib/intl.ts)
const formatter = (locale: Locale, currency: string, decimals: 0 | 2) =>
  numberFormat(intlLocale(locale), { style: "currency", currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** §9: prices shown in USD with no decimals. */
export const formatUsd = (amount: number) => formatter("en", "USD", 0).format(amount);

/** An amount in cents: whole amounts without decimals (§9), others with their cents (a discounted total). */
export function formatCents(cents: number, currency: string, locale: Locale): string {
  return formatter(locale, currency.toUpperCase(), cents % 100 === 0 ? 0 : 2).format(cents / 100);
}

/** The unit price of a plan in a currency and interval, in cents; null where it has none. */
export function priceCents(plan: PlanView, currency: Currency, interval: Billing): number | null {
  const found = plan.prices.find((p) => p.currency.toUpperCase() === currency && p.recurring.interval === interval);
  return found ? found.unit_amount : null;
}

/** The currency a plan is shown in: the one chosen where the plan has a price in it, else USD. */
export const shownCurrency = (plan: PlanView, wanted: Currency): Currency => (priceCents(plan, wanted, "month") !== null ? wanted : "USD");

/** Whether some plan has a price in the currency (the switch offers only those). */
export const anyPricedIn = (plans: readonly PlanView[], currency: Currency) => plans.some((p) => priceCents(p, currency, "month") !== null);

/** Saving of the yearly price against twelve monthly payments, in whole percent; null for a plan without prices. */
export function yearlySaving(plan: PlanView, currency: Currency = "USD"): number | null {
  const month = priceCents(plan, currency, "month");
  const year = priceCents(plan, currency, "year");
  return month && year ? Math.round((1 - year / (month * 12)) * 100) : null;
}

export const maxYearlySaving = (plans: readonly PlanView[]) => Math.max(0, ...plans.map((p) => yearlySaving(p) ?? 0));

/** A plan that is bought through checkout (not free, not quoted by sales). */
export const isPriced = (plan: PlanView) => !plan.custom && plan.prices.length > 0;

/** The plan to draw attention to. */
export const HIGHLIGHTED: PlanKey = "team";

const LIBRARY: readonly PlanKey[] = ["library", "libraryTeam", "creator"];
export type PlanGroupKey = "core" | "library" | "scanners" | "compliance" | "phishing";
export type PlanGroup = { key: PlanGroupKey; plans: PlanView[] };
export type ProductSection = { product: SubscriptionProduct; groups: PlanGroup[] };

/**
 * The page's sections, one per §9 product the tenant sells (training, scanners, compliance,
 * phishing simulation);
 * training splits into the plans for people and teams and the library and creator plans.
 */
export function productSections(plans: readonly PlanView[]): ProductSection[] {
  const of = (product: SubscriptionProduct) => plans.filter((p) => p.product === product);
  const training = of("training");
  const sections: ProductSection[] = [
    {
      product: "training",
      groups: [
        { key: "core", plans: training.filter((p) => !LIBRARY.includes(p.key)) },
        { key: "library", plans: training.filter((p) => LIBRARY.includes(p.key)) },
      ],
    },
    { product: "scanners", groups: [{ key: "scanners", plans: of("scanners") }] },
    { product: "compliance", groups: [{ key: "compliance", plans: of("compliance") }] },
    { product: "phishing", groups: [{ key: "phishing", plans: of("phishing") }] },
  ];
  return sections.map((s) => ({ ...s, groups: s.groups.filter((g) => g.plans.length) })).filter((s) => s.groups.length);
}

/** The feature flags the comparison lists, in §3 order: the ones some plan grants. */
export const comparedFeatures = (plans: readonly PlanView[]): Feature[] => FEATURES.filter((f) => plans.some((p) => p.features.includes(f)));

/** Where a plan's call to action leads a visitor: sign-up with the plan chosen, or sales for a quoted plan. */
export function visitorHref(plan: PlanView, interval: Billing, currency: Currency): string {
  if (plan.custom) return "/book-a-demo";
  if (!isPriced(plan)) return "/auth/sign-up";
  return `/auth/sign-up?${new URLSearchParams({ plan: plan.id, interval, currency: shownCurrency(plan, currency) })}`;
}

/** Where it leads someone signed in: the plans of their account, this one chosen. */
export function memberHref(plan: PlanView, interval: Billing, currency: Currency): string {
  if (plan.custom) return "/book-a-demo";
  if (!isPriced(plan)) return "/dashboard";
  return `/subscription/pricing?${new URLSearchParams({ plan: plan.id, interval, currency: shownCurrency(plan, currency) })}`;
}

/** The interval and currency a pricing URL asks for (?interval=year&currency=BRL), defaults otherwise. */
export function choiceFromSearch(search: URLSearchParams): { interval: Billing; currency: Currency } {
  return { interval: search.get("interval") === "year" ? "year" : "month", currency: search.get("currency") === "BRL" ? "BRL" : "USD" };
}

const PLAN_ID = /^[a-z0-9]+(?:-[a-z0-9]+){0,5}$/;

/**
 * The account's plans page for a plan chosen on /pricing before having an account (sign-up's
 * ?plan=…&interval=…&currency=…), where sign-up (and the profile) lead next; null without one.
 */
export function chosenPlanTarget(search: URLSearchParams): string | null {
  const plan = search.get("plan")?.trim() ?? "";
  if (!PLAN_ID.test(plan)) return null;
  const { interval, currency } = choiceFromSearch(search);
  return `/subscription/pricing?${new URLSearchParams({ plan, interval, currency })}`;
}

import { FREE_PLAN, PRICES, type PricedPlan, type planIds } from "../../../contract/constants.ts";

export type Billing = "month" | "year";
type PlanId = ReturnType<typeof planIds>[number];

export interface PlanDef {
  /** Catalog key under pricing:plans. */
  key: "free" | "personal" | "team" | "library" | "libraryTeam" | "creator" | "enterprise";
  id: PlanId;
  /** §9 price entry; "free" costs nothing, "custom" is quoted by sales. */
  price: PricedPlan | "free" | "custom";
  perUser?: boolean;
  highlighted?: boolean;
}

const plan = (def: PlanDef) => def;

/** The two groups of plan cards on the pricing page. */
export const PLAN_GROUPS = [
  {
    key: "core",
    plans: [
      plan({ key: "free", id: FREE_PLAN, price: "free" }),
      plan({ key: "personal", id: "skill5-personal", price: "personal" }),
      plan({ key: "team", id: "skill5-team", price: "team", perUser: true, highlighted: true }),
      plan({ key: "enterprise", id: "skill5-enterprise", price: "custom" }),
    ],
  },
  {
    key: "library",
    plans: [
      plan({ key: "library", id: "skill5-library", price: "library" }),
      plan({ key: "libraryTeam", id: "skill5-library-team", price: "libraryTeam" }),
      plan({ key: "creator", id: "skill5-creator", price: "businessCreator" }),
    ],
  },
] as const;

export const ALL_PLANS: readonly PlanDef[] = PLAN_GROUPS.flatMap((g) => g.plans);

// one formatter for every price (building one costs more than a pricing page's render of it)
let usd: Intl.NumberFormat | undefined;
/** §9: prices shown in USD with no decimals. */
export const formatUsd = (amount: number) => (usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })).format(amount);

export function usdPrice(key: PricedPlan, billing: Billing): number {
  return PRICES[key].USD[billing];
}

/** Saving of the yearly price against twelve monthly payments, in whole percent. */
export function yearlySaving(key: PricedPlan): number {
  const { month, year } = PRICES[key].USD;
  return Math.round((1 - year / (month * 12)) * 100);
}

export const MAX_YEARLY_SAVING = Math.max(...(Object.keys(PRICES) as PricedPlan[]).map(yearlySaving));

/** Where a plan's call to action leads. */
export const planHref = (p: PlanDef) => (p.price === "custom" ? "/book-a-demo" : `/auth/sign-up?plan=${p.id}`);

export type Availability = "yes" | "no" | "limited";

/**
 * Feature comparison, one value per plan in ALL_PLANS order:
 * free, personal, team, enterprise, library, libraryTeam, creator.
 */
export const COMPARISON: readonly (readonly [string, readonly Availability[]])[] = [
  ["microCourses", ["limited", "yes", "yes", "yes", "yes", "yes", "yes"]],
  ["programs", ["limited", "yes", "yes", "yes", "yes", "yes", "yes"]],
  ["badges", ["yes", "yes", "yes", "yes", "yes", "yes", "yes"]],
  ["certificates", ["no", "yes", "yes", "yes", "yes", "yes", "yes"]],
  ["progress", ["yes", "yes", "yes", "yes", "yes", "yes", "yes"]],
  ["skillGap", ["yes", "yes", "yes", "yes", "yes", "yes", "yes"]],
  ["teamManagement", ["no", "no", "yes", "yes", "no", "yes", "yes"]],
  ["reports", ["no", "no", "yes", "yes", "no", "yes", "yes"]],
  ["csvImport", ["no", "no", "yes", "yes", "no", "yes", "yes"]],
  ["customPrograms", ["no", "no", "yes", "yes", "no", "yes", "yes"]],
  ["createCourses", ["no", "no", "no", "yes", "no", "no", "yes"]],
  ["lti", ["no", "no", "no", "yes", "no", "yes", "no"]],
  ["scanners", ["limited", "no", "no", "yes", "no", "no", "no"]],
  ["compliance", ["no", "no", "no", "yes", "no", "no", "no"]],
  ["whitelabel", ["no", "no", "no", "yes", "no", "no", "no"]],
  ["accountManager", ["no", "no", "no", "yes", "no", "no", "no"]],
];

import { FEATURES, FREE_PLAN, PRICES, type Feature, type SubscriptionProduct } from "./constants.ts";

/**
 * The plan catalogue (docs/billing-plans.md): which plans exist, what they cost and which §3
 * features each grants. An entity's features are derived from its live subscriptions plus the
 * free plan (server/api/billing/entitlements.ts); nobody edits them by hand.
 */

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const CURRENCIES = ["USD", "BRL"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A plan's catalogue key: names shown to users come from it, never from the plan id (neutral names, "Free"). */
export const PLAN_KEYS = [
  "free",
  "personal",
  "team",
  "library",
  "libraryTeam",
  "creator",
  "scanners",
  "compliance",
  "phishing",
  "enterprise",
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

type Amounts = { month: number; year: number };
export type PlanPrices = Partial<Record<Currency, Amounts>>;

/**
 * Scanners, compliance and phishing simulation: §9 gives no figure, so these are the product's own prices (one per
 * company, not per seat), recorded in docs/billing-plans.md.
 */
export const PRODUCT_PRICES = {
  scanners: { USD: { month: 29, year: 276 }, BRL: { month: 149, year: 1428 } },
  compliance: { USD: { month: 39, year: 372 }, BRL: { month: 199, year: 1908 } },
  phishing: { USD: { month: 49, year: 468 }, BRL: { month: 249, year: 2388 } },
} as const satisfies Record<string, PlanPrices>;

const FREE_FEATURES = ["basic-training", "badges", "certificates", "progress-tracking"] as const satisfies readonly Feature[];
const TRAINING = [...FREE_FEATURES, "training"] as const;
const TEAM = [...TRAINING, "team-management", "performance-reports", "import-csv", "department-assignment", "custom-programs"] as const;

export interface PlanDef {
  key: PlanKey;
  /** The §6 plan identifier; "{product}" stands for the product brand slug (PRODUCT_SLUG). */
  idPattern: string;
  /** The §9 subscription product it belongs to (library and creator plans are training too). */
  product: SubscriptionProduct;
  /** Which tenants sell it: the Skill5 brand, the product brand and its customers' sites, or both. */
  soldBy: "skill5" | "product" | "all";
  /** Priced per member (the quantity is the seats bought; the seat cap follows it). */
  perSeat: boolean;
  /** null: free; "custom": quoted by sales (book a demo). */
  prices: PlanPrices | null | "custom";
  features: readonly Feature[];
}

export const PLANS: readonly PlanDef[] = [
  { key: "free", idPattern: FREE_PLAN, product: "training", soldBy: "all", perSeat: false, prices: null, features: FREE_FEATURES },
  {
    key: "personal",
    idPattern: "skill5-personal",
    product: "training",
    soldBy: "skill5",
    perSeat: false,
    prices: PRICES.personal,
    features: TRAINING,
  },
  { key: "team", idPattern: "skill5-team", product: "training", soldBy: "skill5", perSeat: true, prices: PRICES.team, features: TEAM },
  {
    key: "personal",
    idPattern: "{product}-training",
    product: "training",
    soldBy: "product",
    perSeat: false,
    prices: PRICES.personal,
    features: TRAINING,
  },
  {
    key: "team",
    idPattern: "{product}-training-team",
    product: "training",
    soldBy: "product",
    perSeat: true,
    prices: PRICES.team,
    features: TEAM,
  },
  {
    key: "library",
    idPattern: "skill5-library",
    product: "training",
    soldBy: "skill5",
    perSeat: false,
    prices: PRICES.library,
    features: TRAINING,
  },
  {
    key: "libraryTeam",
    idPattern: "skill5-library-team",
    product: "training",
    soldBy: "skill5",
    perSeat: true,
    prices: PRICES.libraryTeam,
    features: [...TRAINING, "team-management", "performance-reports", "import-csv", "department-assignment"],
  },
  {
    key: "creator",
    idPattern: "skill5-creator",
    product: "training",
    soldBy: "skill5",
    perSeat: false,
    prices: PRICES.businessCreator,
    features: [...TRAINING, "custom-programs", "create-courses"],
  },
  {
    key: "scanners",
    idPattern: "{product}-scanners",
    product: "scanners",
    soldBy: "all",
    perSeat: false,
    prices: PRODUCT_PRICES.scanners,
    features: ["scanners"],
  },
  {
    key: "compliance",
    idPattern: "{product}-compliance",
    product: "compliance",
    soldBy: "all",
    perSeat: false,
    prices: PRODUCT_PRICES.compliance,
    features: ["compliance"],
  },
  {
    key: "phishing",
    idPattern: "{product}-phishing",
    product: "phishing",
    soldBy: "all",
    perSeat: false,
    prices: PRODUCT_PRICES.phishing,
    features: ["phishing-simulation"],
  },
  {
    key: "enterprise",
    idPattern: "skill5-enterprise",
    product: "training",
    soldBy: "all",
    perSeat: true,
    prices: "custom",
    features: FEATURES,
  },
];

/** A plan with its id resolved for the product brand. */
export type Plan = PlanDef & { id: string };

export const planId = (def: PlanDef, product: string) => def.idPattern.replace("{product}", product);

/** Every plan of the catalogue, ids resolved. */
export function allPlans(product: string): Plan[] {
  return PLANS.map((p) => ({ ...p, id: planId(p, product) }));
}

/** The plans a tenant sells: the Skill5 brand sells the skill5-* training plans, every other tenant the product's. */
export function plansSoldBy(tenant: { isSkill5Layout: boolean }, product: string): Plan[] {
  const family = tenant.isSkill5Layout ? "skill5" : "product";
  return allPlans(product).filter((p) => p.soldBy === "all" || p.soldBy === family);
}

export function findPlan(id: string, product: string): Plan | undefined {
  return allPlans(product).find((p) => p.id === id);
}

/** The price lookup key of a plan and interval, as the gateway knows it: "{planId}-{interval}" (e.g. "skill5-team-month"). */
export const lookupKey = (planIdValue: string, interval: BillingInterval) => `${planIdValue}-${interval}`;

/** The plan and interval a lookup key names, when it names a priced plan. */
export function parseLookupKey(key: string, product: string): { plan: Plan; interval: BillingInterval } | null {
  const m = /^(.+)-(month|year)$/.exec(key);
  if (!m) return null;
  const plan = findPlan(m[1]!, product);
  if (!plan || !plan.prices || plan.prices === "custom") return null;
  return { plan, interval: m[2] as BillingInterval };
}

/** The unit price of a plan in a currency and interval, in cents; null where the plan has no such price. */
export function unitAmountCents(plan: PlanDef, currency: Currency, interval: BillingInterval): number | null {
  if (!plan.prices || plan.prices === "custom") return null;
  const amounts = plan.prices[currency];
  return amounts ? amounts[interval] * 100 : null;
}

/** The currencies a plan can be paid in. */
export const currenciesOf = (plan: PlanDef): Currency[] =>
  plan.prices && plan.prices !== "custom" ? CURRENCIES.filter((c) => (plan.prices as PlanPrices)[c]) : [];

/** The free plan's features: every entity has them, whatever it pays for. */
export const FREE_PLAN_FEATURES: readonly Feature[] = FREE_FEATURES;

/** The features granted by a set of live plans (ids), the free plan's included, in §3 order. */
export function featuresOfPlans(planIdsLive: readonly string[], product: string): Feature[] {
  const granted = new Set<Feature>(FREE_FEATURES);
  for (const id of planIdsLive) for (const f of findPlan(id, product)?.features ?? []) granted.add(f);
  return FEATURES.filter((f) => granted.has(f));
}

/** Days a trial of a team plan lasts; reminders go out this many days before it ends. */
export const TRIAL_DAYS = 14;
export const TRIAL_REMINDER_DAYS = [3, 1] as const;
/** Seats a trial (and a new company) starts with. */
export const TRIAL_SEATS = 10;
/** The most seats one subscription can hold through self-service (more: talk to sales). */
export const MAX_SEATS = 10_000;

import { describe, expect, it } from "vitest";
import type { PlanView } from "../../../contract/billing.ts";
import { CURRENCIES, plansSoldBy, type BillingInterval, type Currency } from "../../../contract/plans.ts";
import { anyPricedIn, choiceFromSearch, formatCents, maxYearlySaving, memberHref, priceCents, productSections, shownCurrency, visitorHref, yearlySaving } from "./pricing-plans.ts";

/** The catalogue as GET /api/public/plans answers it for a tenant (the server's own mapping is tested with the API). */
function views(isSkill5Layout: boolean): PlanView[] {
  return plansSoldBy({ isSkill5Layout }, "shield").map((p) => ({
    id: p.id,
    key: p.key,
    product: p.product,
    perSeat: p.perSeat,
    custom: p.prices === "custom",
    features: [...p.features],
    prices:
      p.prices && p.prices !== "custom"
        ? CURRENCIES.flatMap((c: Currency) =>
            (["month", "year"] as BillingInterval[]).flatMap((i) => {
              const a = (p.prices as Record<string, Record<BillingInterval, number>>)[c];
              return a ? [{ id: `${p.id}-${i}-${c}`, lookup_key: `${p.id}-${i}`, product: p.product, plan: p.id, currency: c.toLowerCase(), unit_amount: a[i] * 100, recurring: { interval: i } }] : [];
            }),
          )
        : [],
  }));
}

describe("the pricing page's plans", () => {
  const skill5 = views(true);
  const customer = views(false);
  const team = skill5.find((p) => p.key === "team")!;
  const library = skill5.find((p) => p.key === "library")!;

  it("prices §9's figures in USD and, where §9 gives them, BRL; a plan without reais stays in dollars", () => {
    expect(priceCents(team, "USD", "month")).toBe(1400);
    expect(priceCents(team, "BRL", "year")).toBe(58800);
    expect(priceCents(library, "BRL", "month")).toBeNull();
    expect(shownCurrency(library, "BRL")).toBe("USD");
    expect(anyPricedIn(skill5, "BRL")).toBe(true);
    expect(yearlySaving(team)).toBe(36);
    expect(maxYearlySaving(skill5)).toBe(50);
  });

  it("writes whole amounts without decimals (§9) and others with their cents", () => {
    expect(formatCents(1400, "USD", "en")).toBe("$14");
    expect(formatCents(1120, "usd", "en")).toBe("$11.20");
    expect(formatCents(5900, "BRL", "pt").replace(/\s/g, " ")).toBe("R$ 59");
  });

  it("groups the plans per §9 product, the library and creator plans apart, only where the tenant sells them", () => {
    expect(productSections(skill5).map((s) => [s.product, s.groups.map((g) => [g.key, g.plans.map((p) => p.key)])])).toEqual([
      ["training", [["core", ["free", "personal", "team", "enterprise"]], ["library", ["library", "libraryTeam", "creator"]]]],
      ["scanners", [["scanners", ["scanners"]]]],
      ["compliance", [["compliance", ["compliance"]]]],
      ["phishing", [["phishing", ["phishing"]]]],
    ]);
    expect(productSections(customer)[0]!.groups.map((g) => g.key)).toEqual(["core"]);
    expect(customer.find((p) => p.key === "team")!.id).toBe("shield-training-team");
  });

  it("leads a visitor to sign up with the plan, a member to their plans page, and a quoted plan to sales", () => {
    expect(visitorHref(team, "year", "BRL")).toBe("/auth/sign-up?plan=skill5-team&interval=year&currency=BRL");
    expect(memberHref(library, "month", "BRL")).toBe("/subscription/pricing?plan=skill5-library&interval=month&currency=USD");
    expect(visitorHref(skill5.find((p) => p.key === "enterprise")!, "month", "USD")).toBe("/book-a-demo");
    expect(visitorHref(skill5.find((p) => p.key === "free")!, "month", "USD")).toBe("/auth/sign-up");
    expect(choiceFromSearch(new URLSearchParams("interval=year&currency=BRL"))).toEqual({ interval: "year", currency: "BRL" });
    expect(choiceFromSearch(new URLSearchParams("interval=weekly&currency=EUR"))).toEqual({ interval: "month", currency: "USD" });
  });
});

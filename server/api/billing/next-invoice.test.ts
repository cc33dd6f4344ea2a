import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStatus, Customer, Subscription } from "../../../contract/billing.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { billingJourney } from "./test/journey-helpers.ts";

const CARD = { cardNumber: "4242424242424242", expiry: "12/40", cvc: "123", name: "Nina Next" };

describe.each(BACKENDS)("the next invoice counts every plan renewing with it, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const { call, ok, overview, signUp } = billingJourney(() => t);

  it("adds Scanners and Compliance bought beside Team to one total with a line per plan, and drops what will not renew then", async () => {
    const nina = await signUp("nina.next@example.com", "Nina Next");
    const customer = await ok<Customer>(
      call(nina.cookie, "POST", "/payment-gateway/customer/create", { name: "Nina Co", email: "nina.next@example.com" }),
    );
    const buy = async (priceLookupKey: string, extra: Record<string, unknown> = {}) => {
      const session = await ok<{ id: string }>(
        call(nina.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, { priceLookupKey, ...extra }),
      );
      return (await ok<CheckoutStatus>(call(nina.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, CARD)))
        .subscriptionId!;
    };
    const team = await buy("skill5-team-month", { quantity: 3, upgradeAccount: true });
    const scanners = await buy("shield-scanners-month");
    const compliance = await buy("shield-compliance-month");

    const all = (await overview(nina.cookie)).nextInvoice!;
    expect(all).toMatchObject({ amount: 3 * 1400 + 2900 + 3900, currency: "usd", subscriptionId: team });
    expect(all.lines.map((l) => [l.subscriptionId, l.plan, l.key, l.quantity, l.amount])).toEqual([
      [team, "skill5-team", "team", 3, 4200],
      [scanners, "shield-scanners", "scanners", 1, 2900],
      [compliance, "shield-compliance", "compliance", 1, 3900],
    ]);
    expect(all.lines.every((l) => Math.abs(new Date(l.date).getTime() - new Date(all.date).getTime()) < 60_000)).toBe(true);

    // cancelled at the period's end, Compliance is not charged again
    await ok<Subscription>(
      call(nina.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId: compliance, updateType: "cancel" }),
    );
    const withoutCompliance = (await overview(nina.cookie)).nextInvoice!;
    expect(withoutCompliance.amount).toBe(4200 + 2900);
    expect(withoutCompliance.lines.map((l) => l.key)).toEqual(["team", "scanners"]);

    // Scanners moved to yearly billing renews in a year: not on the next charge
    await ok<Subscription>(
      call(nina.cookie, "POST", "/payment-gateway/subscriptions/upgrade", { subscriptionId: scanners, newPlan: "shield-scanners-year" }),
    );
    const next = (await overview(nina.cookie)).nextInvoice!;
    expect(next).toMatchObject({ amount: 4200, subscriptionId: team, lines: [{ subscriptionId: team, amount: 4200 }] });
  });
});

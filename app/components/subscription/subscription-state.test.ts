import { describe, expect, it } from "vitest";
import type { Coupon, Subscription } from "../../../contract/billing.ts";
import { MAX_SEATS } from "../../../contract/plans.ts";
import { validateCard } from "./card-form-values.ts";
import { couponDiscount, daysLeft, defaultSeats, liveSubscriptions, seatsProblem, trialEligible } from "./subscription-state.ts";

const sub = (over: Partial<Subscription> & { type?: "trial" }): Subscription => ({
  id: over.id ?? "sub_1",
  object: "subscription",
  customer: "cus_1",
  status: over.status ?? "active",
  metadata: { entityId: "e1", plan: "skill5-team", ...(over.type ? { type: over.type } : {}) },
  items: { data: [] },
  current_period_start: 0,
  current_period_end: 0,
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  trial_end: null,
  discount: null,
  created: over.created ?? 0,
});
const coupon = (c: Partial<Coupon["coupon"]>): Coupon => ({
  valid: true,
  promotionCode: { id: "promo_1", code: "WELCOME20" },
  coupon: { name: "Welcome", percentOff: null, amountOff: null, currency: null, duration: "once", durationInMonths: null, ...c },
});

describe("a subscription as the plan pages read it", () => {
  it("counts a trial's days left by started day, and none once it is over", () => {
    const now = Date.UTC(2030, 0, 1, 12);
    expect(daysLeft(now / 1000 + 14 * 86_400, now)).toBe(14);
    expect(daysLeft(now / 1000 + 13 * 86_400 + 60, now)).toBe(14);
    expect(daysLeft(now / 1000 + 60, now)).toBe(1);
    expect(daysLeft(now / 1000 - 60, now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
  });

  it("keeps the live subscriptions, newest first, and offers a trial only to an entity that never had one and has nothing live", () => {
    const ended = sub({ id: "old", status: "canceled", created: 1 });
    const trial = sub({ id: "trial", status: "trialing", type: "trial", created: 2 });
    const paid = sub({ id: "paid", status: "active", created: 3 });
    expect(liveSubscriptions({ subscriptions: [ended, trial, paid] }).map((s) => s.id)).toEqual(["paid", "trial"]);
    expect(trialEligible({ subscriptions: [] })).toBe(true);
    expect(trialEligible({ subscriptions: [ended] })).toBe(true);
    expect(trialEligible({ subscriptions: [{ ...trial, status: "canceled" }] })).toBe(false);
    expect(trialEligible({ subscriptions: [paid] })).toBe(false);
  });

  it("starts a purchase with the company's members as seats, at least one", () => {
    expect(defaultSeats({ seats: { used: 0, bought: null } })).toBe(1);
    expect(defaultSeats({ seats: { used: 7, bought: 10 } })).toBe(7);
  });

  it("takes whole seat counts from 1 to the self-service maximum", () => {
    expect(seatsProblem("12")).toBeNull();
    expect(seatsProblem(String(MAX_SEATS))).toBeNull();
    for (const bad of ["", "0", "-3", "2.5", "ten"]) expect(seatsProblem(bad), bad).toBe("billing:errors.seats");
    expect(seatsProblem(String(MAX_SEATS + 1))).toBe("billing:errors.seatsMax");
    // a company using 2 seats keeps at least 2
    expect(seatsProblem("1", 2)).toBe("billing:errors.seatsBelowUsed");
    expect(seatsProblem("2", 2)).toBeNull();
    expect(seatsProblem("0", 2)).toBe("billing:errors.seats");
  });

  it("takes a percentage off any currency, an amount only off its own, never below zero", () => {
    expect(couponDiscount(1400, coupon({ percentOff: 20 }), "USD")).toBe(280);
    expect(couponDiscount(5900, coupon({ percentOff: 20 }), "BRL")).toBe(1180);
    expect(couponDiscount(1400, coupon({ amountOff: 500, currency: "usd" }), "USD")).toBe(500);
    expect(couponDiscount(1400, coupon({ amountOff: 500, currency: "usd" }), "BRL")).toBe(0);
    expect(couponDiscount(300, coupon({ amountOff: 500, currency: "usd" }), "USD")).toBe(300);
    expect(couponDiscount(1400, null, "USD")).toBe(0);
  });
});

describe("the test card form", () => {
  const t = (key: string) => `t(${key})`;
  it("accepts a well-formed card, spaces in the number included", () => {
    expect(validateCard({ cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ana Souza" }, t)).toEqual({});
  });
  it("says what is wrong with each field, translated", () => {
    expect(validateCard({ cardNumber: "4242", expiry: "13/34", cvc: "12", name: " " }, t)).toEqual({
      cardNumber: "t(billing:errors.cardNumber)",
      expiry: "t(billing:errors.expiry)",
      cvc: "t(billing:errors.cvc)",
      name: "t(errors:required)",
    });
  });
});

import type { Page } from "@playwright/test";
import { DEFAULT, codeFor } from "./accounts.ts";
import { signUpCompany } from "./billing.ts";
import { expect, hydrated } from "./fixtures.ts";

/** The signed-in owner's company buys the monthly compliance plan and has the compliance feature after. */
export const buyCompliancePlan = (page: Page, cardholder: string) => buyPlan(page, "compliance", cardholder);

/** The feature each product's plan grants. */
const FEATURE_OF = { compliance: "compliance", scanners: "scanners", phishing: "phishing-simulation" } as const;

/**
 * The signed-in owner's company buys a product's monthly plan (its catalogue key) with the test
 * card, through the API the checkout page calls (buying is billing's journey), and has the
 * plan's feature after.
 */
export async function buyPlan(page: Page, key: keyof typeof FEATURE_OF, cardholder: string) {
  const bought = await page.evaluate(
    async ({ name, key, feature }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const me = (await (await fetch("/api/auth/me")).json()) as {
        email: string;
        userEntities: { entity: { type: string; stripeCustomerId: string | null } }[];
      };
      const customer =
        me.userEntities.find((u) => u.entity.type === "company")?.entity.stripeCustomerId ??
        ((await (await post("/api/payment-gateway/customer/create", { name, email: me.email })).json()) as { id: string }).id;
      const plans = (await (await fetch("/api/public/plans")).json()) as {
        data: { key: string; prices: { lookup_key: string; currency: string; recurring: { interval: string } }[] }[];
      };
      const price = plans.data.find((p) => p.key === key)?.prices.find((p) => p.currency === "usd" && p.recurring.interval === "month");
      const session = (await (await post(`/api/payment-gateway/checkout/${customer}`, { priceLookupKey: price?.lookup_key })).json()) as {
        id: string;
      };
      const paid = await post(`/api/payment-gateway/checkout-sessions/${session.id}/pay`, {
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/34",
        cvc: "123",
        name,
      });
      const after = (await (await fetch("/api/auth/me")).json()) as { features: string[] };
      return { status: ((await paid.json()) as { status: string }).status, granted: after.features.includes(feature) };
    },
    { name: cardholder, key, feature: FEATURE_OF[key] },
  );
  expect(bought).toEqual({ status: "complete", granted: true });
}

/** A company signed up through the pages a moment ago, on the compliance plan; its owner is signed in on the dashboard. */
export async function freshComplianceCompany(page: Page, who: { name: string; email: string; company: string }) {
  await page.goto(`${DEFAULT}/auth/sign-up`);
  await hydrated(page);
  await signUpCompany(page, { origin: DEFAULT, ...who, codeFor });
  const company = page.getByLabel("Company name");
  if (!(await company.inputValue())) await company.fill(who.company);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(`${DEFAULT}/dashboard`);
  await buyCompliancePlan(page, who.name);
}

import { DEFAULT, codeFor } from "./accounts.ts";
import { billingOf, fillCard, fitsPhone, signUpCompany } from "./billing.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("buying a team plan", () => {
  test("a visitor chooses Team on /pricing, signs up their company, pays with WELCOME20 and the test card (a declined card first changes nothing) and gets the team features", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const email = `nina.${stamp}@northwind-${stamp}.example`;

    // the public pricing page: products, monthly/yearly, USD/BRL, per-member prices
    await page.goto(`${DEFAULT}/pricing`);
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Products" }).getByRole("link")).toHaveText([
      "Training",
      "Scanners",
      "Compliance",
      "Phishing simulation",
    ]);
    const team = page.locator('[data-plan="skill5-team"]');
    await expect(team.getByRole("heading", { level: 3 })).toHaveText("Team");
    await expect(team.getByTestId("plan-price")).toHaveText("$14");
    await expect(team).toContainText("per member per month");
    await page.getByRole("group", { name: "Billing period" }).getByText("Yearly", { exact: true }).click();
    await expect(team.getByTestId("plan-price")).toHaveText("$108");
    await page.getByRole("group", { name: "Currency" }).getByText("BRL", { exact: true }).click();
    await expect(team.getByTestId("plan-price")).toHaveText(/R\$\s?588/);
    // a plan without a price in reais keeps its dollars, and says so
    await expect(page.locator('[data-plan="skill5-library"]')).toContainText("Priced in US dollars only.");
    await page.getByRole("group", { name: "Currency" }).getByText("USD", { exact: true }).click();
    await page.getByRole("group", { name: "Billing period" }).getByText("Monthly", { exact: true }).click();
    await expect(page.getByRole("table")).toContainText("Team management and groups");
    await expectAccessible(page);

    // Team → sign-up with the plan; the new company completes its profile
    await team.getByRole("link", { name: "Choose Team" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/auth/sign-up?plan=skill5-team&interval=month&currency=USD`);
    await hydrated(page);
    await signUpCompany(page, { origin: DEFAULT, name: "Nina Northwind", email, company: `Northwind ${stamp}`, codeFor });
    // the name typed at sign-up is not asked for again
    await expect(page.getByLabel("Company name")).toHaveValue(`Northwind ${stamp}`);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save and continue" }).click();

    // … and lands on its plans, Team in view: a new company is on a 14-day trial of it
    await expect(page).toHaveURL(`${DEFAULT}/subscription/pricing?plan=skill5-team&interval=month&currency=USD`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose the plan for your account");
    await expect(page.getByTestId("test-mode").first()).toBeVisible();
    const card = page.locator('[data-plan="skill5-team"]');
    await expect(card).toContainText("Trial · 14 days left");
    await expect(card.getByLabel("Seats")).toHaveValue("1");
    await expectAccessible(page);
    await fitsPhone(page, expectAccessible);

    // a code in reais is refused while paying in dollars, saying why
    await page.getByLabel("Promotion code").fill("BRL50");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByLabel("Promotion code")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("This promotion code only applies to payments in BRL. Pay in BRL to use it, or remove the code."),
    ).toBeVisible();
    await expect(page.getByTestId("coupon-applied")).toHaveCount(0);

    // a code that does not exist, then WELCOME20: 20 % off the first payment
    await page.getByLabel("Promotion code").fill("NOPE-NOT-A-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByLabel("Promotion code")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Promotion code").fill("welcome20");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-applied")).toContainText("WELCOME20 · 20% off the first payment");
    await card.getByLabel("Seats").fill("3");
    await expect(card.getByTestId("purchase-total")).toContainText("$33.60 for the first month");
    await card.getByRole("button", { name: "Subscribe now" }).click();

    // the built-in gateway's page, in test mode, with the order
    await expect(page).toHaveURL(/\/subscription\/checkout\/cs_[A-Za-z0-9_-]+$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: "Test mode" })).toBeVisible();
    await expect(page.getByText("4000 0025 0000 3155")).toBeVisible();
    await expect(page.getByTestId("discount")).toContainText("−$8.40");
    await expect(page.getByTestId("order-total")).toContainText("$33.60");
    await expectAccessible(page);
    await fitsPhone(page, expectAccessible);

    // a mistyped card is caught before it is sent; a declined card says so and changes nothing
    const before = await billingOf(page);
    await fillCard(page, "4242", "Nina Northwind");
    await page.getByRole("button", { name: "Pay $33.60" }).click();
    await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Card number")).toBeFocused();
    await fillCard(page, "4000 0000 0000 0002", "Nina Northwind");
    await page.getByRole("button", { name: "Pay $33.60" }).click();
    await expect(page.getByTestId("checkout-error")).toContainText(/declined/i);
    await expectAccessible(page);
    expect(await billingOf(page)).toEqual(before);
    expect(before.subscriptions).toEqual(["skill5-team:trialing:trial"]);

    // the test card that pays
    await fillCard(page, "4242 4242 4242 4242", "Nina Northwind");
    await page.getByRole("button", { name: "Pay $33.60" }).click();
    await expect(page).toHaveURL(/\/subscription\/active\?session_id=cs_/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team is active");
    const unlocked = page.getByTestId("unlocked-features");
    await expect(unlocked).toContainText("Team management and groups");
    await expect(unlocked).toContainText("CSV member import");
    await expectAccessible(page);

    // the features are on: the company section opens
    await unlocked.getByRole("link", { name: "Manage your company" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/my-company`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const after = await billingOf(page);
    expect(after.subscriptions).toContain("skill5-team:active");
    expect(after.invoices).toBe(1);
  });
});

import { DEFAULT, codeFor, signUpFresh } from "./accounts.ts";
import { fillCard } from "./billing.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("a referral that pays", () => {
  test("a person copies their referral link; a visitor follows it, chooses Personal, signs up and pays with the card whose bank asks to confirm (failed once, then confirmed); the referrer sees one referral and one commission", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signUpFresh(page, DEFAULT, "Rita Referrer", `rita.${stamp}@example.com`);

    // the referrer copies their link
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: DEFAULT });
    await page.goto(`${DEFAULT}/referral-program`);
    await hydrated(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${DEFAULT}/\\?ref=[2-9A-HJKMNP-TV-Z]{8}$`));

    // a visitor follows it, looks at the plans and picks Personal, yearly
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await hydrated(visitor);
    await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(visitor).toHaveURL(`${DEFAULT}/pricing`);
    await hydrated(visitor);
    await visitor.getByRole("group", { name: "Billing period" }).getByText("Yearly", { exact: true }).click();
    await visitor.locator('[data-plan="skill5-personal"]').getByRole("link", { name: "Choose Personal" }).click();
    await expect(visitor).toHaveURL(`${DEFAULT}/auth/sign-up?plan=skill5-personal&interval=year&currency=USD`);
    await hydrated(visitor);
    const email = `victor.${stamp}@example.com`;
    await visitor.getByRole("radio", { name: /Just me/ }).check();
    await visitor.getByLabel("Full name").fill("Victor Visitor");
    await visitor.getByLabel("E-mail", { exact: true }).fill(email);
    await visitor.getByRole("button", { name: "Create account" }).click();
    await visitor.getByLabel("6-digit code").fill(await codeFor(visitor, email));
    await visitor.getByRole("button", { name: "Confirm and continue" }).click();

    // signed up, straight to the plan chosen: Personal, yearly
    await expect(visitor).toHaveURL(`${DEFAULT}/subscription/pricing?plan=skill5-personal&interval=year&currency=USD`);
    await hydrated(visitor);
    const personal = visitor.locator('[data-plan="skill5-personal"]');
    await expect(personal).toContainText("Your choice");
    await expect(personal.getByTestId("plan-price")).toHaveText("$228");
    await expectAccessible(visitor);
    await personal.getByRole("button", { name: "Choose Personal" }).click();
    await expect(visitor).toHaveURL(/\/subscription\/checkout\/cs_/);
    await hydrated(visitor);
    // the card whose bank asks to confirm: failed once (refused, the form again), then confirmed
    await fillCard(visitor, "4000 0025 0000 3155", "Victor Visitor");
    await visitor.getByRole("button", { name: "Pay $228" }).click();
    const step = visitor.getByTestId("confirm-step");
    await expect(step.getByRole("heading", { name: "Your bank asks you to confirm this payment" })).toBeFocused();
    await expectAccessible(visitor);
    await step.getByRole("button", { name: "Fail" }).click();
    await expect(visitor.getByTestId("checkout-error")).toBeVisible();
    await fillCard(visitor, "4000 0025 0000 3155", "Victor Visitor");
    // sent from the keyboard
    await visitor.getByLabel("Name on the card").press("Enter");
    await step.getByRole("button", { name: "Confirm" }).click();
    await expect(visitor).toHaveURL(/\/subscription\/active\?session_id=cs_/);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Personal is active");
    await expect(visitor.getByTestId("unlocked-features")).toContainText("The full course catalogue");
    await visitorContext.close();

    // the referrer: one referral, one commission of 20 % of $228
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("referral-row")).toHaveCount(1);
    await expect(page.getByTestId("referral-row")).toContainText("Victor Visitor");
    const commission = page.getByTestId("commission-row");
    await expect(commission).toHaveCount(1);
    await expect(commission).toContainText("Victor Visitor");
    await expect(commission).toContainText("$45.60");
    await expect(page.locator("[data-stat=commissions] dd")).toHaveText("1");
    await expectAccessible(page);
  });
});

import type { Page } from "@playwright/test";
import { ACME, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The page fits a 390 px phone without scrolling sideways (the tables scroll in their own boxes). */
async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  if (size) await page.setViewportSize(size);
}

test.describe("referral programme", () => {
  test("a person copies their link; a visitor follows it and signs up; the referrer sees the referral with its campaign, in both languages", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUpFresh(page, ACME, "Rosa Referrer", "rosa.referrer@example.com");

    // the referrer's page: the link, the totals, empty tables
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: ACME });
    await page.clock.install();
    await page.goto(`${ACME}/referral-program`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Your referrals and commissions" })).toBeVisible();
    const link = (await page.getByTestId("referral-link").textContent())!;
    expect(link).toMatch(new RegExp(`^${ACME}/\\?ref=[2-9A-HJKMNP-TV-Z]{8}$`));
    await expect(page.getByText("No one has signed up through your link yet. Share it to get started.")).toBeVisible();
    await expectAccessible(page);

    // copied with the keyboard; "Copied" for exactly 1,500 ms
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const copy = page.getByRole("button", { name: "Copy link" });
    await copy.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(page.getByText("Your referral link was copied.")).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.clock.runFor(1499);
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    await page.clock.resume();

    // a visitor opens the link from a campaign, reads about the programme, and signs up
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${link}&utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    await hydrated(visitor);
    const kept = (await visitorContext.cookies(ACME)).find((c) => c.name === "ref_code");
    expect(kept).toMatchObject({ value: link.split("ref=")[1], httpOnly: true, sameSite: "Lax" });
    await visitor.goto(`${ACME}/referral-program`);
    await expect(
      visitor.getByRole("heading", { level: 1, name: /Recommend Acme Academy and earn 20% of your referral's first payment/ }),
    ).toBeVisible();
    await expectAccessible(visitor);
    await visitor.getByRole("link", { name: "Read the program terms" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "Referral Program Terms" })).toBeVisible();
    await expect(visitor.getByText(/you earn 20% of the amount paid on the customer's first invoice, once/)).toBeVisible();
    await expectAccessible(visitor);
    await signUpFresh(visitor, ACME, "Vera Visitor", "vera.visitor@example.com");
    await visitorContext.close();

    // the referrer sees the referral, with the campaign it came from
    await page.reload();
    await hydrated(page);
    const row = page.getByTestId("referral-row").filter({ hasText: "Vera Visitor" });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Signed up");
    await expect(row).toContainText("newsletter / email / spring");
    await expect(page.locator("[data-stat=referrals] dd")).toHaveText("1");
    await expect(page.getByText("No commissions yet. You earn one when a referral's first invoice is paid.")).toBeVisible();
    await expectAccessible(page);
    await fitsPhone(page);

    // the same page in Portuguese, the referrer's language now
    const switched = await page.evaluate(
      async () =>
        (
          await fetch("/api/user/switch-language", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ language: "pt-BR" }),
          })
        ).status,
    );
    expect(switched).toBe(200);
    await page.goto(`${ACME}/pt/referral-program`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Suas indicações e comissões" })).toBeVisible();
    await expect(page.getByTestId("referral-row").filter({ hasText: "Vera Visitor" })).toContainText("Cadastrado");
    await expect(page.getByRole("button", { name: "Copiar link" })).toBeVisible();
    await expectAccessible(page);
  });
});

import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("colour mode", () => {
  test("a visitor switches to dark mode, it survives a reload and stays accessible", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const group = page.getByRole("radiogroup", { name: "Colour mode" }).first();
    await group.getByRole("radio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("nuxt-color-mode"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("radiogroup", { name: "Colour mode" }).first().getByRole("radio", { name: "Dark" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expectAccessible(page);
    await page.getByRole("radiogroup", { name: "Colour mode" }).first().getByRole("radio", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("'system' follows the operating system's preference", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/pt");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
    await context.close();
  });
});

test.describe("deployed build", () => {
  test("after a new build is deployed, the next navigation is a full page load", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // a client-side navigation keeps the page (and the marker)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.route("**/builds/latest.json*", (route) => route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }));
    await page.clock.runFor(5 * 60 * 1000 + 1000);
    await expect(page.locator("html")).toHaveAttribute("data-build-stale", "true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Referral program" }).click();
    await expect(page).toHaveURL("/referral-program");
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });
});

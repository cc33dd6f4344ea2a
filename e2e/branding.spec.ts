import { PORT, expect, expectAccessible, test } from "./fixtures.ts";

import type { Page } from "@playwright/test";

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test.describe("branding by host", () => {
  test("the default brand, a customer's sub-domain and its custom domain each look like their own brand", async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/`);
    await expect(page.getByTestId("brand-logo").getByRole("img")).toHaveAttribute("alt", "Skill5");
    const defaultPrimary = await cssVar(page, "--brand-primary");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.ico");

    for (const origin of [`http://acme.localhost:${PORT}`, `http://learn.acme.test:${PORT}`]) {
      const res = await page.goto(`${origin}/`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle("Acme Academy | Skills that keep Acme moving");
      await expect(page.getByTestId("brand-logo").getByRole("img")).toHaveAttribute("alt", "Acme Academy");
      await expect(page.getByTestId("brand-logo").getByRole("img")).toHaveAttribute("src", "/brand/acme/logo-horizontal.svg");
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/brand/acme/favicon.svg");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Acme Academy/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
      expect(await cssVar(page, "--brand-primary")).toBe("#b42318");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Acme Academy");
      await expectAccessible(page);
    }
    expect(defaultPrimary).toBe("#0b5fd7");
  });

  test("/w/{slug} sends the visitor to the tenant's sub-domain, keeping path and query", async ({ page }) => {
    await page.goto("/w/acme/pricing?interval=year");
    await expect(page).toHaveURL(`http://acme.localhost:${PORT}/pricing?interval=year`);
    await expect(page).toHaveTitle("Pricing | Acme Academy");
    await page.goto("/w/acme/auth/sign-in");
    await expect(page).toHaveURL(`http://acme.localhost:${PORT}/auth/sign-in`);
  });

  test("the product brand in closed beta shows only its closed-beta page", async ({ page }) => {
    await page.goto(`http://shield.localhost:${PORT}/pricing`);
    await expect(page).toHaveURL(`http://shield.localhost:${PORT}/closed-beta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shield is in closed beta");
    await expectAccessible(page);
    await page.goto(`http://shield.localhost:${PORT}/pt/training`);
    await expect(page).toHaveURL(`http://shield.localhost:${PORT}/pt/closed-beta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shield está em beta fechado");
  });
});

import type { Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures.ts";

/** Card fields of the test gateway's checkout page, by their English labels. */
export async function fillCard(page: Page, cardNumber: string, name: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on the card").fill(name);
}

/** The viewer's billing as the API has it (for what the pages should not have changed). */
export async function billingOf(page: Page) {
  return page.evaluate(async () => {
    const overview = (await (await fetch("/api/payment-gateway/overview")).json()) as {
      subscriptions: { status: string; metadata: { plan: string; type?: string } }[];
      nextInvoice: { amount: number } | null;
    };
    const invoices = (await (await fetch("/api/payment-gateway/invoices")).json()) as { total: number };
    return {
      subscriptions: overview.subscriptions.map((s) => `${s.metadata.plan}:${s.status}${s.metadata.type ? `:${s.metadata.type}` : ""}`),
      invoices: invoices.total,
      next: overview.nextInvoice?.amount ?? null,
    };
  });
}

/** Signs up a new company through the pages (the plan chosen rides along), up to its completed profile. */
export async function signUpCompany(
  page: Page,
  opts: { origin: string; name: string; email: string; company: string; codeFor: (page: Page, email: string) => Promise<string> },
) {
  await page.getByRole("radio", { name: /My company/ }).check();
  await page.getByLabel("Full name").fill(opts.name);
  await page
    .getByLabel(/e-mail/i)
    .first()
    .fill(opts.email);
  await page
    .getByLabel(/Company name/)
    .first()
    .fill(opts.company);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByLabel("6-digit code").fill(await opts.codeFor(page, opts.email));
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page).toHaveURL(`${opts.origin}/complete-profile`);
  await hydrated(page);
}

/** The page fits a 390 px phone without scrolling sideways, and is still accessible there. */
export async function fitsPhone(page: Page, expectAccessible: (page: Page) => Promise<void>) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  if (size) await page.setViewportSize(size);
}

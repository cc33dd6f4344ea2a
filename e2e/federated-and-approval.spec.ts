import { IDP_PORT } from "./global-setup.ts";
import { ACME, DEFAULT, codeFor, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("federated sign-in and joining a company", () => {
  test("a person signs up with their OpenID Connect provider and lands on the dashboard", async ({ page }) => {
    await page.goto(`${DEFAULT}/auth/sign-in`);
    await hydrated(page);
    await page.getByRole("button", { name: "Continue with Test SSO" }).click();
    // the provider's own login and consent pages
    await expect(page).toHaveURL(new RegExp(`localhost:${IDP_PORT}/interaction/`));
    await page.locator('input[name="login"]').fill("ana-sub");
    await page.locator('input[name="password"]').fill("any");
    await page.locator('button[type="submit"], input[type="submit"]').first().click();
    await page.locator('button[type="submit"], input[type="submit"]').first().click();
    await expect(page).toHaveURL(`${DEFAULT}/dashboard`);
    await expect(page.getByRole("dialog", { name: "Welcome to Skill5" })).toBeVisible();
    const me = await page.evaluate(async () => (await fetch("/api/auth/me")).json());
    expect(me).toMatchObject({ email: "ana.fed@example.com", isFederated: true });
  });

  test("an employee asks to join Acme, waits, and gets in once the manager approves", async ({ page, browser }) => {
    await page.goto(`${ACME}/auth/sign-up`);
    await hydrated(page);
    await page.getByRole("radio", { name: /My company/ }).check();
    await page.getByLabel("Full name").fill("Otto Ramos");
    await page
      .getByLabel(/e-mail/i)
      .first()
      .fill("otto@acme.test");
    await page
      .getByLabel(/Company name/)
      .first()
      .fill("Acme");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByLabel("6-digit code").fill(await codeFor(page, "otto@acme.test"));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page).toHaveURL(`${ACME}/complete-profile`);
    await expectAccessible(page);
    // the domain is the one of the verified address, not something to type
    const domain = page.getByLabel("Company e-mail domain");
    await expect(domain).toHaveValue("acme.test");
    await expect(domain).not.toBeEditable();
    await page.getByRole("radio", { name: "Ask to join Acme Corporation" }).check();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(`${ACME}/awaiting-approval`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your request is on its way");
    await expect(page.getByText(/Acme Corporation/).first()).toBeVisible();
    await expectAccessible(page);

    // the manager, elsewhere, approves the request
    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await signInAs(manager, ACME, "manager@acme.test", { pt: true });
    await expect(manager).toHaveURL(`${ACME}/pt/dashboard`);
    const status = await manager.evaluate(async () => {
      const { data } = (await (await fetch("/api/entity/entry-requests")).json()) as { data: { id: string; userEmail: string }[] };
      const request = data.find((r) => r.userEmail === "otto@acme.test")!;
      return (await fetch(`/api/entity/entry-requests/${request.id}/approve`, { method: "POST" })).status;
    });
    expect(status).toBe(204);
    await managerContext.close();

    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page).toHaveURL(`${ACME}/dashboard`);
  });
});

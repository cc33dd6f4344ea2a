import { ACME, DEFAULT, codeFor, signInAs, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("accounts", () => {
  test("a newcomer signs up as an individual with a code from the mailbox and lands on the dashboard", async ({ page }) => {
    await page.goto(`${ACME}/auth/sign-up`);
    await hydrated(page);
    await expectAccessible(page);
    await page.getByRole("radio", { name: /Just me/ }).check();
    await page.getByLabel("Full name").fill("Nina Torres");
    await page.getByLabel("E-mail", { exact: true }).fill("nina@example.com");
    await page.getByRole("button", { name: "Create account" }).click();
    const codeField = page.getByLabel("6-digit code");
    await expect(codeField).toBeVisible();
    await expectAccessible(page);
    await codeField.fill(await codeFor(page, "nina@example.com"));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page).toHaveURL(`${ACME}/dashboard`);
    // a first visit opens the guided tour for individuals
    const tour = page.getByRole("dialog", { name: "Welcome to Acme Academy" });
    await expect(tour).toBeVisible();
    await expectAccessible(page);
    // skipping is remembered once the answer to it is in
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/update-interaction-flag"));
    await tour.getByRole("button", { name: "Skip tour" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(tour).toBeHidden();
  });

  test("a demo user signs in, is sent back to the page they wanted, and signs out", async ({ page }) => {
    await page.goto(`${DEFAULT}/account/email-preferences`);
    await expect(page).toHaveURL(`${DEFAULT}/auth/sign-in`);
    await signInAs(page, DEFAULT, "individual@skill5.test");
    await expect(page).toHaveURL(`${DEFAULT}/account/email-preferences`);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page
      .getByRole("menuitem", { name: "Sign out" })
      .or(page.getByRole("link", { name: "Sign out" }))
      .first()
      .click();
    await expect(page).toHaveURL(`${DEFAULT}/`);
    await page.goto(`${DEFAULT}/dashboard`);
    await expect(page).toHaveURL(`${DEFAULT}/auth/sign-in`);
  });

  test("a wrong code is named, with the attempts left, in Portuguese", async ({ page }) => {
    await page.goto(`${DEFAULT}/pt/auth/sign-in`);
    await hydrated(page);
    await page.getByLabel("E-mail", { exact: true }).fill("creator@skill5.test");
    await page.getByRole("button", { name: "Enviar código" }).click();
    const right = await codeFor(page, "creator@skill5.test");
    await page.getByLabel("Código de 6 dígitos").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByText("Código incorreto. Você tem mais 4 tentativas.")).toBeVisible();
    await expectAccessible(page);
  });

  test("the session is renewed across the access token's expiry without signing in again", async ({ page, context }) => {
    await signUpFresh(page, ACME, "Rene Dias", "rene@example.com");
    // the access token expires: its cookies are gone, the refresh token remains
    await context.clearCookies({ name: "access_token" });
    await context.clearCookies({ name: "access_expires" });
    await page
      .getByRole("navigation", { name: /Main menu/ })
      .first()
      .getByRole("link", { name: "Courses" })
      .click();
    await expect(page).toHaveURL(`${ACME}/training/courses`);
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    // and on a full page load too
    await context.clearCookies({ name: "access_token" });
    await context.clearCookies({ name: "access_expires" });
    await page.goto(`${ACME}/account`);
    await expect(page).toHaveURL(`${ACME}/account`);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain("access_token");
  });

  test("a member is refused on a manager page", async ({ page }) => {
    await signInAs(page, ACME, "learner@acme.test");
    await expect(page).toHaveURL(`${ACME}/dashboard`);
    await page.goto(`${ACME}/my-company`);
    await expect(page).toHaveURL(`${ACME}/unauthorized`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You don't have access to this page");
    await expectAccessible(page);
  });
});

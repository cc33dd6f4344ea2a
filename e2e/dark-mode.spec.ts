import { DEFAULT, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.use({ colorScheme: "dark" });

test("every signed-in area reads well in dark mode, in both languages", async ({ page }) => {
  test.setTimeout(150_000);
  await signUpFresh(page, DEFAULT, "Dora Dark", "dora.dark@example.com");
  await page.evaluate(() => fetch("/api/enrollments", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ courseSlug: "phishing-essentials" }) }));
  const pages = [
    "/dashboard",
    "/training",
    "/training/courses",
    "/training/courses/phishing-essentials",
    "/training/courses/phishing-essentials/watch",
    "/training/programs",
    "/enrollments",
    "/achievements",
    "/badges",
    "/certificate",
    "/account",
    "/account/email-preferences",
    "/skill-gap-test",
  ];
  for (const path of pages) {
    await page.goto(`${DEFAULT}${path}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
  }
  // the same person in Portuguese (their account's language)
  await page.evaluate(() => fetch("/api/user/switch-language", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ language: "pt-BR" }) }));
  for (const path of ["/pt/dashboard", "/pt/training/courses", "/pt/training/courses/phishing-essentials/watch", "/pt/account"]) {
    await page.goto(`${DEFAULT}${path}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expectAccessible(page);
  }
});

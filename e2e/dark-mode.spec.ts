import { ACME, DEFAULT, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.use({ colorScheme: "dark" });

test("every signed-in area reads well in dark mode, in both languages", async ({ page }) => {
  test.setTimeout(150_000);
  await signUpFresh(page, DEFAULT, "Dora Dark", "dora.dark@example.com");
  await page.evaluate(() =>
    fetch("/api/enrollments", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ courseSlug: "phishing-essentials" }),
    }),
  );
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
  await page.evaluate(() =>
    fetch("/api/user/switch-language", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ language: "pt-BR" }),
    }),
  );
  for (const path of ["/pt/dashboard", "/pt/training/courses", "/pt/training/courses/phishing-essentials/watch", "/pt/account"]) {
    await page.goto(`${DEFAULT}${path}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expectAccessible(page);
  }
});

test("a tenant's logo stays readable on a dark page: it stands on a light plate", async ({ page }) => {
  // relative luminance and contrast as WCAG defines them
  const contrastOf = (a: string, b: string) => {
    const lum = (c: string) => {
      const [r, g, b2] = (c.match(/\d+(\.\d+)?/g) ?? [])
        .slice(0, 3)
        .map(Number)
        .map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
    };
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  for (const url of [`${ACME}/`, `${ACME}/pt/pricing`, `${ACME}/no-such-page`]) {
    await page.goto(url);
    await expect(page.locator("html")).toHaveClass(/dark/);
    const logo = page.locator('img[alt="Acme Academy"]').first();
    await expect(logo).toBeVisible();
    // the logo's own dark-grey text (#1f2937) against what is right behind it
    const behind = await logo.evaluate((img) => getComputedStyle(img).backgroundColor);
    expect(contrastOf("rgb(31, 41, 55)", behind), url).toBeGreaterThanOrEqual(4.5);
  }
});

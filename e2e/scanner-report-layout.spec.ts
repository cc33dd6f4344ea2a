import type { Page } from "@playwright/test";
import { ACME, DEFAULT, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** Nothing on the page is wider than the window: no sideways scrolling, on a phone or a desktop. */
async function expectNoOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const { width, height, tallest } of [
  // the full report was ~19,000 px tall on a phone with every passed check open
  { width: 375, height: 812, tallest: 8_000 },
  { width: 1280, height: 900, tallest: 5_000 },
]) {
  test.describe(`a scan's report at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`fits the window, folds the passed checks (keyboard included) and lists each category in the order of "Fix these first" (${width} px)`, async ({
      page,
    }) => {
      await signInAs(page, ACME, "manager@acme.test", { pt: true });
      await expect(page).toHaveURL(/\/pt\/dashboard/);
      await page.goto(`${ACME}/pt/scanners`);
      await hydrated(page);
      await page.getByTestId("website-row").filter({ hasText: "www.acme.test" }).getByRole("link", { name: "www.acme.test" }).click();
      await expect(page).toHaveURL(/\/pt\/scanners\/websites\/[0-9a-f-]{36}$/);
      await hydrated(page);
      await expectNoOverflow(page);

      await page.getByRole("link", { name: "Relatório completo" }).click();
      await expect(page).toHaveURL(/\/pt\/scanners\/scans\/[0-9a-f-]{36}$/);
      // the report itself is on the page (not the site's page it was opened from) before it is measured
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Análise de www.acme.test");
      await expect(page.getByTestId("passed-tests").first()).toBeAttached();
      await expectNoOverflow(page);
      // the configuration tabs wrap within the page instead of widening it
      for (const tablist of await page.getByRole("tablist").all()) {
        const box = (await tablist.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }

      // the passed checks are folded, each category's under one line a keyboard opens and closes
      const folds = page.getByTestId("passed-tests");
      expect(await folds.count()).toBeGreaterThan(0);
      for (const fold of await folds.all()) {
        await expect(fold).not.toHaveAttribute("open");
        await expect(fold.locator(":scope > summary")).toHaveText(/^\d+ testes? aprovados?$/);
      }
      const fold = folds.first();
      const passed = fold.locator("[data-testid=test-item][data-result=pass]").first();
      await expect(passed).toBeHidden();
      await fold.locator(":scope > summary").focus();
      await page.keyboard.press("Enter");
      await expect(fold).toHaveAttribute("open", "");
      await expect(passed).toBeVisible();
      await expect(passed).toContainText("Aprovado");
      await expectNoOverflow(page);
      await page.keyboard.press("Enter");
      await expect(passed).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(tallest);

      // "Fix these first" and the results below read in one order
      const fixFirst = await page
        .getByTestId("fix-first")
        .locator("li")
        .evaluateAll((items) =>
          items.map((li) => ({ category: (li as HTMLElement).dataset.fixCategory!, id: (li as HTMLElement).dataset.fixId! })),
        );
      expect(fixFirst.length).toBeGreaterThan(0);
      for (const category of new Set(fixFirst.map((f) => f.category))) {
        const listed = await page
          .locator(`[data-testid=category-${category}] [data-testid=test-item]`)
          .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.testId!));
        const first = fixFirst.filter((f) => f.category === category).map((f) => listed.indexOf(f.id));
        expect(first.every((i) => i >= 0)).toBe(true);
        expect(first).toEqual(first.toSorted((a, b) => a - b));
      }
      await expectAccessible(page);
    });
  });
}

test.describe("the free scan of a site it could not reach", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // A made-up name under .example: the DNS server e2e/global-setup.ts runs on loopback answers
  // NXDOMAIN, the web server's scanners ask it (SCANNER_DNS_SERVER) and give up on the site. One
  // name per language, so the two journeys running side by side never wait on each other's scan.
  for (const { path, host, submit, says, check, status, nothing } of [
    {
      path: "/security-scan",
      host: "gone.example",
      submit: "Scan for free",
      says: "We could not reach gone.example",
      check: "What to check",
      status: "The scan is done: the site could not be reached.",
      nothing: /nothing to fix/i,
    },
    {
      path: "/pt/security-scan",
      host: "sumiu.example",
      submit: "Analisar grátis",
      says: "Não conseguimos acessar sumiu.example",
      check: "O que verificar",
      status: "A análise terminou: não foi possível acessar o site.",
      nothing: /nada a corrigir/i,
    },
  ]) {
    test(`says why it could not reach the site and what to check, with no grade and never "nothing to fix" (${path})`, async ({ page }) => {
      await page.goto(`${DEFAULT}${path}`);
      await hydrated(page);
      const form = page.getByTestId("public-scan-form");
      await form.getByRole("textbox").fill(host);
      const created = page.waitForResponse(
        (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/public/scans",
      );
      await form.getByRole("button", { name: submit }).click();
      // the real API took the name and queued the scan
      expect((await created).status()).toBe(202);
      const panel = page.getByTestId("unreachable");
      await expect(panel).toBeVisible({ timeout: 30_000 });
      await expect(panel.getByRole("heading")).toHaveText(says);
      await expect(panel).toContainText(check);
      // what the resolver said, word for word: the name has no address (NXDOMAIN)
      await expect(panel).toContainText(`ENOTFOUND ${host}`);
      await expect(form.getByRole("status")).toHaveText(status);
      await expect(page.getByTestId("public-result").locator("[data-grade]")).toHaveCount(0);
      await expect(page.getByTestId("track-site")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText(nothing);
      await expectNoOverflow(page);
      await expectAccessible(page);
    });
  }
});

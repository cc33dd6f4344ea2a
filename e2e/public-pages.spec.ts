import { ACME, DEFAULT, signInAs, signUpFresh } from "./accounts.ts";
import { PORT, expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("public pages", () => {
  test("a visitor reads the English home page and moves around with the navigation", async ({ page }) => {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle("Skill5 | Master Skills in Just 5 Minutes");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page).toHaveTitle("Pricing | Skill5");
    await expectAccessible(page);
    // a page whose texts load with it (client navigation, no full page load)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
    await expect(page.locator("main")).not.toContainText("legal:");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  // one journey per page (each in both languages): eighteen pages with their accessibility checks
  // in one test came within seconds of the time limit on a loaded machine
  for (const p of [
    "/",
    "/index-training",
    "/book-a-demo",
    "/pricing",
    "/privacy-policy",
    "/terms-of-service",
    "/reseller-agreement",
    "/referral-program",
    "/referral-program/terms-of-service",
  ]) {
    test(`the public page ${p} exists in English and Portuguese with real content`, async ({ page }) => {
      for (const prefix of ["", "/pt"]) {
        const url = prefix + (p === "/" && prefix ? "" : p);
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        await expect(page.locator("h1"), url).toHaveCount(1);
        const words = (await page.locator("main").innerText()).split(/\s+/).length;
        expect(words, `${url} has real content`).toBeGreaterThan(60);
        await expect(page.locator("html")).toHaveAttribute("lang", prefix ? "pt-BR" : "en");
        await expectAccessible(page);
      }
    });
  }

  test("the Portuguese home page speaks Portuguese and carries SEO tags for both languages", async ({ page }) => {
    await page.goto("/pt");
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Preços" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `http://localhost:${PORT}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute("href", `http://localhost:${PORT}/pt`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `http://localhost:${PORT}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://localhost:${PORT}/pt`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Skill5/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `http://localhost:${PORT}/Logo.webp`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /micro-learning/);
  });

  test("the language switch keeps the page and the choice is remembered", async ({ page, context }) => {
    await page.goto("/pricing?interval=year");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "Português (Brasil)" }).click();
    await expect(page).toHaveURL("/pt/pricing?interval=year");
    await expect(page).toHaveTitle("Preços | Skill5");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_locale");
    expect(cookie?.value).toBe("pt");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    // the bare home page now opens in Portuguese
    await page.goto("/");
    await expect(page).toHaveURL("/pt");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Idioma" }).first().getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a route whose content comes later shows its layout, title and breadcrumb", async ({ page }) => {
    await signUpFresh(page, DEFAULT, "Theo Crumb", "theo.crumb@example.com");
    await page.goto("/training/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Training" })).toHaveAttribute("href", "/training");
    await expect(page.getByTestId("assistant-header")).toContainText("Nova");
    await expectAccessible(page);
  });

  test("SEO files list the public pages of the host's tenant", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: http://localhost:${PORT}/sitemap_index.xml`);
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>http://localhost:${PORT}/pt/privacy-policy</loc>`);
  });

  test('a signed-in person on the public pages gets their menu, not "Sign in"', async ({ page }) => {
    await signInAs(page, ACME, "learner@acme.test");
    await expect(page).toHaveURL(`${ACME}/dashboard`);
    for (const p of ["/", "/pricing", "/index-training"]) {
      await page.goto(`${ACME}${p}`);
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: /Account menu/ }), p).toBeVisible();
      await expect(header.getByRole("link", { name: "Sign in" }), p).toHaveCount(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("banner").getByRole("link", { name: "Go to dashboard" }).click();
    await expect(page).toHaveURL(`${ACME}/dashboard`);
  });

  test("the pricing page fits a 390 px phone in both languages (the comparison table scrolls inside its box)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const url of ["/pricing", "/pt/pricing"]) {
      await page.goto(url);
      await hydrated(page);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), url).toBeLessThanOrEqual(390);
    }
  });

  test("a Portuguese person who signs in on the English page gets the Portuguese interface without a reload", async ({ page }) => {
    await signInAs(page, ACME, "manager@acme.test");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await expect(page).toHaveURL(new RegExp(`^${ACME}/pt/`));
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    // CSS locators: the guided tour of a first visit may hide the page from the accessibility tree
    await expect(page.locator('nav[aria-label="Menu principal"]').first()).toContainText("Painel");
    await expect(page.locator('nav[aria-label="Main menu"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("the home hero's play button plays the product video in a dialog, in the page's language", async ({ page }) => {
    for (const [url, open, title, close] of [
      ["/", "Play the video: a five-minute course, as your people see it", "A course, as your people see it", "Close the video"],
      ["/pt", "Assistir ao vídeo: um curso de cinco minutos, como sua equipe vê", "Um curso, como sua equipe vê", "Fechar o vídeo"],
    ] as const) {
      await page.goto(url);
      await hydrated(page);
      const play = page.getByRole("button", { name: open });
      await play.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      const video = dialog.getByTestId("hero-video");
      // the file is there and plays: the browser read its length
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(1);
      expect(await video.evaluate((v: HTMLVideoElement) => [...v.textTracks].find((tr) => tr.mode === "showing")?.language)).toBe(
        url === "/" ? "en" : "pt-BR",
      );
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(play).toBeFocused();
      await play.click();
      await page.getByRole("dialog", { name: title }).getByRole("button", { name: close }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("the training page's catalogue buttons lead a visitor to courses they may open, never to sign-in", async ({ page }) => {
    await page.goto("/index-training");
    await hydrated(page);
    await page.getByRole("link", { name: "Browse the course catalogue" }).click();
    await expect(page).toHaveURL("/index-training#catalogue");
    const catalogue = page.getByTestId("public-catalogue");
    await expect(catalogue.getByRole("link").first()).toBeVisible();
    for (const href of await page
      .getByRole("link", { name: "Browse courses" })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toBe("/index-training#catalogue");
    }
    const first = catalogue.getByRole("link").first();
    const title = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/public\/training\/courses\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expectAccessible(page);
    // in Portuguese too
    await page.goto("/pt/index-training");
    await hydrated(page);
    await page.getByRole("link", { name: "Explore o catálogo de cursos" }).click();
    await expect(page).toHaveURL("/pt/index-training#catalogue");
    await expect(page.getByTestId("public-catalogue").getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/pt\/public\/training\/courses\//,
    );
  });

  test("a tenant's visitors see its own support address, Portuguese tab titles and descriptions, and no article before its name", async ({
    page,
  }) => {
    await page.goto("/pt");
    await expect(page).toHaveTitle("Skill5 | Domine habilidades em apenas 5 minutos");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Microcursos de cinco minutos/);
    const footerMail = page.getByRole("contentinfo").locator('a[href^="mailto:"]');
    await expect(footerMail).not.toContainText("localhost");
    await page.goto(`${ACME}/pt/pricing`);
    await expect(page).toHaveTitle("Preços | Acme Academy");
    await expect(page.getByRole("contentinfo").locator('a[href^="mailto:"]')).toHaveText("academy-support@acme.test");
    await expect(page.locator("main")).not.toContainText("Shield");
    await page.goto(`${ACME}/pt`);
    await expect(page.locator("main")).toContainText("Acme Academy ajuda empresas");
    await expect(page.locator("main")).not.toContainText("A Acme Academy");
  });
});

import type { Page } from "@playwright/test";
import { ACME, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const SETTINGS = `${ACME}/pt/my-company/settings/whitelabel`;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the Acme manager saves a brand change with the site's logos as they are (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(SETTINGS);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marca e site");

    // the custom domain the demo proved, with its date
    await expect(page.getByTestId("site-domain-active")).toHaveText(/^Seu site está em learn\.acme\.test desde \d{1,2} de \S+ de \d{4}\.$/);

    // one menu item is the current page: Brand and site, not Settings too
    if (viewport.width < 1024) await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu principal" }).filter({ visible: true });
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Marca e site");
    if (viewport.width < 1024) await page.getByRole("button", { name: "Fechar menu" }).click();

    // the seeded logos and icon stay as they are; only the main colour is touched (the same colour
    // in capitals: a change for the form, while every other journey's Acme keeps its look)
    await expect(page.getByTestId("image-logo-horizontal").getByRole("img")).toHaveAttribute("src", "/brand/acme/logo-horizontal.svg");
    const primary = page.getByLabel("Cor principal", { exact: true });
    await expect(primary).toHaveValue("#b42318");
    await primary.fill("#B42318");
    await expect(page.getByText("Há alterações não salvas.")).toBeVisible();
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Seu site foi atualizado.")).toBeVisible();
    await expect(page.getByText("Use uma imagem enviada para este site.")).toHaveCount(0);
    await expect(page.getByText("Há alterações não salvas.")).toHaveCount(0);
    await expect(page.getByTestId("image-logo-horizontal").getByRole("img")).toHaveAttribute("src", "/brand/acme/logo-horizontal.svg");
    await expect(page.getByTestId("image-favicon").getByRole("img")).toHaveAttribute("src", "/brand/acme/favicon.svg");

    // the texts of each language, behind a tab each: the page's language first
    const texts = page.getByTestId("site-texts");
    await expect(texts.getByRole("tab", { name: "Português" })).toHaveAttribute("aria-selected", "true");
    await expect(texts.getByLabel("Slogan", { exact: true }).filter({ visible: true })).toHaveValue(
      "Habilidades que mantêm a Acme em movimento",
    );
    await texts.getByRole("tab", { name: "Inglês" }).click();
    await expect(texts.getByLabel("Slogan", { exact: true }).filter({ visible: true })).toHaveValue("Skills that keep Acme moving");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });
}

test("each language of the Acme site shows its own slogan and shared-link texts", async ({ page }) => {
  await page.goto(`${ACME}/`);
  await expect(page).toHaveTitle("Acme Academy | Skills that keep Acme moving");
  expect(await meta(page, "og:title")).toBe("Acme Academy: five-minute courses for every Acme team");
  await expect(page.locator("footer")).toContainText("Skills that keep Acme moving");
  await page.goto(`${ACME}/pt`);
  await expect(page).toHaveTitle("Acme Academy | Habilidades que mantêm a Acme em movimento");
  expect(await meta(page, "og:title")).toBe("Acme Academy: cursos de cinco minutos para todas as equipes da Acme");
  await expect(page.locator("footer")).toContainText("Habilidades que mantêm a Acme em movimento");
});

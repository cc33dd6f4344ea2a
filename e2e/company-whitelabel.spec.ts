import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signInAs, switchLanguage } from "./accounts.ts";
import { PORT, expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const GLOBEX = `http://globex.localhost:${PORT}`;
const SETTINGS = `${GLOBEX}/my-company/settings/whitelabel`;
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const wideLogo = () =>
  sharp({ create: { width: 900, height: 300, channels: 4, background: { r: 157, g: 23, b: 77, alpha: 1 } } })
    .png()
    .toBuffer();

test.describe("a company's brand and site", () => {
  // one owner account: the journeys take turns (the Portuguese one changes the owner's language)
  test.describe.configure({ mode: "serial" });

  test("the Globex owner changes the brand, previews it on the whole site, returns, saves, and the public site shows it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const name = `Globex Academy ${stamp}`;
    await signInAs(page, GLOBEX, "manager@globex.test");
    await expect(page).toHaveURL(/\/dashboard/);
    expect(await switchLanguage(page, "en-US")).toBe(200);
    await page.goto(SETTINGS);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brand and site");
    await expect(page.getByTestId("site-url")).toContainText("globex.localhost");
    await expectAccessible(page);

    // a colour that is not #RRGGBB is refused beside its field, and nothing is saved
    const primary = page.getByLabel("Main colour", { exact: true });
    await primary.fill("#12");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Use a colour in the #RRGGBB form, such as #0057b8.")).toBeVisible();
    await expect(primary).toHaveAttribute("aria-invalid", "true");

    // the new look: name, colour and a logo (a PNG, uploaded at once and shown in the preview)
    await page.getByLabel("Site name", { exact: true }).fill(name);
    await primary.fill("#9d174d");
    await page.locator("#wl-logo-horizontal").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await wideLogo() });
    await expect(page.getByText("Horizontal logo uploaded: save to use it.")).toBeVisible();
    const preview = page.getByTestId("live-preview");
    await expect(preview.getByTestId("preview-tab-title")).toHaveText(name);
    await expect(preview.getByRole("img", { name })).toHaveAttribute("src", /^\/api\/files\/t\/.+\.png$/);

    // the whole site in the new look, with a bar to go back; nothing saved yet
    await page.getByTestId("preview-on-site").click();
    await expect(page).toHaveURL(`${GLOBEX}/`);
    const bar = page.getByTestId("theme-preview-bar");
    await expect(bar).toContainText(`previewing a new look for ${name}`);
    await expect(page.getByTestId("brand-logo").getByRole("img")).toHaveAttribute("alt", name);
    expect(await cssVar(page, "--brand-primary-raw")).toBe("#9d174d");
    await expectAccessible(page);
    const visitor = await browser.newPage();
    await visitor.goto(`${GLOBEX}/`);
    await expect(visitor.getByTestId("brand-logo").getByRole("img")).toHaveAttribute("alt", "Globex Learning");

    // back to the settings: the unsaved values are still in the form; saved now
    await bar.getByRole("button", { name: "Back to the settings" }).click();
    await expect(page).toHaveURL(SETTINGS);
    await expect(page.getByLabel("Site name", { exact: true })).toHaveValue(name);
    await expect(page.getByTestId("theme-preview-bar")).toHaveCount(0);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your site was updated.")).toBeVisible();

    // the public site, for anyone, at once
    await visitor.reload();
    await expect(visitor.getByTestId("brand-logo").getByRole("img")).toHaveAttribute("alt", name);
    await expect(visitor.getByTestId("brand-logo").getByRole("img")).toHaveAttribute("src", /^\/api\/files\/t\/.+\.png$/);
    expect(
      await visitor
        .getByTestId("brand-logo")
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await cssVar(visitor, "--brand-primary-raw")).toBe("#9d174d");
    await expect(visitor).toHaveTitle(new RegExp(name));

    // a second preview, left with "Exit preview": the saved look comes back where the manager is
    await page.getByLabel("Main colour", { exact: true }).fill("#1d4ed8");
    await page.getByTestId("preview-on-site").click();
    await expect(page).toHaveURL(`${GLOBEX}/`);
    expect(await cssVar(page, "--brand-primary-raw")).toBe("#1d4ed8");
    await page.getByTestId("theme-preview-bar").getByRole("button", { name: "Exit preview" }).click();
    await expect(page.getByTestId("theme-preview-bar")).toHaveCount(0);
    expect(await cssVar(page, "--brand-primary-raw")).toBe("#9d174d");
    await visitor.close();
  });

  test("in Portuguese, on a phone: the page fits, reads in Portuguese and is accessible", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, GLOBEX, "manager@globex.test", { pt: true });
    await expect(page).toHaveURL(/\/dashboard/);
    expect(await switchLanguage(page, "pt-BR")).toBe(200);
    await page.goto(`${GLOBEX}/pt/my-company/settings/whitelabel`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marca e site");
    await expect(page.getByRole("heading", { name: "Domínio próprio" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // a custom domain: the records to publish, and a check that says what is missing
    await page.getByLabel("Domínio", { exact: true }).fill(`aprender-${Date.now().toString(36)}.globex.example`);
    await page.getByRole("button", { name: "Usar este domínio" }).click();
    await expect(page.getByTestId("site-txt-name")).toContainText("_skill5-verification.aprender-");
    await expect(page.getByTestId("site-cname-target")).toHaveText(/^globex\.localhost/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Remover o domínio" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remover o domínio" }).click();
    await expect(page.getByText("O domínio próprio foi removido.")).toBeVisible();
    expect(await switchLanguage(page, "en-US")).toBe(200);
  });
});

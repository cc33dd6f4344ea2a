import { DEFAULT, signUpFresh } from "./accounts.ts";
import { PORT, expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("forms a visitor sends", () => {
  test("books a demo in Portuguese: mistakes are named beside each field, then the request is received", async ({ page }) => {
    await page.goto(`http://acme.localhost:${PORT}/pt/book-a-demo?product=scanners`);
    await hydrated(page);
    await expect(page.getByRole("radio", { name: /Scanners/ })).toBeChecked();
    await page.getByLabel("Nome completo").fill("Ana Souza");
    await page.getByLabel("E-mail corporativo").fill("ana@empresa");
    await page.getByRole("button", { name: "Solicitar demonstração" }).click();
    await expect(page.getByText("Informe um e-mail válido, como nome@empresa.com.br.")).toBeVisible();
    await expect(page.getByLabel("E-mail corporativo")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.getByLabel("E-mail corporativo").fill("ana@empresa.com.br");
    await page.getByLabel("Empresa", { exact: true }).fill("Empresa Exemplo");
    await page.getByLabel("Tamanho da equipe").selectOption("11-50");
    await page.getByRole("button", { name: "Solicitar demonstração" }).click();
    await expect(page.getByRole("heading", { name: "Obrigado! Recebemos sua solicitação" })).toBeVisible();
    await expect(page.getByText("ana@empresa.com.br")).toBeVisible();
    await expectAccessible(page);
  });

  test("the demo form works without JavaScript too, with the server's own checks", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/book-a-demo");
    await page.getByLabel("Full name").fill("Sam");
    await page.getByRole("button", { name: "Request a demo" }).click();
    await expect(page.getByText("Enter your work e-mail.")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Sam");
    await context.close();
  });

  test("sends a message through the contact-us dialog, using only the keyboard", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const open = page.getByRole("button", { name: "Contact us" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog.getByText("Enter your name.")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Name").fill("Sam Lee");
    await dialog.getByLabel("E-mail").fill("sam@example.com");
    await dialog.getByLabel("Subject").selectOption("sales");
    await dialog.getByLabel("Message").fill("We would like a quote for 40 people.");
    await dialog.getByLabel("Message").press("Tab");
    await dialog.getByRole("button", { name: "Send message" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Message sent")).toBeVisible();
    await expect(page.getByText("Thank you! We will reply to sam@example.com soon.")).toBeVisible();
  });
});

test.describe("on a phone and with a keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the public menu opens from its button and leads to a page", async ({ page }) => {
    await page.goto("/pt");
    await hydrated(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("#mobile-nav").getByRole("link", { name: "Preços" }).click();
    await expect(page).toHaveURL("/pt/pricing");
    await expectAccessible(page);
  });

  test("the signed-in menu is a drawer that closes with Escape", async ({ page }) => {
    await signUpFresh(page, DEFAULT, "Mia Phone", "mia.phone@example.com");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const drawer = page.getByRole("dialog", { name: "Main menu" });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await drawer.getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses`);
    await expect(drawer).toBeHidden();
  });

  test("the first Tab reaches the skip link, which jumps to the content", async ({ page }) => {
    await page.goto("/referral-program");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

import { DEFAULT, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("account", () => {
  test("a person edits their data, chooses e-mails, switches to Portuguese and deletes the account", async ({ page }) => {
    await signUpFresh(page, DEFAULT, "Lia Conta", "lia.conta@example.com");

    await page.goto(`${DEFAULT}/account/personal-data`);
    await hydrated(page);
    await expectAccessible(page);
    await page.getByLabel("Full name").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Full name").fill("Lia Conta Souza");
    await page.getByLabel("Phone number").fill("+55 11 91234-5678");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Personal data saved")).toBeVisible();

    await page.goto(`${DEFAULT}/account/email-preferences`);
    await hydrated(page);
    await page.getByRole("switch", { name: /Weekly summary/ }).click();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("E-mail preferences saved")).toBeVisible();
    await expectAccessible(page);

    // the language lives in the account: the pages follow it from now on
    await page.goto(`${DEFAULT}/account/personal-data`);
    await hydrated(page);
    await page.getByRole("combobox", { name: "Language" }).selectOption("pt-BR");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/account/personal-data`);
    await page.goto(`${DEFAULT}/account`);
    await expect(page).toHaveURL(`${DEFAULT}/pt/account`);
    await hydrated(page);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Excluir conta" }).click();
    const dialog = page.getByRole("dialog", { name: "Excluir sua conta?" });
    await expect(dialog.getByRole("button", { name: "Excluir minha conta definitivamente" })).toBeDisabled();
    await dialog.getByLabel("Para confirmar, digite seu e-mail:").fill("lia.conta@example.com");
    await dialog.getByRole("button", { name: "Excluir minha conta definitivamente" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt`);
    await expect(page.getByText("Conta excluída")).toBeVisible();
    await page.goto(`${DEFAULT}/pt/dashboard`);
    await expect(page).toHaveURL(`${DEFAULT}/pt/auth/sign-in`);
  });
});

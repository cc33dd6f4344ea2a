import type { Page } from "@playwright/test";
import { ACME, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** Chooses a CSV file with these lines in the upload form. */
async function chooseCsv(page: Page, name: string, lines: string[]) {
  await page
    .getByLabel("Arquivo CSV", { exact: true })
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) });
}

test.describe("company imports", () => {
  // the Acme manager reads Portuguese (the pages follow her language); the English wording is checked through the API's answer
  test("the Acme manager validates a CSV, sees the bad row's line and column, fixes the file and imports it", async ({ page }) => {
    test.setTimeout(120_000);
    const run = Date.now() % 1_000_000;
    const good = [
      `Nadia Nunes;nadia.${run}@example.com;Vendas|Suporte;member;pt`,
      `Omar Ortiz;omar.${run}@example.com;Vendas;reports-viewer;en`,
    ];

    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ACME}/pt/my-company/imports`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Importar membros");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByRole("link", { name: "Baixar o modelo" })).toHaveAttribute("href", "/api/entity/imports/template.csv");
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // nothing chosen: said beside the field, nothing sent
    await page.getByRole("button", { name: "Enviar e validar" }).click();
    await expect(page.getByText("Escolha um arquivo CSV primeiro.")).toBeVisible();
    await expect(page.getByLabel("Arquivo CSV", { exact: true })).toHaveAttribute("aria-invalid", "true");

    // a dry run of Excel's semicolon file with a bad address on line 3
    await chooseCsv(page, "equipe.csv", [
      "nome;e-mail;grupos;papel;idioma",
      good[0]!,
      `Omar Ortiz;omar.${run}-at-example.com;Vendas;reports-viewer;en`,
    ]);
    await expect(page.getByLabel("Validar primeiro (simulação)")).toBeChecked();
    await expect(page.getByLabel("Enviar os convites por e-mail")).toBeChecked();
    await page.getByRole("button", { name: "Enviar e validar" }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/imports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simulação de equipe.csv");
    await expect(page.getByTestId("import-status")).toHaveText("Situação: Concluída", { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("Nada foi alterado");
    await expect(page.getByTestId("count-created")).toHaveText("1");
    await expect(page.getByTestId("count-failed")).toHaveText("1");
    await expect(page.getByTestId("import-invitations")).toHaveText("Ao importar, os convites serão enviados por e-mail.");
    const error = page.getByTestId("import-error");
    await expect(error).toHaveCount(1);
    // the line heads its row; the column and the reason follow
    await expect(error.getByRole("rowheader")).toHaveText("3", { useInnerText: true });
    await expect(error.getByRole("cell").nth(0)).toHaveText("e-mail");
    await expect(error.getByRole("cell").nth(1)).toContainText("não é um endereço de e-mail válido");
    await expect(page.getByRole("link", { name: "Baixar linhas com erro" })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);
    const dryRunId = page.url().split("/").at(-1)!;
    const english = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/entity/imports/${id}`, { headers: { "x-locale": "en" } })).json()) as { errors: { message: string }[] })
          .errors[0]!.message,
      dryRunId,
    );
    expect(english).toContain("is not a valid e-mail address");

    // the fixed file, imported for real
    await page.getByRole("link", { name: "Todas as importações" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Importar membros");
    await expect(page.getByTestId("import-row").first()).toContainText("equipe.csv");
    await hydrated(page);
    await chooseCsv(page, "equipe-corrigida.csv", ["nome;e-mail;grupos;papel;idioma", ...good]);
    await page.getByLabel("Validar primeiro (simulação)").uncheck();
    await page.getByRole("button", { name: "Enviar e importar" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Importação de equipe-corrigida.csv");
    await expect(page.getByTestId("import-status")).toHaveText("Situação: Concluída", { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("Importação concluída.");
    await expect(page.getByTestId("count-created")).toHaveText("2");
    await expect(page.getByTestId("count-failed")).toHaveText("0");
    await expect(page.getByTestId("import-error")).toHaveCount(0);
    // the two new people are e-mailed their invitations in the background; the page follows it
    await expect(page.getByTestId("import-invitations")).toHaveText("2 e-mails de convite enviados.", { timeout: 20_000 });
    await hydrated(page);
    await expectAccessible(page);

    // the members page sends the pending invitations the filters show again, after saying how many
    await page.getByRole("link", { name: "Ver os convites pendentes" }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/members\?status=invited$/);
    await page.goto(`${ACME}/pt/my-company/members?status=invited&search=nadia.${run}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Reenviar 1 convite pendente" }).click();
    const confirm = page.getByRole("dialog", { name: "Reenviar 1 convite?" });
    await expect(confirm).toContainText("os links enviados antes deixam de funcionar");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Reenviar", exact: true }).click();
    await expect(page.getByText("1 convite está sendo enviado.")).toBeVisible();

    // an id that is not one of the company's imports is not a page
    await page.goto(`${ACME}/pt/my-company/imports/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ops. Página não encontrada.");
  });
});

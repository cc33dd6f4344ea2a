import type { Page } from "@playwright/test";
import { ACME, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** Chooses a CSV file with these lines in the upload form. */
async function chooseCsv(page: Page, name: string, lines: string[]) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) });
}

test.describe("company imports", () => {
  test("the Acme manager validates a CSV, sees the bad row's line and column, fixes the file and imports it", async ({ page }) => {
    test.setTimeout(120_000);
    const run = Date.now() % 1_000_000;
    const good = [`Nadia Nunes,nadia.${run}@example.com,Sales|Support,member,pt`, `Omar Ortiz,omar.${run}@example.com,Sales,reports-viewer,en`];

    await signInAs(page, ACME, "manager@acme.test");
    await expect(page).toHaveURL(/\/dashboard/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ACME}/my-company/imports`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import members");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByRole("link", { name: "Download the template" })).toHaveAttribute("href", "/api/entity/imports/template.csv");
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // nothing chosen: said beside the field, nothing sent
    await page.getByRole("button", { name: "Upload and validate" }).click();
    await expect(page.getByText("Choose a CSV file first.")).toBeVisible();
    await expect(page.getByLabel("CSV file")).toHaveAttribute("aria-invalid", "true");

    // a dry run of a file with a bad address on line 3
    await chooseCsv(page, "team.csv", ["name,email,groups,role,language", good[0]!, `Omar Ortiz,omar.${run}-at-example.com,Sales,reports-viewer,en`]);
    await expect(page.getByLabel("Validate first (dry run)")).toBeChecked();
    await page.getByRole("button", { name: "Upload and validate" }).click();
    await expect(page).toHaveURL(/\/my-company\/imports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dry run of team.csv");
    await expect(page.getByTestId("import-status")).toHaveText("Status: Done", { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("Nothing was changed");
    await expect(page.getByTestId("count-created")).toHaveText("1");
    await expect(page.getByTestId("count-failed")).toHaveText("1");
    const error = page.getByTestId("import-error");
    await expect(error).toHaveCount(1);
    await expect(error.getByRole("cell").nth(0)).toHaveText("3");
    await expect(error.getByRole("cell").nth(1)).toHaveText("email");
    await expect(error.getByRole("cell").nth(2)).toContainText("is not a valid e-mail address");
    await expect(page.getByRole("link", { name: "Download failed rows" })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);

    // the fixed file, imported for real
    await page.getByRole("link", { name: "All imports" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import members");
    await expect(page.getByTestId("import-row").first()).toContainText("team.csv");
    await hydrated(page);
    await chooseCsv(page, "team-fixed.csv", ["name,email,groups,role,language", ...good]);
    await page.getByLabel("Validate first (dry run)").uncheck();
    await page.getByRole("button", { name: "Upload and import" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import of team-fixed.csv");
    await expect(page.getByTestId("import-status")).toHaveText("Status: Done", { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("Import finished.");
    await expect(page.getByTestId("count-created")).toHaveText("2");
    await expect(page.getByTestId("count-failed")).toHaveText("0");
    await expect(page.getByTestId("import-error")).toHaveCount(0);
    await expectAccessible(page);

    // in Portuguese
    await page.goto(`${ACME}/pt${new URL(page.url()).pathname}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Importação de team-fixed.csv");
    await expect(page.getByTestId("import-status")).toHaveText("Situação: Concluída");
    await expectAccessible(page);

    // another id is not a page
    await page.goto(`${ACME}/my-company/imports/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole("heading", { name: "Oops. Page not found." })).toBeVisible();
  });
});

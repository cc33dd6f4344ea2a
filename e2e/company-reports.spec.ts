import { ACME, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("company reports", () => {
  test("the Acme manager (who reads Portuguese) opens the reports from the menu, reads performance, exports CSV and XLSX and visits every tab", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(`${ACME}/pt/my-company`);
    await hydrated(page);
    await page.locator('a[href="/pt/my-company/reports"]').first().click();
    await expect(page).toHaveURL(/\/pt\/my-company\/reports$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relatórios");
    await expect(page.getByRole("navigation", { name: "Relatórios" }).getByRole("link", { name: "Desempenho" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: "Por grupo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Por curso" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Conclusões por mês" })).toBeVisible();
    await expect(page.getByText("Membros ativos")).toBeVisible();
    await expectAccessible(page);

    // the exports: a CSV (with a byte-order mark) and an XLSX workbook (a ZIP)
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^performance-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvBytes = await streamBytes(await csv.createReadStream());
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar XLSX" }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^performance-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const xlsxBytes = await streamBytes(await xlsx.createReadStream());
    expect(xlsxBytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");

    // a period that ends before it starts is explained, not a failure
    await page.getByLabel("Iniciados a partir de").fill("2026-05-01");
    await page.getByLabel("Iniciados até").fill("2026-04-01");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByRole("alert")).toContainText("igual ou posterior");

    // the other tabs, each accessible
    const tabs = page.getByRole("navigation", { name: "Relatórios" });
    await tabs.getByRole("link", { name: "Selos" }).click();
    await expect(page).toHaveURL(/tab=badges/);
    await expectAccessible(page);
    await tabs.getByRole("link", { name: "Avaliações" }).click();
    await expect(page).toHaveURL(/tab=ratings/);
    await expectAccessible(page);
    await tabs.getByRole("link", { name: "Acessos" }).click();
    await expect(page.getByRole("table", { name: "Logins e renovações de sessão" })).toBeVisible();
    await expectAccessible(page);
  });
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

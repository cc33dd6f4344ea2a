import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { DEFAULT } from "./accounts.ts";
import { fitsPhone } from "./billing.ts";
import { freshComplianceCompany } from "./compliance-company.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** A new company signs up through the pages and buys the compliance plan. */
async function companyWithCompliance(page: Page, stamp: string) {
  await freshComplianceCompany(page, { name: "Clara Quill", email: `clara.${stamp}@quill-${stamp}.example`, company: `Quill ${stamp}` });
}

/** Waits for the download a click starts; its name and that it is not empty. */
async function downloaded(page: Page, start: () => Promise<void>, name: RegExp): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent("download"), start()]);
  expect(download.suggestedFilename()).toMatch(name);
  expect((await readFile((await download.path())!)).byteLength).toBeGreaterThan(1000);
  return download;
}

test.describe("compliance reports", () => {
  test("a new company's manager finds the exports waiting for a framework, adopts ISO/IEC 27001 and CSF 2.0, downloads each file with the keyboard, and switches to Portuguese and gets them in Portuguese", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await companyWithCompliance(page, stamp);

    // nothing adopted: every export says why it cannot be made yet, and where to adopt
    await page.goto(`${DEFAULT}/compliance/reports`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance reports");
    await expect(page.getByTestId("assistant-header")).toContainText("Xen");
    await expect(page.getByTestId("reports-empty")).toBeVisible();
    for (const [kind, adopt] of [
      ["soa", "Adopt ISO/IEC 27001"],
      ["profile", "Adopt NIST CSF 2.0"],
      ["report", "Adopt a framework"],
    ]) {
      const card = page.locator(`[data-export-card=${kind}]`);
      await expect(card).toHaveAttribute("data-state", "unavailable");
      await expect(card.getByRole("link", { name: `${adopt} on the compliance overview` })).toHaveAttribute("href", "/compliance");
    }
    await expect(page.locator("[data-export-card=soa]")).toContainText("ISO/IEC 27001:2022 is not adopted");
    await expect(page.locator("a[data-export]")).toHaveCount(0);
    await expectAccessible(page);

    const adopted = await page.evaluate(async () => {
      const adopt = (slug: string) =>
        fetch("/api/compliance/adoptions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ slug }),
        }).then((r) => r.status);
      return [await adopt("iso-27001-2022"), await adopt("nist-csf-2.0")];
    });
    expect(adopted).toEqual([201, 201]);

    // both frameworks adopted: every export can be downloaded, in the page's language
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("reports-empty")).toHaveCount(0);
    const soa = page.locator("[data-export-card=soa]");
    await expect(soa).toHaveAttribute("data-state", "available");
    await expect(page.getByTestId("files-language")).toHaveText("Files come in English, the language of this page.");
    const xlsx = soa.getByRole("link", { name: "Download XLSX" });
    await expect(xlsx).toHaveAccessibleDescription("Statement of Applicability");
    await expect(xlsx).toHaveAttribute("href", "/api/compliance/reports/soa.xlsx?locale=en");
    await expectAccessible(page);
    await fitsPhone(page, expectAccessible);

    // with the keyboard: focus each download and press Enter
    const day = /\d{4}-\d{2}-\d{2}/.source;
    await xlsx.focus();
    await downloaded(page, () => page.keyboard.press("Enter"), new RegExp(`^statement-of-applicability-quill-${stamp}-${day}\\.xlsx$`));
    await soa.getByRole("link", { name: "Download PDF" }).focus();
    await downloaded(page, () => page.keyboard.press("Enter"), new RegExp(`^statement-of-applicability-quill-${stamp}-${day}\\.pdf$`));
    await page.locator("[data-export-card=profile]").getByRole("link", { name: "Download XLSX" }).focus();
    await downloaded(page, () => page.keyboard.press("Enter"), new RegExp(`^csf-profile-quill-${stamp}-${day}\\.xlsx$`));
    const report = page.locator("[data-export-card=report]");
    const framework = report.getByLabel("Framework");
    await expect(framework.locator("option")).toHaveText(["ISO/IEC 27001:2022 Annex A", "NIST Cybersecurity Framework 2.0"]);
    await framework.focus();
    await page.keyboard.press("ArrowDown");
    await expect(framework).toHaveValue("nist-csf-2.0");
    await report.getByRole("button", { name: "Download PDF" }).focus();
    const pdf = await downloaded(
      page,
      () => page.keyboard.press("Enter"),
      new RegExp(`^compliance-report-nist-csf-2\\.0-quill-${stamp}-${day}\\.pdf$`),
    );
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(page).toHaveURL(`${DEFAULT}/compliance/reports`);

    // in Portuguese, through the language switch: the page, and the files in Portuguese
    await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "Português (Brasil)" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/compliance/reports`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relatórios de conformidade");
    await expect(page.getByTestId("files-language")).toHaveText("Os arquivos saem em português, o idioma desta página.");
    const soaPt = page.locator("[data-export-card=soa]");
    await expect(soaPt.getByRole("heading", { level: 2 })).toHaveText("Declaração de Aplicabilidade");
    await downloaded(
      page,
      () => soaPt.getByRole("link", { name: "Baixar XLSX" }).click(),
      new RegExp(`^declaracao-de-aplicabilidade-quill-${stamp}-${day}\\.xlsx$`),
    );
    await downloaded(
      page,
      () => page.locator("[data-export-card=report]").getByRole("button", { name: "Baixar PDF" }).click(),
      new RegExp(`^relatorio-de-conformidade-iso-27001-2022-quill-${stamp}-${day}\\.pdf$`),
    );
    await expectAccessible(page);
  });
});

import { readFile } from "node:fs/promises";
import { ACME, DEFAULT, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("the security scanners", () => {
  // on a phone: every scanner page must read well at 375 px
  test.use({ viewport: { width: 375, height: 812 } });

  test("Acme's manager opens /scanners (in her language, Portuguese), sees the demo site's grades, opens the site and a scan's report with Iris's words and the fixes, and downloads the PDF in both languages", async ({
    page,
  }) => {
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);

    // the list: the seeded site with its overall grade and one per category
    await page.goto(`${ACME}/scanners`);
    await expect(page).toHaveURL(`${ACME}/pt/scanners`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scanners");
    await expect(page.getByTestId("assistant-header")).toContainText("Iris");
    await expect(page.getByTestId("websites-count")).toHaveText("1 de no máximo 50 sites.");
    const row = page.getByTestId("website-row").filter({ hasText: "www.acme.test" });
    await expect(row.locator("[data-grade]").first()).toHaveAttribute("data-grade", "A");
    await expect(row.getByText("Nota A", { exact: true })).toBeAttached();
    await expect(row.locator("[data-category=headers] [data-grade]")).toHaveAttribute("data-grade", "A+");
    await expect(row.locator("[data-category=email] [data-grade]")).toHaveAttribute("data-grade", "A");
    await expect(row.locator("[data-category=exposure] [data-grade]")).toHaveAttribute("data-grade", "A+");
    await expect(row.getByTestId("verified-badge")).toHaveText("Verificado");
    await expect(row.getByText("Melhor que a análise anterior")).toBeVisible();
    // a site is checked before it is sent
    const field = page.getByLabel("Nome do host ou endereço");
    await field.fill("isto não é um site");
    await page.getByRole("button", { name: "Adicionar site" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Isto não parece um site/)).toBeVisible();
    await expectAccessible(page);

    // the site: latest results, Iris's summary, the chart with its table, the history, ownership
    await row.getByRole("link", { name: "www.acme.test" }).click();
    await expect(page).toHaveURL(/\/pt\/scanners\/websites\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("www.acme.test");
    await expect(page.getByTestId("iris-summary")).toContainText("Seu site recebe nota A.");
    await expect(page.getByTestId("iris-summary")).toContainText("Política de Segurança de Conteúdo (CSP)");
    const chart = page.getByTestId("history-chart");
    await expect(chart.getByRole("img", { name: /Histórico das pontuações/ })).toBeVisible();
    await chart.getByText("Mostrar as pontuações em uma tabela").click();
    await expect(chart.getByRole("row")).toHaveCount(7);
    await expect(page.getByTestId("history-row")).toHaveCount(6);
    await expect(page.getByTestId("verification-panel")).toContainText("Verificado por Registro TXT no DNS");
    await expect(page.getByLabel("Programação")).toHaveValue("off");
    await expectAccessible(page);

    // the full report: every test, Iris's words on what needs work, the configuration per server
    await page.getByRole("link", { name: "Relatório completo" }).click();
    await expect(page).toHaveURL(/\/pt\/scanners\/scans\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Análise de www.acme.test");
    await expect(page.getByTestId("overall").locator("[data-grade]")).toHaveAttribute("data-grade", "A");
    const csp = page.locator("[data-test-id=content-security-policy]");
    await expect(csp.getByTestId("iris-test")).toContainText("Iris explica");
    await expect(csp).toContainText("Por que importa e como corrigir");
    const nginx = csp.getByRole("tab", { name: "nginx" });
    await expect(nginx).toHaveAttribute("aria-selected", "true");
    await nginx.focus();
    await page.keyboard.press("ArrowRight");
    await expect(csp.getByRole("tab", { name: "Apache" })).toBeFocused();
    await expect(csp.getByRole("tabpanel")).toContainText("Header always set Content-Security-Policy");
    await csp.getByText("O que o scanner viu").click();
    await expect(csp.getByTestId("evidence")).toContainText("style-src");
    await expect(page.locator("[data-test-id=dmarc-policy]")).toContainText("Aprovado");
    await expectAccessible(page);

    // the PDF: downloaded from the page, and in English when asked for
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/^scan-www\.acme\.test-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    const href = await page.getByTestId("download-pdf").getAttribute("href");
    expect(href).toMatch(/\?locale=pt$/);
    const english = await page.evaluate(
      async (url) => {
        const res = await fetch(url);
        return {
          status: res.status,
          type: res.headers.get("content-type"),
          head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
        };
      },
      href!.replace("locale=pt", "locale=en"),
    );
    expect(english).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });
  });

  test("a visitor finds the free scan from the home page and sees its form, in English and in Portuguese", async ({ page }) => {
    await page.goto(`${DEFAULT}/`);
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Free security scan" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/security-scan`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Is your website safe? Find out in seconds");
    const form = page.getByTestId("public-scan-form");
    await form.getByRole("button", { name: "Scan for free" }).click();
    await expect(form.getByLabel("Website to check")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Type a host name or an address.")).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${DEFAULT}/pt/security-scan`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("O seu site é seguro? Descubra em segundos");
    await expect(page.getByTestId("public-scan-form").getByLabel("Site a analisar")).toBeVisible();
    await expectAccessible(page);
  });
});

import type { Page } from "@playwright/test";
import { ACME, DEFAULT, codeFor, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const menu = (page: Page) => page.getByRole("navigation", { name: /Main menu|Menu principal/ }).first();

/** The page fits a 390 px phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("company overview", () => {
  test("the Acme manager works in manager mode, reads the overview in Portuguese, then switches to user mode", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await hydrated(page);
    // something to report: the manager starts a course themselves
    const enrolled = await page.evaluate(
      async () =>
        (
          await fetch("/api/enrollments", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ courseSlug: "phishing-essentials" }),
          })
        ).status,
    );
    expect([200, 201]).toContain(enrolled);
    // the catalogue rather than the dashboard, where a first visit opens the guided tour
    await page.goto(`${ACME}/pt/training/courses`);
    await hydrated(page);

    // manager mode on (a manager starts in it; switch it on if a previous visit left it off)
    const toggle = page.getByRole("switch", { name: "Modo gestor" });
    if ((await toggle.getAttribute("aria-checked")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    const company = menu(page).getByRole("list", { name: "Empresa" });
    await expect(company.getByRole("link")).toHaveText([
      "Visão geral",
      "Membros",
      "Grupos",
      "Relatórios",
      "Importações",
      "Configurações",
      "Registro dos assistentes",
      "Marca e site",
    ]);
    await expectAccessible(page);

    await company.getByRole("link", { name: "Visão geral" }).click();
    await expect(page).toHaveURL(`${ACME}/pt/my-company`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minha empresa");
    await expect(company.getByRole("link", { name: "Visão geral" })).toHaveAttribute("aria-current", "page");
    const stats = page.getByTestId("company-stats");
    await expect(stats.locator('[data-stat="seats-available"] dd').first()).toHaveText("Ilimitadas");
    await expect(stats.locator('[data-stat="members-active"] dd').first()).toHaveText(/^\d+$/);
    await expect(stats.locator('[data-stat="completion-rate"] dd').first()).toHaveText(/^\d+%$/);
    await expect(stats.locator('[data-stat="overdue"] dd').first()).toHaveText(/^\d+$/);
    await expect(page.getByRole("link", { name: "Convidar pessoas" })).toHaveAttribute("href", "/pt/my-company/members?invite=1");
    await expect(page.getByRole("link", { name: "Importar membros" })).toHaveAttribute("href", "/pt/my-company/imports");

    // the chart, and the same numbers as a table, opened from the keyboard
    const chart = page.getByTestId("completion-chart");
    await expect(chart).toContainText(/últimas 12 semanas/);
    await chart.getByText("Ver como tabela").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("completion-table").getByRole("row")).toHaveCount(13);
    await expect(page.getByTestId("recent-activity")).toContainText("Marina Costa começou");
    await expectAccessible(page);

    // on a phone: nothing runs off the side, and the menu drawer holds the same section
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByRole("dialog").getByRole("list", { name: "Empresa" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });

    // user mode: the learner's menu, without the company section, and it stays so on the next page
    await menu(page).getByRole("link", { name: "Cursos" }).click();
    await expect(page).toHaveURL(`${ACME}/pt/training/courses`);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(menu(page).getByRole("list", { name: "Empresa" })).toHaveCount(0);
    await expect(menu(page).getByRole("list", { name: "Aprender" })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(menu(page).getByRole("list", { name: "Empresa" })).toHaveCount(0);
    await expect(page.getByRole("switch", { name: "Modo gestor" })).toHaveAttribute("aria-checked", "false");
    await expectAccessible(page);
    // back to manager mode, for whoever uses this browser next
    await page.getByRole("switch", { name: "Modo gestor" }).click();
    await expect(menu(page).getByRole("list", { name: "Empresa" })).toBeVisible();
  });

  test("a new company's owner finds an empty overview in English; a course's statistics are a link away", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `owner-${Date.now()}@northwind-e2e.test`;
    await page.goto(`${DEFAULT}/auth/sign-up`);
    await hydrated(page);
    await page.getByRole("radio", { name: /My company/ }).check();
    await page.getByLabel("Full name").fill("Nora Lind");
    await page
      .getByLabel(/e-mail/i)
      .first()
      .fill(email);
    await page
      .getByLabel(/Company name/)
      .first()
      .fill("Northwind Traders");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByLabel("6-digit code").fill(await codeFor(page, email));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/complete-profile`);
    await hydrated(page);
    // the name typed at sign-up is not asked for again
    await expect(page.getByLabel("Company name")).toHaveValue("Northwind Traders");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/dashboard`);
    // a first visit is welcomed, not welcomed back
    await expect(page.getByTestId("assistant-header")).toContainText("Welcome! Start with a five-minute course");
    await expect(page.getByTestId("assistant-header")).not.toContainText("Welcome back");
    // from the catalogue: the dashboard's first visit opens the guided tour
    await page.goto(`${DEFAULT}/training/courses`);
    await hydrated(page);
    await menu(page).getByRole("list", { name: "Company" }).getByRole("link", { name: "Overview" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/my-company`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My company");
    await expect(page.getByText("How Northwind Traders is doing")).toBeVisible();
    await expect(page.getByTestId("company-stats").locator('[data-stat="members-active"] dd').first()).toHaveText("1");
    await expect(page.getByTestId("company-stats").locator('[data-stat="completion-rate"] dd').first()).toHaveText("0%");
    await expect(page.getByText("No activity yet.")).toBeVisible();
    await expect(page.getByTestId("completion-chart")).toContainText("No courses completed in the last 12 weeks.");
    await expectAccessible(page);

    // the owner may read a course's numbers: its page links to them
    await page.goto(`${DEFAULT}/training/courses/phishing-essentials`);
    await hydrated(page);
    await page.getByRole("link", { name: "Course statistics" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses/phishing-essentials/stats`);
    await expect(page.getByTestId("course-stats")).toBeVisible();
    await expectAccessible(page);
  });

  test("a learner is refused the company pages and offered no link to them or to course statistics", async ({ page }) => {
    await signInAs(page, ACME, "learner@acme.test");
    await expect(page).toHaveURL(`${ACME}/dashboard`);
    await hydrated(page);
    await expect(menu(page).getByRole("list", { name: "Company" })).toHaveCount(0);
    await page.goto(`${ACME}/training/courses/phishing-essentials`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Course statistics" })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(`${ACME}/my-company`);
    await expect(page).toHaveURL(`${ACME}/unauthorized`);
    await expectAccessible(page);
  });
});

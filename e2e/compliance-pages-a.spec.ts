import path from "node:path";
import type { Page } from "@playwright/test";
import { DEFAULT } from "./accounts.ts";
import { freshComplianceCompany } from "./compliance-company.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** A company signed up a moment ago, on the compliance plan. */
async function lumen(page: Page) {
  const stamp = Date.now().toString(36);
  await freshComplianceCompany(page, { name: "Clara Lumen", email: `clara.${stamp}@lumen-${stamp}.example`, company: `Lumen ${stamp}` });
}

test.describe("the compliance overview and a framework's requirements", () => {
  test("a new company's owner adopts ISO/IEC 27001 from the empty state, sees 0 % and the tree, filters it by status from the keyboard, opens a requirement, imports a framework, and reads the overview in Portuguese", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await lumen(page);

    // nothing adopted: what the area does, and the way to start
    await page.goto(`${DEFAULT}/compliance`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance");
    await expect(page.getByTestId("assistant-header")).toContainText("Xen");
    const empty = page.getByTestId("compliance-empty");
    await expect(empty.getByRole("heading", { name: "Start with a framework" })).toBeVisible();
    await expect(empty).toContainText("Training as live evidence");
    await expectAccessible(page);

    // the adopt dialog lists the shipped frameworks with their sizes; choosing none is refused
    await empty.getByRole("button", { name: "Adopt a framework" }).click();
    const dialog = page.getByRole("dialog", { name: "Adopt a framework" });
    await expect(dialog.getByRole("radio")).toHaveCount(5);
    await expect(dialog.getByText("Version 2022 · 93 requirements")).toBeVisible();
    await dialog.getByRole("button", { name: "Adopt", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Choose a framework to adopt.");
    await expectAccessible(page);
    await dialog.getByRole("radio", { name: /ISO\/IEC 27001/ }).check();
    await dialog.getByRole("button", { name: "Adopt", exact: true }).click();
    await expect(dialog).toBeHidden();

    // its card: 0 % ready, every ISO theme at 0 %, nothing due yet
    const card = page.locator('[data-testid="adoption-card"][data-framework="iso-27001-2022"]');
    await expect(card.getByTestId("readiness")).toHaveAttribute("data-percent", "0");
    await expect(card.getByTestId("readiness")).toContainText("0% ready");
    await expect(card.getByTestId("readiness")).toContainText("0 of 93 ready");
    await expect(card.locator("[data-group]")).toHaveCount(4);
    await expect(card.locator('[data-count="implemented"] dd')).toHaveText("0");
    await expect(card.getByTestId("trend-chart").or(card.getByText("The trend appears after two days of figures."))).toBeVisible();
    await expect(page.getByTestId("nothing-due")).toBeVisible();
    // "Stop following" waits in the card's menu, not beside its title; from the keyboard, its
    // confirmation says what is kept, Cancel keeps it and focus returns to the menu
    await expect(card.getByRole("button", { name: /Stop following/ })).toHaveCount(0);
    const more = card.getByRole("button", { name: /^More actions for ISO\/IEC 27001/ });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menuitem", { name: "Stop following" })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(more).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText("statuses, owners, dates, notes and evidence are kept");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(more).toBeFocused();
    await expect(card).toBeVisible();
    await expectAccessible(page);

    // the tree: the first theme open, the others closed until asked for
    await card.getByRole("link", { name: /See the requirements/ }).click();
    await expect(page).toHaveURL(`${DEFAULT}/compliance/frameworks/iso-27001-2022`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("27001");
    await expect(page.getByTestId("framework-readiness").getByTestId("readiness")).toContainText("0% ready");
    await expect(page.getByTestId("tree-count")).toHaveText("93 requirements");
    const groups = page.getByTestId("tree-group");
    await expect(groups).toHaveCount(4);
    await expect(groups.first().getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("requirement-row")).toHaveCount(37);
    await expect(page.locator('[data-testid="requirement-row"][data-status="not_started"]')).toHaveCount(37);
    const people = groups.filter({ hasText: "A.6" }).getByRole("button").first();
    await expect(people).toHaveAttribute("aria-expanded", "false");
    await people.focus();
    await page.keyboard.press("Enter");
    await expect(people).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("requirement-row")).toHaveCount(45);
    await expectAccessible(page);

    // filtering by status from the keyboard: nothing is implemented yet, every one is not started
    const status = page.getByLabel("Status");
    await status.focus();
    await status.selectOption("implemented");
    await expect(page).toHaveURL(/[?&]status=implemented/);
    await expect(page.getByTestId("tree-none")).toHaveText("No requirement matches these filters.");
    await expect(page.getByTestId("tree-count")).toHaveText("Showing 0 of 93 requirements");
    await status.selectOption("not_started");
    await expect(page.getByTestId("tree-count")).toHaveText("Showing 93 of 93 requirements");
    // while filtering every group holding a match is open; the search narrows it further
    await expect(page.getByTestId("requirement-row")).toHaveCount(93);
    await page.getByLabel("Search code or title").fill("A.5.1");
    await expect(page).toHaveURL(/[?&]q=A\.5\.1/);
    await expect(page.getByTestId("tree-count")).toHaveText(/^Showing \d+ of 93 requirements$/);
    const a51 = page.locator('[data-testid="requirement-row"][data-requirement="iso-27001-2022:A.5.1"]');
    await expect(a51).toBeVisible();
    await expect(a51.locator("[data-status]").first()).toHaveAttribute("data-status", "not_started");
    await expectAccessible(page);

    // a requirement's link carries its id encoded (its page is its own journey)
    await a51.getByRole("link").click();
    await expect(page).toHaveURL(`${DEFAULT}/compliance/requirements/iso-27001-2022%3AA.5.1`);

    // a framework not adopted: its tree read-only, with the way to adopt it
    await page.goto(`${DEFAULT}/compliance/frameworks/lgpd`);
    await hydrated(page);
    await expect(page.getByTestId("not-adopted").getByRole("button", { name: "Adopt this framework" })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveCount(0);
    await expect(page.locator('[data-testid="requirement-row"][data-status=""]').first()).toBeVisible();

    // an unknown framework is the not-found page
    const missing = await page.goto(`${DEFAULT}/compliance/frameworks/no-such-framework`);
    expect(missing?.status()).toBe(404);

    // importing a framework: the form asks a CSV file's details, and lists the file's problems by line
    await page.goto(`${DEFAULT}/compliance`);
    await hydrated(page);
    await page.getByRole("button", { name: "Import a framework" }).click();
    const importing = page.getByRole("dialog", { name: "Import a framework" });
    await importing.getByText("About the file format").click();
    const example = await importing.getByRole("link", { name: "Example CSV file" }).getAttribute("href");
    expect((await page.request.get(`${DEFAULT}${example}`)).ok()).toBe(true);
    await importing.getByLabel("Framework file").setInputFiles({
      name: "controls.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("type,code,parent,title_en\ngroup,SUP,,Suppliers\nrequirement,SUP-1,SUP.DTA,Assessed before signing\n"),
    });
    await importing.getByRole("button", { name: "Import", exact: true }).click();
    await expect(importing.getByLabel("Identifier")).toBeFocused();
    await expect(importing.getByLabel("Identifier")).toHaveAttribute("aria-invalid", "true");
    await importing.getByLabel("Identifier").fill("lumen-supplier-controls");
    await importing.getByLabel("Name", { exact: true }).fill("Lumen supplier controls");
    await importing.getByLabel("Version").fill("2026.1");
    await importing.getByLabel("Publisher").fill("Lumen");
    await importing.getByLabel("Licence or terms of use").fill("Internal document.");
    await importing.getByRole("button", { name: "Import", exact: true }).click();
    await expect(importing.getByTestId("import-problems")).toContainText("Line 3, column parent: There is no group with the code SUP.DTA.");
    await expectAccessible(page);
    // the documented example in JSON carries its own details
    await importing
      .getByLabel("Framework file")
      .setInputFiles(path.resolve(import.meta.dirname, "../public/compliance/framework-import-example.json"));
    await expect(importing.getByTestId("import-details")).toBeHidden();
    await importing.getByRole("button", { name: "Import", exact: true }).click();
    await expect(importing).toBeHidden();
    await page.getByRole("button", { name: "Adopt a framework" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Adopt a framework" })
        .getByRole("radio", { name: /Acme supplier security controls.*Imported by your company/ }),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // the overview in Portuguese, switched to from the page itself
    await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "Português (Brasil)" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/compliance`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conformidade");
    const cartao = page.locator('[data-testid="adoption-card"][data-framework="iso-27001-2022"]');
    await expect(cartao.getByTestId("readiness")).toContainText("0% pronto");
    await expect(page.getByTestId("nothing-due")).toHaveText("Nada está atrasado nem vence nos próximos 14 dias.");
    await expect(page.getByRole("button", { name: "Importar um framework" })).toBeVisible();
    await expectAccessible(page);
  });
});

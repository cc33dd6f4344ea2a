import type { Page } from "@playwright/test";
import mfa from "../server/api/learning/seed/content/multi-factor-authentication.ts";
import passwords from "../server/api/learning/seed/content/passwords-and-passphrases.ts";
import phishing from "../server/api/learning/seed/content/phishing-essentials.ts";
import { ACME, DEFAULT, signInAs, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The page fits a 390 px phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The course titles of the picker's selection, in order. */
const selection = (page: Page) => page.getByTestId("picker-selected").getByRole("listitem").locator("p.font-medium").allTextContents();

test.describe("programs", () => {
  test("a company manager builds a program, reorders and edits it; a learner enrols in a library program and follows it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const first = phishing.pt.title;
    const second = passwords.pt.title;

    // the Acme manager reads Portuguese: the list offers to create a program
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(`${ACME}/pt/training/programs`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programas");
    await expect(page.getByTestId("program-card").filter({ hasText: "Fundamentos de conscientização em segurança" })).toContainText(
      "Biblioteca",
    );
    await expectAccessible(page);
    const libraryId = (await page.getByRole("link", { name: "Fundamentos de conscientização em segurança" }).getAttribute("href"))!
      .split("/")
      .at(-1)!;
    await page.getByRole("link", { name: "Criar um programa" }).click();

    // the form: nothing filled in is refused before anything is sent, focus on the first field to fix
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Criar programa");
    await hydrated(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Criar programa" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Alguns campos precisam de atenção");
    await expect(page.getByLabel("Título em inglês")).toBeFocused();
    await expect(page.getByLabel("Título em inglês")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Este campo é obrigatório.").first()).toBeVisible();
    await expect(page.getByText("Escolha pelo menos um curso.")).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Título em inglês").fill("Acme onboarding");
    await expect(page.getByLabel("Título em inglês")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Descrição em inglês").fill("The first week at Acme: phishing first, then passwords.");
    await page.getByLabel("Título em português").fill("Integração Acme");
    await page.getByLabel("Descrição em português").fill("A primeira semana na Acme: phishing primeiro, depois senhas.");

    // the picker: search, add two courses, then put the second one first from the keyboard
    const search = page.getByLabel("Pesquisar cursos");
    await search.fill("senhas");
    await page
      .getByTestId("picker-results")
      .getByRole("button", { name: `Adicionar ${second}` })
      .click();
    await search.fill("phishing");
    await search.press("Enter"); // searching, not submitting
    await page
      .getByTestId("picker-results")
      .getByRole("button", { name: `Adicionar ${first}` })
      .click();
    await expect(page.getByTestId("picker-announcer")).toHaveText(`${first} adicionado na posição 2 de 2.`);
    expect(await selection(page)).toEqual([second, first]);
    await page.getByRole("button", { name: `Mover ${first} para cima` }).focus();
    await page.keyboard.press("Enter");
    expect(await selection(page)).toEqual([first, second]);
    await expect(page.getByTestId("picker-announcer")).toHaveText(`${first} movido para a posição 1 de 2.`);
    await expect(page.getByRole("button", { name: `Mover ${first} para baixo` })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Criar programa" }).click();

    // the new program's page, its courses in the chosen order
    await expect(page).toHaveURL(/\/pt\/training\/programs\/[0-9a-f-]{36}\?saved=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integração Acme");
    await expect(page.getByRole("status").filter({ hasText: "O programa foi salvo." })).toBeVisible();
    await expect(page.getByTestId("program-courses").getByRole("heading", { level: 3 })).toHaveText([first, second]);
    await expect(page.getByTestId("program-action")).toContainText("2 cursos");
    await expectAccessible(page);
    const programUrl = page.url().replace(/\?.*$/, "");

    // it is among the programs, as the company's own, and in the list of programs to edit
    await page.goto(`${ACME}/pt/training/programs`);
    await expect(page.getByTestId("program-card").filter({ hasText: "Integração Acme" })).toContainText("Sua empresa");
    await page.getByRole("link", { name: "Editar seus programas" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar programas");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Editar Integração Acme" }).click();

    // edit: both languages come back filled; add a third course, drop the first, rename
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar “Integração Acme”");
    await hydrated(page);
    await expect(page.getByLabel("Título em inglês")).toHaveValue("Acme onboarding");
    await expect(page.getByLabel("Título em português")).toHaveValue("Integração Acme");
    expect(await selection(page)).toEqual([first, second]);
    await expectAccessible(page);
    // what only the API knows comes back on its field, in Portuguese (a course removed from the catalogue meanwhile)
    await page
      .locator('input[type="hidden"][name="courses"]')
      .first()
      .evaluate((el) => ((el as HTMLInputElement).value = "no-such-course"));
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Estes cursos não existem aqui: no-such-course.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Cursos" })).toBeFocused();
    await page.getByLabel("Pesquisar cursos").fill("multifator");
    await page.getByRole("button", { name: `Adicionar ${mfa.pt.title}` }).click();
    await page.getByRole("button", { name: `Remover ${first}` }).click();
    await expect(page.getByTestId("picker-announcer")).toHaveText(`${first} removido. Restam 2 cursos.`);
    await expect(page.getByText("Estes cursos não existem aqui: no-such-course.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Remover ${second}` })).toBeFocused();
    await page.getByLabel("Título em português").fill("Integração Acme — 2ª edição");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integração Acme — 2ª edição");
    expect(page.url().replace(/\?.*$/, "")).toBe(programUrl);
    await expect(page.getByTestId("program-courses").getByRole("heading", { level: 3 })).toHaveText([second, mfa.pt.title]);
    // library programs, and programs that do not exist, have no editor
    expect((await page.goto(`${ACME}/pt/training/programs/edit/${libraryId}`))?.status()).toBe(404);
    expect((await page.goto(`${ACME}/pt/training/programs/00000000-0000-4000-8000-000000000000`))?.status()).toBe(404);

    // a learner on the default brand, on a phone: the library program, enrolment, the way through it
    const learner = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const lp = await learner.newPage();
    await signUpFresh(lp, DEFAULT, "Paula Programs", "paula.programs@example.com");
    await lp.goto(`${DEFAULT}/training/programs`);
    await hydrated(lp);
    await expect(lp.getByRole("heading", { level: 1 })).toHaveText("Programs");
    await expect(lp.getByRole("link", { name: "Create a program" })).toHaveCount(0);
    await expectNoSidewaysScroll(lp);
    await expectAccessible(lp);
    const card = lp.getByTestId("program-card").filter({ hasText: "Security awareness essentials" });
    await expect(card).toContainText("Library");
    await expect(card).toContainText("6 courses");
    await card.getByRole("link", { name: "Security awareness essentials" }).click();

    await expect(lp.getByRole("heading", { level: 1 })).toHaveText("Security awareness essentials");
    await hydrated(lp);
    await expect(lp.getByTestId("program-courses").getByRole("listitem")).toHaveCount(6);
    await expect(lp.getByTestId("program-courses").getByRole("listitem").first()).toContainText("Not started");
    await expect(lp.getByRole("link", { name: "Edit program" })).toHaveCount(0);
    await expectNoSidewaysScroll(lp);
    await expectAccessible(lp);
    await lp.getByRole("button", { name: "Enrol in the program" }).click();

    await expect(lp).toHaveURL(/\/enrollments\/program\/[0-9a-f-]{36}$/);
    await expect(lp.getByRole("heading", { level: 1 })).toHaveText("Security awareness essentials");
    await expect(lp.getByTestId("program-summary")).toHaveText("0 of 6 courses completed");
    await expect(lp.getByRole("region", { name: "Next course" })).toContainText(phishing.en.title);
    await expect(lp.getByRole("region", { name: "Still to do" }).getByRole("listitem")).toHaveCount(6);
    await expect(lp.getByRole("region", { name: "Still to do" }).getByRole("listitem").first()).toContainText("In progress");
    await expect(lp.getByRole("progressbar", { name: "Program progress" })).toHaveAttribute("aria-valuenow", "0");
    await expectNoSidewaysScroll(lp);
    await expectAccessible(lp);
    await lp.getByRole("region", { name: "Next course" }).getByRole("link", { name: "Continue" }).click();
    await expect(lp).toHaveURL(new RegExp(`/training/courses/${phishing.slug}/watch$`));
    // another company's program does not exist for this learner, and creating one is not in their plan
    expect((await lp.goto(programUrl.replace(`${ACME}/pt`, DEFAULT)))?.status()).toBe(404);
    await lp.goto(`${DEFAULT}/training/programs/create`);
    await expect(lp).toHaveURL(`${DEFAULT}/unauthorized`);
    await learner.close();
  });
});

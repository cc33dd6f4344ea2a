import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import ransomware from "../server/api/learning/seed/content/ransomware-basics.ts";
import { ACME, outbox, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The page fits a 390 px phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("company groups", () => {
  test("the Acme manager creates a group, adds the learner, follows a course, reminds and exports; a taken name is refused", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const name = `Vendas ${Date.now() % 100_000}`;
    const course = ransomware.pt.title;

    // the Acme manager reads Portuguese: the whole section answers in it
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(`${ACME}/pt/my-company/groups`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grupos");
    await expectAccessible(page);

    // creating: an empty name is refused before anything is sent; then the group opens
    await page.getByRole("button", { name: "Novo grupo" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar um grupo" });
    await dialog.getByRole("button", { name: "Criar grupo" }).click();
    await expect(dialog.getByText("Este campo é obrigatório.")).toBeVisible();
    await expect(dialog.getByLabel("Nome do grupo")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Nome do grupo")).toBeFocused();
    await expectAccessible(page);
    await dialog.getByLabel("Nome do grupo").fill(name);
    await dialog.getByRole("button", { name: "Criar grupo" }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/groups\/[0-9a-f-]{36}$/);
    const groupUrl = page.url();
    await expect(toast(page, `Grupo “${name}” criado.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Ainda não há ninguém neste grupo.")).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);

    // adding the learner: search the company's people, tick, add
    await page.getByRole("button", { name: "Adicionar pessoas" }).click();
    const add = page.getByRole("dialog", { name: `Adicionar pessoas a ${name}` });
    await add.getByLabel("Buscar pessoas da sua empresa").fill("lucas");
    await add.getByRole("checkbox", { name: /Lucas Pereira/ }).check();
    await expect(add.getByText("1 selecionada")).toBeVisible();
    await expectAccessible(page);
    await add.getByRole("button", { name: "Adicionar 1 pessoa" }).click();
    await expect(toast(page, "1 pessoa adicionada.")).toBeVisible();
    await expect(page.getByTestId("group-member")).toHaveCount(1);
    await expect(page.getByTestId("group-member")).toContainText("learner@acme.test");
    await expect(page.getByText("1 pessoa ·")).toBeVisible();

    // the group's progress in a course of the catalogue
    await page.getByLabel("Curso", { exact: true }).selectOption({ label: course });
    await page.getByRole("button", { name: "Ver progresso" }).click();
    await expect(page).toHaveURL(`${groupUrl}/course/ransomware-basics`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course);
    const row = page.getByTestId("status-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Lucas Pereira");
    await expect(row).toContainText("Não iniciado");
    await expect(page.getByTestId("count-not-started")).toHaveText("1");
    await expectAccessible(page);

    // a reminder to those who have not completed it: the learner, in his own language (English)
    const before = (await outbox(page, "learner@acme.test"))[0]?.id ?? null;
    // it e-mails people: asked first, Cancel focused
    await page.getByRole("button", { name: "Enviar lembrete" }).click();
    const confirmReminder = page.getByRole("dialog", { name: "Enviar um lembrete?" });
    await expect(confirmReminder.getByRole("button", { name: "Cancelar" })).toBeFocused();
    await expectAccessible(page);
    await confirmReminder.getByRole("button", { name: "Enviar lembrete" }).click();
    await expect(toast(page, "Lembrete enviado por e-mail a 1 pessoa.")).toBeVisible();
    await expect
      .poll(async () => {
        const [newest] = await outbox(page, "learner@acme.test");
        return newest && newest.id !== before ? newest.text : "";
      })
      .toContain("Reminder: complete");
    expect((await outbox(page, "learner@acme.test"))[0]!.text).toContain("/training/courses/ransomware-basics");

    // the CSV: UTF-8 with a byte-order mark, in Portuguese, every row
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^vendas-\d+-ransomware-basics\.csv$/);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual(["Nome,E-mail,Situação,Nota,Concluído em", "Lucas Pereira,learner@acme.test,Não iniciado,,"]);

    // filtering by status keeps the filter in the address
    await page.getByLabel("Situação").selectOption({ label: "Concluído" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByText("Ninguém com esta situação.")).toBeVisible();
    await expectAccessible(page);

    // on a phone nothing runs off the side
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.goto(groupUrl);
    await hydrated(page);
    await expectNoSidewaysScroll(page);
    await page.goto(`${ACME}/pt/my-company/groups`);
    await hydrated(page);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole("button", { name: `Renomear ${name}` })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // a name already taken, in another case, is refused with a message naming it
    await page.goto(`${ACME}/pt/my-company/groups`);
    await hydrated(page);
    await page.getByRole("button", { name: "Novo grupo" }).click();
    const again = page.getByRole("dialog", { name: "Criar um grupo" });
    await again.getByLabel("Nome do grupo").fill(name.toUpperCase());
    await again.getByRole("button", { name: "Criar grupo" }).click();
    await expect(again.getByText(`Já existe um grupo chamado “${name.toUpperCase()}” na sua empresa. Escolha outro nome.`)).toBeVisible();
    await expect(again.getByLabel("Nome do grupo")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // the list: search, rename in place, delete after confirming
    await page.getByLabel("Buscar grupos").fill(name);
    await page.getByLabel("Buscar grupos").press("Enter");
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByTestId("group-row")).toHaveCount(1);
    await expect(page.getByTestId("group-row")).toContainText("1 pessoa");
    await page.getByRole("button", { name: `Renomear ${name}` }).click();
    const rename = page.getByRole("dialog", { name: "Renomear o grupo" });
    await rename.getByLabel("Nome do grupo").fill(`${name} Sul`);
    await rename.getByRole("button", { name: "Salvar nome" }).click();
    await expect(toast(page, `Grupo renomeado para “${name} Sul”.`)).toBeVisible();
    await expect(page.getByTestId("group-row").getByRole("link", { name: `${name} Sul` })).toBeVisible();
    await page.getByRole("button", { name: `Excluir ${name} Sul` }).click();
    const confirm = page.getByRole("dialog", { name: `Excluir “${name} Sul”?` });
    await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Excluir grupo" }).click();
    await expect(toast(page, `Grupo “${name} Sul” excluído.`)).toBeVisible();
    await expect(page.getByText(`Nenhum grupo corresponde a “${name}”.`)).toBeVisible();

    // a group that is gone (or another company's) is not found
    const gone = await page.goto(groupUrl);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ops. Página não encontrada.");
  });
});

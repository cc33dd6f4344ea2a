import type { Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import course from "../server/api/learning/seed/content/reporting-security-incidents.ts";
import { ACME, codeFor, outbox, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
/** A day two weeks ahead, as the date field takes it, and as each page writes it. */
const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const longDate = (iso: string, locale: string, style: "medium" | "long") =>
  new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

async function bytesOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A downloaded XLSX file, opened. */
async function workbookOf(download: Download) {
  const bytes = await bytesOf(download);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book;
}

/** The rows of a worksheet as plain values (the first cell first). */
function sheetRows(book: ExcelJS.Workbook, name: string) {
  const sheet = book.getWorksheet(name);
  expect(sheet, `sheet ${name}`).toBeTruthy();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test.describe("company team journey", () => {
  test("a manager invites someone new into a group, they join, the manager assigns a course with a due date, the learner completes it, and the manager finds it in the reports and their CSV and XLSX exports", async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const email = `team.${stamp}@acme.test`;
    const name = `Tara Team ${stamp}`;
    const groupName = `Time ${stamp}`;
    const title = { en: course.en.title, pt: course.pt.title };

    // the Acme manager (who reads Portuguese) creates a group for the newcomer
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(`${ACME}/pt/my-company/groups`);
    await hydrated(page);
    await page.getByRole("button", { name: "Novo grupo" }).click();
    const create = page.getByRole("dialog", { name: "Criar um grupo" });
    await create.getByLabel("Nome do grupo").fill(groupName);
    await create.getByRole("button", { name: "Criar grupo" }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/groups\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupName);

    // 1. invites a brand-new address into that group, with the e-mail in English
    await page.goto(`${ACME}/pt/my-company/members`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membros");
    await page.getByRole("button", { name: "Convidar pessoas" }).click();
    const invite = page.getByRole("dialog");
    await invite.getByLabel("Endereços de e-mail").fill(email);
    await invite.getByLabel("Função").selectOption({ label: "Membro" });
    await invite.getByRole("checkbox", { name: groupName }).check();
    await invite.getByLabel("Idioma do e-mail").selectOption("en-US");
    await expectAccessible(page);
    await invite.getByRole("button", { name: "Enviar convites" }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByTestId("member-row").filter({ hasText: email })).toContainText("Convidado");

    // 2. the invitee follows the link from the e-mail, creates an account with the code and joins
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    // the learner's browser is held to the same standard as the manager's
    learner.on("pageerror", (e) => pageErrors.push(`learner pageerror: ${e.message}`));
    await learner.goto(`${ACME}/`);
    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await outbox(learner, email)).map((m) => m.text.match(/\/invitation\/[A-Za-z0-9_-]{43}/)?.[0]).find(Boolean);
        return link;
      })
      .toBeTruthy();
    await learner.goto(`${ACME}${link}`);
    await hydrated(learner);
    await expect(learner.getByRole("heading", { level: 1 })).toHaveText("Join Acme Corporation");
    await expectAccessible(learner);
    await learner.getByRole("link", { name: "Create an account" }).click();
    await expect(learner).toHaveURL(`${ACME}/auth/sign-up`);
    await hydrated(learner);
    await learner.getByRole("radio", { name: /Just me/ }).check();
    await learner.getByLabel("Full name").fill(name);
    await learner.getByLabel("E-mail", { exact: true }).fill(email);
    await learner.getByRole("button", { name: "Create account" }).click();
    await learner.getByLabel("6-digit code").fill(await codeFor(learner, email));
    await learner.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(learner).toHaveURL(`${ACME}${link}`);
    await hydrated(learner);
    await expect(learner.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await learner.getByRole("button", { name: "Accept and join" }).click();
    await expect(learner).toHaveURL(`${ACME}/dashboard`);
    await learner.getByRole("dialog").getByRole("button", { name: "Skip tour" }).click();

    // 3. the manager finds them active, in the group, and assigns the course with a due date on their page
    await page.goto(`${ACME}/pt/my-company/members?search=${encodeURIComponent(email)}`);
    await hydrated(page);
    await expect(page.getByTestId("member-row").filter({ hasText: email })).toContainText("Ativo");
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await hydrated(page);
    await expect(page.getByText(groupName, { exact: true })).toBeVisible();
    const panel = page.getByRole("region", { name: "Cursos e programas atribuídos" });
    await expect(panel.getByText("Nada foi atribuído ainda.")).toBeVisible();
    await panel.getByRole("button", { name: "Atribuir curso ou programa" }).click();
    const assign = page.getByRole("dialog", { name: `Atribuir um curso ou programa a ${name}` });
    await expect(assign.getByLabel("Curso", { exact: true })).toBeFocused();
    await assign.getByLabel("Curso", { exact: true }).selectOption({ label: title.pt });
    await assign.getByLabel("Prazo (opcional)").fill(due);
    await expectAccessible(page);
    await assign.getByRole("button", { name: "Atribuir", exact: true }).click();
    await expect(toast(page, "Atribuído")).toBeVisible();
    const item = panel.getByTestId("assignment-list").getByRole("listitem");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(title.pt);
    await expect(item).toContainText(`Prazo: ${longDate(due, "pt-BR", "medium")}`);
    await expect(item).toContainText("Situação: Não iniciado");
    await expectAccessible(page);

    // 4. the learner sees it on the dashboard with its due date and takes it, step by step
    await learner.reload();
    await hydrated(learner);
    const card = learner.getByRole("region", { name: "Assigned to you" }).getByRole("listitem").filter({ hasText: title.en });
    await expect(card).toContainText(`Due ${longDate(due, "en-US", "long")}`);
    await expect(card).toContainText("Not started");
    await expectAccessible(learner);
    await card.getByRole("link", { name: title.en }).click();
    await expect(learner).toHaveURL(`${ACME}/training/courses/${course.slug}`);
    await hydrated(learner);
    await learner.getByTestId("course-action").getByRole("button", { name: "Enrol and start" }).click();
    await expect(learner).toHaveURL(`${ACME}/training/courses/${course.slug}/watch`);
    await hydrated(learner);
    const steps = course.en.steps;
    for (const [i, step] of steps.entries()) {
      await expect(learner.getByTestId("step-counter")).toHaveText(`Step ${i + 1} of ${steps.length}`);
      await expect(learner.getByRole("heading", { level: 2, name: step.title })).toBeVisible();
      if (i < steps.length - 1) await learner.getByRole("button", { name: "Next" }).click();
    }
    await learner.getByRole("button", { name: "Finish" }).click();

    // the challenge, every answer right
    await expect(learner).toHaveURL(`${ACME}/enrollments/${course.slug}/challenge`);
    await hydrated(learner);
    const questions = course.en.challenge.questions;
    for (const [i, q] of questions.entries()) {
      await expect(learner.getByRole("heading", { level: 2, name: `Question ${i + 1} of ${questions.length}` })).toBeVisible();
      const fieldset = learner.getByRole("group", { name: q.prompt });
      for (const c of q.correct)
        await fieldset.getByRole(q.correct.length > 1 ? "checkbox" : "radio", { name: q.options[c], exact: true }).check();
      await learner.getByRole("button", { name: i === questions.length - 1 ? "Review answers" : "Next", exact: true }).click();
    }
    await learner.getByRole("button", { name: "Submit answers" }).click();
    await expect(learner.getByTestId("challenge-score")).toHaveText("You scored 100%");
    await expectAccessible(learner);

    // completed, on the dashboard too
    const today = new Date().toISOString().slice(0, 10);
    await learner.goto(`${ACME}/dashboard`);
    await hydrated(learner);
    await expect(card).toContainText("Completed");
    await expect(card).toContainText(`Completed on ${longDate(today, "en-US", "long")}`);
    await learnerContext.close();

    // 5. the manager opens the reports, narrows performance to the group, and sees the completion
    await page.goto(`${ACME}/pt/my-company/reports`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relatórios");
    await page.getByRole("combobox", { name: "Grupo", exact: true }).selectOption({ label: groupName });
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/groupId=[0-9a-f-]{36}/);
    await hydrated(page);
    // group, members, enrolments, completed, completion rate, average score
    const groupRow = page.getByRole("table", { name: "Por grupo" }).getByRole("row").filter({ hasText: groupName });
    await expect(groupRow.getByRole("cell")).toHaveText(["1", "1", "1", "100%", "100"], { useInnerText: true });
    const courseRow = page.getByRole("table", { name: "Por curso" }).getByRole("row").filter({ hasText: title.pt });
    await expect(courseRow.getByRole("cell")).toHaveText(["1", "1", "100%", "100"], { useInnerText: true });
    await expectAccessible(page);

    // the exports of that view: a CSV and an XLSX workbook
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^performance-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await bytesOf(csv))
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines).toContain(`${groupName},1,1,1,100,100`);
    expect(lines).toContain(`${title.pt},${course.slug},1,1,100,100`);
    const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar XLSX" }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^performance-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = await workbookOf(xlsx);
    expect(sheetRows(book, "Por grupo")).toContainEqual([groupName, 1, 1, 1, 100, 100]);
    expect(sheetRows(book, "Por curso")).toContainEqual([title.pt, course.slug, 1, 1, 100, 100]);

    // who earned what: the learner's badge, on the page and in its CSV and XLSX
    await page.getByRole("navigation", { name: "Relatórios" }).getByRole("link", { name: "Selos" }).click();
    await expect(page).toHaveURL(/tab=badges/);
    await hydrated(page);
    const badgeRow = page.getByRole("table", { name: "Quem conquistou o quê" }).getByRole("row").filter({ hasText: email });
    await expect(badgeRow.getByRole("rowheader")).toHaveText(name);
    await expect(badgeRow.getByRole("cell")).toHaveText([email, course.pt.badge.name, longDate(today, "pt-BR", "medium")], {
      useInnerText: true,
    });
    await expectAccessible(page);
    const [badgesCsv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect((await bytesOf(badgesCsv)).toString("utf8").split("\r\n")).toContain(
      `${name},${email},${course.pt.badge.name},${course.slug},${today}`,
    );
    const [badgesXlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar XLSX" }).click()]);
    expect(sheetRows(await workbookOf(badgesXlsx), "Selos conquistados")).toContainEqual([
      name,
      email,
      course.pt.badge.name,
      course.slug,
      today,
    ]);
  });
});

import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import course from "../server/api/learning/seed/content/public-wifi-and-travel.ts";
import { ACME, signInAs } from "./accounts.ts";
import { rightAnswerIds } from "./challenge-answers.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const slug = course.slug;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** A day two weeks ahead, as the date field takes it, and as each page writes it. */
const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const dueAs = (locale: string, style: "medium" | "long") =>
  new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(new Date(`${due}T12:00:00Z`));

test.describe("company assignments", () => {
  test("the manager assigns a course with a due date to the learner's group; the learner sees it not started, completes it; the manager sees it completed and exports it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const name = `Viagens ${Date.now() % 100_000}`;

    // the Acme manager (Portuguese) has a group with the learner in it
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    const groupId = await page.evaluate(async (groupName) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const group = (await (await post("/api/entity/groups", { name: groupName })).json()) as { id: string };
      const people = (await (await fetch(`/api/entity/groups/${group.id}/candidates?search=learner`)).json()) as {
        data: { userId: string }[];
      };
      await post(`/api/entity/groups/${group.id}/members`, { userIds: people.data.map((p) => p.userId) });
      return group.id;
    }, name);

    // the group's page: assign the course with a due date
    await page.goto(`${ACME}/pt/my-company/groups/${groupId}`);
    await hydrated(page);
    const panel = page.getByRole("region", { name: "Cursos e programas atribuídos" });
    await expect(panel.getByText("Nada foi atribuído ainda.")).toBeVisible();
    await panel.getByRole("button", { name: "Atribuir curso ou programa" }).click();
    const dialog = page.getByRole("dialog", { name: `Atribuir um curso ou programa a ${name}` });
    // said once, beside the date it is about
    await expect(dialog.getByText("Os lembretes são enviados 7 dias e 1 dia antes, e quando estiver atrasado.")).toHaveCount(1);
    await expect(dialog.getByLabel("Curso", { exact: true })).toBeFocused();
    // a yearly refresher needs a due date: said before anything is sent
    await dialog.getByLabel("Repetir todo ano (reciclagem anual)").check();
    await dialog.getByRole("button", { name: "Atribuir", exact: true }).click();
    await expect(dialog.getByText("Uma atribuição anual precisa de um prazo.")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Repetir todo ano (reciclagem anual)").uncheck();
    await dialog.getByLabel("Curso", { exact: true }).selectOption({ label: course.pt.title });
    await dialog.getByLabel("Prazo (opcional)").fill(due);
    await dialog.getByRole("button", { name: "Atribuir", exact: true }).click();
    await expect(toast(page, "Agora está no treinamento de 1 pessoa.")).toBeVisible();
    const item = panel.getByTestId("assignment-list").getByRole("listitem");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(course.pt.title);
    await expect(item).toContainText(`Prazo: ${dueAs("pt-BR", "medium")}`);
    await expect(item).toContainText("Concluíram: 0 de 1");
    await expectAccessible(page);

    // the learner (English) sees it on the dashboard with its due date, and completes it
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signInAs(learner, ACME, "learner@acme.test");
    await expect(learner).toHaveURL(/\/dashboard/);
    await hydrated(learner);
    // a first visit in this browser opens the guided tour
    await learner.getByRole("dialog").getByRole("button", { name: "Skip tour" }).click();
    const assigned = learner.getByRole("region", { name: "Assigned to you" });
    const card = assigned.getByRole("listitem").filter({ hasText: course.en.title });
    await expect(card).toContainText(`Due ${dueAs("en-US", "long")}`);
    // assigned is not started: nothing happened until the learner opens it
    await expect(card).toContainText("Not started");
    await expectAccessible(learner);
    await learner.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(learner)).toBe(true);
    await learner.evaluate(async (s) => {
      await fetch("/api/enrollments", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ courseSlug: s }),
      });
      const { steps } = (await (await fetch(`/api/enrollments/${s}`)).json()) as { steps: unknown[] };
      await fetch(`/api/enrollments/${s}/progress`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ currentStep: steps.length - 1, finished: true }),
      });
    }, slug);
    const passed = await learner.evaluate(
      async ({ s, answers }) => {
        const res = await fetch(`/api/enrollments/${s}/challenge`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ answers }),
        });
        return ((await res.json()) as { passed: boolean }).passed;
      },
      { s: slug, answers: await rightAnswerIds(learner, course) },
    );
    expect(passed).toBe(true);
    await learner.reload();
    await hydrated(learner);
    await expect(
      learner.getByRole("region", { name: "Assigned to you" }).getByRole("listitem").filter({ hasText: course.en.title }),
    ).toContainText("Completed");
    await learnerContext.close();

    // the manager: completed on the group's course status page, and in the CSV
    await page.goto(`${ACME}/pt/my-company/groups/${groupId}/course/${slug}`);
    await hydrated(page);
    const row = page.getByTestId("status-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Lucas Pereira");
    await expect(row).toContainText("Concluído");
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    const lines = readFileSync((await download.path())!)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[1]).toMatch(/^Lucas Pereira,learner@acme\.test,Concluído,100,/);

    // back on the group: one of one completed; the due date changes and the assignment goes, on a phone too
    await page.goto(`${ACME}/pt/my-company/groups/${groupId}`);
    await hydrated(page);
    await expect(panel.getByTestId("assignment-list")).toContainText("Concluíram: 1 de 1");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await panel.getByRole("button", { name: `Remover: ${course.pt.title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remover esta atribuição?" });
    await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Remover", exact: true }).click();
    await expect(toast(page, "Atribuição removida")).toBeVisible();
    await expect(panel.getByText("Nada foi atribuído ainda.")).toBeVisible();
  });
});

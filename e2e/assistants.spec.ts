import type { Locator, Page } from "@playwright/test";
import { ACME, DEFAULT, signInAs } from "./accounts.ts";
import { buyPlan, freshComplianceCompany } from "./compliance-company.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

// The assistants Nova, Iris and Xen on their pages: a question asked from the keyboard, the
// answer streamed with its sources (no model configured: the passages answer), and a source
// followed to its page — in English and in Portuguese.

/** Asks in a chat (the panel or the page's own), waits for the whole answer, and answers its sources. */
async function ask(chat: Locator, question: string, done: string) {
  const box = chat.getByTestId("assistant-input");
  await box.fill(question);
  await box.press("Enter");
  await expect(chat.getByTestId("assistant-live")).toHaveText(done, { timeout: 20_000 });
  const answer = chat.getByTestId("assistant-answer").last();
  await expect(answer).not.toHaveAttribute("aria-busy", "true");
  const sources = answer.getByTestId("assistant-sources").getByRole("link");
  await expect(sources.first()).toBeVisible();
  return { answer, sources };
}

/** Opens the page's assistant panel from its header button. */
async function openPanel(page: Page, name: RegExp) {
  const button = page.getByRole("button", { name });
  await button.click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByTestId("assistant-input")).toBeFocused();
  return { panel, button };
}

test.describe("the assistants", () => {
  test("Acme's manager asks Iris on the scanners page and Xen on a compliance page in her language, Portuguese, rates an answer, follows the sources, and reads the company's log", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard$/);

    // Iris, from the scanners page's header: the panel opens on the question box, Escape gives focus back
    await page.goto(`${ACME}/pt/scanners`);
    await hydrated(page);
    const opened = await openPanel(page, /^Falar com Iris$/);
    let panel = opened.panel;
    await expect(panel.getByRole("heading", { name: "Iris" })).toBeVisible();
    await expect(panel).toContainText("Sentinela de cibersegurança com IA");
    await expect(panel.getByTestId("assistant-suggestions").getByRole("button").first()).toBeVisible();
    await expect(panel).toContainText("0/2000 caracteres");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opened.button).toBeFocused();

    ({ panel } = await openPanel(page, /^Falar com Iris$/));
    const iris = await ask(panel, "O que significa a falta de um registro DMARC e como corrijo?", "A resposta está completa.");
    await expect(iris.answer.getByRole("button", { name: "Copiar resposta" })).toBeVisible();
    // "not helpful" asks why before it is sent
    await iris.answer.getByRole("button", { name: "Não ajudou" }).click();
    await iris.answer.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(iris.answer.getByRole("alert")).toHaveText("Escolha o que houve de errado.");
    await iris.answer.getByRole("radio", { name: "É difícil de entender" }).check();
    await iris.answer.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(iris.answer.getByText("Obrigado pela avaliação.")).toBeVisible();
    await expect(iris.answer.getByRole("button", { name: "Não ajudou" })).toHaveAttribute("aria-pressed", "true");
    // the conversation is among the previous ones, and continues from there
    await panel.getByRole("button", { name: "Conversas anteriores" }).click();
    await panel
      .getByRole("button", { name: /O que significa a falta de um registro DMARC/ })
      .first()
      .click();
    // the DMARC check's finding, on the scan's report
    const source = panel
      .getByTestId("assistant-answer")
      .last()
      .getByTestId("assistant-sources")
      .getByRole("link", { name: "Registro DMARC" });
    const href = await source.getAttribute("href");
    expect(href).toMatch(/^\/pt\/scanners\/scans\/[0-9a-f-]{36}#test-email-dmarc-record$/);
    await source.click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(`${ACME}${href}`);

    // Xen, from the compliance overview
    await page.goto(`${ACME}/pt/compliance`);
    await hydrated(page);
    ({ panel } = await openPanel(page, /^Falar com Xen$/));
    await expect(panel).toContainText("Assistente de conformidade com IA");
    const xen = await ask(panel, "Quais requisitos estão atrasados?", "A resposta está completa.");
    // a requirement's page
    const requirement = xen.answer.getByTestId("assistant-sources").locator('a[href^="/pt/compliance/requirements/"]').first();
    const xenHref = await requirement.getAttribute("href");
    await requirement.click();
    await expect(page).toHaveURL(`${ACME}${xenHref}`);
    await hydrated(page);

    // the company's log: the questions, the feedback, how long they are kept
    await page.goto(`${ACME}/pt/my-company/assistants`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conversas com os assistentes");
    await expect(page.getByTestId("assistant-retention")).toContainText(/guardadas por \d+ dias/);
    const log = page.getByTestId("assistant-exchanges");
    await expect(log).toContainText("Quais requisitos estão atrasados?");
    await page.getByLabel("Avaliação", { exact: true }).selectOption("not-helpful");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/feedback=not-helpful/);
    await expect(log).toContainText("O que significa a falta de um registro DMARC");
    await expect(log).not.toContainText("Quais requisitos estão atrasados?");
    await expect(log).toContainText("Não ajudou: confusa");
    await expectAccessible(page);
  });

  test("Acme's learner asks Nova in English on the assistants' page, on a phone, follows a source, and continues the conversation on its own page", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, ACME, "learner@acme.test");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`${ACME}/assistants`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assistants");
    // a learner without the scanners or compliance areas has Nova only
    await expect(page.locator("[data-testid^=assistant-card-]")).toHaveCount(1);
    const nova = page.getByTestId("assistant-card-nova");
    await nova.getByRole("button", { name: "Start a conversation" }).click();
    const chat = page.getByTestId("assistant-chat-nova");
    const { sources } = await ask(chat, "What should I study next?", "The answer is complete.");
    await expectAccessible(page);
    const href = await sources.first().getAttribute("href");
    expect(href).toMatch(/^\/training\//);
    await sources.first().click();
    await expect(page).toHaveURL(`${ACME}${href}`);

    // the conversation is listed on the assistants' page and continues on its own page
    await page.goto(`${ACME}/assistants`);
    await hydrated(page);
    await page.getByTestId("assistant-history").getByRole("link", { name: "What should I study next?" }).first().click();
    await expect(page).toHaveURL(/\/assistants\/conversations\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What should I study next?");
    const own = page.getByTestId("assistant-chat-nova");
    await expect(own.getByTestId("assistant-answer")).toHaveCount(1);
    await ask(own, "What are my assignments?", "The answer is complete.");
    await expect(own.getByTestId("assistant-answer")).toHaveCount(2);
  });
  test("Acme's manager asks Nova from the training page in Portuguese and follows a course source", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard$/);
    await page.goto(`${ACME}/pt/training`);
    await hydrated(page);
    const { panel } = await openPanel(page, /^Falar com Nova$/);
    const nova = await ask(panel, "Como eu reconheço um e-mail de phishing?", "A resposta está completa.");
    const source = nova.sources.first();
    const href = await source.getAttribute("href");
    expect(href).toMatch(/^\/pt\/training\/courses\/[a-z0-9-]+/);
    await source.click();
    // a step's source opens the player there, or the course's page to enrol first
    await expect(page).toHaveURL(new RegExp(`^${ACME}/pt/training/courses/[a-z0-9-]+`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a new company's owner, in English, asks Iris on the scanners page and Xen on the compliance page, and follows their sources", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    await freshComplianceCompany(page, { name: "Ada Assist", email: `ada.${stamp}@example.com`, company: `Assist ${stamp}` });
    await buyPlan(page, "scanners", "Ada Assist");
    const adopted = await page.evaluate(
      async () =>
        (
          await fetch("/api/compliance/adoptions", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ slug: "iso-27001-2022" }),
          })
        ).status,
    );
    expect(adopted).toBe(201);

    // Iris: no site scanned yet, so the check's guidance answers, and it points to the scanners' page
    await page.goto(`${DEFAULT}/scanners`);
    await hydrated(page);
    let { panel } = await openPanel(page, /^Ask Iris$/);
    await expect(panel.getByRole("heading", { name: "Iris" })).toBeVisible();
    const iris = await ask(panel, "What does a missing DMARC record mean and how do I fix it?", "The answer is complete.");
    await expect(iris.answer).toContainText(/DMARC/);
    const irisSource = iris.sources.first();
    const irisHref = await irisSource.getAttribute("href");
    expect(irisHref).toMatch(/^\/scanners/);
    await irisSource.click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(`${DEFAULT}${irisHref}`);

    // Xen, on the compliance overview: a control of the framework just adopted, and its page
    await page.goto(`${DEFAULT}/compliance`);
    await hydrated(page);
    ({ panel } = await openPanel(page, /^Ask Xen$/));
    await expect(panel.getByRole("heading", { name: "Xen" })).toBeVisible();
    const xen = await ask(panel, "What does ISO 27001 control A.5.1 policies for information security require?", "The answer is complete.");
    const requirement = xen.answer.getByTestId("assistant-sources").locator('a[href^="/compliance/requirements/"]').first();
    const xenHref = await requirement.getAttribute("href");
    await requirement.click();
    await expect(page).toHaveURL(`${DEFAULT}${xenHref}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});

import type { Page } from "@playwright/test";
import { SKILL_GAP_BANK, type Item } from "../server/api/learning/skill-gap-bank/index.ts";
import phishing from "../server/api/learning/seed/content/phishing-essentials.ts";
import { ACME, DEFAULT, codeFor, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The bank item a Portuguese question comes from, recognised by its prompt (the test's own items, not the courses'). */
const itemOf = (prompt: string): Item | undefined => SKILL_GAP_BANK.find((i) => i.pt.prompt === prompt);

/** Answers every question: wrong in cybersecurity, right elsewhere (so the advice is predictable). */
async function takeTest(page: Page) {
  const first = page.getByRole("heading", { level: 2, name: /^Pergunta 1 de \d+$/ });
  await expect(first).toBeFocused();
  const total = Number((await first.textContent())!.match(/de (\d+)/)![1]);
  expect(total).toBeGreaterThan(2);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByRole("heading", { level: 2, name: `Pergunta ${n} de ${total}` })).toBeFocused();
    const group = page.getByRole("group");
    const prompt = (await group.locator("legend").textContent())!.trim();
    const item = itemOf(prompt);
    expect(item, prompt).toBeTruthy();
    const q = { options: item!.pt.options, correct: item!.correct };
    const role = item!.multiple ? "checkbox" : "radio";
    if (n === 1) {
      // nothing chosen: the question says so instead of moving on
      await page.getByRole("button", { name: "Próxima" }).click();
      await expect(page.getByRole("alert")).toHaveText("Escolha uma resposta para continuar.");
      await expect(group.getByText(role === "checkbox" ? "Marque todas as opções que se aplicam." : "Escolha uma resposta.")).toBeVisible();
      await expectAccessible(page);
    }
    const picks = item!.area === "cybersecurity" ? [q.options.findIndex((_, i) => !q.correct.includes(i))] : q.correct;
    for (const i of picks) await group.getByRole(role, { name: q.options[i], exact: true }).check();
    if (n === 2) {
      // back and forth keeps the answers
      await page.getByRole("button", { name: "Anterior" }).click();
      await expect(page.getByRole("heading", { level: 2, name: `Pergunta 1 de ${total}` })).toBeFocused();
      await expect(
        page
          .getByRole("group")
          .getByRole("radio", { checked: true })
          .or(page.getByRole("group").getByRole("checkbox", { checked: true }))
          .first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Próxima" }).press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: `Pergunta 2 de ${total}` })).toBeFocused();
    }
    await page.getByRole("button", { name: n === total ? "Ver meu resultado" : "Próxima" }).click();
  }
}

/** The per-area scores as the page reads them: area name, percentage and level, in the areas' order. */
async function scores(page: Page) {
  await expect(page.getByTestId("score-bars").getByRole("listitem")).toHaveCount(3);
  return page.getByTestId("score-bars").locator("li > div:first-child").allInnerTexts();
}

test.describe("skill-gap test", () => {
  test("a visitor takes the test in Portuguese, signs up, and finds the same result in the account", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${DEFAULT}/pt/skill-gap-test`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Teste de lacunas de habilidades");
    await expect(page.getByText("Leva cerca de 5 minutos")).toBeVisible();
    await expect(page.getByRole("region", { name: "O que o teste avalia" }).getByRole("listitem")).toHaveText([
      "Conscientização em cibersegurança",
      "Privacidade e conformidade",
      "Habilidades profissionais",
    ]);
    await expectAccessible(page);
    // the sitting is in the address: a reload shows the same questions in the same order
    await expect(page).toHaveURL(/\/pt\/skill-gap-test\?sitting=[A-Za-z0-9_-]{16,}$/);
    const sittingUrl = page.url();
    await page.getByRole("button", { name: "Começar o teste" }).click();
    const firstPrompt = await page.getByRole("group").locator("legend").textContent();
    const firstOptions = await page.getByRole("group").locator("label").allInnerTexts();
    await page.reload();
    await hydrated(page);
    expect(page.url()).toBe(sittingUrl);
    await page.getByRole("button", { name: "Começar o teste" }).click();
    await expect(page.getByRole("group").locator("legend")).toHaveText(firstPrompt!);
    expect(await page.getByRole("group").locator("label").allInnerTexts()).toEqual(firstOptions);
    await takeTest(page);

    // results: every area with its score as text and how far it can be trusted, the weakest named, courses for its topics
    await expect(page.getByRole("heading", { level: 2, name: "Seu resultado", exact: true })).toBeFocused();
    const shown = await scores(page);
    expect(shown[0]).toMatch(/Conscientização em cibersegurança\s*0%\s*· Precisa de atenção/);
    expect(shown[1]).toMatch(/Privacidade e conformidade\s*100%\s*· Bom domínio/);
    expect(shown[2]).toMatch(/Habilidades profissionais\s*100%\s*· Bom domínio/);
    await expect(page.getByTestId("score-bars").getByText(/^Com base em \d+ perguntas: uma estimativa razoável\.$/)).toHaveCount(3);
    await expect(page.getByTestId("weakest-area")).toHaveText("Sua área mais fraca é Conscientização em cibersegurança.");
    await expect(page.getByTestId("topic-results").getByRole("listitem").first()).toContainText(/Certas: \d+ de \d+$/);
    await expect(
      page
        .getByRole("region", { name: "Cursos recomendados" })
        .getByText(/^Tema: /)
        .first(),
    ).toBeVisible();
    const recommended = page.getByRole("region", { name: "Cursos recomendados" }).getByRole("link");
    await expect(recommended).not.toHaveCount(0);
    await expect(recommended.first()).toHaveAttribute("href", /^\/pt\/public\/training\/courses\/[a-z0-9-]+$/);
    await expectAccessible(page);
    const stored = await page.evaluate(
      () =>
        JSON.parse(window.localStorage.getItem("skill5:skill-gap") ?? "null") as { scores: Record<string, number>; takenAt: string } | null,
    );
    expect(stored?.scores).toEqual({ cybersecurity: 0, "privacy-compliance": 100, "professional-skills": 100 });
    expect(Object.keys(stored!)).toEqual(["scores", "takenAt"]);

    // at 390 px nothing spills sideways
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // "save your results": sign up; confirming sends the stored result and clears it
    await page.getByRole("link", { name: "Cadastre-se para salvar seu resultado" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/auth/sign-up`);
    await hydrated(page);
    const email = `gap.${Date.now()}@example.com`;
    await page.getByRole("radio", { name: /Só eu/ }).check();
    await page.getByLabel("Nome completo").fill("Gabi Lacerda");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByLabel("Código de 6 dígitos").fill(await codeFor(page, email));
    await page.getByRole("button", { name: "Confirmar e continuar" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/dashboard`);
    await page.getByRole("dialog").getByRole("button", { name: "Pular tour" }).click();
    expect(await page.evaluate(() => window.localStorage.getItem("skill5:skill-gap"))).toBeNull();

    await page.goto(`${DEFAULT}/pt/account/skill-gap-test`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meu teste de lacunas de habilidades");
    expect(await scores(page)).toEqual(shown);
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText(["0%", "100%", "100%"]);
    await expectAccessible(page);

    // signed in, a new attempt is saved by the API and its courses open inside the app
    await page.getByRole("link", { name: "Refazer o teste" }).click();
    await expect(page).toHaveURL(/\/pt\/skill-gap-test\?sitting=/);
    expect(page.url()).not.toBe(sittingUrl);
    await hydrated(page);
    await expect(page.getByText("Seu resultado fica salvo na sua conta")).toBeVisible();
    await page.getByRole("button", { name: "Começar o teste" }).click();
    await takeTest(page);
    await expect(page.getByRole("heading", { level: 2, name: "Resultado salvo" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cursos recomendados" }).getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/pt\/training\/courses\/[a-z0-9-]+$/,
    );
    expect(await page.evaluate(() => window.localStorage.getItem("skill5:skill-gap"))).toBeNull();
    await page.getByRole("link", { name: "Ver todos os meus resultados" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/account/skill-gap-test`);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(3);
  });

  test("the acme manager sees a course's numbers; a learner is told who may", async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    const status = await page.evaluate(
      async () =>
        (
          await fetch("/api/enrollments", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ courseSlug: "phishing-essentials" }),
          })
        ).status,
    );
    expect([200, 201]).toContain(status);

    await page.goto(`${ACME}/pt/training/courses/phishing-essentials/stats`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(phishing.pt.title);
    const stats = page.getByTestId("course-stats");
    await expect(stats.getByRole("term")).toHaveText(["Matrículas", "Concluídos", "Taxa de conclusão", "Média da melhor nota"]);
    await expect(stats.getByRole("definition").first()).toHaveText("1");
    await expect(stats.getByText("0%", { exact: true })).toBeVisible();
    await expect(stats.getByText("Ainda não há notas no desafio")).toBeVisible();
    await expectAccessible(page);

    const other = await browser.newPage();
    // the learner reads in English (their language), and sees why there are no numbers
    await signInAs(other, ACME, "learner@acme.test");
    await expect(other).toHaveURL(/\/dashboard$/);
    await other.goto(`${ACME}/training/courses/phishing-essentials/stats`);
    await hydrated(other);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(phishing.en.title);
    await expect(other.getByTestId("course-stats-forbidden")).toContainText(
      "Only managers and the course's author can see statistics for this course.",
    );
    await expect(other.getByTestId("course-stats")).toHaveCount(0);
    await expectAccessible(other);
    await other.goto(`${ACME}/training/courses/no-such-course/stats`);
    await expect(other.getByTestId("not-found")).toBeVisible();
    await other.close();
  });
});

import type { Page } from "@playwright/test";
import course from "../server/api/learning/seed/content/phishing-essentials.ts";
import { DEFAULT, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const slug = course.slug;
type Question = (typeof course.en.challenge.questions)[number];

async function enrol(page: Page) {
  const status = await page.evaluate(async (courseSlug) => {
    const res = await fetch("/api/enrollments", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ courseSlug }),
    });
    return res.status;
  }, slug);
  expect(status).toBe(201);
}

/** The step the server has saved for the learner. */
const savedStep = (page: Page) =>
  page.evaluate(
    async (s) => ((await (await fetch(`/api/enrollments/${s}`)).json()) as { enrollment: { currentStep: number } }).enrollment.currentStep,
    slug,
  );

/** Answers one question through its fieldset: the right options, or a wrong one. */
async function answer(page: Page, q: Question, right: boolean) {
  const group = page.getByRole("group", { name: q.prompt });
  const role = q.correct.length > 1 ? "checkbox" : "radio";
  const picks = right ? q.correct : [q.options.findIndex((_, i) => !q.correct.includes(i))];
  for (const i of picks) await group.getByRole(role, { name: q.options[i], exact: true }).check();
}

async function answerAll(
  page: Page,
  questions: readonly Question[],
  right: (i: number) => boolean,
  labels: { of: (n: number) => string; next: string; review: string },
) {
  for (const [i, q] of questions.entries()) {
    await expect(page.getByRole("heading", { level: 2, name: labels.of(i + 1) })).toBeVisible();
    await answer(page, q, right(i));
    await page.getByRole("button", { name: i === questions.length - 1 ? labels.review : labels.next, exact: true }).click();
  }
}

test.describe("learning flow", () => {
  test("a learner reads the course step by step, resumes it, fails the challenge, learns why, passes and gets the certificate", async ({
    page,
    context,
  }, info) => {
    test.setTimeout(120_000);
    const { steps, challenge } = course.en;
    const total = steps.length;
    await signUpFresh(page, DEFAULT, "Lia Learner", `lia.learner${info.repeatEachIndex || ""}@example.com`);
    // not enrolled yet: the player sends the learner to the course page
    await page.goto(`/training/courses/${slug}/watch`);
    await expect(page).toHaveURL(`${DEFAULT}/training/courses/${slug}`);
    await enrol(page);

    // the player: one step at a time
    await page.goto(`/training/courses/${slug}/watch`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.en.title);
    await expect(page.getByRole("heading", { level: 2, name: steps[0]!.title })).toBeVisible();
    await expect(page.getByTestId("step-counter")).toHaveText(`Step 1 of ${total}`);
    await expect(page.getByRole("img", { name: steps[0]!.illustrationAlt })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Steps read" })).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expectAccessible(page);

    // buttons: the new step's heading takes focus and the change is announced
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: steps[1]!.title })).toBeFocused();
    await expect(page.getByTestId("step-announcer")).toHaveText(`Step 2 of ${total}: ${steps[1]!.title}`);
    // arrow keys
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("heading", { level: 2, name: steps[2]!.title })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByTestId("step-counter")).toHaveText(`Step 2 of ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("step-counter")).toHaveText(`Step 3 of ${total}`);
    await expect(page.getByTestId("step-announcer")).toHaveText(`Step 3 of ${total}: ${steps[2]!.title}`);
    await expect.poll(() => savedStep(page)).toBe(2);

    // leave and come back: the same step
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${DEFAULT}/dashboard`);
    await page.goto(`/training/courses/${slug}/watch`);
    await hydrated(page);
    await expect(page.getByTestId("step-counter")).toHaveText(`Step 3 of ${total}`);
    await expect(page.getByRole("heading", { level: 2, name: steps[2]!.title })).toBeVisible();
    // an assistant's citation opens the step it names, without moving where the learner left off
    await page.goto(`/training/courses/${slug}/watch?step=2`);
    await hydrated(page);
    await expect(page.getByTestId("step-counter")).toHaveText(`Step 2 of ${total}`);
    await expect.poll(() => savedStep(page)).toBe(2);

    // the outline and the enrolments know where the learner is
    await page.getByRole("link", { name: "See the whole outline" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses/${slug}/course-content`);
    await expect(page.getByRole("heading", { level: 3, name: `Step ${total}: ${steps[total - 1]!.title}` })).toBeVisible();
    await expect(page.getByText(steps[0]!.takeaways[0]!)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Key take-aways" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue the course" })).toHaveAttribute("href", `/training/courses/${slug}/watch`);
    await expectAccessible(page);
    await page.goto("/enrollments");
    await expect(page.getByRole("heading", { level: 1, name: "Enrollments" })).toBeVisible();
    await expect(page.getByTestId("enrollment-card").getByRole("link", { name: course.en.title })).toHaveAttribute(
      "href",
      `/training/courses/${slug}/watch`,
    );
    await expectAccessible(page);
    await page.goto(`/enrollments/${slug}`);
    await expect(page.getByText("Finish the course content to unlock the challenge.")).toBeVisible();
    await expectAccessible(page);

    // to the end, then Finish opens the challenge
    await page.goto(`/training/courses/${slug}/watch`);
    await hydrated(page);
    for (let s = 3; s < total; s++) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByTestId("step-counter")).toHaveText(`Step ${s + 1} of ${total}`);
    }
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/enrollments/${slug}/challenge`);
    await hydrated(page);
    await expect(page.getByText(`Answer ${challenge.questions.length} questions. You need ${course.passingScore}% to pass.`)).toBeVisible();
    await expectAccessible(page);

    // no answer, no moving on
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose an answer to continue.");
    const multiple = challenge.questions.findIndex((q) => q.correct.length > 1);
    const labels = { of: (n: number) => `Question ${n} of ${challenge.questions.length}`, next: "Next", review: "Review answers" };

    // fail on purpose: every answer wrong
    await answerAll(page, challenge.questions, () => false, labels);
    await expect(page.getByRole("heading", { level: 2, name: "Review your answers" })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByTestId("challenge-score")).toHaveText("You scored 0%");
    await expect(page.getByText(`Passing score: ${course.passingScore}%`)).toBeVisible();
    await expect(page.getByText("Not quite this time. Read why below, review the course and try again.", { exact: true })).toBeVisible();
    await expect(page.getByTestId("challenge-announcer")).toContainText("You scored 0%.");
    const results = page.getByTestId("question-result");
    await expect(results).toHaveCount(challenge.questions.length);
    for (const [i, q] of challenge.questions.entries()) {
      await expect(results.nth(i)).toHaveAttribute("data-correct", "false");
      await expect(results.nth(i).getByText(q.explanation)).toBeVisible();
    }
    await expect(results.nth(multiple).getByText("Correct answers:")).toBeVisible();
    await expect(page.getByRole("link", { name: "Review the course" })).toHaveAttribute("href", `/training/courses/${slug}/watch`);
    await expectAccessible(page);

    // a fresh attempt, answers cleared; change one answer from the review; pass
    await page.getByRole("button", { name: "Try again" }).click();
    // the second attempt starts only once its own order of options has arrived
    await expect(page.locator("form[data-attempt]")).toHaveAttribute("data-attempt", "1");
    await expect(page.getByRole("heading", { level: 2, name: labels.of(1) })).toBeFocused();
    await expect(page.getByRole("group", { name: challenge.questions[0]!.prompt }).getByRole("radio", { checked: true })).toHaveCount(0);
    await answerAll(page, challenge.questions, (i) => i !== 1, labels);
    await page.getByRole("button", { name: "Change the answer to question 2" }).click();
    await answer(page, challenge.questions[1]!, true);
    await page.getByRole("button", { name: "Back to review" }).click();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByTestId("challenge-score")).toHaveText("You scored 100%");
    await expect(page.getByText("Congratulations, you passed! Your badge and certificate are ready.", { exact: true })).toBeVisible();
    await expectAccessible(page);

    // the badge and the certificate
    await page.getByRole("link", { name: "See your badge and certificate" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/enrollments/${slug}/completed`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible();
    await expect(page.getByTestId("badge-name")).toHaveText(course.en.badge.name);
    const view = page.getByRole("link", { name: "View certificate" });
    await expect(view).toHaveAttribute("href", /^\/certificate\/[0-9a-f-]{36}$/);
    const id = (await view.getAttribute("href"))!.split("/").pop()!;
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/public/certificates/${id}/pdf`);
    const share = new URL((await page.getByRole("link", { name: /Share on LinkedIn/ }).getAttribute("href"))!);
    expect(share.searchParams.get("url")).toBe(`${DEFAULT}/certificate/${id}`);
    await expect(page.getByRole("region", { name: "What to take next" }).getByRole("article")).toHaveCount(3);
    await expectAccessible(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: DEFAULT });
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${DEFAULT}/certificate/${id}`);
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });
    await view.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This certificate is valid");
  });

  test("the challenge in Portuguese: locked until the content is read, then failed, explained, retried and passed", async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const { steps, challenge } = course.pt;
    const total = steps.length;
    await signUpFresh(page, DEFAULT, "Paulo Aprendiz", `paulo.aprendiz${info.repeatEachIndex || ""}@example.com`);
    const switched = await page.evaluate(
      async () =>
        (
          await fetch("/api/user/switch-language", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ language: "pt-BR" }),
          })
        ).status,
    );
    expect(switched).toBe(200);
    await enrol(page);

    // the challenge waits for the content
    await page.goto(`/pt/enrollments/${slug}/challenge`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 2, name: "Termine o curso primeiro" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Voltar ao curso" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/training/courses/${slug}/watch`);
    await hydrated(page);
    await expect(page.getByTestId("step-counter")).toHaveText(`Etapa 1 de ${total}`);
    await expect(page.getByRole("heading", { level: 2, name: steps[0]!.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Próxima" }).click();
    for (let s = 2; s < total; s++) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByTestId("step-counter")).toHaveText(`Etapa ${s + 1} de ${total}`);
    }
    await expect(page.getByTestId("step-announcer")).toHaveText(`Etapa ${total} de ${total}: ${steps[total - 1]!.title}`);
    await page.getByRole("button", { name: "Concluir" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/enrollments/${slug}/challenge`);
    await hydrated(page);

    // two wrong answers: 4 of 6 is below the passing score
    const labels = { of: (n: number) => `Pergunta ${n} de ${challenge.questions.length}`, next: "Próxima", review: "Revisar respostas" };
    const multiple = challenge.questions.findIndex((q) => q.correct.length > 1);
    await expect(page.getByRole("heading", { level: 2, name: labels.of(1) })).toBeVisible();
    await expectAccessible(page);
    const wrong = new Set([0, multiple]);
    for (const [i, q] of challenge.questions.entries()) {
      await expect(page.getByRole("heading", { level: 2, name: labels.of(i + 1) })).toBeVisible();
      if (i === multiple) await expect(page.getByText("Marque todas as alternativas corretas", { exact: true })).toBeVisible();
      await answer(page, q, !wrong.has(i));
      await page.getByRole("button", { name: i === challenge.questions.length - 1 ? labels.review : labels.next, exact: true }).click();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Revise suas respostas" })).toBeVisible();
    await page.getByRole("button", { name: "Enviar respostas" }).click();
    const score = Math.round((100 * (challenge.questions.length - 2)) / challenge.questions.length);
    await expect(page.getByTestId("challenge-score")).toHaveText(`Você fez ${score}%`);
    await expect(page.getByText(`Nota para aprovação: ${course.passingScore}%`)).toBeVisible();
    await expect(
      page.getByText("Não foi desta vez. Veja as explicações abaixo, revise o curso e tente de novo.", { exact: true }),
    ).toBeVisible();
    const results = page.getByTestId("question-result");
    await expect(results.nth(0)).toHaveAttribute("data-correct", "false");
    await expect(results.nth(0).getByText("Incorreta", { exact: true })).toBeVisible();
    await expect(results.nth(0).getByText(challenge.questions[0]!.explanation)).toBeVisible();
    await expect(
      results.nth(0).getByText(challenge.questions[0]!.options[challenge.questions[0]!.correct[0]!]!, { exact: true }),
    ).toBeVisible();
    await expect(results.nth(1)).toHaveAttribute("data-correct", "true");
    await expect(results.nth(1).getByText("Correta", { exact: true })).toBeVisible();
    await expect(results.nth(multiple).getByText("Respostas corretas:")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.locator("form[data-attempt]")).toHaveAttribute("data-attempt", "1");
    await answerAll(page, challenge.questions, () => true, labels);
    await page.getByRole("button", { name: "Enviar respostas" }).click();
    await expect(page.getByTestId("challenge-score")).toHaveText("Você fez 100%");
    await expect(page.getByText("Parabéns, você foi aprovado! Seu selo e seu certificado estão prontos.", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Ver seu selo e certificado" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/enrollments/${slug}/completed`);
    await expect(page.getByRole("heading", { level: 1, name: "Parabéns!" })).toBeVisible();
    await expect(page.getByTestId("badge-name")).toHaveText(course.pt.badge.name);
    await expect(page.getByRole("link", { name: "Ver certificado" })).toHaveAttribute("href", /^\/pt\/certificate\/[0-9a-f-]{36}$/);
    await expectAccessible(page);

    // the enrolments page, filtered by status
    await page.goto("/pt/enrollments?status=completed");
    await expect(page.getByRole("link", { name: "Concluídos" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("enrollment-card").getByRole("link", { name: course.pt.title })).toHaveAttribute(
      "href",
      `/pt/enrollments/${slug}`,
    );
    await expectAccessible(page);
    await page.goto("/pt/enrollments?status=in-progress");
    await expect(page.getByTestId("enrollment-card")).toHaveCount(0);
    await expect(page.getByText("Nenhum curso aqui por enquanto.")).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { DEFAULT, outbox, signInAs, switchLanguage } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

// The demo creator reads English everywhere else: this journey (its own Playwright project, run
// after the others) switches it to Portuguese and back.
test.describe("content creator batch", () => {
  test("a creator uploads a CSV of outlines in Portuguese: the good rows become drafts, the bad one says its line and column", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now() % 1_000_000;
    const csv = [
      "languages;area;level;title_en;summary_en;title_pt;summary_pt;step1_title_en;step1_text_en;step1_title_pt;step1_text_pt",
      `en,pt;cybersecurity;beginner;Safe links ${run};Check a link before you click it.;Links seguros ${run};Confira um link antes de clicar.;Hover first;Hover over a link to see where it goes.;Passe o mouse;Passe o mouse sobre o link para ver o destino.`,
      `en;cooking;beginner;Bad area ${run};A course in an area that does not exist.;;;Step;Some text to narrate.;;`,
      `pt;privacy-compliance;intermediate;;;Dados pessoais ${run};O que a LGPD pede da sua equipe.;;;O que é dado pessoal;Qualquer informação que identifique uma pessoa.`,
    ].join("\r\n");

    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);
    expect(await switchLanguage(page, "pt-BR")).toBe(200);
    try {
      await uploadInPortuguese(page, csv);
    } finally {
      expect(await switchLanguage(page, "en-US")).toBe(200);
    }
  });
});

test.describe("content creator batch rendered at once", () => {
  test("a creator uploads outlines to render now: the batch page follows its videos to the end and the e-mail links back to it", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const run = Date.now() % 1_000_000;
    const presenter = `Bea ${run}`;
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);
    const created = await page.evaluate(async (name) => {
      const voice = async (language: string) =>
        ((await (await fetch(`/api/creator/voices?language=${language}`)).json()) as { data: { id: string }[] }).data[0]!.id;
      const res = await fetch("/api/creator/avatars", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, language: "en", voices: { en: await voice("en"), pt: await voice("pt") }, rate: 1.5 }),
      });
      return res.status;
    }, presenter);
    expect(created).toBe(201);
    const csv = [
      "languages,area,level,title_en,summary_en,title_pt,summary_pt,step1_title_en,step1_text_en,step1_title_pt,step1_text_pt,avatar",
      `"en,pt",cybersecurity,beginner,Lock it ${run},Lock your screen.,Bloqueie ${run},Bloqueie a tela.,Lock,Lock your screen when you leave.,Bloqueie,Bloqueie a tela ao sair.,${presenter}`,
      `en,professional-skills,beginner,Short notes ${run},Write short notes.,,,Notes,Keep notes short.,,,${presenter}`,
    ].join("\n");

    await page.goto(`${DEFAULT}/content-creator/courses/batch`);
    await hydrated(page);
    await page.getByLabel("CSV or JSON file").setInputFiles({ name: "render-now.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("radio", { name: /Create and render now/ }).check();
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(page).toHaveURL(/\/content-creator\/courses\/batch\?batch=[0-9a-f-]{36}$/);
    const batchId = new URL(page.url()).searchParams.get("batch")!;
    await expect(page.getByTestId("batch-valid")).toHaveText("2");
    // the page reads the batch again by itself until both videos are done
    const progress = page.getByRole("progressbar", { name: "Videos of the batch" });
    await expect(progress).toBeVisible();
    await expect(page.getByTestId("batch-status")).toHaveText("Done", { timeout: 150_000 });
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("batch-ready")).toHaveText("2");
    await expect(page.getByTestId("batch-row").filter({ hasText: "Ready" })).toHaveCount(2);
    await expectAccessible(page);

    // the sender is told, with a link to this batch
    await expect
      .poll(async () => (await outbox(page, "creator@skill5.test")).find((m) => m.text.includes(`?batch=${batchId}`))?.text ?? "")
      .toContain("render-now.csv");
  });
});

async function uploadInPortuguese(page: Page, csv: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${DEFAULT}/pt/content-creator/courses/batch`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cursos em lote");
  await expect(page.getByRole("link", { name: "Modelo CSV" })).toHaveAttribute("href", "/api/creator/courses/batch/template.csv");
  await expect(page.getByRole("link", { name: "Modelo JSON" })).toHaveAttribute("href", "/api/creator/courses/batch/template.json");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);

  // nothing chosen: said at the field
  await page.getByRole("button", { name: "Enviar e conferir" }).click();
  await expect(page.getByText("Escolha antes um arquivo CSV ou JSON.")).toBeVisible();
  await expect(page.getByLabel("Arquivo CSV ou JSON")).toHaveAttribute("aria-invalid", "true");

  // the templates are files the reader accepts
  const template = await page.request.get(`${DEFAULT}/api/creator/courses/batch/template.csv`);
  expect(template.status()).toBe(200);
  expect(await template.text()).toContain("languages");

  // three outlines, the second with an unknown area
  await page.getByLabel("Arquivo CSV ou JSON").setInputFiles({ name: "roteiros.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByRole("radio", { name: /Criar rascunhos/ })).toBeChecked();
  await page.getByRole("button", { name: "Enviar e conferir" }).click();
  await expect(page).toHaveURL(/\/pt\/content-creator\/courses\/batch\?batch=[0-9a-f-]{36}$/);
  const result = page.getByTestId("batch-result");
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Lote roteiros.csv");
  // the result takes the focus where the form was
  await expect(result.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(page.getByTestId("batch-total")).toHaveText("3");
  await expect(page.getByTestId("batch-valid")).toHaveText("2");
  await expect(page.getByTestId("batch-invalid")).toHaveText("1");
  await expect(page.getByTestId("batch-status")).toHaveText("Concluído");

  // the row with errors comes first, naming its line and column in Portuguese
  const rows = page.getByTestId("batch-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAttribute("data-line", "3");
  await expect(rows.first()).toContainText("Com erros");
  await expect(rows.first().getByTestId("batch-row-error").first()).toContainText("Linha 3, coluna area:");
  await expect(rows.first().getByTestId("batch-row-error").first()).toContainText("cooking");
  await expect(rows.first().getByRole("link")).toHaveCount(0);
  // the good rows link to their drafts
  const drafts = rows.filter({ has: page.getByRole("link", { name: /Abrir o rascunho/ }) });
  await expect(drafts).toHaveCount(2);
  await expect(drafts.first().getByRole("link", { name: /Abrir o rascunho/ })).toHaveAttribute(
    "href",
    /^\/pt\/content-creator\/courses\/[0-9a-f-]{36}$/,
  );
  await page.getByLabel("Somente linhas com erros").check();
  await expect(rows).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);

  // the batch is in the recent list, and reopens from there
  await page.setViewportSize({ width: 1280, height: 900 });
  const recent = page.getByTestId("batch-history-row").filter({ hasText: "roteiros.csv" });
  await expect(recent.first()).toBeVisible();
  await page.goto(`${DEFAULT}/pt/content-creator/courses/batch`);
  await hydrated(page);
  await expect(page.getByTestId("batch-result")).toHaveCount(0);
  await page.getByTestId("batch-history-row").first().getByRole("link", { name: "roteiros.csv" }).click();
  await expect(page).toHaveURL(/\?batch=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("batch-invalid")).toHaveText("1");
}

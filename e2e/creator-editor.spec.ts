import type { Page } from "@playwright/test";
import { DEFAULT, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** A draft made through the API from the signed-in page, as the new-course form makes one: a title in each language. */
async function createDraft(page: Page, title: string, languages: ("en" | "pt")[] = ["en", "pt"]) {
  return page.evaluate(
    async ({ t, langs }) => {
      const res = await fetch("/api/creator/courses", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          languages: langs,
          area: "cybersecurity",
          level: "beginner",
          en: langs.includes("en") ? { title: t } : undefined,
          pt: langs.includes("pt") ? { title: `${t} (pt)` } : undefined,
        }),
      });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    { t: title, langs: languages },
  );
}

async function openEditor(page: Page, id: string, prefix = "") {
  await page.goto(`${DEFAULT}${prefix}/content-creator/courses/${id}/edit`);
  await hydrated(page);
}

const saved = (page: Page) => expect(page.getByTestId("save-status")).toContainText(/^Saved at /);

test.describe("the content creator's course editor", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a creator writes a step, sees it saved and finds it after a reload; problems show at their fields and link to them", async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);
    const id = await createDraft(page, `Spotting smishing ${stamp}`);
    await openEditor(page, id);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Spotting smishing ${stamp}`);
    await expect(page.getByRole("tab", { name: "English" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page);

    // autosave: typing stops, the draft is saved, a reload finds it
    await page.getByLabel("Step title").fill("Look at the sender");
    await page.getByLabel("Paragraph 1").fill("A text that asks you to act fast is the first sign of a scam.");
    await saved(page);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Step title")).toHaveValue("Look at the sender");
    await expect(page.getByLabel("Paragraph 1")).toHaveValue("A text that asks you to act fast is the first sign of a scam.");

    // the keyboard moves between the language tabs, each with its own content
    await page.getByRole("tab", { name: "English" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Portuguese" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Spotting smishing ${stamp} (pt)`);
    await page.keyboard.press("ArrowLeft");

    // a problem the browser sees at once, at its field: "select all that apply" with every option right
    const question = page.getByRole("group", { name: "Question 1" });
    await question.getByRole("switch", { name: "Select all that apply" }).click();
    for (const n of [1, 2, 3]) await question.getByRole("checkbox", { name: `Option ${n} is right` }).check();
    await expect(question.getByText('With "select all that apply", leave at least one option wrong.')).toBeVisible();
    await question.getByRole("checkbox", { name: "Option 3 is right" }).uncheck();
    await expect(question.getByText('With "select all that apply", leave at least one option wrong.')).toHaveCount(0);

    // what publishing still needs is said at the field and listed at the top; a link focuses its field
    const summary = page.getByTestId("issue-summary");
    await expect(summary.getByRole("heading", { name: "To finish" })).toBeVisible();
    const link = summary.getByRole("link", { name: /^English · Summary: / }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByLabel("Summary", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Summary", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await saved(page);
    await expectAccessible(page);
  });

  test("a second tab saving first makes the first one warn of the conflict; keeping mine saves it over theirs", async ({
    page,
    context,
  }) => {
    const stamp = Date.now().toString(36);
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);
    const id = await createDraft(page, `Two tabs ${stamp}`);
    await openEditor(page, id);
    const other = await context.newPage();
    await openEditor(other, id);

    await other.getByLabel("Step title").fill("Written in the other tab");
    await saved(other);
    await page.getByLabel("Step title").fill("Written in this tab");
    const warning = page.getByTestId("conflict-warning");
    await expect(warning).toContainText("This course was changed in another tab or by someone else");
    await expect(page.getByTestId("save-status")).toContainText("Not saved: changed elsewhere");
    await expectAccessible(page);

    // load theirs: the other tab's words come back
    await warning.getByRole("button", { name: "Load their version" }).click();
    await expect(page.getByLabel("Step title")).toHaveValue("Written in the other tab");
    await expect(warning).toHaveCount(0);

    // the other tab now edits again from an old revision: it is the one warned, and keeps its own
    await page.getByLabel("Step title").fill("Edited here after loading");
    await saved(page);
    await other.getByLabel("Step title").fill("Mine, kept");
    const otherWarning = other.getByTestId("conflict-warning");
    await otherWarning.getByRole("button", { name: "Keep mine and overwrite" }).click();
    await expect(otherWarning).toHaveCount(0);
    await saved(other);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Step title")).toHaveValue("Mine, kept");
  });

  test("a one-language course: steps added and moved with the focus following, and drafting from an outline says how to enable it", async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);
    const id = await createDraft(page, `Smishing ${stamp}`, ["pt"]);
    await openEditor(page, id);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Smishing ${stamp} (pt)`);
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Content in Portuguese" })).toBeVisible();

    // without an endpoint configured, the dialog says what an operator sets
    await page.getByRole("button", { name: "Draft Portuguese from an outline" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("LLM_BASE_URL, LLM_API_KEY, LLM_MODEL");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // a second step, written and moved up: the focus follows it
    await page.getByRole("group", { name: "Step 1" }).getByLabel("Step title").fill("Primeira");
    await page.getByRole("button", { name: "Add a step" }).click();
    const second = page.getByRole("group", { name: "Step 2" });
    await expect(second.getByLabel("Step title")).toBeFocused();
    await second.getByLabel("Step title").fill("Segunda");
    await second.getByRole("button", { name: "Move step 2 up" }).click();
    await expect(page.getByRole("group", { name: "Step 1" })).toBeFocused();
    await expect(page.getByRole("group", { name: "Step 1" }).getByLabel("Step title")).toHaveValue("Segunda");
    await expect(page.getByTestId("save-status")).toContainText(/^Saved at /);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("group", { name: "Step 2" }).getByLabel("Step title")).toHaveValue("Primeira");
    await expectAccessible(page);
  });
});

import sharp from "sharp";
import { DEFAULT, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** A 900 × 600 picture (a face-coloured disc on a blue ground), made here so the portrait is a real PNG. */
async function portraitPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#1d4ed8"/><circle cx="450" cy="300" r="220" fill="#f2c9a0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.describe("the content creator's studio and presenters", () => {
  test("a creator opens the dashboard, creates a presenter with a voice per language, a sample and a cropped portrait, then edits it — on a phone too", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `Ana ${Date.now().toString(36)}`;
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);

    // the dashboard: counts, shortcuts the creator may use, the latest work
    await page.goto(`${DEFAULT}/content-creator`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content creator");
    await expect(page.getByRole("region", { name: "My courses by status" })).toBeVisible();
    await expect(page.getByTestId("shortcut-newCourse")).toHaveAttribute("href", "/content-creator/courses/new");
    await expect(page.getByTestId("shortcut-batch")).toHaveAttribute("href", "/content-creator/courses/batch");
    await expectAccessible(page);

    // a new presenter from the dashboard's shortcut
    await page.getByTestId("shortcut-newAvatar").click();
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/avatars/new`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New presenter");
    const form = page.getByTestId("avatar-form");

    // nothing named yet: the error is at the field
    await form.getByLabel("Name", { exact: true }).fill("");
    await form.getByRole("button", { name: "Create presenter" }).click();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Name", { exact: true }).fill(name);
    const english = form.getByLabel("Voice in English");
    await expect(english).not.toHaveValue("");
    const portuguese = form.getByLabel("Voice in Portuguese");
    await portuguese.selectOption({ index: 1 });
    const ptVoice = (await portuguese.locator("option:checked").textContent())!.replace(/ \((male|female|neutral)\)$/, "");

    // the sample is the engine's audio at the chosen rate
    await form.getByLabel("Speaking rate (times normal speed)").fill("1.2");
    await form.getByLabel("Speaking rate (times normal speed)").blur();
    await expect(form.getByTestId("rate-wpm")).toContainText("210");
    const sample = page.waitForResponse((r) => r.url().includes("/api/creator/voices/sample"));
    await form.getByTestId("play-sample-pt").click();
    const answer = await sample;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("audio/wav");
    expect(new URL(answer.url()).searchParams.get("rate")).toBe("1.2");
    await expect(form.getByTestId("sample-audio-pt")).toBeVisible();

    // the portrait: chosen, its square moved with the keyboard, previewed
    await form.getByTestId("portrait-file").setInputFiles({ name: "ana.png", mimeType: "image/png", buffer: await portraitPng() });
    const square = form.getByTestId("crop-square");
    await expect(square).toBeVisible();
    await expect(form.getByTestId("crop-kept")).toHaveText("Keeps 600 × 600 pixels from 150, 0.");
    await square.focus();
    await page.keyboard.press("-");
    await page.keyboard.press("ArrowLeft");
    await expect(form.getByTestId("crop-kept")).toHaveText("Keeps 576 × 576 pixels from 150, 12.");
    // dragged with the pointer to the picture's left edge
    const box = (await square.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - box.width, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(form.getByTestId("crop-kept")).toHaveText("Keeps 576 × 576 pixels from 0, 12.");
    await expectAccessible(page);

    await form.getByRole("button", { name: "Create presenter" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/avatars`);
    await hydrated(page);
    const card = page.getByTestId("avatar-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("img", { name: `Portrait of ${name}` })).toBeVisible();
    await expect(card).toContainText("1.2× · about 210 words a minute");
    // the voice by its name, as the engine lists it
    await expect(card).toContainText(`Voice in Portuguese${ptVoice}`);
    await expectAccessible(page);

    // found by its name, then edited on a phone
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByLabel("Search presenters").fill(name);
    await page.getByLabel("Search presenters").press("Enter");
    await expect(page.getByTestId("avatar-card")).toHaveCount(1);
    await card.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/content-creator\/avatars\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const edit = page.getByTestId("avatar-form");
    await expect(edit.getByLabel("Voice in Portuguese")).not.toHaveValue("");
    await edit.getByLabel("Voice in English").selectOption("");
    await edit.getByLabel("Main language").selectOption("pt");
    await expectAccessible(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/avatars`);
    await hydrated(page);
    const edited = page.getByTestId("avatar-card").filter({ hasText: name });
    await expect(edited).toContainText("Presents in Portuguese");
    await expect(edited).not.toContainText("Voice in English");

    // deleted after asking
    await edited.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete presenter" }).click();
    await expect(page.getByTestId("avatar-card").filter({ hasText: name })).toHaveCount(0);
  });
});

import type { Page } from "@playwright/test";
import { DEFAULT, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** A call to the API from the page, with its session (as the pages' own fetches are). */
async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, data: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

test.describe("the content creator's courses", () => {
  // on a phone: every page of the journey must read well at 375 px
  test.use({ viewport: { width: 375, height: 812 } });

  test("a creator lists her courses, starts a two-language course (the form says what is missing at each field), lands in the editor, and the course page shows what is still missing, a preview in both languages and the render's status", async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const titleEn = `Spotting fake invoices ${stamp}`;
    const titlePt = `Reconhecendo boletos falsos ${stamp}`;
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);

    // the list, with its way to a new course and to a batch
    await page.goto(`${DEFAULT}/content-creator/courses`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My courses");
    await expect(page.getByRole("link", { name: "Upload a batch" })).toHaveAttribute("href", "/content-creator/courses/batch");
    await expectAccessible(page);
    await page
      .getByRole("link", { name: /^New course$|^Write your first course$/ })
      .first()
      .click();

    // the new course: nothing chosen yet is said at each field
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/courses/new`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New course");
    const form = page.getByTestId("course-new-form");
    await expect(form.getByLabel("English", { exact: true })).toBeChecked();
    await form.getByRole("button", { name: "Create and start writing" }).click();
    await expect(form.getByLabel("Title in English")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Give the course a title in this language.")).toBeVisible();
    await expect(form.getByLabel("Area", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Choose the course's area.")).toBeVisible();
    await expect(form.getByText("Choose the course's level.")).toBeVisible();
    await form.getByLabel("English", { exact: true }).uncheck();
    await expect(form.getByLabel("Title in English")).toHaveCount(0);
    await form.getByRole("button", { name: "Create and start writing" }).click();
    await expect(form.getByText("Choose at least one language.")).toBeVisible();
    await expectAccessible(page);

    // both languages, a title in each, area and level
    await form.getByLabel("English", { exact: true }).check();
    await form.getByLabel("Portuguese", { exact: true }).check();
    await form.getByLabel("Title in English").fill(titleEn);
    await form.getByLabel("Title in Portuguese").fill(titlePt);
    await form.getByLabel("Area", { exact: true }).selectOption({ label: "Cybersecurity awareness" });
    await form.getByLabel("Level", { exact: true }).selectOption({ label: "Beginner" });
    await form.getByRole("button", { name: "Create and start writing" }).click();
    await expect(page).toHaveURL(/\/content-creator\/courses\/[0-9a-f-]{36}\/edit$/);
    const id = new URL(page.url()).pathname.split("/")[3]!;

    // the course page: where it stands, what it still needs (links into the editor), a learner's preview
    await page.goto(`${DEFAULT}/content-creator/courses/${id}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleEn);
    const overview = page.getByTestId("course-overview");
    await expect(overview.getByTestId("course-status")).toHaveText("Draft");
    await expect(overview).toContainText("English · Portuguese");
    await expect(overview).toContainText("Not published");
    const toPublish = page.getByTestId("readiness-publish");
    await expect(toPublish.getByRole("link").first()).toHaveAttribute("href", new RegExp(`/content-creator/courses/${id}/edit#field-`));
    await expect(page.getByTestId("readiness-render").getByRole("link").first()).toBeVisible();
    const preview = page.getByTestId("course-preview");
    await expect(preview.getByTestId("preview-en")).toContainText(titleEn);
    await preview.getByRole("button", { name: "Portuguese" }).click();
    await expect(preview.getByRole("button", { name: "Portuguese" })).toHaveAttribute("aria-pressed", "true");
    await expect(preview.getByTestId("preview-pt")).toContainText(titlePt);
    await expect(preview.getByTestId("preview-pt")).toHaveAttribute("lang", "pt-BR");
    await expectAccessible(page);

    // publishing an unfinished course is refused with what is missing
    await page.getByTestId("course-actions").getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("action-refusal").getByRole("link").first()).toBeVisible();

    // the render's status page: nothing rendered yet, the phases still to come
    await page.goto(`${DEFAULT}/content-creator/courses/${id}/status`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Video of “${titleEn}”`);
    await expect(page.getByTestId("status-line")).toHaveText("The video has not been rendered yet.");
    await expect(page.getByTestId("status-stepper").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("status-stepper").locator("[data-state=upcoming]")).toHaveCount(4);
    await expectAccessible(page);

    // the list finds it by its title, as a draft
    await page.goto(`${DEFAULT}/content-creator/courses?search=${encodeURIComponent(stamp)}`);
    await hydrated(page);
    const row = page.getByTestId("course-row").filter({ hasText: titleEn });
    await expect(row.getByTestId("course-status")).toHaveText("Draft");
    await expect(row).toContainText("English · Portuguese");

    // and the course is deleted after asking
    await row.getByRole("link", { name: titleEn }).click();
    await hydrated(page);
    await page.getByTestId("course-actions").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete the course" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/courses`);
    await page.goto(`${DEFAULT}/content-creator/courses?search=${encodeURIComponent(stamp)}`);
    await expect(page.getByTestId("course-row")).toHaveCount(0);
  });

  test("a creator renders a one-step course from its page and the status page follows it live to the video, with its captions and length", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const title = `Lock your screen ${stamp}`;
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);

    // a presenter with an English voice, and a course with one step to narrate
    const voice = (await call<{ data: { id: string }[] }>(page, "GET", "/creator/voices?language=en")).data.data[0]!.id;
    const presenter = await call<{ id: string }>(page, "POST", "/creator/avatars", {
      name: `Rui ${stamp}`,
      language: "en",
      voices: { en: voice },
      rate: 1.4,
    });
    expect(presenter.status).toBe(201);
    const base = { languages: ["en"], area: "cybersecurity", level: "beginner", avatarId: presenter.data.id };
    const created = await call<{ id: string }>(page, "POST", "/creator/courses", { ...base, en: { title } });
    expect(created.status).toBe(201);
    const id = created.data.id;
    const read = await call<{ revision: number }>(page, "GET", `/creator/courses/${id}`);
    const step = { title: "Lock it", body: ["Lock your screen whenever you step away."], takeaways: [], illustration: "device-lock" };
    const saved = await call(page, "PUT", `/creator/courses/${id}`, {
      ...base,
      en: { title, steps: [step] },
      revision: read.data.revision,
    });
    expect(saved.status).toBe(200);

    // a second tab on the status page whose event stream fails: it asks for the status instead
    const polling = await page.context().newPage();
    await polling.route("**/status/events", (route) => route.abort());
    await polling.goto(`${DEFAULT}/content-creator/courses/${id}/status`);
    await hydrated(polling);
    await expect(polling.getByTestId("status-line")).toHaveText("The video has not been rendered yet.");

    // the course page has nothing missing to render; its button opens the status page
    await page.goto(`${DEFAULT}/content-creator/courses/${id}`);
    await hydrated(page);
    await expect(page.getByTestId("readiness-render")).toHaveText("Nothing is missing: the video can be rendered.");
    await page.getByTestId("course-actions").getByRole("button", { name: "Render the video" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/courses/${id}/status`);
    await hydrated(page);
    const panel = page.getByTestId("status-panel");

    // followed live to the end, without reloading the page
    await expect(panel).toHaveAttribute("data-status", "ready", { timeout: 150_000 });
    await expect(page.getByTestId("status-line")).toHaveText("The video is ready.");
    // over the server's event stream (the page falls back to asking every 2 s only when it fails)
    await expect(panel).toHaveAttribute("data-live", "stream");
    await expect(page.getByRole("progressbar", { name: "Render progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("status-stepper").locator("[data-state=done]")).toHaveCount(4);
    await expect(page.getByTestId("status-duration")).toHaveText(/^Length: 0:\d\d$/);
    const video = page.getByTestId("preview-video-en").locator("video");
    await expect(video.locator("source[type='video/mp4']")).toHaveAttribute("src", /^\/api\/files\//);
    await expect(video.locator("source[type='video/webm']")).toHaveAttribute("src", /^\/api\/files\//);
    const track = video.locator("track[kind=captions]");
    await expect(track).toHaveAttribute("srclang", "en");
    const captions = await page.request.get(`${DEFAULT}${await track.getAttribute("src")}`);
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // the other tab, asked to render too, follows the render under way (or its own) by asking every 2 s
    await polling.getByTestId("status-panel").getByRole("button", { name: "Render the video" }).click();
    await expect(polling.getByTestId("status-panel")).toHaveAttribute("data-status", "ready", { timeout: 150_000 });
    await expect(polling.getByTestId("status-panel")).toHaveAttribute("data-live", "polling");
    await expect(polling.getByTestId("status-refusal")).toHaveCount(0);
    await polling.close();

    // the browser reads the video's length, as the page states it
    const seconds = await video.evaluate((v: HTMLVideoElement) =>
      v.readyState >= 1
        ? v.duration
        : new Promise<number>((resolve) => v.addEventListener("loadedmetadata", () => resolve(v.duration), { once: true })),
    );
    const stated = (await page.getByTestId("status-duration").textContent())!.match(/(\d+):(\d\d)/)!;
    expect(Math.abs(seconds - (Number(stated[1]) * 60 + Number(stated[2])))).toBeLessThanOrEqual(1);
    await expectAccessible(page);

    // the course page shows the video in its preview too; then the course goes
    await page.getByRole("link", { name: "Open the course page" }).click();
    await hydrated(page);
    await expect(page.getByTestId("course-overview").getByTestId("course-status")).toHaveText("Video ready");
    await expect(page.getByTestId("course-preview").locator("video track[kind=captions]")).toHaveCount(1);
    expect([200, 204]).toContain((await call(page, "DELETE", `/creator/courses/${id}`)).status);
  });
});

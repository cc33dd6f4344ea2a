import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEFAULT, signInAs, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/**
 * Issue 27's journey: a creator makes a presenter, writes a course in both languages, renders
 * its narrated video and publishes it; a learner of the same tenant watches it with captions,
 * takes its challenge, passes and gets its badge.
 */

type Lang = "en" | "pt";
const run = Date.now() % 1_000_000;

/** A short course that meets the library's rules in one language: four steps, three key take-aways, five questions. */
function draft(lang: Lang) {
  const pt = lang === "pt";
  const steps = [
    ["Spot the hook", "phishing-hook"],
    ["Check the sender", "email-warning"],
    ["Lock your accounts", "password-lock"],
    ["Report it fast", "incident-report"],
  ] as const;
  const ptTitles = ["Reconheça a isca", "Confira o remetente", "Proteja suas contas", "Avise rápido"];
  return {
    title: pt ? `Sinais de golpe ${run}` : `Scam signals ${run}`,
    summary: pt
      ? "Um curso curto para reconhecer mensagens falsas, conferir quem as enviou e avisar a equipe de segurança."
      : "A short course to recognise fake messages, check who sent them and tell the security team at once.",
    steps: steps.map(([title, illustration], i) => ({
      title: pt ? ptTitles[i]! : title,
      body: [
        pt
          ? `Esta é a etapa ${i + 1}. Pare, respire e confira antes de clicar.`
          : `This is step ${i + 1}. Stop, breathe and check before you click.`,
      ],
      takeaways: [pt ? `Lição ${i + 1}: confira antes de agir.` : `Lesson ${i + 1}: check before you act.`],
      illustration,
      illustrationAlt: pt ? `Ilustração da etapa ${i + 1}` : `Illustration of step ${i + 1}`,
    })),
    keyTakeaways: pt
      ? ["Desconfie da pressa.", "Confira o remetente.", "Avise a segurança."]
      : ["Distrust urgency.", "Check the sender.", "Tell security."],
    questions: Array.from({ length: 5 }, (_, i) => ({
      prompt: pt
        ? `Pergunta ${i + 1}: o que fazer com uma mensagem suspeita?`
        : `Question ${i + 1}: what do you do with a suspicious message?`,
      options: pt
        ? [`Avisar a segurança ${i + 1}`, `Clicar no link ${i + 1}`, `Responder ${i + 1}`]
        : [`Report it ${i + 1}`, `Click the link ${i + 1}`, `Reply ${i + 1}`],
      correct: [0],
      explanation: pt
        ? "Avisar a segurança protege você e os colegas, e ninguém perde tempo."
        : "Reporting it protects you and your colleagues, and nobody loses time.",
    })),
    badge: {
      name: pt ? "Caçador de golpes" : "Scam spotter",
      description: pt ? "Reconhece mensagens falsas e avisa a segurança." : "Recognises fake messages and reports them to security.",
    },
  };
}

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

type Course = { id: string; revision: number; status: string; published: { slug: string } | null } & Record<string, unknown>;

/** A 600 × 600 portrait made here, so the presenter's picture is a real PNG. */
const portraitPng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#0f766e"/><circle cx="300" cy="260" r="150" fill="#f2c9a0"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * The player's video: one captions track, in the page's language and showing; its length the
 * narration's (±1 s); the captions' last cue ends with it; and it plays.
 */
async function expectVideo(page: Page, lang: Lang, durationSeconds: number) {
  const video = page.getByTestId("course-video");
  await expect(video).toBeVisible();
  await expect(video.locator("track[kind=captions]")).toHaveCount(1);
  const seen = await video.evaluate(async (el: HTMLVideoElement) => {
    if (el.readyState < 1) await new Promise((ok, fail) => ((el.onloadedmetadata = ok), (el.onerror = fail)));
    const track = el.querySelector("track")!;
    const vtt = await (await fetch(track.src)).text();
    const ends = [...vtt.matchAll(/--> (\d+):(\d+):([\d.]+)/g)].map((m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
    el.muted = true;
    await el.play();
    return {
      duration: el.duration,
      header: vtt.slice(0, 6),
      lastCueEnd: Math.max(...ends),
      tracks: Array.from(el.textTracks).map((t) => ({ language: t.language, mode: t.mode })),
    };
  });
  expect(seen.tracks).toHaveLength(1);
  expect(seen.tracks[0]!.language.slice(0, 2)).toBe(lang);
  expect(seen.tracks[0]!.mode).toBe("showing");
  expect(Math.abs(seen.duration - durationSeconds)).toBeLessThanOrEqual(1);
  expect(seen.header).toBe("WEBVTT");
  expect(Math.abs(seen.lastCueEnd - durationSeconds)).toBeLessThanOrEqual(1);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
}

const EN = draft("en");
const PT = draft("pt");

test.describe("content creator journey", () => {
  // a control that never comes fails the step, not the whole five minutes the render is given
  test.use({ actionTimeout: 15_000 });

  test("a creator makes a presenter, writes a course in both languages, renders and publishes it; a learner watches it with captions and earns its badge; unpublished, it leaves the catalogue", async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const presenter = `Ana ${run}`;
    await signInAs(page, DEFAULT, "creator@skill5.test");
    await expect(page).toHaveURL(/\/dashboard/);

    // ——— a presenter with a voice for each language and a portrait ———
    await page.goto(`${DEFAULT}/content-creator/avatars/new`);
    await hydrated(page);
    const avatarForm = page.getByTestId("avatar-form");
    await avatarForm.getByLabel("Name", { exact: true }).fill(presenter);
    await expect(avatarForm.getByLabel("Voice in English")).not.toHaveValue("");
    await avatarForm.getByLabel("Voice in Portuguese").selectOption({ index: 1 });
    await avatarForm.getByTestId("portrait-file").setInputFiles({ name: "ana.png", mimeType: "image/png", buffer: await portraitPng() });
    await expect(avatarForm.getByTestId("crop-square")).toBeVisible();
    await avatarForm.getByRole("button", { name: "Create presenter" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/avatars`);
    await expect(
      page
        .getByTestId("avatar-card")
        .filter({ hasText: presenter })
        .getByRole("img", { name: `Portrait of ${presenter}` }),
    ).toBeVisible();

    // ——— a new course in both languages, with that presenter ———
    await page.goto(`${DEFAULT}/content-creator/courses/new`);
    await hydrated(page);
    const newForm = page.getByTestId("course-new-form");
    await newForm.getByLabel("Portuguese", { exact: true }).check();
    await newForm.getByLabel("Title in English").fill(EN.title);
    await newForm.getByLabel("Title in Portuguese").fill(PT.title);
    await newForm.getByLabel("Area", { exact: true }).selectOption({ label: "Cybersecurity awareness" });
    await newForm.getByLabel("Level", { exact: true }).selectOption({ label: "Beginner" });
    await newForm.getByLabel("Presenter", { exact: true }).selectOption({ label: presenter });
    await newForm.getByRole("button", { name: "Create and start writing" }).click();
    await expect(page).toHaveURL(/\/content-creator\/courses\/[0-9a-f-]{36}\/edit$/);
    const id = new URL(page.url()).pathname.split("/")[3]!;

    // ——— written in the editor (the first step and the summary), saved by itself ———
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "English" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Summary", { exact: true }).fill(EN.summary);
    // an empty language opens with a step to write in
    await page.getByLabel("Step title").first().fill(EN.steps[0]!.title);
    await page.getByLabel("Paragraph 1").first().fill(EN.steps[0]!.body[0]!);
    await expect(page.getByTestId("save-status")).toContainText(/^Saved at /, { timeout: 15_000 });
    await expectAccessible(page);

    // the rest (three more steps, take-aways, five questions, the badge, all of Portuguese) as the
    // editor would save it, from where the editor left it (the editor closed first)
    await page.goto(`${DEFAULT}/content-creator/courses/${id}`);
    await hydrated(page);
    const read = await call<Course>(page, "GET", `/creator/courses/${id}`);
    const typed = read.data.en as typeof EN;
    expect(typed.summary).toBe(EN.summary);
    expect(typed.steps).toHaveLength(1);
    expect(typed.steps[0]).toMatchObject({ title: EN.steps[0]!.title, body: EN.steps[0]!.body });
    const saved = await call<Course>(page, "PUT", `/creator/courses/${id}`, {
      ...Object.fromEntries(
        ["languages", "area", "level", "durationMinutes", "passingScore", "badgeColor", "avatarId"].map((k) => [k, read.data[k]]),
      ),
      tags: ["phishing", "reporting"],
      en: EN,
      pt: PT,
      revision: read.data.revision,
    });
    expect(saved.status).toBe(200);

    // ——— the course page: nothing missing; render ———
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EN.title);
    await expect(page.getByText("Nothing is missing: the course can be published.")).toBeVisible();
    await expect(page.getByText("Nothing is missing: the video can be rendered.")).toBeVisible();
    await page.getByTestId("course-actions").getByRole("button", { name: "Render the video" }).click();

    // the status page walks to ready, live
    await expect(page).toHaveURL(`${DEFAULT}/content-creator/courses/${id}/status`);
    await hydrated(page);
    await expect(page.getByTestId("status-line")).toHaveText("The video is ready.", { timeout: 180_000 });
    await expect(page.getByTestId("status-stepper").locator("[data-state=upcoming]")).toHaveCount(0);
    // each language's video with its own captions
    for (const l of ["en", "pt"]) await expect(page.getByTestId(`preview-video-${l}`).locator("video track[kind=captions]")).toHaveCount(1);
    await expectAccessible(page);
    const status = await call<{
      video: { captions: { en?: string; pt?: string }; languages: Partial<Record<Lang, { durationSeconds: number }>> };
    }>(page, "GET", `/creator/courses/${id}/status`);
    expect(status.data.video.captions.en).toBeTruthy();
    expect(status.data.video.captions.pt).toBeTruthy();

    // ——— publish ———
    await page.goto(`${DEFAULT}/content-creator/courses/${id}`);
    await hydrated(page);
    await page.getByTestId("course-actions").getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
    const learnerLink = page.getByTestId("course-overview").getByRole("link", { name: "Open the learners' page" });
    await expect(learnerLink).toHaveAttribute("href", /^\/training\/courses\/[a-z0-9-]+$/);
    const slug = (await learnerLink.getAttribute("href"))!.split("/").pop()!;

    // ——— a learner of the same tenant ———
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    try {
      await signUpFresh(learner, DEFAULT, "Lena Learner", `lena.${run}@example.com`);
      await learner.goto(`${DEFAULT}/training/courses/${slug}`);
      await hydrated(learner);
      await expect(learner.getByRole("heading", { level: 1 })).toHaveText(EN.title);
      await learner.getByRole("button", { name: "Enrol and start" }).click();
      await expect(learner).toHaveURL(`${DEFAULT}/training/courses/${slug}/watch`);
      await hydrated(learner);

      // the video of the learner's language plays, its captions on
      await expectVideo(learner, "en", status.data.video.languages.en!.durationSeconds);
      await expectAccessible(learner);

      // the steps, then the challenge
      await expect(learner.getByRole("heading", { level: 2, name: EN.steps[0]!.title })).toBeVisible();
      for (let s = 1; s < EN.steps.length; s++) {
        await learner.getByRole("button", { name: "Next" }).click();
        await expect(learner.getByRole("heading", { level: 2, name: EN.steps[s]!.title })).toBeVisible();
      }
      await learner.getByRole("button", { name: "Finish" }).click();
      await expect(learner).toHaveURL(`${DEFAULT}/enrollments/${slug}/challenge`);
      await hydrated(learner);
      for (const [i, q] of EN.questions.entries()) {
        await expect(learner.getByRole("heading", { level: 2, name: `Question ${i + 1} of ${EN.questions.length}` })).toBeVisible();
        await learner.getByRole("group", { name: q.prompt }).getByRole("radio", { name: q.options[0], exact: true }).check();
        await learner.getByRole("button", { name: i === EN.questions.length - 1 ? "Review answers" : "Next", exact: true }).click();
      }
      await learner.getByRole("button", { name: "Submit answers" }).click();
      await expect(learner.getByTestId("challenge-score")).toHaveText("You scored 100%");

      // the badge
      await learner.getByRole("link", { name: "See your badge and certificate" }).click();
      await expect(learner).toHaveURL(`${DEFAULT}/enrollments/${slug}/completed`);
      await hydrated(learner);
      await expect(learner.getByTestId("badge-name")).toHaveText(EN.badge.name);
      await expectAccessible(learner);

      // in Portuguese, the Portuguese narration with its captions
      expect((await call(learner, "POST", "/user/switch-language", { language: "pt-BR" })).status).toBe(200);
      await learner.goto(`${DEFAULT}/pt/training/courses/${slug}/watch`);
      await hydrated(learner);
      await expect(learner.getByRole("heading", { level: 1 })).toHaveText(PT.title);
      await expectVideo(learner, "pt", status.data.video.languages.pt!.durationSeconds);

      // ——— unpublished, it leaves the learners' catalogue ———
      const found = async () =>
        (await call<{ total: number }>(learner, "GET", `/training/courses?search=${encodeURIComponent(String(run))}`)).data.total;
      expect(await found()).toBe(1);
      await page.goto(`${DEFAULT}/content-creator/courses/${id}`);
      await hydrated(page);
      await page.getByTestId("course-actions").getByRole("button", { name: "Unpublish", exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Unpublish", exact: true }).click();
      await expect(page.getByTestId("course-overview")).toContainText("Not published");
      expect(await found()).toBe(0);
    } finally {
      await learnerContext.close();
    }
  });
});

import type { FrameLocator } from "@playwright/test";
import course from "../server/api/learning/seed/content/insider-risk.ts";
import { startLtiPlatform, type LtiPlatform } from "../server/test/lti-platform.ts";
import { ACME, DEFAULT, signInAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// An LMS (the LTI platform emulator on loopback) launches the tool in its iframe, where the
// browser keeps no third-party cookies: the login keeps its state in the LMS's storage, the
// framed player works with its launch token, and the passed challenge's score reaches the LMS.
// The course is one no other journey counts in Acme (its learners join Acme).

const slug = course.slug;
type Question = (typeof course.en.challenge.questions)[number];

/** Answers one question in the frame: its right options. */
async function answerRight(frame: FrameLocator, q: Question) {
  const group = frame.getByRole("group", { name: q.prompt });
  const role = q.correct.length > 1 ? "checkbox" : "radio";
  for (const i of q.correct) await group.getByRole(role, { name: q.options[i], exact: true }).check({ timeout: 10_000 });
}

test.describe("LTI 1.3 launch from an LMS", () => {
  let platform: LtiPlatform;
  test.beforeAll(async () => {
    platform = await startLtiPlatform();
    // the tool's keys are the same on every host (deployment-wide)
    platform.trustTool({ jwksUrl: `${DEFAULT}/api/public/lti/jwks.json` });
  });
  test.afterAll(() => platform.close());

  test("a learner opens a course from the LMS, passes its challenge inside the frame, and the grade reaches the gradebook", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Acme's manager registers the LMS
    await signInAs(page, ACME, "manager@acme.test");
    await expect(page).toHaveURL(/\/dashboard/);
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch("/api/entity/lti/registrations", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).status,
      { ...platform.registration(), name: `Emulated LMS ${Date.now()}` },
    );
    expect(status).toBe(201);

    // a learner of the LMS, in a browser of their own (no session here), opens the activity
    const learner = await browser.newContext();
    const lms = await learner.newPage();
    const sub = `lms-learner-${Date.now().toString(36)}-${test.info().parallelIndex}-${test.info().repeatEachIndex}`;
    const launch = platform.prepareLaunch({
      user: { sub, name: "Lia Lms", email: `${sub}@school.example` },
      targetLinkUri: `${ACME}/training/lti/courses/${slug}`,
      toolLoginUrl: `${ACME}/lti`,
      context: { id: "sec-101", title: "Security 101", label: "SEC101" },
      storage: true,
    });
    // the LMS's page itself; its frame goes through the login and launch on its own
    await lms.goto(`${platform.url}/course/${launch.hint}`, { waitUntil: "domcontentloaded" });
    await expect(lms.getByRole("heading", { level: 1, name: "Emulated LMS — Security 101" })).toBeVisible();
    const frame = lms.frameLocator('iframe[title="Tool"]');

    // the framed player: the course, the LMS's course and the learner's name, no app shell
    await expect(frame.getByRole("heading", { level: 1, name: course.en.title })).toBeVisible({ timeout: 20_000 });
    // the framed page is interactive once React has hydrated it (a click before that does nothing)
    await expect(frame.locator(":root")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    await expect(frame.getByTestId("lti-context-title")).toHaveText("Security 101");
    await expect(frame.getByTestId("lti-person-name")).toHaveText("Lia Lms");
    const { steps, challenge } = course.en;
    await expect(frame.getByTestId("step-counter")).toHaveText(`Step 1 of ${steps.length}`);
    for (let s = 1; s < steps.length; s++) {
      await frame.getByRole("button", { name: "Next", exact: true }).click({ timeout: 10_000 });
      await expect(frame.getByTestId("step-counter")).toHaveText(`Step ${s + 1} of ${steps.length}`);
    }
    await frame.getByRole("button", { name: "Finish" }).click({ timeout: 10_000 });

    // the challenge, inside the frame
    const total = challenge.questions.length;
    for (const [i, q] of challenge.questions.entries()) {
      await expect(frame.getByRole("heading", { level: 2, name: `Question ${i + 1} of ${total}` })).toBeVisible();
      await answerRight(frame, q);
      await frame.getByRole("button", { name: i === total - 1 ? "Review answers" : "Next", exact: true }).click({ timeout: 10_000 });
    }
    await frame.getByRole("button", { name: "Submit answers" }).click({ timeout: 10_000 });

    await expect(frame.getByTestId("challenge-score")).toHaveText("You scored 100%");

    // the end screen says the grade goes back, and the LMS's gradebook gets it
    await frame.getByRole("link", { name: "See your badge and certificate" }).click({ timeout: 10_000 });
    await expect(frame.getByText("Well done, you passed!")).toBeVisible();
    await expect(frame.getByTestId("lti-grade-sent")).toContainText("Emulated LMS");
    await expect(frame.getByTestId("lti-return")).toHaveAttribute("target", "_top");
    await expect(async () => {
      await lms.goto(`${platform.url}/gradebook`, { timeout: 5000 });
      await expect(lms.getByRole("row", { name: new RegExp(`${sub}.*100 / 100.*Completed, FullyGraded`) })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await learner.close();
  });
});

import course from "../server/api/learning/seed/content/phishing-essentials.ts";
import { DEFAULT, signUpFresh } from "./accounts.ts";
import { rightAnswerIds } from "./challenge-answers.ts";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The page fits a 390 px phone without scrolling sideways. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}

test.describe("overview pages", () => {
  test("a new learner goes from an empty dashboard to a badge, a certificate and achievements, in both languages", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signUpFresh(page, DEFAULT, "Olga Overview", "olga.overview@example.com");

    // a brand-new learner: greeting, Nova, and a way into the catalogue
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Hi, Olga!")).toBeVisible();
    await expect(page.getByTestId("assistant-header")).toContainText("Nova");
    const empty = page.getByTestId("empty-state");
    await expect(empty.getByRole("heading", { name: "Start your first course" })).toBeVisible();
    await expect(empty.getByRole("link", { name: "Explore courses" })).toHaveAttribute("href", "/training/courses");
    await expect(page.getByTestId("continue-card")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Suggested for you" }).getByRole("article")).toHaveCount(3);
    await expectAccessible(page);

    // enrol and read the whole content: the dashboard offers the challenge
    const steps = await page.evaluate(async (slug) => {
      const send = (url: string, method: string, body: unknown) =>
        fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      await send("/api/enrollments", "POST", { courseSlug: slug });
      const { steps } = (await (await fetch(`/api/enrollments/${slug}`)).json()) as { steps: unknown[] };
      await send(`/api/enrollments/${slug}/progress`, "PUT", { currentStep: steps.length - 1, finished: true });
      return steps.length;
    }, course.slug);
    expect(steps).toBeGreaterThan(1);
    await page.reload();
    const resume = page.getByRole("region", { name: "Continue where you left off" });
    await expect(resume.getByRole("heading", { name: course.en.title })).toBeVisible();
    await expect(resume.getByRole("link", { name: "Take the challenge" })).toHaveAttribute("href", `/enrollments/${course.slug}/challenge`);
    await expect(resume.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "80");
    await fitsPhone(page);

    // pass the challenge
    const answers = await rightAnswerIds(page, course);
    const result = await page.evaluate(
      async ({ slug, answers }) =>
        (await (
          await fetch(`/api/enrollments/${slug}/challenge`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ answers }),
          })
        ).json()) as { passed: boolean; certificateId: string },
      { slug: course.slug, answers },
    );
    expect(result.passed).toBe(true);

    await page.reload();
    await expect(page.getByTestId("continue-card")).toHaveCount(0);
    await expect(page.locator('[data-stat="completed"] dd')).toHaveText("1");
    await expect(page.locator('[data-stat="in-progress"] dd')).toHaveText("0");
    const recent = page.getByRole("region", { name: "Recent badges" });
    await expect(recent.getByRole("heading", { name: course.en.badge.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Suggested for you" }).getByRole("link", { name: course.en.title })).toHaveCount(0);
    await fitsPhone(page);
    await expectAccessible(page);

    await page.goto("/badges");
    await expect(page.getByRole("heading", { level: 1, name: "Badges" })).toBeVisible();
    const badge = page.getByTestId("badge-card");
    await expect(badge).toHaveCount(1);
    await expect(badge.getByRole("heading", { name: course.en.badge.name })).toBeVisible();
    await expect(badge.getByRole("link", { name: course.en.title })).toHaveAttribute("href", `/training/courses/${course.slug}`);
    // the badge downloads as an Open Badges 3.0 credential (a signed VC-JWT)
    const download = page.waitForEvent("download");
    await badge.getByRole("link", { name: /Download the Open Badge/ }).click();
    const jwt = await (await download).createReadStream().then(async (stream) => {
      let text = "";
      for await (const chunk of stream) text += chunk;
      return text;
    });
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString());
    expect(payload.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(payload.credentialSubject.achievement.name).toBe(course.en.badge.name);
    await fitsPhone(page);
    await expectAccessible(page);

    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: DEFAULT });
    await page.goto("/certificate");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
    const cert = page.getByTestId("certificate");
    await expect(cert).toHaveCount(1);
    await expect(cert.getByRole("heading", { name: course.en.title })).toBeVisible();
    await expect(cert.getByText("Valid", { exact: true })).toBeVisible();
    await expect(cert.getByRole("link", { name: "View" })).toHaveAttribute("href", `/certificate/${result.certificateId}`);
    const pdfHref = await cert.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    expect(pdfHref).toBe(`/api/public/certificates/${result.certificateId}/pdf`);
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");
    const linkedIn = new URL((await cert.getByRole("link", { name: /Add to LinkedIn/ }).getAttribute("href"))!);
    expect(linkedIn.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
    expect(linkedIn.searchParams.get("certUrl")).toBe(`${DEFAULT}/certificate/${result.certificateId}`);
    await fitsPhone(page);
    await expectAccessible(page);
    await cert.getByRole("button", { name: "Copy link" }).click();
    await expect(cert.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(cert.locator("[aria-live=polite]")).toHaveText(`Link to the certificate for ${course.en.title} copied.`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${DEFAULT}/certificate/${result.certificateId}`);
    // the §9 indicator goes back after 1500 ms
    await expect(cert.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });

    await page.goto("/achievements");
    await expect(page.getByRole("heading", { level: 1, name: "Achievements" })).toBeVisible();
    await expect(page.locator('[data-stat="completed"] dd')).toHaveText("1");
    await expect(page.locator('[data-stat="badges"] dd')).toHaveText("1");
    await expect(page.locator('[data-stat="certificates"] dd')).toHaveText("1");
    await expect(page.locator('[data-stat="average-score"] dd')).toHaveText("100%");
    await expect(page.getByTestId("completion-timeline").getByRole("link", { name: course.en.title })).toBeVisible();
    await fitsPhone(page);
    await expectAccessible(page);

    // Portuguese, once the person's language is Portuguese
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
    await page.goto("/pt/badges");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1, name: "Selos" })).toBeVisible();
    await expect(page.getByTestId("badge-card").getByRole("heading", { name: course.pt.badge.name })).toBeVisible();
    await expect(page.getByText("Você já ganhou 1 selo. Continue assim!")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/pt/certificate");
    await expect(page.getByTestId("certificate").getByRole("heading", { name: course.pt.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Baixar PDF" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/pt/achievements");
    await expect(page.getByRole("heading", { level: 1, name: "Conquistas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cursos concluídos" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/pt/dashboard");
    await expect(page.getByText("Olá, Olga!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Selos recentes" }).getByRole("heading", { name: course.pt.badge.name })).toBeVisible();
    await expectAccessible(page);
  });
});

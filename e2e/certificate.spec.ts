import course from "../server/api/learning/seed/content/phishing-essentials.ts";
import { DEFAULT, signUpFresh } from "./accounts.ts";
import { rightAnswerIds } from "./challenge-answers.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.describe("certificates", () => {
  test("a learner earns a certificate and a stranger verifies it, in both languages, without signing in", async ({ page, browser }) => {
    await signUpFresh(page, DEFAULT, "Vera Cert", "vera.cert@example.com");
    const post = (url: string, body: unknown, method = "POST") =>
      page.evaluate(
        async ({ url, body, method }) =>
          (
            await fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
          ).json() as Promise<unknown>,
        { url, body, method },
      );
    await post("/api/enrollments", { courseSlug: course.slug });
    await post(`/api/enrollments/${course.slug}/progress`, { currentStep: course.en.steps.length - 1, finished: true }, "PUT");
    const result = (await post(`/api/enrollments/${course.slug}/challenge`, { answers: await rightAnswerIds(page, course) })) as {
      passed: boolean;
      certificateId: string;
    };
    expect(result.passed).toBe(true);

    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(`${DEFAULT}/certificate/${result.certificateId}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This certificate is valid");
    await expect(visitor.getByText("Vera Cert")).toBeVisible();
    await expect(visitor.getByText(course.en.title)).toBeVisible();
    await expectAccessible(visitor);
    const pdf = await visitor.request.get(`${DEFAULT}/api/public/certificates/${result.certificateId}/pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await visitor.goto(`${DEFAULT}/pt/certificate/${result.certificateId}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Este certificado é válido");
    await expect(visitor.getByText(course.pt.title)).toBeVisible();
    await expectAccessible(visitor);

    await visitor.goto(`${DEFAULT}/certificate/00000000-0000-4000-8000-000000000000`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Certificate not found");
    await stranger.close();
  });
});

import course from "../server/db/seed/content/phishing-essentials.ts";
import { DEFAULT, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.describe("certificates", () => {
  test("a learner earns a certificate and a stranger verifies it, in both languages, without signing in", async ({ page, browser }) => {
    await signUpFresh(page, DEFAULT, "Vera Cert", "vera.cert@example.com");
    const answers = course.en.challenge.questions.map((q) => q.correct);
    const result = await page.evaluate(async ({ slug, answers }) => {
      const post = (url: string, body: unknown, method = "POST") =>
        fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());
      await post("/api/enrollments", { courseSlug: slug });
      const { steps } = (await (await fetch(`/api/enrollments/${slug}`)).json()) as { steps: unknown[] };
      await post(`/api/enrollments/${slug}/progress`, { currentStep: steps.length - 1, finished: true }, "PUT");
      return (await post(`/api/enrollments/${slug}/challenge`, { answers })) as { passed: boolean; certificateId: string };
    }, { slug: course.slug, answers });
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

import type { Page } from "@playwright/test";
import course from "../server/api/learning/seed/content/phishing-essentials.ts";
import { DEFAULT, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The page's schema.org data, parsed. */
async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? "{}") as Record<string, unknown> & {
    provider: Record<string, string>;
    hasCourseInstance: Record<string, string>;
  };
}

test.describe("training catalogue", () => {
  test("a new learner browses the catalogue, searches, filters, switches views and enrols", async ({ page }) => {
    await signUpFresh(page, DEFAULT, "Cata Logue", "cata.logue@example.com");

    await page.goto(`${DEFAULT}/training`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Cata!");
    const areas = page.getByRole("region", { name: "Explore by area" });
    await expect(areas.getByRole("link", { name: "Cybersecurity awareness" })).toHaveAttribute("href", "/training/areas/cybersecurity");
    await expect(page.getByRole("region", { name: "Courses to start" }).getByRole("listitem")).toHaveCount(6);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Browse all courses" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courses");
    // a new account is on the free plan: the free part of the library
    await expect(page.getByRole("heading", { name: "8 courses found" })).toBeVisible();
    // the Personal plan, bought on the built-in test gateway, opens all of it
    await page.evaluate(async () => {
      const post = async (url: string, body?: unknown) => {
        const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        return (await res.json()) as { id: string };
      };
      const customer = await post("/api/payment-gateway/customer/create", { name: "Cata Logue", email: "cata.logue@example.com" });
      const session = await post(`/api/payment-gateway/checkout/${customer.id}`, { priceLookupKey: "skill5-personal-month" });
      await post(`/api/payment-gateway/checkout-sessions/${session.id}/pay`, {
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/40",
        cvc: "123",
        name: "Cata Logue",
      });
    });
    await page.reload();
    await expect(page.getByRole("heading", { name: "31 courses found" })).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pages of results" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses?page=2`);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[data-view] > li")).toHaveCount(12);
    await expectAccessible(page);

    await page.getByLabel("Search courses").fill("phishing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses?search=phishing`);
    await expect(page.getByRole("heading", { name: /courses? found$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: course.en.title })).toBeVisible();

    await page.getByRole("radio", { name: "List view" }).click();
    await expect(page.getByRole("radio", { name: "List view" })).toHaveAttribute("aria-checked", "true");
    await expect(page.locator('ul[data-view="list"]')).toBeVisible();

    await page.getByLabel("Level").selectOption({ label: "Advanced" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses?search=phishing&level=advanced`);
    await expect(page.getByTestId("catalogue-empty")).toContainText("No course matches your search");
    await expectAccessible(page);

    await page.getByLabel("Level").selectOption({ label: "All levels" });
    await page.getByLabel("Area").selectOption({ label: "Cybersecurity awareness" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses?search=phishing&area=cybersecurity`);
    await expect(page.locator('ul[data-view="list"]')).toBeVisible(); // the view choice is remembered
    await expect(page.getByLabel("Search courses")).toHaveValue("phishing");
    await expectAccessible(page);

    await page.getByRole("link", { name: course.en.title }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses/${course.slug}`);
    await expect(page).toHaveTitle(`${course.en.title} | Skill5`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.en.title);
    await expect(page.getByRole("heading", { name: "What you'll learn" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Course outline" })).toBeVisible();
    await expect(page.getByText(course.en.steps[0]!.title)).toBeVisible();
    await expect(page.getByTestId("badge-preview")).toContainText(course.en.badge.name);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Enrol and start" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/training/courses/${course.slug}/watch`);

    // back on the course page, the learner continues instead of enrolling again
    await page.goto(`${DEFAULT}/training/courses/${course.slug}`);
    await expect(page.getByTestId("course-action").getByRole("link", { name: "Continue" })).toHaveAttribute(
      "href",
      `/training/courses/${course.slug}/watch`,
    );

    await page.goto(`${DEFAULT}/training/areas/cybersecurity`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cybersecurity awareness");
    await expect(page).toHaveTitle("Cybersecurity awareness | Skill5");
    await expect(page.getByLabel("Area")).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(`${DEFAULT}/training/areas/no-such-area`);
    await expect(page.getByTestId("not-found")).toBeVisible();
  });

  test("a visitor without an account reads a public course and its preview, in both languages", async ({ page }) => {
    const url = `${DEFAULT}/public/training/courses/${course.slug}`;
    await page.goto(url);
    await hydrated(page);
    await expect(page).toHaveTitle(`${course.en.title} | Skill5`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${course.en.title} | Skill5`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/illustrations\/[a-z-]+\.svg$/);
    const ld = await jsonLd(page);
    expect(ld).toMatchObject({
      "@type": "Course",
      name: course.en.title,
      inLanguage: "en",
      timeRequired: `PT${course.durationMinutes}M`,
      educationalLevel: "Beginner",
    });
    expect(ld.provider).toMatchObject({ "@type": "Organization", name: "Skill5" });
    expect(ld.hasCourseInstance).toMatchObject({ "@type": "CourseInstance", courseMode: "online" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.en.title);
    await expect(page.getByRole("heading", { name: "Course outline" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Preview the course" }).click();
    await expect(page).toHaveURL(`${url}/watch`);
    await expect(page.getByTestId("preview-step")).toHaveCount(2);
    await expect(page.getByRole("heading", { level: 2, name: course.en.steps[0]!.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: course.en.steps[1]!.title })).toBeVisible();
    await expect(page.getByText(course.en.steps[2]!.title)).toBeVisible(); // listed, locked
    await expect(page.getByRole("heading", { name: "Sign up to continue" })).toBeVisible();
    expect((await jsonLd(page)).name).toBe(course.en.title);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Sign up to continue" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/auth/sign-up`);
    expect(await page.evaluate(() => window.localStorage.getItem("skill5:course-id"))).toBe(course.slug);

    await page.goto(`${DEFAULT}/pt/public/training/courses/${course.slug}`);
    await hydrated(page);
    await expect(page).toHaveTitle(`${course.pt.title} | Skill5`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${course.pt.title} | Skill5`);
    expect(await jsonLd(page)).toMatchObject({ name: course.pt.title, inLanguage: "pt-BR", educationalLevel: "Iniciante" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.pt.title);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Ver uma prévia do curso" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/public/training/courses/${course.slug}/watch`);
    await expect(page.getByRole("heading", { level: 2, name: course.pt.steps[0]!.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cadastre-se para continuar" })).toBeVisible();
    await expectAccessible(page);

    const missing = await page.goto(`${DEFAULT}/public/training/courses/no-such-course`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
  });
});

import { PORT, expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("not-found page", () => {
  test("an unknown English path answers 404 with the page and a way home", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops. Page not found.");
    await expect(page.getByText("Sorry, this page does not exist.")).toBeVisible();
    await expect(page.getByTestId("not-found-path")).toHaveText("Page not found: /no/such/page");
    await expect(page.getByRole("img", { name: "Skill5" })).toBeVisible();
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("link", { name: "Back to homepage" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown Portuguese path answers 404 in Portuguese, branded for the host", async ({ page }) => {
    const res = await page.goto(`http://acme.localhost:${PORT}/pt/nada-aqui`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ops. Página não encontrada.");
    await expect(page.getByText("Desculpe, esta página não existe.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("img", { name: "Acme Academy" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a stored redirect sends the visitor on (guard 11)", async ({ request }) => {
    const res = await request.get("/pt/courses", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/pt/training/courses");
  });
});

test("a malformed address of a real page answers 404 'Page Not Found' with the path", async ({ page }) => {
  const res = await page.goto(`http://acme.localhost:${PORT}/public/training/courses/Not_A_Slug`);
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found");
  await expect(page.getByTestId("not-found-path")).toHaveText("Page Not Found: /public/training/courses/Not_A_Slug");
  await expect(page.getByRole("img", { name: "Acme Academy" })).toBeVisible();
});

import { ROUTE_TABLE } from "../app/route-table.ts";
import { ACME, DEFAULT, signInAs } from "./accounts.ts";
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

test("a learner sent away from a manager's page stays in the signed-in shell (§5 /unauthorized)", async ({ page }) => {
  await signInAs(page, ACME, "learner@acme.test");
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  for (const path of ["/subscription", "/subscription/pricing"]) {
    await page.goto(`${ACME}${path}`);
    await expect(page).toHaveURL(`${ACME}/unauthorized`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You don't have access to this page");
    // their side menu and account menu, not the public site's "Sign in"
    await expect(page.getByRole("navigation", { name: "Main menu" }).first()).toBeAttached();
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
    await expect(page.locator("[data-layout]").first()).toHaveAttribute("data-layout", "auth");
  }
  await expectAccessible(page);
});

test("every page named by an id answers an unknown or malformed id with 404 and the not-found page (§2, §8)", async ({ page }) => {
  test.setTimeout(150_000);
  const UNKNOWN = { slug: "no-such-thing", token: "no-such-token", other: "00000000-0000-4000-8000-000000000000" };
  const withParams = (path: string, value: (name: string) => string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => value(name));
  const routes = ROUTE_TABLE.filter((r) => r.path.includes(":") && !r.path.startsWith("/my-company"));
  expect(routes.length).toBeGreaterThan(15);
  const check = async (origin: string, prefix: string, only: (path: string) => boolean) => {
    for (const route of routes.filter((r) => only(r.path))) {
      // a page an LMS frames knows nothing without its launch token: it says the launch expired,
      // for a course that exists or not (so no one learns which do); a malformed id is still 404
      const unknown = route.framed ? [] : [withParams(route.path, (n) => UNKNOWN[n as "slug" | "token"] ?? UNKNOWN.other)];
      for (const url of [...unknown, withParams(route.path, () => "not_valid")]) {
        const res = await page.goto(`${origin}${prefix}${url}`);
        expect(res?.status(), url).toBe(404);
        // the certificate checker says which certificate is unknown (a 404 page of its own, for whoever follows a link)
        if (route.id === "certificate" && !url.endsWith("not_valid"))
          await expect(page.getByRole("heading", { level: 1 }), url).toHaveText("Certificado não encontrado");
        else await expect(page.getByTestId("not-found"), url).toBeVisible();
      }
    }
  };
  // a company manager (Portuguese) reaches every learner, program and public page
  await signInAs(page, ACME, "manager@acme.test");
  await expect(page).toHaveURL(`${ACME}/pt/dashboard`);
  await check(ACME, "/pt", (p) => !p.startsWith("/content-creator"));
  // a content creator reaches the creator's course pages
  await page.context().clearCookies();
  await signInAs(page, DEFAULT, "creator@skill5.test");
  await expect(page).toHaveURL(`${DEFAULT}/dashboard`);
  await check(DEFAULT, "", (p) => p.startsWith("/content-creator"));
});

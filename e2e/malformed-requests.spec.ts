import { ROUTE_TABLE } from "../app/route-table.ts";
import { ACME, signInAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/** What a path parameter may hold that no link of ours puts there, as it travels in an address. */
const ODD_PARAMS: [string, string][] = [
  ["NUL", "%00"],
  ["NUL inside", "phishing%00essentials"],
  ["CR", "%0D"],
  ["CRLF and a header", "x%0D%0ASet-Cookie:%20a=b"],
  ["another script", "%E6%97%A5%E6%9C%AC"],
  ["accented Latin-1", "a%C3%A7%C3%A3o"],
  ["encoded lone surrogate", "%ED%A0%80"],
  ["emoji", "%F0%9F%98%80"],
  ["broken escape", "%E0%A4%A"],
];

test.describe("requests no form of ours sends", () => {
  test("a page action sent JSON, text or a broken form answers 4xx with the page and its usual error, never 500", async ({ request }) => {
    const cases: [string, string, Parameters<typeof request.post>[1]][] = [
      ["/auth/sign-in", "Something went wrong. Please try again.", { data: { email: "ana@example.com", intent: "start" } }],
      ["/pt/auth/sign-in", "Algo deu errado. Tente de novo.", { headers: { "content-type": "text/plain" }, data: "email=ana@example.com" }],
      ["/auth/sign-up", "Something went wrong. Please try again.", { data: { email: "ana@example.com" } }],
      [
        "/auth/sign-up",
        "Something went wrong. Please try again.",
        { headers: { "content-type": "multipart/form-data; boundary=x" }, data: "--x\r\nbroken" },
      ],
      ["/book-a-demo", "We could not send your request right now. Please try again in a moment.", { data: { name: "Ana" } }],
    ];
    for (const [path, message, init] of cases) {
      const res = await request.post(path, { ...init, maxRedirects: 0 });
      expect([400, 415], `${path} → ${res.status()}`).toContain(res.status());
      expect(res.headers()["content-type"]).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toContain(message);
      expect(html, path).toContain("<form");
    }
  });

  test("an unknown API path answers the API's JSON 404, a wrong method its 405 with Allow", async ({ request }) => {
    const missing = await request.get("/api/no/such/thing");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "There is no API route at /api/no/such/thing." } });
    const wrong = await request.delete("/api/training/courses/phishing-essentials");
    expect(wrong.status()).toBe(405);
    expect(wrong.headers()["allow"]).toBe("GET, HEAD");
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
  });

  test("a certificate address that is no certificate id is a 404 page; an unknown id says so with a 404", async ({ page }) => {
    const malformed = await page.goto("/certificate/not-a-uuid");
    expect(malformed?.status()).toBe(404);
    await expect(page.getByTestId("not-found-path")).toHaveText("Page Not Found: /certificate/not-a-uuid");
    const unknown = await page.goto("/pt/certificate/00000000-0000-4000-8000-000000000000");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificado não encontrado");
  });
});

test("a signed-in page request with NUL, CR, another script or a lone surrogate in any path parameter answers 4xx or a page, never 5xx", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const routes = ROUTE_TABLE.filter((r) => r.path.includes(":"));
  expect(routes.length).toBeGreaterThan(20);
  const addresses: string[] = [];
  for (const route of routes) {
    const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    for (const name of names) {
      for (const [, value] of ODD_PARAMS) {
        // the route's other parameters stay well-formed, so the odd one is what the page meets
        const path = route.path.replace(/:([A-Za-z]+)/g, (_, n: string) =>
          n === name ? value : n === "slug" ? "phishing-essentials" : "00000000-0000-4000-8000-000000000000",
        );
        // the page in each language, and the data request a client navigation makes
        addresses.push(path, `/pt${path}`, `/pt${path}.data`);
      }
    }
  }
  // a company manager reaches the learner, program, company, scanner and compliance pages
  await signInAs(page, ACME, "manager@acme.test");
  await expect(page).toHaveURL(`${ACME}/pt/dashboard`);
  const answers = await page.evaluate(async (list) => {
    const out: { address: string; status: number }[] = [];
    for (let i = 0; i < list.length; i += 6) {
      const batch = list.slice(i, i + 6);
      // a redirect counts as an answer (an opaque one, status 0); a failed fetch as -1
      const statuses = await Promise.all(
        batch.map((a) =>
          fetch(a, { redirect: "manual" }).then(
            (r) => r.status,
            () => -1,
          ),
        ),
      );
      batch.forEach((address, j) => out.push({ address, status: statuses[j]! }));
    }
    return out;
  }, addresses);
  expect(answers).toHaveLength(addresses.length);
  expect(answers.filter((a) => a.status >= 500 || a.status === -1)).toEqual([]);
  // the sweep met the pages themselves, not only redirects
  expect(answers.filter((a) => a.status >= 400 && a.status < 500).length).toBeGreaterThan(addresses.length / 3);
});

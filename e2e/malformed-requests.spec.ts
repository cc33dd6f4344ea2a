import { expect, test } from "./fixtures.ts";

test.describe("requests no form of ours sends", () => {
  test("a page action sent JSON, text or a broken form answers 4xx with the page and its usual error, never 500", async ({ request }) => {
    const cases: [string, string, Parameters<typeof request.post>[1]][] = [
      ["/auth/sign-in", "Something went wrong. Please try again.", { data: { email: "ana@example.com", intent: "start" } }],
      ["/pt/auth/sign-in", "Algo deu errado. Tente de novo.", { headers: { "content-type": "text/plain" }, data: "email=ana@example.com" }],
      ["/auth/sign-up", "Something went wrong. Please try again.", { data: { email: "ana@example.com" } }],
      ["/auth/sign-up", "Something went wrong. Please try again.", { headers: { "content-type": "multipart/form-data; boundary=x" }, data: "--x\r\nbroken" }],
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

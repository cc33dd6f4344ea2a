import type { Page } from "@playwright/test";
import { PORT, expect, hydrated } from "./fixtures.ts";

export const ACME = `http://acme.localhost:${PORT}`;
export const DEFAULT = `http://localhost:${PORT}`;

/**
 * The tenant's development mailbox, read from the page (the browser resolves *.localhost;
 * the test runner's own HTTP client does not). The page must be on that tenant's origin.
 */
export async function outbox(page: Page, email: string) {
  return page.evaluate(async (to) => {
    const res = await fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    return ((await res.json()) as { data: { id: string; text: string }[] }).data;
  }, email);
}

/** The newest six-digit code the development mailbox holds for an address. */
export async function codeFor(page: Page, email: string, after: string | null = null) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await outbox(page, email);
      code = newest && newest.id !== after ? newest.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Signs in through the pages, as a person does: e-mail, then the code from the mailbox. */
export async function signInAs(page: Page, origin: string, email: string, opts: { pt?: boolean } = {}) {
  const pt = !!opts.pt;
  await page.goto(`${origin}${pt ? "/pt" : ""}/auth/sign-in`);
  await hydrated(page);
  const before = (await outbox(page, email))[0]?.id ?? null;
  await page.getByLabel(pt ? "E-mail" : "E-mail", { exact: true }).fill(email);
  // journeys running side by side may share a demo account: while the product asks to wait
  // for the resend timer (another journey's code not used yet), ask again
  await expect(async () => {
    const codeField = page.getByLabel(pt ? "Código de 6 dígitos" : "6-digit code");
    if (!(await codeField.isVisible())) await page.getByRole("button", { name: pt ? "Enviar código" : "Send me a code" }).click();
    await expect(codeField).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 70_000, intervals: [2000, 3000, 5000] });
  const code = await codeFor(page, email, before);
  await page.getByLabel(pt ? "Código de 6 dígitos" : "6-digit code").fill(code);
  await page.getByRole("button", { name: pt ? "Entrar" : "Sign in", exact: true }).click();
}

/** Signs up a new individual through the pages; the first dashboard visit opens the tour, which is skipped. */
export async function signUpFresh(page: Page, origin: string, name: string, email: string) {
  await page.goto(`${origin}/auth/sign-up`);
  await hydrated(page);
  await page.getByRole("radio", { name: /Just me/ }).check();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByLabel("6-digit code").fill(await codeFor(page, email));
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await page.getByRole("dialog").getByRole("button", { name: "Skip tour" }).click();
}

/** Sets the signed-in person's language through the API (as the account page does); answers the status. */
export const switchLanguage = (page: Page, language: "pt-BR" | "en-US") =>
  page.evaluate(
    async (l) =>
      (
        await fetch("/api/user/switch-language", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ language: l }),
        })
      ).status,
    language,
  );

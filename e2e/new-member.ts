import type { Browser, Page } from "@playwright/test";
import { codeFor, outbox } from "./accounts.ts";
import { expect, hydrated } from "./fixtures.ts";

/** Calls the API from the page, as the page's own scripts do. */
export const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, data: (await res.json().catch(() => null)) as Record<string, unknown> | null };
    },
    { method, path, body },
  );

/**
 * Someone new joins the manager's company through an invitation (sent through the API, as the
 * members page does), in a browser of their own: signs up with the invited address, opens the
 * invitation from their mailbox and accepts it. Answers their page and its context.
 */
export async function newMember(
  browser: Browser,
  manager: Page,
  origin: string,
  who: { email: string; name: string; languageCode?: "en-US" | "pt-BR"; groupIds?: string[] },
  context = { userAgent: undefined as string | undefined, viewport: undefined as { width: number; height: number } | undefined },
) {
  const invited = await api(manager, "POST", "/entity/invitations", {
    emails: [who.email],
    role: "member",
    languageCode: who.languageCode ?? "en-US",
    ...(who.groupIds ? { groupIds: who.groupIds } : {}),
  });
  expect(invited.status).toBe(200);
  const ctx = await browser.newContext({
    ...(context.userAgent ? { userAgent: context.userAgent } : {}),
    ...(context.viewport ? { viewport: context.viewport } : {}),
  });
  const learner = await ctx.newPage();
  await learner.goto(`${origin}/`);
  let link: string | undefined;
  await expect
    .poll(
      async () =>
        (link = (await outbox(learner, who.email)).map((m) => m.text.match(/\/invitation\/[A-Za-z0-9_-]{43}/)?.[0]).find(Boolean)),
    )
    .toBeTruthy();
  await learner.goto(`${origin}/auth/sign-up`);
  await hydrated(learner);
  await learner.getByRole("radio", { name: /Just me/ }).check();
  await learner.getByLabel("Full name").fill(who.name);
  await learner.getByLabel("E-mail", { exact: true }).fill(who.email);
  await learner.getByRole("button", { name: "Create account" }).click();
  await learner.getByLabel("6-digit code").fill(await codeFor(learner, who.email));
  await learner.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(learner).toHaveURL(/\/dashboard|\/complete-profile/);
  await learner.goto(`${origin}${link}`);
  await hydrated(learner);
  await learner.getByRole("button", { name: "Accept and join" }).click();
  await expect(learner).toHaveURL(/\/dashboard$/);
  return { learner, context: ctx };
}

import type { Browser, Page } from "@playwright/test";
import { ACME, codeFor, outbox, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The path of the newest invitation link mailed to an address (the page must be on Acme's origin). */
async function invitationLink(page: Page, email: string) {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mails = await outbox(page, email);
      path = mails.map((m) => m.text.match(/\/(?:pt\/)?invitation\/[A-Za-z0-9_-]{43}/)?.[0]).find(Boolean);
      return path;
    })
    .toBeTruthy();
  return path!;
}

/**
 * Someone new follows the invitation link: the page names the company; they create an account
 * with the code from the mailbox, come back to the invitation and join, landing on the dashboard.
 */
async function acceptAsNewcomer(browser: Browser, email: string, name: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${ACME}/`);
  const link = await invitationLink(page, email);
  expect(link.startsWith("/invitation/")).toBe(true);
  await page.goto(`${ACME}${link}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Acme Corporation");
  await expect(page.getByText(`Sign in or create an account with ${email} to accept.`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(`${ACME}/auth/sign-up`);
  await hydrated(page);
  await page.getByRole("radio", { name: /Just me/ }).check();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByLabel("6-digit code").fill(await codeFor(page, email));
  await page.getByRole("button", { name: "Confirm and continue" }).click();

  // back on the invitation, signed in with the invited address
  await expect(page).toHaveURL(`${ACME}${link}`);
  await hydrated(page);
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Accept and join" }).click();
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  await page.getByRole("dialog").getByRole("button", { name: "Skip tour" }).click();
  return page;
}

/** Opens the invite dialog, pastes addresses and sends them with a role and the e-mail's language. */
async function invite(
  page: Page,
  emails: string,
  labels: { open: string; emails: string; role: string; roleOption: string; language: string; submit: string },
) {
  await page.getByRole("button", { name: labels.open }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: labels.open })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(labels.emails).fill(emails);
  await dialog.getByLabel(labels.role).selectOption({ label: labels.roleOption });
  await dialog.getByLabel(labels.language).selectOption("en-US");
  await dialog.getByRole("button", { name: labels.submit }).click();
  await expect(dialog).toBeHidden();
}

test.describe("company members", () => {
  test("a manager invites people who join through the link; a new manager changes a role and deactivates someone", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const id = Date.now().toString(36);
    const lead = `lead-${id}@example.com`;
    const newbie = `newbie-${id}@example.com`;

    // Acme's owner reads Portuguese: the members page, an invitation refused for a bad address, then sent
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(`${ACME}/pt/my-company/members`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membros");
    await expect(page.getByTestId("member-row").filter({ hasText: "learner@acme.test" })).toContainText("Ativo");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Convidar pessoas" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Endereços de e-mail").fill("not-an-address");
    await dialog.getByRole("button", { name: "Enviar convites" }).click();
    await expect(dialog.getByText("Estes endereços não são válidos: not-an-address.")).toBeVisible();
    await expect(dialog.getByLabel("Endereços de e-mail")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await invite(page, `${lead}\nlearner@acme.test`, {
      open: "Convidar pessoas",
      emails: "Endereços de e-mail",
      role: "Função",
      roleOption: "Gestor",
      language: "Idioma do e-mail",
      submit: "Enviar convites",
    });
    await expect(page.getByTestId("member-row").filter({ hasText: lead })).toContainText("Convidado");

    // the invited lead joins as a manager, in English
    const leadPage = await acceptAsNewcomer(browser, lead, "Lena Lead");
    await leadPage.goto(`${ACME}/my-company/members`);
    await hydrated(leadPage);
    await expect(leadPage.getByRole("heading", { level: 1 })).toHaveText("Members");
    await expect(leadPage.getByTestId("member-row").filter({ hasText: lead })).toContainText("Active");
    await expectAccessible(leadPage);

    // the lead invites a newcomer, and finds the invitation with the status filter (kept in the URL)
    await invite(leadPage, newbie, {
      open: "Invite people",
      emails: "E-mail addresses",
      role: "Role",
      roleOption: "Member",
      language: "Language of the e-mail",
      submit: "Send invitations",
    });
    await leadPage.getByLabel("Status").selectOption("invited");
    await leadPage.getByRole("button", { name: "Apply" }).click();
    await expect(leadPage).toHaveURL(/status=invited/);
    await expect(leadPage.getByTestId("member-row").filter({ hasText: newbie })).toContainText("Invited");
    await expect(leadPage.getByRole("button", { name: `Resend the invitation to ${newbie}` })).toBeVisible();
    await expectAccessible(leadPage);

    // the newcomer accepts; the lead sees them active, on a phone too
    await acceptAsNewcomer(browser, newbie, "Nico Newbie");
    await leadPage.goto(`${ACME}/my-company/members?search=${encodeURIComponent(newbie)}`);
    await hydrated(leadPage);
    await expect(leadPage.getByTestId("member-row").filter({ hasText: newbie })).toContainText("Active");
    await leadPage.setViewportSize({ width: 390, height: 844 });
    expect(await leadPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(leadPage);
    await leadPage.setViewportSize({ width: 1280, height: 800 });

    // the member's page: the role changes, then they are deactivated after a confirmation
    await leadPage.getByRole("link", { name: "Nico Newbie" }).click();
    await expect(leadPage.getByRole("heading", { level: 1 })).toHaveText("Nico Newbie");
    await hydrated(leadPage);
    await expect(leadPage.getByRole("heading", { name: "Learning" })).toBeVisible();
    await expectAccessible(leadPage);
    await leadPage.getByRole("combobox", { name: "Role in the company" }).selectOption("reports-viewer");
    await leadPage.getByRole("button", { name: "Save role" }).click();
    await expect(leadPage.getByRole("status").filter({ hasText: "The role is now Reports viewer." })).toBeVisible();
    await leadPage.getByRole("button", { name: "Deactivate" }).click();
    const confirm = leadPage.getByRole("dialog");
    await expect(confirm.getByRole("heading", { name: "Deactivate Nico Newbie?" })).toBeVisible();
    await expectAccessible(leadPage);
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(confirm).toBeHidden();
    await expect(leadPage.getByRole("button", { name: "Reactivate" })).toBeVisible();
    await expect(leadPage.locator("header").getByText("Deactivated", { exact: true })).toBeVisible();
    await expectAccessible(leadPage);
  });
});

import { ACME, DEFAULT, codeFor, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

test.describe("company settings and notifying members", () => {
  test("a new company's owner renames it, names its domain and sees the TXT record, adds an allowed domain and lets people join at once", async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    // an address at a free-mail provider names no company domain: the owner names it in settings
    const email = `owner.${stamp}@gmail.com`;
    await page.goto(`${DEFAULT}/auth/sign-up`);
    await hydrated(page);
    await page.getByRole("radio", { name: /My company/ }).check();
    await page.getByLabel("Full name").fill("Sara Settings");
    await page
      .getByLabel(/e-mail/i)
      .first()
      .fill(email);
    await page
      .getByLabel(/Company name/)
      .first()
      .fill("Settings Test Co");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByLabel("6-digit code").fill(await codeFor(page, email));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/complete-profile`);
    await hydrated(page);
    const company = page.getByLabel("Company name");
    if (!(await company.inputValue())) await company.fill("Settings Test Co");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/dashboard`);

    await page.goto(`${DEFAULT}/my-company/settings`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company settings");
    await expectAccessible(page);

    // the name: an empty one is refused with a message beside the field, then renamed
    const name = page.getByLabel("Company name");
    await name.fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Enter the company's name.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill(`Settings Renamed ${stamp}`);

    // allowed domains: a free-mail domain is refused by name, a company domain is added
    const add = page.getByLabel("Add a domain");
    await add.fill("hotmail.com");
    await add.press("Enter");
    await expect(page.getByText(/hotmail\.com is a free e-mail provider/)).toBeVisible();
    await add.fill(`Partner-${stamp}.example`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByTestId("allowed-domains")).toContainText(`partner-${stamp}.example`);

    // the join policy
    await page.getByRole("radio", { name: /Join at once as members/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Company name")).toHaveValue(`Settings Renamed ${stamp}`);
    await expect(page.getByTestId("allowed-domains")).toContainText(`partner-${stamp}.example`);
    await expect(page.getByRole("radio", { name: /Join at once as members/ })).toBeChecked();

    // the domain: named, then the TXT record to publish, with copy buttons and the check
    await page.getByLabel("Domain", { exact: true }).fill(`settings-${stamp}.example`);
    await page.getByRole("button", { name: "Use this domain" }).click();
    const txt = page.getByTestId("domain-txt");
    await expect(txt.getByTestId("txt-name")).toHaveText(`_skill5-verification.settings-${stamp}.example`);
    await expect(txt.getByTestId("txt-value")).toHaveText(/^skill5-domain-verification=/);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await txt.getByRole("button", { name: "Copy the record's value" }).click();
    await expect(page.getByText("Copied.")).toBeVisible();
    await txt.getByRole("button", { name: "Verify" }).click();
    // nobody published the record: the answer says so instead of verifying
    await expect(page.getByTestId("domain-result")).toBeVisible({ timeout: 30_000 });
    // the loopback DNS server (e2e/global-setup.ts) answered that the name does not exist: not "DNS unavailable"
    await expect(page.getByTestId("domain-result")).toContainText(
      `Publish the TXT record at _skill5-verification.settings-${stamp}.example`,
    );
    await expect(page.getByTestId("domain-card").getByText("Not verified yet")).toBeVisible();

    // the roles table says what each role may do
    const roles = page.getByTestId("roles-table");
    await expect(roles.getByRole("columnheader")).toHaveText(["Permission", "Member", "Reports viewer", "Manager", "Owner"]);
    await expect(roles.getByRole("row", { name: /Invite, change and remove people/ }).getByText("Not allowed")).toHaveCount(2);
    await expectAccessible(page);

    // on a phone the page does not scroll sideways
    await page.setViewportSize({ width: 390, height: 844 });
    // the page itself, once the copy and save toasts have gone (they close by themselves, §9)
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        // fixed layers (the toast region) sit over the page and never make it scroll
        .filter((e) => {
          for (let n: Element | null = e; n; n = n.parentElement) if (getComputedStyle(n).position === "fixed") return false;
          return true;
        })
        .filter((e) => e.getBoundingClientRect().right > 391 && !e.closest("[data-overflow-scroll], .overflow-x-auto"))
        .map(
          (e) =>
            `${e.tagName}.${e.className}`.slice(0, 60) +
            `:${Math.round(e.getBoundingClientRect().width)}/${Math.round(e.parentElement!.getBoundingClientRect().width)}`,
        ),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a manager who uses the platform in Portuguese notifies selected members; a failure says so", async ({ page }) => {
    test.setTimeout(150_000);
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard$/);
    await page.goto(`${ACME}/pt/my-company/members`);
    await hydrated(page);
    const notify = page.getByRole("button", { name: "Notificar selecionados" });
    await expect(notify).toBeDisabled();
    await page.getByRole("checkbox", { name: /^Selecionar Lucas/ }).check();
    await expect(page.getByTestId("members-selected")).toHaveText("1 pessoa selecionada");
    await notify.click();
    const dialog = page.getByRole("dialog", { name: "Notificar 1 pessoa" });
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(dialog.getByText("Preencha este campo.")).toHaveCount(2);
    await dialog.getByLabel("Título").fill("Treinamento trimestral");
    await dialog.getByLabel("Mensagem").fill("Concluam o curso de phishing esta semana.");
    await dialog.getByLabel(/Link/).fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(dialog.getByText(/Informe uma página deste site/)).toBeVisible();
    await dialog.getByLabel(/Link/).fill("/training/courses");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("1 pessoa foi notificada.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // everyone on the page at once; when sending fails, the §8 toast
    await page.getByRole("checkbox", { name: "Selecionar todos desta página" }).check();
    await expect(page.getByTestId("members-selected")).toHaveText(/pessoas selecionadas/);
    await page.route("**/api/notification/send-notifications", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "" } }),
      }),
    );
    await notify.click();
    const again = page.getByRole("dialog");
    await again.getByLabel("Título").fill("Treinamento trimestral");
    await again.getByLabel("Mensagem").fill("Concluam o curso de phishing esta semana.");
    await again.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Erro ao enviar notificação.")).toBeVisible();
    await expectAccessible(page);
  });
});

import type { Page } from "@playwright/test";
import { LTI_ERROR_REASONS, LTI_TOOL_PATHS } from "../contract/lti-limits.ts";
import { ACME, DEFAULT, codeFor, signInAs } from "./accounts.ts";
import { signUpCompany } from "./billing.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const SETTINGS = `${ACME}/pt/my-company/settings/lti`;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The page fits a phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("LTI settings", () => {
  test("the Acme manager copies the tool's values, adds a platform (an http address refused first), edits and removes it; a failed launch is explained", async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const name = `Moodle ${stamp}`;
    const host = `moodle-${stamp}.example.com`;

    // the Acme manager reads Portuguese
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(SETTINGS);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("LTI 1.3");

    // the tool's values, absolute on Acme's own host, each with its copy button
    const tool = page.getByTestId("lti-tool-config");
    await expect(tool.getByRole("heading", { name: "Dados da sua ferramenta" })).toBeVisible();
    await expect(tool.getByTestId("lti-loginUrl-value")).toHaveText(`${ACME}${LTI_TOOL_PATHS.login}`);
    await expect(tool.getByTestId("lti-redirectUrl-value")).toHaveText(`${ACME}${LTI_TOOL_PATHS.redirect}`);
    await expect(tool.getByTestId("lti-launchUrl-value")).toHaveText(`${ACME}${LTI_TOOL_PATHS.launch}`);
    await expect(tool.getByTestId("lti-deepLinkingUrl-value")).toHaveText(`${ACME}${LTI_TOOL_PATHS.deepLinking}`);
    await expect(tool.getByTestId("lti-jwksUrl-value")).toHaveText(`${ACME}${LTI_TOOL_PATHS.jwks}`);
    await expect(tool.getByTestId("lti-domain-value")).toHaveText(/^acme\.localhost/);
    await expect(tool.getByText(/Moodle: acesse Administração do site/)).toBeVisible();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const jwks = (await tool.getByTestId("lti-jwksUrl-value").textContent())!;
    await tool
      .getByTestId("lti-jwksUrl")
      .getByRole("button", { name: /Copiar/ })
      .click();
    await expect(tool.getByTestId("lti-jwksUrl").getByRole("button", { name: /Copiado/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jwks);
    await expectAccessible(page);

    // dynamic registration: a URL to paste into the LMS, with its copy button and how long it lasts
    const link = page.getByTestId("lti-registration-link");
    await expect(link.getByRole("heading", { name: "Conectar com uma URL de registro" })).toBeVisible();
    await expect(link.getByText(/Gerenciar ferramentas/)).toBeVisible();
    await link.getByRole("button", { name: "Gerar uma URL de registro" }).click();
    await expect(link.getByTestId("lti-registration-url-value")).toHaveText(new RegExp(`^${ACME}/`));
    await expect(link.getByTestId("lti-registration-url").getByRole("button", { name: /Copiar/ })).toBeVisible();
    await expect(link.getByTestId("lti-registration-url-expires")).toHaveText(/^Válida até /);
    await expect(link.getByRole("button", { name: "Gerar uma nova URL" })).toBeVisible();

    // adding: an http address that is not this machine is refused beside its field, nothing sent
    await page.getByRole("button", { name: "Adicionar plataforma" }).click();
    const add = page.getByRole("dialog", { name: "Adicionar uma plataforma de aprendizagem" });
    await add.getByLabel(/^Nome/).fill(name);
    const issuer = add.getByLabel("Emissor (issuer)");
    await issuer.fill(`http://${host}`);
    await add.getByLabel("ID do cliente").fill(`client-${stamp}`);
    await add.getByLabel("IDs de implantação").fill("1");
    await add.getByLabel("URL de autorização").fill(`https://${host}/mod/lti/auth.php`);
    await add.getByLabel("URL do token de acesso").fill(`https://${host}/mod/lti/token.php`);
    await add.getByLabel("URL do conjunto de chaves públicas (JWKS)").fill(`https://${host}/mod/lti/certs.php`);
    await add.getByRole("button", { name: "Adicionar plataforma" }).click();
    await expect(issuer).toHaveAttribute("aria-invalid", "true");
    await expect(issuer).toBeFocused();
    await expect(add.getByText(/Informe um endereço que comece com https:\/\//)).toBeVisible();
    await expectAccessible(page);
    await issuer.fill(`https://${host}`);
    await add.getByRole("button", { name: "Adicionar plataforma" }).click();
    await expect(toast(page, `${name} foi adicionada.`)).toBeVisible();
    await expect(add).toBeHidden();
    const row = page.getByTestId("lti-registration-row").filter({ hasText: name });
    await expect(row).toContainText(`client-${stamp}`);
    await expect(row).toContainText("Nunca");

    // the same platform again is refused: issuer and client id are already registered
    await page.getByRole("button", { name: "Adicionar plataforma" }).click();
    await add.getByLabel("Emissor (issuer)").fill(`https://${host}`);
    await add.getByLabel("ID do cliente").fill(`client-${stamp}`);
    await add.getByLabel("IDs de implantação").fill("9");
    await add.getByLabel("URL de autorização").fill(`https://${host}/auth`);
    await add.getByLabel("URL do token de acesso").fill(`https://${host}/token`);
    await add.getByLabel("URL do conjunto de chaves públicas (JWKS)").fill(`https://${host}/certs`);
    await add.getByRole("button", { name: "Adicionar plataforma" }).click();
    await expect(add.getByLabel("Emissor (issuer)")).toHaveAttribute("aria-invalid", "true");
    await add.getByRole("button", { name: "Cancelar" }).click();
    await expect(add).toBeHidden();
    await expect(page.getByTestId("lti-registration-row").filter({ hasText: host })).toHaveCount(1);

    // editing: a second deployment, one a line
    await row.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Editar ${name}` });
    await expect(edit.getByLabel("Emissor (issuer)")).toHaveValue(`https://${host}`);
    await edit.getByLabel("IDs de implantação").fill("1\n2");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, `${name} foi salva.`)).toBeVisible();
    await expect(row).toContainText("2 implantações");

    // the platform's own page: its values, no course context or grade yet, no members to sync yet (said why)
    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/settings\/lti\/registrations\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("lti-registration-issuer")).toHaveText(`https://${host}`);
    await expect(page.getByTestId("lti-registration-last-launch")).toHaveText("Nunca");
    await expect(page.getByRole("heading", { name: "Contextos de curso" })).toBeVisible();
    await expect(page.getByTestId("lti-contexts-empty")).toHaveText(/^Nenhum curso abriu a Skill5 a partir desta plataforma ainda\./);
    const sync = page.getByRole("button", { name: "Sincronizar participantes do LMS" });
    await expect(sync).toBeDisabled();
    await expect(sync).toHaveAccessibleDescription(/Nenhum curso desta plataforma oferece a lista de participantes ainda\./);
    await expect(page.getByTestId("lti-grades-empty")).toHaveText(/^Nenhuma nota foi enviada a esta plataforma ainda\./);
    await page.getByRole("navigation", { name: "Mostrar notas" }).getByRole("link", { name: "Com falha", exact: true }).click();
    await expect(page).toHaveURL(/\?status=failed$/);
    await expect(page.getByRole("link", { name: "Com falha", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("lti-grades-empty")).toHaveText("Nenhuma nota com esta situação.");
    await expectAccessible(page);
    // on a phone the page still fits
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(sync).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("link", { name: "Voltar às configurações LTI" }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/settings\/lti$/);
    await hydrated(page);

    // a phone: the page still fits, nothing scrolls sideways
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // removing, after asking
    await row.getByRole("button", { name: `Remover ${name}` }).click();
    const remove = page.getByRole("dialog", { name: `Remover ${name}?` });
    await remove.getByRole("button", { name: "Remover plataforma" }).click();
    await expect(toast(page, `${name} foi removida.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // a failed launch explained in plain words, with what to fix and the way back
    await page.goto(`${SETTINGS}/error?reason=unknown_deployment`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("O acesso via LTI não funcionou");
    await expect(page.getByTestId("lti-error")).toContainText("Adicione ao registro da plataforma o ID de implantação que ela mostra.");
    await expect(page.getByTestId("lti-error-code")).toHaveText("Código do erro: unknown_deployment");
    // every reason is listed with its fix, this one open
    await expect(page.getByTestId("lti-error-reasons").locator("details")).toHaveCount(LTI_ERROR_REASONS.length);
    await expect(page.getByTestId("lti-error-reason-unknown_deployment")).toHaveAttribute("open", "");
    await expect(page.getByTestId("lti-error-reason-bad_signature")).not.toHaveAttribute("open", "");
    await page.getByTestId("lti-error-reason-launch_expired").locator("summary").click();
    await expect(page.getByTestId("lti-error-reason-launch_expired")).toContainText(
      "Volte à sua plataforma de aprendizagem e abra a atividade de novo.",
    );
    await expectAccessible(page);
    await page.getByRole("link", { name: "Voltar às configurações LTI" }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/settings\/lti$/);

    // an unknown code reads as the general explanation
    await page.goto(`${SETTINGS}/error?reason=nonsense`);
    await expect(page.getByTestId("lti-error")).toContainText(
      "Algo deu errado enquanto sua plataforma de aprendizagem se conectava à Skill5.",
    );
  });

  test("a new company's owner (English) makes a registration URL and opens a platform's page; an unknown platform is not found", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const email = `lti.${stamp}@northwind-${stamp}.example`;
    const name = `Canvas ${stamp}`;
    const host = `canvas-${stamp}.example.com`;

    // a company on a trial of Team, whose owner reads English
    await page.goto(`${DEFAULT}/auth/sign-up?plan=skill5-team&interval=month&currency=USD`);
    await hydrated(page);
    await signUpCompany(page, { origin: DEFAULT, name: "Lena LTI", email, company: `Northwind LTI ${stamp}`, codeFor });
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).not.toHaveURL(/complete-profile/);
    await page.goto(`${DEFAULT}/my-company/settings/lti`);
    await hydrated(page);

    // the registration URL, and Canvas pointed to the manual values
    const link = page.getByTestId("lti-registration-link");
    await expect(link.getByRole("heading", { name: "Connect with a registration URL" })).toBeVisible();
    await expect(link).toContainText("Recent Canvas versions take this URL too");
    await link.getByRole("link", { name: "Your tool's details" }).click();
    await expect(page).toHaveURL(/#tool-values$/);
    await link.getByRole("button", { name: "Make a registration URL" }).click();
    await expect(link.getByTestId("lti-registration-url-value")).toHaveText(new RegExp(`^${DEFAULT}/`));
    await expect(link.getByTestId("lti-registration-url").getByRole("button", { name: /Copy/ })).toBeVisible();
    await expect(link.getByTestId("lti-registration-url-expires")).toHaveText(/^Valid until /);
    await expectAccessible(page);

    // a platform added by hand, then its page
    await page.getByRole("button", { name: "Add a platform" }).click();
    const add = page.getByRole("dialog", { name: "Add a learning platform" });
    await add.getByLabel(/^Name/).fill(name);
    await add.getByLabel("Issuer").fill(`https://${host}`);
    await add.getByLabel("Client ID").fill(`client-${stamp}`);
    await add.getByLabel("Deployment IDs").fill("1");
    await add.getByLabel("Authorisation URL").fill(`https://${host}/api/lti/authorize_redirect`);
    await add.getByLabel("Access token URL").fill(`https://${host}/login/oauth2/token`);
    await add.getByLabel("Public keyset (JWKS) URL").fill(`https://${host}/api/lti/security/jwks`);
    await add.getByRole("button", { name: "Add platform" }).click();
    await expect(add).toBeHidden();
    await page.getByTestId("lti-registration-row").getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/my-company\/settings\/lti\/registrations\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("heading", { name: "Platform values" })).toBeVisible();
    await expect(page.getByTestId("lti-registration-client-id")).toHaveText(`client-${stamp}`);
    await expect(page.getByTestId("lti-contexts-empty")).toHaveText(/^No course has launched Skill5 from this platform yet\./);
    const sync = page.getByRole("button", { name: "Sync members from the LMS" });
    await expect(sync).toBeDisabled();
    await expect(page.getByTestId("lti-roster-sync-why")).toHaveText(/^None of this platform's courses offers its member list yet\./);
    await expect(page.getByTestId("lti-grades-empty")).toHaveText(/^No grade has been sent to this platform yet\./);
    await page.getByRole("link", { name: "Sent", exact: true }).click();
    await expect(page).toHaveURL(/\?status=sent$/);
    await expect(page.getByTestId("lti-grades-empty")).toHaveText("No grade with this status.");
    await expectAccessible(page);
    const own = page.url().replace(/\?.*$/, "");

    // edited on its page
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${name}` });
    await edit.getByLabel("Deployment IDs").fill("1\n7");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, `${name} was saved.`)).toBeVisible();
    await expect(page.getByTestId("lti-registration-deployments").getByRole("listitem")).toHaveText(["1", "7"]);

    // an unknown platform, or a malformed address, is not found
    for (const id of ["00000000-0000-4000-8000-000000000000", "not_valid"]) {
      const res = await page.goto(`${DEFAULT}/my-company/settings/lti/registrations/${id}`);
      expect(res?.status(), id).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
    }

    // removed from its page, after asking: back on the settings, gone from the list
    await page.goto(own);
    await hydrated(page);
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Remove ${name}?` })
      .getByRole("button", { name: "Remove platform" })
      .click();
    await expect(toast(page, `${name} was removed.`)).toBeVisible();
    await expect(page).toHaveURL(`${DEFAULT}/my-company/settings/lti`);
    await expect(page.getByTestId("lti-registration-row").filter({ hasText: name })).toHaveCount(0);
  });
});

import type { Page } from "@playwright/test";
import { LTI_TOOL_PATHS } from "../contract/lti-limits.ts";
import { ACME, signInAs } from "./accounts.ts";
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
    await expectAccessible(page);
    await page.getByRole("link", { name: "Voltar às configurações LTI" }).click();
    await expect(page).toHaveURL(/\/pt\/my-company\/settings\/lti$/);

    // an unknown code reads as the general explanation
    await page.goto(`${SETTINGS}/error?reason=nonsense`);
    await expect(page.getByTestId("lti-error")).toContainText(
      "Algo deu errado enquanto sua plataforma de aprendizagem se conectava à Skill5.",
    );
  });
});

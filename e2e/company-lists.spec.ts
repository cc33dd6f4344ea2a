import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ACME, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

// The company's admin lists at the widths people use them: a 1280 or 1366 px laptop (the side
// menu takes its share) and a 375 px phone. Nothing scrolls sideways, the actions stay on screen,
// addresses wrap only between their parts, and on a phone the filters leave room for the list.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
];

/** A call to the API from the page, as the page's own scripts make it (same origin, the session's cookies). */
const api = (page: Page, method: string, path: string, body?: unknown, type = "application/json") =>
  page.evaluate(
    async ({ method, path, body, type }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { "content-type": type },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      return {
        status: res.status,
        json: res.headers.get("content-type")?.includes("json") ? ((await res.json()) as Record<string, unknown>) : null,
      };
    },
    { method, path, body, type },
  );

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** Every address in the list wraps, if at all, only before its @ and its dots (not at a hyphen, not mid-word): each part sits on one line. */
async function expectWholeAddressParts(page: Page) {
  const split = await page.evaluate(() =>
    [...document.querySelectorAll("[data-email-text]")].flatMap((el) =>
      [...el.children]
        .filter((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((part) => `${el.textContent}: ${part.textContent}`),
    ),
  );
  expect(split).toEqual([]);
}

/** Inside the window, left to right. */
async function expectOnScreen(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe("the company's lists fit the screen", () => {
  test("members: a laptop shows the actions and whole addresses; a phone shows cards and folds the filters", async ({ page }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const invitee = `convidado.com.um.endereco.longo-${stamp}@empresa-exemplo.com.br`;
    const imported = `ana.souza.${stamp}@example.org`;
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);

    // an invitation (it has actions) and an imported invitee with the file's name
    expect((await api(page, "POST", "/entity/invitations", { emails: [invitee], role: "member" })).status).toBe(200);
    const upload = await api(
      page,
      "POST",
      "/entity/imports?sendInvitations=false&fileName=nomes.csv",
      `nome;e-mail\nAna Souza;${imported}\n`,
      "text/csv",
    );
    expect(upload.status).toBe(202);
    await expect
      .poll(async () => (await api(page, "GET", `/entity/imports/${upload.json!.id as string}`)).json!.status, { timeout: 20_000 })
      .toBe("done");

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${ACME}/pt/my-company/members?search=${encodeURIComponent(stamp)}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membros");
      const rows = page.getByTestId("member-row");
      await expect(rows).toHaveCount(2);
      // the imported invitee is named as in the file, not "Convite pendente"
      await expect(rows.filter({ hasText: imported })).toContainText("Ana Souza");
      await expect(rows.filter({ hasText: imported })).not.toContainText("Convite pendente");
      const invitation = rows.filter({ hasText: invitee });
      await expect(invitation).toContainText("Convidado");
      await expectNoSidewaysScroll(page);
      await expectOnScreen(page, invitation.getByRole("button", { name: `Revogar o convite para ${invitee}` }));
      await expectOnScreen(page, invitation.getByRole("button", { name: `Reenviar o convite para ${invitee}` }));
      await expectWholeAddressParts(page);
      if (viewport.width >= 1280) {
        // a table, with its role column, and the filters open
        await expect(page.getByRole("columnheader", { name: "Função" })).toBeVisible();
        await expect(page.getByTestId("filter-fields")).toBeVisible();
        await expect(page.getByRole("button", { name: "Filtros" })).toBeHidden();
        // the actions read as words where there is room
        await expect(invitation.getByText("Revogar", { exact: true })).toBeVisible();
      } else {
        // cards: no column headings on screen, each card within the window; the filters folded under a button
        expect((await page.getByTestId("members-table").locator("thead").boundingBox())!.width).toBeLessThanOrEqual(1);
        await expectOnScreen(page, invitation);
        await expect(page.getByTestId("filter-fields")).toBeHidden();
        await expect(page.getByLabel("Buscar por nome ou e-mail")).toBeVisible();
        // the first screen reaches the list
        const first = (await rows.first().boundingBox())!;
        expect(first.y).toBeLessThan(viewport.height);
        await page.getByRole("button", { name: "Filtros" }).click();
        await expect(page.getByTestId("filter-fields")).toBeVisible();
        await expect(page.getByLabel("Situação", { exact: true })).toBeVisible();
      }
      await expectAccessible(page);
    }

    // found by the file's name, and exported with it
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ACME}/pt/my-company/members?search=${encodeURIComponent("Ana Souza")}`);
    await hydrated(page);
    await expect(page.getByTestId("member-row").filter({ hasText: imported })).toContainText("Ana Souza");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("membros.csv");
    expect(readFileSync((await download.path())!, "utf8")).toContain(`Ana Souza,${imported},Convidado,Membro`);
  });

  test("groups, a group's people, the add-people dialog, imports and reports fit a laptop and a phone", async ({ page }) => {
    test.setTimeout(150_000);
    const name = `Lista ${Date.now() % 100_000}`;
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    const group = (await api(page, "POST", "/entity/groups", { name })).json as { id: string };

    for (const viewport of [WIDTHS[0]!, WIDTHS[2]!]) {
      await page.setViewportSize(viewport);
      await page.goto(`${ACME}/pt/my-company/groups?search=${encodeURIComponent(name)}`);
      await hydrated(page);
      await expect(page.getByTestId("group-row")).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectOnScreen(page, page.getByRole("button", { name: `Excluir ${name}` }));
      await expectAccessible(page);

      // the add-people dialog counts what is ticked, and its button says what it will do
      await page.goto(`${ACME}/pt/my-company/groups/${group.id}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Adicionar pessoas" }).click();
      const add = page.getByRole("dialog", { name: `Adicionar pessoas a ${name}` });
      await expect(add.getByText("Ninguém selecionado ainda.")).toBeVisible();
      await expect(add.getByRole("button", { name: "Adicionar pessoas" })).toBeVisible();
      await expect(add.getByText(/^0 /)).toHaveCount(0);
      await add.getByLabel("Buscar pessoas da sua empresa").fill("lucas");
      await add.getByRole("checkbox", { name: /Lucas Pereira/ }).check();
      await expect(add.getByText("1 selecionada")).toBeVisible();
      await expect(add.getByRole("button", { name: "Adicionar 1 pessoa" })).toBeVisible();
      await expectAccessible(page);
      await add.getByRole("button", { name: "Cancelar" }).click();
      await expectNoSidewaysScroll(page);

      for (const path of [
        "/pt/my-company/imports",
        "/pt/my-company/reports",
        "/pt/my-company/reports?tab=badges",
        "/pt/my-company/reports?tab=access",
      ]) {
        await page.goto(`${ACME}${path}`);
        await hydrated(page);
        await expectNoSidewaysScroll(page);
        await expectWholeAddressParts(page);
        if (path === "/pt/my-company/reports") {
          // the report's filters fold on a phone, and open on a laptop
          const fields = page.getByTestId("filter-fields");
          if (viewport.width < 768) {
            await expect(fields).toBeHidden();
            await page.getByRole("button", { name: "Filtros" }).click();
          }
          await expect(fields.getByLabel("Grupo")).toBeVisible();
        }
      }
      await page.goto(`${ACME}/pt/my-company/imports`);
      await hydrated(page);
      const history = page.getByTestId("import-row");
      if ((await history.count()) > 0) await expectOnScreen(page, history.first());
      await expectAccessible(page);
    }
  });
});

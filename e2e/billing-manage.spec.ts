import type { Page } from "@playwright/test";
import { ACME, DEFAULT, signInAs, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/**
 * A paid Team plan with two seats and Scanners beside it, bought through the API as the pages do
 * it (journey billing-buy-team covers the pages), and a colleague invited: two seats in use.
 */
async function buyTeamAndScanners(page: Page, name: string, email: string, colleague: string) {
  const statuses = await page.evaluate(
    async ({ name, email, colleague }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`/api${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return (await res.json()) as Record<string, string>;
      };
      const customer = await post("/payment-gateway/customer/create", { name, email });
      const buy = async (body: Record<string, unknown>) => {
        const session = await post(`/payment-gateway/checkout/${customer.id}`, { ...body, currency: "USD" });
        return (
          await post(`/payment-gateway/checkout-sessions/${session.id}/pay`, {
            cardNumber: "4242424242424242",
            expiry: "12/34",
            cvc: "123",
            name,
          })
        ).status;
      };
      const team = await buy({ priceLookupKey: "skill5-team-month", quantity: 2, upgradeAccount: true });
      const scanners = await buy({ priceLookupKey: "shield-scanners-month" });
      const invited = await fetch("/api/entity/invitations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ emails: [colleague], role: "member" }),
      });
      return [team, scanners, invited.ok];
    },
    { name, email, colleague },
  );
  expect(statuses).toEqual(["complete", "complete", true]);
}

const stat = (page: Page, id: string) => page.locator(`[data-stat=${id}] dd`);

test.describe("managing a plan", () => {
  test("on /pt/subscription an owner reads the next invoice plan by plan, sees what more seats cost before saving (never fewer than in use), moves to yearly billing, cancels at the period's end and takes it back; a learner without billing rights gets /unauthorized in the signed-in layout", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const email = `olga.${stamp}@example.com`;
    await signUpFresh(page, DEFAULT, "Olga Owner", email);
    await buyTeamAndScanners(page, "Olga Owner", email, `ana.${stamp}@example.com`);
    const switched = await page.evaluate(
      async () =>
        (
          await fetch("/api/user/switch-language", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ language: "pt-BR" }),
          })
        ).status,
    );
    expect(switched).toBe(200);

    // the menu leads to the plan page
    await page.goto(`${DEFAULT}/pt/dashboard`);
    await hydrated(page);
    // now a company's manager: the company's guided tour opens once
    await page.getByRole("dialog").getByRole("button", { name: "Pular tour" }).click();
    await page.getByRole("navigation", { name: "Menu principal" }).first().getByRole("link", { name: "Plano e cobrança" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/pt/subscription`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plano e cobrança");
    await expect(page.getByTestId("test-mode")).toHaveText(/Modo de teste/);
    await expect(page.getByTestId("plan-card")).toHaveCount(2);
    const card = page.getByTestId("plan-card").filter({ has: page.getByRole("heading", { level: 3, name: "Equipe" }) });
    await expect(card.getByTestId("plan-status")).toHaveText("Ativo");
    await expect(card.getByTestId("plan-seats")).toHaveText("2 licenças");
    await expect(stat(page, "seats")).toHaveText("2 de 2");
    // Team and Scanners renew together: one total, a line per plan
    await expect(stat(page, "next-invoice")).toHaveText(/US\$\s?57/);
    const next = page.getByTestId("next-invoice");
    await expect(next.getByTestId("next-invoice-line")).toHaveCount(2);
    await expect(next.getByTestId("next-invoice-line").nth(0)).toContainText(/Equipe · 2 licenças\s*US\$\s?28/);
    await expect(next.getByTestId("next-invoice-line").nth(1)).toContainText(/Scanners\s*US\$\s?29/);
    await expect(next.getByTestId("next-invoice-total")).toHaveText(/US\$\s?57/);
    const row = page.getByTestId("invoice-row").first();
    await expect(page.getByTestId("invoice-row")).toHaveCount(2);
    await expect(row).toContainText("Paga");
    const receipt = await row.getByRole("link", { name: /Baixar o recibo da fatura .+ em PDF/ }).getAttribute("href");
    const pdf = await page.evaluate(async (href) => {
      const res = await fetch(href!);
      return {
        status: res.status,
        type: res.headers.get("content-type"),
        head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
      };
    }, receipt);
    expect(pdf).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });
    await expectAccessible(page);

    // more seats: the price is said before saving; never fewer than the two in use
    await card.getByRole("button", { name: "Alterar licenças" }).click();
    const seats = page.getByRole("dialog", { name: "Alterar licenças" });
    await expect(seats).toContainText("No mínimo 2 (as licenças em uso)");
    await expect(seats.getByTestId("seats-price")).toHaveText("Este já é o número de licenças que você tem.");
    await seats.getByLabel("Licenças").fill("1");
    await expect(seats.getByTestId("seats-price")).toContainText("pelo menos 2, não 1");
    await seats.getByRole("button", { name: "Salvar licenças" }).click();
    await expect(seats.getByLabel("Licenças")).toHaveAttribute("aria-invalid", "true");
    await seats.getByLabel("Licenças").fill("5");
    const price = seats.getByTestId("seats-price");
    await expect(price).toContainText(/5 licenças: US\$\s?70 por mês \(hoje US\$\s?28\)\./);
    await expect(price).toContainText("Pelo restante deste período,");
    await expect(price).toContainText("Próxima fatura deste plano: US$");
    const amount = (await price.textContent())!.match(/Próxima fatura deste plano: US\$\s?([\d.,]+)/)![1]!;
    expect(Number(amount.replace(/\./g, "").replace(",", "."))).toBeGreaterThan(70);
    await expectAccessible(page);
    // asking the price changed nothing yet
    const bought = await page.evaluate(
      async () => ((await (await fetch("/api/payment-gateway/overview")).json()) as { seats: { bought: number } }).seats.bought,
    );
    expect(bought).toBe(2);
    await seats.getByRole("button", { name: "Salvar licenças" }).click();
    const saved = seats.getByTestId("seats-saved");
    await expect(saved).toContainText(
      new RegExp(`Agora você tem 5 licenças\\. Sua próxima fatura é de US\\$\\s?${amount.replace(/[.,]/g, "[.,]")}`),
    );
    await seats.getByRole("button", { name: "Concluir" }).click();
    await expect(card.getByTestId("plan-seats")).toHaveText("5 licenças");
    await expect(next.getByTestId("next-invoice-line").nth(0)).toContainText(new RegExp(`US\\$\\s?${amount.replace(/[.,]/g, "[.,]")}`));

    // yearly billing instead: a new period starts, invoiced at once with this month's rest credited
    await card.getByRole("button", { name: "Mudar de plano" }).click();
    const change = page.getByRole("dialog", { name: "Mudar plano ou cobrança" });
    await change.getByRole("button", { name: "Mudar de plano" }).click();
    await expect(change.getByLabel("Plano")).toHaveAttribute("aria-invalid", "true");
    await change.getByText("Anual", { exact: true }).click();
    await expect(change.getByLabel("Plano")).toHaveValue("skill5-team");
    await change.getByRole("button", { name: "Mudar de plano" }).click();
    await expect(change).toBeHidden();
    await expect(card).toContainText("por ano");
    await expect(page.getByTestId("invoice-row")).toHaveCount(3);
    // Team now renews in a year: the next invoice is Scanners'
    await expect(stat(page, "next-invoice")).toHaveText(/US\$\s?29/);

    // cancel at the period's end: the end date shows, and the plan can be kept after all
    const end = (await card.locator("dd").nth(2).textContent())!;
    await card.getByRole("button", { name: "Cancelar plano" }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText(`Seu plano continua até ${end}`);
    // two buttons nobody confuses: keep the plan, or cancel it at the period's end
    await expect(confirm.getByRole("button", { name: "Cancelar", exact: true })).toHaveCount(0);
    await expect(confirm.getByRole("button", { name: "Manter meu plano" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancelar no fim do período" }).click();
    await expect(card.getByTestId("plan-status")).toHaveText(`Termina em ${end}`);
    await expect(stat(page, "next-invoice")).toHaveText(/US\$\s?29/);
    await expectAccessible(page);
    await card.getByRole("button", { name: "Manter meu plano" }).click();
    await expect(card.getByTestId("plan-status")).toHaveText("Ativo");

    // on a phone, nothing scrolls sideways
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    // a learner has no billing rights: the §5 page, in the signed-in layout
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signInAs(learner, ACME, "learner@acme.test");
    await expect(learner).toHaveURL(`${ACME}/dashboard`);
    await learner.goto(`${ACME}/subscription`);
    await expect(learner).toHaveURL(`${ACME}/unauthorized`);
    await expect(learner.getByRole("heading", { level: 1 })).toHaveText("You don't have access to this page");
    await expect(learner.getByRole("navigation", { name: "Main menu" }).first()).toBeAttached();
    await expect(learner.getByRole("link", { name: "Plan & billing" })).toHaveCount(0);
    await expectAccessible(learner);
    await learnerContext.close();
  });
});

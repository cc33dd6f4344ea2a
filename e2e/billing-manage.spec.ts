import type { Page } from "@playwright/test";
import { ACME, DEFAULT, signInAs, signUpFresh } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** A paid Team plan with two seats, bought through the API as the pages do it (journey billing-buy-team covers the pages). */
async function buyTeam(page: Page, name: string, email: string) {
  const status = await page.evaluate(
    async ({ name, email }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`/api/payment-gateway${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        return (await res.json()) as Record<string, string>;
      };
      const customer = await post("/customer/create", { name, email });
      const session = await post(`/checkout/${customer.id}`, { priceLookupKey: "skill5-team-month", quantity: 2, upgradeAccount: true, currency: "USD" });
      const paid = await post(`/checkout-sessions/${session.id}/pay`, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name });
      return paid.status;
    },
    { name, email },
  );
  expect(status).toBe("complete");
}

const stat = (page: Page, id: string) => page.locator(`[data-stat=${id}] dd`);

test.describe("managing a plan", () => {
  test("on /pt/subscription an owner changes seats (the next invoice follows), moves to yearly billing, cancels at the period's end and takes it back; a learner without billing rights gets /unauthorized in the signed-in layout", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const email = `olga.${stamp}@example.com`;
    await signUpFresh(page, DEFAULT, "Olga Owner", email);
    await buyTeam(page, "Olga Owner", email);
    const switched = await page.evaluate(async () => (await fetch("/api/user/switch-language", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ language: "pt-BR" }) })).status);
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
    const card = page.getByTestId("plan-card");
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("Equipe");
    await expect(card.getByTestId("plan-status")).toHaveText("Ativo");
    await expect(card.getByTestId("plan-seats")).toHaveText("2 licenças");
    await expect(stat(page, "seats")).toHaveText("1 de 2");
    await expect(stat(page, "next-invoice")).toHaveText(/US\$\s?28/);
    const row = page.getByTestId("invoice-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Paga");
    const receipt = await row.getByRole("link", { name: /Baixar o recibo da fatura .+ em PDF/ }).getAttribute("href");
    const pdf = await page.evaluate(async (href) => {
      const res = await fetch(href!);
      return { status: res.status, type: res.headers.get("content-type"), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)) };
    }, receipt);
    expect(pdf).toEqual({ status: 200, type: "application/pdf", head: "%PDF-" });
    await expectAccessible(page);

    // more seats: the next invoice grows by the new seats and the rest of this period's share
    await card.getByRole("button", { name: "Alterar licenças" }).click();
    const seats = page.getByRole("dialog", { name: "Alterar licenças" });
    await seats.getByLabel("Licenças").fill("0");
    await seats.getByRole("button", { name: "Salvar licenças" }).click();
    await expect(seats.getByLabel("Licenças")).toHaveAttribute("aria-invalid", "true");
    await seats.getByLabel("Licenças").fill("5");
    await seats.getByRole("button", { name: "Salvar licenças" }).click();
    const saved = seats.getByTestId("seats-saved");
    await expect(saved).toContainText("Agora você tem 5 licenças. Sua próxima fatura é de US$");
    const amount = (await saved.textContent())!.match(/US\$\s?([\d.,]+)/)![1]!;
    expect(Number(amount.replace(/\./g, "").replace(",", "."))).toBeGreaterThan(70);
    await expectAccessible(page);
    await seats.getByRole("button", { name: "Concluir" }).click();
    await expect(card.getByTestId("plan-seats")).toHaveText("5 licenças");
    await expect(stat(page, "next-invoice")).toHaveText(new RegExp(`US\\$\\s?${amount.replace(/[.,]/g, "[.,]")}`));

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
    await expect(page.getByTestId("invoice-row")).toHaveCount(2);

    // cancel at the period's end: the end date shows, and the plan can be kept after all
    const end = (await card.locator("dd").nth(2).textContent())!;
    await card.getByRole("button", { name: "Cancelar plano" }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText(`Seu plano continua até ${end}`);
    await confirm.getByRole("button", { name: "Cancelar no fim do período" }).click();
    await expect(card.getByTestId("plan-status")).toHaveText(`Termina em ${end}`);
    await expect(stat(page, "next-invoice")).toHaveText("Nenhuma");
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

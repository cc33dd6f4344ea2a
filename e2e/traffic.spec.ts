import type { Page, Request } from "@playwright/test";
import { ACME, signInAs } from "./accounts.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

// A headless browser names itself HeadlessChrome, which the collect endpoint counts as a robot (not
// counted): this journey's visitors present an ordinary desktop Chrome.
const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const isHit = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/api/collect";
type Hit = {
  type: string;
  payload: {
    website: string;
    url: string;
    referrer: string;
    title: string;
    hostname: string;
    screen: string;
    language: string;
    name?: string;
    data?: Record<string, string>;
  };
};
const hitOf = (r: Request) => r.postDataJSON() as Hit;

/** Every hit the page sends, as they go. */
function recordHits(page: Page) {
  const hits: Hit[] = [];
  page.on("request", (r) => {
    if (isHit(r)) hits.push(hitOf(r));
  });
  return hits;
}

test.describe("usage tracker", () => {
  test.use({ userAgent: DESKTOP_CHROME });

  test("a visitor's two pages send two page views and a click an event; a browser that asks not to be tracked sends none; the manager reads the traffic", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const campaign = `journey-${Date.now().toString(36)}`;

    // a visitor from a newsletter lands on the home page: one page view, with the campaign
    const firstView = page.waitForRequest(isHit);
    await page.goto(`${ACME}/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    const first = await firstView;
    expect(hitOf(first)).toMatchObject({
      type: "pageview",
      payload: { website: "acme", hostname: "acme.localhost", url: `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}` },
    });
    expect(hitOf(first).payload.screen).toMatch(/^\d+x\d+$/);
    expect((await first.response())?.status()).toBe(204);
    // no cookie goes with a hit, and none comes back
    expect(await first.headerValue("cookie")).toBeNull();
    expect(await (await first.response())!.headerValue("set-cookie")).toBeNull();

    // then reads the privacy policy (a client navigation): the second view names the page before
    await hydrated(page);
    const secondView = page.waitForRequest(isHit);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    const second = hitOf(await secondView);
    expect(second).toMatchObject({ type: "pageview", payload: { url: "/privacy-policy" } });
    expect(second.payload.referrer).toContain("utm_campaign=");
    await expect(page).toHaveTitle(/Privacy/);
    expect(second.payload.title).toBe(await page.title());

    // a button marked data-track sends its event when clicked
    await page.evaluate(() => {
      const b = document.createElement("button");
      b.textContent = "Tracked";
      b.setAttribute("data-track", "journey-click");
      b.setAttribute("data-track-where", "footer");
      document.body.append(b);
    });
    const eventHit = page.waitForRequest(isHit);
    await page.getByRole("button", { name: "Tracked" }).click();
    expect(hitOf(await eventHit)).toMatchObject({
      type: "event",
      payload: { name: "journey-click", data: { where: "footer" }, url: "/privacy-policy" },
    });

    // a browser with Do Not Track: the tracker says so in the console, and sends nothing on either page
    const dntContext = await browser.newContext({ userAgent: DESKTOP_CHROME });
    await dntContext.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
    const dnt = await dntContext.newPage();
    const dntHits = recordHits(dnt);
    const off = dnt.waitForEvent("console", (m) => m.text().includes("[tracker] Off: this browser asks not to be tracked"));
    await dnt.goto(`${ACME}/?utm_campaign=${campaign}-dnt`);
    await off;
    await hydrated(dnt);
    await dnt.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await expect(dnt).toHaveURL(/\/privacy-policy$/);
    await dntContext.close();
    expect(dntHits).toEqual([]);

    // the Acme manager (who reads Portuguese) finds the visit on the traffic tab of the reports
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard/);
    await page.goto(`${ACME}/pt/my-company/reports`);
    await hydrated(page);
    await page.getByRole("navigation", { name: "Relatórios" }).getByRole("link", { name: "Tráfego" }).click();
    await expect(page).toHaveURL(/tab=traffic/);
    await expect(page.getByText("Visitas a Acme Academy nos últimos 30 dias (UTC).")).toBeVisible();
    const totals = page.getByRole("definition");
    await expect(totals.first()).not.toHaveText("0");
    const campaigns = page.getByRole("table", { name: "Campanhas (UTM)" });
    await expect(campaigns.getByRole("row", { name: new RegExp(`^${campaign} newsletter email 1 1 0$`) })).toBeVisible();
    await expect(campaigns).not.toContainText(`${campaign}-dnt`);
    await expect(
      page.getByRole("table", { name: "Páginas mais vistas" }).getByRole("rowheader", { name: "/privacy-policy" }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Eventos" }).getByRole("rowheader", { name: "journey-click" })).toBeVisible();
    await expectAccessible(page);

    // the days as a table, and the shorter period, by keyboard
    await page.getByText("Mostrar os dias em uma tabela").click();
    await expect(page.getByRole("table", { name: "Visualizações de página e visitantes por dia" }).getByRole("row")).toHaveCount(31);
    await page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Últimos 7 dias" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Últimos 7 dias" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // on a phone the report fits the screen
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

import { DEFAULT, ACME, codeFor, signInAs, switchLanguage } from "./accounts.ts";
import { signUpCompany } from "./billing.ts";
import { buyPlan } from "./compliance-company.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { api, newMember } from "./new-member.ts";

// Issue 30's journey: a manager creates a campaign for a group → the simulation arrives in the SMTP
// server on loopback → the learner opens its link on a phone → the landing page shows it was a
// simulation with its red flags → the remedial course is assigned → the campaign's funnel and the
// group's phish-prone percentage show it → the awareness requirement of compliance shows the figure.

/** The SMTP server e2e/global-setup.ts runs: what it received for an address. */
const SINK = `http://127.0.0.1:${Number(process.env.E2E_SMTP_VIEW_PORT ?? 3126)}`;
type Sunk = { to: string[]; subject: string; html: string; text: string; headers: Record<string, string> };
const sunk = async (to: string) => ((await (await fetch(`${SINK}/messages?to=${encodeURIComponent(to)}`)).json()) as { data: Sunk[] }).data;

/** A phone's browser: a person, not a mail filter's pre-fetch (a headless agent would be taken for one). */
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
/** A `datetime-local` value in UTC, `minutes` from now. */
const utcLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

test.describe("phishing simulation", () => {
  test("a manager runs a campaign for a group; the learner's click on a phone opens the lesson in Portuguese and assigns the course; the funnel, the group's phish-prone figure and the awareness requirement show it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const domain = `phish-${stamp}.example.com`;
    const learnerEmail = `lia@${domain}`;

    // a new company (its founder's address proves its domain) on the phishing and compliance plans
    await page.goto(`${DEFAULT}/auth/sign-up`);
    await hydrated(page);
    await signUpCompany(page, { origin: DEFAULT, name: "Paula Prado", email: `paula@${domain}`, company: `Phish ${stamp}`, codeFor });
    const company = page.getByLabel("Company name");
    if (!(await company.inputValue())) await company.fill(`Phish ${stamp}`);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(`${DEFAULT}/dashboard`);
    await buyPlan(page, "phishing", "Paula Prado");
    await buyPlan(page, "compliance", "Paula Prado");
    const group = await api(page, "POST", "/entity/groups", { name: "Finance" });
    expect(group.status).toBeLessThan(300);
    const groupId = String(group.data!.id);

    // the learner joins the Finance group, on a phone, and reads the product in Portuguese
    const { learner, context } = await newMember(
      browser,
      page,
      DEFAULT,
      { email: learnerEmail, name: "Lia Lopes", groupIds: [groupId] },
      { userAgent: PHONE_UA, viewport: { width: 375, height: 812 } },
    );
    expect(await switchLanguage(learner, "pt-BR")).toBe(200);

    // the campaign, made on its page: one credential simulation to the Finance group, now, with a course
    await page.goto(`${DEFAULT}/phishing/campaigns/new`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New campaign");
    await page.getByLabel("Campaign name").fill("Finance password check");
    const templates = page.getByTestId("phishing-template-picker");
    await templates.getByLabel("Search templates").fill("Password expiry");
    await templates.getByRole("checkbox", { name: /Password expiry — cloud mailbox/ }).check();
    await page.getByRole("checkbox", { name: "Finance (1 person)" }).check();
    await page.getByLabel("Time zone").fill("UTC");
    await page.getByLabel("Start", { exact: true }).fill(utcLocal(-1));
    await page.getByLabel("End", { exact: true }).fill(utcLocal(1));
    await page.getByRole("switch", { name: "Only in business hours" }).click();
    await page.getByLabel("Search courses").fill("phishing");
    await page
      .getByRole("radio", { name: /Phishing/ })
      .first()
      .check();
    await expect(page.getByTestId("phishing-summary")).toContainText("1 person will get one message");
    await expectAccessible(page);
    await page.getByTestId("phishing-campaign-save").click();
    await expect(page).toHaveURL(/\/phishing\/campaigns\/[0-9a-f-]{36}$/);
    await hydrated(page);
    const campaignUrl = page.url();
    await page.getByTestId("phishing-schedule").click();

    // the simulation reaches the SMTP server: one message, with the header and the person's own link
    let message: Sunk | undefined;
    await expect.poll(async () => (message = (await sunk(learnerEmail))[0]), { timeout: 90_000, intervals: [1000] }).toBeTruthy();
    const token = message!.headers["x-skill5-simulation"]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await sunk(`paula@${domain}`)).toHaveLength(0);
    const link = message!.text.match(/https?:\/\/\S+\/s\/[A-Za-z0-9_-]{22}/)?.[0];
    expect(link).toContain(`/s/${token}`);

    // the learner opens it on her phone: a fake sign-in first (it sends nothing), then the lesson in Portuguese
    await learner.goto(link!);
    await expect(learner).toHaveURL(new RegExp(`/pt/simulation/${token}$`));
    await hydrated(learner);
    const signIn = learner.getByTestId("phishing-sign-in");
    await expect(signIn).toBeVisible();
    await signIn.getByLabel("Endereço de e-mail").fill(learnerEmail);
    await signIn.getByLabel("Senha").fill("not-stored-anywhere");
    await signIn.getByRole("button", { name: "Entrar" }).click();
    const lesson = learner.getByTestId("phishing-lesson");
    await expect(lesson.getByRole("heading", { level: 1 })).toHaveText("Isto foi uma simulação de phishing");
    await expect(lesson.getByTestId("phishing-red-flags").getByRole("listitem").first()).toBeVisible();
    expect(await lesson.getByTestId("phishing-red-flags").getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await expect(lesson.getByTestId("phishing-assigned")).toContainText("Atribuído a você");
    await expect(lesson.getByRole("link", { name: "Começar o curso" })).toBeVisible();
    expect(await learner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(learner);
    await context.close();

    // the campaign's funnel: clicked and submitted, the course assigned
    await page.goto(campaignUrl);
    await hydrated(page);
    const funnel = page.getByTestId("phishing-funnel");
    await expect(funnel.locator("[data-step=clicked]")).toHaveAttribute("data-count", "1");
    await expect(funnel.locator("[data-step=submitted]")).toHaveAttribute("data-count", "1");
    await expect(page.getByText("Lia Lopes").first()).toBeVisible();
    await expectAccessible(page);

    // the group's phish-prone percentage on the overview
    await page.goto(`${DEFAULT}/phishing?group=${groupId}`);
    await hydrated(page);
    await expect(page.getByTestId("phishing-headline")).toContainText("100%");

    // the awareness requirement of ISO 27001 (A.6.3) shows the figure beside training completion
    expect((await api(page, "POST", "/compliance/adoptions", { slug: "iso-27001-2022" })).status).toBe(201);
    await page.goto(`${DEFAULT}/compliance/requirements/${encodeURIComponent("iso-27001-2022:A.6.3")}`);
    await hydrated(page);
    await expect(page.getByText(/Latest phishing simulation: 100% phish-prone/)).toBeVisible();
    await expectAccessible(page);
  });

  test("Acme's manager reads phishing simulation in her language, Portuguese, on a phone: the figures, the demo campaign's funnel, the templates and the reporting page", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, ACME, "manager@acme.test", { pt: true });
    await expect(page).toHaveURL(/\/pt\/dashboard$/);

    await page.goto(`${ACME}/pt/phishing`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simulação de phishing");
    await expect(page.getByTestId("phishing-headline")).toContainText("Propensão a phishing");
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // the demo's finished campaign and its funnel
    await page
      .getByRole("link", { name: /Quarterly awareness check|Verificação trimestral/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pt\/phishing\/campaigns\/[0-9a-f-]{36}$/);
    await hydrated(page);
    await expect(page.getByTestId("phishing-funnel").locator("[data-step=sent]")).toHaveAttribute("data-count", /[1-9]/);
    await expectAccessible(page);

    // the library of simulations and the reporting page
    await page.goto(`${ACME}/pt/phishing/templates`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modelos");
    await expectAccessible(page);
    await page.goto(`${ACME}/pt/phishing/reporting`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Denúncias de phishing");
    await expectAccessible(page);
  });
});

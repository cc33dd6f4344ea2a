import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import dataClassification from "../server/api/learning/seed/content/data-classification-and-handling.ts";
import generativeAi from "../server/api/learning/seed/content/generative-ai-at-work.ts";
import mfa from "../server/api/learning/seed/content/multi-factor-authentication.ts";
import passwords from "../server/api/learning/seed/content/passwords-and-passphrases.ts";
import phishing from "../server/api/learning/seed/content/phishing-essentials.ts";
import physical from "../server/api/learning/seed/content/physical-security-and-clean-desk.ts";
import reporting from "../server/api/learning/seed/content/reporting-security-incidents.ts";
import { signInAs } from "./accounts.ts";
import { rightAnswerIds } from "./challenge-answers.ts";
import { buyCompliancePlan } from "./compliance-company.ts";
import { PORT, expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { api, newMember } from "./new-member.ts";

// Issue 12's journey: adopt ISO 27001 → a control implemented with an uploaded file → the mapped
// CSF subcategory shows progress → a learner completes the awareness program → A.6.3 shows the
// new completion figure → the Statement of Applicability is exported.

const GLOBEX = `http://globex.localhost:${PORT}`;
const requirement = (id: string) => `${GLOBEX}/compliance/requirements/${encodeURIComponent(id)}`;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const PROGRAM = "security-awareness-new-hires";
/** The program's courses, in its order. */
const PROGRAM_COURSES = [phishing, passwords, mfa, dataClassification, physical, generativeAi, reporting];

test.describe("compliance, end to end", () => {
  test("Globex adopts ISO 27001, implements A.5.1 with a file, sees CSF GV.PO-01 covered, a learner completes the awareness program, A.6.3's figure moves, and the Statement of Applicability is exported", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    await signInAs(page, GLOBEX, "manager@globex.test");
    await expect(page).toHaveURL(`${GLOBEX}/dashboard`);
    // Globex trains on the Team plan and adds the compliance product
    await buyCompliancePlan(page, "Gabriela Nunes");

    // 1. adopt ISO/IEC 27001 and NIST CSF 2.0 from the overview
    await page.goto(`${GLOBEX}/compliance`);
    await hydrated(page);
    for (const name of [/ISO\/IEC 27001/, /Cybersecurity Framework/]) {
      await page.getByRole("button", { name: "Adopt a framework" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Adopt a framework" });
      await dialog.getByRole("radio", { name }).check();
      await dialog.getByRole("button", { name: "Adopt", exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    const iso = page.locator('[data-testid="adoption-card"][data-framework="iso-27001-2022"]');
    const csf = page.locator('[data-testid="adoption-card"][data-framework="nist-csf-2.0"]');
    await expect(iso.getByTestId("readiness")).toHaveAttribute("data-percent", "0");
    await expect(csf.getByTestId("readiness")).toContainText("0% ready");
    await expectAccessible(page);

    // the CSF subcategory A.5.1 maps to: nothing yet
    await page.goto(requirement("nist-csf-2.0:GV.PO-01"));
    await hydrated(page);
    await expect(page.getByTestId("state-badges").locator("[data-state=coveredByMapping]")).toHaveCount(0);
    await expect(
      page
        .getByTestId("mapped-row")
        .filter({ has: page.getByRole("link", { name: /^A\.5\.1 / }) })
        .locator("[data-status]"),
    ).toHaveAttribute("data-status", "not_started");

    // 2. A.5.1 implemented, with the policy uploaded as its evidence
    await page.goto(requirement("iso-27001-2022:A.5.1"));
    await hydrated(page);
    await page.getByTestId("add-file").click();
    const upload = page.getByRole("dialog", { name: "Upload a file as evidence" });
    await upload.getByLabel("File").setInputFiles({
      name: "globex-security-policy.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
    });
    await upload.getByLabel("Valid until").fill(new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10));
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, /added and attached to A\.5\.1/)).toBeVisible();
    const form = page.getByTestId("assessment-form");
    await form.getByLabel("Status").selectOption("implemented");
    await form.getByRole("button", { name: "Save assessment" }).click();
    await expect(page.getByTestId("state-badges").locator("[data-state=ready]")).toHaveText("Ready");

    // 3. the mapped CSF subcategory shows the progress, and so does the CSF card
    await page.goto(requirement("nist-csf-2.0:GV.PO-01"));
    await hydrated(page);
    await expect(page.getByTestId("state-badges").locator("[data-state=coveredByMapping]")).toHaveText("Covered by another framework");
    const mapped = page.getByTestId("mapped-row").filter({ has: page.getByRole("link", { name: /^A\.5\.1 / }) });
    await expect(mapped.locator("[data-status]")).toHaveAttribute("data-status", "implemented");
    await expect(mapped.locator("[data-state=ready]")).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${GLOBEX}/compliance`);
    await hydrated(page);
    await expect(iso.getByTestId("readiness")).toContainText("1 of 93 ready");
    await expect(csf.getByTestId("coverage")).toContainText(/counting [1-9]\d* requirements? covered/);

    // 4. A.6.3 before: no member trained
    await page.goto(requirement("iso-27001-2022:A.6.3"));
    await hydrated(page);
    const figure = page.getByTestId("training-figure");
    const before = (await figure.textContent())!;
    const [trained, members] = before
      .match(/(\d+) of (\d+)/)!
      .slice(1)
      .map(Number) as [number, number];

    // 5. a new member completes the awareness program for new hires
    const { learner, context } = await newMember(browser, page, GLOBEX, { email: `nia.${stamp}@globex.test`, name: `Nia New ${stamp}` });
    await learner.goto(`${GLOBEX}/training/programs`);
    await hydrated(learner);
    const programs = (await api(learner, "GET", "/training/programs")).data as unknown as {
      data: { id: string; slug: string; courses: { slug: string }[] }[];
    };
    const program = programs.data.find((p) => p.slug === PROGRAM)!;
    expect(program.courses.map((c) => c.slug)).toEqual(PROGRAM_COURSES.map((c) => c.slug));
    await learner.goto(`${GLOBEX}/training/programs/${program.id}`);
    await hydrated(learner);
    await learner.getByRole("button", { name: "Enrol in the program" }).click();
    await expect(learner.getByRole("button", { name: "Enrol in the program" })).toHaveCount(0);
    for (const course of PROGRAM_COURSES) {
      // the program's enrolment reaches each course once the server has answered the button
      let steps: unknown[] | undefined;
      await expect
        .poll(async () => (steps = (await api(learner, "GET", `/enrollments/${course.slug}`)).data?.steps as unknown[] | undefined))
        .toBeTruthy();
      steps = steps!;
      expect(
        (await api(learner, "PUT", `/enrollments/${course.slug}/progress`, { currentStep: steps.length - 1, finished: true })).status,
      ).toBe(200);
      const answers = await rightAnswerIds(learner, course);
      expect((await api(learner, "POST", `/enrollments/${course.slug}/challenge`, { answers })).data!.passed).toBe(true);
    }
    await learner.goto(`${GLOBEX}/training/programs/${program.id}`);
    await hydrated(learner);
    await expect(learner.getByText("100% complete")).toBeVisible();
    await context.close();

    // 6. A.6.3 shows the new figure: one more trained, one more member
    await page.reload();
    await hydrated(page);
    await expect(figure).toContainText(`${trained + 1} of ${members + 1}`);
    await expectAccessible(page);

    // 7. the Statement of Applicability, as a spreadsheet: A.5.1 implemented, with its file
    await page.goto(`${GLOBEX}/compliance/reports`);
    await hydrated(page);
    const soa = page.locator("[data-export-card=soa]");
    await expect(soa).toHaveAttribute("data-state", "available");
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), soa.getByRole("link", { name: "Download XLSX" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-of-applicability-globex-corporation-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
    const sheet = book.getWorksheet("Statement of Applicability")!;
    const header = (sheet.getRow(8).values as unknown[]).slice(1);
    const a51 = (sheet.getRow(9).values as unknown[]).slice(1);
    const cell = (name: string) => String(a51[header.indexOf(name)]);
    expect(cell("Control")).toBe("A.5.1");
    expect(cell("Implementation status")).toBe("Implemented");
    expect(cell("Evidence")).toContain("globex-security-policy");
  });
});

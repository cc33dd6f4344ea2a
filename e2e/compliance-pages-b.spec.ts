import type { Page } from "@playwright/test";
import { DEFAULT } from "./accounts.ts";
import { freshComplianceCompany } from "./compliance-company.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const longDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const A51 = "iso-27001-2022:A.5.1";
const A52 = "iso-27001-2022:A.5.2";
const requirementUrl = (id: string, pt = false) => `${DEFAULT}${pt ? "/pt" : ""}/compliance/requirements/${encodeURIComponent(id)}`;

/** A brand-new company (signed up through the pages), on the compliance plan, with ISO/IEC 27001 adopted and a small imported framework of its own. */
async function complianceCompany(page: Page, stamp: string) {
  await freshComplianceCompany(page, {
    name: "Cora Compliance",
    email: `cora.${stamp}@compliance-${stamp}.example`,
    company: `Cora Co ${stamp}`,
  });
  // the framework adopted and imported through the API, as the overview page does it (its own journey covers it)
  const setup = await page.evaluate(
    async ({ stamp }) => {
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`/api${path}`, {
          method,
          headers: body === undefined ? {} : { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, data: (await res.json().catch(() => null)) as Record<string, string> | null };
      };
      const adopted = await call("POST", "/compliance/adoptions", { slug: "iso-27001-2022" });
      const own = {
        slug: `cora-${stamp}`,
        name: { en: "Cora's supplier controls", pt: "Controles de fornecedores da Cora" },
        version: "1",
        publisher: "Cora Co",
        licence: { en: "Internal document.", pt: "Documento interno." },
        groups: [
          {
            code: "SUP",
            title: { en: "Suppliers", pt: "Fornecedores" },
            requirements: [{ code: "SUP-1", title: { en: "Suppliers are assessed", pt: "Fornecedores são avaliados" } }],
          },
        ],
      };
      const form = new FormData();
      form.append("file", new File([JSON.stringify(own)], "controls.json", { type: "application/json" }));
      const imported = await fetch("/api/compliance/frameworks", { method: "POST", body: form });
      const detail = await call("GET", `/compliance/requirements/${encodeURIComponent("iso-27001-2022:A.5.1")}`);
      return {
        adopted: adopted.status,
        imported: imported.status,
        xen: (detail.data as unknown as { xen: Record<string, string> | null }).xen,
      };
    },
    { stamp },
  );
  expect(setup).toMatchObject({ adopted: 201, imported: 201 });
  return setup.xen;
}

test.describe("a compliance requirement and the evidence library", () => {
  test("a new company's manager assesses ISO A.5.1 (owner, due date), uploads a PDF with a validity date, marks it implemented and sees it ready; says why A.5.2 does not apply; finds the file in the library with its requirement; reads the page in Portuguese", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const xen = await complianceCompany(page, stamp);
    const due = day(30);
    const validUntil = day(200);

    // A.5.1: framework and groups in the breadcrumb, guidance, Xen's explanation when there is one
    await page.goto(requirementUrl(A51));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A.5.1 Information security policy set");
    await expect(page.getByTestId("framework-crumb")).toHaveAttribute("href", "/compliance/frameworks/iso-27001-2022");
    await expect(page.getByTestId("assistant-header")).toContainText("Xen");
    await expect(page.getByTestId("requirement-about")).toContainText("Keep a top-level information security policy");
    if (xen) {
      const panel = page.getByTestId("xen-explains");
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Xen explains");
      await expect(panel.locator("dt")).toHaveText(["What it asks", "What counts as evidence", "The minimum for a small company"]);
      await expect(panel.locator("dd")).toHaveText([xen.asks!, xen.evidence!, xen.minimum!]);
    } else await expect(page.getByTestId("xen-explains")).toHaveCount(0);
    await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "not_started");
    await expect(page.getByTestId("no-evidence")).toHaveText("No evidence attached yet.");
    await expectAccessible(page);

    // in progress, owned by the manager herself, due in a month; saved from the keyboard
    const form = page.getByTestId("assessment-form");
    await form.getByLabel("Status").selectOption("in_progress");
    await form.getByLabel("Owner").selectOption({ label: "Cora Compliance (you)" });
    await form.getByLabel("Due date").fill(due);
    await form.getByRole("button", { name: "Save assessment" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "A.5.1 saved.")).toBeVisible();
    await expect(page.getByTestId("state-badges").locator("[data-status]")).toHaveAttribute("data-status", "in_progress");
    await expect(page.getByTestId("assessment-form").getByLabel("Owner")).toHaveValue(/.+/);
    await expect(page.getByTestId("assessment-form").getByLabel("Due date")).toHaveValue(due);
    await expect(page.getByTestId("audit-trail").getByTestId("audit-line").first()).toContainText("Cora Compliance");

    // a small PDF, valid for 200 days, uploaded and attached at once (the dialog opens from the keyboard)
    await page.getByTestId("add-file").focus();
    await page.keyboard.press("Enter");
    const upload = page.getByRole("dialog", { name: "Upload a file as evidence" });
    await expect(upload.getByLabel("File")).toBeFocused();
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByText("Choose a file to upload.")).toBeVisible();
    await upload.getByLabel("File").setInputFiles({
      name: "security-policy.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
    });
    await upload.getByLabel("Valid until").fill(validUntil);
    await expectAccessible(page);
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "“security-policy” added and attached to A.5.1.")).toBeVisible();
    const row = page.getByTestId("attached-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("evidence-download")).toHaveAttribute("href", /^\/api\/compliance\/evidence\/[0-9a-f-]{36}\/file$/);
    await expect(row).toContainText("PDF");
    await expect(row.locator("[data-validity]")).toHaveAttribute("data-validity", "valid");
    await expect(row.locator("[data-validity]")).toHaveText(`Valid until ${longDay(validUntil, "en-US")}`);

    // implemented with valid evidence: ready
    await page.getByTestId("assessment-form").getByLabel("Status").selectOption("implemented");
    await page.getByTestId("assessment-form").getByRole("button", { name: "Save assessment" }).click();
    await expect(page.getByTestId("state-badges").locator("[data-state=ready]")).toHaveText("Ready");
    await expect(page.getByTestId("state-badges").locator("[data-status]")).toHaveText("Implemented");
    await expectAccessible(page);

    // A.5.2 does not apply: without a reason the form says what is missing, with one it is saved
    await page.goto(requirementUrl(A52));
    await hydrated(page);
    const a52 = page.getByTestId("assessment-form");
    await a52.getByLabel("Status").selectOption("not_applicable");
    await a52.getByRole("button", { name: "Save assessment" }).click();
    const why = a52.getByLabel("Why it does not apply");
    await expect(why).toBeFocused();
    await expect(why).toHaveAttribute("aria-invalid", "true");
    await expect(a52.getByText("Say why this requirement does not apply.")).toBeVisible();
    await why.fill("Cora Co is two people; nobody else has a security role to assign.");
    await a52.getByRole("button", { name: "Save assessment" }).click();
    await expect(toast(page, "A.5.2 saved.")).toBeVisible();
    await expect(page.getByTestId("state-badges").locator("[data-status]")).toHaveAttribute("data-status", "not_applicable");
    await expect(page.getByTestId("assessment-form").getByLabel("Why it does not apply")).toHaveValue(/nobody else has a security role/);
    await expectAccessible(page);

    // A.6.3 gathers evidence by itself (training); the library's file is attached from its dialog, then detached
    await page.goto(requirementUrl("iso-27001-2022:A.6.3"));
    await hydrated(page);
    const automatic = page.getByTestId("automatic-evidence");
    await expect(automatic.locator("[data-kind=security-training] h3")).toHaveText("Security awareness training");
    await expect(automatic.getByTestId("training-figure")).toHaveText(
      "0 of 1 active member (0%) completed a security awareness course in the last 365 days.",
    );
    await expect(automatic.locator("[data-current]")).toHaveText("Does not count");
    await page.getByTestId("attach-existing").click();
    const attach = page.getByRole("dialog", { name: "Attach evidence to A.6.3" });
    await expect(attach.getByLabel("Search the library")).toBeFocused();
    await attach.getByRole("checkbox", { name: /security-policy/ }).check();
    await expect(attach.getByText("1 selected")).toBeVisible();
    await attach.getByRole("button", { name: "Attach evidence" }).click();
    await expect(toast(page, "Evidence attached to A.6.3.")).toBeVisible();
    await expect(page.getByTestId("attached-row")).toHaveCount(1);
    await page.getByTestId("attached-row").getByRole("button", { name: "Detach security-policy" }).click();
    await expect(toast(page, "“security-policy” no longer supports A.6.3. It stays in the library.")).toBeVisible();
    await expect(page.getByTestId("no-evidence")).toBeVisible();
    const trail = page.getByTestId("audit-trail").getByTestId("audit-line");
    await expect(trail).toHaveCount(2);
    await expect(trail.first()).toHaveAttribute("data-action", "evidenceDetached");
    await expect(trail.first()).toContainText("A.6.3: evidence “security-policy” detached.");
    await expect(trail.last()).toHaveAttribute("data-action", "evidenceAttached");

    // the library: the file with its type and validity, and the requirement it supports
    await page.goto(`${DEFAULT}/compliance/evidence`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evidence library");
    await expect(page.getByTestId("evidence-count")).toHaveText("1 piece of evidence.");
    const item = page.getByTestId("evidence-row");
    await expect(item.getByRole("heading", { level: 2 })).toContainText("security-policy");
    await expect(item).toContainText("Added by Cora Compliance");
    await item.getByTestId("supports-toggle").click();
    await expect(item.getByTestId("supports-toggle")).toHaveAttribute("aria-expanded", "true");
    await expect(item.getByTestId("supported-requirements").getByRole("link")).toHaveText("A.5.1 Information security policy set");
    await expect(item.getByTestId("supported-requirements").getByRole("link")).toHaveAttribute(
      "href",
      `/compliance/requirements/${encodeURIComponent(A51)}`,
    );
    await expectAccessible(page);
    // a web page is refused as evidence, in words the manager understands
    await page.getByTestId("add-file").click();
    const refused = page.getByRole("dialog", { name: "Upload a file as evidence" });
    await refused.getByLabel("File").setInputFiles({
      name: "policy.html",
      mimeType: "text/html",
      buffer: Buffer.from("<!doctype html><html><body>Policy</body></html>"),
    });
    await refused.getByRole("button", { name: "Upload" }).click();
    await expect(
      refused.getByText("Web pages, SVG and XML files are not accepted as evidence. Save the page as PDF, or add its address as a link."),
    ).toBeVisible();
    await expect(refused.getByLabel("File")).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Escape");
    await expect(refused).toHaveCount(0);

    // a link for A.5.2, chosen in the dialog by its code; then deleted, the dialog saying what loses it
    await page.getByTestId("add-link").click();
    const link = page.getByRole("dialog", { name: "Add a link as evidence" });
    await link.getByLabel("Web address").fill("ftp://files.cora.example/roles.pdf");
    await link.getByLabel("Title").fill("Security roles");
    await link.getByRole("button", { name: "Add link" }).click();
    await expect(link.getByLabel("Web address")).toBeFocused();
    await expect(
      link.getByText("Enter a web address that starts with https:// or http://, without a user name or password."),
    ).toBeVisible();
    await link.getByLabel("Web address").fill("https://docs.cora.example/security-roles");
    await link.getByLabel("Find a requirement").fill("A.5.2");
    await link.getByRole("checkbox", { name: "A.5.2 Security roles and responsibilities" }).check();
    await expect(link.getByRole("list", { name: "1 requirement chosen" })).toContainText("A.5.2");
    await expectAccessible(page);
    await link.getByRole("button", { name: "Add link" }).click();
    await expect(toast(page, "“Security roles” added to the library.")).toBeVisible();
    await expect(page.getByTestId("evidence-count")).toHaveText("2 pieces of evidence.");
    const roles = page.getByTestId("evidence-row").filter({ hasText: "Security roles" });
    await expect(roles.getByTestId("evidence-open")).toHaveAttribute("target", "_blank");
    await expect(roles.getByTestId("evidence-open")).toHaveAttribute("rel", "noopener noreferrer");
    await expect(roles.locator("[data-validity]")).toHaveAttribute("data-validity", "open");
    await expect(roles.getByTestId("supports-toggle")).toHaveText("Supports 1 requirement");
    await roles.getByRole("button", { name: "Delete Security roles" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete “Security roles”?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expect(confirm.getByTestId("delete-impact")).toContainText("This requirement loses it:A.5.2 Security roles and responsibilities");
    await confirm.getByRole("button", { name: "Delete evidence" }).click();
    await expect(toast(page, "“Security roles” deleted.")).toBeVisible();
    await expect(page.getByTestId("evidence-count")).toHaveText("1 piece of evidence.");

    // a search that finds nothing, in the page's address
    await page.getByLabel("Search").fill("nothing-like-this");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/search=nothing-like-this/);
    await expect(page.getByTestId("evidence-none")).toHaveText("No evidence matches these filters.");

    // an address edited by hand: a requirement filter that names nothing is dropped; a requirement that does not exist is not found
    await page.goto(`${DEFAULT}/compliance/evidence?requirement=${encodeURIComponent("<nothing>")}`);
    await expect(page.getByTestId("evidence-count")).toHaveText("1 piece of evidence.");
    await expect(page.getByTestId("requirement-filter")).toHaveCount(0);
    expect((await page.goto(requirementUrl("iso-27001-2022:Z.9.9")))?.status()).toBe(404);

    // a framework the company imported has no explanation by Xen, and is read-only until adopted
    await page.goto(requirementUrl(`cora-${stamp}:SUP-1`));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SUP-1 Suppliers are assessed");
    await expect(page.getByTestId("xen-explains")).toHaveCount(0);
    await expect(page.getByTestId("not-adopted")).toContainText("Cora's supplier controls is not adopted.");

    // in Portuguese, once she reads the product in it
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
    await page.goto(requirementUrl(A51, true));
    await expect(page).toHaveURL(requirementUrl(A51, true));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A.5.1 Conjunto de políticas de segurança da informação");
    await expect(page.getByRole("heading", { level: 2, name: "Sua avaliação" })).toBeVisible();
    await expect(page.getByTestId("state-badges").locator("[data-status]")).toHaveText("Implementado");
    await expect(page.getByTestId("state-badges").locator("[data-state=ready]")).toHaveText("Pronto");
    await expect(page.getByTestId("attached-row").locator("[data-validity]")).toHaveText(`Válida até ${longDay(validUntil, "pt-BR")}`);
    await expect(page.getByTestId("assessment-form").getByLabel("Prazo")).toHaveValue(due);
    await expectAccessible(page);
  });
});

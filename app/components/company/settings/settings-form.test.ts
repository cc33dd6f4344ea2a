// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CompanySettings } from "../../../../contract/company-settings.ts";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import { SettingsForm } from "./settings-form.tsx";

// The company settings form checks with the API's companySettingsInputSchema (the name in the
// page's own words) and sends the body that schema makes.

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;
const settings = {
  name: "Acme",
  allowedDomains: ["acme.com"],
  joinPolicy: "approval",
  canManage: true,
  seatLimit: null,
} as unknown as CompanySettings;

describe("the company settings form", () => {
  it("refuses an empty or too long name beside the field, in Portuguese, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 200, body: settings }));
    page = await mountInPage(createElement(SettingsForm, { settings }), "pt");
    const name = () => fieldLabelled(page.host, "Nome da empresa");
    await typeInto(name().control, "  ");
    await clickAndSettle(button("Salvar alterações"));
    expect(name()).toMatchObject({ invalid: true, error: "Informe o nome da empresa." });
    expect(document.activeElement).toBe(name().control);
    await typeInto(name().control, "x".repeat(121));
    expect(name().error).toBe("No máximo 120 caracteres.");
    expect(calls).toHaveLength(0);
  });

  it("sends the name, the domains and the join policy", async () => {
    const calls = answerApi(() => ({ status: 200, body: { ...settings, name: "Acme Lda" } }));
    page = await mountInPage(createElement(SettingsForm, { settings }));
    await typeInto(fieldLabelled(page.host, "Company name").control, " Acme Lda ");
    await typeInto(page.host.querySelector("#allowed-domain"), "Partner.Example");
    await clickAndSettle(button("Add"));
    await clickAndSettle(button("Save changes"));
    expect(calls).toEqual([
      {
        path: "/api/entity/settings",
        method: "PUT",
        body: { name: "Acme Lda", allowedDomains: ["acme.com", "partner.example"], joinPolicy: "approval" },
      },
    ]);
  });
});

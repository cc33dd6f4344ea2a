// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import { CreateSiteForm } from "./create-site-form.tsx";

// A company's new site checks its name and address with the API's schema and slug rule.

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
const props = { company: "Açme Lda", siteHost: (slug: string) => `${slug}.skill5.test`, canManage: true };

describe("the create-site form", () => {
  it("names a wrong address and a missing name, in Portuguese, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 200, body: {} }));
    page = await mountInPage(createElement(CreateSiteForm, props), "pt");
    const name = fieldLabelled(page.host, "Nome do site").control;
    const slug = fieldLabelled(page.host, "Endereço").control;
    expect((slug as HTMLInputElement).value).toBe("acme-lda");
    await typeInto(name, " ");
    await typeInto(slug, "a--b");
    await clickAndSettle(button("Criar site"));
    expect(fieldLabelled(page.host, "Nome do site")).toMatchObject({ invalid: true, error: "Este campo é obrigatório." });
    expect(fieldLabelled(page.host, "Endereço").invalid).toBe(true);
    expect(fieldLabelled(page.host, "Endereço").error).toMatch(/letras minúsculas/);
    await typeInto(slug, "");
    expect(fieldLabelled(page.host, "Endereço").error).toBe("O endereço precisa de pelo menos 3 caracteres.");
    expect(calls).toHaveLength(0);
  });

  it("sends a valid name and address as the API takes them", async () => {
    const calls = answerApi(() => ({ status: 201, body: {} }));
    page = await mountInPage(createElement(CreateSiteForm, props));
    await typeInto(fieldLabelled(page.host, "Address").control, " Acme ");
    await clickAndSettle(button("Create site"));
    expect(calls).toEqual([{ path: "/api/whitelabel/entity", method: "POST", body: { name: "Açme Lda", whitelabelSlug: "acme" } }]);
  });
});

// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../lib/form-test-kit.ts";
import { checkForm } from "../../lib/contract-check.ts";
import { DEMO_WORDING, demoBody, demoFormSchema } from "./demo-form-schema.ts";
import { DemoForm } from "./demo-form.tsx";

// The demo form posts natively to its route action; the browser checks it first with the API's
// demoRequestSchema (in the form's own words), and the action checks the same schema again.

let page: Mounted;
afterEach(() => page?.unmount());
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe("the demo form", () => {
  it("names each problem beside its field, in Portuguese, and does not post", async () => {
    const posted: FormData[] = [];
    page = await mountInPage(createElement(DemoForm, { initialProduct: "Scanners" }), "pt", (f) => (posted.push(f), null));
    await typeInto(fieldLabelled(page.host, "Nome completo").control, "A");
    await typeInto(fieldLabelled(page.host, "E-mail corporativo").control, "ana@empresa");
    await clickAndSettle(button("Solicitar demonstração"));
    expect(fieldLabelled(page.host, "Nome completo")).toMatchObject({ invalid: true, error: "Seu nome deve ter entre 2 e 120 caracteres." });
    expect(fieldLabelled(page.host, "E-mail corporativo")).toMatchObject({ invalid: true, error: "Informe um e-mail válido, como nome@empresa.com.br." });
    expect(fieldLabelled(page.host, "Empresa").error).toBe("Informe o nome da sua empresa.");
    expect(fieldLabelled(page.host, "Tamanho da equipe").error).toBe("Selecione o tamanho da sua equipe.");
    expect(page.host.querySelector("[role=alert]")?.textContent).toBe("Corrija os campos abaixo e tente novamente.");
    expect(posted).toHaveLength(0);
  });

  it("posts valid input to the route action", async () => {
    const posted: FormData[] = [];
    page = await mountInPage(createElement(DemoForm, { initialProduct: "Training" }), "en", (f) => (posted.push(f), null));
    await typeInto(fieldLabelled(page.host, "Full name").control, "Ana Souza");
    await typeInto(fieldLabelled(page.host, "Work e-mail").control, "ana@empresa.com.br");
    await typeInto(fieldLabelled(page.host, "Company").control, "Empresa Exemplo");
    await typeInto(fieldLabelled(page.host, "Team size").control, "11-50");
    await clickAndSettle(button("Request a demo"));
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ name: "Ana Souza", email: "ana@empresa.com.br", company: "Empresa Exemplo", teamSize: "11-50", product: "Training" });
  });

  it("is checked again by the action with the same schema: the body the API gets, or each field's problem", () => {
    const ok = checkForm(demoFormSchema, form({ name: " Ana ", email: "ana@empresa.com.br", company: "Acme", phone: "", teamSize: "1-10", product: "Scanners", message: "" }), DEMO_WORDING);
    expect(ok.ok && demoBody(ok.data)).toEqual({ name: "Ana", email: "ana@empresa.com.br", company: "Acme", phone: undefined, teamSize: "1-10", product: "Scanners", message: undefined });
    const bad = checkForm(demoFormSchema, form({ name: "Sam", email: "", company: "Acme", phone: "12", teamSize: "1-10", product: "Scanners", message: "x".repeat(2001) }), DEMO_WORDING);
    expect(bad.ok).toBe(false);
    const problems = bad.ok ? {} : bad.problems;
    expect(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, p.key]))).toEqual({ email: "demo:errors.emailRequired", phone: "demo:errors.phoneInvalid", message: "demo:errors.messageLength" });
    expect(problems.message?.vars.max).toBe(2000);
  });
});

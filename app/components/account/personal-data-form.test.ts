// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../../contract/auth.ts";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../lib/form-test-kit.ts";
import { PersonalDataForm } from "./personal-data-form.tsx";

// The personal-data form checks with the API's own schema (personalDataSchema): its messages are
// the API's, in the page's language, and only what the schema accepts is sent.

const user = { name: "Ana Souza", email: "ana@example.com", phoneNumber: null, languageCode: "en-US" } as unknown as User;
let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;

describe("the personal-data form", () => {
  it("names what is wrong beside each field, in Portuguese, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 200, body: {} }));
    page = await mountInPage(createElement(PersonalDataForm, { user }), "pt");
    await typeInto(fieldLabelled(page.host, "Nome completo").control, "   ");
    await typeInto(fieldLabelled(page.host, "Telefone").control, "1".repeat(41));
    await clickAndSettle(button("Salvar alterações"));
    const name = fieldLabelled(page.host, "Nome completo");
    expect(name).toMatchObject({ invalid: true, error: "Este campo é obrigatório." });
    expect(fieldLabelled(page.host, "Telefone")).toMatchObject({ invalid: true, error: "Use no máximo 40 caracteres." });
    expect(page.host.querySelector("[role=alert]")?.textContent).toBe("Alguns campos precisam de atenção. Confira e tente novamente.");
    expect(document.activeElement).toBe(name.control);
    expect(calls).toHaveLength(0);

    // the message follows the correction as the person types
    await typeInto(name.control, "Ana");
    expect(fieldLabelled(page.host, "Nome completo")).toMatchObject({ invalid: false, error: null });
  });

  it("sends what the schema made of the values (trimmed, an empty phone as null)", async () => {
    const calls = answerApi(() => ({ status: 200, body: { user } }));
    page = await mountInPage(createElement(PersonalDataForm, { user }));
    await typeInto(fieldLabelled(page.host, "Full name").control, "  Ana Lima ");
    await typeInto(fieldLabelled(page.host, "Phone number").control, "  ");
    await clickAndSettle(button("Save changes"));
    expect(calls).toEqual([{ path: "/api/user", method: "PATCH", body: { name: "Ana Lima", phoneNumber: null } }]);
  });

  it("puts the API's refusal on the field it names", async () => {
    answerApi(() => ({
      status: 400,
      body: {
        error: {
          code: "validation_failed",
          message: "Some fields are not valid.",
          issues: [{ path: "phoneNumber", message: "Enter a valid phone number." }],
        },
      },
    }));
    page = await mountInPage(createElement(PersonalDataForm, { user }));
    await typeInto(fieldLabelled(page.host, "Phone number").control, "+1 555");
    await clickAndSettle(button("Save changes"));
    expect(fieldLabelled(page.host, "Phone number")).toMatchObject({ invalid: true, error: "Enter a valid phone number." });
    expect(page.host.querySelector("[role=alert]")?.textContent).toBe("Some fields need your attention. Check them and try again.");
  });
});

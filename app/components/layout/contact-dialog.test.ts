// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../lib/form-test-kit.ts";
import { ContactDialog } from "./contact-dialog.tsx";

// The contact dialog checks with the API's contactMessageSchema and says it in its own words
// (shell:contact.errors.*), in the page's language; valid input is sent as the schema made it.

let page: Mounted;
afterEach(() => page.unmount());
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]")!;
const button = (name: string) => [...dialog().querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
const open = (locale: "en" | "pt" = "en") =>
  mountInPage(createElement(ContactDialog, { open: true, onOpenChange: () => {}, trigger: { current: null } }), locale);

describe("the contact dialog", () => {
  it("names each problem beside its field, in Portuguese, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 204 }));
    page = await open("pt");
    await typeInto(fieldLabelled(dialog(), "E-mail").control, "ana@empresa");
    await typeInto(fieldLabelled(dialog(), "Mensagem").control, "Oi");
    await clickAndSettle(button("Enviar mensagem"));
    const name = fieldLabelled(dialog(), "Nome");
    expect(name).toMatchObject({ invalid: true, error: "Informe seu nome." });
    expect(fieldLabelled(dialog(), "E-mail").error).toBe("Informe um e-mail válido, como nome@exemplo.com.");
    expect(fieldLabelled(dialog(), "Assunto").error).toBe("Escolha um assunto.");
    expect(fieldLabelled(dialog(), "Mensagem").error).toBe("Sua mensagem precisa ter pelo menos 10 caracteres.");
    expect(document.activeElement).toBe(name.control);
    expect(calls).toHaveLength(0);
  });

  it("sends valid input, trimmed as the API takes it", async () => {
    const calls = answerApi(() => ({ status: 204 }));
    page = await open();
    await typeInto(fieldLabelled(dialog(), "Name").control, " Sam Lee ");
    await typeInto(fieldLabelled(dialog(), "E-mail").control, "sam@example.com");
    await typeInto(fieldLabelled(dialog(), "Subject").control, "sales");
    await typeInto(fieldLabelled(dialog(), "Message").control, "We would like a quote for 40 people.");
    await clickAndSettle(button("Send message"));
    expect(calls).toEqual([
      {
        path: "/api/public/contact",
        method: "POST",
        body: { name: "Sam Lee", email: "sam@example.com", subject: "sales", message: "We would like a quote for 40 people." },
      },
    ]);
  });
});

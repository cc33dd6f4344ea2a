// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import { NotifyDialog } from "./notify-dialog.tsx";

// The notify dialog checks the title, message and link with the API's sendNotificationsSchema,
// in its own words, and sends the body that schema makes.

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]")!;

describe("the notify dialog", () => {
  it("names what is missing or wrong, in Portuguese, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 200, body: { sent: 1 } }));
    page = await mountInPage(createElement(NotifyDialog, { emails: ["ana@acme.com"], onSent: () => {} }), "pt");
    await clickAndSettle(button("Notificar selecionados"));
    await typeInto(fieldLabelled(dialog(), "Link").control, "javascript:alert(1)");
    await clickAndSettle(button("Enviar"));
    expect(fieldLabelled(dialog(), "Título")).toMatchObject({ invalid: true, error: "Preencha este campo." });
    expect(fieldLabelled(dialog(), "Mensagem").error).toBe("Preencha este campo.");
    expect(fieldLabelled(dialog(), "Link").error).toBe(
      "Informe uma página deste site (começando com /) ou um endereço que comece com https://.",
    );
    expect(calls).toHaveLength(0);
  });

  it("sends the title, message and link as the API takes them", async () => {
    const calls = answerApi(() => ({ status: 200, body: { sent: 1 } }));
    page = await mountInPage(createElement(NotifyDialog, { emails: ["ana@acme.com"], onSent: () => {} }));
    await clickAndSettle(button("Notify selected"));
    await typeInto(fieldLabelled(dialog(), "Title").control, " Safety week ");
    await typeInto(fieldLabelled(dialog(), "Message").control, "Take the phishing course.");
    await clickAndSettle(button("Send"));
    expect(calls).toEqual([
      {
        path: "/api/notification/send-notifications",
        method: "POST",
        body: { emails: ["ana@acme.com"], slug: "message", title: "Safety week", message: "Take the phishing course." },
      },
    ]);
  });
});

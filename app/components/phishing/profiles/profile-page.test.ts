// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import type { SendingProfile } from "./profile-form-schema.ts";
import { ProfileList } from "./profile-list.tsx";

// The sending profiles as a manager uses them: a profile added with the form's checks in the
// API's words, an edit that leaves the saved password alone, and a test e-mail whose failure
// shows what the server said.

const id = "6a1f3c1e-8f57-4a55-9a8e-2a3b4c5d6e7f";
const relay: SendingProfile = {
  id,
  name: "Acme relay",
  host: "smtp.acme.test",
  port: 587,
  security: "starttls",
  username: "mailer",
  hasPassword: true,
  fromAddress: "alerts@acme.test",
  ratePerMinute: 120,
  lastTest: { at: "2026-11-29T12:00:00.000Z", ok: false, message: "535 5.7.8 Authentication failed" },
  createdAt: "2026-11-29T10:00:00.000Z",
};

let page: Mounted;
afterEach(() => page.unmount());
// dialogs open in a portal at the end of the body
const body = () => document.body;
const button = (name: string) => [...body().querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
const field = (label: string) => fieldLabelled(body(), label);
const mount = (rows: SendingProfile[], locale: "en" | "pt" = "en") =>
  mountInPage(createElement(ProfileList, { rows, page: 1, total: rows.length, canManage: true }), locale);

describe("the sending profiles' page", () => {
  it("adds a profile: the form's checks at their fields, then the body the API takes", async () => {
    const calls = answerApi(() => ({ status: 201, body: { id } }));
    page = await mount([]);
    expect(body().textContent).toContain("No sending profiles yet.");
    await clickAndSettle(button("Add a profile"));
    await clickAndSettle(button("Add profile"));
    expect(field("Name").error).toBeTruthy();
    expect(field("Server").error).toBeTruthy();
    expect(field("From address").invalid).toBe(true);
    expect(calls).toHaveLength(0);

    await typeInto(field("Name").control, "Office relay");
    await typeInto(field("Server").control, "smtp.acme.test");
    await typeInto(field("Port").control, "99999");
    await typeInto(field("From address").control, "alerts@acme.test");
    await clickAndSettle(button("Add profile"));
    expect(field("Port").error).toBe("Enter a port from 1 to 65535.");

    await typeInto(field("Security").control, "tls");
    await typeInto(field("Port").control, "465");
    await clickAndSettle(button("Add profile"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/phishing/sending-profiles"]);
    expect(calls[0]!.body).toEqual({
      name: "Office relay",
      host: "smtp.acme.test",
      port: 465,
      security: "tls",
      fromAddress: "alerts@acme.test",
    });
  });

  it("edits a profile without sending a password unless one is typed", async () => {
    const calls = answerApi(() => ({ status: 200, body: relay }));
    page = await mount([relay]);
    expect(body().textContent).toContain("535 5.7.8 Authentication failed");
    await clickAndSettle(button("Edit"));
    expect(body().textContent).toContain("A password is saved. Leave this blank to keep it.");
    await typeInto(field("Messages per minute").control, "60");
    await clickAndSettle(button("Save changes"));
    expect(calls[0]).toMatchObject({ method: "PUT", path: `/api/phishing/sending-profiles/${id}` });
    expect(calls[0]!.body).not.toHaveProperty("password");
    expect(calls[0]!.body).toMatchObject({ username: "mailer", ratePerMinute: 60 });
  });

  it("sends a test e-mail and shows the server's answer, in Portuguese", async () => {
    const calls = answerApi(() => ({ status: 200, body: { ok: false, message: "535 5.7.8 Authentication failed" } }));
    page = await mount([relay], "pt");
    await clickAndSettle(button("Enviar e-mail de teste"));
    await typeInto(field("Enviar para").control, "ana@acme.test");
    await clickAndSettle(button("Enviar teste"));
    expect(calls[0]).toMatchObject({ method: "POST", path: `/api/phishing/sending-profiles/${id}/test`, body: { to: "ana@acme.test" } });
    const result = body().querySelector("[data-testid=phishing-profile-test-result]")?.textContent ?? "";
    expect(result).toContain("O servidor não aceitou a mensagem");
    expect(result).toContain("535 5.7.8 Authentication failed");
  });

  it("puts a refused test recipient at the address field, in the API's words", async () => {
    answerApi(() => ({ status: 400, body: { error: { code: "test_recipient_refused", message: "Send the test to yourself." } } }));
    page = await mount([relay]);
    await clickAndSettle(button("Send test e-mail"));
    await typeInto(field("Send to").control, "someone@elsewhere.test");
    await clickAndSettle(body().querySelector("[data-testid=phishing-profile-test-form] button[type=submit]"));
    expect(field("Send to").error).toBe("Send the test to yourself.");
  });
});

// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import { InviteDialog } from "./invite-dialog.tsx";

// The invite dialog checks the pasted addresses with the API's rules (inviteInputSchema's count,
// the service's e-mail pattern) and says which ones it refuses, in the page's language.

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]")!;
const props = { roles: ["member", "manager"] as const, groups: [], seatsLeft: null };

describe("the invite dialog", () => {
  it("names the addresses it refuses, in Portuguese, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 200, body: { invited: [], resent: [], alreadyMembers: [] } }));
    page = await mountInPage(createElement(InviteDialog, { ...props, roles: [...props.roles] }), "pt");
    await clickAndSettle(button("Convidar pessoas"));
    await clickAndSettle(button("Enviar convites"));
    expect(fieldLabelled(dialog(), "Endereços de e-mail")).toMatchObject({
      invalid: true,
      error: "Cole pelo menos um endereço de e-mail.",
    });
    await typeInto(fieldLabelled(dialog(), "Endereços de e-mail").control, "ana@acme.com, bob@, carla");
    await clickAndSettle(button("Enviar convites"));
    expect(fieldLabelled(dialog(), "Endereços de e-mail").error).toBe("Estes endereços não são válidos: bob@, carla.");
    expect(calls).toHaveLength(0);
  });

  it("sends the addresses once each, lower-cased, with the role and language", async () => {
    const calls = answerApi(() => ({ status: 200, body: { invited: ["ana@acme.com", "bo@acme.com"], resent: [], alreadyMembers: [] } }));
    page = await mountInPage(createElement(InviteDialog, { ...props, roles: [...props.roles] }));
    await clickAndSettle(button("Invite people"));
    await typeInto(fieldLabelled(dialog(), "E-mail addresses").control, "Ana@Acme.com\nbo@acme.com; ana@acme.com");
    await clickAndSettle(button("Send invitations"));
    expect(calls).toEqual([
      {
        path: "/api/entity/invitations",
        method: "POST",
        body: { emails: ["ana@acme.com", "bo@acme.com"], role: "member", languageCode: "en-US" },
      },
    ]);
  });
});

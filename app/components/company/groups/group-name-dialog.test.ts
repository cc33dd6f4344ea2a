// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../../lib/form-test-kit.ts";
import { GroupNameDialog } from "./group-name-dialog.tsx";

// The group name dialog checks the name with the API's groupInputSchema, in the API's words,
// and sends the name as the schema makes it (trimmed).

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]")!;
const group = { id: "5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", name: "Sales", memberCount: 0, createdAt: "2026-01-01T00:00:00Z" };

describe("the group name dialog", () => {
  it("refuses an empty name and a long one, in Portuguese, focused, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 201, body: group }));
    page = await mountInPage(createElement(GroupNameDialog, { trigger: "Novo grupo", triggerClass: "", onDone: () => {} }), "pt");
    await clickAndSettle(button("Novo grupo"));
    await typeInto(fieldLabelled(dialog(), "Nome do grupo").control, "   ");
    await clickAndSettle(button("Criar grupo"));
    expect(fieldLabelled(dialog(), "Nome do grupo")).toMatchObject({ invalid: true, error: "Este campo é obrigatório." });
    expect(fieldLabelled(dialog(), "Nome do grupo").control).toBe(document.activeElement);
    await typeInto(fieldLabelled(dialog(), "Nome do grupo").control, "x".repeat(81));
    await clickAndSettle(button("Criar grupo"));
    expect(fieldLabelled(dialog(), "Nome do grupo").error).toBe("Use no máximo 80 caracteres.");
    expect(calls).toHaveLength(0);
  });

  it("renames with the name trimmed, and shows the API's refusal beside the field", async () => {
    const calls = answerApi(() => ({
      status: 409,
      body: {
        error: { code: "conflict", message: "Conflict", issues: [{ path: "body.name", message: "A group with this name exists." }] },
      },
    }));
    page = await mountInPage(createElement(GroupNameDialog, { group, trigger: "Rename", triggerClass: "", onDone: () => {} }));
    await clickAndSettle(button("Rename"));
    await typeInto(fieldLabelled(dialog(), "Group name").control, "  Marketing ");
    await clickAndSettle(button("Save name"));
    expect(calls).toEqual([{ path: `/api/entity/groups/${group.id}`, method: "PATCH", body: { name: "Marketing" } }]);
    expect(fieldLabelled(dialog(), "Group name")).toMatchObject({ invalid: true, error: "A group with this name exists." });
  });
});

// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../lib/form-test-kit.ts";
import { AvatarForm } from "./avatar-form.tsx";
import type { VoiceChoices } from "./studio-api.ts";

// The presenter's form checks with the API's avatarInputSchema, in the API's words, and sends
// the presenter as the schema makes it.

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;
const voices: VoiceChoices = {
  en: { engine: "espeak-ng", data: [{ id: "en-us", name: "English (America)", gender: "male" }], error: null },
  pt: { engine: "espeak-ng", data: [{ id: "pt-br", name: "Portuguese (Brazil)", gender: null }], error: null },
};

describe("the presenter's form", () => {
  it("asks for a name and a voice in at least one language, in Portuguese, and sends nothing", async () => {
    const calls = answerApi(() => ({ status: 201 }));
    page = await mountInPage(createElement(AvatarForm, { voices }), "pt");
    // a Portuguese page starts the presenter in Portuguese, its Portuguese voice chosen
    expect((fieldLabelled(page.host, "Idioma principal").control as HTMLSelectElement).value).toBe("pt");
    await typeInto(fieldLabelled(page.host, "Voz em Português").control, "");
    await clickAndSettle(button("Criar apresentador"));
    expect(fieldLabelled(page.host, "Nome").error).toBe("Este campo é obrigatório.");
    expect(fieldLabelled(page.host, "Voz em Inglês")).toMatchObject({ invalid: true, error: "Escolha uma voz para pelo menos um idioma." });
    expect(calls).toHaveLength(0);
  });

  it("sends the name trimmed, a voice per language and the rate, and shows the API's refusal at its field", async () => {
    const calls = answerApi(() => ({
      status: 400,
      body: {
        error: { code: "validation", message: "Invalid", issues: [{ path: "body.voices.pt", message: "This voice is not installed." }] },
      },
    }));
    page = await mountInPage(createElement(AvatarForm, { voices }));
    await typeInto(fieldLabelled(page.host, "Name").control, "  Ana ");
    await typeInto(fieldLabelled(page.host, "Voice in Portuguese").control, "pt-br");
    await typeInto(page.host.querySelector("input[type=number]"), "1.5");
    expect(page.host.querySelector("[data-testid=rate-wpm]")?.textContent).toBe("1.5× · about 263 words a minute");
    await clickAndSettle(button("Create presenter"));
    expect(calls).toEqual([
      {
        path: "/api/creator/avatars",
        method: "POST",
        body: { name: "Ana", language: "en", voices: { en: "en-us", pt: "pt-br" }, rate: 1.5 },
      },
    ]);
    expect(fieldLabelled(page.host, "Voice in Portuguese")).toMatchObject({ invalid: true, error: "This voice is not installed." });
  });
});

// @vitest-environment jsdom
import { act, createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../lib/form-test-kit.ts";
import { CourseNewForm } from "./course-new-form.tsx";

// The new-course form sends the minimal draft the editor then opens on, and puts the API's
// refusals on the fields they name.

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
const checkbox = (name: string) =>
  [...page.host.querySelectorAll("label")].find((l) => l.textContent?.trim() === name)?.querySelector("input") ?? null;
const presenters = [
  { id: "0c7e1f4a-2b3c-4d5e-8f90-a1b2c3d4e5f6", name: "Ana" },
  { id: "1d8f2a5b-3c4d-4e6f-9a01-b2c3d4e5f6a7", name: "Rui" },
];

describe("the new-course form", () => {
  it("sends the title of each chosen language, the area, the level and the presenter", async () => {
    const calls = answerApi(() => ({ status: 201, body: { id: "2e9a3b6c-4d5e-4f70-8b12-c3d4e5f6a7b8" } }));
    page = await mountInPage(createElement(CourseNewForm, { presenters }));
    await act(async () => checkbox("Portuguese")?.click());
    await typeInto(fieldLabelled(page.host, "Title in English").control, " Safe links ");
    await typeInto(fieldLabelled(page.host, "Title in Portuguese").control, "Links seguros");
    await typeInto(fieldLabelled(page.host, "Area").control, "privacy-compliance");
    await typeInto(fieldLabelled(page.host, "Level").control, "advanced");
    await typeInto(fieldLabelled(page.host, "Presenter").control, presenters[1]!.id);
    await clickAndSettle(button("Create and start writing"));
    expect(calls).toEqual([
      {
        path: "/api/creator/courses",
        method: "POST",
        body: {
          languages: ["en", "pt"],
          area: "privacy-compliance",
          level: "advanced",
          avatarId: presenters[1]!.id,
          en: { title: "Safe links" },
          pt: { title: "Links seguros" },
        },
      },
    ]);
  });

  it("puts the API's refusal on the field it names, in Portuguese", async () => {
    answerApi(() => ({
      status: 400,
      body: {
        error: {
          code: "validation_failed",
          message: "Alguns campos não são válidos.",
          issues: [{ path: "body.pt.title", message: "Use no máximo 90 caracteres." }],
        },
      },
    }));
    page = await mountInPage(createElement(CourseNewForm, { presenters: [] }), "pt");
    expect(page.host.querySelector("[data-testid=no-presenter] a")?.getAttribute("href")).toBe("/pt/content-creator/avatars/new");
    await typeInto(fieldLabelled(page.host, "Título em português").control, "Links seguros");
    await typeInto(fieldLabelled(page.host, "Área").control, "cybersecurity");
    await typeInto(fieldLabelled(page.host, "Nível").control, "beginner");
    await clickAndSettle(button("Criar e começar a escrever"));
    expect(fieldLabelled(page.host, "Título em português")).toMatchObject({ invalid: true, error: "Use no máximo 90 caracteres." });
  });
});

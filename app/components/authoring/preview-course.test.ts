// @vitest-environment jsdom
import { act, createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CreatorCourse, DraftLanguage } from "../../../contract/authoring.ts";
import { type Mounted, mountInPage } from "../../lib/form-test-kit.ts";
import { PreviewCourse } from "./preview-course.tsx";

// The course page's preview reads as the learner's course does, in either language, and keeps the
// right answers to itself until the author asks for them.

const language = (title: string, prompt: string): DraftLanguage => ({
  title,
  summary: "",
  steps: [
    {
      title: "Hover first",
      body: ["Hover over a link to see where it goes."],
      takeaways: ["Look before you click."],
      illustration: "phishing-hook",
      illustrationAlt: "A hook",
    },
  ],
  keyTakeaways: ["Check links."],
  questions: [{ prompt, options: ["Hover over it", "Click it"], correct: [0], explanation: "Hovering shows the real address." }],
  badge: { name: "Link checker", description: "Checks links before clicking." },
});
const course = {
  id: "6a1f3c1e-8f57-4a55-9a8e-2a3b4c5d6e7f",
  languages: ["en", "pt"],
  badgeColor: "#2563eb",
  video: null,
  en: language("Safe links", "What do you do first?"),
  pt: language("Links seguros", "O que fazer primeiro?"),
} as unknown as CreatorCourse;

let page: Mounted;
afterEach(() => page.unmount());
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;

describe("the learner's preview", () => {
  it("shows the page's language first and switches to the other", async () => {
    page = await mountInPage(createElement(PreviewCourse, { course }), "pt");
    expect(page.host.querySelector("[data-testid=preview-pt]")?.textContent).toContain("Links seguros");
    expect(page.host.querySelector("[data-testid=preview-pt]")?.getAttribute("lang")).toBe("pt-BR");
    await act(async () => button("Inglês")?.click());
    expect(button("Inglês")?.getAttribute("aria-pressed")).toBe("true");
    expect(page.host.querySelector("[data-testid=preview-en]")?.textContent).toContain("What do you do first?");
    expect(page.host.querySelector("[data-testid=preview-pt]")).toBeNull();
  });

  it("marks the right answer and shows the explanation only with “Show answers” on", async () => {
    page = await mountInPage(createElement(PreviewCourse, { course }));
    const challenge = () => page.host.querySelector("[data-testid=preview-challenge]")!;
    expect(challenge().textContent).not.toContain("(right answer)");
    expect(challenge().textContent).not.toContain("Hovering shows the real address.");
    const toggle = challenge().querySelector("[role=switch]") as HTMLButtonElement;
    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    const options = [...challenge().querySelectorAll("li li")].map((li) => li.textContent);
    expect(options).toEqual(["Hover over it(right answer)", "Click it"]);
    expect(challenge().textContent).toContain("Hovering shows the real address.");
  });
});

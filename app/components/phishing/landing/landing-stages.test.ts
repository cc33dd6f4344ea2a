// @vitest-environment jsdom
import { createElement, type ReactElement } from "react";
import axe from "axe-core";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Landing } from "../../../../contract/phishing.ts";
import { loadCatalogs } from "../../../i18n/index.ts";
import { I18nextProvider } from "../../../i18n/react.ts";
import { I18n } from "../../../i18n/translator.ts";
import { LessonStage } from "./lesson-stage.tsx";
import { SignInStage } from "./sign-in-stage.tsx";

// The teachable moment as the recipient sees it: a sign-in that can post nothing typed, then the
// lesson with the e-mail's red flags numbered in the message and beside it.

const TOKEN = "AbCdEfGhIjKlMnOpQrStUv";
const landing: Landing = {
  landingPageId: "sign-in-then-lesson",
  stage: "sign-in",
  language: "en",
  company: "Acme Academy",
  message: {
    from: "Contoso IT <it-desk@mail.example>",
    senderName: "Contoso IT",
    subject: "Your password expires today",
    html: '<p>Hi Lena, <a data-flag="link" href="#">keep it</a></p>',
    redFlags: [
      { id: "sender", target: "sender", title: "Unknown sender", detail: "IT never writes from outside." },
      { id: "urgency", target: "subject", title: "Urgency", detail: "Pressure to act now." },
      { id: "link", target: "body", title: "Odd link", detail: "It leads to another site." },
    ],
  },
  course: { slug: "phishing-essentials", title: "Phishing essentials", minutes: 5, url: "/pt/training/courses/phishing-essentials" },
  assigned: { title: "Phishing essentials", dueAt: "2026-12-07T12:00:00.000Z" },
};

async function render(locale: "en" | "pt", element: ReactElement) {
  const i18n = new I18n(locale, await loadCatalogs(locale));
  const doc = document.createElement("div");
  doc.innerHTML = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, {}, element)));
  document.body.replaceChildren(doc);
  return doc;
}

/** What axe finds in the rendered stage (colours need a layout jsdom has not: the journeys check those). */
async function violations() {
  const result = await axe.run(document.body, { iframes: false, rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("the phishing landing page's stages", () => {
  it("shows a sign-in whose form posts to the tracked submit with no named field", async () => {
    const doc = await render("en", createElement(SignInStage, { landing, token: TOKEN }));
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("action")).toBe(`/s/${TOKEN}/submit`);
    expect(form.getAttribute("method")).toBe("post");
    const inputs = [...form.querySelectorAll("input")];
    expect(inputs.map((i) => i.type)).toEqual(["email", "password"]);
    expect(inputs.every((i) => !i.hasAttribute("name"))).toBe(true);
    // each input has its label
    for (const i of inputs) expect(doc.querySelector(`label[for="${i.id}"]`)?.textContent).toBeTruthy();
    expect(doc.textContent).toContain("Contoso IT");
    expect(await violations()).toEqual([]);
  });

  it("teaches in Portuguese: the flags numbered on their lines and in the frame, the course assigned with its date", async () => {
    const doc = await render(
      "pt",
      createElement(LessonStage, { landing: { ...landing, stage: "lesson", language: "pt" }, brand: undefined, reported: true }),
    );
    expect(doc.querySelector("h1")?.textContent).toBe("Isto foi uma simulação de phishing");
    expect(doc.querySelector('[role="status"]')?.textContent).toContain("Obrigado por reportar");
    expect(doc.querySelector('[data-testid="phishing-message-from"]')?.textContent).toMatch(/Contoso IT <it-desk@mail\.example>\s*1$/);
    expect(doc.querySelector('[data-testid="phishing-message-subject"]')?.textContent).toMatch(/expires today\s*2$/);
    const frame = doc.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain('[data-flag="link"]::before{content:"3"');
    const items = [...doc.querySelectorAll('[data-testid="phishing-red-flags"] li')].map((li) => li.textContent);
    expect(items).toEqual([
      "1Unknown sender(no remetente)IT never writes from outside.",
      "2Urgency(no assunto)Pressure to act now.",
      "3Odd linkIt leads to another site.",
    ]);
    expect(doc.querySelector("#phishing-flags-title")?.textContent).toBe("3 sinais de alerta para observar");
    expect(doc.querySelector('[data-testid="phishing-assigned"]')?.textContent).toMatch(/^Atribuído a você, prazo até .*2026/);
    const start = [...doc.querySelectorAll("a")].find((a) => a.textContent === "Começar o curso");
    expect(start?.getAttribute("href")).toBe("/pt/training/courses/phishing-essentials");
    expect(doc.textContent).toContain("Cerca de 5 minutos");
    expect(await violations()).toEqual([]);
  });
});

// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Citation } from "../../../contract/assistants.ts";
import { loadCatalogs } from "../../i18n/index.ts";
import { I18nextProvider } from "../../i18n/react.ts";
import { I18n } from "../../i18n/translator.ts";
import { AnswerText, SourceList } from "./answer-text.tsx";
import { answerSegments, sitePath } from "./citation-text.ts";

// An answer's [n] markers become links to its citations; the answer itself is only ever text.

const cites: Citation[] = [
  { key: "k", title: "Phishing basics, step 2", url: "/training/courses/phishing/watch?step=2", kind: "course-step" },
  { key: "k", title: "DMARC record missing", url: "/scanners/scans/1#dmarc", kind: "finding" },
];

async function render(locale: "en" | "pt", text: string, citations = cites) {
  const i18n = new I18n(locale, await loadCatalogs(locale));
  const doc = document.createElement("div");
  doc.innerHTML = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        MemoryRouter,
        { initialEntries: [locale === "pt" ? "/pt/training" : "/training"] },
        createElement(AnswerText, { text, citations }),
        createElement(SourceList, { citations }),
      ),
    ),
  );
  return doc;
}

describe("an answer's citation markers", () => {
  it("cuts the text into plain pieces and markers that have a citation", () => {
    expect(answerSegments("Look at [1] and [2], not [3].", cites)).toEqual([
      { text: "Look at " },
      { text: "[1]", n: 1, citation: cites[0] },
      { text: " and " },
      { text: "[2]", n: 2, citation: cites[1] },
      { text: ", not [3]." },
    ]);
    expect(answerSegments("No sources here", [])).toEqual([{ text: "No sources here" }]);
    expect(answerSegments("", cites)).toEqual([]);
  });

  it("lets only paths of this site be links", () => {
    expect(sitePath("/compliance/requirements/abc")).toBe("/compliance/requirements/abc");
    expect(sitePath("//evil.example/x")).toBeNull();
    expect(sitePath("https://evil.example/")).toBeNull();
    expect(sitePath("javascript:alert(1)")).toBeNull();
  });

  it("renders the markers as links to the cited pages, in the page's language, and lists the sources", async () => {
    const doc = await render("pt", "Veja [1] e [2].");
    const links = [...doc.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["[1]fonte 1: Phishing basics, step 2", "/pt/training/courses/phishing/watch?step=2"],
      ["[2]fonte 2: DMARC record missing", "/pt/scanners/scans/1#dmarc"],
      ["Phishing basics, step 2", "/pt/training/courses/phishing/watch?step=2"],
      ["DMARC record missing", "/pt/scanners/scans/1#dmarc"],
    ]);
    expect(doc.textContent).toContain("Fontes");
  });

  it("never turns the answer's words into HTML, and a citation off this site into no link", async () => {
    const hostile: Citation[] = [{ key: "k", title: "<b>x</b>", url: "javascript:alert(1)", kind: "course" }];
    const doc = await render("en", '<img src=x onerror="alert(1)"> see [1]', hostile);
    expect(doc.querySelector("img")).toBeNull();
    expect(doc.querySelector("b")).toBeNull();
    expect(doc.querySelector("a")).toBeNull();
    expect(doc.textContent).toContain('<img src=x onerror="alert(1)"> see [1]');
    expect(doc.textContent).toContain("<b>x</b>");
  });
});

// @vitest-environment jsdom
import { act, createElement, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCatalogs } from "../../i18n/index.ts";
import { I18nextProvider } from "../../i18n/react.ts";
import { I18n } from "../../i18n/translator.ts";
import { QueryPager, StatePager } from "./pager.tsx";

// The lists' pagers: "1–20 of 60" with previous and next links that keep the rest of the
// address, and the buttons of a list paged inside a dialog or a panel.

async function html(url: string, element: ReactElement, locale: "en" | "pt" = "en") {
  const i18n = new I18n(locale, await loadCatalogs(locale));
  const doc = document.createElement("div");
  doc.innerHTML = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, { initialEntries: [url] }, element)),
  );
  return doc;
}
const links = (doc: HTMLElement) => [...doc.querySelectorAll("a")].map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")]);
const pager = (props: Partial<Parameters<typeof QueryPager>[0]>) =>
  createElement(QueryPager, { page: 1, limit: 20, total: 60, label: "Pages", ns: "scannerPages", keys: "pager", ...props });

describe("the query pager", () => {
  it("says which rows are shown and links to the pages beside, keeping the rest of the query", async () => {
    const doc = await html("/scanners/websites?q=shop&page=2", pager({ page: 2 }));
    const nav = doc.querySelector("nav")!;
    expect(nav.getAttribute("aria-label")).toBe("Pages");
    expect(nav.textContent).toContain("21–40 of 60");
    expect(nav.textContent).toContain("Page 2 of 3");
    // page 1 is the bare address; the search stays
    expect(links(doc)).toEqual([
      ["Previous page", "/scanners/websites?q=shop"],
      ["Next page", "/scanners/websites?q=shop&page=3"],
    ]);
  });

  it("shows the edges it cannot go past as inert, and pages on a parameter of its own", async () => {
    const doc = await html("/referral-program?commissionsPage=3&referralsPage=3", pager({ page: 3, param: "referralsPage" }));
    expect(links(doc)).toEqual([["Previous page", "/referral-program?commissionsPage=3&referralsPage=2"]]);
    expect(doc.querySelectorAll("nav span[aria-hidden=true]")).toHaveLength(1);
  });

  it("speaks the page's language", async () => {
    const doc = await html(
      "/pt/conformidade/evidencias",
      createElement(QueryPager, { page: 1, limit: 10, total: 25, label: "Páginas", ns: "complianceRequirementPages", keys: "pager" }),
      "pt",
    );
    expect(doc.textContent).toContain("1–10 de 25");
    expect(links(doc)).toEqual([["Próxima página", "/pt/conformidade/evidencias?page=2"]]);
  });

  it("is left out while the list fits one page, unless told to keep its summary", async () => {
    expect((await html("/x", pager({ total: 12 }))).innerHTML).toBe("");
    const rows = await html("/x", pager({ total: 12, single: "rows" }));
    expect(rows.textContent).toBe("1–12 of 12");
    expect(rows.querySelectorAll("a")).toHaveLength(0);
    expect((await html("/x", pager({ total: 0, single: "rows" }))).innerHTML).toBe("");
    const always = await html("/x", pager({ total: 0, single: "always", summary: "0 people", summaryTestId: "members-total" }));
    expect(always.querySelector("[data-testid=members-total]")?.textContent).toBe("0 people");
  });
});

describe("the state pager", () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it("moves a page at a time and cannot go past the first or the last", () => {
    const host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
    const onPage = vi.fn();
    const texts = { previous: "Previous page", next: "Next page", page: "Page 1 of 2" };
    act(() => root!.render(createElement(StatePager, { page: 1, pages: 2, onPage, texts, label: "Assignments" })));
    const [prev, next] = [...host.querySelectorAll("button")];
    expect(host.querySelector("nav")?.getAttribute("aria-label")).toBe("Assignments");
    expect(prev!.disabled).toBe(true);
    act(() => next!.click());
    expect(onPage).toHaveBeenCalledWith(2);
    act(() => root!.render(createElement(StatePager, { page: 1, pages: 1, onPage, texts })));
    expect(host.innerHTML).toBe("");
  });
});

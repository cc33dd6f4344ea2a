import { act, createElement, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { loadCatalogs } from "../i18n/index.ts";
import { I18nextProvider } from "../i18n/react.ts";
import { I18n } from "../i18n/translator.ts";

// What the forms' jsdom tests share (only tests import this): a form mounted in a page of its
// own with the language's catalogs, typing as a person does, and the API answered by the test.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Mounted = { root: Root; host: HTMLElement; unmount: () => void };

/** Renders the element at `/` of a memory router (actions and revalidation work), in `locale`. */
export async function mountInPage(
  element: ReactElement,
  locale: "en" | "pt" = "en",
  action?: (form: FormData) => unknown,
): Promise<Mounted> {
  const i18n = new I18n(locale, await loadCatalogs(locale));
  const router = createMemoryRouter([{ path: "/", element, action: action && (async ({ request }) => action(await request.formData())) }], {
    initialEntries: ["/"],
  });
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router }))));
  return {
    root,
    host,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

/** Types into a field as the browser does (React sees the native value setter, then an input event). */
export async function typeInto(el: Element | null, value: string) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
    throw new Error("no such field");
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

/** Clicks and lets the form's checks and its send settle. */
export async function clickAndSettle(el: Element | null) {
  if (!(el instanceof HTMLElement)) throw new Error("nothing to click");
  await act(async () => {
    el.click();
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
}

/** The control labelled `text` and the message its aria-describedby points to. */
export function fieldLabelled(host: HTMLElement, text: string) {
  const label = [...host.querySelectorAll("label")].find((l) => l.textContent?.trim().startsWith(text));
  const control = label?.htmlFor ? host.ownerDocument.getElementById(label.htmlFor) : null;
  const described = (control?.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const error = described.map((id) => host.ownerDocument.getElementById(id)).find((el) => el?.id.endsWith("-error"));
  return { control, invalid: control?.getAttribute("aria-invalid") === "true", error: error?.textContent ?? null };
}

/** Answers the browser's API calls with `answer(path, init)`, recording them. */
export function answerApi(answer: (path: string, init: RequestInit) => { status: number; body?: unknown }) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    calls.push({ path, method: init.method ?? "GET", body: typeof init.body === "string" ? JSON.parse(init.body) : init.body });
    const { status, body } = answer(path, init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return calls;
}

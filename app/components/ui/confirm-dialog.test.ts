// @vitest-environment jsdom
import { act, createElement, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCatalogs } from "../../i18n/index.ts";
import { I18nextProvider } from "../../i18n/react.ts";
import { I18n } from "../../i18n/translator.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

// The one confirmation of the app, opened by a button of its own (remove a group, revoke an
// invitation) or from a menu item (stop following a framework): asks once, acts once.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let host: HTMLDivElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

async function mount(element: ReturnType<typeof createElement>) {
  const i18n = new I18n("pt", await loadCatalogs("pt"));
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(createElement(I18nextProvider, { i18n }, element)));
}
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.textContent?.trim() === name || b.getAttribute("aria-label") === name,
  )!;
/** A confirmation the test answers when it likes, counting the calls. */
function answers() {
  const calls: ((error: string | null) => void)[] = [];
  return { calls, onConfirm: () => new Promise<string | null>((resolve) => calls.push(resolve)) };
}

describe("the confirm dialog", () => {
  it("opened by its own button: starts on Cancel, acts once however often it is clicked, shows a refusal and closes when done", async () => {
    const server = answers();
    await mount(
      createElement(ConfirmDialog, {
        trigger: "Remover",
        triggerClass: "",
        triggerLabel: "Remover o grupo Vendas",
        title: "Remover Vendas?",
        body: "As pessoas ficam.",
        confirm: "Remover grupo",
        onConfirm: server.onConfirm,
      }),
    );
    expect(dialog()).toBeNull();
    act(() => button("Remover o grupo Vendas").click());
    expect(dialog()?.textContent).toContain("Remover Vendas?");
    expect(document.activeElement?.textContent).toBe("Cancelar");

    act(() => {
      button("Remover grupo").click();
      button("Remover grupo").click();
    });
    expect(server.calls).toHaveLength(1);
    expect(button("Remover grupo").getAttribute("aria-disabled")).toBe("true");
    await act(async () => server.calls[0]!("O grupo não pôde ser removido."));
    expect(dialog()?.querySelector("[role=alert]")?.textContent).toBe("O grupo não pôde ser removido.");

    act(() => button("Remover grupo").click());
    expect(server.calls).toHaveLength(2);
    await act(async () => server.calls[1]!(null));
    expect(dialog()).toBeNull();
  });

  it("opened from elsewhere: the caller holds it open, and focus goes back where the caller says on closing", async () => {
    const server = answers();
    function Menu() {
      const [open, setOpen] = useState(false);
      const menu = useRef<HTMLButtonElement>(null);
      return createElement(
        "div",
        null,
        createElement("button", { ref: menu, type: "button", onClick: () => setOpen(true) }, "Mais ações"),
        createElement(ConfirmDialog, {
          open,
          setOpen,
          returnFocus: menu,
          title: "Deixar de seguir?",
          body: "Nada se perde.",
          confirm: "Deixar de seguir",
          dismiss: "Continuar seguindo",
          onConfirm: server.onConfirm,
        }),
      );
    }
    await mount(createElement(Menu));
    act(() => button("Mais ações").click());
    expect(dialog()?.textContent).toContain("Deixar de seguir?");
    expect(document.activeElement?.textContent).toBe("Continuar seguindo");

    act(() => button("Continuar seguindo").click());
    expect(dialog()).toBeNull();
    // the dialog hands focus back once it has gone (Radix does it on the next task)
    await vi.waitFor(() => expect(document.activeElement).toBe(button("Mais ações")));
    expect(server.calls).toHaveLength(0);

    act(() => button("Mais ações").click());
    act(() => button("Deixar de seguir").click());
    await act(async () => server.calls[0]!(null));
    expect(dialog()).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(button("Mais ações")));
  });
});

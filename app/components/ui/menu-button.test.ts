// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { MenuButton } from "./menu-button.tsx";

// The "More actions" menu (issue 25 item 16: "Stop following" left the card's title for it): a
// menu button as the WAI-ARIA pattern has it, used from the keyboard alone.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let host: HTMLDivElement;
afterEach(() => host?.remove());

function mount(chosen: string[]) {
  host = document.createElement("div");
  document.body.append(host);
  const items = ["rename", "export", "unadopt"].map((id) => ({
    id,
    label: `Do ${id}`,
    danger: id === "unadopt",
    onSelect: () => chosen.push(id),
  }));
  act(() => createRoot(host).render(createElement(MenuButton, { label: "More actions", accessibleLabel: "More actions for LGPD", items })));
  return host.querySelector<HTMLButtonElement>("button[aria-haspopup=menu]")!;
}
const key = (el: Element, k: string) => act(() => void el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })));
const menuItems = () => [...document.querySelectorAll<HTMLElement>("[role=menuitem]")];

describe("the menu button", () => {
  it("opens from the keyboard on its first or last item, moves with the arrows, Home and End, and closes with Escape back to the button", () => {
    const button = mount([]);
    expect(button.getAttribute("aria-label")).toBe("More actions for LGPD");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.querySelector("[role=menu]")).toBeNull();

    button.focus();
    key(button, "Enter");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = document.querySelector("[role=menu]")!;
    expect(menu.getAttribute("aria-labelledby")).toBe(button.id);
    expect(document.activeElement).toBe(menuItems()[0]);
    key(menu, "ArrowDown");
    expect(document.activeElement).toBe(menuItems()[1]);
    key(menu, "End");
    expect(document.activeElement).toBe(menuItems()[2]);
    key(menu, "ArrowDown");
    expect(document.activeElement).toBe(menuItems()[0]);
    key(menu, "ArrowUp");
    expect(document.activeElement).toBe(menuItems()[2]);
    key(menu, "Home");
    expect(document.activeElement).toBe(menuItems()[0]);
    key(menu, "Escape");
    expect(document.querySelector("[role=menu]")).toBeNull();
    expect(document.activeElement).toBe(button);

    key(button, "ArrowUp");
    expect(document.activeElement).toBe(menuItems()[2]);
    // only the focused item is in the tab order
    expect(menuItems().map((i) => i.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("acts on the item chosen and closes; a click outside closes it without acting", () => {
    const chosen: string[] = [];
    const button = mount(chosen);
    act(() => button.click());
    expect(menuItems()).toHaveLength(3);
    act(() => menuItems()[2]!.click());
    expect(chosen).toEqual(["unadopt"]);
    expect(document.querySelector("[role=menu]")).toBeNull();

    act(() => button.click());
    act(() => void document.body.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    expect(document.querySelector("[role=menu]")).toBeNull();
    expect(chosen).toEqual(["unadopt"]);
  });
});

import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { buttonClass } from "./button.tsx";

export type MenuItem = {
  id: string;
  label: string;
  icon?: LucideIcon;
  /** Takes something away: shown in red, and it should ask before acting. */
  danger?: boolean;
  onSelect: () => void;
};

/**
 * A button that opens a short list of actions (the WAI-ARIA menu button): Enter, Space or the
 * arrow keys open it on the first (or last) item, the arrows, Home and End move, Escape or Tab
 * closes it and focus goes back to the button; a click outside closes it too. Rare or destructive
 * actions live here rather than beside a title. `buttonRef` lets a dialog an item opens give
 * focus back to the button when it closes.
 */
export function MenuButton({
  label,
  accessibleLabel,
  items,
  buttonRef,
  align = "end",
}: {
  /** The button's visible words ("More actions"). */
  label: string;
  /** Its name for assistive technology when the words need context ("More actions for LGPD"). */
  accessibleLabel?: string;
  items: readonly MenuItem[];
  buttonRef?: RefObject<HTMLButtonElement | null>;
  align?: "start" | "end";
}) {
  const id = useId();
  const ownRef = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownRef;
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const focusItem = (i: number) => {
    const n = items.length;
    const next = ((i % n) + n) % n;
    setActive(next);
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[next]?.focus();
  };
  const openAt = (i: number) => {
    opening.current = true;
    setOpen(true);
    setActive(i);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // focus the chosen item once the list is drawn (moving between items focuses them directly)
  const opening = useRef(false);
  useEffect(() => {
    if (!open || !opening.current) return;
    opening.current = false;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, button]);

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      openAt(0);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      openAt(items.length - 1);
    }
  }

  function onMenuKey(e: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(active + 1),
      ArrowUp: () => focusItem(active - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => close(true),
    };
    if (e.key === "Tab") return close(false);
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  }

  function choose(item: MenuItem) {
    setOpen(false);
    item.onSelect();
  }

  return (
    <div className="relative inline-block">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={accessibleLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        className={buttonClass("outline", "sm")}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
        {label}
      </button>
      {open ? (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
          className={`absolute z-30 mt-1 min-w-52 rounded-lg border border-border bg-surface-raised p-1 shadow-lg ${align === "end" ? "right-0" : "left-0"}`}
        >
          {items.map((item, i) => {
            const Icon = item.icon;
            return (
              <li key={item.id} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={i === active ? 0 : -1}
                  onClick={() => choose(item)}
                  onMouseEnter={() => setActive(i)}
                  className={`flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-surface-sunken focus:bg-surface-sunken focus:outline-none ${item.danger ? "text-red-700 dark:text-red-300" : "text-fg"}`}
                >
                  {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
                  {item.label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

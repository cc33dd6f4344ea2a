import { LayoutGrid, List, type LucideIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

export type ViewMode = "list" | "grid";

const MODES: { mode: ViewMode; icon: LucideIcon }[] = [
  { mode: "list", icon: List },
  { mode: "grid", icon: LayoutGrid },
];

const isViewMode = (v: unknown): v is ViewMode => v === "list" || v === "grid";

/**
 * List/grid switch: a radio group of two icon buttons (one tab stop, arrow keys move
 * and select, as in the WAI-ARIA radio group pattern).
 */
export function ViewToggle({
  value,
  onChange,
  className = "",
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  className?: string;
}) {
  const { t } = useTranslation("shell");
  const refs = useRef<Record<ViewMode, HTMLButtonElement | null>>({ list: null, grid: null });

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const index = MODES.findIndex((m) => m.mode === value);
    const next = MODES[(index + step + MODES.length) % MODES.length]!.mode;
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t("view.label")}
      className={`inline-flex items-center gap-1 rounded-lg border border-border bg-surface-raised p-1 ${className}`}
    >
      {MODES.map(({ mode, icon: Icon }) => {
        const checked = value === mode;
        return (
          <button
            key={mode}
            ref={(el) => {
              refs.current[mode] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(`view.${mode}`)}
            title={t(`view.${mode}`)}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(mode)}
            onKeyDown={onKeyDown}
            className={`inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors ${
              checked ? "bg-primary text-primary-fg shadow-sm" : "text-muted hover:bg-surface-sunken hover:text-fg"
            }`}
          >
            <Icon aria-hidden="true" focusable="false" className="h-5 w-5" />
          </button>
        );
      })}
    </div>
  );
}

/**
 * The view mode, remembered in localStorage under `storageKey`. The server and the
 * first client render use `initial`; the stored choice is applied after hydration.
 */
export function useViewMode(storageKey: string, initial: ViewMode = "grid"): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setModeState] = useState<ViewMode>(initial);

  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(storageKey);
      if (isViewMode(stored)) setModeState(stored);
    } catch {
      // storage blocked (privacy mode, sandboxed frame): keep the default
    }
  }, [storageKey]);

  const setMode = useCallback(
    (next: ViewMode) => {
      setModeState(next);
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // not persisted; the choice still applies for this page
      }
    },
    [storageKey],
  );

  return [mode, setMode];
}

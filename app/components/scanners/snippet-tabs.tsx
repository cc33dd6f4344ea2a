import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SnippetPlatform } from "../../../contract/scanner-headers.ts";
import { useTabStrip } from "../ui/tab-strip.ts";
import { CopyValue } from "./copy-value.tsx";

/**
 * A fix's configuration for each server, as tabs (the WAI-ARIA pattern: arrow keys, Home and
 * End move between tabs, Tab goes into the panel), each with its code to copy.
 */
export function SnippetTabs({ snippets }: { snippets: readonly { platform: SnippetPlatform; code: string }[] }) {
  const { t } = useTranslation("scannerPages");
  const id = useId();
  const [current, setCurrent] = useState(0);
  const selected = Math.min(current, snippets.length - 1);
  const { tabRef, onKeyDown } = useTabStrip(snippets.length, selected, setCurrent);
  if (!snippets.length) return null;

  const shown = snippets[selected]!;
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="snippet-tabs">
      <p className="text-sm font-semibold">{t("snippets.intro")}</p>
      {/* the tabs wrap onto a second line on a phone rather than widen the page or hide behind a scroll */}
      <div role="tablist" aria-label={t("snippets.label")} className="flex min-w-0 flex-wrap gap-1">
        {snippets.map((s, i) => (
          <button
            key={s.platform}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={`${id}-tab-${s.platform}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setCurrent(i)}
            onKeyDown={onKeyDown}
            className={`h-9 shrink-0 rounded-lg border px-3 text-sm font-semibold ${i === selected ? "border-primary bg-surface-sunken text-fg" : "border-border text-muted hover:text-fg"}`}
          >
            {t(`snippets.platforms.${s.platform}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${shown.platform}`} className="flex min-w-0 flex-col gap-2">
        {/* focusable: a long line scrolls sideways from the keyboard too */}
        <pre
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border bg-surface-sunken p-3 font-mono text-xs leading-relaxed"
        >
          <code>{shown.code}</code>
        </pre>
        <CopyValue label={t("snippets.copyLabel", { platform: t(`snippets.platforms.${shown.platform}`) })} value={shown.code} hideValue />
      </div>
    </div>
  );
}

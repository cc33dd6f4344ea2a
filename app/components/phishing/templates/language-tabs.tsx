import type { ReactNode } from "react";
import type { TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import { useTabStrip } from "../../ui/tab-strip.ts";

const tab = "rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2";

/** A tab per language of a template (the WAI-ARIA tabs pattern), the chosen one's panel below. */
export function LanguageTabs({
  languages,
  selected,
  onSelect,
  label,
  names,
  idBase,
  children,
}: {
  languages: TemplateLanguage[];
  selected: TemplateLanguage;
  onSelect: (l: TemplateLanguage) => void;
  label: string;
  names: (l: TemplateLanguage) => string;
  idBase: string;
  children: ReactNode;
}) {
  const index = Math.max(0, languages.indexOf(selected));
  const { tabRef, onKeyDown } = useTabStrip(languages.length, index, (i) => onSelect(languages[i]!));
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {languages.map((l, i) => (
          <button
            key={l}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={`${idBase}-tab-${l}`}
            aria-selected={l === selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={l === selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(l)}
            className={`${tab} ${l === selected ? "border-primary text-primary-text" : "border-transparent text-muted"}`}
          >
            {names(l)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${selected}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}

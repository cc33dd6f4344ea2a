import { useTranslation } from "react-i18next";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { useTabStrip } from "../ui/tab-strip.ts";
import { emptyLanguage, type DraftLanguage, type EditorDraft } from "./editor-draft.ts";
import { LanguageEditor } from "./editor-language.tsx";

/**
 * The course's content, one tab per language chosen (the WAI-ARIA tabs pattern: arrows, Home and
 * End move between them); with one language, its content under a plain heading.
 */
export function LanguageTabs({
  languages,
  selected,
  onSelect,
  draft,
  outlineDrafting,
  onChange,
}: {
  languages: readonly CreatorLanguage[];
  selected: CreatorLanguage;
  onSelect: (l: CreatorLanguage) => void;
  draft: EditorDraft;
  outlineDrafting: boolean;
  onChange: (l: CreatorLanguage, value: DraftLanguage) => void;
}) {
  const { t } = useTranslation("creatorEditor");
  const index = Math.max(0, languages.indexOf(selected));
  const { tabRef, onKeyDown } = useTabStrip(languages.length, index, (i) => onSelect(languages[i]!));
  const panel = (
    <LanguageEditor
      key={selected}
      language={selected}
      value={draft[selected] ?? emptyLanguage()}
      onChange={(v) => onChange(selected, v)}
      outlineDrafting={outlineDrafting}
    />
  );
  if (languages.length < 2)
    return (
      <section aria-labelledby="content-title" className="flex flex-col gap-4">
        <h2 id="content-title" className="text-xl font-semibold">
          {t("content.titleIn", { language: t(`languagesInText.${selected}`) })}
        </h2>
        {panel}
      </section>
    );
  return (
    <section aria-labelledby="content-title" className="flex flex-col gap-4">
      <h2 id="content-title" className="text-xl font-semibold">
        {t("content.title")}
      </h2>
      <div role="tablist" aria-label={t("content.tabs")} className="flex gap-1 border-b border-border">
        {languages.map((l, i) => (
          <button
            key={l}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={`tab-${l}`}
            aria-selected={l === selected}
            aria-controls={`panel-${l}`}
            tabIndex={l === selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(l)}
            className={`-mb-px min-h-11 rounded-t-lg border border-b-0 px-4 text-sm font-semibold ${
              l === selected ? "border-border bg-surface-raised text-fg" : "border-transparent text-muted hover:text-fg"
            }`}
          >
            {t(`languages.${l}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`}>
        {panel}
      </div>
    </section>
  );
}

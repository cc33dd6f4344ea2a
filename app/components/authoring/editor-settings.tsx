import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { AREAS, LEVELS } from "../../../contract/course-areas.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { parseTags, withLanguages, type EditorDraft } from "./editor-draft.ts";
import { useFieldError } from "./editor-field.tsx";
import { fieldId } from "./editor-issues.ts";

export interface Presenter {
  id: string;
  name: string;
  language: CreatorLanguage;
}

const LANGUAGE_CHOICES: Record<string, CreatorLanguage[]> = { en: ["en"], pt: ["pt"], both: ["en", "pt"] };
const choiceOf = (languages: readonly CreatorLanguage[]) => (languages.length === 2 ? "both" : (languages[0] ?? "en"));

/** A setting of the course at `path` with its label, hint and the problems the editor knows there. */
function Setting({ path, label, hint, children }: { path: string; label: string; hint?: string; children: (a11y: object) => ReactNode }) {
  return (
    <FormField id={fieldId(path)} label={label} hint={hint} error={useFieldError(path)} errorIcon>
      {(a11y) => children(a11y)}
    </FormField>
  );
}

/** The course's settings: languages, area, level, duration, tags, pass mark, badge colour and presenter. */
export function SettingsEditor({
  draft,
  onChange,
  presenters,
}: {
  draft: EditorDraft;
  onChange: (d: EditorDraft) => void;
  presenters: readonly Presenter[];
}) {
  const { t } = useTranslation("creatorEditor");
  const [tagText, setTagText] = useState(draft.tags.join(", "));
  const set = <K extends keyof EditorDraft>(k: K, v: EditorDraft[K]) => onChange({ ...draft, [k]: v });
  const languagesError = useFieldError("languages");
  const choice = choiceOf(draft.languages);
  const number = (v: string, min: number, max: number, fallback: number) => {
    const n = Math.round(Number(v));
    return Number.isFinite(n) && v !== "" ? Math.min(max, Math.max(min, n)) : fallback;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset id={fieldId("languages")} tabIndex={-1} className="sm:col-span-2">
        <legend className="text-sm font-semibold">{t("settings.languages")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {Object.keys(LANGUAGE_CHOICES).map((key) => (
            <label key={key} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="course-languages"
                checked={choice === key}
                onChange={() => onChange(withLanguages(draft, LANGUAGE_CHOICES[key]!))}
                className="size-5 accent-[var(--color-primary)]"
              />
              {t(`settings.languageChoice.${key}`)}
            </label>
          ))}
        </div>
        {languagesError ? <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{languagesError}</p> : null}
      </fieldset>
      <Setting path="area" label={t("settings.area")}>
        {(a11y) => (
          <select {...a11y} value={draft.area} onChange={(e) => set("area", e.target.value as EditorDraft["area"])} className={inputClass}>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {t(`areas.${a}`)}
              </option>
            ))}
          </select>
        )}
      </Setting>
      <Setting path="level" label={t("settings.level")}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.level}
            onChange={(e) => set("level", e.target.value as EditorDraft["level"])}
            className={inputClass}
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`levels.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Setting>
      <Setting path="durationMinutes" label={t("settings.duration")} hint={t("settings.durationHint")}>
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            min={3}
            max={8}
            value={draft.durationMinutes}
            onChange={(e) => set("durationMinutes", number(e.target.value, 3, 8, draft.durationMinutes))}
            className={inputClass}
          />
        )}
      </Setting>
      <Setting path="passingScore" label={t("settings.passingScore")} hint={t("settings.passingScoreHint")}>
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            min={50}
            max={100}
            step={5}
            value={draft.passingScore}
            onChange={(e) => set("passingScore", number(e.target.value, 50, 100, draft.passingScore))}
            className={inputClass}
          />
        )}
      </Setting>
      <Setting path="tags" label={t("settings.tags")} hint={t("settings.tagsHint")}>
        {(a11y) => (
          <input
            {...a11y}
            value={tagText}
            maxLength={250}
            onChange={(e) => {
              setTagText(e.target.value);
              set("tags", parseTags(e.target.value));
            }}
            className={inputClass}
          />
        )}
      </Setting>
      <Setting path="badgeColor" label={t("settings.badgeColor")}>
        {(a11y) => (
          <input
            {...a11y}
            type="color"
            value={draft.badgeColor}
            onChange={(e) => set("badgeColor", e.target.value)}
            className={`${inputClass} h-11 p-1`}
          />
        )}
      </Setting>
      <div className="sm:col-span-2">
        <Setting path="avatarId" label={t("settings.presenter")} hint={presenters.length ? t("settings.presenterHint") : undefined}>
          {(a11y) => (
            <select {...a11y} value={draft.avatarId ?? ""} onChange={(e) => set("avatarId", e.target.value || null)} className={inputClass}>
              <option value="">{t("settings.noPresenter")}</option>
              {presenters.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({t(`languages.${p.language}`)})
                </option>
              ))}
            </select>
          )}
        </Setting>
        {presenters.length ? null : (
          <p className="mt-2 text-sm">
            <LocalizedLink to="/content-creator/avatars/new" className="font-medium underline">
              {t("settings.createPresenter")}
            </LocalizedLink>
          </p>
        )}
      </div>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { LIMITS as L, type DraftLanguage } from "./editor-draft.ts";
import { FieldGroup, TextField } from "./editor-field.tsx";
import { OutlineDialog } from "./editor-outline-dialog.tsx";
import { QuestionsEditor } from "./editor-questions.tsx";
import { StepsEditor } from "./editor-steps.tsx";
import { StringList } from "./editor-string-list.tsx";

/** A course in one language: title and summary, steps, key take-aways, the challenge and the badge. */
export function LanguageEditor({
  language,
  value,
  onChange,
  outlineDrafting,
}: {
  language: CreatorLanguage;
  value: DraftLanguage;
  onChange: (value: DraftLanguage) => void;
  /** Whether an OpenAI-compatible endpoint is configured to draft from an outline. */
  outlineDrafting: boolean;
}) {
  const { t } = useTranslation("creatorEditor");
  const set = <K extends keyof DraftLanguage>(k: K, v: DraftLanguage[K]) => onChange({ ...value, [k]: v });
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <TextField
          path={`${language}.title`}
          label={t("language.title")}
          value={value.title}
          max={L.title}
          onChange={(v) => set("title", v)}
        />
        <TextField
          path={`${language}.summary`}
          label={t("language.summary")}
          hint={t("language.summaryHint")}
          value={value.summary}
          max={L.summary}
          rows={3}
          onChange={(v) => set("summary", v)}
        />
        <OutlineDialog
          language={language}
          current={value}
          configured={outlineDrafting}
          initialTitle={value.title}
          onDrafted={(drafted) => onChange({ ...drafted, title: drafted.title || value.title, summary: drafted.summary || value.summary })}
        />
      </div>
      <StepsEditor path={`${language}.steps`} steps={value.steps} onChange={(v) => set("steps", v)} />
      <StringList
        path={`${language}.keyTakeaways`}
        title={t("language.keyTakeaways")}
        itemLabel={(n) => t("language.keyTakeaway", { n })}
        addLabel={t("language.addKeyTakeaway")}
        items={value.keyTakeaways}
        onChange={(v) => set("keyTakeaways", v)}
        maxItems={L.keyTakeaways}
        maxLength={L.takeaway}
        level={3}
      />
      <QuestionsEditor path={`${language}.questions`} questions={value.questions} onChange={(v) => set("questions", v)} />
      <FieldGroup path={`${language}.badge`} title={t("badge.title")} level={2}>
        <TextField
          path={`${language}.badge.name`}
          label={t("badge.name")}
          value={value.badge.name}
          max={L.badgeName}
          onChange={(v) => set("badge", { ...value.badge, name: v })}
        />
        <TextField
          path={`${language}.badge.description`}
          label={t("badge.description")}
          value={value.badge.description}
          max={L.badgeDescription}
          rows={2}
          onChange={(v) => set("badge", { ...value.badge, description: v })}
        />
      </FieldGroup>
    </div>
  );
}

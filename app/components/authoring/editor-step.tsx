import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { LIMITS as L, type DraftStep } from "./editor-draft.ts";
import { FieldGroup, TextField } from "./editor-field.tsx";
import { IllustrationPicker } from "./editor-illustration-picker.tsx";
import { StringList } from "./editor-string-list.tsx";

/** One step of a language: title, paragraphs, take-aways, illustration and its alt text; moved or removed from its own bar. */
export function StepEditor({
  path,
  index,
  count,
  step,
  onChange,
  onMove,
  onRemove,
}: {
  path: string;
  index: number;
  count: number;
  step: DraftStep;
  onChange: (step: DraftStep) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("creatorEditor");
  const n = index + 1;
  const set = <K extends keyof DraftStep>(k: K, v: DraftStep[K]) => onChange({ ...step, [k]: v });
  const bar = (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" className="px-2" disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("steps.moveUp", { n })}</span>
      </Button>
      <Button variant="ghost" size="sm" className="px-2" disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("steps.moveDown", { n })}</span>
      </Button>
      <Button variant="ghost" size="sm" className="px-2" disabled={count === 1} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("steps.remove", { n })}</span>
      </Button>
    </div>
  );
  return (
    <FieldGroup path={path} title={t("steps.step", { n })} actions={bar} className="rounded-xl border border-border bg-surface-raised p-4">
      <TextField path={`${path}.title`} label={t("step.title")} value={step.title} max={L.stepTitle} onChange={(v) => set("title", v)} />
      <StringList
        path={`${path}.body`}
        title={t("step.paragraphs")}
        itemLabel={(i) => t("step.paragraph", { n: i })}
        addLabel={t("step.addParagraph")}
        items={step.body}
        onChange={(v) => set("body", v)}
        maxItems={L.paragraphs}
        maxLength={L.paragraph}
        rows={4}
      />
      <StringList
        path={`${path}.takeaways`}
        title={t("step.takeaways")}
        itemLabel={(i) => t("step.takeaway", { n: i })}
        addLabel={t("step.addTakeaway")}
        items={step.takeaways}
        onChange={(v) => set("takeaways", v)}
        maxItems={L.takeaways}
        maxLength={L.takeaway}
      />
      <IllustrationPicker path={`${path}.illustration`} value={step.illustration} onChange={(v) => set("illustration", v)} />
      <TextField
        path={`${path}.illustrationAlt`}
        label={t("step.illustrationAlt")}
        hint={t("step.illustrationAltHint")}
        value={step.illustrationAlt}
        max={160}
        onChange={(v) => set("illustrationAlt", v)}
      />
    </FieldGroup>
  );
}

import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { emptyStep, LIMITS as L, moveItem, removeAt, replaceAt, type DraftStep } from "./editor-draft.ts";
import { FieldGroup } from "./editor-field.tsx";
import { fieldId } from "./editor-issues.ts";
import { StepEditor } from "./editor-step.tsx";

/** A language's steps (at most seven): added, removed and moved up or down; the focus follows the step moved. */
export function StepsEditor({
  path,
  steps,
  onChange,
}: {
  path: string;
  steps: readonly DraftStep[];
  onChange: (steps: DraftStep[]) => void;
}) {
  const { t } = useTranslation("creatorEditor");
  const focusStep = (i: number) => requestAnimationFrame(() => document.getElementById(fieldId(`${path}.${i}`))?.focus());
  return (
    <FieldGroup path={path} title={t("steps.title")} level={2}>
      <ol className="flex flex-col gap-4">
        {steps.map((step, i) => (
          <li key={i}>
            <StepEditor
              path={`${path}.${i}`}
              index={i}
              count={steps.length}
              step={step}
              onChange={(s) => onChange(replaceAt(steps, i, s))}
              onMove={(delta) => {
                onChange(moveItem(steps, i, delta));
                focusStep(i + delta);
              }}
              onRemove={() => {
                onChange(removeAt(steps, i));
                focusStep(Math.max(0, i - 1));
              }}
            />
          </li>
        ))}
      </ol>
      {steps.length < L.steps ? (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => {
            onChange([...steps, emptyStep()]);
            // straight into the new step's title
            requestAnimationFrame(() => document.getElementById(fieldId(`${path}.${steps.length}.title`))?.focus());
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("steps.add")}
        </Button>
      ) : (
        <p className="text-sm text-muted">{t("list.full", { max: L.steps })}</p>
      )}
    </FieldGroup>
  );
}

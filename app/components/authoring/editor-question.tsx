import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { FieldError, inputClass } from "../ui/form-field.tsx";
import { Switch } from "../ui/switch.tsx";
import { LIMITS as L, markCorrect, removeOption, replaceAt, setMultiple, type DraftQuestion } from "./editor-draft.ts";
import { FieldGroup, TextField, useFieldError } from "./editor-field.tsx";
import { fieldId } from "./editor-issues.ts";

/**
 * One question of the challenge: prompt, three to five options each marked right or not (a radio
 * for single choice, checkboxes under "select all that apply"), and the explanation shown after.
 */
export function QuestionEditor({
  path,
  index,
  question: q,
  onChange,
  onRemove,
  removable,
}: {
  path: string;
  index: number;
  question: DraftQuestion;
  onChange: (q: DraftQuestion) => void;
  onRemove: () => void;
  removable: boolean;
}) {
  const { t } = useTranslation("creatorEditor");
  const n = index + 1;
  const group = useId();
  const multipleId = `${fieldId(path)}-multiple`;
  const correctPath = `${path}.correct`;
  const correctId = fieldId(correctPath);
  const correctError = useFieldError(correctPath);
  const optionsError = useFieldError(`${path}.options`);
  const remove = (
    <Button variant="ghost" size="sm" className="px-2" disabled={!removable} onClick={onRemove}>
      <Trash2 aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("questions.remove", { n })}</span>
    </Button>
  );
  return (
    <FieldGroup
      path={path}
      title={t("questions.question", { n })}
      actions={remove}
      className="rounded-xl border border-border bg-surface-raised p-4"
    >
      <TextField
        path={`${path}.prompt`}
        label={t("question.prompt")}
        value={q.prompt}
        max={L.prompt}
        rows={2}
        onChange={(v) => onChange({ ...q, prompt: v })}
      />
      <div className="flex items-center gap-3">
        <Switch id={multipleId} checked={Boolean(q.multiple)} onCheckedChange={(v) => onChange(setMultiple(q, v))} />
        <label htmlFor={multipleId} className="text-sm font-semibold">
          {t("question.multiple")}
        </label>
      </div>
      <fieldset id={correctId} tabIndex={-1} aria-describedby={correctError ? `${correctId}-error` : undefined}>
        <legend className="text-sm font-semibold">{q.multiple ? t("question.optionsMultiple") : t("question.optionsSingle")}</legend>
        <FieldError id={`${correctId}-error`} message={correctError} icon />
        <FieldError id={`${fieldId(`${path}.options`)}-error`} message={optionsError} icon />
        <ol className="mt-2 flex flex-col gap-2">
          {q.options.map((option, i) => {
            const optionPath = `${path}.options.${i}`;
            const right = q.correct.includes(i);
            return (
              <li key={i} className="flex items-center gap-2">
                <input
                  type={q.multiple ? "checkbox" : "radio"}
                  name={group}
                  checked={right}
                  onChange={(e) => onChange(markCorrect(q, i, e.target.checked))}
                  aria-label={t("question.markRight", { n: i + 1 })}
                  className="size-5 shrink-0 accent-[var(--color-primary)]"
                />
                <OptionInput
                  path={optionPath}
                  n={i + 1}
                  value={option}
                  onChange={(v) => onChange({ ...q, options: replaceAt(q.options, i, v) })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  disabled={q.options.length <= 3}
                  onClick={() => onChange(removeOption(q, i))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("question.removeOption", { n: i + 1 })}</span>
                </Button>
              </li>
            );
          })}
        </ol>
        {q.options.length < L.options ? (
          <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => onChange({ ...q, options: [...q.options, ""] })}>
            <Plus aria-hidden="true" className="size-4" />
            {t("question.addOption")}
          </Button>
        ) : null}
      </fieldset>
      <TextField
        path={`${path}.explanation`}
        label={t("question.explanation")}
        hint={t("question.explanationHint")}
        value={q.explanation}
        max={L.explanation}
        rows={2}
        onChange={(v) => onChange({ ...q, explanation: v })}
      />
    </FieldGroup>
  );
}

/** An option's text: its label is for screen readers ("Option 2"), its problems under it. */
function OptionInput({ path, n, value, onChange }: { path: string; n: number; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation("creatorEditor");
  const id = fieldId(path);
  const error = useFieldError(path);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {t("question.option", { n })}
      </label>
      <input
        id={id}
        value={value}
        maxLength={L.option}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} mt-0`}
      />
      <FieldError id={`${id}-error`} message={error} icon />
    </div>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { todayUtc } from "./assign-form-schema.ts";

export type DueValue = { date: string; yearly: boolean };

/** The due date and yearly choice of a form, with a reset to `initial`. */
export function useDueFields(initial: DueValue = { date: "", yearly: false }) {
  const [value, setValue] = useState<DueValue>(initial);
  return { value, set: (patch: Partial<DueValue>) => setValue((v) => ({ ...v, ...patch })), reset: () => setValue(initial) };
}

/** A date field and the "repeat every year" checkbox. */
export function DueFields({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: DueValue;
  onChange: (patch: Partial<DueValue>) => void;
  error?: string;
}) {
  const { t } = useTranslation("companyAssignments");
  return (
    <>
      <FormField id={`${id}-due`} label={t("dialog.dueDate")} hint={t("dialog.dueHint")} error={error} errorIcon>
        {(a11y) => (
          <input
            {...a11y}
            name="dueAt"
            type="date"
            min={todayUtc()}
            value={value.date}
            onChange={(e) => onChange({ date: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-yearly`}
          name="recurrence"
          type="checkbox"
          checked={value.yearly}
          onChange={(e) => onChange({ yearly: e.target.checked })}
          aria-describedby={`${id}-yearly-hint`}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <div>
          <label htmlFor={`${id}-yearly`} className="cursor-pointer font-medium">
            {t("dialog.yearly")}
          </label>
          <p id={`${id}-yearly-hint`} className="text-sm text-muted">
            {t("dialog.yearlyHint")}
          </p>
        </div>
      </div>
    </>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "react-i18next";
import { FormField, inputClass } from "../../ui/form-field.tsx";

export type DueValue = { date: string; yearly: boolean };

/** Today in UTC as YYYY-MM-DD: the earliest due date the API takes (due by the end of that day, UTC). */
export const todayUtc = () => new Date().toISOString().slice(0, 10); // the min of an <input type="date">

/** The due date and yearly choice of a form, with a reset to `initial`. */
export function useDueFields(initial: DueValue = { date: "", yearly: false }) {
  const [value, setValue] = useState<DueValue>(initial);
  return { value, set: (patch: Partial<DueValue>) => setValue((v) => ({ ...v, ...patch })), reset: () => setValue(initial) };
}
export type DueFieldsState = ReturnType<typeof useDueFields>;

/** The same rules as the API: a real day, not passed; a yearly assignment needs one. */
export function dueError(v: DueValue, t: TFunction): string | undefined {
  if (v.date && (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || Number.isNaN(new Date(`${v.date}T00:00:00Z`).getTime())))
    return t("companyAssignments:errors.dueDate");
  if (v.date && v.date < todayUtc()) return t("companyAssignments:errors.duePassed");
  if (v.yearly && !v.date) return t("companyAssignments:errors.yearlyNeedsDate");
  return undefined;
}

/** A date field and the "repeat every year" checkbox. */
export function DueFields({ id, fields, error }: { id: string; fields: DueFieldsState; error?: string }) {
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
            value={fields.value.date}
            onChange={(e) => fields.set({ date: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-yearly`}
          name="recurrence"
          type="checkbox"
          checked={fields.value.yearly}
          onChange={(e) => fields.set({ yearly: e.target.checked })}
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

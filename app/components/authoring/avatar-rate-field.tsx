import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AUTHORING_LIMITS as L } from "../../../contract/authoring-limits.ts";
import type { AvatarFormValues } from "./avatar-form-schema.ts";
import { FieldError, inputClass } from "../ui/form-field.tsx";
import { clampRate, wordsPerMinute } from "./avatar-values.ts";

/** The speaking rate: a slider and a number (0.5–2×) tied together, with the words a minute they give. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's control, whatever its parsed values
export function AvatarRateField({ control, idBase }: { control: Control<AvatarFormValues, any, any>; idBase: string }) {
  const { t } = useTranslation("creatorStudio");
  const { field, fieldState } = useController({ control, name: "rate" });
  const rate = typeof field.value === "number" ? field.value : L.defaultRate;
  const id = `${idBase}-rate`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hintId, fieldState.error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{t("form.rate")}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted" aria-live="polite" data-testid="rate-wpm">
        {t("form.rateValue", { rate, wpm: wordsPerMinute(rate) })}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <input
          id={`${id}-slider`}
          type="range"
          min={L.minRate}
          max={L.maxRate}
          step={0.05}
          value={rate}
          aria-label={t("form.rateSlider")}
          aria-describedby={described}
          aria-valuetext={t("form.rateValue", { rate, wpm: wordsPerMinute(rate) })}
          onChange={(e) => field.onChange(clampRate(Number(e.target.value)))}
          onBlur={field.onBlur}
          className="h-11 min-w-0 flex-1 accent-[var(--brand-primary,#2563eb)]"
        />
        <label htmlFor={id} className="sr-only">
          {t("form.rateNumber")}
        </label>
        <div className="w-24 shrink-0">
          <input
            id={id}
            ref={field.ref}
            type="number"
            inputMode="decimal"
            min={L.minRate}
            max={L.maxRate}
            step={0.05}
            value={rate}
            aria-describedby={described}
            aria-invalid={fieldState.error ? true : undefined}
            onChange={(e) => field.onChange(e.target.value === "" ? L.defaultRate : Number(e.target.value))}
            onBlur={() => {
              field.onChange(clampRate(rate));
              field.onBlur();
            }}
            className={`${inputClass} mt-0`}
          />
        </div>
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} icon />
    </fieldset>
  );
}

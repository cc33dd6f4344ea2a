import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { UseFormReturn } from "react-hook-form";
import { WEEKDAYS } from "../../../../contract/phishing-limits.ts";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import { Switch } from "../../ui/switch.tsx";
import type { CampaignFormValues } from "./campaign-form-values.ts";
import { timeZones } from "./campaign-form-values.ts";

type Form = UseFormReturn<CampaignFormValues, unknown, unknown>;
type Path = "window.start" | "window.end" | "window.timeZone" | "window.from" | "window.to" | "countUntil";

/**
 * The sending window: start and end as wall times in the chosen time zone, business hours (from,
 * to, days) or any time, the time zone (the browser's by default; any IANA zone, typed or picked
 * from the list), and the optional end of counting.
 */
export function WindowFields({ form }: { form: Form }) {
  const { t } = useTranslation("phishingCampaigns");
  const id = useId();
  const w = form.watch("window");
  const errors = form.formState.errors;
  const errorOf = (path: Path) =>
    path === "countUntil"
      ? errors.countUntil?.message
      : (errors.window as Record<string, { message?: string }> | undefined)?.[path.split(".")[1]!]?.message;
  const field = (path: Path, label: string, type: "datetime-local" | "time" | "text", hint?: string) => {
    const err = errorOf(path);
    const fid = `${id}-${path.replace(".", "-")}`;
    return (
      <div className="min-w-0">
        <label htmlFor={fid} className="block text-sm font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${fid}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
        <input
          id={fid}
          type={type}
          list={path === "window.timeZone" ? `${id}-zones` : undefined}
          autoComplete="off"
          aria-invalid={err ? true : undefined}
          aria-describedby={[hint ? `${fid}-hint` : "", err ? `${fid}-error` : ""].filter(Boolean).join(" ") || undefined}
          className={inputClass}
          {...form.register(path)}
        />
        <FieldError id={`${fid}-error`} message={err} icon />
      </div>
    );
  };
  const daysError = (errors.window as Record<string, { message?: string }> | undefined)?.days?.message;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-base font-semibold">{t("form.window")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("window.start", t("form.start"), "datetime-local")}
        {field("window.end", t("form.end"), "datetime-local")}
      </div>
      {field("window.timeZone", t("form.timeZone"), "text", t("form.timeZoneHint"))}
      <datalist id={`${id}-zones`}>
        {timeZones(w.timeZone).map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-hours`}
          checked={w.businessHours}
          onCheckedChange={(on) => form.setValue("window.businessHours", on, { shouldDirty: true })}
          aria-describedby={`${id}-hours-hint`}
        />
        <label htmlFor={`${id}-hours`} className="text-sm font-semibold">
          {t("form.businessHours")}
        </label>
      </div>
      <p id={`${id}-hours-hint`} className="-mt-2 text-sm text-muted">
        {t(w.businessHours ? "form.businessHoursHint" : "form.anyTimeHint")}
      </p>
      {w.businessHours ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("window.from", t("form.from"), "time")}
            {field("window.to", t("form.to"), "time")}
          </div>
          <fieldset aria-describedby={daysError ? `${id}-days-error` : undefined}>
            <legend className="text-sm font-semibold">{t("form.daysLabel")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WEEKDAYS.map((d) => (
                <label
                  key={d}
                  className="inline-flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
                >
                  <input
                    type="checkbox"
                    checked={w.days.includes(d)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      form.setValue("window.days", on ? [...w.days, d] : w.days.filter((x) => x !== d), { shouldDirty: true });
                    }}
                    className="size-4 accent-primary"
                  />
                  {t(`form.days.${d}`)}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-days-error`} message={daysError} icon />
          </fieldset>
        </>
      ) : null}
      {field("countUntil", t("form.countUntil"), "datetime-local", t("form.countUntilHint"))}
    </fieldset>
  );
}

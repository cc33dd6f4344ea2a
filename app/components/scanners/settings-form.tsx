import { Loader2, Save } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { SCAN_SCHEDULES, SCANNER_LIMITS, type ScanSchedule } from "../../../contract/scanner-limits.ts";
import type { WebsiteDetail } from "../../../contract/scanners.ts";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { checkSettings } from "./settings-form-schema.ts";
import { settingsBody, settingsFieldOf, type SettingsDraft, type SettingsField } from "./settings-values.ts";

const draftOf = (site: WebsiteDetail): SettingsDraft => ({
  schedule: site.schedule,
  emailDomain: site.emailDomain ?? "",
  subdomains: site.subdomains.join("\n"),
  dkimSelectors: site.dkimSelectors.join(", "),
  alerts: site.alerts,
});

/** What is scanned and when: schedule, e-mail domain, sub-domains, DKIM selectors, alerts. */
export function SettingsForm({ site }: { site: WebsiteDetail }) {
  const { t } = useTranslation("scannerPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(site));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof SettingsDraft>(k: K, v: SettingsDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const field = (name: SettingsField) => `${id}-${name}`;
  const disabled = !site.canManage;
  type Typed = "emailDomain" | "subdomains" | "dkimSelectors";
  /** An optional field of host names or selectors: its label, hint and error. */
  const listField = (name: Typed, label: string, hint: string) => ({
    id: field(name),
    label,
    optionalText: t("settings.optional"),
    hint,
    error: errors[name],
    errorIcon: true,
  });
  /** What the control of such a field takes: typed as is (no capitals, no spelling marks), held in the draft. */
  const typed = (name: Typed) => ({
    disabled,
    autoCapitalize: "none",
    spellCheck: false,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  function show(found: Partial<Record<SettingsField, string>>) {
    setErrors(found);
    const first = Object.keys(found)[0] as SettingsField | undefined;
    if (first) document.getElementById(field(first))?.focus();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending || disabled) return;
    setFormError(null);
    const problems = checkSettings(draft);
    if (problems.length) return show(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.vars)])));
    setPending(true);
    const res = await api.patch("/entity/websites/{id}", { params: { id: site.id }, body: settingsBody(draft, site.emailDomain ?? "") });
    setPending(false);
    if (res.ok) {
      show({});
      toast.success(t("settings.saved"));
      void revalidator.revalidate();
      return;
    }
    const found: Partial<Record<SettingsField, string>> = {};
    for (const issue of res.error.issues ?? []) {
      const f = settingsFieldOf(issue.path);
      if (f) found[f] ??= issue.message;
    }
    show(found);
    if (!Object.keys(found).length) setFormError(res.error.message || t("settings.failed"));
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="settings-form"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("settings.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{disabled ? t("settings.readOnly") : t("settings.intro")}</p>
      <form noValidate onSubmit={submit} aria-busy={pending} className="mt-4 flex flex-col gap-5">
        <FormField
          id={field("schedule")}
          label={t("settings.schedule.label")}
          hint={t("settings.schedule.hint")}
          error={errors.schedule}
          errorIcon
        >
          {(a11y) => (
            <select
              {...a11y}
              disabled={disabled}
              value={draft.schedule}
              onChange={(e) => set("schedule", e.target.value as ScanSchedule)}
              className={`${inputClass} max-w-xs`}
            >
              {SCAN_SCHEDULES.map((s) => (
                <option key={s} value={s}>
                  {t(`settings.schedule.${s}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...listField("emailDomain", t("settings.emailDomain.label"), t("settings.emailDomain.hint", { host: site.host }))}>
          {(a11y) => (
            <input
              {...a11y}
              {...typed("emailDomain")}
              type="text"
              maxLength={253}
              placeholder={site.host}
              className={`${inputClass} max-w-md`}
            />
          )}
        </FormField>
        <FormField
          {...listField("subdomains", t("settings.subdomains.label"), t("settings.subdomains.hint", { max: SCANNER_LIMITS.maxSubdomains }))}
        >
          {(a11y) => <textarea {...a11y} {...typed("subdomains")} rows={3} className={`${inputClass} max-w-md font-mono text-sm`} />}
        </FormField>
        <FormField
          {...listField("dkimSelectors", t("settings.dkim.label"), t("settings.dkim.hint", { max: SCANNER_LIMITS.maxDkimSelectors }))}
        >
          {(a11y) => <input {...a11y} {...typed("dkimSelectors")} type="text" className={`${inputClass} max-w-md font-mono text-sm`} />}
        </FormField>
        <div>
          <label className="flex items-start gap-3">
            <input
              id={field("alerts")}
              type="checkbox"
              disabled={disabled}
              checked={draft.alerts}
              onChange={(e) => set("alerts", e.target.checked)}
              className="mt-1 size-4"
              aria-describedby={`${field("alerts")}-hint`}
            />
            <span className="text-sm font-semibold">{t("settings.alerts.label")}</span>
          </label>
          <p id={`${field("alerts")}-hint`} className="ml-7 text-sm text-muted">
            {t("settings.alerts.hint")}
          </p>
        </div>
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {formError}
          </p>
        ) : null}
        {disabled ? null : (
          <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary", "md", "w-fit")}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Save aria-hidden="true" className="size-4" />}
            {t(pending ? "settings.saving" : "settings.save")}
          </button>
        )}
      </form>
    </section>
  );
}

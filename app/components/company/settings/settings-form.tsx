import { Loader2, Plus, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { CompanySettings } from "../../../../contract/company-settings.ts";
import {
  allowedDomainProblem,
  COMPANY_SETTINGS_LIMITS,
  normalizeDomain,
  type JoinPolicy,
} from "../../../../contract/company-settings-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import { HookField } from "../../ui/hook-field.tsx";
import { RadioCards } from "../../ui/radio-cards.tsx";
import { SETTINGS_WORDING, settingsFormSchema } from "./settings-form-schema.ts";

const card = "rounded-xl border border-border bg-surface-raised p-5 sm:p-6";
/** The problems of what is not a field of the body: the domain being added, and the save as a whole. */
type Errors = { domain?: string; form?: string };

/** The company's name, the further domains its people join from and how they join: saved together. */
export function SettingsForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation("companySettings");
  const api = useApi();
  const { revalidate } = useRevalidator();
  const form = useForm({
    resolver: contractResolver(settingsFormSchema, t, SETTINGS_WORDING),
    defaultValues: { name: settings.name, allowedDomains: settings.allowedDomains, joinPolicy: settings.joinPolicy },
  });
  const domains: string[] = form.watch("allowedDomains");
  const joinPolicy = form.watch("joinPolicy");
  // the list's own problem (too many), or the first address refused
  const listErrors = form.formState.errors.allowedDomains;
  const allowedError = [
    listErrors?.message,
    listErrors?.root?.message,
    ...(Array.isArray(listErrors) ? listErrors.map((e) => e?.message) : []),
  ].find((m): m is string => typeof m === "string");
  const [draft, setDraft] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const readOnly = !settings.canManage;
  const max = COMPANY_SETTINGS_LIMITS.allowedDomains;

  function addDomain() {
    const d = normalizeDomain(draft);
    if (!d) return;
    const problem = allowedDomainProblem(d);
    if (problem) return setErrors({ ...errors, domain: t(problem, { domain: d }) });
    if (domains.includes(d))
      return setErrors({
        ...errors,
        domain: t("errors.domainDuplicate", { domain: d }),
      });
    if (domains.length >= max)
      return setErrors({
        ...errors,
        domain: t("errors.tooManyDomains", { max }),
      });
    form.setValue("allowedDomains", [...domains, d]);
    form.clearErrors("allowedDomains");
    setDraft("");
    setErrors({ ...errors, domain: undefined });
  }

  const submit = form.handleSubmit(async (body) => {
    if (pending || readOnly) return;
    setPending(true);
    setErrors({});
    const res = await api.put("/entity/settings", { body });
    setPending(false);
    if (res.ok) {
      form.reset({ name: res.data.name, allowedDomains: res.data.allowedDomains, joinPolicy: body.joinPolicy });
      toast.success(t("profile.saved"));
      void revalidate();
      return;
    }
    const issues = res.error.issues ?? [];
    const name = issues.find((i) => i.path.endsWith("name"));
    const allowed = issues.find((i) => i.path.includes("allowedDomains"));
    if (name) form.setError("name", { type: "server", message: name.message }, { shouldFocus: true });
    if (allowed) form.setError("allowedDomains", { type: "server", message: allowed.message });
    if (!name && !allowed) setErrors({ form: res.error.message || t("errors.saveFailed") });
    toast.error(t("errors.saveFailed"), res.error.message || undefined);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-labelledby="settings-profile-title" data-testid="settings-form">
      <section className={card}>
        <h2 id="settings-profile-title" className="text-lg font-bold">
          {t("profile.title")}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr]">
          <HookField control={form.control} name="name" id="company-name" label={t("profile.name")} hint={t("profile.nameHint")} errorIcon>
            {(control) => (
              <input
                {...control}
                type="text"
                readOnly={readOnly}
                maxLength={COMPANY_SETTINGS_LIMITS.name + 20}
                autoComplete="organization"
                className={inputClass}
              />
            )}
          </HookField>
          <div>
            <p className="text-sm font-semibold">{t("profile.seats")}</p>
            <p className="mt-3 text-sm text-muted" data-testid="settings-seats">
              {settings.seatLimit === null ? t("profile.seatsUnlimited") : t("profile.seatsLimited", { limit: settings.seatLimit })}
            </p>
          </div>
        </div>
      </section>

      <section className={card} aria-labelledby="settings-allowed-title">
        <h2 id="settings-allowed-title" className="text-lg font-bold">
          {t("allowed.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("allowed.intro", { max })}</p>
        {domains.length ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("allowed.title")} data-testid="allowed-domains">
            {domains.map((d) => (
              <li key={d} className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-3 py-1 text-sm">
                <span className="break-all">{d}</span>
                {readOnly ? null : (
                  <button
                    type="button"
                    onClick={() =>
                      form.setValue(
                        "allowedDomains",
                        domains.filter((x) => x !== d),
                      )
                    }
                    className="-mr-1 rounded-full p-1 hover:bg-surface-sunken"
                    aria-label={t("allowed.remove", { domain: d })}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">{t("allowed.empty")}</p>
        )}
        <p className="mt-2 text-xs text-muted">{t("allowed.count", { count: domains.length, max })}</p>
        <FieldError id="allowed-domains-error" message={allowedError} icon />
        {readOnly ? null : (
          <div className="mt-4">
            <label htmlFor="allowed-domain" className="block text-sm font-semibold">
              {t("allowed.label")}
            </label>
            <div className="flex flex-wrap items-start gap-2">
              <input
                id="allowed-domain"
                type="text"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                value={draft}
                placeholder={t("allowed.placeholder")}
                aria-invalid={errors.domain ? true : undefined}
                aria-describedby={errors.domain ? "allowed-domain-error" : undefined}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addDomain();
                  }
                }}
                className={`${inputClass} min-w-0 flex-1 basis-48`}
              />
              <button type="button" onClick={addDomain} className={buttonClass("outline", "md", "mt-2")}>
                <Plus aria-hidden="true" className="size-4" />
                {t("allowed.add")}
              </button>
            </div>
            <FieldError id="allowed-domain-error" message={errors.domain} icon />
          </div>
        )}
      </section>

      <section className={card} aria-labelledby="settings-join-title">
        <h2 id="settings-join-title" className="mb-3 text-lg font-bold">
          {t("join.title")}
        </h2>
        {readOnly ? (
          <p className="text-sm">{t(`join.${joinPolicy}`)}</p>
        ) : (
          <RadioCards<JoinPolicy>
            id="join-policy"
            name="joinPolicy"
            legend={t("join.legend")}
            value={joinPolicy}
            onChange={(policy) => form.setValue("joinPolicy", policy)}
            describeOptions
            options={[
              {
                value: "approval",
                title: t("join.approval"),
                text: t("join.approvalHint"),
              },
              {
                value: "automatic",
                title: t("join.automatic"),
                text: t("join.automaticHint"),
              },
            ]}
          />
        )}
      </section>

      {readOnly ? null : (
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className={buttonClass("primary")} aria-disabled={pending || undefined}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {pending ? t("profile.saving") : t("profile.save")}
          </button>
        </div>
      )}
    </form>
  );
}

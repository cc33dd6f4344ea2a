import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PHISHING_LIMITS } from "../../../../contract/phishing-limits.ts";
import { localizePath } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/contract-form.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import { campaignFormSchema } from "./campaign-form-schema.ts";
import { pickers, type CampaignFormData, type CourseItem, type MemberItem, type TemplateItem } from "./campaign-form-data.ts";
import { browserTimeZone, defaultValues, formPath, targetSummary, zonedToIso, type CampaignFormValues } from "./campaign-form-values.ts";
import { formatWhen } from "./format.tsx";
import { PickList } from "./pick-list.tsx";
import { refusedTargets, type Refused } from "./refused.ts";
import { RefusedAlert } from "./refused-alert.tsx";
import { DeliveryFields } from "./delivery-fields.tsx";
import { WindowFields } from "./window-fields.tsx";

const FIELDS = [
  "name",
  "templateIds",
  "groupIds",
  "memberIds",
  "sendingProfileId",
  "landingPageId",
  "remedialCourseSlug",
  "dueDays",
  "countUntil",
] as const;

/**
 * The new campaign: name, templates (one, or several drawn at random per person), groups and
 * people, the sending window, the sending profile, the landing page and the remedial course. It
 * checks with the API's own schema; a refusal of targets lists each address with why. Saved as
 * a draft, it opens the campaign's page (where it is scheduled).
 */
export function CampaignForm({ data }: { data: CampaignFormData }) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const load = useMemo(() => pickers(api), [api]);
  const form = useForm<CampaignFormValues, unknown, unknown>({
    resolver: contractResolver(campaignFormSchema, t) as never,
    defaultValues: defaultValues(new Date(), browserTimeZone()),
  });
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refused[]>([]);
  // the names of what was picked, kept while the pickers search and page
  const [names, setNames] = useState<Record<string, string>>({});
  const v = form.watch();
  const errors = form.formState.errors;
  const revalidate = form.formState.isSubmitted;

  const toggle = (field: "templateIds" | "memberIds" | "groupIds", key: string, label: string, on: boolean) => {
    const now = form.getValues(field);
    form.setValue(field, on ? [...now.filter((k) => k !== key), key] : now.filter((k) => k !== key), {
      shouldValidate: revalidate,
      shouldDirty: true,
    });
    setNames((n) => ({ ...n, [key]: label }));
  };

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    setPending(true);
    setFormError(null);
    setRefused([]);
    const res = await api.post("/phishing/campaigns", { body: body as never });
    setPending(false);
    if (res.ok) {
      toast.success(t("form.created"));
      void navigate(localizePath(`/phishing/campaigns/${res.data.id}`, locale));
      return;
    }
    const list = refusedTargets(res.error);
    if (list.length) {
      setRefused(list);
      setFormError(res.error.message || t("form.refusedTitle"));
      return;
    }
    const named = (res.error.issues ?? []).filter((i) =>
      (FIELDS as readonly string[]).includes(formPath(i.path.split(".")).split(".")[0]!),
    );
    named.forEach((i, n) =>
      form.setError(formPath(i.path.split(".")) as never, { type: "server", message: i.message }, { shouldFocus: n === 0 }),
    );
    if (!named.length) setFormError(res.error.message || t("errors.generic"));
  });

  const chosenGroups = (data.groups ?? []).filter((g) => v.groupIds.includes(g.id));
  const summary = targetSummary(chosenGroups, v.memberIds);
  const start = zonedToIso(v.window.start, v.window.timeZone);
  const end = zonedToIso(v.window.end, v.window.timeZone);

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="flex flex-col gap-6" data-testid="phishing-campaign-form">
      <div>
        <label htmlFor="campaign-name" className="block text-sm font-semibold">
          {t("form.name")}
        </label>
        <input
          id="campaign-name"
          maxLength={PHISHING_LIMITS.name + 20}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "campaign-name-error" : undefined}
          className={inputClass}
          {...form.register("name")}
        />
        <FieldError id="campaign-name-error" message={errors.name?.message} icon />
      </div>

      <PickList<TemplateItem>
        legend={t("form.templates")}
        hint={t("form.templatesHint", { max: PHISHING_LIMITS.templatesPerCampaign })}
        error={errors.templateIds?.message}
        searchLabel={t("form.templatesSearch")}
        first={data.templates}
        load={load.templates}
        keyOf={(x) => x.id}
        chosen={v.templateIds}
        onToggle={(x, on) => toggle("templateIds", x.id, x.name, on)}
        testId="phishing-template-picker"
        render={(x) => (
          <>
            <span className="block font-medium">{x.name}</span>
            <span className="block text-sm text-muted">
              {tp(`categories.${x.category}`)} · {tp("difficulty.value", { level: x.difficulty })} · {x.subject}
            </span>
          </>
        )}
      />
      {v.templateIds.length > 1 ? <p className="-mt-4 text-sm">{t("form.severalTemplates")}</p> : null}

      <fieldset className="flex flex-col gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-base font-semibold">{t("form.targets")}</legend>
        <p className="text-sm text-muted">{t("form.targetsHint")}</p>
        <fieldset aria-describedby={errors.groupIds ? "campaign-groups-error" : undefined}>
          <legend className="text-sm font-semibold">{t("form.groups")}</legend>
          {data.groups === null ? <p className="text-sm text-red-700 dark:text-red-300">{t("picker.failed")}</p> : null}
          {data.groups?.length === 0 ? <p className="text-sm text-muted">{t("form.noGroups")}</p> : null}
          <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-y-auto">
            {(data.groups ?? []).map((g) => (
              <li key={g.id}>
                <label className="flex items-center gap-3 rounded-md p-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
                  <input
                    type="checkbox"
                    checked={v.groupIds.includes(g.id)}
                    onChange={(e) => toggle("groupIds", g.id, g.name, e.currentTarget.checked)}
                    className="size-5 accent-primary"
                  />
                  <span>{t("form.groupOption", { name: g.name, count: g.memberCount })}</span>
                </label>
              </li>
            ))}
          </ul>
          <FieldError id="campaign-groups-error" message={errors.groupIds?.message} icon />
        </fieldset>
        <PickList<MemberItem>
          legend={t("form.members")}
          error={errors.memberIds?.message}
          searchLabel={t("form.membersSearch")}
          first={data.members}
          load={load.members}
          keyOf={(m) => m.id}
          chosen={v.memberIds}
          onToggle={(m, on) => toggle("memberIds", m.id, m.name, on)}
          testId="phishing-member-picker"
          render={(m) => (
            <>
              <span className="block font-medium">{m.name}</span>
              <span className="block break-all text-sm text-muted">{m.email}</span>
            </>
          )}
        />
        {v.memberIds.length ? (
          <p className="text-sm">
            {t("form.membersChosen", {
              count: v.memberIds.length,
              names: v.memberIds
                .map((k) => names[k] ?? "")
                .filter(Boolean)
                .join(", "),
            })}
          </p>
        ) : null}
      </fieldset>

      <WindowFields form={form} />

      <DeliveryFields form={form} profiles={data.profiles} />

      <fieldset className="flex flex-col gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-base font-semibold">{t("form.remedial")}</legend>
        <PickList<CourseItem>
          legend={t("form.course")}
          hint={t("form.courseHint")}
          error={errors.remedialCourseSlug?.message}
          searchLabel={t("form.courseSearch")}
          first={data.courses}
          load={load.courses}
          keyOf={(c) => c.slug}
          chosen={v.remedialCourseSlug ? [v.remedialCourseSlug] : []}
          onToggle={(c, on) => {
            form.setValue("remedialCourseSlug", on ? c.slug : "", { shouldValidate: revalidate });
            setNames((n) => ({ ...n, [c.slug]: c.title }));
          }}
          single
          render={(c) => (
            <>
              <span className="block font-medium">{c.title}</span>
              <span className="block text-sm text-muted">{t("form.courseMinutes", { count: c.durationMinutes })}</span>
            </>
          )}
        />
        {v.remedialCourseSlug ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>{t("form.courseChosen", { title: names[v.remedialCourseSlug] ?? v.remedialCourseSlug })}</span>
            <button
              type="button"
              className="font-semibold text-primary-text underline"
              onClick={() => form.setValue("remedialCourseSlug", "")}
            >
              {t("form.courseNone")}
            </button>
          </div>
        ) : null}
        <div className="max-w-48">
          <label htmlFor="campaign-due" className="block text-sm font-semibold">
            {t("form.dueDays")}
          </label>
          <input
            id="campaign-due"
            type="number"
            inputMode="numeric"
            min={PHISHING_LIMITS.dueDays.min}
            max={PHISHING_LIMITS.dueDays.max}
            aria-invalid={errors.dueDays ? true : undefined}
            aria-describedby={errors.dueDays ? "campaign-due-error" : undefined}
            className={inputClass}
            {...form.register("dueDays")}
          />
          <FieldError id="campaign-due-error" message={errors.dueDays?.message} icon />
        </div>
      </fieldset>

      <p
        className="rounded-xl border border-border bg-surface-raised p-4 text-sm font-medium"
        aria-live="polite"
        data-testid="phishing-summary"
      >
        {start && end
          ? t(summary.exact ? "form.summary" : "form.summaryUpTo", {
              count: summary.count,
              start: formatWhen(start, locale, v.window.timeZone),
              end: formatWhen(end, locale, v.window.timeZone),
            })
          : t("form.summaryNoWindow", { count: summary.count })}
      </p>
      <RefusedAlert refused={refused} />
      <ErrorLine>{refused.length ? null : formError}</ErrorLine>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="phishing-campaign-save">
          {t(pending ? "form.saving" : "form.save")}
        </Button>
      </div>
    </form>
  );
}

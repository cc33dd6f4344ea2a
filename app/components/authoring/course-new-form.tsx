import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AUTHORING_LIMITS as L } from "../../../contract/authoring-limits.ts";
import { AREAS, LEVELS } from "../../../contract/course-areas.ts";
import { useApi } from "../../lib/api-client.ts";
import { contractResolver } from "../../lib/contract-form.ts";
import { useLocale, useLocalizedPath } from "../../lib/locale.ts";
import { buttonClass } from "../ui/button.tsx";
import { ErrorBox } from "../ui/error-line.tsx";
import { FieldError, inputClass } from "../ui/form-field.tsx";
import { HookField } from "../ui/hook-field.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { newCourseBody, newCourseField, newCourseFormSchema, type NewCourseValues } from "./course-new-form-schema.ts";

type Presenter = { id: string; name: string };

/** The short form that starts a draft; the editor then opens on it. */
export function CourseNewForm({ presenters }: { presenters: readonly Presenter[] }) {
  const { t } = useTranslation("creatorCourses");
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<NewCourseValues, unknown, ReturnType<typeof newCourseFormSchema.parse>>({
    resolver: contractResolver(newCourseFormSchema, t),
    defaultValues: {
      en: locale === "en",
      pt: locale === "pt",
      titleEn: "",
      titlePt: "",
      area: "",
      level: "",
      avatarId: presenters.length === 1 ? presenters[0]!.id : "",
    },
  });
  const [en, pt] = form.watch(["en", "pt"]);
  const languagesError = form.formState.errors.en?.message;

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    setPending(true);
    setFormError(null);
    const res = await api.post("/creator/courses", { body: newCourseBody(values) });
    if (res.ok) {
      void navigate(localize(`/content-creator/courses/${res.data.id}/edit`));
      return;
    }
    setPending(false);
    let placed = false;
    for (const issue of res.error.issues ?? []) {
      const field = newCourseField(issue.path);
      if (!field) continue;
      form.setError(field, { type: "server", message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
    if (!placed) setFormError(res.error.message || t("new.failed"));
  });

  const titleField = (name: "titleEn" | "titlePt", lang: "en" | "pt") => (
    <HookField control={form.control} name={name} id={`new-course-${name}`} label={t(`new.title.${lang}`)} errorIcon>
      {(control) => (
        <input {...control} type="text" lang={lang === "pt" ? "pt-BR" : "en"} maxLength={L.title + 10} className={inputClass} />
      )}
    </HookField>
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="flex max-w-2xl flex-col gap-5" data-testid="course-new-form">
      <fieldset aria-describedby={languagesError ? "new-course-languages-error" : "new-course-languages-hint"}>
        <legend className="text-sm font-semibold">{t("new.languages.label")}</legend>
        <p id="new-course-languages-hint" className="mt-1 text-sm text-muted">
          {t("new.languages.hint")}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(["en", "pt"] as const).map((lang) => (
            <label key={lang} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" {...form.register(lang)} aria-invalid={languagesError ? true : undefined} className="size-5" />
              <span>{t(`languages.${lang}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id="new-course-languages-error" message={languagesError} icon />
      </fieldset>
      {en ? titleField("titleEn", "en") : null}
      {pt ? titleField("titlePt", "pt") : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <HookField control={form.control} name="area" id="new-course-area" label={t("new.area")} errorIcon>
          {(control) => (
            <select {...control} className={inputClass}>
              <option value="">{t("new.choose")}</option>
              {AREAS.map((a) => (
                <option key={a} value={a}>
                  {t(`training:areas.${a}`)}
                </option>
              ))}
            </select>
          )}
        </HookField>
        <HookField control={form.control} name="level" id="new-course-level" label={t("new.level")} errorIcon>
          {(control) => (
            <select {...control} className={inputClass}>
              <option value="">{t("new.choose")}</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`training:levels.${l}`)}
                </option>
              ))}
            </select>
          )}
        </HookField>
      </div>
      {presenters.length ? (
        <HookField
          control={form.control}
          name="avatarId"
          id="new-course-presenter"
          label={t("new.presenter.label")}
          hint={t("new.presenter.hint")}
          errorIcon
        >
          {(control) => (
            <select {...control} className={inputClass}>
              <option value="">{t("new.presenter.none")}</option>
              {presenters.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </HookField>
      ) : (
        <div className="rounded-lg border border-border bg-surface-sunken p-4 text-sm" data-testid="no-presenter">
          <p className="font-semibold">{t("new.presenter.label")}</p>
          <p className="mt-1">
            {t("new.presenter.noneYet")}{" "}
            <LocalizedLink to="/content-creator/avatars/new" className="font-semibold text-primary-text underline">
              {t("new.presenter.create")}
            </LocalizedLink>
          </p>
        </div>
      )}
      <ErrorBox>{formError}</ErrorBox>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <LocalizedLink to="/content-creator/courses" className={buttonClass("outline")}>
          {t("new.cancel")}
        </LocalizedLink>
        <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary")}>
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t(pending ? "new.creating" : "new.create")}
        </button>
      </div>
    </form>
  );
}

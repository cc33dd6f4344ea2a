import { CircleAlert, Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CoursePicker } from "./course-picker.tsx";
import type { CourseChoice } from "./program-api.ts";
import {
  FIELDS,
  MAX_LENGTH,
  readProgramForm,
  validateProgram,
  type ProgramActionData,
  type ProgramErrors,
  type ProgramField,
} from "./program-form-values.ts";

export type ProgramFormValues = { titles: { en: string; pt: string }; descriptions: { en: string; pt: string }; courses: CourseChoice[] };

const idOf = (field: ProgramField) => `program-${field.replace(".", "-")}`;
const LANGUAGES = [
  { locale: "en", lang: "en", legend: "form.english", title: "form.titleEn", description: "form.descriptionEn" },
  { locale: "pt", lang: "pt-BR", legend: "form.portuguese", title: "form.titlePt", description: "form.descriptionPt" },
] as const;

/**
 * Create and edit share this form: the title and description in both languages and the
 * ordered courses. The contract's rules run before sending; the API's answers (already in
 * the page's language) land on the fields they name.
 */
export function ProgramForm({
  mode,
  initial,
  catalogue,
  cancelTo,
  result,
}: {
  mode: "create" | "edit";
  initial: ProgramFormValues;
  catalogue: CourseChoice[];
  cancelTo: string;
  result?: ProgramActionData;
}) {
  const { t } = useTranslation("programs");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [errors, setErrors] = useState<ProgramErrors>(result?.errors ?? {});
  const summary = (found: ProgramErrors, message: string | null) =>
    FIELDS.some((f) => found[f]) ? t("form.errorSummary") : (message ?? t("form.errorGeneric"));
  const [formError, setFormError] = useState<string | null>(result ? summary(result.errors, result.formError) : null);
  const alertRef = useRef<HTMLDivElement>(null);

  function show(found: ProgramErrors, message: string | null) {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    setFormError(summary(found, message));
    // focus goes to the first field to fix, or to the message when no field is named
    requestAnimationFrame(() => (first ? document.getElementById(idOf(first)) : alertRef.current)?.focus());
  }

  useEffect(() => {
    if (result) show(result.errors, result.formError);
    // each new answer from the action, once
    // eslint-disable-next-line react-hooks/exhaustive-deps -- show() is a new function each render; the answer alone decides
  }, [result]);

  /** A field's message goes once the field is changed; the next submit checks it again. */
  function clear(field: string) {
    if (errors[field as ProgramField]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (saving) return e.preventDefault();
    const found = validateProgram(readProgramForm(new FormData(e.currentTarget)), (key, vars) => t(key, vars));
    if (Object.keys(found).length) {
      e.preventDefault();
      show(found, null);
    } else {
      setErrors({});
      setFormError(null);
    }
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={(e) => clear((e.target as Element).getAttribute("name") ?? "")}
      aria-busy={saving}
      className="flex flex-col gap-6"
      data-testid="program-form"
    >
      <div ref={alertRef} tabIndex={-1} role="alert" className="empty:hidden">
        {formError ? (
          <p className="flex gap-2 rounded-lg border border-red-700 bg-surface p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {formError}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t("form.requiredNote")}</p>
      <div className="grid gap-6 md:grid-cols-2">
        {LANGUAGES.map((l) => (
          <fieldset key={l.locale} className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-5">
            <legend className="px-1 text-lg font-bold">{t(l.legend)}</legend>
            <FormField
              id={idOf(`titles.${l.locale}`)}
              name={`titles.${l.locale}`}
              label={t(l.title)}
              hint={t("form.titleHint")}
              error={errors[`titles.${l.locale}`]}
              errorIcon
            >
              {(a11y) => (
                <input
                  {...a11y}
                  lang={l.lang}
                  type="text"
                  required
                  maxLength={MAX_LENGTH.titles}
                  defaultValue={initial.titles[l.locale]}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField
              id={idOf(`descriptions.${l.locale}`)}
              name={`descriptions.${l.locale}`}
              label={t(l.description)}
              hint={t("form.descriptionHint")}
              error={errors[`descriptions.${l.locale}`]}
              errorIcon
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  lang={l.lang}
                  required
                  rows={4}
                  maxLength={MAX_LENGTH.descriptions}
                  defaultValue={initial.descriptions[l.locale]}
                  className={inputClass}
                />
              )}
            </FormField>
          </fieldset>
        ))}
      </div>
      <div className="rounded-xl border border-border bg-surface-raised p-4 sm:p-5">
        <CoursePicker
          id={idOf("courses")}
          catalogue={catalogue}
          initial={initial.courses}
          error={errors.courses}
          onChange={() => clear("courses")}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <LocalizedLink to={cancelTo} className={buttonClass("outline")}>
          {t("form.cancel")}
        </LocalizedLink>
        <button
          type="submit"
          aria-disabled={saving || undefined}
          className={buttonClass("primary", "md", saving ? "cursor-wait opacity-80" : "")}
        >
          {saving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t(mode === "create" ? (saving ? "form.creating" : "form.create") : saving ? "form.saving" : "form.save")}
        </button>
      </div>
    </Form>
  );
}

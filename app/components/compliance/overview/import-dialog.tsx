import * as Dialog from "@radix-ui/react-dialog";
import { Download, Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { FRAMEWORK_IMPORT_FILE } from "../../../../contract/compliance-limits.ts";
import { issuesByField, useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { BusyDialogRoot, DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import {
  IMPORT_FIELDS,
  IMPORT_LANGUAGES,
  checkImportDetails,
  importDetails,
  isCsvFile,
  issueWhere,
  textFields,
  type ImportField,
  type ImportLanguage,
  type ImportValues,
} from "./import-details.ts";

const EMPTY: ImportValues = { slug: "", name: "", namePt: "", version: "", publisher: "", licence: "", licencePt: "", source: "" };
/** Example files in the documented format, served with the site. */
export const IMPORT_EXAMPLES = {
  csv: "/compliance/framework-import-example.csv",
  json: "/compliance/framework-import-example.json",
} as const;

/**
 * Imports a framework the product does not ship from a CSV or JSON file in the documented format.
 * A CSV file needs the framework's details beside it (a JSON file carries them). Every problem
 * the API finds is listed with the line or field at fault; nothing is imported while any remains.
 */
export function ImportDialog() {
  const { t } = useTranslation(["compliancePages", "complianceImport"]);
  const api = useApi();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [lang, setLang] = useState<ImportLanguage>(locale);
  const [values, setValues] = useState<ImportValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ImportField | "file", string>>>({});
  const [problems, setProblems] = useState<{ message: string; issues: { path: string; message: string }[] } | null>(null);
  const [pending, setPending] = useState(false);
  const csv = isCsvFile(file);

  function reset() {
    setFile(null);
    setValues(EMPTY);
    setErrors({});
    setProblems(null);
    setLang(locale);
  }

  function focusFirst(fields: readonly string[]) {
    const first = ["file", ...IMPORT_FIELDS].find((f) => fields.includes(f));
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setProblems(null);
    const found: Partial<Record<ImportField | "file", string>> = {};
    if (!file) found.file = t("import.fileRequired");
    else if (file.size > FRAMEWORK_IMPORT_FILE.maxBytes)
      found.file = t("complianceImport:errors.fileTooLarge", { max: FRAMEWORK_IMPORT_FILE.maxMegabytes });
    if (csv)
      for (const [field, p] of Object.entries(checkImportDetails(values, lang))) found[field as ImportField] = t(p.key, { max: p.max });
    setErrors(found);
    if (Object.keys(found).length || !file) return focusFirst(Object.keys(found));
    const body = new FormData();
    body.set("file", file);
    if (csv) body.set("details", JSON.stringify(importDetails(values, lang)));
    setPending(true);
    const res = await api.post("/compliance/frameworks", { rawBody: body });
    setPending(false);
    if (res.ok) {
      toast.success(t("import.done", { name: res.data.name }), t("import.doneText"));
      setOpen(false);
      reset();
      await revalidator.revalidate();
      return;
    }
    const { byField } = issuesByField(res.error, IMPORT_FIELDS);
    setErrors(byField);
    setProblems({ message: res.error.message || t("import.failed"), issues: res.error.issues ?? [] });
    requestAnimationFrame(() => document.getElementById(`${id}-problems`)?.focus());
  }

  const set = (field: ImportField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const text = (
    field: ImportField,
    label: string,
    opts: { hint?: string; optional?: boolean; multiline?: boolean; type?: string } = {},
  ) => (
    <FormField
      id={`${id}-${field}`}
      label={label}
      hint={opts.hint}
      error={errors[field]}
      optionalText={opts.optional ? t("optional") : undefined}
      errorIcon
    >
      {(a11y) =>
        opts.multiline ? (
          <textarea {...a11y} rows={2} value={values[field]} onChange={set(field)} className={inputClass} />
        ) : (
          <input
            {...a11y}
            type={opts.type ?? "text"}
            value={values[field]}
            onChange={set(field)}
            className={inputClass}
            autoComplete="off"
          />
        )
      }
    </FormField>
  );

  return (
    <BusyDialogRoot open={open} pending={pending} setOpen={setOpen} onChange={reset}>
      <Dialog.Trigger className={buttonClass("outline")} data-testid="import-open">
        <Upload aria-hidden="true" className="size-4" />
        {t("import.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("import.title")}
        description={t("import.description")}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={fileRef}
      >
        <details className="mt-4 rounded-lg border border-border p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-primary-text">{t("import.format.summary")}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
            <li>{t("import.format.csv")}</li>
            <li>{t("import.format.json")}</li>
            <li>{t("import.format.codes")}</li>
            <li>{t("import.format.limits", { max: FRAMEWORK_IMPORT_FILE.maxMegabytes })}</li>
          </ul>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <a href={IMPORT_EXAMPLES.csv} download className="inline-flex items-center gap-1 font-medium text-primary-text underline">
              <Download aria-hidden="true" className="size-4" />
              {t("import.format.exampleCsv")}
            </a>
            <a href={IMPORT_EXAMPLES.json} download className="inline-flex items-center gap-1 font-medium text-primary-text underline">
              <Download aria-hidden="true" className="size-4" />
              {t("import.format.exampleJson")}
            </a>
          </p>
        </details>
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-4 flex flex-col gap-4">
          {problems ? (
            <div
              id={`${id}-problems`}
              tabIndex={-1}
              role="alert"
              className="rounded-lg border border-red-700 p-3 text-sm text-red-700 focus:outline-none dark:border-red-400 dark:text-red-300"
              data-testid="import-problems"
            >
              <p className="font-semibold">{problems.message}</p>
              {problems.issues.length ? (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {problems.issues.map((i, n) => {
                    const where = issueWhere(i.path);
                    const label = where.line
                      ? t(where.at ? "import.atLineColumn" : "import.atLine", { line: where.line, column: where.at })
                      : where.at;
                    return (
                      <li key={n}>
                        {label ? <span className="font-semibold">{label}: </span> : null}
                        {i.message}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          ) : null}
          <FormField
            id={`${id}-file`}
            label={t("import.file")}
            hint={t("import.fileHint", { max: FRAMEWORK_IMPORT_FILE.maxMegabytes })}
            error={errors.file}
            errorIcon
          >
            {(a11y) => (
              <input
                {...a11y}
                ref={fileRef}
                type="file"
                accept={FRAMEWORK_IMPORT_FILE.accept}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setErrors({});
                  setProblems(null);
                }}
                className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-surface-sunken file:px-3 file:py-1.5 file:font-semibold file:text-fg`}
              />
            )}
          </FormField>
          {csv ? (
            <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-3" data-testid="import-details">
              <legend className="px-1 text-sm font-semibold">{t("import.details")}</legend>
              <p className="text-sm text-muted">{t("import.detailsHint")}</p>
              <FormField id={`${id}-lang`} label={t("import.language")}>
                {(a11y) => (
                  <select {...a11y} value={lang} onChange={(e) => setLang(e.target.value as ImportLanguage)} className={inputClass}>
                    {IMPORT_LANGUAGES.map((l) => (
                      <option key={l} value={l}>
                        {t(`import.languages.${l}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {text("slug", t("import.slug"), { hint: t("import.slugHint") })}
              {textFields(lang).map((f) => (
                <div key={f.name}>{text(f.name, t(`import.name.${lang === "both" ? f.language : "one"}`))}</div>
              ))}
              <div className="grid gap-4 sm:grid-cols-2">
                {text("version", t("import.version"))}
                {text("publisher", t("import.publisher"))}
              </div>
              {textFields(lang).map((f) => (
                <div key={f.licence}>
                  {text(f.licence, t(`import.licence.${lang === "both" ? f.language : "one"}`), {
                    hint: f.language === textFields(lang)[0]!.language ? t("import.licenceHint") : undefined,
                    multiline: true,
                  })}
                </div>
              ))}
              {text("source", t("import.source"), { optional: true, type: "url", hint: t("import.sourceHint") })}
            </fieldset>
          ) : null}
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t(pending ? "import.submitting" : "import.submit")} pending={pending} />
        </form>
      </DialogFrame>
    </BusyDialogRoot>
  );
}

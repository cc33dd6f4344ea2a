import { CircleAlert, CircleCheck, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { ProductRadios } from "./demo-fields.tsx";
import { checkForm } from "../../lib/contract-check.ts";
import { DEMO_WORDING, demoFormSchema } from "./demo-form-schema.ts";
import { type DemoErrorKeys, type DemoField, type DemoValues, LIMITS, TEAM_SIZES } from "./demo-validation.ts";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

export type DemoActionData =
  | { ok: true; email: string }
  | {
      ok: false;
      values: DemoValues;
      /** Messages the API already translated. */
      fieldErrors: Partial<Record<DemoField, string>>;
      /** The problems the schema found (demo:errors.* keys), when the action checked without script. */
      fieldErrorKeys: DemoErrorKeys;
      message?: string;
      messageKey?: string;
    };

/**
 * The demo request form, posted natively to the route action (it works without script): the
 * browser checks it with the API's schema first, the action checks again and shows the API's answer.
 */
export function DemoForm({ initialProduct, result }: { initialProduct: string | null; result?: DemoActionData }) {
  const { t, list } = useCatalog("demo");
  const { name: brand } = usePublicBrand();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<DemoErrorKeys | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setClientErrors(null);
    if (result?.ok) successRef.current?.focus();
    else if (result) alertRef.current?.focus();
  }, [result]);

  if (result?.ok) {
    return (
      <div className="text-center" role="status">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-accent-text" />
        <h1 ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold sm:text-3xl">
          {t("success.title")}
        </h1>
        <p className="mt-3 text-muted">{t("success.text", { email: result.email, brand })}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LocalizedLink to="/" className={buttonClass("primary", "md")}>
            {t("success.home")}
          </LocalizedLink>
          <LocalizedLink to="/index-training" className={buttonClass("outline", "md")}>
            {t("success.training")}
          </LocalizedLink>
        </div>
      </div>
    );
  }

  const values = result?.values;
  const errorFor = (field: DemoField): string | undefined => {
    const problem = clientErrors ? clientErrors[field] : result?.fieldErrorKeys[field];
    if (problem) return t(problem.key, problem.vars);
    return clientErrors ? undefined : result?.fieldErrors[field];
  };
  const summary = clientErrors
    ? Object.keys(clientErrors).length
      ? t("errors.summary")
      : undefined
    : result && (result.message ?? (result.messageKey ? t(result.messageKey) : undefined));

  /** The schema's problems with what the form holds (none: the form may go). */
  const check = (form: HTMLFormElement): DemoErrorKeys => {
    const checked = checkForm(demoFormSchema, new FormData(form), DEMO_WORDING);
    return checked.ok ? {} : checked.problems;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = check(event.currentTarget);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (!first) return;
    event.preventDefault();
    const target = event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    // Once the visitor has tried to submit, errors follow the corrections as they type.
    if (clientErrors) setClientErrors(check(event.currentTarget));
  }

  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("intro", { brand })}</p>
      <ul className="mt-4 space-y-1 text-sm text-muted">
        {list<string>("expect").map((item) => (
          <li key={item} className="flex gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
            {item}
          </li>
        ))}
      </ul>

      <div ref={alertRef} tabIndex={-1} role="alert" className="mt-6 empty:hidden">
        {summary ? (
          <p className="flex gap-2 rounded-lg border border-red-700 bg-surface p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {summary}
          </p>
        ) : null}
      </div>

      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5" aria-busy={pending}>
        <p className="text-sm text-muted">{t("requiredNote")}</p>
        <FormField id="demo-name" name="name" label={t("fields.name")} error={errorFor("name")}>
          {(a11y) => <input {...a11y} type="text" autoComplete="name" required maxLength={LIMITS.name} defaultValue={values?.name} className={inputClass} />}
        </FormField>
        <FormField id="demo-email" name="email" label={t("fields.email")} hint={t("hints.email")} error={errorFor("email")}>
          {(a11y) => <input {...a11y} type="email" inputMode="email" autoComplete="email" required defaultValue={values?.email} className={inputClass} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="demo-company" name="company" label={t("fields.company")} error={errorFor("company")}>
            {(a11y) => <input {...a11y} type="text" autoComplete="organization" required maxLength={LIMITS.company} defaultValue={values?.company} className={inputClass} />}
          </FormField>
          <FormField id="demo-phone" name="phone" label={t("fields.phone")} error={errorFor("phone")}>
            {(a11y) => <input {...a11y} type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={values?.phone} className={inputClass} />}
          </FormField>
        </div>
        <FormField id="demo-teamSize" name="teamSize" label={t("fields.teamSize")} error={errorFor("teamSize")}>
          {(a11y) => (
            <select {...a11y} required defaultValue={values?.teamSize ?? ""} className={inputClass}>
              <option value="" disabled>
                {t("teamSize.placeholder")}
              </option>
              {TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`teamSize.options.${size}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <ProductRadios
          legend={t("fields.product")}
          labels={{
            Scanners: { title: t("products.Scanners.title"), text: t("products.Scanners.text") },
            Training: { title: t("products.Training.title"), text: t("products.Training.text") },
          }}
          defaultValue={values?.product || initialProduct}
          error={errorFor("product")}
        />
        <FormField id="demo-message" name="message" label={t("fields.message")} hint={t("hints.message")} error={errorFor("message")}>
          {(a11y) => <textarea {...a11y} rows={4} maxLength={LIMITS.message} defaultValue={values?.message} className={inputClass} />}
        </FormField>
        <button type="submit" disabled={pending} className={buttonClass("primary", "lg", "w-full")}>
          {pending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
          {t(pending ? "submitting" : "submit")}
        </button>
        <p className="text-center text-sm text-muted">
          {t("privacy.before")}{" "}
          <LocalizedLink to="/privacy-policy" className="font-medium text-primary-text underline">
            {t("privacy.link")}
          </LocalizedLink>
          {t("privacy.after")}
        </p>
      </Form>
    </div>
  );
}

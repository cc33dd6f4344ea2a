import { Loader2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import type { User } from "../../../contract/auth.ts";
import { LANGUAGE_CODES, LANGUAGE_TO_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type LanguageCode } from "../../../contract/constants.ts";
import { ACCOUNT_LIMITS } from "../../../contract/field-rules.ts";
import { localizePath, stripLocale } from "../../../contract/locale.ts";
import { type ApiErrorBody, useApi } from "../../lib/api-client.ts";
import { contractResolver, setApiIssues } from "../../lib/contract-form.ts";
import { setBrowserCookie } from "../../lib/cookies.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { HookField } from "../ui/hook-field.tsx";
import { FormAlert } from "./form-field.tsx";
import { personalDataFormSchema } from "./personal-data-form-schema.ts";

const FIELDS = ["name", "phoneNumber"] as const;
// personalDataSchema's limits (contract/auth.ts), so the browser stops typing where the API would refuse.
const MAX = { name: ACCOUNT_LIMITS.name, phoneNumber: ACCOUNT_LIMITS.phoneNumber } as const;

/** Name, phone and language; the e-mail address is shown read-only. */
export function PersonalDataForm({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const api = useApi();
  const revalidator = useRevalidator();
  const { pathname, search, hash } = useLocation();
  const uid = useId();
  const form = useForm({
    resolver: contractResolver(personalDataFormSchema, t),
    defaultValues: { name: user.name, phoneNumber: user.phoneNumber ?? "", language: user.languageCode as LanguageCode },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const idOf = (f: string) => `${uid}-${f}`;

  /** The API's refusal: on its fields when it names them (the summary above), else its message. */
  function fail(error: ApiErrorBody) {
    const onFields = setApiIssues(form.setError, error, FIELDS);
    setFormError(onFields ? t("personalData.errorSummary") : error.message || t("errors.generic"));
    if (!onFields) alertRef.current?.focus();
  }

  const submit = form.handleSubmit(
    async (values) => {
      if (pending) return;
      setFormError(null);
      setStatus(null);
      const body = { name: values.name, phoneNumber: values.phoneNumber || null };
      const profileChanged = body.name !== user.name || body.phoneNumber !== (user.phoneNumber ?? null);
      const languageChanged = values.language !== user.languageCode;
      if (!profileChanged && !languageChanged) return setStatus(t("personalData.noChanges"));

      setPending(true);
      try {
        if (profileChanged) {
          const res = await api.patch("/user", { body });
          if (!res.ok) return fail(res.error);
        }
        if (languageChanged) {
          const res = await api.post("/user/switch-language", { body: { language: values.language } });
          if (!res.ok) {
            // The name and phone may already be saved: show them as they now are.
            if (profileChanged) void revalidator.revalidate();
            return fail(res.error);
          }
          // A full page load in the new language: its catalogs and server render come with it.
          const locale = LANGUAGE_TO_LOCALE[values.language];
          setBrowserCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
          window.location.assign(`${localizePath(stripLocale(pathname), locale)}${search}${hash}`);
          return;
        }
        toast.success(t("personalData.saved.title"), t("personalData.saved.description"));
        void revalidator.revalidate();
      } finally {
        setPending(false);
      }
    },
    // react-hook-form has focused the first field it refused
    () => {
      setStatus(null);
      setFormError(t("personalData.errorSummary"));
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      className="space-y-5 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
    >
      <FormAlert message={formError} alertRef={alertRef} />
      <p className="text-sm text-muted">{t("personalData.requiredNote")}</p>
      <FormField id={idOf("email")} label={t("personalData.fields.email")} hint={t("personalData.hints.email")}>
        {(a11y) => <input {...a11y} type="email" readOnly value={user.email} autoComplete="email" className={inputClass} />}
      </FormField>
      <HookField control={form.control} name="name" id={idOf("name")} label={t("personalData.fields.name")} errorIcon>
        {(control) => <input {...control} type="text" required autoComplete="name" maxLength={MAX.name} className={inputClass} />}
      </HookField>
      <HookField
        control={form.control}
        name="phoneNumber"
        id={idOf("phoneNumber")}
        label={t("personalData.fields.phone")}
        hint={t("personalData.hints.phone")}
        errorIcon
      >
        {(control) => (
          <input {...control} type="tel" autoComplete="tel" inputMode="tel" maxLength={MAX.phoneNumber} className={inputClass} />
        )}
      </HookField>
      <HookField
        control={form.control}
        name="language"
        id={idOf("language")}
        label={t("personalData.fields.language")}
        hint={t("personalData.hints.language")}
      >
        {(control) => (
          <select {...control} className={inputClass}>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        )}
      </HookField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className={buttonClass("primary", "md", pending ? "cursor-wait opacity-80" : "")}
        >
          {pending ? <Loader2 aria-hidden="true" focusable="false" className="size-4 animate-spin" /> : null}
          {t(pending ? "personalData.saving" : "personalData.save")}
        </button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  );
}

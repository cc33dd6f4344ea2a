import { Loader2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import type { User } from "../../../contract/auth.ts";
import { LANGUAGE_CODES, LANGUAGE_TO_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type LanguageCode } from "../../../contract/constants.ts";
import { ACCOUNT_LIMITS } from "../../../contract/field-rules.ts";
import { localizePath, stripLocale } from "../../../contract/locale.ts";
import { issuesByField, useApi } from "../../lib/api-client.ts";
import { setBrowserCookie } from "../../lib/cookies.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { FormAlert } from "./form-field.tsx";

type Field = "name" | "phoneNumber";
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ["name", "phoneNumber"];
// personalDataSchema's limits (contract/auth.ts); the API checks again.
const MAX = { name: ACCOUNT_LIMITS.name, phoneNumber: ACCOUNT_LIMITS.phoneNumber } as const;

/** Name, phone and language; the e-mail address is shown read-only. */
export function PersonalDataForm({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const api = useApi();
  const revalidator = useRevalidator();
  const { pathname, search, hash } = useLocation();
  const uid = useId();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phoneNumber ?? "");
  const [language, setLanguage] = useState<LanguageCode>(user.languageCode);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const idOf = (f: string) => `${uid}-${f}`;

  function validate(): Errors {
    const found: Errors = {};
    const n = name.trim();
    if (!n) found.name = t("errors:required");
    else if (n.length > MAX.name) found.name = t("errors:tooLong", { max: MAX.name });
    if (phone.trim().length > MAX.phoneNumber) found.phoneNumber = t("errors:tooLong", { max: MAX.phoneNumber });
    return found;
  }

  function fail(message: string | undefined, fieldErrors: Errors = {}) {
    setErrors(fieldErrors);
    const first = FIELDS.find((f) => fieldErrors[f]);
    setFormError(first ? t("personalData.errorSummary") : message || t("errors.generic"));
    if (first) document.getElementById(idOf(first))?.focus();
    else alertRef.current?.focus();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    setStatus(null);
    const found = validate();
    if (Object.keys(found).length) return fail(undefined, found);
    setErrors({});

    const body = { name: name.trim(), phoneNumber: phone.trim() || null };
    const profileChanged = body.name !== user.name || body.phoneNumber !== (user.phoneNumber ?? null);
    const languageChanged = language !== user.languageCode;
    if (!profileChanged && !languageChanged) return setStatus(t("personalData.noChanges"));

    setPending(true);
    try {
      if (profileChanged) {
        const res = await api.patch("/user", { body });
        if (!res.ok) return fail(res.error.message, issuesByField(res.error, FIELDS).byField);
      }
      if (languageChanged) {
        const res = await api.post("/user/switch-language", { body: { language } });
        if (!res.ok) {
          // The name and phone may already be saved: show them as they now are.
          if (profileChanged) void revalidator.revalidate();
          return fail(res.error.message);
        }
        // A full page load in the new language: its catalogs and server render come with it.
        const locale = LANGUAGE_TO_LOCALE[language];
        setBrowserCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
        window.location.assign(`${localizePath(stripLocale(pathname), locale)}${search}${hash}`);
        return;
      }
      toast.success(t("personalData.saved.title"), t("personalData.saved.description"));
      void revalidator.revalidate();
    } finally {
      setPending(false);
    }
  }

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
      <FormField id={idOf("name")} label={t("personalData.fields.name")} error={errors.name} errorIcon>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            required
            autoComplete="name"
            maxLength={MAX.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        id={idOf("phoneNumber")}
        label={t("personalData.fields.phone")}
        hint={t("personalData.hints.phone")}
        error={errors.phoneNumber}
        errorIcon
      >
        {(a11y) => (
          <input
            {...a11y}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={MAX.phoneNumber}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={idOf("language")} label={t("personalData.fields.language")} hint={t("personalData.hints.language")}>
        {(a11y) => (
          <select {...a11y} value={language} onChange={(e) => setLanguage(e.target.value as LanguageCode)} className={inputClass}>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary", "md", pending ? "cursor-wait opacity-80" : "")}>
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

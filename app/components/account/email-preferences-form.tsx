import { Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { User } from "../../../contract/auth.ts";
import { EMAIL_PREFERENCE_KEYS, emailPreferenceOn, type EmailPreferenceKey } from "../../../contract/field-rules.ts";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { Switch } from "../ui/switch.tsx";

export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

/** The person's choices; a kind they never chose has its default (most are opt-in). */
export const preferencesOf = (user: User): EmailPreferences =>
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, emailPreferenceOn(user.emailPreferences, k)])) as EmailPreferences;

/** A switch per kind of e-mail with descriptions and one Save button (§7, §8 toasts). */
export function EmailPreferencesForm({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const api = useApi();
  const revalidator = useRevalidator();
  const uid = useId();
  const [prefs, setPrefs] = useState<EmailPreferences>(() => preferencesOf(user));
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const res = await api.post("/user/email-preferences", { body: { emailPreferences: prefs } });
    setPending(false);
    if (res.ok) {
      toast.success(t("emailPreferences.success.title"), t("emailPreferences.success.description"));
      void revalidator.revalidate();
    } else {
      toast.error(t("emailPreferences.error.title"), res.error.message || t("emailPreferences.error.description"));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="rounded-xl border border-border bg-surface-raised p-4 sm:p-6">
      <fieldset>
        <legend className="text-lg font-semibold">{t("emailPreferences.legend")}</legend>
        <ul className="mt-4 divide-y divide-border">
          {EMAIL_PREFERENCE_KEYS.map((key) => {
            const id = `${uid}-${key}`;
            return (
              <li key={key} className="flex items-start justify-between gap-4 py-4 first:pt-0">
                <div className="min-w-0">
                  <label htmlFor={id} className="block cursor-pointer font-medium">
                    {t(`emailPreferences.items.${key}.label`)}
                  </label>
                  <p id={`${id}-description`} className="mt-1 text-sm text-muted">
                    {t(`emailPreferences.items.${key}.description`)}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span aria-hidden="true" className="hidden w-8 text-right text-sm text-muted sm:inline">
                    {t(prefs[key] ? "emailPreferences.on" : "emailPreferences.off")}
                  </span>
                  <Switch
                    id={id}
                    name={key}
                    checked={prefs[key]}
                    aria-describedby={`${id}-description`}
                    onCheckedChange={(v) => setPrefs((p) => ({ ...p, [key]: v }))}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="mt-2 text-sm text-muted">{t("emailPreferences.always")}</p>
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className={buttonClass("primary", "md", `mt-5 ${pending ? "cursor-wait opacity-80" : ""}`)}
      >
        {pending ? <Loader2 aria-hidden="true" focusable="false" className="size-4 animate-spin" /> : null}
        {t(pending ? "emailPreferences.saving" : "emailPreferences.save")}
      </button>
    </form>
  );
}

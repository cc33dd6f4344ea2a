import { portAfterSecurity } from "../server-port.ts";
import { MailSearch, Save, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { intlLocale } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { contractResolver, setApiIssues } from "../../../lib/contract-form.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { HookField } from "../../ui/hook-field.tsx";
import {
  IMAP_PORT,
  MAILBOX_FIELDS,
  mailboxFormSchema,
  mailboxValuesOf,
  type MailboxBody,
  type MailboxFormValues,
  type MailboxSettings,
} from "./mailbox-form-schema.ts";

type TextField = "host" | "port" | "username" | "password" | "folder" | "reportAddress";

/**
 * The address people forward suspicious messages to, and the company's own reporting mailbox
 * (IMAP): its settings, "Check now" (reads it at once and says how many messages, or why not),
 * the last read and its error. Without one, the platform's mailbox reads the company's reports.
 */
export function MailboxPanel({ settings, canManage }: { settings: MailboxSettings; canManage: boolean }) {
  const { t } = useTranslation("phishingReporting");
  const id = useId();
  const api = useApi();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const own = settings.own;
  const [pending, setPending] = useState<"save" | "poll" | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MailboxFormValues, unknown, MailboxBody>({
    resolver: contractResolver(mailboxFormSchema, t),
    defaultValues: mailboxValuesOf(own),
  });
  const when = (iso: string) => dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const address = own?.reportAddress ?? settings.platform.reportAddress;

  const save = form.handleSubmit(async (body) => {
    if (pending) return;
    setPending("save");
    setFormError(null);
    const res = await api.put("/phishing/mailbox", { body });
    setPending(null);
    if (res.ok) {
      toast.success(t("mailbox.saved"));
      form.reset(mailboxValuesOf(res.data.own));
      void revalidator.revalidate();
      return;
    }
    if (!setApiIssues(form.setError, res.error, MAILBOX_FIELDS)) setFormError(res.error.message || t("errors.generic"));
  });

  async function pollNow() {
    if (pending) return;
    setPending("poll");
    const res = await api.post("/phishing/mailbox/poll", {});
    setPending(null);
    if (res.ok) toast.success(t("mailbox.polled", { count: res.data.sent }));
    else toast.error(res.error.message || t("errors.generic"));
    void revalidator.revalidate();
  }

  const text = (
    name: TextField,
    opts: { hint?: string; type?: string; inputMode?: "numeric" | "email"; optional?: boolean; max: number },
  ) => (
    <HookField
      control={form.control}
      name={name}
      id={`${id}-${name}`}
      label={t(`mailbox.form.${name}`)}
      hint={opts.hint}
      optionalText={opts.optional ? t("mailbox.form.optional") : undefined}
      errorIcon
    >
      {({ ref, value, ...control }) => (
        <input
          {...control}
          value={value as string}
          ref={ref}
          type={opts.type ?? "text"}
          inputMode={opts.inputMode}
          autoComplete={opts.type === "password" ? "new-password" : "off"}
          spellCheck={false}
          required={!opts.optional}
          maxLength={opts.max}
          disabled={!canManage}
          className={inputClass}
        />
      )}
    </HookField>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="phishing-mailbox">
      <div className="rounded-xl border border-border bg-surface-raised p-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("address.title")}
        </h2>
        {address ? (
          <p className="mt-1 break-all text-lg font-semibold" data-testid="phishing-report-address">
            {address}
          </p>
        ) : (
          <p className="mt-1 text-muted">{t("address.none")}</p>
        )}
        <p className="mt-1 text-sm text-muted">
          {t(own ? "address.own" : settings.platform.configured ? "address.platform" : "address.setUp")}
        </p>
      </div>

      <form noValidate onSubmit={save} aria-busy={pending === "save"} className="flex flex-col gap-4 rounded-xl border border-border p-4">
        <div>
          <h3 className="font-semibold">{t("mailbox.title")}</h3>
          <p className="mt-1 text-sm text-muted">{t("mailbox.intro")}</p>
        </div>
        {own && (
          <p className="text-sm" data-testid="phishing-mailbox-status">
            {own.lastPolledAt ? t("mailbox.lastRead", { when: when(own.lastPolledAt) }) : t("mailbox.neverRead")}
            {own.lastError && (
              <span role="status" className="block font-semibold text-red-800 dark:text-red-300">
                {t(`lastError.${own.lastError}`, { host: own.host, defaultValue: t("lastError.unknown", { host: own.host }) })}
              </span>
            )}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          {text("host", { hint: t("mailbox.form.hostHint"), max: 253 })}
          {text("port", { inputMode: "numeric", max: 5 })}
        </div>
        <HookField control={form.control} name="security" id={`${id}-security`} label={t("mailbox.form.security")} errorIcon>
          {({ ref, onChange, value, ...control }) => (
            <select
              {...control}
              value={value as string}
              ref={ref}
              disabled={!canManage}
              onChange={(e) => {
                onChange(e);
                // the usual port follows the security chosen, unless another was typed
                const port = portAfterSecurity(form.getValues("port"), e.target.value, IMAP_PORT);
                if (port) form.setValue("port", port);
              }}
              className={inputClass}
            >
              <option value="tls">{t("mailbox.security.tls")}</option>
              <option value="starttls">{t("mailbox.security.starttls")}</option>
            </select>
          )}
        </HookField>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("username", { max: 200 })}
          {text("password", {
            type: "password",
            optional: !!own?.hasPassword,
            max: 500,
            hint: own?.hasPassword ? t("mailbox.form.passwordKept") : undefined,
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("folder", { max: 200 })}
          {text("reportAddress", { type: "email", inputMode: "email", hint: t("mailbox.form.reportAddressHint"), max: 254 })}
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4" disabled={!canManage} {...form.register("enabled")} />
          {t("mailbox.form.enabled")}
        </label>
        <ErrorLine>{formError}</ErrorLine>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass("primary")} disabled={!!pending}>
              <Save aria-hidden="true" className="size-4" />
              {t(pending === "save" ? "mailbox.saving" : "mailbox.save")}
            </button>
            {own && (
              <button type="button" className={buttonClass("outline")} disabled={!!pending} onClick={() => void pollNow()}>
                <MailSearch aria-hidden="true" className="size-4" />
                {t(pending === "poll" ? "mailbox.polling" : "mailbox.poll")}
              </button>
            )}
            {own && (
              <ConfirmDialog
                triggerClass={buttonClass("ghost")}
                trigger={
                  <>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t("mailbox.remove.open")}
                  </>
                }
                title={t("mailbox.remove.title")}
                body={t("mailbox.remove.body")}
                confirm={t("mailbox.remove.submit")}
                onConfirm={async () => {
                  const res = await api.delete("/phishing/mailbox", {});
                  if (!res.ok && res.status !== 404) return res.error.message || t("errors.generic");
                  toast.success(t("mailbox.remove.done"));
                  form.reset(mailboxValuesOf(null));
                  void revalidator.revalidate();
                  return null;
                }}
              />
            )}
          </div>
        )}
      </form>
    </section>
  );
}

import { BadgeCheck, Copy, Loader2, ShieldAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DomainStatus } from "../../../../contract/organizations.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { CheckResult } from "./check-result.tsx";

const card = "min-w-0 rounded-xl border border-border bg-surface-raised p-5 sm:p-6";
type Result = { ok: boolean; message: string } | null;

/** The company's e-mail domain: its state, the DNS TXT record that proves it, and the check. */
export function DomainCard({ status: initial, canManage }: { status: DomainStatus; canManage: boolean }) {
  const { t } = useTranslation("companySettings");
  const locale = useLocale();
  const api = useApi();
  const [status, setStatus] = useState(initial);
  const [editing, setEditing] = useState(!initial.domain);
  const [draft, setDraft] = useState(initial.domain ?? "");
  const [claimError, setClaimError] = useState<string>();
  const [busy, setBusy] = useState<"claim" | "verify" | null>(null);
  const [result, setResult] = useState<Result>(null);

  async function claim(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy("claim");
    setClaimError(undefined);
    setResult(null);
    const res = await api.put("/entity/domain", {
      body: { domain: draft.trim().toLowerCase() },
    });
    setBusy(null);
    if (!res.ok) return setClaimError(res.error.issues?.[0]?.message ?? res.error.message);
    setStatus(res.data);
    setEditing(false);
    if (!res.data.verified) setResult({ ok: true, message: t("domain.claimed") });
  }

  async function verify() {
    if (busy) return;
    setBusy("verify");
    setResult(null);
    const res = await api.post("/entity/domain/verify", {});
    setBusy(null);
    if (res.ok) {
      setStatus(res.data);
      setResult({
        ok: true,
        message: t("domain.verifiedNow", { domain: res.data.domain }),
      });
    } else setResult({ ok: false, message: res.error.message });
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("domain.copied"));
    } catch {
      toast.error(t("domain.copyFailed"));
    }
  }

  const date = status.verifiedAt
    ? new Date(status.verifiedAt).toLocaleDateString(locale, {
        dateStyle: "medium",
      })
    : "";
  return (
    <section className={card} aria-labelledby="settings-domain-title" data-testid="domain-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="settings-domain-title" className="text-lg font-bold">
          {t("domain.title")}
        </h2>
        {status.domain ? (
          <span
            className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${status.verified ? "border-green-700 text-green-800 dark:border-green-400 dark:text-green-300" : "border-amber-700 text-amber-800 dark:border-amber-400 dark:text-amber-300"}`}
          >
            {status.verified ? <BadgeCheck aria-hidden="true" className="size-3.5" /> : <ShieldAlert aria-hidden="true" className="size-3.5" />}
            {status.verified ? t("domain.verified") : t("domain.unverified")}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">{t("domain.intro")}</p>
      {status.domain && !editing ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="break-all text-base font-semibold" data-testid="domain-name">
            {status.domain}
          </p>
          {canManage && !status.verified ? (
            <button type="button" onClick={() => setEditing(true)} className={buttonClass("ghost", "sm")}>
              {t("domain.change")}
            </button>
          ) : null}
        </div>
      ) : !canManage ? (
        <p className="mt-4 text-sm">{t("domain.none")}</p>
      ) : null}
      {status.verified && status.verification ? <p className="mt-2 text-sm text-muted">{t(`domain.verifiedBy.${status.verification}`, { date })}</p> : null}

      {canManage && editing ? (
        <form onSubmit={claim} noValidate className="mt-4 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-56">
            <FormField id="company-domain" label={t("domain.label")} error={claimError} errorIcon>
              {(a11y) => (
                <input
                  {...a11y}
                  type="text"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t("domain.placeholder")}
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>
          <button type="submit" className={buttonClass("outline", "md", claimError ? "mb-9" : "")} aria-disabled={busy !== null || undefined}>
            {busy === "claim" ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("domain.claim")}
          </button>
        </form>
      ) : null}

      {canManage && status.txt && !editing ? (
        <div className="mt-5 min-w-0 max-w-full rounded-lg border border-border bg-surface p-4 [overflow-wrap:anywhere]" data-testid="domain-txt">
          <h3 className="font-semibold">{t("domain.stepsTitle")}</h3>
          <ol className="mt-2 min-w-0 list-decimal space-y-3 pl-5 text-sm [overflow-wrap:anywhere]">
            <li>{t("domain.step1")}</li>
            <li>
              {t("domain.step2")}
              <dl className="mt-2 flex flex-col gap-2">
                <DnsRecordRow label={t("domain.recordName")} value={status.txt.name} copyLabel={t("domain.copyName")} copyText={t("domain.copy")} onCopy={copy} testId="txt-name" />
                <DnsRecordRow label={t("domain.recordValue")} value={status.txt.value} copyLabel={t("domain.copyValue")} copyText={t("domain.copy")} onCopy={copy} testId="txt-value" />
              </dl>
            </li>
            <li>{t("domain.step3")}</li>
          </ol>
          <button type="button" onClick={verify} className={buttonClass("primary", "md", "mt-4")} aria-disabled={busy !== null || undefined}>
            {busy === "verify" ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {busy === "verify" ? t("domain.verifying") : t("domain.verify")}
          </button>
        </div>
      ) : null}
      <CheckResult result={result} testId="domain-result" />
    </section>
  );
}

export function DnsRecordRow({ label, value, copyLabel, copyText, onCopy, testId }: { label: string; value: string; copyLabel: string; copyText: string; onCopy: (v: string) => void; testId: string }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <dt className="w-full text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="min-w-0 flex-1">
        <code className="block break-all rounded border border-border bg-surface-sunken px-2 py-1.5 font-mono text-xs" data-testid={testId}>
          {value}
        </code>
      </dd>
      <dd>
        <button type="button" onClick={() => onCopy(value)} className={buttonClass("outline", "sm")} aria-label={copyLabel}>
          <Copy aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{copyText}</span>
        </button>
      </dd>
    </div>
  );
}

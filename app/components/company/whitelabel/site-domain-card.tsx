import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { Whitelabel } from "../../../../contract/whitelabel.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { CheckResult } from "../settings/check-result.tsx";
import { DomainCardFrame, useDomainRequests } from "../settings/domain-card-frame.tsx";
import { DnsRecordRow, DnsRecordsStep, DnsSteps, DomainBadge, DomainForm } from "../settings/domain-parts.tsx";

/** The site's custom domain: name it, publish the two DNS records, check them, or remove it. */
export function SiteDomainCard({ site: initial, host }: { site: Whitelabel; host: string }) {
  const { t } = useTranslation("companyWhitelabel");
  const locale = useLocale();
  const api = useApi();
  const { revalidate } = useRevalidator();
  const [site, setSite] = useState(initial);
  const status = site.domain;
  const [draft, setDraft] = useState(status.pendingDomain ?? "");
  const [error, setError] = useState<string>();
  const { busy, result, setResult, run } = useDomainRequests<"save" | "verify">();
  const canManage = site.canManage;

  async function save(e: FormEvent) {
    e.preventDefault();
    const res = await run("save", () => {
      setError(undefined);
      return api.put("/whitelabel/entity", { body: { domain: draft.trim() } });
    });
    if (!res) return;
    if (!res.ok) return setError(res.error.issues?.[0]?.message ?? res.error.message);
    setSite(res.data);
    if (res.data.domain.pendingDomain) setResult({ ok: true, message: t("domain.saved") });
  }

  async function verify() {
    const res = await run("verify", () => api.post("/whitelabel/entity/domain/verify", {}));
    if (!res) return;
    if (!res.ok) return setResult({ ok: false, message: res.error.message });
    setSite(res.data);
    setResult({ ok: true, message: t("domain.verified", { domain: res.data.domain.domain }) });
    void revalidate();
  }

  async function remove() {
    const res = await api.put("/whitelabel/entity", { body: { domain: null } });
    if (!res.ok) return res.error.message;
    setSite(res.data);
    setDraft("");
    setResult(null);
    toast.success(t("domain.removed"));
    return null;
  }

  const since = status.verifiedAt ? new Date(status.verifiedAt).toLocaleDateString(locale, { dateStyle: "medium" }) : "";
  const shown = status.domain ?? status.pendingDomain;
  return (
    <DomainCardFrame
      titleId="wl-domain-title"
      testId="site-domain-card"
      title={t("domain.title")}
      badge={
        shown ? (
          <DomainBadge verified={!status.pendingDomain}>
            <span className="break-all">{shown}</span>
          </DomainBadge>
        ) : null
      }
    >
      <p className="mt-1 text-sm text-muted">{t("domain.intro", { host })}</p>
      {status.domain ? (
        <p className="mt-3 text-sm" data-testid="site-domain-active">
          {since ? t("domain.activeSince", { domain: status.domain, date: since }) : t("domain.active", { domain: status.domain })}
        </p>
      ) : null}
      {status.pendingDomain ? <p className="mt-3 text-sm font-medium">{t("domain.pending", { domain: status.pendingDomain })}</p> : null}
      {!shown && !canManage ? <p className="mt-3 text-sm">{t("domain.none")}</p> : null}

      {canManage ? (
        <DomainForm
          id="wl-domain"
          t={t}
          draft={[draft, setDraft]}
          error={error}
          onSubmit={save}
          submitLabel={t("domain.save")}
          action="save"
          busy={busy}
        >
          {status.domain || status.pendingDomain ? (
            <ConfirmDialog
              trigger={t("domain.remove")}
              triggerClass={buttonClass("ghost", "md", error ? "mb-9" : "")}
              title={t("domain.remove")}
              body={t("domain.removeConfirm", { domain: shown ?? "", host })}
              confirm={t("domain.remove")}
              onConfirm={remove}
            />
          ) : null}
        </DomainForm>
      ) : null}

      {canManage && status.txt && status.cname ? (
        <DnsSteps testId="site-domain-records" t={t} busy={busy} onVerify={verify}>
          <DnsRecordsStep text={t("domain.step1")}>
            <DnsRecordRow
              t={t}
              label={t("domain.recordName")}
              value={status.txt.name}
              copyLabel={`${t("domain.copy")} ${t("domain.recordName")}`}
              testId="site-txt-name"
            />
            <DnsRecordRow
              t={t}
              label={t("domain.recordValue")}
              value={status.txt.value}
              copyLabel={`${t("domain.copy")} ${t("domain.recordValue")}`}
              testId="site-txt-value"
            />
          </DnsRecordsStep>
          <DnsRecordsStep text={t("domain.step2")}>
            <DnsRecordRow
              t={t}
              label={t("domain.recordName")}
              value={status.cname.name}
              copyLabel={`${t("domain.copy")} CNAME ${t("domain.recordName")}`}
              testId="site-cname-name"
            />
            <DnsRecordRow
              t={t}
              label={t("domain.recordTarget")}
              value={status.cname.target}
              copyLabel={`${t("domain.copy")} ${t("domain.recordTarget")}`}
              testId="site-cname-target"
            />
          </DnsRecordsStep>
        </DnsSteps>
      ) : null}
      <CheckResult result={result} testId="site-domain-result" />
    </DomainCardFrame>
  );
}

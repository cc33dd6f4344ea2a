import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DomainStatus } from "../../../../contract/organizations.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { CheckResult } from "./check-result.tsx";
import { DomainCardFrame, useDomainRequests } from "./domain-card-frame.tsx";
import { DnsRecordRow, DnsRecordsStep, DnsSteps, DomainBadge, DomainForm } from "./domain-parts.tsx";

/** The company's e-mail domain: its state, the DNS TXT record that proves it, and the check. */
export function DomainCard({ status: initial, canManage }: { status: DomainStatus; canManage: boolean }) {
  const { t } = useTranslation("companySettings");
  const locale = useLocale();
  const api = useApi();
  const [status, setStatus] = useState(initial);
  const [editing, setEditing] = useState(!initial.domain);
  const [draft, setDraft] = useState(initial.domain ?? "");
  const [claimError, setClaimError] = useState<string>();
  const { busy, result, setResult, run } = useDomainRequests<"claim" | "verify">();

  async function claim(e: FormEvent) {
    e.preventDefault();
    const res = await run("claim", () => {
      setClaimError(undefined);
      return api.put("/entity/domain", { body: { domain: draft.trim().toLowerCase() } });
    });
    if (!res) return;
    if (!res.ok) return setClaimError(res.error.issues?.[0]?.message ?? res.error.message);
    setStatus(res.data);
    setEditing(false);
    if (!res.data.verified) setResult({ ok: true, message: t("domain.claimed") });
  }

  async function verify() {
    const res = await run("verify", () => api.post("/entity/domain/verify", {}));
    if (!res) return;
    if (res.ok) {
      setStatus(res.data);
      setResult({
        ok: true,
        message: t("domain.verifiedNow", { domain: res.data.domain }),
      });
    } else setResult({ ok: false, message: res.error.message });
  }

  const date = status.verifiedAt
    ? new Date(status.verifiedAt).toLocaleDateString(locale, {
        dateStyle: "medium",
      })
    : "";
  return (
    <DomainCardFrame
      titleId="settings-domain-title"
      testId="domain-card"
      title={t("domain.title")}
      badge={
        status.domain ? (
          <DomainBadge verified={status.verified}>{status.verified ? t("domain.verified") : t("domain.unverified")}</DomainBadge>
        ) : null
      }
    >
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
      {status.verified && status.verification ? (
        <p className="mt-2 text-sm text-muted">{t(`domain.verifiedBy.${status.verification}`, { date })}</p>
      ) : null}

      {canManage && editing ? (
        <DomainForm
          id="company-domain"
          t={t}
          draft={[draft, setDraft]}
          error={claimError}
          onSubmit={claim}
          submitLabel={t("domain.claim")}
          action="claim"
          busy={busy}
        />
      ) : null}

      {canManage && status.txt && !editing ? (
        <DnsSteps testId="domain-txt" t={t} busy={busy} onVerify={verify}>
          <li>{t("domain.step1")}</li>
          <DnsRecordsStep text={t("domain.step2")}>
            <DnsRecordRow t={t} label={t("domain.recordName")} value={status.txt.name} copyLabel={t("domain.copyName")} testId="txt-name" />
            <DnsRecordRow
              t={t}
              label={t("domain.recordValue")}
              value={status.txt.value}
              copyLabel={t("domain.copyValue")}
              testId="txt-value"
            />
          </DnsRecordsStep>
        </DnsSteps>
      ) : null}
      <CheckResult result={result} testId="domain-result" />
    </DomainCardFrame>
  );
}

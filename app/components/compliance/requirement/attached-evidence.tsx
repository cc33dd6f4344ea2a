import { FolderOpen, Loader2, Unlink } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import type { RequirementDetail } from "../../../../contract/compliance.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { AddEvidenceDialog } from "../evidence/add-evidence-dialog.tsx";
import { formatMoment } from "../evidence/evidence-format.ts";
import { EvidenceTitle, ValidityBadge } from "../evidence/evidence-item.tsx";
import { AttachEvidenceDialog } from "./attach-evidence-dialog.tsx";

/** Takes the evidence off this requirement only: it stays in the library and on its other requirements. */
function DetachButton({ evidence, requirement }: { evidence: EvidenceSummary; requirement: { id: string; code: string } }) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  async function detach() {
    if (pending) return;
    setPending(true);
    const res = await api.delete("/compliance/evidence/{id}/requirements/{requirementId}", {
      params: { id: evidence.id, requirementId: requirement.id },
    });
    setPending(false);
    if (!res.ok) return toast.error(res.error.message || t("detach.failed"));
    toast.success(t("detach.done", { title: evidence.title, code: requirement.code }));
    void revalidator.revalidate();
  }
  return (
    <button type="button" onClick={detach} aria-disabled={pending || undefined} className={buttonClass("outline", "sm")}>
      {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Unlink aria-hidden="true" className="size-4" />}
      {t("detach.open")}
      <span className="sr-only">{evidence.title}</span>
    </button>
  );
}

/** Why the requirement needs no evidence, as auditors read it: the reason, who recorded it and when. */
function NoEvidenceNote({ noEvidence }: { noEvidence: NonNullable<RequirementDetail["noEvidence"]> }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  const date = formatMoment(noEvidence.at, locale);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-3 text-sm" data-testid="no-evidence-reason">
      <p className="font-semibold">{t("evidence.noEvidenceTitle")}</p>
      <p className="whitespace-pre-line">{noEvidence.reason}</p>
      <p className="text-muted">
        {noEvidence.by ? t("evidence.noEvidenceBy", { name: noEvidence.by.name, date }) : t("evidence.noEvidenceByFormer", { date })}
      </p>
    </div>
  );
}

/** The evidence attached to the requirement, and a manager's ways to add more: from the library, a new file or a new link. */
export function AttachedEvidence({ requirement: r }: { requirement: RequirementDetail }) {
  const { t } = useTranslation("complianceRequirementPages");
  const id = useId();
  const ref = { id: r.id, code: r.code };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="attached-evidence"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t("evidence.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("evidence.intro")}</p>
        </div>
        <LocalizedLink to={`/compliance/evidence?requirement=${encodeURIComponent(r.id)}`} className={buttonClass("ghost", "sm")}>
          <FolderOpen aria-hidden="true" className="size-4" />
          {t("evidence.library")}
        </LocalizedLink>
      </div>
      {r.noEvidence && r.state.status !== "not_applicable" ? <NoEvidenceNote noEvidence={r.noEvidence} /> : null}
      {r.state.status === "implemented" && !r.state.ready && !r.state.needsReview ? (
        <p
          className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
          data-testid="evidence-needed"
        >
          {t("evidence.needed")}
        </p>
      ) : null}
      {r.evidence.length ? (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {r.evidence.map((e) => (
            <li key={e.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between" data-testid="attached-row">
              <EvidenceTitle evidence={e} />
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                <ValidityBadge evidence={e} />
                {r.canManage ? <DetachButton evidence={e} requirement={ref} /> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted" data-testid="no-evidence">
          {t("evidence.none")}
        </p>
      )}
      {r.canManage ? (
        <div className="flex flex-wrap gap-2">
          <AddEvidenceDialog kind="file" requirement={ref} />
          <AddEvidenceDialog kind="link" requirement={ref} />
          <AttachEvidenceDialog requirement={ref} attached={r.evidence.map((e) => e.id)} />
        </div>
      ) : null}
    </section>
  );
}

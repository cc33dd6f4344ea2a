import { Loader2, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { EvidenceDetail, EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { buttonClass } from "../../ui/button.tsx";

/**
 * Deletes a piece of evidence (and its file) after saying which requirements lose it; focus
 * starts on Cancel, the safe choice (the company section's confirmation).
 */
export function DeleteEvidenceDialog({ evidence }: { evidence: EvidenceSummary }) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const [detail, setDetail] = useState<EvidenceDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const live = useRef(0);

  function opened(open: boolean) {
    const call = ++live.current;
    setDetail(null);
    setLoadError(null);
    if (!open) return;
    void api.get("/compliance/evidence/{id}", { params: { id: evidence.id } }).then((res) => {
      if (call !== live.current) return;
      if (res.ok) setDetail(res.data);
      else setLoadError(res.error.message || t("delete.failed"));
    });
  }

  async function remove() {
    const res = await api.delete("/compliance/evidence/{id}", { params: { id: evidence.id } });
    if (!res.ok) return res.error.message || t("delete.failed");
    toast.success(t("delete.done", { title: evidence.title }));
    void revalidator.revalidate();
    return null;
  }

  const losing = detail?.requirements ?? [];
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("delete.open")}
          <span className="sr-only">{evidence.title}</span>
        </>
      }
      triggerClass={buttonClass("outline", "sm", "text-red-700 dark:text-red-300")}
      title={t("delete.title", { title: evidence.title })}
      body={t(evidence.kind === "file" ? "delete.bodyFile" : "delete.bodyLink")}
      confirm={t("delete.confirm")}
      onConfirm={remove}
      onOpenChange={opened}
    >
      <div className="mt-4 text-sm" aria-live="polite" data-testid="delete-impact">
        {loadError ? (
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">
            {loadError}
          </p>
        ) : detail === null ? (
          <p className="flex items-center gap-2 text-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t("delete.loading")}
          </p>
        ) : losing.length ? (
          <>
            <p className="font-semibold">{t("delete.losing", { count: losing.length })}</p>
            <ul className="mt-2 flex max-h-48 list-disc flex-col gap-1 overflow-y-auto pl-5">
              {losing.map((r) => (
                <li key={r.id}>
                  <span className="font-medium">{r.code}</span> {r.title}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("delete.losingNone")}</p>
        )}
      </div>
    </ConfirmDialog>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { EvidenceDetail, EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { DANGER } from "../../company/confirm-dialog.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFrame } from "../../ui/dialog-frame.tsx";

/**
 * Deletes a piece of evidence (and its file) after saying which requirements lose it; focus
 * starts on Cancel, the safe choice.
 */
export function DeleteEvidenceDialog({ evidence }: { evidence: EvidenceSummary }) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<EvidenceDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void api.get("/compliance/evidence/{id}", { params: { id: evidence.id } }).then((res) => {
      if (!live) return;
      if (res.ok) setDetail(res.data);
      else setError(res.error.message || t("delete.failed"));
    });
    return () => {
      live = false;
    };
  }, [api, evidence.id, open, t]);

  async function run() {
    if (pending) return;
    setPending(true);
    setError(null);
    const res = await api.delete("/compliance/evidence/{id}", { params: { id: evidence.id } });
    setPending(false);
    if (!res.ok) return setError(res.error.message || t("delete.failed"));
    setOpen(false);
    toast.success(t("delete.done", { title: evidence.title }));
    void revalidator.revalidate();
  }

  const losing = detail?.requirements ?? [];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setDetail(null);
        setError(null);
      }}
    >
      <Dialog.Trigger className={buttonClass("outline", "sm", "text-red-700 dark:text-red-300")}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t("delete.open")}
        <span className="sr-only">{evidence.title}</span>
      </Dialog.Trigger>
      <DialogFrame title={t("delete.title", { title: evidence.title })} description={t(evidence.kind === "file" ? "delete.bodyFile" : "delete.bodyLink")} closeLabel={t("close")} closeDisabled={pending} initialFocus={cancelRef}>
        <div className="mt-4 text-sm" aria-live="polite" data-testid="delete-impact">
          {detail === null && !error ? (
            <p className="flex items-center gap-2 text-muted">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {t("delete.loading")}
            </p>
          ) : detail && losing.length ? (
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
          ) : detail ? (
            <p>{t("delete.losingNone")}</p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close ref={cancelRef} disabled={pending} className={buttonClass("outline")}>
            {t("cancel")}
          </Dialog.Close>
          <button type="button" onClick={run} aria-disabled={pending || undefined} className={DANGER}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("delete.confirm")}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

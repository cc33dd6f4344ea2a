import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { ScanStatus } from "../../../contract/scanner-limits.ts";
import { useScanProgress } from "./use-scan-progress.ts";

/**
 * A scan on its way: its status read out as it changes and, once the checks start, how many of
 * its categories are finished. When it ends, the page's data is read again (no reload).
 */
export function ScanProgress({
  scanId,
  status,
  compact = false,
  onFinished,
}: {
  scanId: string;
  status: ScanStatus;
  compact?: boolean;
  onFinished?: (status: ScanStatus) => void;
}) {
  const { t } = useTranslation("scannerPages");
  const revalidator = useRevalidator();
  const progress = useScanProgress(scanId, status, (end) => {
    void revalidator.revalidate();
    onFinished?.(end);
  });
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const line =
    progress.status === "queued"
      ? t("progress.queued")
      : progress.status === "running"
        ? progress.total
          ? t("progress.running", { done: progress.done, total: progress.total })
          : t("progress.starting")
        : t(`progress.${progress.status}`);
  return (
    <div
      className={compact ? "flex flex-col gap-1" : "flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4"}
      data-testid="scan-progress"
    >
      <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm font-medium">
        {progress.status === "queued" || progress.status === "running" ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : null}
        {line}
      </p>
      {progress.status === "running" && progress.total ? (
        <div
          role="progressbar"
          aria-label={t("progress.label")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t("progress.running", { done: progress.done, total: progress.total })}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-sunken"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {progress.stalled ? <p className="text-sm text-muted">{t("progress.stalled")}</p> : null}
    </div>
  );
}

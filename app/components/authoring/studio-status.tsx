import { useTranslation } from "react-i18next";
import type { CreatorStatus } from "../../../contract/authoring-limits.ts";

const TONE: Record<CreatorStatus | "published", string> = {
  draft: "border-border text-muted",
  queued: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100",
  narrating: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100",
  rendering: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100",
  ready: "border-green-700 text-green-900 dark:border-green-400 dark:text-green-100",
  failed: "border-red-700 text-red-800 dark:border-red-400 dark:text-red-200",
  published: "border-green-700 text-green-900 dark:border-green-400 dark:text-green-100",
};

/** A course's status in words (colour only repeats them). */
export function StudioStatusBadge({ status }: { status: CreatorStatus | "published" }) {
  const { t } = useTranslation("creatorStudio");
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-testid="studio-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** A render's progress: a labelled progress bar with its percentage. */
export function StudioProgress({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-muted">{pct}%</span>
    </div>
  );
}

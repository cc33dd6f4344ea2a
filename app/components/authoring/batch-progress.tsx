import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Batch } from "../../../contract/authoring.ts";
import { BATCH_ROW_STATUSES } from "../../../contract/authoring-limits.ts";
import { useLocale } from "../../lib/locale.ts";
import { BATCH_CHIP, CHIP, ROW_CHIP, batchProgress, shortDateTime } from "./batch-format.ts";

/** A batch's headline: its file and status, totals (valid, invalid), and while renders run the rows by status and a progress bar. */
export function BatchProgress({ batch }: { batch: Batch }) {
  const { t } = useTranslation("creatorBatch");
  const locale = useLocale();
  const progress = batchProgress(batch);
  const heading = useRef<HTMLHeadingElement>(null);
  const uploaded = (useLocation().state as { uploaded?: boolean } | null)?.uploaded === true;
  // the result of an upload takes the focus, so it is read out where the form was
  useEffect(() => {
    if (uploaded) heading.current?.focus();
  }, [uploaded, batch.id]);
  const totals: [string, number][] = [
    ["total", batch.total],
    ["valid", batch.valid],
    ["invalid", batch.invalid],
    ...(batch.mode === "render"
      ? ([
          ["ready", batch.ready],
          ["failed", batch.failed],
        ] as [string, number][])
      : []),
  ];
  return (
    <section
      aria-labelledby="batch-result-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="batch-result"
    >
      <div className="flex flex-col gap-1">
        <h2 id="batch-result-title" ref={heading} tabIndex={-1} className="break-words text-lg font-semibold focus:outline-none">
          {t("result.title", { file: batch.fileName })}
        </h2>
        <p className="text-sm text-muted">
          {t(batch.mode === "render" ? "result.modeRender" : "result.modeDraft")} · {shortDateTime(batch.createdAt, locale)}
        </p>
      </div>
      <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-3">
        <span className={`${CHIP} text-sm ${BATCH_CHIP[batch.status]}`} data-testid="batch-status">
          {t(`batchStatus.${batch.status}`)}
        </span>
        <span className="font-medium">{batch.invalid ? t("result.someInvalid", { count: batch.invalid }) : t("result.allValid")}</span>
      </div>
      <dl aria-label={t("result.totals")} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {totals.map(([key, n]) => (
          <div key={key} className="rounded-lg border border-border bg-surface p-3">
            <dt className="text-sm text-muted">{t(`result.count.${key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`batch-${key}`}>
              {n}
            </dd>
          </div>
        ))}
      </dl>
      {progress.rendering > 0 ? (
        <div>
          <div className="flex flex-wrap justify-between gap-2 text-sm text-muted">
            <span id="batch-progress-label">{t("result.progress")}</span>
            <span>{t("result.progressText", { ended: progress.ended, total: progress.rendering })}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="batch-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={`${progress.percent}%`}
            className="mt-2 h-3 w-full overflow-hidden rounded-full bg-surface-sunken"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress.percent}%` }} />
          </div>
          <ul aria-label={t("result.byStatus")} className="mt-3 flex flex-wrap gap-2">
            {BATCH_ROW_STATUSES.filter((s) => progress.counts[s]).map((s) => (
              <li key={s} className={`${CHIP} ${ROW_CHIP[s]}`}>
                {t(`rowStatus.${s}`)}: {progress.counts[s]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Campaign } from "../../../../contract/phishing.ts";
import { useLocale } from "../../../lib/locale.ts";
import { formatMinutes, formatPercent } from "./format.tsx";
import { funnelBars, percentOf } from "./funnel.ts";

/**
 * Sent → opened → clicked → submitted → reported as bars: each step's count and its share of the
 * delivered messages ("opened" marked approximate); bounces and scanners' pre-fetches apart, then
 * the medians from delivery to the first click and to a report.
 */
export function FunnelChart({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const locale = useLocale();
  const id = useId();
  const c = campaign.counts;
  const bars = funnelBars(c);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="phishing-funnel"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("funnel.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("funnel.intro", { delivered: c.delivered, targeted: c.targeted })}</p>
      </div>
      <ol className="flex flex-col gap-3">
        {bars.map((b) => (
          <li key={b.step} className="flex flex-col gap-1" data-step={b.step} data-count={b.count}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold">
                {tp(`events.${b.step}`)}
                {b.approximate ? <span className="font-normal text-muted"> {t("funnel.approximateMark")}</span> : null}
              </span>
              <span className="tabular-nums">{t("funnel.value", { n: b.count, percent: formatPercent(b.percent, locale) })}</span>
            </div>
            <div className="h-3 w-full overflow-hidden rounded-full bg-surface-sunken" aria-hidden="true">
              <div
                className={`h-full rounded-full ${b.step === "clicked" || b.step === "submitted" ? "bg-red-700 dark:bg-red-400" : "bg-primary"}`}
                style={{ width: `${b.percent ?? 0}%` }}
              />
            </div>
            {b.approximate ? <p className="text-xs text-muted">{tp("openedApproximate")}</p> : null}
          </li>
        ))}
      </ol>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{tp("events.bounced")}</dt>
          <dd className="font-semibold tabular-nums">
            {t("funnel.value", { n: c.bounced, percent: formatPercent(percentOf(c.bounced, c.sent), locale) })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{tp("events.prefetched")}</dt>
          <dd className="font-semibold tabular-nums">{c.prefetched}</dd>
          <dd className="text-xs text-muted">{t("funnel.prefetchedHint")}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("timing.toClick")}</dt>
          <dd className="font-semibold tabular-nums">{formatMinutes(campaign.timing.medianMinutesToClick, t)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("timing.toReport")}</dt>
          <dd className="font-semibold tabular-nums">{formatMinutes(campaign.timing.medianMinutesToReport, t)}</dd>
        </div>
      </dl>
    </section>
  );
}

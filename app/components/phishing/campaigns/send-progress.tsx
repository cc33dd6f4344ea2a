import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { Campaign } from "../../../../contract/phishing.ts";
import { isPolled, POLL_MS, sendProgress } from "./funnel.ts";

/**
 * While a campaign waits for its window or sends, the page reads it again every few seconds and
 * shows sent of targeted; the figure is announced politely as it changes.
 */
export function SendProgress({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation("phishingCampaigns");
  const revalidator = useRevalidator();
  const polled = isPolled(campaign.status);
  useEffect(() => {
    if (!polled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [polled, revalidator]);
  if (!polled && campaign.status !== "running") return null;
  const { sent, targeted } = campaign.counts;
  const percent = sendProgress(campaign.counts);
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4" data-testid="phishing-progress">
      <p className="text-sm font-semibold" aria-live="polite">
        {t(campaign.status === "scheduled" && sent === 0 ? "progress.waiting" : "progress.sent", { sent, targeted, percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}

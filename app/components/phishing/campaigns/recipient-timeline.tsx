import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PHISHING_LIMITS } from "../../../../contract/phishing-limits.ts";
import type { eventListSchema } from "../../../../contract/phishing.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { formatWhen } from "./format.tsx";

export type PhishingEvent = z.output<typeof eventListSchema>["data"][number];

/** One event's line: when, what, and for a click the device and browser it came from. */
export function EventLine({ e, locale }: { e: PhishingEvent; locale: string }) {
  const { t: tp } = useTranslation("phishing");
  const device = [e.deviceClass ? tp(`devices.${e.deviceClass}`) : null, e.browser].filter(Boolean).join(" · ");
  return (
    <>
      <time dateTime={e.at} className="tabular-nums text-muted">
        {formatWhen(e.at, locale)}
      </time>{" "}
      <span className="font-semibold">{tp(`events.${e.kind}`)}</span>
      {device ? <span className="text-muted"> — {device}</span> : null}
    </>
  );
}

/**
 * A recipient's row opened: their own events, oldest first, read when first opened (a disclosure,
 * so the keyboard opens it as any other).
 */
export function RecipientTimeline({ campaignId, recipientId, name }: { campaignId: string; recipientId: string; name: string }) {
  const { t } = useTranslation("phishingCampaigns");
  const api = useApi();
  const locale = useLocale();
  const [events, setEvents] = useState<PhishingEvent[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  async function load() {
    if (events || loading) return;
    setLoading(true);
    setFailed(false);
    const res = await api.get("/phishing/campaigns/{id}/events", {
      params: { id: campaignId },
      query: { recipientId, limit: PHISHING_LIMITS.pageSize },
    });
    setLoading(false);
    if (res.ok) setEvents(res.data.data.toReversed());
    else setFailed(true);
  }

  return (
    <details onToggle={(e) => (e.currentTarget.open ? void load() : undefined)} className="mt-1 text-sm" data-testid="phishing-timeline">
      <summary className="w-fit cursor-pointer font-medium text-primary-text">
        {t("recipients.timeline")}
        <span className="sr-only"> {name}</span>
      </summary>
      <div aria-live="polite" aria-busy={loading} className="mt-2">
        {loading ? <p className="text-muted">{t("recipients.loading")}</p> : null}
        {failed ? <p className="font-medium text-red-700 dark:text-red-300">{t("recipients.timelineFailed")}</p> : null}
        {events && !events.length ? <p className="text-muted">{t("recipients.noEvents")}</p> : null}
        {events?.length ? (
          <ol className="flex flex-col gap-1 border-l-2 border-border pl-3">
            {events.map((e) => (
              <li key={e.id} data-kind={e.kind}>
                <EventLine e={e} locale={locale} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </details>
  );
}

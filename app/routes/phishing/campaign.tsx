import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { PHISHING_LIMITS } from "../../../contract/phishing-limits.ts";
import { CampaignHeader } from "../../components/phishing/campaigns/campaign-header.tsx";
import { campaignQuery } from "../../components/phishing/campaigns/campaign-query.ts";
import { CampaignSettings } from "../../components/phishing/campaigns/campaign-settings.tsx";
import { EventLog } from "../../components/phishing/campaigns/event-log.tsx";
import { FunnelChart } from "../../components/phishing/campaigns/funnel-chart.tsx";
import { RecipientTable } from "../../components/phishing/campaigns/recipient-table.tsx";
import { SendProgress } from "../../components/phishing/campaigns/send-progress.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/campaign";

/** A campaign with a page of its recipients and of its events as the address asks; an unknown, malformed or another company's id is Page Not Found. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const api = loaderApi(args);
  const q = campaignQuery(new URL(args.request.url).searchParams);
  const params = { id: args.params.id };
  const limit = PHISHING_LIMITS.pageSize;
  const [campaign, recipients, events] = await Promise.all([
    api.get("/phishing/campaigns/{id}", { params }),
    api.get("/phishing/campaigns/{id}/recipients", { params, query: { page: q.page, limit, outcome: q.outcome, q: q.q } }),
    api.get("/phishing/campaigns/{id}/events", { params, query: { page: q.eventsPage, limit, kind: q.kind } }),
  ]);
  const found = orThrow(campaign, [400, 404]);
  return {
    campaign: found,
    recipients: recipients.ok ? recipients.data : null,
    events: events.ok ? events.data : null,
    query: q,
    seo: { title: found.name },
  };
}

/**
 * /phishing/campaigns/{id}: the campaign's status and actions, its progress while sending, the
 * funnel with the timing medians, its settings, the recipients (each with a timeline) and the events.
 */
export default function PhishingCampaignPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("phishingCampaigns");
  const { pathname } = useLocation();
  const canManage = useAbilities().can("manage-phishing");
  const { campaign, recipients, events, query } = loaderData;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} current={campaign.name} />
      <LocalizedLink
        to="/phishing"
        className="inline-flex items-center gap-2 self-start text-sm font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("back")}
      </LocalizedLink>
      <CampaignHeader campaign={campaign} canManage={canManage} />
      <SendProgress campaign={campaign} />
      {campaign.status === "draft" ? (
        <p className="rounded-xl border border-border bg-surface-raised p-4 text-sm">{t("draftNote")}</p>
      ) : null}
      <FunnelChart campaign={campaign} />
      <CampaignSettings campaign={campaign} />
      <RecipientTable campaignId={campaign.id} list={recipients} query={query} />
      <EventLog list={events} kind={query.kind} />
    </div>
  );
}

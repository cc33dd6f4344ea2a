import { Inbox, MailPlus, Plus, Send, ShieldQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { GROUP_LIMITS } from "../../../contract/group-limits.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { PHISHING_LIMITS } from "../../../contract/phishing-limits.ts";
import { CampaignListSection } from "../../components/phishing/campaigns/campaign-list.tsx";
import { overviewQuery, statsRange } from "../../components/phishing/campaigns/campaign-query.ts";
import { StatsPanel } from "../../components/phishing/campaigns/stats-panel.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/overview";

/** /phishing: the figures (for a group and period), the campaigns (status filter, page) and the groups to filter by. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const q = overviewQuery(new URL(args.request.url).searchParams);
  const [stats, list, groups] = await Promise.all([
    api.get("/phishing/stats", { query: { groupId: q.groupId, ...statsRange(q) } }),
    api.get("/phishing/campaigns", { query: { page: q.page, limit: PHISHING_LIMITS.pageSize, status: q.status } }),
    api.get("/entity/groups", { query: { page: 1, limit: GROUP_LIMITS.maxPageSize } }),
  ]);
  // the campaigns are the page's own; the figures and the groups missing are said on their own part
  if (!list.ok && list.status !== 400) orThrow(list);
  return {
    query: q,
    stats: stats.ok ? stats.data : null,
    list: list.ok ? list.data : null,
    groups: groups.ok ? groups.data.data.map((g) => ({ id: g.id, name: g.name })) : [],
  };
}

const linkClass = buttonClass("outline", "sm");

export default function PhishingOverviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("phishingCampaigns");
  const { pathname } = useLocation();
  const canManage = useAbilities().can("manage-phishing");
  const { query, stats, list, groups } = loaderData;
  // nothing ever sent and no campaign at all: explain what a simulation is instead of empty figures
  const untouched = !query.status && !query.groupId && !query.from && !query.to && list?.total === 0;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-muted">{t("intro")}</p>
        </div>
        {canManage ? (
          <LocalizedLink to="/phishing/campaigns/new" className={buttonClass("primary")} data-testid="phishing-new-campaign">
            <Plus aria-hidden="true" className="size-4" />
            {t("newCampaign")}
          </LocalizedLink>
        ) : null}
      </header>
      <nav aria-label={t("links.label")} className="flex flex-wrap gap-2">
        <LocalizedLink to="/phishing/templates" className={linkClass}>
          <MailPlus aria-hidden="true" className="size-4" />
          {t("links.templates")}
        </LocalizedLink>
        <LocalizedLink to="/phishing/sending-profiles" className={linkClass}>
          <Send aria-hidden="true" className="size-4" />
          {t("links.profiles")}
        </LocalizedLink>
        <LocalizedLink to="/phishing/reporting" className={linkClass}>
          <Inbox aria-hidden="true" className="size-4" />
          {t("links.reporting")}
        </LocalizedLink>
      </nav>
      {untouched ? (
        <section
          className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-surface-raised p-6"
          data-testid="phishing-empty"
        >
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <ShieldQuestion aria-hidden="true" className="size-5 text-primary-text" />
            {t("empty.title")}
          </h2>
          <p>{t("empty.what")}</p>
          <p>{t("empty.who")}</p>
          <p className="text-sm text-muted">{t(canManage ? "empty.start" : "empty.ask")}</p>
        </section>
      ) : (
        <StatsPanel
          stats={stats}
          groups={groups}
          filter={{ groupId: query.groupId, from: query.from, to: query.to, status: query.status }}
        />
      )}
      <CampaignListSection list={list} status={query.status} />
    </div>
  );
}

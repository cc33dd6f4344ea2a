import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { MemberFilters } from "../../components/company/members/member-filters.tsx";
import { loadMembers } from "../../components/company/members/member-api.ts";
import { MemberPager } from "../../components/company/members/member-pager.tsx";
import { MemberTable } from "../../components/company/members/member-table.tsx";
import { InviteDialog } from "../../components/company/members/invite-dialog.tsx";
import { ResendAllDialog } from "../../components/company/members/resend-all-dialog.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type { Route } from "./+types/members";

/** §2 /my-company/members: everyone of the company in one list — members, invitations, requests to join. */
export async function loader(args: Route.LoaderArgs) {
  return loadMembers(args);
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyMembers");
  const { pathname } = useLocation();
  const { list, companyName, groups, filters, pendingInvitations } = loaderData;
  const seats = list.seats;
  // the file holds everyone the filters show, every page of them
  const exportQuery = new URLSearchParams({ format: "csv" });
  for (const [k, v] of Object.entries({
    search: filters.search,
    role: filters.role,
    group: filters.group,
    status: filters.status,
    sort: filters.sort,
  }))
    if (v) exportQuery.set(k, v);
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-7xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-muted">{t("intro", { company: companyName })}</p>
          <p className="mt-1 text-sm font-medium" data-testid="members-seats">
            {seats.limit === null
              ? t("seats.unlimited", { used: seats.used })
              : t("seats.limited", { used: seats.used, limit: seats.limit })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <a href={`/api/entity/members?${exportQuery}`} download className={buttonClass("outline")} data-testid="members-export">
            <Download aria-hidden="true" className="size-4" />
            {t("export.link")}
          </a>
          {list.canManage && pendingInvitations > 0 ? <ResendAllDialog count={pendingInvitations} filters={filters} /> : null}
          {list.canManage && list.assignableRoles.length ? (
            <InviteDialog
              roles={list.assignableRoles}
              groups={groups}
              seatsLeft={seats.limit === null ? null : Math.max(0, seats.limit - seats.used)}
            />
          ) : null}
        </div>
      </header>
      <MemberFilters key={JSON.stringify(filters)} filters={filters} groups={groups} />
      <MemberTable list={list} />
      <MemberPager page={list.page} limit={list.limit} total={list.total} />
    </div>
  );
}

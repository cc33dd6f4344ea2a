import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { AccessPanel, RolePanel, panel } from "../../components/company/members/member-access.tsx";
import { loadMember } from "../../components/company/members/member-api.ts";
import { StatusBadge, dateTime, shortDate } from "../../components/company/members/member-format.tsx";
import { AssignmentsPanel } from "../../components/company/assignments/assignments-panel.tsx";
import { MemberLearning } from "../../components/company/members/member-learning.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useLocale } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/member";

/** §2 /my-company/members/{memberId}: a member's profile, role, groups, access and learning. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const data = await loadMember(args, args.params.memberId);
  return { ...data, seo: { title: data.member.name } };
}

export default function Member({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyMembers");
  const locale = useLocale();
  const { pathname } = useLocation();
  const id = useId();
  const { member, learning } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <LocalizedLink
        to="/my-company/members"
        className="inline-flex items-center gap-2 self-start text-sm font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("member.back")}
      </LocalizedLink>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{member.name}</h1>
        <StatusBadge status={member.status} label={t(`statuses.${member.status}`)} />
        {member.isSelf ? <span className="text-sm text-muted">({t("member.you")})</span> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-profile`} className={panel}>
          <h2 id={`${id}-profile`} className="text-lg font-bold">
            {t("member.profile")}
          </h2>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{t("member.email")}</dt>
              <dd className="break-all font-medium">{member.email}</dd>
            </div>
            <div>
              <dt className="text-muted">{t("member.joined")}</dt>
              <dd className="font-medium">{shortDate(member.joinedAt, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t("member.lastAccess")}</dt>
              <dd className="font-medium">{member.lastAccessAt ? dateTime(member.lastAccessAt, locale) : t("table.never")}</dd>
            </div>
            <div>
              <dt className="text-muted">{t("member.groups")}</dt>
              <dd className="font-medium">{member.groups.length ? member.groups.map((g) => g.name).join(", ") : t("member.noGroups")}</dd>
            </div>
          </dl>
          {member.deactivatedAt ? (
            <p className="text-sm font-medium">{t("member.deactivatedOn", { date: shortDate(member.deactivatedAt, locale) })}</p>
          ) : null}
        </section>
        <RolePanel key={member.id} member={member} />
        <AccessPanel member={member} />
        <section aria-labelledby={`${id}-access`} className={panel}>
          <h2 id={`${id}-access`} className="text-lg font-bold">
            {t("member.recentAccess")}
          </h2>
          {member.recentAccess.length ? (
            <ul className="divide-y divide-border text-sm">
              {member.recentAccess.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>{t(`member.kinds.${a.kind}`)}</span>
                  <span className="text-muted">
                    {dateTime(a.createdAt, locale)}
                    {a.ip ? ` · ${t("member.ip", { ip: a.ip })}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("member.noAccess")}</p>
          )}
        </section>
      </div>
      <AssignmentsPanel target={{ kind: "member", id: member.id, name: member.name }} canManage={member.status === "active"} />
      <MemberLearning learning={learning} />
    </div>
  );
}

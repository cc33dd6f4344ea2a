import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { AssignmentsPanel } from "../../components/company/assignments/assignments-panel.tsx";
import { AddMembersDialog } from "../../components/company/groups/add-members-dialog.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { loadGroup } from "../../components/company/groups/group-api.ts";
import { GroupCourses } from "../../components/company/groups/group-courses.tsx";
import { shortDate } from "../../components/company/groups/group-format.ts";
import { GroupMembers } from "../../components/company/groups/group-members.tsx";
import { GroupNameDialog } from "../../components/company/groups/group-name-dialog.tsx";
import { SearchForm } from "../../components/company/groups/search-form.tsx";
import { loadCourseChoices } from "../../components/programs/program-api.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useApi } from "../../lib/api-client.ts";
import { useLocale, useLocalizedPath } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import { toast } from "../../lib/toast.ts";
import type { Route } from "./+types/group";

/** §2 /my-company/groups/{groupId}: the group, its people, and the way to its progress in a course. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const [found, courses] = await Promise.all([loadGroup(args, args.params.groupId), loadCourseChoices(args)]);
  return { ...found, courses: courses.map((c) => ({ slug: c.slug, title: c.title })), seo: { title: found.group.name } };
}

export default function GroupPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyGroups");
  const { pathname } = useLocation();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const revalidator = useRevalidator();
  const { group, members, search, courses } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <LocalizedLink
        to="/my-company/groups"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-muted underline-offset-4 hover:text-fg hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("group.back")}
      </LocalizedLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{group.name}</h1>
          <p className="mt-1 text-sm text-muted">
            {t("people", { count: group.memberCount })} · {t("group.created", { date: shortDate(group.createdAt, locale) })}
          </p>
        </div>
        {group.canManage ? (
          <div className="flex flex-wrap gap-2">
            <GroupNameDialog
              group={group}
              triggerClass={buttonClass("outline")}
              trigger={
                <>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t("rename.open")}
                </>
              }
              onDone={(g) => {
                toast.success(t("rename.done", { name: g.name }));
                void revalidator.revalidate();
              }}
            />
            <ConfirmDialog
              triggerClass={buttonClass("outline")}
              trigger={
                <>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("remove.open")}
                </>
              }
              title={t("remove.title", { name: group.name })}
              body={t("remove.body")}
              confirm={t("remove.submit")}
              onConfirm={async () => {
                const res = await api.delete("/entity/groups/{groupId}", { params: { groupId: group.id } });
                if (!res.ok && res.status !== 404) return res.error.message || t("errors.generic");
                toast.success(t("remove.done", { name: group.name }));
                void navigate(localize("/my-company/groups"));
                return null;
              }}
            />
          </div>
        ) : null}
      </header>
      {!group.canManage ? <p className="rounded-lg border border-border bg-surface-raised p-3 text-sm">{t("group.readOnly")}</p> : null}

      <section aria-labelledby="group-people" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="group-people" className="text-xl font-bold">
              {t("group.people")}
            </h2>
            <p className="text-sm text-muted">{t("group.peopleIntro")}</p>
          </div>
          {group.canManage ? (
            <AddMembersDialog
              group={group}
              onAdded={(added) => {
                toast.success(t("add.done", { count: added }));
                void revalidator.revalidate();
              }}
            />
          ) : null}
        </div>
        {group.memberCount > 0 || search ? (
          <SearchForm
            label={t("group.searchLabel")}
            placeholder={t("group.searchPlaceholder")}
            submit={t("search.submit")}
            value={search}
          />
        ) : null}
        <GroupMembers group={group} members={members} search={search} canManage={group.canManage} />
      </section>

      <AssignmentsPanel target={{ kind: "group", id: group.id, name: group.name }} canManage={group.canManage} />

      <section aria-labelledby="group-courses" className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-5">
        <h2 id="group-courses" className="text-xl font-bold">
          {t("courses.title")}
        </h2>
        <p className="text-sm text-muted">{t("courses.intro")}</p>
        <GroupCourses groupId={group.id} courses={courses} />
        <p className="text-xs text-muted">{t("courses.later")}</p>
      </section>
    </div>
  );
}

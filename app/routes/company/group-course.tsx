import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { ExportLink, RemindButton, StatusFilter, StatusSummary, StatusTable } from "../../components/company/groups/course-status.tsx";
import { loadCourseStatus } from "../../components/company/groups/group-api.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/group-course";

/** §2 /my-company/groups/{groupId}/course/{id}: where each person of the group stands in a course. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const found = await loadCourseStatus(args, args.params.groupId, args.params.id);
  return { ...found, seo: { title: `${found.report.course.title} · ${found.report.group.name}` } };
}

export default function GroupCoursePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyGroups");
  const { pathname } = useLocation();
  const { report, status } = loaderData;
  const { group, course } = report;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <LocalizedLink
        to={`/my-company/groups/${group.id}`}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-muted underline-offset-4 hover:text-fg hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("progress.back", { group: group.name })}
      </LocalizedLink>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t("progress.eyebrow", { group: group.name })}</p>
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{t("progress.title", { course: course.title })}</h1>
      </header>
      <StatusSummary counts={report.counts} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <StatusFilter status={status} />
        <div className="flex flex-wrap gap-2">
          <ExportLink groupId={group.id} courseSlug={course.slug} status={status} />
          {report.canRemind ? (
            <RemindButton groupId={group.id} groupName={group.name} courseSlug={course.slug} courseTitle={course.title} />
          ) : null}
        </div>
      </div>
      {report.canRemind ? (
        <p id="remind-hint" className="text-sm text-muted">
          {t("progress.remindHint")}
        </p>
      ) : null}
      <StatusTable report={report} filtered={!!status} />
    </div>
  );
}

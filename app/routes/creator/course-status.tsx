import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localeFromPath } from "../../../contract/locale.ts";
import { courseTitle, loadStatus } from "../../components/authoring/course-api.ts";
import { StatusPanel } from "../../components/authoring/status-panel.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useLocale } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/course-status";

/** "/content-creator/courses/{id}/status": the course's video render, followed live. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const found = await loadStatus(args, args.params.id);
  const title = courseTitle(found.course, localeFromPath(new URL(args.request.url).pathname));
  return { ...found, seo: title ? { title } : undefined };
}

export default function CreatorCourseStatus({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorCourses");
  const locale = useLocale();
  const { course, status } = loaderData;
  const title = courseTitle(course, locale) || t("untitled");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <PageHeader
        above={
          <LocalizedLink
            to={`/content-creator/courses/${course.id}`}
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted hover:text-fg"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("statusPage.back", { title })}
          </LocalizedLink>
        }
        title={t("statusPage.heading", { title })}
        intro={<p>{t("statusPage.intro")}</p>}
      />
      <StatusPanel key={course.id} course={course} initial={status} title={title} />
    </div>
  );
}

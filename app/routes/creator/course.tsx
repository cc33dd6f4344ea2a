import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localeFromPath } from "../../../contract/locale.ts";
import { CourseActions } from "../../components/authoring/course-actions.tsx";
import { courseTitle, loadCourse } from "../../components/authoring/course-api.ts";
import { CourseOverview } from "../../components/authoring/course-overview.tsx";
import { CourseReadiness } from "../../components/authoring/course-readiness.tsx";
import { PreviewCourse } from "../../components/authoring/preview-course.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useLocale } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/course";

/** "/content-creator/courses/{id}": where the course stands, what it still needs, its actions and a learner's preview. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const found = await loadCourse(args, args.params.id);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return { ...found, seo: { title: courseTitle(found.course, locale) || undefined } };
}

export default function CreatorCourse({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorCourses");
  const locale = useLocale();
  const { course, presenter } = loaderData;
  const title = courseTitle(course, locale) || t("untitled");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        above={
          <LocalizedLink
            to="/content-creator/courses"
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted hover:text-fg"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("course.back")}
          </LocalizedLink>
        }
        title={title}
        current={title}
      />
      <CourseActions course={course} title={title} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CourseOverview course={course} presenter={presenter} />
        <CourseReadiness course={course} />
      </div>
      <PreviewCourse key={course.revision} course={course} />
    </div>
  );
}

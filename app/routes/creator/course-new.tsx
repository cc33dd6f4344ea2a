import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { loadPresenters } from "../../components/authoring/course-api.ts";
import { CourseNewForm } from "../../components/authoring/course-new-form.tsx";
import type { Route } from "./+types/course-new";

/** "/content-creator/courses/new": languages, titles, area, level and presenter; the draft then opens in the editor. */
export async function loader(args: Route.LoaderArgs) {
  return loadPresenters(args);
}

export default function NewCreatorCourse({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorCourses");
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <PageHeader title={t("new.heading")} intro={<p>{t("new.intro")}</p>} />
      <CourseNewForm presenters={loaderData.avatars} />
    </div>
  );
}

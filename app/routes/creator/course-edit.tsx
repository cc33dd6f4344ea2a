import { Eye, Film } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CourseEditor } from "../../components/authoring/editor-form.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/course-edit";

/**
 * "/content-creator/courses/{id}/edit": the course's settings and its content in each language,
 * autosaved; the presenters to choose from, and whether "draft from outline" can write.
 */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const api = loaderApi(args);
  const [course, avatars, dashboard] = await Promise.all([
    api.get("/creator/courses/{id}", { params: { id: args.params.id } }),
    api.get("/creator/avatars", { query: { page: 1, limit: 100 } }),
    api.get("/creator/dashboard"),
  ]);
  const found = orThrow(course, [400, 404]);
  // the editor still works without the presenters' list or the dashboard's answer: no presenter to choose, no drafting
  const presenters = avatars.ok ? avatars.data.data.map((a) => ({ id: a.id, name: a.name, language: a.language })) : [];
  const title = found.en?.title || found.pt?.title || "";
  return { course: found, presenters, outlineDrafting: dashboard.ok && dashboard.data.outlineDrafting, seo: { title } };
}

export default function CourseEditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorEditor");
  const { course, presenters, outlineDrafting } = loaderData;
  const header = (title: string, status: ReactNode) => (
    <PageHeader
      title={title || t("page.untitled")}
      current={t("page.crumb")}
      intro={status}
      actions={
        <div className="flex flex-wrap gap-2">
          <LocalizedLink to={`/content-creator/courses/${course.id}`} className={buttonClass("outline", "sm")}>
            <Eye aria-hidden="true" className="size-4" />
            {t("page.preview")}
          </LocalizedLink>
          <LocalizedLink to={`/content-creator/courses/${course.id}/status`} className={buttonClass("primary", "sm")}>
            <Film aria-hidden="true" className="size-4" />
            {t("page.render")}
          </LocalizedLink>
        </div>
      }
    />
  );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <CourseEditor key={course.id} course={course} presenters={presenters} outlineDrafting={outlineDrafting} header={header} />
    </div>
  );
}

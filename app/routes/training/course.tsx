import { ChartColumn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { localizePath } from "../../../contract/locale.ts";
import { coverImage } from "../../components/training/catalogue-api.ts";
import { CourseAction } from "../../components/training/catalogue-course-action.tsx";
import { CourseChallenge, CourseFacts, CourseLearning, CourseReferences } from "../../components/training/catalogue-course-sections.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { CourseCover } from "../../components/training/course-cover.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/course";

/** §2 /training/courses/{slug}: what the course teaches and the learner's way into it. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const course = orThrow(await loaderApi(args).get("/training/courses/{slug}", { params: { slug: args.params.slug } }));
  return { course, seo: { title: course.title, description: course.summary, image: coverImage(course) } };
}

/** Enrols (idempotent on the API) and opens the course. */
export async function action(args: Route.ActionArgs) {
  assertValidParams(args.params);
  const api = loaderApi(args);
  const res = await api.post("/enrollments", { body: { courseSlug: args.params.slug } });
  if (res.status === 404) throw data("validation", { status: 404 });
  if (res.ok) throw redirect(localizePath(`/training/courses/${args.params.slug}/watch`, api.locale));
  return data({ error: res.error.message || null }, { status: res.status });
}

export default function Course({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("training");
  const { course } = loaderData;
  const error = actionData ? (actionData.error ?? t("courseDetail.action.error")) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader
        eyebrow={
          <LocalizedLink to={`/training/areas/${course.area}`} className="underline-offset-4 hover:underline">
            {t(`areas.${course.area}`)}
          </LocalizedLink>
        }
        title={course.title}
        intro={course.summary}
      />
      <div className="grid gap-8 lg:grid-cols-3">
        <aside aria-label={t("courseDetail.actionLabel")} className="flex flex-col gap-4 lg:order-last lg:sticky lg:top-24 lg:self-start">
          <div className="overflow-hidden rounded-xl border border-border bg-surface-sunken">
            <CourseCover course={course} />
          </div>
          <CourseAction course={course} error={error} />
          {course.canViewStats ? (
            // the server says who may read the numbers: report readers of a company, and the course's author
            <LocalizedLink to={`/training/courses/${course.slug}/stats`} className={buttonClass("outline", "md", "w-full")}>
              <ChartColumn aria-hidden="true" focusable="false" className="size-4" />
              {t("courseDetail.statsLink")}
            </LocalizedLink>
          ) : null}
        </aside>
        <div className="flex flex-col gap-8 lg:col-span-2">
          <CourseFacts course={course} />
          <CourseLearning course={course} />
          <CourseChallenge course={course} />
          <CourseReferences course={course} />
        </div>
      </div>
    </div>
  );
}

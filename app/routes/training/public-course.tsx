import { Eye, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { coverImage } from "../../components/training/catalogue-api.ts";
import { CourseChallenge, CourseFacts, CourseLearning } from "../../components/training/catalogue-course-sections.tsx";
import { CourseJsonLd } from "../../components/training/catalogue-json-ld.tsx";
import { SignUpLink } from "../../components/training/catalogue-sign-up-link.tsx";
import { Illustration } from "../../components/ui/illustration.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/public-course";

/** §2 /public/training/courses/{slug}: a course as a visitor without an account sees it (signed-in learners are sent to the full page). */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const course = orThrow(await loaderApi(args).get("/training/courses/{slug}", { params: { slug: args.params.slug } }));
  return { course, seo: { title: course.title, description: course.summary, image: coverImage(course) } };
}

export default function PublicCourse({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("training");
  const { course } = loaderData;
  return (
    <>
      <CourseJsonLd course={course} />
      <section aria-labelledby="public-course-title" className="border-b border-border bg-surface-sunken">
        <Container className="grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
          <div className="flex flex-col gap-4">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t(`areas.${course.area}`)}</p>
            <h1 id="public-course-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {course.title}
            </h1>
            <p className="text-lg text-muted">{course.summary}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <SignUpLink slug={course.slug} className={buttonClass("primary", "lg")}>
                <UserPlus aria-hidden="true" className="size-5" />
                {t("publicCourse.signUp")}
              </SignUpLink>
              <LocalizedLink to={`/public/training/courses/${course.slug}/watch`} className={buttonClass("outline", "lg")}>
                <Eye aria-hidden="true" className="size-5" />
                {t("publicCourse.preview")}
              </LocalizedLink>
            </div>
            <p className="text-sm text-muted">
              {t("publicCourse.haveAccount")}{" "}
              <LocalizedLink to="/auth/sign-in" className="font-semibold text-primary-text underline underline-offset-4">
                {t("publicCourse.signIn")}
              </LocalizedLink>
            </p>
          </div>
          <div className="overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm">
            <Illustration name={course.coverIllustration} />
          </div>
        </Container>
      </section>
      <Container className="flex flex-col gap-10 py-10 md:py-14">
        <CourseFacts course={course} />
        <CourseLearning course={course} />
        <CourseChallenge course={course} />
        <section
          aria-labelledby="public-course-cta"
          className="flex flex-col items-center gap-4 rounded-2xl bg-primary p-8 text-center text-primary-fg"
        >
          <h2 id="public-course-cta" className="text-2xl font-bold">
            {t("publicCourse.ctaTitle")}
          </h2>
          <p className="max-w-xl">{t("publicCourse.ctaText", { minutes: course.durationMinutes, badge: course.badge.name })}</p>
          <SignUpLink slug={course.slug} className={buttonClass("outline", "lg", "text-fg")}>
            {t("publicCourse.signUp")}
          </SignUpLink>
        </section>
      </Container>
    </>
  );
}

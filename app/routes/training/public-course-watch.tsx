import { ArrowLeft, Lightbulb, Lock, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { coverImage } from "../../components/training/catalogue-api.ts";
import { CourseJsonLd } from "../../components/training/catalogue-json-ld.tsx";
import { SignUpLink } from "../../components/training/catalogue-sign-up-link.tsx";
import { Illustration } from "../../components/ui/illustration.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/public-course-watch";

/** §2 /public/training/courses/{slug}/watch: the first steps of a course, free to read, then an invitation to sign up. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const preview = orThrow(await loaderApi(args).get("/training/courses/{slug}/preview", { params: { slug: args.params.slug } }));
  const { course } = preview;
  return { ...preview, seo: { title: course.title, description: course.summary, image: coverImage(course) } };
}

export default function PublicCourseWatch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("training");
  const { course, steps, totalSteps } = loaderData;
  const locked = course.stepTitles.slice(steps.length);
  return (
    <Container className="py-10 md:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-10">
        <CourseJsonLd course={course} />
        <header className="flex flex-col gap-3">
          <LocalizedLink
            to={`/public/training/courses/${course.slug}`}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary-text underline underline-offset-4"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("publicCourse.backToCourse")}
          </LocalizedLink>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t("publicCourse.previewEyebrow")}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
          <p className="text-muted">{t("publicCourse.previewIntro", { count: steps.length, total: totalSteps })}</p>
        </header>
        {steps.map((step, i) => (
          <article key={i} aria-labelledby={`preview-step-${i}`} className="flex flex-col gap-4" data-testid="preview-step">
            <p className="text-sm font-semibold text-muted">{t("publicCourse.stepOf", { number: i + 1, total: totalSteps })}</p>
            <h2 id={`preview-step-${i}`} className="-mt-2 text-2xl font-bold">
              {step.title}
            </h2>
            <div className="overflow-hidden rounded-xl border border-border bg-surface-sunken">
              <Illustration name={step.illustration} alt={step.illustrationAlt} />
            </div>
            {step.body.map((paragraph, j) => (
              <p key={j} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
            {step.takeaways.length ? (
              <aside aria-labelledby={`preview-step-${i}-points`} className="rounded-xl border border-border bg-surface-raised p-4">
                <h3 id={`preview-step-${i}-points`} className="flex items-center gap-2 font-semibold">
                  <Lightbulb aria-hidden="true" className="size-5 text-primary-text" />
                  {t("publicCourse.keyPoints")}
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {step.takeaways.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              </aside>
            ) : null}
          </article>
        ))}
        <section
          aria-labelledby="preview-continue"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-sunken p-6 sm:p-8"
          data-testid="preview-continue"
        >
          <h2 id="preview-continue" className="text-2xl font-bold">
            {t("publicCourse.continueTitle")}
          </h2>
          <p className="text-muted">{t("publicCourse.continueText", { count: locked.length, badge: course.badge.name })}</p>
          {locked.length ? (
            <ol start={steps.length + 1} className="flex flex-col gap-2">
              {locked.map((title, i) => (
                <li key={i} className="flex items-center gap-2">
                  <Lock aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  <span>
                    <span className="sr-only">{t("courseDetail.stepNumber", { number: steps.length + i + 1 })} </span>
                    {title}
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
          <SignUpLink slug={course.slug} className={buttonClass("primary", "lg", "self-start")}>
            <UserPlus aria-hidden="true" className="size-5" />
            {t("publicCourse.signUpToContinue")}
          </SignUpLink>
        </section>
      </div>
    </Container>
  );
}

import { CircleCheck, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { localizePath, stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { TakeawayList } from "../../components/training/player-step.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";

/** The enrolled learner gets every step with its take-aways; anyone else the step titles. */
export async function loader(args: LoaderFunctionArgs) {
  assertValidParams(args.params);
  const slug = args.params.slug!;
  const { locale, get } = loaderApi(args);
  const res = await get("/enrollments/{slug}", { params: { slug } });
  if (res.status === 403) throw redirect(localizePath(`/training/courses/${slug}`, locale));
  if (res.ok) {
    const { course, steps, enrollment } = res.data;
    return {
      slug,
      course,
      steps: steps.map((s) => ({ title: s.title, takeaways: s.takeaways })),
      enrollment,
      seo: { title: course.title, description: course.summary },
    };
  }
  if (res.status !== 404) orThrow(res);
  const course = orThrow(await get("/training/courses/{slug}", { params: { slug } }));
  return {
    slug,
    course,
    steps: course.stepTitles.map((title) => ({ title, takeaways: [] as string[] })),
    enrollment: null,
    seo: { title: course.title, description: course.summary },
  };
}

export default function CourseContent() {
  const { slug, course, steps, enrollment } = useLoaderData<typeof loader>();
  const { t } = useTranslation("learn");
  const { pathname } = useLocation();
  const read = (i: number) => !!enrollment && (enrollment.status !== "in-progress" || i < enrollment.currentStep);
  const action = !enrollment
    ? { to: `/training/courses/${slug}`, label: t("content.enrol") }
    : {
        to: `/training/courses/${slug}/watch`,
        label: t(
          enrollment.status !== "in-progress"
            ? "content.review"
            : enrollment.progress > 0 || enrollment.currentStep > 0
              ? "content.continue"
              : "content.start",
        ),
      };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{course.title}</h1>
        <p className="text-muted">{t("content.intro")}</p>
        <p className="text-sm text-muted">
          {t("content.meta", { steps: steps.length, questions: course.questionCount, score: course.passingScore })}
        </p>
        <div>
          <LocalizedLink to={action.to} className={buttonClass("primary")}>
            <Play aria-hidden="true" className="size-4" />
            {action.label}
          </LocalizedLink>
        </div>
        {!enrollment ? <p className="text-sm">{t("content.notEnrolled")}</p> : null}
      </header>

      <section aria-labelledby="outline-steps" className="flex flex-col gap-3">
        <h2 id="outline-steps" className="text-xl font-bold">
          {t("content.steps")}
        </h2>
        <ol className="flex flex-col gap-3">
          {steps.map((s, i) => (
            <li key={i} className="rounded-xl border border-border bg-surface-raised p-4 sm:p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold">{t("content.stepTitle", { n: i + 1, title: s.title })}</h3>
                {read(i) ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-accent-text">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    {t("content.read")}
                  </span>
                ) : null}
              </div>
              {s.takeaways.length ? (
                <div className="mt-3 text-sm">
                  <TakeawayList items={s.takeaways} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="outline-key" className="flex flex-col gap-3 rounded-xl bg-surface-sunken p-5">
        <h2 id="outline-key" className="text-xl font-bold">
          {t("content.keyTakeaways")}
        </h2>
        <TakeawayList items={course.keyTakeaways} />
      </section>
    </div>
  );
}

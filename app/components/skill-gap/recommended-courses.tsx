import { useTranslation } from "react-i18next";
import { Illustration } from "../ui/illustration.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { SkillGapResult } from "../../../contract/skill-gap.ts";

/** The courses the weakest areas call for, as cards; visitors open the public course page. */
export function RecommendedCourses({ courses, signedIn }: { courses: SkillGapResult["recommended"]; signedIn: boolean }) {
  const { t } = useTranslation("skillGap");
  return (
    <section aria-labelledby="skill-gap-recommended" className="flex flex-col gap-3">
      <h2 id="skill-gap-recommended" className="text-xl font-bold">
        {t("results.recommendedTitle")}
      </h2>
      {courses.length ? (
        <>
          <p className="text-muted">{t("results.recommendedIntro")}</p>
          <ul className="grid gap-4 sm:grid-cols-3">
            {courses.map((course) => (
              <li key={course.slug}>
                <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised shadow-sm transition hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
                  <div className="bg-surface-sunken">
                    <Illustration name={course.coverIllustration} />
                  </div>
                  <div className="flex flex-1 flex-col gap-1 p-4">
                    <p className="text-xs font-semibold uppercase tracking-wide text-primary-text">{t(`training:areas.${course.area}`)}</p>
                    <h3 className="font-bold leading-snug">
                      <LocalizedLink
                        to={`${signedIn ? "" : "/public"}/training/courses/${course.slug}`}
                        className="after:absolute after:inset-0 focus-visible:outline-none"
                      >
                        {course.title}
                      </LocalizedLink>
                    </h3>
                    {course.topic ? (
                      <p className="text-sm text-muted">{t("results.forTopic", { topic: t(`topics.${course.topic}`) })}</p>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted">{t("results.noRecommended")}</p>
      )}
    </section>
  );
}

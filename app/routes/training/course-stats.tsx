import { ArrowLeft, Award, CircleCheck, Lock, type LucideIcon, Percent, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import { numberFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

/** §2 /training/courses/{slug}/stats: the course (public) and its numbers (managers with view-reports, or its author). */
export async function loader(args: LoaderFunctionArgs) {
  assertValidParams(args.params);
  const api = loaderApi(args);
  const params = { slug: args.params.slug! };
  const [courseRes, statsRes] = await Promise.all([
    api.get("/training/courses/{slug}", { params }),
    api.get("/training/courses/{slug}/stats", { params }),
  ]);
  if (statsRes.status === 404) throw data("validation", { status: 404 });
  const course = orThrow(courseRes);
  if (statsRes.status === 403) return { course: { slug: course.slug, title: course.title }, stats: null };
  return { course: { slug: course.slug, title: course.title }, stats: orThrow(statsRes), seo: { title: course.title } };
}

function StatCard({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-5 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon aria-hidden="true" className="size-4 text-primary-text" />
        {label}
      </dt>
      <dd className="text-3xl font-extrabold tabular-nums">{value}</dd>
      {hint ? <dd className="text-sm text-muted">{hint}</dd> : null}
    </div>
  );
}

export default function CourseStatsPage() {
  const { course, stats } = useLoaderData<typeof loader>();
  const { t } = useTranslation("stats");
  const locale = useLocale();
  const fmt = numberFormat(intlLocale(locale));
  const pct = (n: number) => numberFormat(intlLocale(locale), { style: "percent" }).format(n / 100);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <CatalogueHeader eyebrow={t("routes:training-course-stats")} title={course.title} intro={stats ? t("stats.intro") : undefined} />
      {stats ? (
        <section aria-labelledby="course-stats-numbers" className="flex flex-col gap-3">
          <h2 id="course-stats-numbers" className="sr-only">
            {t("stats.numbers")}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="course-stats">
            <StatCard icon={Users} label={t("stats.enrollments")} value={fmt.format(stats.enrollments)} />
            <StatCard icon={CircleCheck} label={t("stats.completed")} value={fmt.format(stats.completed)} />
            <StatCard
              icon={Percent}
              label={t("stats.completionRate")}
              value={pct(stats.completionRate)}
              hint={t("stats.completionHint", { completed: stats.completed, count: stats.enrollments })}
            />
            <StatCard
              icon={Award}
              label={t("stats.averageScore")}
              value={stats.averageScore === null ? "—" : pct(stats.averageScore)}
              hint={stats.averageScore === null ? t("stats.noScore") : t("stats.averageHint")}
            />
          </dl>
        </section>
      ) : (
        <section
          aria-labelledby="course-stats-forbidden"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-raised p-6"
          data-testid="course-stats-forbidden"
        >
          <h2 id="course-stats-forbidden" className="inline-flex items-center gap-2 text-lg font-bold">
            <Lock aria-hidden="true" className="size-5 text-primary-text" />
            {t("stats.forbiddenTitle")}
          </h2>
          <p>{t("stats.forbiddenText")}</p>
        </section>
      )}
      <div>
        <LocalizedLink to={`/training/courses/${course.slug}`} className={buttonClass("outline")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("stats.backToCourse")}
        </LocalizedLink>
      </div>
    </div>
  );
}

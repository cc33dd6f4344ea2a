import { PartyPopper } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { localizePath, stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { ChallengeBadge } from "../../components/training/challenge-badge.tsx";
import { ChallengeCertificate } from "../../components/training/challenge-certificate.tsx";
import { CourseRating } from "../../components/training/course-rating.tsx";
import { CourseCard } from "../../components/training/course-card.tsx";
import { loadEnrollment } from "../../components/training/player-api.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { useRootData } from "../../root.tsx";

export async function loader(args: LoaderFunctionArgs) {
  const { slug, locale, course, enrollment } = await loadEnrollment(args);
  if (enrollment.status !== "completed") throw redirect(localizePath(`/enrollments/${slug}`, locale));
  const api = loaderApi(args);
  const [certs, next, rating] = await Promise.all([
    api.get("/certificates"),
    api.get("/training/courses", { query: { area: course.area, limit: 4 } }),
    api.get("/training/courses/{slug}/rating", { params: { slug } }),
  ]);
  const certificate = (certs.ok ? certs.data.data : []).find((c) => c.status === "valid" && c.courseSlug === slug) ?? null;
  const others = next.ok ? next.data.data.filter((c) => c.slug !== slug).slice(0, 3) : [];
  return {
    slug,
    course,
    bestScore: enrollment.bestScore,
    certificateId: certificate?.id ?? null,
    others,
    rating: rating.ok ? rating.data : null,
    seo: { title: course.title, description: course.badge.description },
  };
}

/** /enrollments/{slug}/completed: the badge, the certificate and what to take next. */
export default function Completed() {
  const { slug, course, bestScore, certificateId, others, rating } = useLoaderData<typeof loader>();
  const { t } = useTranslation("learn");
  const { pathname } = useLocation();
  const root = useRootData();
  const locale = useLocale();
  const certificateUrl = certificateId ? `${root?.origin ?? ""}${localizePath(`/certificate/${certificateId}`, locale)}` : "";
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col items-start gap-2">
        <PartyPopper aria-hidden="true" className="size-10 text-primary-text" />
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("completed.title")}</h1>
        <p className="text-lg">{t("completed.intro", { title: course.title })}</p>
        {bestScore !== null ? <p className="text-sm text-muted">{t("completed.score", { score: bestScore })}</p> : null}
      </header>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="completed-badge" className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5">
          <h2 id="completed-badge" className="text-lg font-bold">
            {t("completed.badge")}
          </h2>
          <ChallengeBadge
            name={course.badge.name}
            description={course.badge.description}
            color={course.badge.color}
            illustration={course.coverIllustration}
          />
        </section>
        <section
          aria-labelledby="completed-certificate"
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5"
        >
          <h2 id="completed-certificate" className="text-lg font-bold">
            {t("completed.certificate")}
          </h2>
          {certificateId ? (
            <ChallengeCertificate id={certificateId} url={certificateUrl} />
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p>{t("completed.noCertificate")}</p>
              <LocalizedLink to="/certificate" className={buttonClass("outline")}>
                {t("completed.certificates")}
              </LocalizedLink>
            </div>
          )}
        </section>
      </div>

      {rating?.canRate ? <CourseRating slug={slug} initial={rating.rating} /> : null}

      <section aria-labelledby="completed-next" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="completed-next" className="text-xl font-bold">
            {t("completed.next")}
          </h2>
          <LocalizedLink to="/training/courses" className="text-sm font-medium text-primary-text underline underline-offset-2">
            {t("completed.browse")}
          </LocalizedLink>
        </div>
        {others.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((c) => (
              <li key={c.slug} className="flex [&>article]:flex-1">
                <CourseCard course={c} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <div>
        <LocalizedLink to="/enrollments" className={buttonClass("ghost")}>
          {t("completed.enrollments")}
        </LocalizedLink>
      </div>
    </div>
  );
}

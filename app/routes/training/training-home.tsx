import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CourseCard as CourseCardData } from "../../../contract/learning.ts";
import { loadAreas, resumePath } from "../../components/training/catalogue-api.ts";
import { AreaCard } from "../../components/training/catalogue-area-card.tsx";
import { CatalogueCourseList } from "../../components/training/catalogue-course-list.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/training-home";

const FEATURED = 6;

/** §2 /training: where the learner left off, the areas, and a selection of courses to start. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const api = loaderApi(args);
  const [areas, mine] = await Promise.all([loadAreas(api, 4), api.get("/enrollments", { query: { limit: 4 } }).then((r) => orThrow(r))]);
  // a few from each area in turn, leaving out what the learner already started
  const featured: CourseCardData[] = [];
  for (let i = 0; i < 4; i++) {
    for (const a of areas) {
      const course = a.courses[i];
      if (course && !course.enrollment && featured.length < FEATURED) featured.push(course);
    }
  }
  const inProgress = mine.data.filter((e) => e.enrollment.status !== "completed").map((e) => e.course);
  return { areas: areas.map(({ area, total }) => ({ area, total })), featured, inProgress };
}

function Section({ id, title, link, children }: { id: string; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {link ? (
          <LocalizedLink
            to={link.to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary-text underline underline-offset-4"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </LocalizedLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export default function TrainingHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("training");
  const { areas, featured, inProgress } = loaderData;
  const firstName = useRootData()?.user?.name.trim().split(/\s+/)[0];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10">
      <CatalogueHeader title={firstName ? t("home.greeting", { name: firstName }) : t("home.greetingAnonymous")} intro={t("home.intro")} />
      {inProgress.length ? (
        <Section id="home-continue" title={t("home.continueTitle")} link={{ to: "/enrollments", label: t("home.allEnrollments") }}>
          <CatalogueCourseList
            courses={inProgress}
            labelledBy="home-continue"
            hrefFor={(c) => resumePath(c.slug, c.enrollment?.status ?? "")}
          />
        </Section>
      ) : null}
      <Section id="home-areas" title={t("home.areasTitle")} link={{ to: "/training/areas", label: t("catalogue.areas.all") }}>
        <ul aria-labelledby="home-areas" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map(({ area, total }) => (
            <li key={area} className="grid">
              <AreaCard area={area} total={total} />
            </li>
          ))}
        </ul>
      </Section>
      {featured.length ? (
        <Section id="home-featured" title={t("home.featuredTitle")}>
          <CatalogueCourseList courses={featured} labelledBy="home-featured" />
        </Section>
      ) : null}
      <p className="flex justify-center">
        <LocalizedLink to="/training/courses" className={buttonClass("primary", "lg")}>
          {t("catalogue.allCourses")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalizedLink>
      </p>
    </div>
  );
}

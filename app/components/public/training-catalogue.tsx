import type { CourseCard as CourseCardData } from "../../../contract/learning.ts";
import { useRootData } from "../../root.tsx";
import { CourseCard } from "../training/course-card.tsx";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";

/** The anchor the page's "browse the catalogue" buttons lead to. */
export const CATALOGUE_ANCHOR = "catalogue";

/**
 * The tenant's courses as a visitor may open them: each leads to its public course page
 * (summary and preview, no account); a signed-in person is offered the full catalogue.
 */
export function TrainingCatalogue({ courses }: { courses: CourseCardData[] }) {
  const { t } = useCatalog("trainingIndex");
  const signedIn = !!useRootData()?.user;
  return (
    <section id={CATALOGUE_ANCHOR} aria-labelledby="training-catalogue-title" className="scroll-mt-20 border-t border-border py-16 sm:py-24">
      <Container>
        <SectionHeading id="training-catalogue-title" eyebrow={t("catalogue.eyebrow")} title={t("catalogue.title")} intro={t("catalogue.intro")} />
        {courses.length ? (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="public-catalogue">
            {courses.map((course) => (
              <li key={course.slug} className="grid">
                <CourseCard course={{ ...course, enrollment: null }} href={`/public/training/courses/${course.slug}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-center text-muted">{t("catalogue.empty")}</p>
        )}
        <div className="mt-10 flex justify-center">
          <LocalizedLink to={signedIn ? "/training/courses" : "/auth/sign-up"} className={buttonClass("outline", "lg")}>
            {t(signedIn ? "catalogue.allSignedIn" : "catalogue.all")}
          </LocalizedLink>
        </div>
      </Container>
    </section>
  );
}

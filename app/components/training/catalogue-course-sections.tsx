import { Award, BookOpen, CheckCircle2, Clock, Gauge, ListChecks, PlayCircle, Target } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CourseDetail } from "../../../contract/learning.ts";
import { Illustration } from "../ui/illustration.tsx";

/** Area, level, length and format of a course, as a description list. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation("training");
  const facts: [ReactNode, string, string][] = [
    [<Gauge key="i" aria-hidden="true" className="size-4" />, t("courseDetail.facts.level"), t(`levels.${course.level}`)],
    [
      <Clock key="i" aria-hidden="true" className="size-4" />,
      t("courseDetail.facts.duration"),
      t("card.minutes", { count: course.durationMinutes }),
    ],
    [
      <ListChecks key="i" aria-hidden="true" className="size-4" />,
      t("courseDetail.facts.challenge"),
      t("courseDetail.facts.questions", { count: course.questionCount }),
    ],
    [
      course.hasVideo ? (
        <PlayCircle key="i" aria-hidden="true" className="size-4" />
      ) : (
        <BookOpen key="i" aria-hidden="true" className="size-4" />
      ),
      t("courseDetail.facts.format"),
      t(course.hasVideo ? "courseDetail.facts.video" : "courseDetail.facts.reading"),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(([icon, label, value]) => (
        <div key={label} className="rounded-lg bg-surface-sunken p-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
            {icon}
            {label}
          </dt>
          <dd className="mt-1 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What you'll learn (keyTakeaways) and the outline (stepTitles). */
export function CourseLearning({ course }: { course: CourseDetail }) {
  const { t } = useTranslation("training");
  return (
    <>
      <Block
        id="course-learn"
        title={t("courseDetail.learnTitle")}
        icon={<Target aria-hidden="true" className="size-5 text-primary-text" />}
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {course.keyTakeaways.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Block>
      <Block
        id="course-outline"
        title={t("courseDetail.outlineTitle")}
        icon={<ListChecks aria-hidden="true" className="size-5 text-primary-text" />}
      >
        <ol className="flex flex-col gap-2">
          {course.stepTitles.map((title, i) => (
            <li key={i} className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised p-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-sm font-bold"
              >
                {i + 1}
              </span>
              <span>
                <span className="sr-only">{t("courseDetail.stepNumber", { number: i + 1 })} </span>
                {title}
              </span>
            </li>
          ))}
        </ol>
      </Block>
    </>
  );
}

/** The round badge a learner earns, in the course's colour around its illustration. */
export function BadgePreview({ course, size = "md" }: { course: CourseDetail; size?: "sm" | "md" }) {
  const dim = size === "sm" ? "size-16 p-1.5" : "size-24 p-2";
  return (
    <div className="flex items-center gap-4" data-testid="badge-preview">
      <span
        className={`inline-flex shrink-0 items-center justify-center rounded-full shadow-sm ${dim}`}
        style={{ backgroundColor: course.badge.color }}
      >
        <span className="flex size-full items-center justify-center overflow-hidden rounded-full bg-white">
          <Illustration name={course.coverIllustration} className="scale-150" />
        </span>
      </span>
      <div>
        <p className="font-bold">{course.badge.name}</p>
        <p className="text-sm text-muted">{course.badge.description}</p>
      </div>
    </div>
  );
}

/** The challenge that closes the course and the badge it awards. */
export function CourseChallenge({ course }: { course: CourseDetail }) {
  const { t } = useTranslation("training");
  return (
    <Block
      id="course-challenge"
      title={t("courseDetail.challengeTitle")}
      icon={<Award aria-hidden="true" className="size-5 text-primary-text" />}
    >
      <p className="text-muted">{t("courseDetail.challengeText", { count: course.questionCount, score: course.passingScore })}</p>
      <BadgePreview course={course} />
    </Block>
  );
}

/** The standards and guidance the content follows. */
export function CourseReferences({ course }: { course: CourseDetail }) {
  const { t } = useTranslation("training");
  if (!course.references.length) return null;
  return (
    <Block
      id="course-references"
      title={t("courseDetail.referencesTitle")}
      icon={<BookOpen aria-hidden="true" className="size-5 text-primary-text" />}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        {course.references.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Block>
  );
}

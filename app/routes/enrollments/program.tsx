import { ArrowRight, Info, PartyPopper } from "lucide-react";
import { useTranslation } from "react-i18next";
import { redirect } from "../../lib/redirect.ts";
import { localizePath } from "../../../contract/locale.ts";
import type { ProgramCourse } from "../../../contract/programs.ts";
import { loadProgram } from "../../components/programs/program-api.ts";
import { CourseState, ProgramCourseList, courseStatus } from "../../components/programs/program-course-list.tsx";
import { ProgramTrail } from "../../components/programs/program-trail.tsx";
import { Illustration } from "../../components/ui/illustration.tsx";
import { continuePath } from "../../components/training/player-api.ts";
import { ProgressBar } from "../../components/training/player-progress.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/program";

/** §2 /enrollments/program/{id}: the learner's way through a program they enrolled in. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const program = await loadProgram(args, args.params.id);
  // not enrolled yet: the program's page explains it and offers the enrolment
  if (!program.enrolled) throw redirect(localizePath(`/training/programs/${program.id}`, loaderApi(args).locale));
  return { program, seo: { title: program.title, description: program.description } };
}

/** Where the learner picks a course up: its content, its challenge or its overview; the course page when not enrolled in it. */
const courseHref = (c: ProgramCourse) => {
  const status = courseStatus(c);
  return status ? continuePath(c.slug, status) : `/training/courses/${c.slug}`;
};

export default function ProgramEnrollment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("programs");
  const { program } = loaderData;
  const done = program.courses.filter((c) => courseStatus(c) === "completed");
  const todo = program.courses.filter((c) => courseStatus(c) !== "completed");
  const next = todo[0];
  const positionOf = (c: ProgramCourse) => program.courses.indexOf(c) + 1;
  const minutesLeft = todo.reduce((sum, c) => sum + Math.round((c.durationMinutes * (100 - c.progress)) / 100), 0);
  const nextStatus = next ? courseStatus(next) : null;
  const nextAction = nextStatus === "content-done" ? "enrollment.challenge" : nextStatus ? "enrollment.continue" : "enrollment.open";
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <ProgramTrail items={[{ to: "/enrollments", label: t("routes:enrollments") }]} current={program.title} />
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-extrabold text-balance sm:text-3xl">{program.title}</h1>
        <p className="text-muted">{program.description}</p>
        <LocalizedLink
          to={`/training/programs/${program.id}`}
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-primary-text underline-offset-4 hover:underline"
        >
          <Info aria-hidden="true" className="size-4" />
          {t("enrollment.details")}
        </LocalizedLink>
      </header>

      <section
        aria-labelledby="program-progress"
        className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="program-progress" className="text-lg font-bold">
            {t("progress.value", { value: program.progress })}
          </h2>
          <p className="text-sm text-muted" data-testid="program-summary">
            {t("enrollment.summary", { done: done.length, count: program.courses.length })}
          </p>
        </div>
        <ProgressBar value={program.progress} label={t("progress.label")} text={t("progress.value", { value: program.progress })} />
        {todo.length ? <p className="text-sm text-muted">{t("enrollment.remaining", { count: minutesLeft })}</p> : null}
      </section>

      {next ? (
        <section
          aria-labelledby="program-next"
          className="grid gap-4 overflow-hidden rounded-xl border border-border bg-surface-raised shadow-sm sm:grid-cols-[12rem_1fr]"
        >
          <div className="hidden bg-surface-sunken sm:block">
            <Illustration name={next.coverIllustration} />
          </div>
          <div className="flex flex-col gap-3 p-5">
            <h2 id="program-next" className="text-xs font-semibold uppercase tracking-wide text-primary-text">
              {t("enrollment.next")}
            </h2>
            <p className="text-lg font-bold leading-snug">{next.title}</p>
            <CourseState course={next} />
            <LocalizedLink to={courseHref(next)} className={buttonClass("primary", "md", "self-start")}>
              {t(nextAction)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </LocalizedLink>
          </div>
        </section>
      ) : (
        <p role="status" className="flex items-center gap-3 rounded-xl border border-border bg-surface-raised p-5 font-semibold">
          <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-accent-text" />
          {t("enrollment.allDone")}
        </p>
      )}

      {todo.length ? (
        <section aria-labelledby="program-todo" className="flex flex-col gap-3">
          <h2 id="program-todo" className="text-xl font-bold">
            {t("enrollment.todo")}
          </h2>
          <ProgramCourseList courses={todo} hrefOf={courseHref} positionOf={positionOf} />
        </section>
      ) : null}

      <section aria-labelledby="program-done" className="flex flex-col gap-3">
        <h2 id="program-done" className="text-xl font-bold">
          {t("enrollment.completed")}
        </h2>
        {done.length ? (
          <ProgramCourseList courses={done} hrefOf={courseHref} positionOf={positionOf} />
        ) : (
          <p className="text-muted">{t("enrollment.noneCompleted")}</p>
        )}
      </section>
    </div>
  );
}

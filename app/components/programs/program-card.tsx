import { BookOpen, Building2, Clock, Library } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Illustration } from "../ui/illustration.tsx";
import { ProgressBar } from "../training/player-progress.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { Program } from "../../../contract/programs.ts";

/** Whose program it is: the platform library's or the viewer's company's. */
export function OwnerLabel({ owner }: { owner: Program["owner"] }) {
  const { t } = useTranslation("programs");
  const Icon = owner === "company" ? Building2 : Library;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-semibold text-fg"
      data-owner={owner}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`owner.${owner}`)}
    </span>
  );
}

/** Number of courses and total time, as a short list. */
export function ProgramFacts({ program, label }: { program: Pick<Program, "courses" | "totalMinutes">; label: string }) {
  const { t } = useTranslation("programs");
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <li className="inline-flex items-center gap-1.5">
        <BookOpen aria-hidden="true" className="size-4" />
        {t("courses", { count: program.courses.length })}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {t("minutes", { count: program.totalMinutes })}
      </li>
    </ul>
  );
}

/** A program in the list: cover, owner, title, description, size, and the learner's progress once enrolled. */
export function ProgramCard({ program }: { program: Program }) {
  const { t } = useTranslation("programs");
  const cover = program.courses[0]?.coverIllustration;
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised shadow-sm transition hover:shadow-md"
      data-testid="program-card"
    >
      {cover ? (
        <div className="bg-surface-sunken">
          <Illustration name={cover} className="aspect-[16/9] object-cover" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <OwnerLabel owner={program.owner} />
        <h3 className="text-lg font-bold leading-snug">
          <LocalizedLink to={`/training/programs/${program.id}`} className="after:absolute after:inset-0 hover:underline">
            {program.title}
          </LocalizedLink>
        </h3>
        <p className="line-clamp-3 text-sm text-muted">{program.description}</p>
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <ProgramFacts program={program} label={t("list.facts")} />
          {program.enrolled ? (
            <div>
              <p className="mb-1 text-sm font-medium">{t("progress.value", { value: program.progress })}</p>
              <ProgressBar value={program.progress} label={t("progress.label")} text={t("progress.value", { value: program.progress })} />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

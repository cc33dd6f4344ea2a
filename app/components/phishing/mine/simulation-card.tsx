import { CircleCheck, Flag, GraduationCap, MailCheck, MailQuestion, MousePointerClick } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDay, type MySimulation } from "./day.ts";
import { OUTCOME_TONE, myOutcome } from "./outcome.ts";

const ICON = { reported: CircleCheck, clicked: MousePointerClick, ignored: MailCheck, missed: MailQuestion };

/** One simulation a person received: how they did (kindly), what gave it away, the course if one was offered. */
export function SimulationCard({ item }: { item: MySimulation }) {
  const { t } = useTranslation("phishingLanding");
  const day = useDay();
  const id = useId();
  const outcome = myOutcome(item.outcome);
  const Icon = ICON[outcome];
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-outcome={outcome}
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span
            className={`inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${OUTCOME_TONE[outcome]}`}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {t(`mine.outcomes.${outcome}`)}
          </span>
          <span className="text-sm text-muted">{t("mine.ended", { date: day(item.endedAt) })}</span>
        </div>
        <h2 id={id} className="break-words text-lg font-semibold">
          {item.subject}
        </h2>
        <p className="text-sm text-muted">{t("mine.from", { sender: item.senderName })}</p>
      </header>
      <p>
        {t(`mine.messages.${outcome}`)}
        {item.reportedAt ? ` ${t("mine.reportedOn", { date: day(item.reportedAt) })}` : null}
      </p>
      {item.redFlags.length ? (
        <div className="flex flex-col gap-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <Flag aria-hidden="true" className="size-4 text-muted" />
            {t("mine.redFlags")}
          </h3>
          <ul className="flex flex-col gap-2">
            {item.redFlags.map((f) => (
              <li key={f.id} className="rounded-lg border border-border p-3 text-sm">
                <p className="font-medium">
                  {f.title} <span className="font-normal text-muted">· {t(`mine.targets.${f.target}`)}</span>
                </p>
                <p className="mt-1 text-muted">{f.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.remedial ? (
        <Link
          to={item.remedial.url}
          className="inline-flex w-fit items-center gap-2 font-semibold text-primary-text underline-offset-4 hover:underline"
        >
          <GraduationCap aria-hidden="true" className="size-4" />
          {t("mine.course", { title: item.remedial.title })}
        </Link>
      ) : null}
    </article>
  );
}

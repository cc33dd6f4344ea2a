import { BookOpen, CheckCircle2, MailWarning, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Brand } from "../../../../contract/brand.ts";
import type { Landing } from "../../../../contract/phishing.ts";
import { formatDate } from "../../../lib/intl.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FlagBadge, MessageCard } from "./message-card.tsx";

/** A logo drawn for a white page stays readable in dark mode on a light plate (as the site header does it). */
const LOGO_PLATE = "dark:box-content dark:rounded-md dark:bg-white dark:px-2 dark:py-1";

/**
 * The teachable moment under the company's brand: it was a simulation (no blame), the e-mail
 * again with each red flag numbered beside it, the course that teaches the rest, and how to
 * report the next one.
 */
export function LessonStage({ landing, brand, reported }: { landing: Landing; brand: Brand | undefined; reported: boolean }) {
  const { t, i18n } = useTranslation("phishingLanding");
  const { message, course, assigned } = landing;
  return (
    <div className="min-h-dvh bg-surface-sunken">
      <header className="border-b border-border bg-surface-raised">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
          {brand ? <img src={brand.logoHorizontal} alt={brand.name} className={`h-8 w-auto ${LOGO_PLATE}`} /> : null}
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10" data-testid="phishing-lesson">
        {reported ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t("lesson.reportedThanks")}
          </p>
        ) : null}
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary-text" />
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("lesson.title")}</h1>
            <p className="mt-1 text-lg text-muted">{t("lesson.subtitle")}</p>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <MessageCard message={message} />
          <section aria-labelledby="phishing-flags-title" className="flex flex-col gap-3">
            <h2 id="phishing-flags-title" className="text-lg font-semibold">
              {t("lesson.flagsTitle", { count: message.redFlags.length })}
            </h2>
            <ol className="flex flex-col gap-3" data-testid="phishing-red-flags">
              {message.redFlags.map((f, i) => (
                <li key={f.id} className="flex gap-3 rounded-lg border border-border bg-surface-raised p-3">
                  <FlagBadge n={i + 1} />
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {f.title}
                      {f.target !== "body" ? (
                        <span className="ml-1 text-sm font-normal text-muted">({t(`lesson.on.${f.target}`)})</span>
                      ) : null}
                    </p>
                    <p className="text-sm">{f.detail}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
        {course ? (
          <section
            aria-labelledby="phishing-course-title"
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <BookOpen aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-text" />
              <div>
                <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t("lesson.courseKicker")}</p>
                <h2 id="phishing-course-title" className="text-lg font-bold">
                  {course.title}
                </h2>
                {course.minutes ? <p className="text-sm text-muted">{t("lesson.minutes", { count: course.minutes })}</p> : null}
                {assigned ? (
                  <p className="mt-1 text-sm font-medium" data-testid="phishing-assigned">
                    {t("lesson.assigned", { date: formatDate(assigned.dueAt, i18n.language) })}
                  </p>
                ) : null}
              </div>
            </div>
            <a href={course.url} className={buttonClass("primary", "md", "shrink-0 justify-center")}>
              {t("lesson.startCourse")}
            </a>
          </section>
        ) : null}
        <section
          aria-labelledby="phishing-tip-title"
          className="flex items-start gap-3 rounded-xl border border-border bg-surface-raised p-4"
        >
          <MailWarning aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-text" />
          <div>
            <h2 id="phishing-tip-title" className="font-semibold">
              {t("lesson.tipTitle")}
            </h2>
            <p className="text-sm">{t("lesson.tip", { company: landing.company })}</p>
          </div>
        </section>
      </main>
    </div>
  );
}

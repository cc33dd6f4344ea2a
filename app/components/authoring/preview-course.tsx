import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorCourse, DraftLanguage } from "../../../contract/authoring.ts";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { languageTag } from "../../../contract/locale.ts";
import { useLocale } from "../../lib/locale.ts";
import { PreviewBadge } from "./preview-badge.tsx";
import { Illustration } from "../ui/illustration.tsx";
import { courseLanguage } from "./course-api.ts";
import { PreviewChallenge } from "./preview-challenge.tsx";
import { PreviewVideo } from "./preview-video.tsx";

const card = "flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6";

function Takeaways({ items }: { items: readonly string[] }) {
  const { t } = useTranslation("creatorCourses");
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
          <span>{item || t("preview.empty")}</span>
        </li>
      ))}
    </ul>
  );
}

/** One language of the course, top to bottom, as its learners will read it. */
function PreviewLanguage({ course, content, lang }: { course: CreatorCourse; content: DraftLanguage; lang: CreatorLanguage }) {
  const { t } = useTranslation("creatorCourses");
  const tag = languageTag(lang);
  const title = content.title || t("untitled");
  return (
    <div className="flex flex-col gap-6" lang={tag} data-testid={`preview-${lang}`}>
      <header className="flex flex-col gap-1">
        <p className="text-2xl font-bold">{title}</p>
        {content.summary ? <p className="text-muted">{content.summary}</p> : null}
      </header>
      {course.video ? <PreviewVideo video={course.video} language={lang} title={title} /> : null}
      {content.steps.length ? (
        <ol className="flex flex-col gap-6" aria-label={t("preview.steps")}>
          {content.steps.map((step, i) => (
            <li key={i} className={card}>
              <h3 className="text-xl font-bold">
                <span className="text-muted">{t("preview.stepNumber", { n: i + 1, total: content.steps.length })} </span>
                {step.title || t("preview.empty")}
              </h3>
              {step.illustration ? (
                <figure className="overflow-hidden rounded-lg bg-surface-sunken">
                  <Illustration name={step.illustration} alt={step.illustrationAlt} className="mx-auto max-h-72 object-contain" />
                </figure>
              ) : null}
              <div className="flex flex-col gap-4 leading-relaxed">
                {step.body.map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </div>
              {step.takeaways.length ? (
                <div className="rounded-lg bg-surface-sunken p-4 sm:p-5">
                  <h4 className="mb-2 font-semibold">{t("preview.takeaways")}</h4>
                  <Takeaways items={step.takeaways} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">{t("preview.noSteps")}</p>
      )}
      {content.keyTakeaways.length ? (
        <section className={card} aria-labelledby={`key-${lang}`}>
          <h3 id={`key-${lang}`} className="text-xl font-bold">
            {t("preview.keyTakeaways")}
          </h3>
          <Takeaways items={content.keyTakeaways} />
        </section>
      ) : null}
      <PreviewChallenge questions={content.questions} lang={tag} />
      <section className={card} aria-labelledby={`badge-${lang}`}>
        <h3 id={`badge-${lang}`} className="text-xl font-bold">
          {t("preview.badge")}
        </h3>
        <PreviewBadge
          name={content.badge.name || t("preview.empty")}
          description={content.badge.description || t("preview.empty")}
          color={course.badgeColor}
          illustration={content.steps.find((s) => s.illustration)?.illustration ?? "lightbulb"}
        />
      </section>
    </div>
  );
}

/** The course as a learner would see it, in either of its languages (a switch when it has two). */
export function PreviewCourse({ course }: { course: CreatorCourse }) {
  const { t } = useTranslation("creatorCourses");
  const locale = useLocale();
  const [lang, setLang] = useState<CreatorLanguage>(() => courseLanguage(course, locale));
  const content = course[lang];
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-5" data-testid="course-preview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="preview-title" className="text-xl font-semibold">
            {t("preview.title")}
          </h2>
          <p className="text-sm text-muted">{t("preview.intro")}</p>
        </div>
        {course.languages.length > 1 ? (
          <div role="group" aria-label={t("preview.language")} className="flex gap-1 rounded-lg border border-border p-1">
            {course.languages.map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={l === lang}
                onClick={() => setLang(l)}
                className={`min-h-10 rounded-md px-3 text-sm font-semibold ${l === lang ? "bg-primary text-primary-fg" : "hover:bg-surface-sunken"}`}
              >
                {t(`languages.${l}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {content ? <PreviewLanguage course={course} content={content} lang={lang} /> : <p className="text-muted">{t("preview.noContent")}</p>}
    </section>
  );
}

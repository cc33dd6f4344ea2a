import { CheckCircle2, Circle } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DraftLanguage } from "../../../contract/authoring.ts";
import { Switch } from "../ui/switch.tsx";

/**
 * The challenge as the learner reads it: each question and its options (unshuffled here). The right
 * answers and the explanations show only with "Show answers" on, so the author can try it first.
 */
export function PreviewChallenge({ questions, lang }: { questions: DraftLanguage["questions"]; lang: string }) {
  const { t } = useTranslation("creatorCourses");
  const id = useId();
  const [answers, setAnswers] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="preview-challenge">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-xl font-bold">
          {t("preview.challenge")}
        </h3>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-answers`} checked={answers} onCheckedChange={setAnswers} />
          <label htmlFor={`${id}-answers`} className="text-sm font-semibold">
            {t("preview.showAnswers")}
          </label>
        </div>
      </div>
      {questions.length ? (
        <ol className="flex flex-col gap-4">
          {questions.map((q, i) => {
            const several = q.multiple ?? q.correct.length > 1;
            return (
              <li key={i} className="rounded-xl border border-border bg-surface-raised p-4 sm:p-5">
                <p className="font-semibold" lang={lang}>
                  <span className="text-muted">{t("preview.questionNumber", { n: i + 1 })} </span>
                  {q.prompt || t("preview.empty")}
                </p>
                <p className="mt-1 text-sm text-muted">{t(several ? "preview.selectAll" : "preview.selectOne")}</p>
                <ul className="mt-3 flex flex-col gap-2" lang={lang}>
                  {q.options.map((option, j) => {
                    const right = answers && q.correct.includes(j);
                    const Icon = right ? CheckCircle2 : Circle;
                    return (
                      <li
                        key={j}
                        className={`flex items-start gap-2 rounded-lg border px-3 py-2 ${right ? "border-green-700 dark:border-green-400" : "border-border"}`}
                      >
                        <Icon
                          aria-hidden="true"
                          className={`mt-0.5 size-5 shrink-0 ${right ? "text-green-700 dark:text-green-400" : "text-muted"}`}
                        />
                        <span>
                          {option || t("preview.empty")}
                          {right ? (
                            <span className="ml-2 text-sm font-semibold text-green-800 dark:text-green-300">{t("preview.right")}</span>
                          ) : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                {answers && q.explanation ? (
                  <p className="mt-3 rounded-lg bg-surface-sunken p-3 text-sm" lang={lang}>
                    <strong className="font-semibold">{t("preview.explanation")} </strong>
                    {q.explanation}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-muted">{t("preview.noQuestions")}</p>
      )}
    </section>
  );
}

import { CircleCheck, CircleX, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { Button, buttonClass } from "../ui/button.tsx";
import { choiceTexts, type Question } from "./challenge-question.tsx";
import type { ChallengeResult as Result } from "../../../contract/learning.ts";

const BAD = "text-red-700 dark:text-red-300";

/** The score against the passing score, then each question: right or wrong, the right options and why. */
export function ChallengeResult({
  slug,
  questions,
  answers,
  result,
  retrying = false,
  onRetry,
  headingRef,
  completedTo,
  onReviewCourse,
}: {
  slug: string;
  questions: Question[];
  answers: string[][];
  result: Result;
  /** The next attempt is loading. */
  retrying?: boolean;
  onRetry: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Where "See your badge and certificate" goes; the course's completion page unless a framed player says otherwise. */
  completedTo?: string;
  /** "Review the course" as a button that calls this (a framed player, whose course is on the same page) instead of a link. */
  onReviewCourse?: () => void;
}) {
  const { t } = useTranslation("learn");
  const list = (q: Question, ids: string[]) => choiceTexts(q, ids).join("; ");
  return (
    <section aria-labelledby="result-title" className="flex flex-col gap-5" data-passed={result.passed}>
      <div
        className={`flex flex-col gap-2 rounded-xl border-2 p-5 ${result.passed ? "border-accent-text" : "border-red-700 dark:border-red-300"}`}
      >
        <h2 id="result-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          {t("challenge.resultTitle")}
        </h2>
        <p className="text-3xl font-extrabold" data-testid="challenge-score">
          {t("challenge.score", { score: result.score })}
        </p>
        <p className="text-sm text-muted">{t("challenge.passingScore", { score: result.passingScore })}</p>
        <p className={`font-semibold ${result.passed ? "text-accent-text" : BAD}`}>
          {t(result.passed ? "challenge.passed" : "challenge.failed")}
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          {result.passed ? (
            <LocalizedLink to={completedTo ?? `/enrollments/${slug}/completed`} className={buttonClass("primary")}>
              {t("challenge.seeCompletion")}
            </LocalizedLink>
          ) : (
            <>
              <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t("challenge.tryAgain")}
              </Button>
              {onReviewCourse ? (
                <Button variant="outline" onClick={onReviewCourse}>
                  {t("challenge.reviewCourse")}
                </Button>
              ) : (
                <LocalizedLink to={`/training/courses/${slug}/watch`} className={buttonClass("outline")}>
                  {t("challenge.reviewCourse")}
                </LocalizedLink>
              )}
            </>
          )}
        </div>
      </div>
      <ol className="flex flex-col gap-3">
        {result.results.map((r, i) => {
          const q = questions[i];
          if (!q) return null;
          return (
            <li
              key={i}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4"
              data-testid="question-result"
              data-correct={r.correct}
            >
              <h3 className="font-semibold">
                <span className="text-sm text-muted">{t("challenge.questionResult", { n: i + 1 })} · </span>
                {q.prompt}
              </h3>
              <p className={`inline-flex items-center gap-1.5 text-sm font-semibold ${r.correct ? "text-accent-text" : BAD}`}>
                {r.correct ? <CircleCheck aria-hidden="true" className="size-4" /> : <CircleX aria-hidden="true" className="size-4" />}
                {t(r.correct ? "challenge.correct" : "challenge.incorrect")}
              </p>
              <dl className="grid gap-1 text-sm">
                <div>
                  <dt className="inline text-muted">{t("challenge.yourAnswer")}: </dt>
                  <dd className="inline">{list(q, answers[i] ?? [])}</dd>
                </div>
                <div>
                  <dt className="inline text-muted">{t("challenge.correctAnswer", { count: r.correctOptions.length })}: </dt>
                  <dd className="inline font-medium">{list(q, r.correctOptionIds)}</dd>
                </div>
                <div className="mt-1 rounded-lg bg-surface-sunken p-3">
                  <dt className="font-semibold">{t("challenge.why")}</dt>
                  <dd>{r.explanation}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

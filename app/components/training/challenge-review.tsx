import { useTranslation } from "react-i18next";
import type { Ref } from "react";
import { choiceTexts, type Question } from "./challenge-question.tsx";
import { Button } from "../ui/button.tsx";

/** Every question with the learner's answer, each one open to change, before submitting. */
export function ChallengeReview({
  questions,
  answers,
  busy,
  onChange,
  onSubmit,
  headingRef,
}: {
  questions: Question[];
  answers: string[][];
  busy: boolean;
  onChange: (index: number) => void;
  onSubmit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("learn");
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-4">
      <h2 id="review-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {t("challenge.reviewTitle")}
      </h2>
      <p className="text-muted">{t("challenge.reviewIntro")}</p>
      <ol className="flex flex-col gap-3">
        {questions.map((q, i) => (
          <li
            key={i}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex flex-col gap-1">
              <p className="font-semibold">
                {i + 1}. {q.prompt}
              </p>
              <p className="text-sm">
                <span className="text-muted">{t("challenge.yourAnswer")}: </span>
                {choiceTexts(q, answers[i] ?? []).join("; ")}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => onChange(i)} aria-label={t("challenge.changeLabel", { n: i + 1 })}>
              {t("challenge.change")}
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button size="lg" onClick={onSubmit} disabled={busy} aria-busy={busy}>
          {t(busy ? "challenge.submitting" : "challenge.submit")}
        </Button>
      </div>
    </section>
  );
}

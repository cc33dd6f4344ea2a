import { ArrowLeft, ArrowRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChallengeResult as Result, EnrollmentContent } from "../../../contract/learning.ts";
import { ChallengeQuestion } from "../training/challenge-question.tsx";
import { ChallengeResult } from "../training/challenge-result.tsx";
import { ChallengeReview } from "../training/challenge-review.tsx";
import { Button } from "../ui/button.tsx";
import { useQuestionRun } from "../ui/question-run.ts";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";

type Phase = "question" | "review" | "result";
type Questions = EnrollmentContent["questions"];

/**
 * The course's challenge in the LMS's frame, through the site's question, review and result
 * components: one question at a time (the options in the order the API gives this attempt), a
 * review, then the score with each answer's explanation. A pass leads to the end screen
 * (`completedTo`); a fail to another attempt, whose questions (in their new order) are fetched
 * before it starts, or back to the course on this page.
 */
export function FramedChallenge({
  slug,
  questions: firstQuestions,
  passingScore,
  completedTo,
  onReviewCourse,
  movedAtStart,
}: {
  slug: string;
  questions: Questions;
  passingScore: number;
  completedTo: string;
  onReviewCourse: () => void;
  /** The challenge opened from the content (not on the page's load): reading starts at its first question. */
  movedAtStart: boolean;
}) {
  const { t } = useTranslation("learn");
  const { t: tc } = useTranslation();
  const api = useApi();
  const [questions, setQuestions] = useState(firstQuestions);
  const total = questions.length;
  const run = useQuestionRun<Phase>({
    count: total,
    phase: "question",
    movedAtStart,
    announcement: movedAtStart ? t("challenge.questionOf", { current: 1, total }) : "",
  });
  const { phase, index, answers, setAnswers, setMissing, announcement, headingRef } = run;
  const [fromReview, setFromReview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const show = (next: Phase, at = index, message = "") =>
    run.show(next, at, message || (next === "review" ? t("challenge.reviewTitle") : t("challenge.questionOf", { current: at + 1, total })));
  const forward = () => {
    if ((answers[index]?.length ?? 0) === 0) {
      setMissing(true);
      return;
    }
    if (fromReview || index === total - 1) show("review");
    else show("question", index + 1);
  };

  const retry = async () => {
    // the next attempt shows its options in its own order: it starts once its questions are here
    setBusy(true);
    const res = await api.get("/enrollments/{slug}", { params: { slug } });
    setBusy(false);
    if (!res.ok) {
      toast.error(t("challenge.submitFailed"), res.error.message || tc("errors.description"));
      return;
    }
    setQuestions(res.data.questions);
    setAnswers(res.data.questions.map(() => []));
    setResult(null);
    setFromReview(false);
    show("question", 0, t("challenge.questionOf", { current: 1, total: res.data.questions.length }));
  };

  const submit = async () => {
    setBusy(true);
    const res = await api.post("/enrollments/{slug}/challenge", { params: { slug }, body: { answers } });
    setBusy(false);
    if (!res.ok) {
      toast.error(t("challenge.submitFailed"), res.error.message || tc("errors.description"));
      return;
    }
    setResult(res.data);
    show(
      "result",
      index,
      t("challenge.announce", { score: res.data.score, message: t(res.data.passed ? "challenge.passed" : "challenge.failed") }),
    );
  };

  const question = questions[index];
  return (
    <div className="flex flex-col gap-4">
      {phase !== "result" ? <p className="text-muted">{t("challenge.intro", { count: total, score: passingScore })}</p> : null}
      {phase === "result" && result ? (
        <ChallengeResult
          slug={slug}
          questions={questions}
          answers={answers}
          result={result}
          retrying={busy}
          onRetry={() => void retry()}
          headingRef={headingRef}
          completedTo={completedTo}
          onReviewCourse={onReviewCourse}
        />
      ) : phase === "review" ? (
        <ChallengeReview
          questions={questions}
          answers={answers}
          busy={busy}
          headingRef={headingRef}
          onSubmit={() => void submit()}
          onChange={(i) => {
            setFromReview(true);
            show("question", i);
          }}
        />
      ) : question ? (
        <form
          noValidate
          className="flex flex-col gap-5 rounded-xl border border-border bg-surface-raised p-4 shadow-sm sm:p-6"
          onSubmit={(e) => {
            e.preventDefault();
            forward();
          }}
        >
          <ChallengeQuestion key={index} {...run.step(question)} />
          <div className="flex items-center justify-between gap-3">
            <Button variant="outline" disabled={index === 0} onClick={() => show("question", index - 1)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("challenge.previous")}
            </Button>
            <Button type="submit">
              {t(fromReview ? "challenge.backToReview" : index === total - 1 ? "challenge.toReview" : "challenge.next")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </form>
      ) : null}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="challenge-announcer">
        {announcement}
      </div>
    </div>
  );
}

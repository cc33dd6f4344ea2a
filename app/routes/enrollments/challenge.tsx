import { ArrowLeft, ArrowRight, CircleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { ChallengeQuestion } from "../../components/training/challenge-question.tsx";
import { ChallengeResult } from "../../components/training/challenge-result.tsx";
import { ChallengeReview } from "../../components/training/challenge-review.tsx";
import type { ChallengeResult as Result } from "../../../contract/learning.ts";
import { loadEnrollment } from "../../components/training/player-api.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { useQuestionRun } from "../../components/ui/question-run.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { slug, course, questions, enrollment } = await loadEnrollment(args);
  return {
    slug,
    course,
    questions,
    attempt: enrollment.attempts,
    unfinished: enrollment.status === "in-progress",
    seo: { title: course.title, description: course.summary },
  };
}

type Phase = "question" | "review" | "result";

/** /enrollments/{slug}/challenge: one question at a time, a review, then the scored result. */
export default function Challenge() {
  const { slug, course, questions, attempt, unfinished: unfinishedAtLoad } = useLoaderData<typeof loader>();
  const { t } = useTranslation("learn");
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const api = useApi();
  const revalidator = useRevalidator();
  const total = questions.length;
  const run = useQuestionRun<Phase>({ count: total, phase: "question" });
  const { phase, index, answers, setAnswers, setMissing, announcement, headingRef } = run;
  const [fromReview, setFromReview] = useState(false);
  const [busy, setBusy] = useState(false);
  // the attempt number the next attempt's questions will carry, while they load
  const [awaiting, setAwaiting] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [unfinished, setUnfinished] = useState(unfinishedAtLoad);

  const show = (next: Phase, at = index, message = "") =>
    run.show(next, at, message || (next === "review" ? t("challenge.reviewTitle") : t("challenge.questionOf", { current: at + 1, total })));
  const answered = (i: number) => (answers[i]?.length ?? 0) > 0;
  const forward = () => {
    if (!answered(index)) {
      setMissing(true);
      return;
    }
    if (fromReview || index === total - 1) show("review");
    else show("question", index + 1);
  };
  const retry = () => {
    // the next attempt shows the options in its own order: it starts only once its questions are
    // here (the effect below), so nothing moves under the learner's hand
    setAwaiting(attempt + 1);
    void revalidator.revalidate();
  };
  useEffect(() => {
    if (awaiting === null || attempt < awaiting) return;
    setAwaiting(null);
    setAnswers(questions.map(() => []));
    setResult(null);
    setFromReview(false);
    show("question", 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the awaited attempt arrives, not when its questions or show() change
  }, [attempt, awaiting]);
  const submit = async () => {
    setBusy(true);
    const res = await api.post("/enrollments/{slug}/challenge", { params: { slug }, body: { answers } });
    setBusy(false);
    if (res.ok) {
      const out = res.data;
      setResult(out);
      show(
        "result",
        index,
        t("challenge.announce", { score: out.score, message: t(out.passed ? "challenge.passed" : "challenge.failed") }),
      );
    } else if (res.status === 409) setUnfinished(true);
    else toast.error(t("challenge.submitFailed"), res.error.message || tc("errors.description"));
  };

  const question = questions[index];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-text">{t("routes:enrollment-challenge")}</p>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{course.title}</h1>
        {!unfinished && phase !== "result" ? (
          <p className="text-muted">{t("challenge.intro", { count: total, score: course.passingScore })}</p>
        ) : null}
      </header>

      {unfinished ? (
        <section
          aria-labelledby="unfinished-title"
          role="status"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-raised p-5"
        >
          <h2 id="unfinished-title" className="inline-flex items-center gap-2 text-lg font-bold">
            <CircleAlert aria-hidden="true" className="size-5 text-primary-text" />
            {t("challenge.unfinishedTitle")}
          </h2>
          <p>{t("challenge.unfinishedText")}</p>
          <LocalizedLink to={`/training/courses/${slug}/watch`} className={buttonClass("primary")}>
            {t("challenge.backToCourse")}
          </LocalizedLink>
        </section>
      ) : phase === "result" && result ? (
        <ChallengeResult
          slug={slug}
          questions={questions}
          answers={answers}
          result={result}
          retrying={busy || awaiting !== null}
          onRetry={retry}
          headingRef={headingRef}
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
          data-attempt={attempt}
          className="flex flex-col gap-5 rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-8"
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

import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs, type ShouldRevalidateFunction } from "react-router";
import { AREAS } from "../../../contract/course-areas.ts";
import type { SkillGapQuestion as Question, SkillGapResult } from "../../../contract/skill-gap.ts";
import { keepInBrowser } from "../../components/skill-gap/skill-gap-api.ts";
import { SkillGapIntro } from "../../components/skill-gap/skill-gap-intro.tsx";
import { SkillGapQuestion } from "../../components/skill-gap/skill-gap-question.tsx";
import { SkillGapResults } from "../../components/skill-gap/skill-gap-results.tsx";
import { Button } from "../../components/ui/button.tsx";
import { loaderApi, orThrow, useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { useRootData } from "../../root.tsx";
import { useQuestionRun } from "../../components/ui/question-run.ts";

/**
 * §2 /skill-gap-test: a sitting of the test, in the page's language (no account needed). The
 * sitting's seed goes into the address, so a reload shows the same questions in the same order.
 */
export async function loader(args: LoaderFunctionArgs) {
  const sitting = new URL(args.request.url).searchParams.get("sitting") ?? undefined;
  let res = await loaderApi(args).get("/skill-gap/questions", { query: { sitting } });
  // a seed that is not one (edited by hand): a new sitting instead of an error page
  if (res.status === 400) res = await loaderApi(args).get("/skill-gap/questions");
  const { data, sitting: seed } = orThrow(res, []);
  return { questions: data, sitting: seed };
}

/** Writing the sitting into the address is not a new sitting: nothing to load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && !currentUrl.searchParams.get("sitting") && !!nextUrl.searchParams.get("sitting")
    ? false
    : defaultShouldRevalidate;

export default function SkillGapTest() {
  const { questions, sitting } = useLoaderData<typeof loader>();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (sitting && new URLSearchParams(search).get("sitting") !== sitting)
      void navigate({ pathname, search: `?sitting=${sitting}` }, { replace: true, preventScrollReset: true });
  }, [sitting, search, pathname, navigate]);

  // a new sitting starts afresh; "take it again" goes straight to its first question
  return (
    <Sitting
      key={sitting}
      questions={questions}
      sitting={sitting}
      restarted={(state as { restart?: boolean } | null)?.restart === true}
      onRestart={() => void navigate(pathname, { state: { restart: true } })}
    />
  );
}

type Phase = "intro" | "question" | "result";

/** Intro, one question at a time, then per-area scores and the courses that close the gaps. */
function Sitting({
  questions,
  sitting,
  restarted,
  onRestart,
}: {
  questions: Question[];
  sitting: string;
  restarted: boolean;
  onRestart: () => void;
}) {
  const { t } = useTranslation("skillGap");
  const api = useApi();
  const signedIn = !!useRootData()?.user;
  const total = questions.length;
  const run = useQuestionRun<Phase>({
    count: total,
    phase: restarted && total ? "question" : "intro",
    movedAtStart: restarted,
    announcement: restarted && total ? t("question.of", { current: 1, total }) : "",
  });
  const { phase, index, answers, setMissing, announcement, headingRef, show } = run;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SkillGapResult | null>(null);
  const goTo = (at: number) => show("question", at, t("question.of", { current: at + 1, total }));

  const submit = async () => {
    setBusy(true);
    const body = Object.fromEntries(questions.map((q, i) => [q.id, answers[i] ?? []]));
    const res = await api.post("/skill-gap/score", { body: { answers: body, sitting } });
    setBusy(false);
    if (!res.ok) return toast.error(t("results.failedTitle"), res.error.message || t("results.failedText"));
    const out = res.data;
    if (!out.saved) keepInBrowser(out);
    setResult(out);
    show("result", index, t("results.announce"));
  };
  const forward = () => {
    if (!answers[index]?.length) return setMissing(true);
    if (index < total - 1) goTo(index + 1);
    else void submit();
  };

  const question = questions[index];
  const areas = AREAS.filter((a) => questions.some((q) => q.area === a));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold text-balance sm:text-3xl">{t("routes:skill-gap-test")}</h1>
      {!total ? (
        <p className="rounded-lg bg-surface-sunken p-4">{t("intro.unavailable")}</p>
      ) : phase === "intro" ? (
        <SkillGapIntro areas={areas} count={total} signedIn={signedIn} onStart={() => goTo(0)} />
      ) : phase === "result" && result ? (
        <SkillGapResults result={result} signedIn={signedIn} onRetry={onRestart} headingRef={headingRef} />
      ) : question ? (
        <form
          noValidate
          aria-busy={busy}
          className="flex flex-col gap-6"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) forward();
          }}
        >
          <SkillGapQuestion key={index} {...run.step(question)} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" disabled={index === 0 || busy} onClick={() => goTo(index - 1)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("question.previous")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {busy ? t("question.scoring") : t(index === total - 1 ? "question.finish" : "question.next")}
              {busy ? null : <ArrowRight aria-hidden="true" className="size-4" />}
            </Button>
          </div>
        </form>
      ) : null}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="skill-gap-announcer">
        {announcement}
      </div>
    </div>
  );
}

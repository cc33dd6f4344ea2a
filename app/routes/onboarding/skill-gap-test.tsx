import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { AREAS } from "../../../contract/course-areas.ts";
import type { SkillGapResult } from "../../../contract/skill-gap.ts";
import { keepInBrowser } from "../../components/skill-gap/skill-gap-api.ts";
import { SkillGapIntro } from "../../components/skill-gap/skill-gap-intro.tsx";
import { SkillGapQuestion } from "../../components/skill-gap/skill-gap-question.tsx";
import { SkillGapResults } from "../../components/skill-gap/skill-gap-results.tsx";
import { Button } from "../../components/ui/button.tsx";
import { loaderApi, orThrow, useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { useRootData } from "../../root.tsx";

/** §2 /skill-gap-test: the tenant's questions, in the page's language (no account needed). */
export async function loader(args: LoaderFunctionArgs) {
  const res = await loaderApi(args).get("/skill-gap/questions");
  return { questions: orThrow(res, []).data };
}

type Phase = "intro" | "question" | "result";

/** Intro, one question at a time, then per-area scores and the courses that close the gaps. */
export default function SkillGapTest() {
  const { questions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("skillGap");
  const api = useApi();
  const signedIn = !!useRootData()?.user;
  const total = questions.length;
  const fresh = () => questions.map(() => [] as number[]);
  const [phase, setPhase] = useState<Phase>("intro");
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[][]>(fresh);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SkillGapResult | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // after each move, reading (and keyboard focus) starts at the new heading
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [phase, index]);

  const show = (next: Phase, at: number, message: string) => {
    moved.current = true;
    setMissing(false);
    setPhase(next);
    setIndex(at);
    setAnnouncement(message);
  };
  const goTo = (at: number) => show("question", at, t("question.of", { current: at + 1, total }));

  const submit = async () => {
    setBusy(true);
    const body = Object.fromEntries(questions.map((q, i) => [q.id, answers[i] ?? []]));
    const res = await api.post("/skill-gap/score", { body: { answers: body } });
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
  const restart = () => {
    setAnswers(fresh());
    setResult(null);
    goTo(0);
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
        <SkillGapResults result={result} signedIn={signedIn} onRetry={restart} headingRef={headingRef} />
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
          <SkillGapQuestion
            key={index}
            question={question}
            index={index}
            total={total}
            selected={answers[index] ?? []}
            error={missing}
            headingRef={headingRef}
            onChange={(selected) => {
              setMissing(false);
              setAnswers((all) => all.map((a, i) => (i === index ? selected : a)));
            }}
          />
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

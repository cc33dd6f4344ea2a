import { useEffect, useRef, useState } from "react";
import type { QuestionStep } from "./choice-question.tsx";

/**
 * A run of questions shown one at a time (the course challenge, the skill-gap test): the phase
 * and question on screen, the answers (option ids per question), whether the shown one was left
 * unanswered, and what a screen reader is told on each move. After a move, reading (and keyboard
 * focus) starts at the new heading and the page is back at its top; not on the first load unless
 * `movedAtStart` (a run restarted on purpose).
 */
export function useQuestionRun<P extends string>({
  count,
  phase: firstPhase,
  movedAtStart = false,
  announcement: firstAnnouncement = "",
}: {
  count: number;
  phase: P;
  movedAtStart?: boolean;
  announcement?: string;
}) {
  const [phase, setPhase] = useState<P>(firstPhase);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<string[][]>(() => Array.from({ length: count }, () => []));
  const [missing, setMissing] = useState(false);
  const [announcement, setAnnouncement] = useState(firstAnnouncement);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(movedAtStart);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [phase, index]);

  /** Moves to a phase (and question), saying `message`. */
  const show = (next: P, at: number, message: string) => {
    moved.current = true;
    setMissing(false);
    setPhase(next);
    setIndex(at);
    setAnnouncement(message);
  };

  /** The shown question's props: its answer, its error, and the change that records a new answer. */
  const step = <Q>(question: Q): QuestionStep<Q> => ({
    question,
    index,
    total: count,
    selected: answers[index] ?? [],
    error: missing,
    headingRef,
    onChange: (selected) => {
      setMissing(false);
      setAnswers((all) => all.map((a, i) => (i === index ? selected : a)));
    },
  });

  return { phase, index, answers, setAnswers, missing, setMissing, announcement, headingRef, show, step };
}

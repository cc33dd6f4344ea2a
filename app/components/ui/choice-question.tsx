import type { ReactNode, Ref } from "react";
import { ErrorLine } from "./error-line.tsx";

export interface ChoiceQuestionData {
  prompt: string;
  options: string[];
  multiple: boolean;
}

/**
 * One multiple-choice question: a fieldset of radios, or of checkboxes when several answers
 * are right. Used by the course challenge and the skill-gap test; callers pass the words.
 */
export function ChoiceQuestion({
  id,
  question,
  heading,
  hint,
  requiredMessage,
  selected,
  error,
  onChange,
  headingRef,
  aside,
  progress,
}: {
  id: string;
  question: ChoiceQuestionData;
  /** "Question 2 of 6" */
  heading: string;
  /** "Select one answer" / "Select all that apply" */
  hint: string;
  requiredMessage: string;
  selected: number[];
  error: boolean;
  onChange: (selected: number[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Shown beside the heading (e.g. the question's area). */
  aside?: ReactNode;
  /** 0-100: a thin bar under the heading. */
  progress?: number;
}) {
  const toggle = (option: number, checked: boolean) => {
    if (!question.multiple) return onChange([option]);
    onChange(checked ? [...new Set([...selected, option])].sort((a, b) => a - b) : selected.filter((o) => o !== option));
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wide text-primary-text">
          {heading}
        </h2>
        {aside}
      </div>
      {progress === undefined ? null : (
        <div aria-hidden="true" className="h-1.5 rounded-full bg-surface-sunken">
          <div className="h-1.5 rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
      <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-lg font-bold sm:text-xl">{question.prompt}</legend>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
        <div className="flex flex-col gap-2">
          {question.options.map((option, i) => (
            <label
              // keyed by the option itself: a new order moves the nodes, never re-labels one under a click
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface-raised p-3 hover:bg-surface-sunken has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type={question.multiple ? "checkbox" : "radio"}
                name={id}
                value={i}
                checked={selected.includes(i)}
                onChange={(e) => toggle(i, e.currentTarget.checked)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
        {error ? <ErrorLine id={`${id}-error`}>{requiredMessage}</ErrorLine> : null}
      </fieldset>
    </div>
  );
}

/** One step of a run of questions whose options have ids (the API's): the challenge's, the skill-gap test's. */
export type QuestionStep<Q> = {
  question: Q;
  index: number;
  total: number;
  selected: string[];
  error: boolean;
  onChange: (selected: string[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

type ChoiceQuestionProps = Parameters<typeof ChoiceQuestion>[0];

/** A ChoiceQuestion over options with ids: what is picked, and what onChange gets, are ids rather than positions. */
export function IdChoiceQuestion({
  question,
  selected,
  onChange,
  ...rest
}: Omit<ChoiceQuestionProps, "question" | "selected" | "onChange"> & {
  question: { prompt: string; multiple: boolean; choices: readonly { id: string; text: string }[] };
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  return (
    <ChoiceQuestion
      {...rest}
      question={{ prompt: question.prompt, options: question.choices.map((c) => c.text), multiple: question.multiple }}
      selected={question.choices.flatMap((c, i) => (selected.includes(c.id) ? [i] : []))}
      onChange={(positions) => onChange(positions.map((i) => question.choices[i]!.id))}
    />
  );
}

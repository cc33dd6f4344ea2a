import type { ReactNode, Ref } from "react";

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
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {requiredMessage}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

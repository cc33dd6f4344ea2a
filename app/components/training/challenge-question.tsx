import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { EnrollmentContent } from "./player-api.ts";

export type Question = EnrollmentContent["questions"][number];

/** One question: a fieldset of radios, or of checkboxes with "Select all that apply". */
export function ChallengeQuestion({
  question,
  index,
  total,
  selected,
  error,
  onChange,
  headingRef,
}: {
  question: Question;
  index: number;
  total: number;
  selected: number[];
  error: boolean;
  onChange: (selected: number[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("learn");
  const id = `question-${index}`;
  const toggle = (option: number, checked: boolean) => {
    if (!question.multiple) return onChange([option]);
    onChange(checked ? [...new Set([...selected, option])].sort((a, b) => a - b) : selected.filter((o) => o !== option));
  };
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wide text-primary-text">
        {t("challenge.questionOf", { current: index + 1, total })}
      </h2>
      <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-bold sm:text-xl">{question.prompt}</legend>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t(question.multiple ? "challenge.selectAll" : "challenge.selectOne")}
        </p>
        <div className="flex flex-col gap-2">
          {question.options.map((option, i) => (
            <label
              key={i}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface-raised p-3 hover:bg-surface-sunken has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary"
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
            {t("challenge.required")}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { SkillGapQuestion as Question } from "./skill-gap-api.ts";

/** One question: a fieldset of radios, or of checkboxes with "Select all that apply". */
export function SkillGapQuestion({
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
  const { t } = useTranslation("skillGap");
  const id = `skill-gap-q${index}`;
  const toggle = (option: number, checked: boolean) => {
    if (!question.multiple) return onChange([option]);
    onChange(checked ? [...new Set([...selected, option])].sort((a, b) => a - b) : selected.filter((o) => o !== option));
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wide text-primary-text">
          {t("question.of", { current: index + 1, total })}
        </h2>
        <p className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-semibold">{t(`training:areas.${question.area}`)}</p>
      </div>
      <div aria-hidden="true" className="h-1.5 rounded-full bg-surface-sunken">
        <div className="h-1.5 rounded-full bg-primary transition-[width]" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-lg font-bold sm:text-xl">{question.prompt}</legend>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t(question.multiple ? "question.selectAll" : "question.selectOne")}
        </p>
        <div className="flex flex-col gap-2">
          {question.options.map((option, i) => (
            <label
              key={i}
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
            {t("question.required")}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

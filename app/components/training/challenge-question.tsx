import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceQuestion } from "../ui/choice-question.tsx";
import type { EnrollmentContent } from "../../../contract/learning.ts";

export type Question = EnrollmentContent["questions"][number];

/** The words of chosen options, from their ids. */
export const choiceTexts = (q: Question, ids: readonly string[]) => ids.map((id) => q.choices.find((c) => c.id === id)?.text ?? "").filter(Boolean);

/** One challenge question, in the course's words; answers are option ids (the order is the attempt's). */
export function ChallengeQuestion(props: {
  question: Question;
  index: number;
  total: number;
  selected: string[];
  error: boolean;
  onChange: (selected: string[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("learn");
  const { question, selected, onChange } = props;
  return (
    <ChoiceQuestion
      {...props}
      question={{ prompt: question.prompt, options: question.choices.map((c) => c.text), multiple: question.multiple }}
      selected={question.choices.flatMap((c, i) => (selected.includes(c.id) ? [i] : []))}
      onChange={(positions) => onChange(positions.map((i) => question.choices[i]!.id))}
      id={`question-${props.index}`}
      heading={t("challenge.questionOf", { current: props.index + 1, total: props.total })}
      hint={t(props.question.multiple ? "challenge.selectAll" : "challenge.selectOne")}
      requiredMessage={t("challenge.required")}
    />
  );
}

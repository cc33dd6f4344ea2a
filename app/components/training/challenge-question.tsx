import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceQuestion } from "../ui/choice-question.tsx";
import type { EnrollmentContent } from "../../../contract/learning.ts";

export type Question = EnrollmentContent["questions"][number];

/** One challenge question, in the course's words. */
export function ChallengeQuestion(props: {
  question: Question;
  index: number;
  total: number;
  selected: number[];
  error: boolean;
  onChange: (selected: number[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("learn");
  return (
    <ChoiceQuestion
      {...props}
      id={`question-${props.index}`}
      heading={t("challenge.questionOf", { current: props.index + 1, total: props.total })}
      hint={t(props.question.multiple ? "challenge.selectAll" : "challenge.selectOne")}
      requiredMessage={t("challenge.required")}
    />
  );
}

import { useTranslation } from "react-i18next";
import { IdChoiceQuestion, type QuestionStep } from "../ui/choice-question.tsx";
import type { EnrollmentContent } from "../../../contract/learning.ts";

export type Question = EnrollmentContent["questions"][number];

/** The words of chosen options, from their ids. */
export const choiceTexts = (q: Question, ids: readonly string[]) =>
  ids.map((id) => q.choices.find((c) => c.id === id)?.text ?? "").filter(Boolean);

/** One challenge question, in the course's words; answers are option ids (the order is the attempt's). */
export function ChallengeQuestion(props: QuestionStep<Question>) {
  const { t } = useTranslation("learn");
  const { question, index, total } = props;
  return (
    <IdChoiceQuestion
      {...props}
      id={`question-${index}`}
      heading={t("challenge.questionOf", { current: index + 1, total })}
      hint={t(question.multiple ? "challenge.selectAll" : "challenge.selectOne")}
      requiredMessage={t("challenge.required")}
    />
  );
}

import { useTranslation } from "react-i18next";
import { IdChoiceQuestion, type QuestionStep } from "../ui/choice-question.tsx";
import type { SkillGapQuestion as Question } from "../../../contract/skill-gap.ts";

/** One skill-gap question, with its area and the test's progress; answers are option ids. */
export function SkillGapQuestion(props: QuestionStep<Question>) {
  const { t } = useTranslation("skillGap");
  const { question, index, total } = props;
  return (
    <IdChoiceQuestion
      {...props}
      id={`skill-gap-q${index}`}
      heading={t("question.of", { current: index + 1, total })}
      hint={t(question.multiple ? "question.selectAll" : "question.selectOne")}
      requiredMessage={t("question.required")}
      progress={((index + 1) / total) * 100}
      aside={<p className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-semibold">{t(`training:areas.${question.area}`)}</p>}
    />
  );
}

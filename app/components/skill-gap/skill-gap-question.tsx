import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceQuestion } from "../ui/choice-question.tsx";
import type { SkillGapQuestion as Question } from "../../../contract/skill-gap.ts";

/** One skill-gap question, with its area and the test's progress; answers are option ids. */
export function SkillGapQuestion(props: {
  question: Question;
  index: number;
  total: number;
  selected: string[];
  error: boolean;
  onChange: (selected: string[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("skillGap");
  const { question, selected, onChange } = props;
  return (
    <ChoiceQuestion
      {...props}
      id={`skill-gap-q${props.index}`}
      question={{ prompt: question.prompt, options: question.choices.map((c) => c.text), multiple: question.multiple }}
      selected={question.choices.flatMap((c, i) => (selected.includes(c.id) ? [i] : []))}
      onChange={(positions) => onChange(positions.map((i) => question.choices[i]!.id))}
      heading={t("question.of", { current: props.index + 1, total: props.total })}
      hint={t(props.question.multiple ? "question.selectAll" : "question.selectOne")}
      requiredMessage={t("question.required")}
      progress={((props.index + 1) / props.total) * 100}
      aside={<p className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-semibold">{t(`training:areas.${props.question.area}`)}</p>}
    />
  );
}

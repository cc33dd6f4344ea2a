import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { emptyQuestion, LIMITS as L, removeAt, replaceAt, type DraftQuestion } from "./editor-draft.ts";
import { FieldGroup } from "./editor-field.tsx";
import { fieldId } from "./editor-issues.ts";
import { QuestionEditor } from "./editor-question.tsx";

/** The challenge: up to eight questions, added and removed; the focus goes to the question added or the one before the removed. */
export function QuestionsEditor({
  path,
  questions,
  onChange,
}: {
  path: string;
  questions: readonly DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
}) {
  const { t } = useTranslation("creatorEditor");
  const focusQuestion = (i: number) => requestAnimationFrame(() => document.getElementById(fieldId(`${path}.${i}`))?.focus());
  return (
    <FieldGroup path={path} title={t("questions.title")} level={2}>
      <p className="text-sm text-muted">{t("questions.intro")}</p>
      <ol className="flex flex-col gap-4">
        {questions.map((q, i) => (
          <li key={i}>
            <QuestionEditor
              path={`${path}.${i}`}
              index={i}
              question={q}
              removable={questions.length > 1}
              onChange={(next) => onChange(replaceAt(questions, i, next))}
              onRemove={() => {
                onChange(removeAt(questions, i));
                focusQuestion(Math.max(0, i - 1));
              }}
            />
          </li>
        ))}
      </ol>
      {questions.length < L.questions ? (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => {
            onChange([...questions, emptyQuestion()]);
            requestAnimationFrame(() => document.getElementById(fieldId(`${path}.${questions.length}.prompt`))?.focus());
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("questions.add")}
        </Button>
      ) : (
        <p className="text-sm text-muted">{t("list.full", { max: L.questions })}</p>
      )}
    </FieldGroup>
  );
}

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import { useApi } from "../../lib/api-client.ts";

/** Questions worth asking on this page, as buttons that ask them; nothing while none came. */
export function SuggestedQuestions({
  assistant,
  page,
  onAsk,
  disabled,
}: {
  assistant: AssistantName;
  page?: string;
  onAsk: (q: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("assistants");
  const api = useApi();
  const [questions, setQuestions] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void api.get("/assistants/{assistant}/suggestions", { params: { assistant }, query: page ? { page } : {} }).then((r) => {
      if (live && r.ok) setQuestions(r.data.questions);
    });
    return () => {
      live = false;
    };
  }, [api, assistant, page]);
  if (!questions.length) return null;
  return (
    <div>
      <p className="text-sm font-semibold">{t("chat.suggested")}</p>
      <ul className="mt-2 flex flex-col gap-2" data-testid="assistant-suggestions">
        {questions.map((q) => (
          <li key={q}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(q)}
              className="min-h-10 w-full rounded-lg border border-border bg-surface-raised px-3 py-2 text-left text-sm hover:bg-surface-sunken"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

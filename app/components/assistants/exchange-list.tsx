import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Exchange } from "../../../contract/assistants.ts";
import { useLocale } from "../../lib/locale.ts";
import { CitationLink } from "./answer-text.tsx";

const EXCERPT = 240;

/** One exchange's feedback in words: helpful, not helpful (and why), or none yet. */
function FeedbackCell({ feedback }: { feedback: Exchange["feedback"] }) {
  const { t } = useTranslation("assistantsLog");
  if (!feedback) return <span className="text-muted">{t("feedback.none")}</span>;
  if (feedback.helpful)
    return (
      <span className="inline-flex items-center gap-1">
        <ThumbsUp aria-hidden="true" className="size-4" />
        {t("feedback.helpful")}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1">
      <ThumbsDown aria-hidden="true" className="size-4" />
      {feedback.reason ? t("feedback.notHelpfulWhy", { reason: t(`reasons.${feedback.reason}`) }) : t("feedback.notHelpful")}
    </span>
  );
}

/** The company's exchanges, newest first: who asked which assistant what, the answer (its start, the rest on demand), its sources and feedback. */
export function ExchangeList({ items }: { items: Exchange[] }) {
  const { t } = useTranslation("assistantsLog");
  const { t: tName } = useTranslation("assistant");
  const locale = useLocale();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === "pt" ? "pt-BR" : "en-US", { dateStyle: "medium", timeStyle: "short" });
  if (!items.length) return <p className="rounded-lg border border-border p-6 text-center text-muted">{t("empty")}</p>;
  return (
    <ul className="flex flex-col gap-4" data-testid="assistant-exchanges">
      {items.map((x) => {
        const long = x.answer.length > EXCERPT;
        return (
          <li key={x.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <p>
                <strong className="font-semibold">{x.person.name || x.person.email}</strong>
                <span className="text-muted">
                  {" · "}
                  {tName(`${x.assistant}.name`)}
                  {" · "}
                  {t(`mode.${x.mode}`)}
                </span>
              </p>
              <time dateTime={x.createdAt} className="text-muted">
                {when(x.createdAt)}
              </time>
            </div>
            <p className="break-words font-medium">
              <span className="sr-only">{t("question")}: </span>
              {x.question}
            </p>
            {long ? (
              <details className="text-sm">
                <summary className="cursor-pointer">
                  <span className="whitespace-pre-wrap break-words">{x.answer.slice(0, EXCERPT)}…</span>{" "}
                  <span className="font-semibold text-primary-text underline">{t("showAll")}</span>
                </summary>
                <p className="mt-2 whitespace-pre-wrap break-words">{x.answer}</p>
              </details>
            ) : (
              <p className="whitespace-pre-wrap break-words text-sm">{x.answer}</p>
            )}
            {x.citations.length ? (
              <div className="text-sm">
                <span className="font-semibold">{t("sources")}: </span>
                <ul className="inline">
                  {x.citations.map((c, i) => (
                    <li key={`${c.url}-${i}`} className="inline after:content-[',_'] last:after:content-none">
                      <CitationLink citation={c} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="text-sm">
              <span className="sr-only">{t("feedback.label")}: </span>
              <FeedbackCell feedback={x.feedback} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}

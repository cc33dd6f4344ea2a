import { useTranslation } from "react-i18next";
import type { SkillGapResult } from "../../../contract/skill-gap.ts";

/** Each measured topic, weakest first: its name and how many of its questions were right. */
export function TopicResults({ topics }: { topics: SkillGapResult["topics"] }) {
  const { t } = useTranslation("skillGap");
  if (!topics.length) return null;
  return (
    <section aria-labelledby="skill-gap-topics" className="flex flex-col gap-3">
      <h2 id="skill-gap-topics" className="text-xl font-bold">
        {t("results.topicsTitle")}
      </h2>
      <p className="text-muted">{t("results.topicsIntro")}</p>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="topic-results">
        {topics.map((topic) => (
          <li
            key={topic.topic}
            data-topic={topic.topic}
            className="flex items-baseline justify-between gap-3 rounded-lg border border-border bg-surface-raised px-4 py-3"
          >
            <span className="font-semibold">{t(`topics.${topic.topic}`)}</span>
            <span className="shrink-0 text-sm text-muted">
              {t("results.topicScore", { correct: topic.correct, answered: topic.answered })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

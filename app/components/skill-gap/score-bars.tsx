import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/locale.ts";
import type { SkillGapAreaResult, SkillGapScores } from "../../../contract/skill-gap.ts";
import { areasOf, levelOf, percent } from "./skill-gap-api.ts";

const BAR: Record<ReturnType<typeof levelOf>, string> = { strong: "bg-accent", fair: "bg-primary", weak: "bg-secondary" };

/**
 * Each area's score as text (name, percentage, a word) with a decorative bar under it, and, for a
 * sitting just taken, how many questions the score rests on and how far it can be trusted.
 */
export function ScoreBars({ scores, labelledBy, details }: { scores: SkillGapScores; labelledBy: string; details?: SkillGapAreaResult[] }) {
  const { t } = useTranslation("skillGap");
  const locale = useLocale();
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-4" data-testid="score-bars">
      {areasOf(scores).map((area) => {
        const score = scores[area]!;
        const level = levelOf(score);
        const detail = details?.find((d) => d.area === area);
        return (
          <li key={area} className="flex flex-col gap-1.5" data-area={area}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{t(`training:areas.${area}`)}</span>
              <span className="text-sm">
                <strong className="text-base font-bold">{percent(score, locale)}</strong>
                <span className="text-muted"> · {t(`levels.${level}`)}</span>
              </span>
            </div>
            <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-surface-sunken ring-1 ring-border ring-inset">
              <div className={`h-full rounded-full ${BAR[level]}`} style={{ width: `${Math.max(score, 2)}%` }} />
            </div>
            {detail ? (
              <p className="text-sm text-muted" data-confidence={detail.confidence}>
                {t(`results.confidence.${detail.confidence}`, { count: detail.answered })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

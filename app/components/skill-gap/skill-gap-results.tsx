import { CircleCheck, RotateCcw, Save, Target } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/locale.ts";
import { Button, buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { RecommendedCourses } from "./recommended-courses.tsx";
import { ScoreBars } from "./score-bars.tsx";
import { TopicResults } from "./topic-results.tsx";
import type { SkillGapResult } from "../../../contract/skill-gap.ts";
import { listOf, longDate, weakestAreas } from "./skill-gap-api.ts";

/** Per-area scores, the weakest area, the advice, and where the result is kept. */
export function SkillGapResults({
  result,
  signedIn,
  onRetry,
  headingRef,
}: {
  result: SkillGapResult;
  signedIn: boolean;
  onRetry: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("skillGap");
  const locale = useLocale();
  const weakest = weakestAreas(result.scores);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="skill-gap-results" className="flex flex-col gap-4">
        <div>
          <h2 id="skill-gap-results" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
            {t("results.title")}
          </h2>
          <p className="text-sm text-muted">{t("results.takenAt", { date: longDate(result.takenAt, locale) })}</p>
        </div>
        <ScoreBars scores={result.scores} details={result.areas} labelledBy="skill-gap-results" />
        <p className="flex items-start gap-2 rounded-lg bg-surface-sunken p-4" data-testid="weakest-area">
          <Target aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
          <span>
            {weakest.length
              ? t("results.weakest", {
                  count: weakest.length,
                  areas: listOf(
                    weakest.map((a) => t(`training:areas.${a}`)),
                    locale,
                  ),
                })
              : t("results.noGaps")}
          </span>
        </p>
      </section>

      <TopicResults topics={result.topics} />

      <RecommendedCourses courses={result.recommended} signedIn={signedIn} />

      {result.saved ? (
        <section
          aria-labelledby="skill-gap-saved"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-sunken p-5"
        >
          <h2 id="skill-gap-saved" className="inline-flex items-center gap-2 text-lg font-bold">
            <CircleCheck aria-hidden="true" className="size-5 text-accent-text" />
            {t("results.savedTitle")}
          </h2>
          <p>{t("results.savedText")}</p>
          <LocalizedLink to="/account/skill-gap-test" className={buttonClass("primary")}>
            {t("results.savedLink")}
          </LocalizedLink>
        </section>
      ) : (
        <section
          aria-labelledby="skill-gap-save"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-sunken p-5"
        >
          <h2 id="skill-gap-save" className="inline-flex items-center gap-2 text-lg font-bold">
            <Save aria-hidden="true" className="size-5 text-primary-text" />
            {t("results.saveTitle")}
          </h2>
          <p>{t("results.saveText")}</p>
          <p className="text-sm text-muted">{t("results.keptHere")}</p>
          <LocalizedLink
            to="/auth/sign-up"
            className={buttonClass("primary", "md", "h-auto! min-h-11 w-full py-2.5 text-center whitespace-normal! sm:w-auto")}
          >
            {t("results.saveAction")}
          </LocalizedLink>
        </section>
      )}

      <div>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("results.again")}
        </Button>
      </div>
    </div>
  );
}

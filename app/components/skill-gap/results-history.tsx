import { useTranslation } from "react-i18next";
import { AREAS } from "../../../contract/course-areas.ts";
import { useLocale } from "../../lib/locale.ts";
import type { SkillGapHistory } from "../../../contract/skill-gap.ts";
import { longDate, percent } from "./skill-gap-api.ts";

/** Every result as a row: the date, then each area's score (a dash where an area was not measured). */
export function ResultsHistory({ results }: { results: SkillGapHistory["data"] }) {
  const { t } = useTranslation("skillGap");
  const locale = useLocale();
  const areas = AREAS.filter((a) => results.some((r) => typeof r.scores[a] === "number"));
  return (
    <section aria-labelledby="skill-gap-history" className="flex flex-col gap-3">
      <h2 id="skill-gap-history" className="text-xl font-bold">
        {t("history.tableTitle")}
      </h2>
      {/* the table scrolls sideways on narrow screens instead of squeezing the columns */}
      <div className="relative overflow-x-auto rounded-xl border border-border bg-surface-raised" role="region" aria-label={t("history.tableCaption")} tabIndex={0}>
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{t("history.tableCaption")}</caption>
          <thead className="bg-surface-sunken">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("history.date")}
              </th>
              {areas.map((a) => (
                <th key={a} scope="col" className="px-4 py-3 text-right font-semibold">
                  {t(`training:areas.${a}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.map((r, i) => (
              <tr key={`${r.takenAt}-${i}`} className="border-t border-border">
                <th scope="row" className="px-4 py-3 font-medium">
                  <time dateTime={r.takenAt}>{longDate(r.takenAt, locale, "medium")}</time>
                </th>
                {areas.map((a) => {
                  const score = r.scores[a];
                  return (
                    <td key={a} className="px-4 py-3 text-right tabular-nums">
                      {typeof score === "number" ? (
                        percent(score, locale)
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t("history.notMeasured")}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

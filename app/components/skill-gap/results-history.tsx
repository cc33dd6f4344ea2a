import { useTranslation } from "react-i18next";
import { AREAS } from "../../../contract/course-areas.ts";
import { useLocale } from "../../lib/locale.ts";
import type { SkillGapHistory } from "../../../contract/skill-gap.ts";
import { Table, type TableColumn } from "../ui/table.tsx";
import { longDate, percent } from "./skill-gap-api.ts";

/** Every result as a row: the date, then each area's score (a dash where an area was not measured). */
export function ResultsHistory({ results }: { results: SkillGapHistory["data"] }) {
  const { t } = useTranslation("skillGap");
  const locale = useLocale();
  const areas = AREAS.filter((a) => results.some((r) => typeof r.scores[a] === "number"));
  type Result = SkillGapHistory["data"][number];
  const columns: TableColumn<Result>[] = [
    {
      id: "date",
      header: t("history.date"),
      rowHeader: true,
      className: "font-medium",
      cell: (r) => <time dateTime={r.takenAt}>{longDate(r.takenAt, locale, "medium")}</time>,
    },
    ...areas.map((a): TableColumn<Result> => ({
      id: a,
      header: t(`training:areas.${a}`),
      headerClassName: "text-right",
      className: "text-right tabular-nums",
      cell: (r) => {
        const score = r.scores[a];
        return typeof score === "number" ? (
          percent(score, locale)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t("history.notMeasured")}</span>
          </>
        );
      },
    })),
  ];
  return (
    <section aria-labelledby="skill-gap-history" className="flex flex-col gap-3">
      <h2 id="skill-gap-history" className="text-xl font-bold">
        {t("history.tableTitle")}
      </h2>
      {/* the table scrolls sideways on narrow screens instead of squeezing the columns */}
      <Table
        columns={columns}
        rows={results}
        rowKey={(r, i) => `${r.takenAt}-${i}`}
        caption={t("history.tableCaption")}
        region={{ label: t("history.tableCaption") }}
        classes={{ table: "w-full min-w-[32rem] text-left text-sm", head: "bg-surface-sunken", body: "", row: "border-t border-border" }}
      />
    </section>
  );
}

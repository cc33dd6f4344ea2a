import { ArrowDownRight, ArrowRight, ArrowUpRight, CircleAlert, CircleCheck, CircleHelp, Info, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Grade, TestResult } from "../../../contract/scanner-results.ts";
import { RESULT_CHIP, TONE_CHIP, gradeTone } from "./scan-format.ts";

const SIZES = { sm: "min-w-9 h-7 px-1.5 text-sm", md: "min-w-12 h-10 px-2 text-lg", lg: "min-w-20 h-16 px-3 text-3xl" } as const;

/**
 * A letter grade in a coloured box: the letter carries the meaning, the colour only repeats it,
 * and a screen reader hears "Grade B" (or "Not graded").
 */
export function GradeBadge({ grade, size = "md", label }: { grade: Grade | null; size?: keyof typeof SIZES; label?: string }) {
  const { t } = useTranslation("scannerPages");
  const spoken = label ?? (grade ? t("grade.spoken", { grade }) : t("grade.none"));
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-lg border-2 font-bold tabular-nums ${SIZES[size]} ${TONE_CHIP[gradeTone(grade)]}`}
      data-grade={grade ?? ""}
    >
      <span aria-hidden="true">{grade ?? "–"}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

const RESULT_ICON = { pass: CircleCheck, fail: CircleAlert, warning: TriangleAlert, info: Info, error: CircleHelp } as const;

/** A test's result as an icon and a word: pass, fail, warning, note, could not check. */
export function ResultChip({ result }: { result: TestResult }) {
  const { t } = useTranslation("scannerPages");
  const Icon = RESULT_ICON[result];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${RESULT_CHIP[result]}`}
      data-result={result}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`result.${result}`)}
    </span>
  );
}

/** The overall score against the scan before: an arrow and its words. */
export function TrendMark({ trend }: { trend: "up" | "down" | "same" | null }) {
  const { t } = useTranslation("scannerPages");
  if (!trend) return null;
  const Icon = trend === "up" ? ArrowUpRight : trend === "down" ? ArrowDownRight : ArrowRight;
  const tone = trend === "up" ? "text-green-800 dark:text-green-300" : trend === "down" ? "text-red-700 dark:text-red-300" : "text-muted";
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-medium ${tone}`} data-trend={trend}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`trend.${trend}`)}
    </span>
  );
}

import { useTranslation } from "react-i18next";
import type { Grade, ScanCategory } from "../../../contract/scanner-results.ts";
import { GradeBadge } from "./grade-badge.tsx";
import { CATEGORY_ORDER } from "../../../contract/scanner-order.ts";

/** The four categories' grades side by side, each named; a category the scan did not run shows a dash. */
export function CategoryGrades({
  categories,
  label,
}: {
  categories: readonly { key: ScanCategory; grade: Grade | null }[];
  label: string;
}) {
  const { t } = useTranslation("scannerPages");
  return (
    <dl aria-label={label} className="grid grid-cols-4 gap-2">
      {CATEGORY_ORDER.map((key) => {
        const grade = categories.find((c) => c.key === key)?.grade ?? null;
        return (
          <div key={key} className="flex flex-col items-center gap-1 text-center" data-category={key}>
            <dt className="text-xs text-muted">{t(`categories.${key}.short`)}</dt>
            <dd>
              <GradeBadge
                grade={grade}
                size="sm"
                label={
                  grade
                    ? t("grade.ofCategory", { category: t(`categories.${key}.name`), grade })
                    : t("grade.noneOfCategory", { category: t(`categories.${key}.name`) })
                }
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

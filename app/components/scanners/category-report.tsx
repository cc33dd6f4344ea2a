import { useTranslation } from "react-i18next";
import type { ScanCategory } from "../../../contract/scanner-results.ts";
import type { Scan } from "../../../contract/scanners.ts";
import { GradeBadge } from "./grade-badge.tsx";
import { IrisPanel } from "./iris-says.tsx";
import { categoryTally } from "./iris-summary.ts";
import { CATEGORY_ORDER } from "./scan-format.ts";
import { TestItem } from "./test-item.tsx";

type Category = Scan["categories"][number];
const RESULT_ORDER = { fail: 0, warning: 1, error: 2, info: 3, pass: 4 } as const;

/** Iris on a category: what it is about, then how it went in this scan. */
function IrisOnCategory({ category }: { category: Category }) {
  const { t } = useTranslation("scannerPages");
  const tally = categoryTally(category.tests);
  const lines = [
    tally.failures ? t("iris.category.failures", { count: tally.failures }) : null,
    tally.warnings ? t("iris.category.warnings", { count: tally.warnings }) : null,
    tally.couldNotCheck ? t("iris.category.couldNotCheck", { count: tally.couldNotCheck }) : null,
  ].filter(Boolean);
  return (
    <IrisPanel testId="iris-category">
      <p>{t([`iris.${category.key}.about`, "iris.generic"])}</p>
      <p className="font-medium">{lines.length ? lines.join(" ") : t("iris.category.clean")}</p>
    </IrisPanel>
  );
}

/**
 * One category of a scan: its grade and score, Iris's words on it, and its tests — what needs
 * work first, then what could not be checked, notes, and passes. `compact` for the website page.
 */
export function CategoryReport({ category, compact = false, headingLevel = 2 }: { category: Category; compact?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("scannerPages");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tests = category.tests.toSorted((a, b) => RESULT_ORDER[a.result] - RESULT_ORDER[b.result]);
  const shown = compact ? tests.filter((x) => x.result === "fail" || x.result === "warning") : tests;
  return (
    <section aria-labelledby={`category-${category.key}`} className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6" data-testid={`category-${category.key}`}>
      <div className="flex items-center gap-3">
        <GradeBadge grade={category.grade} size="md" />
        <div className="min-w-0">
          <Heading id={`category-${category.key}`} className="text-lg font-semibold">
            {t(`categories.${category.key}.name`)}
          </Heading>
          <p className="text-sm text-muted">{category.score === null ? t("report.noScore") : t("report.score", { score: category.score })}</p>
        </div>
      </div>
      <IrisOnCategory category={category} />
      {shown.length ? (
        <ul className="flex flex-col divide-y divide-border">
          {shown.map((test) => (
            <TestItem key={test.id} category={category.key} test={test} compact={compact} />
          ))}
        </ul>
      ) : compact ? (
        <p className="text-sm text-muted">{t("report.nothingToFix")}</p>
      ) : null}
    </section>
  );
}

/** The categories a scan ran, in report order. */
export function orderedCategories(categories: readonly Category[]): Category[] {
  const rank = (k: ScanCategory) => CATEGORY_ORDER.indexOf(k);
  return categories.toSorted((a, b) => rank(a.key) - rank(b.key));
}

import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { orderedTests } from "../../../contract/scanner-order.ts";
import { categoryTally } from "../../../contract/scanner-summary.ts";
import type { Scan } from "../../../contract/scanners.ts";
import { GradeBadge } from "./grade-badge.tsx";
import { IrisPanel } from "./iris-says.tsx";
import { TestItem } from "./test-item.tsx";

type Category = Scan["categories"][number];

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
 * What the website page's short view says when nothing in a category needs work: "nothing to fix"
 * only of checks that ran — a category none of whose checks could run says nothing more than
 * Iris's count of them, one partly checked says "nothing to fix" of what ran.
 */
function NothingToFix({ category }: { category: Category }) {
  const { t } = useTranslation("scannerPages");
  const { couldNotCheck } = categoryTally(category.tests);
  if (couldNotCheck === category.tests.length) return null;
  return <p className="text-sm text-muted">{t(couldNotCheck ? "report.nothingToFixChecked" : "report.nothingToFix")}</p>;
}

/**
 * One category of a scan: its grade and score, Iris's words on it, and its tests in the report's
 * one order (the order of Iris's "Fix these first" too) — what needs work first, then what could
 * not be checked and notes; the passes folded under one line, since a good report is mostly
 * passes. `compact` (the website page): what needs work only.
 */
export function CategoryReport({
  category,
  compact = false,
  headingLevel = 2,
}: {
  category: Category;
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("scannerPages");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tests = orderedTests(category.key, category.tests);
  const open = tests.filter((x) => (compact ? x.result === "fail" || x.result === "warning" : x.result !== "pass"));
  const passed = compact ? [] : tests.filter((x) => x.result === "pass");
  return (
    <section
      aria-labelledby={`category-${category.key}`}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid={`category-${category.key}`}
    >
      <div className="flex items-center gap-3">
        <GradeBadge grade={category.grade} size="md" />
        <div className="min-w-0">
          <Heading id={`category-${category.key}`} className="text-lg font-semibold">
            {t(`categories.${category.key}.name`)}
          </Heading>
          <p className="text-sm text-muted">
            {category.score === null ? t("report.noScore") : t("report.score", { score: category.score })}
          </p>
        </div>
      </div>
      <IrisOnCategory category={category} />
      {open.length ? (
        <ul className="flex min-w-0 flex-col divide-y divide-border">
          {open.map((test) => (
            <TestItem key={test.id} category={category.key} test={test} compact={compact} />
          ))}
        </ul>
      ) : compact ? (
        <NothingToFix category={category} />
      ) : null}
      {passed.length ? (
        <details className="group min-w-0 rounded-lg border border-border" data-testid="passed-tests">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg p-3 text-sm font-semibold text-primary-text hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-90" />
            {t("report.passed", { count: passed.length })}
          </summary>
          <ul className="flex min-w-0 flex-col divide-y divide-border border-t border-border px-3 pt-4 pb-3">
            {passed.map((test) => (
              <TestItem key={test.id} category={category.key} test={test} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

import { useTranslation } from "react-i18next";
import type { ScanCategory } from "../../../contract/scanner-results.ts";
import type { ScanTestView } from "../../../contract/scanners.ts";
import { EvidenceView } from "./evidence-view.tsx";
import { ResultChip } from "./grade-badge.tsx";
import { IrisOnTest } from "./iris-says.tsx";
import { snippetsFor } from "../../../contract/scanner-snippets.ts";
import { SnippetTabs } from "./snippet-tabs.tsx";
import { testItem, titleKeys } from "./test-keys.ts";

type Text = { key: string; vars?: Record<string, string | number>; text: string };

/** A finding's words in the page's language: the catalog's text, or the API's own when the catalog has none. */
export function useFindingText() {
  const { t } = useTranslation("scanners");
  return (text: Text) => t(text.key, { ...text.vars, defaultValue: text.text });
}

/** A test's name: the catalog's title, with its item for a test repeated per item (a DKIM selector, a cookie); its id when nothing names it. */
export function useTestTitle() {
  const { t } = useTranslation("scannerPages");
  return (category: ScanCategory, id: string) => {
    const title = t(titleKeys(category, id), { defaultValue: id });
    const { item } = testItem(category, id);
    return item ? t("tests.withItem", { title, item }) : title;
  };
}

/**
 * One test of a report: its name, result and finding; for what needs work (fail, warning), Iris's
 * plain words, the recommendation and the configuration for each server; the evidence folded.
 * `compact`: name, result and finding only (the website page's latest results).
 */
export function TestItem({ category, test, compact = false }: { category: ScanCategory; test: ScanTestView; compact?: boolean }) {
  const { t } = useTranslation("scannerPages");
  const text = useFindingText();
  const title = useTestTitle();
  const needsWork = test.result === "fail" || test.result === "warning";
  const snippets = needsWork && !compact ? snippetsFor(category, test.id) : [];
  return (
    <li
      id={`test-${category}-${test.id}`}
      className="flex scroll-mt-4 flex-col gap-3 py-4 first:pt-0 last:pb-0"
      data-testid="test-item"
      data-test-id={test.id}
      data-result={test.result}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 break-words font-semibold">{title(category, test.id)}</h4>
        <div className="flex items-center gap-2">
          {test.scoreModifier ? (
            <span className="text-xs tabular-nums text-muted">
              {t("tests.points", { points: test.scoreModifier > 0 ? `+${test.scoreModifier}` : test.scoreModifier })}
            </span>
          ) : null}
          <ResultChip result={test.result} />
        </div>
      </div>
      <p className="text-sm">{text(test.summary)}</p>
      {compact ? null : (
        <>
          {needsWork ? <IrisOnTest category={category} id={test.id} /> : null}
          {test.recommendation ? (
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-semibold">{t("tests.howToFix")}</p>
              <p>{text(test.recommendation)}</p>
            </div>
          ) : null}
          <SnippetTabs snippets={snippets} />
          <EvidenceView evidence={test.evidence} />
        </>
      )}
    </li>
  );
}

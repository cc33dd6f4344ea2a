import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { headline } from "../../../contract/scanner-summary.ts";
import type { Scan } from "../../../contract/scanners.ts";
import { useTestTitle } from "./test-item.tsx";

/**
 * The top of a report: "Your site gets B. Fix these first: …", the most damaging findings first
 * in the report's one order; "nothing to fix" only of what was checked, with what could not run
 * counted beside it. A scan that never reached the site shows its UnreachablePanel instead.
 */
export function IrisSummaryPanel({ scan }: { scan: Scan }) {
  const { t } = useTranslation("scannerPages");
  const title = useTestTitle();
  const h = headline(scan);
  if (h.kind === "unreachable") return null;
  return (
    <section
      aria-labelledby="iris-summary-title"
      className="flex gap-3 rounded-xl border-2 border-primary bg-surface-raised p-4 sm:p-6"
      data-testid="iris-summary"
    >
      <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-text" />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id="iris-summary-title" className="text-lg font-semibold">
          {t("iris.summary.title")}
        </h2>
        {h.kind === "noGrade" ? (
          <p>{t("iris.summary.noGrade", { count: h.couldNotCheck })}</p>
        ) : (
          <>
            <p className="font-medium">{h.grade ? t("iris.summary.grade", { grade: h.grade }) : t("iris.summary.noOverall")}</p>
            {h.kind === "clean" ? (
              <p>{t(h.couldNotCheck ? "iris.summary.cleanChecked" : "iris.summary.clean")}</p>
            ) : (
              <>
                <p>{t("iris.summary.fixFirst")}</p>
                <ol className="list-decimal space-y-1 pl-5" data-testid="fix-first">
                  {h.first.map((p) => (
                    <li key={`${p.category}-${p.id}`} data-fix-id={p.id} data-fix-category={p.category}>
                      <a href={`#test-${p.category}-${p.id}`} className="text-primary-text underline">
                        {t("iris.summary.item", { title: title(p.category, p.id), category: t(`categories.${p.category}.name`) })}
                      </a>
                    </li>
                  ))}
                </ol>
                {h.more ? <p className="text-sm text-muted">{t("iris.summary.more", { count: h.more })}</p> : null}
              </>
            )}
            {h.couldNotCheck ? <p className="text-sm text-muted">{t("iris.summary.couldNotCheck", { count: h.couldNotCheck })}</p> : null}
          </>
        )}
      </div>
    </section>
  );
}

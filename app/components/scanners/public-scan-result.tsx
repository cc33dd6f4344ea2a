import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Scan } from "../../../contract/scanners.ts";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { orderedCategories } from "../../../contract/scanner-order.ts";
import { headline } from "../../../contract/scanner-summary.ts";
import { GradeBadge, ResultChip } from "./grade-badge.tsx";
import { useFindingText, useTestTitle } from "./test-item.tsx";
import { UnreachablePanel } from "./unreachable-panel.tsx";

/** How many findings the free scan shows before inviting the visitor to sign up for the rest. */
export const TOP_FINDINGS = 5;

/**
 * The free scan's answer: the grades of headers and TLS, the worst findings, and the way to track
 * the site. A site the scan never reached gets only that, why and what to check: no grades, and
 * never "nothing to fix".
 */
export function PublicScanResult({ scan }: { scan: Scan }) {
  const host = new URL(scan.url).host;
  if (scan.unreachable) {
    return (
      <div data-testid="public-result">
        <UnreachablePanel unreachable={scan.unreachable} host={host} />
      </div>
    );
  }
  return <PublicFindings scan={scan} host={host} />;
}

function PublicFindings({ scan, host }: { scan: Scan; host: string }) {
  const { t } = useTranslation("scannerPages");
  const title = useTestTitle();
  const text = useFindingText();
  const h = headline(scan, TOP_FINDINGS);
  const top = h.kind === "fix" ? h.first : [];
  const verdict =
    h.kind === "fix"
      ? t("public.result.top")
      : h.kind === "clean"
        ? t(h.couldNotCheck ? "report.nothingToFixChecked" : "public.result.clean")
        : t("iris.summary.noGrade", { count: h.kind === "noGrade" ? h.couldNotCheck : 0 });
  const byId = new Map(scan.categories.flatMap((c) => c.tests.map((x) => [`${c.key}/${x.id}`, x] as const)));
  return (
    <section
      aria-labelledby="public-result-title"
      className="flex flex-col gap-6 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm sm:p-8"
      data-testid="public-result"
    >
      <div className="flex flex-wrap items-center gap-4">
        <GradeBadge grade={scan.grade} size="lg" />
        <div className="min-w-0">
          <h2 id="public-result-title" className="break-words text-2xl font-bold">
            {t("public.result.title", { host })}
          </h2>
          <p className="text-muted">{scan.grade ? t("iris.summary.grade", { grade: scan.grade }) : t("iris.summary.noOverall")}</p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {orderedCategories(scan.categories).map((c) => (
          <li key={c.key} className="flex items-center gap-3 rounded-xl border border-border p-3" data-testid={`public-category-${c.key}`}>
            <GradeBadge grade={c.grade} size="md" />
            <div>
              <p className="font-semibold">{t(`categories.${c.key}.name`)}</p>
              <p className="text-sm text-muted">{c.score === null ? t("report.noScore") : t("report.score", { score: c.score })}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold" data-testid="public-verdict">
          {verdict}
        </h3>
        {top.length ? (
          <ol className="flex flex-col gap-3">
            {top.map((p) => {
              const test = byId.get(`${p.category}/${p.id}`)!;
              return (
                <li key={`${p.category}-${p.id}`} className="flex flex-col gap-1 rounded-lg border border-border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">{title(p.category, p.id)}</span>
                    <ResultChip result={p.result} />
                  </div>
                  <p className="text-sm">{text(test.summary)}</p>
                </li>
              );
            })}
          </ol>
        ) : null}
        {(h.kind === "clean" || h.kind === "fix") && h.couldNotCheck ? (
          <p className="text-sm text-muted">{t("iris.summary.couldNotCheck", { count: h.couldNotCheck })}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-surface-sunken p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{t("public.result.track")}</p>
        <LocalizedLink
          to={`/auth/sign-up?${new URLSearchParams({ website: scan.url })}`}
          className={buttonClass("primary")}
          data-testid="track-site"
        >
          {t("public.result.signUp")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalizedLink>
      </div>
    </section>
  );
}

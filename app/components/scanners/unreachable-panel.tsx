import { Unplug } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Scan } from "../../../contract/scanners.ts";
import { useFindingText } from "./test-item.tsx";

/**
 * A scan that never reached the site, in place of its results: that it could not reach it, why
 * (no address, nothing listening, no answer in time, a failed secure connection…), what to check,
 * and that nothing in it is a grade of the site.
 */
export function UnreachablePanel({
  unreachable,
  host,
  headingLevel = 2,
}: {
  unreachable: NonNullable<Scan["unreachable"]>;
  host: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("scannerPages");
  const text = useFindingText();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="unreachable-title"
      className="flex min-w-0 gap-3 rounded-xl border-2 border-amber-700 bg-surface-raised p-4 sm:p-6 dark:border-amber-400"
      data-testid="unreachable"
      data-reason={unreachable.reason}
    >
      <Unplug aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-800 dark:text-amber-300" />
      <div className="flex min-w-0 flex-col gap-2">
        <Heading id="unreachable-title" className="text-lg font-semibold break-words">
          {t("unreachable.title", { host })}
        </Heading>
        <p className="break-words">{text(unreachable.summary)}</p>
        <p className="font-semibold">{t("unreachable.check")}</p>
        <p>{text(unreachable.fix)}</p>
        <p className="text-sm text-muted">{t("unreachable.notGraded")}</p>
      </div>
    </section>
  );
}

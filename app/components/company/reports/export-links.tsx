import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button.tsx";
import { exportHref } from "./report-api.ts";

/**
 * "Export CSV" and "Export XLSX" of a report with its filters (shown to people who hold
 * generate-reports); `texts` names the links when a page offers more than one export.
 */
export function ExportLinks({
  path,
  filters,
  label,
  texts,
}: {
  path: string;
  filters?: Record<string, string | undefined>;
  label: string;
  texts?: Record<"csv" | "xlsx", string>;
}) {
  const { t } = useTranslation("companyReports");
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {(["csv", "xlsx"] as const).map((f) => (
        <a key={f} href={exportHref(path, f, filters)} download className={buttonClass("outline")} data-export={f}>
          <Download aria-hidden="true" className="size-4" />
          {texts?.[f] ?? t(`export.${f}`)}
        </a>
      ))}
    </div>
  );
}

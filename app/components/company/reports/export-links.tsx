import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button.tsx";
import { exportHref } from "./report-api.ts";

/** "Export CSV" and "Export XLSX" of a report with its filters (shown to people who hold generate-reports). */
export function ExportLinks({ path, filters, label }: { path: string; filters?: Record<string, string | undefined>; label: string }) {
  const { t } = useTranslation("companyReports");
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {(["csv", "xlsx"] as const).map((f) => (
        <a key={f} href={exportHref(path, f, filters)} download className={buttonClass("outline")} data-export={f}>
          <Download aria-hidden="true" className="size-4" />
          {t(`export.${f}`)}
        </a>
      ))}
    </div>
  );
}

import { Download } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { COMPLIANCE_EXPORTS, complianceExportHref, type ComplianceExportKind } from "../../../../contract/compliance-export-files.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { FrameworkOptions } from "../framework-options.tsx";

/** A download link of an export in the page's language, named with its card's title for screen readers. */
export function DownloadLink({
  kind,
  label,
  describedBy,
  variant = "primary",
}: {
  kind: ComplianceExportKind;
  label: string;
  describedBy: string;
  variant?: "primary" | "outline";
}) {
  const locale = useLocale();
  return (
    <a
      href={complianceExportHref(kind, { locale })}
      download
      aria-describedby={describedBy}
      className={buttonClass(variant)}
      data-export={kind}
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}

/**
 * The compliance report of the framework chosen: a form sent to the API as it is (a download
 * needs no script), the language following the page.
 */
export function ReportForm({ frameworks, describedBy }: { frameworks: { slug: string; name: string }[]; describedBy: string }) {
  const { t } = useTranslation("complianceReports");
  const locale = useLocale();
  const id = useId();
  return (
    <form method="get" action={`/api${COMPLIANCE_EXPORTS.report.path}`} className="flex flex-col gap-3" data-testid="report-form">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {t("cards.report.framework")}
        </label>
        <select id={id} name="framework" defaultValue={frameworks[0]?.slug} className={inputClass}>
          <FrameworkOptions frameworks={frameworks} />
        </select>
      </div>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" aria-describedby={describedBy} className={`${buttonClass("primary")} self-start`} data-export="report">
        <Download aria-hidden="true" className="size-4" />
        {t("cards.report.pdf")}
      </button>
    </form>
  );
}

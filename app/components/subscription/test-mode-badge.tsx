import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Says that the built-in test gateway is running: no real money moves. */
export function TestModeBadge({ className = "" }: { className?: string }) {
  const { t } = useTranslation("subscription");
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full border border-amber-700 bg-amber-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100 ${className}`}
      data-testid="test-mode"
    >
      <FlaskConical aria-hidden="true" className="size-4" />
      {t("testMode.badge")}
      <span className="sr-only">{t("testMode.explain")}</span>
    </p>
  );
}

import { useTranslation } from "react-i18next";
import type { Refused } from "./refused.ts";

/** The addresses the API would not target, each with why, in an alert read out as it appears. */
export function RefusedAlert({ refused }: { refused: readonly Refused[] }) {
  const { t } = useTranslation("phishingCampaigns");
  if (!refused.length) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-700 bg-red-50 p-4 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
      data-testid="phishing-refused"
    >
      <p className="font-semibold">{t("refused.title", { count: refused.length })}</p>
      <p className="mt-1">{t("refused.intro")}</p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {refused.map((r, i) => (
          <li key={`${i}-${r.email}`} className="break-all">
            {r.email ? <span className="font-medium">{r.email} — </span> : null}
            {r.reason ? t(`refused.reasons.${r.reason}`) : (r.message ?? t("refused.reasons.unknown"))}
          </li>
        ))}
      </ul>
    </div>
  );
}

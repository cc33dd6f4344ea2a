import { BookOpenCheck, FileCheck2, GraduationCap, Radar, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const POINTS: { key: "frameworks" | "training" | "scans" | "evidence"; icon: LucideIcon }[] = [
  { key: "frameworks", icon: BookOpenCheck },
  { key: "training", icon: GraduationCap },
  { key: "scans", icon: Radar },
  { key: "evidence", icon: FileCheck2 },
];

/** Nothing adopted yet: what the compliance area does (training and scans count as live evidence) and the way to start. */
export function ComplianceEmptyState({ action }: { action: ReactNode }) {
  const { t } = useTranslation("compliancePages");
  return (
    <section
      aria-labelledby="compliance-empty-title"
      className="rounded-xl border border-dashed border-border bg-surface-raised p-6"
      data-testid="compliance-empty"
    >
      <h2 id="compliance-empty-title" className="text-lg font-semibold">
        {t("empty.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-muted">{t("empty.intro")}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
            <div>
              <h3 className="font-semibold">{t(`empty.${key}.title`)}</h3>
              <p className="text-sm text-muted">{t(`empty.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {action ? (
        <div className="mt-5 flex flex-wrap gap-3">{action}</div>
      ) : (
        <p className="mt-5 text-sm text-muted">{t("empty.readOnly")}</p>
      )}
    </section>
  );
}

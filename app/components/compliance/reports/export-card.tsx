import type { LucideIcon } from "lucide-react";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../../ui/localized-link.tsx";

export type CardKind = "soa" | "profile" | "report";

/**
 * One export: what it is, what it contains and, when the framework it is made of is adopted,
 * its downloads; otherwise why it cannot be made yet and where to adopt it (managers) or whom
 * to ask (everyone else).
 */
export function ExportCard({
  kind,
  icon: Icon,
  items,
  framework,
  available,
  canManage,
  children,
}: {
  kind: CardKind;
  icon: LucideIcon;
  items: readonly string[];
  framework?: string;
  available: boolean;
  canManage: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("complianceReports");
  const titleId = `export-${kind}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 sm:p-6"
      data-export-card={kind}
      data-state={available ? "available" : "unavailable"}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-text" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {t(`cards.${kind}.title`)}
          </h2>
          {framework ? <p className="text-sm text-muted">{t("page.needs", { framework })}</p> : null}
        </div>
      </div>
      <p>{t(`cards.${kind}.intro`)}</p>
      <div>
        <h3 className="text-sm font-semibold">{t("page.contains")}</h3>
        <ul className="mt-2 flex flex-col gap-1.5 text-sm">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
              <span>{t(`cards.${kind}.items.${item}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto pt-2">
        {available ? (
          children
        ) : (
          <div className="rounded-lg border border-dashed border-border p-4 text-sm" data-testid="export-unavailable">
            <p>{t(`cards.${kind}.unavailable`)}</p>
            {canManage ? (
              <LocalizedLink to="/compliance" className="mt-2 inline-block font-medium text-primary-text underline">
                {t(`cards.${kind}.adopt`)}
              </LocalizedLink>
            ) : (
              <p className="mt-2 text-muted">{t("page.askManager")}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
